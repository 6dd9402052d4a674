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
                another dialect left: it does not convert unreachable blocks)
Differing modules are written to OUT/DIFF-<mode>-<seed>-<index>.mlir with
both outputs, for triage. The report ends with one line per comparison:
`mode: N identical / N compared`.

Usage: compare.py [--batches B] [--per-batch N] [--first-seed S] [--out DIR]
                  [--basic] [--vector] [--timeout SECONDS]
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


def fully_lowered(text):
    """Whether mlir-opt lowered a module to the llvm dialect completely (it
    leaves unrealized casts, and the operations of unreachable blocks, which
    its dialect conversion does not visit)."""
    return bool(text) and "unrealized_conversion_cast" not in text \
        and not UNLOWERED.search(text)


def run(tool, flags, text, timeout):
    """The per-module outputs of one run, and its exit status (None when
    it ran out of time: then there are no outputs)."""
    try:
        proc = subprocess.run([str(tool), "--split-input-file", *flags, "-"],
                              input=text, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return [], None
    chunks = proc.stdout.split(MARKER + "\n")
    return [c.strip() for c in chunks], proc.returncode


def main():
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
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    same = {m: 0 for m, _ in MODES}
    total = {m: 0 for m, _ in MODES}
    for seed in range(a.first_seed, a.first_seed + a.batches):
        text = gen.generate(seed, a.per_batch, not a.basic, a.vector)
        modules = text.split(MARKER + "\n")
        generic, _ = run(MLIR, ["--mlir-print-op-generic"], text, a.timeout)
        for mode, flags in MODES:
            if flags is None:
                source = (MARKER + "\n").join(generic)
                ours = run(STRATA, [], source, a.timeout)
                theirs = run(MLIR, [], source, a.timeout)
            else:
                ours = run(STRATA, flags, text, a.timeout)
                theirs = run(MLIR, flags, text, a.timeout)
            if ours[1] is None or theirs[1] is None:
                total[mode] += len(modules)
                who = "strata-opt" if ours[1] is None else "mlir-opt"
                (out / f"DIFF-{mode}-{seed}-timeout.txt").write_text(
                    f"{who} ran out of {a.timeout}s on this batch\n")
                continue
            ours, theirs = ours[0], theirs[0]
            if len(ours) != len(theirs):
                total[mode] += len(modules)
                (out / f"DIFF-{mode}-{seed}-all.txt").write_text(
                    f"chunk counts differ: {len(ours)} vs {len(theirs)}\n")
                continue
            for i, (o, t) in enumerate(zip(ours, theirs)):
                if mode == "llvm" and not fully_lowered(t):
                    continue
                total[mode] += 1
                if o == t:
                    same[mode] += 1
                else:
                    src = modules[i] if i < len(modules) else ""
                    (out / f"DIFF-{mode}-{seed}-{i}.mlir").write_text(
                        f"{src}\n// ===== strata-opt\n{o}\n// ===== mlir-opt\n{t}\n")
        print(f"seed {seed}: " + ", ".join(f"{m} {same[m]}/{total[m]}" for m, _ in MODES),
              flush=True)
    for mode, _ in MODES:
        print(f"{mode}: {same[mode]} identical / {total[mode]} compared")


if __name__ == "__main__":
    sys.exit(main())
