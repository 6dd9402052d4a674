#!/usr/bin/env python3
"""Differential check of --generate-runtime-verification (corpus/), of
--sroa / --mem2reg on llvm.alloca (sroa/) and of --test-single-fold
(single_fold/, with the test driver) between strata-opt and mlir-opt.

Every `.mlir` file of each corpus is split at `// -----` and each piece
runs through both tools with every flag set of its corpus; standard output,
the error lines and the exit code must be identical. Pieces mlir-opt
crashes on (it aborts when a check needs a dialect the input did not load)
are counted apart. A summary `N identical / N total` closes the report.

Usage: compare.py [--strata PATH] [--mlir-opt PATH] [--verbose] [FILTER...]
"""

import argparse
import difflib
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
CORPORA = {
    "corpus": [
        ["--generate-runtime-verification"],
        ["--generate-runtime-verification=verbose-level=0"],
        ["--generate-runtime-verification=verbose-level=2"],
    ],
    "sroa": [["--sroa"], ["--sroa", "--mem2reg"]],
    "single_fold": [["--test-single-fold"], ["--test-single-fold", "--mlir-print-debuginfo"]],
}


def run(tool, args):
    """Output, error lines and exit code of one run."""
    proc = subprocess.run([tool, *args], capture_output=True, text=True)
    errors = [line for line in proc.stderr.splitlines() if ": error: " in line]
    return proc.stdout, errors, proc.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    ap.add_argument("--strata-test", default=str(REPO / "target/release/strata-test-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("filters", nargs="*")
    args = ap.parse_args()
    same = total = crashed = 0
    with tempfile.TemporaryDirectory() as tmp:
        paths = [(p, flag_sets) for corpus, flag_sets in CORPORA.items()
                 for p in sorted((HERE / corpus).glob("*.mlir"))]
        for path, flag_sets in paths:
            if args.filters and not any(f in path.name for f in args.filters):
                continue
            for i, piece in enumerate(path.read_text().split("// -----\n")):
                # Same file name for both tools: messages quote the location.
                case = Path(tmp) / f"{path.stem}.{i}.mlir"
                case.write_text(piece)
                for flags in flag_sets:
                    theirs = run(args.mlir_opt, [*flags, str(case)])
                    if theirs[2] < 0 or theirs[2] > 1:
                        crashed += 1
                        continue
                    total += 1
                    tool = args.strata_test if flags[0].startswith("--test-") else args.strata
                    ours = run(tool, [*flags, str(case)])
                    if ours == theirs:
                        same += 1
                        continue
                    print(f"DIFFERENT {case.name} {' '.join(flags)}")
                    if args.verbose:
                        diff = difflib.unified_diff(
                            theirs[0].splitlines() + theirs[1],
                            ours[0].splitlines() + ours[1],
                            "mlir-opt", "strata-opt", lineterm="")
                        print("\n".join(diff))
    print(f"{same} identical / {total} total ({crashed} mlir-opt crashes not counted)")


if __name__ == "__main__":
    main()
