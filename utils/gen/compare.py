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
Each tool runs once per batch and mode: a module a tool rejects prints
nothing in a --split-input-file run (an accepted one prints at least
`module {}`), so its result is what a run of it alone gives (no output,
exit 1). When a tool crashes, the modules it printed before are kept, the
next one is run alone (without --split-input-file) and the rest of the
batch again; a run that stops otherwise is halved. A module on which
mlir-opt crashes is an "upstream crash", counted apart from the
comparisons; a disagreement that matches a class documented in
docs/upstream-differences.md (KNOWN below) is counted as "known".
Both tools run at the same time; mlir-opt runs single-threaded (its
thread pool sometimes deadlocked under load) and its results are cached
in OUT/cache by a digest of the batch and flags, so a run after a fix in
Strata only runs strata-opt. --jobs compares that many batches at once.
Other differing modules are written to OUT/DIFF-<mode>-<seed>-<index>.mlir
with both outputs, for triage (reduce.py minimizes them). The report ends
with one line per comparison:
`mode: N identical / N compared, K known upstream differences, C upstream crashes`.

Usage: compare.py [--batches B] [--per-batch N] [--first-seed S] [--out DIR]
                  [--basic] [--vector] [--timeout SECONDS] [--strata BINARY]
                  [--jobs J]
"""

import argparse
import hashlib
import json
import re
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
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
    Strata leaves the op, so only mlir-opt lost a from_elements, or an
    element extracted from it is a garbage constant in mlir-opt's output
    where Strata's keeps the poison."""
    return "ub.poison" in src and "tensor.from_elements" in src \
        and (ours.count("tensor.from_elements") > theirs.count("tensor.from_elements")
             or ours.count("ub.poison") > theirs.count("ub.poison"))


# An index constant at or beyond 2^62 in magnitude (19 digits or more).
HUGE_INDEX = re.compile(r"arith\.constant -?\d{19,} : index")


def wrapped_trip_count(src, ours, theirs):
    """mlir-opt's SimplifyTrivialLoops computes `ub - lb` of an scf.for in
    64 bits: with a huge bound the difference wraps negative and the loop
    is erased although it runs; Strata keeps it (with the huge bound,
    often folded from the source), so only mlir-opt lost an scf.for."""
    return bool(HUGE_INDEX.search(ours)) and ours.count("scf.for") > theirs.count("scf.for")


# Disagreements documented in docs/upstream-differences.md as upstream's:
# (mode, a test on the module's source and the two outputs, the class).
KNOWN = [(mode, poison_from_elements, "tensor.from_elements of ub.poison")
         for mode in ("canonicalize", "sccp", "inline", "llvm")] + \
        [(mode, wrapped_trip_count, "scf.for trip count wraps")
         for mode in ("canonicalize", "inline")]


def inline_through_canonicalize(name):
    """The class of an --inline disagreement on a module whose
    --canonicalize disagreement is `name`, when the inliner's own
    canonicalization explains it: a loop mlir-opt erased for a wrapped trip
    count takes its calls with it, so their callees are not inlined there
    and a private callee Strata inlined and erased stays in mlir-opt's
    output."""
    return name if name == "scf.for trip count wraps" else None


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
    # mlir-opt's thread pool sometimes deadlocks on a loaded machine (a
    # run sleeps forever): it runs single-threaded, and a run that runs
    # out of time is tried once more.
    threads = ["--mlir-disable-threading"] if tool == MLIR else []
    args = [str(tool), *(["--split-input-file"] if split else []), *threads, *flags, "-"]
    for _ in range(2):
        try:
            proc = subprocess.run(args, input=text, capture_output=True, text=True,
                                  timeout=timeout)
            break
        except subprocess.TimeoutExpired:
            pass
    else:
        return [], None
    chunks = proc.stdout.split(MARKER + "\n")
    return [c.strip() for c in chunks], proc.returncode


def crashed(status):
    """Whether an exit status is a crash (a signal, or LLVM's abort exit)."""
    return status is not None and (status < 0 or status >= 128)


