#!/usr/bin/env python3
"""Differential check of the lowering to LLVM of floats LLVM has no type
for (gen_float_corpus.py) between strata-opt and mlir-opt 22: for every
module and pass below both tools must print the same output, the same
error lines and exit with the same code. Counts close the report.

Usage: compare_float.py [--bin DIR] [--llvm DIR] [--verbose]
"""

import argparse
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

PASSES = [
    ["--convert-to-llvm"],
    ["--convert-func-to-llvm"],
    ["--convert-arith-to-llvm"],
    ["--finalize-memref-to-llvm"],
]


def run(args):
    """Standard output, error lines and exit code of one run."""
    p = subprocess.run(args, capture_output=True, text=True)
    errors = [l for l in p.stderr.splitlines() if ": error: " in l]
    return p.stdout, errors, p.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=str(REPO / "target" / "release"))
    ap.add_argument("--llvm", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    corpus = Path(tempfile.mkdtemp(prefix="strata-float-"))
    subprocess.run([sys.executable, str(HERE / "gen_float_corpus.py"), str(corpus)], check=True)
    same, total = Counter(), Counter()
    for path in sorted(corpus.glob("*.mlir")):
        for flags in PASSES:
            mode = " ".join(flags)
            ours = run([f"{args.bin}/strata-opt", *flags, str(path)])
            theirs = run([f"{args.llvm}/mlir-opt", *flags, str(path)])
            total[mode] += 1
            same[mode] += ours == theirs
            if ours != theirs and args.verbose:
                print(f"DIFFERENT {path} [{mode}]")
    for mode in total:
        print(f"{mode}: {same[mode]}/{total[mode]} identical")
    return 0 if all(same[m] == total[m] for m in total) else 1


if __name__ == "__main__":
    sys.exit(main())
