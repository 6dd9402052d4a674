#!/usr/bin/env python3
"""Differential check of the memref lowering between strata-opt and
mlir-opt 22: for every module of a corpus (gen_memref_corpus.py into a
temporary directory unless --corpus is given) and every pass pipeline
below, both tools must print the same output, the same error lines and
exit with the same code. With --translate, the fully lowered module must
also be accepted by strata-translate and llvm-as. Counts close the report.

Usage: compare_memref.py [--bin DIR] [--llvm DIR] [--corpus DIR] [--count N]
                         [--reshape] [--translate] [--verbose]

--reshape generates the corpus with gen_memref_corpus.py --reshape.
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
    ["--finalize-memref-to-llvm"],
    ["--finalize-memref-to-llvm=index-bitwidth=32"],
    ["--finalize-memref-to-llvm=use-generic-functions=1"],
    ["--convert-to-llvm"],
    ["--convert-to-llvm", "--reconcile-unrealized-casts"],
]


def run(args, stdin=None):
    """Standard output, error lines and exit code of one run."""
    p = subprocess.run(args, input=stdin, capture_output=True, text=True)
    errors = [l for l in p.stderr.splitlines() if ": error: " in l]
    return p.stdout, errors, p.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=str(REPO / "target" / "release"))
    ap.add_argument("--llvm", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--corpus")
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--reshape", action="store_true")
    ap.add_argument("--translate", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="strata-memref-"))
    corpus = Path(args.corpus) if args.corpus else tmp / "corpus"
    if not args.corpus:
        extra = ["--reshape"] if args.reshape else []
        subprocess.run([sys.executable, str(HERE / "gen_memref_corpus.py"), "--count",
                        str(args.count), *extra, str(corpus)], check=True)
    same, total = Counter(), Counter()
    for path in sorted(corpus.glob("*.mlir")):
        for flags in PASSES:
            mode = " ".join(flags)
            ours = run([f"{args.bin}/strata-opt", *flags, str(path)])
            theirs = run([f"{args.llvm}/mlir-opt", *flags, str(path)])
            total[mode] += 1
            same[mode] += ours == theirs
            if ours != theirs and args.verbose:
                print(f"DIFFERENT {path.name} [{mode}]")
        if args.translate:
            lowered, _, code = run([f"{args.llvm}/mlir-opt", "--convert-to-llvm",
                                    "--reconcile-unrealized-casts", str(path)])
            if code != 0:
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