# What a module's result is when its tool crashed on it or ran out of time.
CRASH = "\0crash"
TIMEOUT = "\0timeout"


def failed(status):
    """The result of a module a tool rejected, as compared: its (empty)
    output and the exit status."""
    return f"\n// exit {status}"


def single(tool, flags, text, timeout):
    """The result of one module run alone, without --split-input-file."""
    out, status = run(tool, flags, text, timeout, split=False)
    if status is None:
        return TIMEOUT
    if crashed(status) and tool == MLIR:
        return CRASH
    return "\n".join(out) + ("" if status == 0 else failed(status))


def results(tool, flags, idx, modules, timeout):
    """The result of each module `idx` under one tool: a run with
    --split-input-file over all of them, where a module the tool rejects
    prints nothing (every accepted module prints at least `module {}`), so
    its result is the one a run of it alone gives (empty output, exit 1).
    When the tool crashes, the modules it printed before are kept and the
    first one it did not print is run alone (it is usually the culprit)
    before the rest is run again; other failures halve the group."""
    if len(idx) == 1:
        return {idx[0]: single(tool, flags, modules[idx[0]], timeout)}
    text = (MARKER + "\n").join(modules[i] for i in idx)
    out, status = run(tool, flags, text, timeout)
    if (status == 0 or status == 1 and "" in out) and len(out) == len(idx):
        return {i: o if o or status == 0 else failed(status) for i, o in zip(idx, out)}
    res = {}
    if crashed(status) and len(out) <= len(idx):
        done = len(out) - 1  # the last chunk may be cut short
        res.update((i, o if o else failed(1)) for i, o in zip(idx, out[:done]))
        res[idx[done]] = single(tool, flags, modules[idx[done]], timeout)
        rest = idx[done + 1:]
        if rest:
            res.update(results(tool, flags, rest, modules, timeout))
        return res
    half = len(idx) // 2
    res.update(results(tool, flags, idx[:half], modules, timeout))
    res.update(results(tool, flags, idx[half:], modules, timeout))
    return res


class Tally:
    """Per-mode counts and where the differing modules are written."""

    def __init__(self, out):
        self.out = out
        self.same = {m: 0 for m, _ in MODES}
        self.total = {m: 0 for m, _ in MODES}
        self.known = {m: 0 for m, _ in MODES}
        self.upstream_crash = {m: [] for m, _ in MODES}
        self.classes = {}
        # The class of each module's --canonicalize disagreement, by
        # (seed, index): --inline canonicalizes, so the same upstream bug
        # can show there in another way.
        self.canonicalize_class = {}

    def compare(self, mode, seed, i, src, ours, theirs):
        """Counts one module's pair of outputs."""
        if mode == "llvm" and not fully_lowered(theirs):
            return
        self.total[mode] += 1
        if ours == theirs:
            self.same[mode] += 1
            return
        name = known_class(mode, src, ours, theirs)
        if mode == "canonicalize" and name is not None:
            self.canonicalize_class[(seed, i)] = name
        if mode == "inline" and name is None:
            name = inline_through_canonicalize(self.canonicalize_class.get((seed, i)))
        if name is not None:
            self.known[mode] += 1
            self.classes[name] = self.classes.get(name, 0) + 1
            return
        (self.out / f"DIFF-{mode}-{seed}-{i}.mlir").write_text(
            f"{src}\n// ===== strata-opt\n{ours}\n// ===== mlir-opt\n{theirs}\n")

    def add(self, other):
        """Adds the counts of another tally."""
        for m, _ in MODES:
            self.same[m] += other.same[m]
            self.total[m] += other.total[m]
            self.known[m] += other.known[m]
            self.upstream_crash[m] += other.upstream_crash[m]
        for name, n in other.classes.items():
            self.classes[name] = self.classes.get(name, 0) + n

    def line(self, mode):
        """The report line of one mode."""
        return (f"{mode}: {self.same[mode]} identical / {self.total[mode]} compared, "
                f"{self.known[mode]} known upstream differences, "
                f"{len(self.upstream_crash[mode])} upstream crashes")


