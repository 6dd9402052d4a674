#!/usr/bin/env python3
"""Differential check of `--sccp` between strata-opt and mlir-opt.

Each `// -----` chunk of every file in utils/sccp/corpus/ runs through both
tools with `--allow-unregistered-dialect` and the flags of the file's
`// PASSES: <flags>` line; standard output and the exit code must be
identical. A summary `N identical, N different` closes the report.

Usage: compare.py [--strata PATH] [--mlir-opt PATH] [--verbose]
"""

import argparse
import difflib
import shlex
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent


def run(tool, args, text):
    """Output and exit code of one run."""
    proc = subprocess.run([tool, *args], input=text, capture_output=True, text=True)
    return proc.stdout, proc.returncode


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    same = differ = 0
    for path in sorted((HERE / "corpus").glob("*.mlir")):
        text = path.read_text()
        flags = ["--sccp"]
        for line in text.splitlines():
            if line.startswith("// PASSES:"):
                flags = shlex.split(line[len("// PASSES:"):])
        base = ["--allow-unregistered-dialect", *flags, "-"]
        for i, chunk in enumerate(text.split("// -----")):
            ours = run(args.strata, base, chunk)
            theirs = run(args.mlir_opt, base, chunk)
            if ours == theirs:
                same += 1
                continue
            differ += 1
            print(f"DIFF {path.name} chunk {i}")
            if args.verbose:
                diff = difflib.unified_diff(
                    theirs[0].splitlines(), ours[0].splitlines(), "mlir-opt", "strata-opt", lineterm=""
                )
                print("\n".join(diff))
    print(f"{same} identical, {differ} different")


if __name__ == "__main__":
    main()
