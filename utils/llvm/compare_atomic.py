#!/usr/bin/env python3
"""Differential check of the atomic ops, alloca_scope, assume_alignment and
use-aligned-alloc between strata-opt and mlir-opt 22 on a corpus from
gen_atomic_corpus.py (into a temporary directory unless --corpus is
given): for each module and pass pipeline below (the first is the plain
round trip), both tools must print the same output and error lines and
exit with the same code. Then, where mlir-translate accepts mlir-opt's fully
lowered module, strata-translate's .ll of it must be accepted by llvm-as. Counts close the report.

Usage: compare_atomic.py [--bin DIR] [--llvm DIR] [--corpus DIR] [--count N] [--verbose]
"""

import argparse
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from compare_memref import run

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

PASSES = [
    [],
    ["--finalize-memref-to-llvm"],
    ["--finalize-memref-to-llvm=use-aligned-alloc=1"],
    ["--finalize-memref-to-llvm=use-aligned-alloc=1 index-bitwidth=32"],
    ["--convert-to-llvm"],
    ["--convert-to-llvm", "--reconcile-unrealized-casts"],
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=str(REPO / "target" / "release"))
    ap.add_argument("--llvm", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--corpus")
    ap.add_argument("--count", type=int, default=120)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    corpus = Path(args.corpus) if args.corpus else Path(
        tempfile.mkdtemp(prefix="strata-atomic-")) / "corpus"
    if not args.corpus:
        subprocess.run([sys.executable, str(HERE / "gen_atomic_corpus.py"), "--count",
                        str(args.count), str(corpus)], check=True)
    same, total = Counter(), Counter()
    for path in sorted(corpus.glob("*.mlir")):
        for flags in PASSES:
            mode = " ".join(flags) or "round trip"
            ours = run([f"{args.bin}/strata-opt", *flags, str(path)])
            theirs = run([f"{args.llvm}/mlir-opt", *flags, str(path)])
            total[mode] += 1
            same[mode] += ours == theirs
            if ours != theirs and args.verbose:
                print(f"DIFFERENT {path.name} [{mode}]")
        lowered, _, code = run([f"{args.llvm}/mlir-opt", "--convert-to-llvm",
                                "--reconcile-unrealized-casts", str(path)])
        if code != 0 or run([f"{args.llvm}/mlir-translate", "--mlir-to-llvmir", "-"],
                            lowered)[2] != 0:
            continue
        ll, _, code = run([f"{args.bin}/strata-translate", "--mlir-to-llvmir", "-"], lowered)
        ok = code == 0 and subprocess.run([f"{args.llvm}/llvm-as", "-o", "/dev/null", "-"],
                                          input=ll, text=True,
                                          capture_output=True).returncode == 0
        total["llvm-as"] += 1
        same["llvm-as"] += ok
        if not ok and args.verbose:
            print(f"DIFFERENT {path.name} [llvm-as]")
    for mode in total:
        print(f"{mode}: {same[mode]}/{total[mode]} identical")
    return 0 if all(same[m] == total[m] for m in total) else 1


if __name__ == "__main__":
    sys.exit(main())