def mlir_results(flags, modules, timeout, cache):
    """mlir-opt's result for each module, kept in the directory `cache`
    (None: not kept) under a digest of the modules and flags, so that a run
    after a fix in Strata does not run mlir-opt again."""
    key = hashlib.sha256("\0".join([*flags, *modules]).encode()).hexdigest()[:32]
    path = cache / f"{key}.json" if cache else None
    if path and path.exists():
        return json.loads(path.read_text())
    res = results(MLIR, flags, list(range(len(modules))), modules, timeout)
    out = [res[i] for i in range(len(modules))]
    if path and TIMEOUT not in out:
        path.write_text(json.dumps(out))
    return out


def compare_mode(tally, mode, flags, seed, modules, sources, timeout, cache, theirs=None):
    """Compares one batch under one mode: both tools run at the same time,
    mlir-opt's results come from the cache when they are there."""
    with ThreadPoolExecutor(2) as pool:
        ours = pool.submit(results, STRATA, flags, list(range(len(modules))), modules, timeout)
        if theirs is None:
            theirs = pool.submit(mlir_results, flags, modules, timeout, cache).result()
        ours = ours.result()
    for i, src in enumerate(sources):
        o, t = ours[i], theirs[i]
        if t == CRASH:
            tally.upstream_crash[mode].append(f"{seed}-{i}")
            (tally.out / f"UPSTREAM-CRASH-{mode}-{seed}-{i}.mlir").write_text(modules[i])
        elif TIMEOUT in (o, t):
            who = "strata-opt" if o == TIMEOUT else "mlir-opt"
            tally.total[mode] += 1
            (tally.out / f"DIFF-{mode}-{seed}-{i}-timeout.txt").write_text(
                f"{who} ran out of {timeout}s on this module\n")
        else:
            tally.compare(mode, seed, i, src, o, t)
    return theirs


def run_seed(seed, a):
    """The tally of one batch (one seed) under every mode."""
    tally = Tally(Path(a.out))
    cache = Path(a.out) / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    text = gen.generate(seed, a.per_batch, not a.basic, a.vector)
    modules = text.split(MARKER + "\n")
    generic = None
    for mode, flags in MODES:
        if flags is None:
            # mlir-opt's generic form, parsed again (a module it rejected
            # is an empty one).
            batch = [g + "\n" if not g.startswith("\n// exit") and g not in (CRASH, TIMEOUT)
                     else "\n" for g in generic]
            compare_mode(tally, mode, [], seed, batch, modules, a.timeout, cache)
        else:
            theirs = compare_mode(tally, mode, flags, seed, modules, modules, a.timeout, cache)
            if mode == "generic":
                generic = theirs
    return seed, tally


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
    ap.add_argument("--timeout", type=int, default=120,
                    help="seconds per tool run (a batch that runs out is reported)")
    ap.add_argument("--strata",
                    help="the strata-opt binary (a copy keeps a long run steady while rebuilding)")
    ap.add_argument("--jobs", type=int, default=1, help="batches compared at the same time")
    a = ap.parse_args()
    if a.strata:
        STRATA = Path(a.strata)
    Path(a.out).mkdir(parents=True, exist_ok=True)
    total = Tally(Path(a.out))
    seeds = range(a.first_seed, a.first_seed + a.batches)
    with ProcessPoolExecutor(a.jobs, initializer=set_strata, initargs=(STRATA,)) as pool:
        for seed, tally in pool.map(run_seed, seeds, [a] * len(seeds)):
            total.add(tally)
            print(f"seed {seed}: " + ", ".join(
                f"{m} {tally.same[m]}/{tally.total[m]}" for m, _ in MODES), flush=True)
    for mode, _ in MODES:
        print(total.line(mode))
    for name, n in sorted(total.classes.items()):
        print(f"known class {name}: {n}")
    for mode, _ in MODES:
        if total.upstream_crash[mode]:
            print(f"upstream crashes under {mode}: {' '.join(total.upstream_crash[mode])}")


def set_strata(binary):
    """Sets the strata-opt binary in a worker process."""
    global STRATA
    STRATA = binary


if __name__ == "__main__":
    sys.exit(main())
