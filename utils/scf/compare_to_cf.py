#!/usr/bin/env python3
"""Differential check of --convert-scf-to-cf between strata-opt and mlir-opt.

Every `// -----` chunk of every file in utils/scf/cf_corpus/ (and of the
scf dialect corpus, utils/scf/corpus/) is lowered by
both tools (`--allow-unregistered-dialect --convert-scf-to-cf`, and once more
with `--mlir-print-op-generic --mlir-print-debuginfo`); standard output, the
error lines and the exit code must be identical. Prints the chunks that
differ and a summary `N identical / N total`.

Usage: compare_to_cf.py [--strata PATH] [--mlir-opt PATH] [--verbose]
"""

import argparse
import difflib
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
MODES = [
    ["--convert-scf-to-cf"],
    ["--convert-scf-to-cf", "--mlir-print-op-generic", "--mlir-print-debuginfo"],
]


def run(tool, args, text):
    """Output, error lines and exit code of one run on `text`."""
    proc = subprocess.run([tool, "--allow-unregistered-dialect", *args, "-"], input=text,
                          capture_output=True, text=True)
    errors = [line for line in proc.stderr.splitlines() if "error:" in line]
    return proc.stdout, errors, proc.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    same = total = 0
    paths = sorted((HERE / "cf_corpus").glob("*.mlir")) + sorted((HERE / "corpus").glob("*.mlir"))
    for path in paths:
        for index, chunk in enumerate(path.read_text().split("// -----")):
            for flags in MODES:
                total += 1
                ours, theirs = run(args.strata, flags, chunk), run(args.mlir_opt, flags, chunk)
                if ours == theirs:
                    same += 1
                    continue
                print(f"DIFFERENT {path.name} chunk {index} {' '.join(flags)}")
                if args.verbose:
                    diff = difflib.unified_diff(theirs[0].splitlines(), ours[0].splitlines(),
                                                "mlir-opt", "strata-opt", lineterm="")
                    for line in diff:
                        print("  " + line)
                    print(f"  errors: strata {ours[1]} mlir-opt {theirs[1]}")
    print(f"{same} identical / {total} total")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
