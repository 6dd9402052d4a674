#!/usr/bin/env python3
"""Compares `--list-passes` of strata-opt with mlir-opt, pass by pass.

strata-opt registers a subset of upstream's passes, so the listings are split
into blocks (a pass line and its option lines) and each strata-opt block is
compared with mlir-opt's block of the same pass. Passes mlir-opt does not
know are reported separately. A summary line `N identical, N differ` closes
the report.

Usage: list_passes_compare.py [--strata PATH] [--mlir-opt PATH] [--verbose]
"""

import argparse
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent


def blocks(text):
    """Maps each pass name to the lines of its block."""
    result = {}
    current = None
    for line in text.splitlines():
        if line.startswith("  --"):
            current = line.split()[0][2:]
            result[current] = [line]
        elif current is not None and line.startswith("    "):
            result[current].append(line)
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--strata", default=str(REPO / "target" / "release" / "strata-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--verbose", action="store_true", help="print differing blocks")
    args = ap.parse_args()
    ours = subprocess.run([args.strata, "--list-passes"], capture_output=True, text=True,
                          check=True).stdout
    theirs = subprocess.run([args.mlir_opt, "--list-passes"], capture_output=True, text=True,
                            check=True).stdout
    if ours.splitlines()[:1] != theirs.splitlines()[:1]:
        print("header differs")
    upstream = blocks(theirs)
    same = differ = 0
    for name, lines in blocks(ours).items():
        if name not in upstream:
            print(f"not upstream: {name}")
            continue
        if lines == upstream[name]:
            same += 1
        else:
            differ += 1
            print(f"DIFFERS {name}")
            if args.verbose:
                print("\n".join(["  mlir-opt:"] + upstream[name] + ["  strata-opt:"] + lines))
    print(f"{same} identical, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
