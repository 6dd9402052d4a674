#!/usr/bin/env python3
"""Differential run of generated modules: strata-opt against mlir-opt 22.

Batches of modules from gen.py (one seed per batch) go through both tools
with --split-input-file in each comparison below; every module's output
(the text between the split markers) must be identical, byte for byte.
  custom        parsed and printed in the custom form
  generic       printed with --mlir-print-op-generic
  roundtrip     mlir-opt's generic form parsed again and printed (custom)
  canonicalize, cse, sccp, inline   the pass alone
  llvm          --convert-scf-to-cf --convert-to-llvm
                --reconcile-unrealized-casts, counted only for the modules
                mlir-opt lowers completely (no unrealized cast and no op of
                another dialect left) or fails on (then both must fail)
When a batch run fails (mlir-opt crashes on one module of it, or either
tool stops early) or the two tools print different numbers of modules,
the batch is halved and each half compared again, down to single modules
run without --split-input-file. A module on which
mlir-opt crashes is an "upstream crash", counted apart from the
comparisons; a disagreement that matches a class documented in
docs/upstream-differences.md (KNOWN below) is counted as "known".
Other differing modules are written to OUT/DIFF-<mode>-<seed>-<index>.mlir
with both outputs, for triage (reduce.py minimizes them). The report ends
with one line per comparison:
`mode: N identical / N compared, K known upstream differences, C upstream crashes`.

Usage: compare.py [--batches B] [--per-batch N] [--first-seed S] [--out DIR]
                  [--basic] [--vector] [--timeout SECONDS] [--strata BINARY]
"""

import argparse
import re
import subprocess
import sys
from pathlib import Path

import gen

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
STRATA = REPO / "target" / "release" / "strata-opt"
MLIR = Path("/usr/lib/llvm-22/bin/mlir-opt")
MARKER = "// -----"

MODES = [
    ("custom", []),
    ("generic", ["--mlir-print-op-generic"]),
    ("roundtrip", None),
    ("canonicalize", ["--canonicalize"]),
    ("cse", ["--cse"]),
    ("sccp", ["--sccp"]),
    ("inline", ["--inline"]),
    ("llvm", ["--convert-scf-to-cf", "--convert-to-llvm", "--reconcile-unrealized-casts"]),
]


# An operation of a dialect the LLVM lowering should have removed.
UNLOWERED = re.compile(r"^\s*(%\S+ = )?\"?(arith|cf|func|scf|math|memref|ub|affine|tensor|"
                       r"vector|builtin\.unrealized_conversion_cast)\.", re.M)

def poison_from_elements(src, ours, theirs):
    """mlir-opt folds a tensor.from_elements with a ub.poison element by
    reading the poison attribute as an integer (garbage, or a segfault);
    Strata leaves the op, so only mlir-opt lost a from_elements."""
    return "ub.poison" in src and "tensor.from_elements" in src \
        and ours.count("tensor.from_elements") > theirs.count("tensor.from_elements")


# Disagreements documented in docs/upstream-differences.md as upstream's:
# (mode, a test on the module's source and the two outputs, the class).
KNOWN = [(mode, poison_from_elements, "tensor.from_elements of ub.poison")
         for mode in ("canonicalize", "sccp", "inline", "llvm")]


def fully_lowered(text):
    """Whether mlir-opt lowered a module to the llvm dialect completely."""
    return bool(text) and "unrealized_conversion_cast" not in text \
        and not UNLOWERED.search(text)


def known_class(mode, src, ours, theirs):
    """The documented upstream class a disagreement belongs to, or None."""
    for m, test, name in KNOWN:
        if m == mode and test(src, ours, theirs):
            return name
    return None


