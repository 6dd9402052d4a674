#!/usr/bin/env python3
"""Compares strata-opt with mlir-opt on --lift-cf-to-scf over a directory
of modules (by default a fresh corpus from gen_cfg.py under /tmp): output,
diagnostics and exit code must be identical. Prints `N identical / M total`.

Usage: compare.py [--dir DIR] [--count N] [--seed S] [--verbose]
"""

import argparse
import difflib
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


def run(tool, path, flags):
    proc = subprocess.run([tool, *flags, str(path)], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout, proc.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir")
    ap.add_argument("--count", type=int, default=150)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--flags", default="--lift-cf-to-scf")
    ap.add_argument("--strata", default=str(REPO / "target" / "release" / "strata-opt"))
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    directory = Path(args.dir) if args.dir else Path("/tmp/strata-cfg-corpus")
    if not args.dir:
        subprocess.run([sys.executable, str(HERE / "gen_cfg.py"), str(directory),
                        "--count", str(args.count), "--seed", str(args.seed)], check=True)
    flags = ["--allow-unregistered-dialect", *args.flags.split()]
    same = total = 0
    for path in sorted(directory.glob("*.mlir")):
        total += 1
        theirs = run(MLIR_OPT, path, flags)
        ours = run(args.strata, path, flags)
        if theirs == ours:
            same += 1
            continue
        print(f"DIFF {path.name} (exit {theirs[0]} vs {ours[0]})")
        if args.verbose:
            sys.stdout.writelines(difflib.unified_diff(
                (theirs[1] + theirs[2]).splitlines(True), (ours[1] + ours[2]).splitlines(True),
                "mlir-opt", "strata-opt"))
    print(f"{same} identical / {total} total")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