def run(tool, flags, text, timeout, split=True):
    """The per-module outputs of one run and its exit status (None when it
    ran out of time: then there are no outputs; negative for a signal)."""
    args = [str(tool), *(["--split-input-file"] if split else []), *flags, "-"]
    try:
        proc = subprocess.run(args, input=text, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return [], None
    chunks = proc.stdout.split(MARKER + "\n")
    return [c.strip() for c in chunks], proc.returncode


def crashed(status):
    """Whether an exit status is a crash (a signal, or LLVM's abort exit)."""
    return status is not None and (status < 0 or status >= 128)


class Tally:
    """Per-mode counts and where the differing modules are written."""

    def __init__(self, out):
        self.out = out
        self.same = {m: 0 for m, _ in MODES}
        self.total = {m: 0 for m, _ in MODES}
        self.known = {m: 0 for m, _ in MODES}
        self.upstream_crash = {m: [] for m, _ in MODES}
        self.classes = {}

    def compare(self, mode, seed, i, src, ours, theirs):
        """Counts one module's pair of outputs."""
        if mode == "llvm" and not fully_lowered(theirs):
            return
        self.total[mode] += 1
        if ours == theirs:
            self.same[mode] += 1
            return
        name = known_class(mode, src, ours, theirs)
        if name is not None:
            self.known[mode] += 1
            self.classes[name] = self.classes.get(name, 0) + 1
            return
        (self.out / f"DIFF-{mode}-{seed}-{i}.mlir").write_text(
            f"{src}\n// ===== strata-opt\n{ours}\n// ===== mlir-opt\n{theirs}\n")

    def line(self, mode):
        """The report line of one mode."""
        return (f"{mode}: {self.same[mode]} identical / {self.total[mode]} compared, "
                f"{self.known[mode]} known upstream differences, "
                f"{len(self.upstream_crash[mode])} upstream crashes")


def compare_group(tally, mode, flags, seed, idx, modules, sources, timeout):
    """Compares the modules `idx` of a batch in one split-input run of each
    tool; when a run fails or the module counts differ, the group is halved
    until single modules are compared alone."""
    text = (MARKER + "\n").join(modules[i] for i in idx)
    if len(idx) > 1:
        ours = run(STRATA, flags, text, timeout)
        theirs = run(MLIR, flags, text, timeout)
        if ours[1] == 0 and theirs[1] == 0 and len(ours[0]) == len(theirs[0]) == len(idx):
            for i, o, t in zip(idx, ours[0], theirs[0]):
                tally.compare(mode, seed, i, sources[i], o, t)
            return
        half = len(idx) // 2
        compare_group(tally, mode, flags, seed, idx[:half], modules, sources, timeout)
        compare_group(tally, mode, flags, seed, idx[half:], modules, sources, timeout)
        return
    i = idx[0]
    theirs, t_status = run(MLIR, flags, text, timeout, split=False)
    if crashed(t_status):
        tally.upstream_crash[mode].append(f"{seed}-{i}")
        (tally.out / f"UPSTREAM-CRASH-{mode}-{seed}-{i}.mlir").write_text(text)
        return
    ours, o_status = run(STRATA, flags, text, timeout, split=False)
    if o_status is None or t_status is None:
        who = "strata-opt" if o_status is None else "mlir-opt"
        tally.total[mode] += 1
        (tally.out / f"DIFF-{mode}-{seed}-{i}-timeout.txt").write_text(
            f"{who} ran out of {timeout}s on this module\n")
        return
    # A failure on either side is part of the output compared.
    o = "\n".join(ours) + ("" if o_status == 0 else f"\n// exit {o_status}")
    t = "\n".join(theirs) + ("" if t_status == 0 else f"\n// exit {t_status}")
    tally.compare(mode, seed, i, sources[i], o, t)


def main():
    global STRATA
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batches", type=int, default=100)
    ap.add_argument("--per-batch", type=int, default=100)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--out", default="/tmp/strata-gen")
    ap.add_argument("--basic", action="store_true",
                    help="the first generator's dialects only (no affine/tensor/vector)")
    ap.add_argument("--vector", action="store_true", help="vector ops too")
    ap.add_argument("--timeout", type=int, default=600,
                    help="seconds per tool run (a batch that runs out is reported)")
    ap.add_argument("--strata",
                    help="the strata-opt binary (a copy keeps a long run steady while rebuilding)")
    a = ap.parse_args()
    if a.strata:
        STRATA = Path(a.strata)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    tally = Tally(out)
    for seed in range(a.first_seed, a.first_seed + a.batches):
        text = gen.generate(seed, a.per_batch, not a.basic, a.vector)
        modules = text.split(MARKER + "\n")
        generic, g_status = run(MLIR, ["--mlir-print-op-generic"], text, a.timeout)
        for mode, flags in MODES:
            batch_modules = modules
            if flags is None:
                if g_status != 0 or len(generic) != len(modules):
                    generic = [run(MLIR, ["--mlir-print-op-generic"], m, a.timeout,
                                   split=False)[0] for m in modules]
                    generic = ["\n".join(g) for g in generic]
                batch_modules = [g + "\n" for g in generic]
                flags = []
            compare_group(tally, mode, flags, seed, list(range(len(modules))),
                          batch_modules, modules, a.timeout)
        print(f"seed {seed}: " + ", ".join(
            f"{m} {tally.same[m]}/{tally.total[m]}" for m, _ in MODES), flush=True)
    for mode, _ in MODES:
        print(tally.line(mode))
    for name, n in sorted(tally.classes.items()):
        print(f"known class {name}: {n}")
    for mode, _ in MODES:
        if tally.upstream_crash[mode]:
            print(f"upstream crashes under {mode}: {' '.join(tally.upstream_crash[mode])}")


if __name__ == "__main__":
    sys.exit(main())
