#!/usr/bin/env python3
"""Differential check of the memref dialect between strata-opt and mlir-opt.

Generates the corpus with gen.py (fixed seed; 400 modules by default) and
runs every module through both tools with `--allow-unregistered-dialect`
in four modes:
  custom        printed in custom form
  generic       printed with --mlir-print-op-generic
  reparse       mlir-opt's generic form parsed again and printed (custom)
  canonicalize  --canonicalize
Standard output, the error lines and the exit code must be identical.
Prints the modules that differ and `mode: N identical / N total` lines.

Usage: compare.py [--strata PATH] [--mlir-opt PATH] [--count N] [--verbose] [--keep DIR]
"""

import argparse
import difflib
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
BASE = ["--allow-unregistered-dialect"]
MODES = {
    "custom": [],
    "generic": ["--mlir-print-op-generic"],
    "reparse": None,
    "canonicalize": ["--canonicalize"],
}


def run(tool, args, stdin=None):
    """Output, error lines and exit code of one run."""
    proc = subprocess.run([tool, *BASE, *args], input=stdin, capture_output=True, text=True)
    errors = [line for line in proc.stderr.splitlines() if "error:" in line]
    return proc.stdout, errors, proc.returncode


def compare(args, path, mode):
    flags = MODES[mode]
    if flags is None:
        generic, _, code = run(args.mlir_opt, ["--mlir-print-op-generic", str(path)])
        if code != 0:
            return True
        ours, theirs = run(args.strata, ["-"], generic), run(args.mlir_opt, ["-"], generic)
    else:
        ours, theirs = run(args.strata, [*flags, str(path)]), run(args.mlir_opt, [*flags, str(path)])
    if ours == theirs:
        return True
    print(f"DIFFERENT {path.name} [{mode}]")
    if args.verbose:
        diff = difflib.unified_diff(theirs[0].splitlines(), ours[0].splitlines(), "mlir-opt",
                                    "strata-opt", lineterm="")
        for line in diff:
            print("  " + line)
        if ours[1] != theirs[1]:
            print(f"  errors: strata {ours[1]}\n          mlir-opt {theirs[1]}")
    return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--count", type=int, default=400)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--keep", help="generate the corpus into this directory")
    parser.add_argument("--modes", default=",".join(MODES))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(args.keep or tmp)
        subprocess.run([sys.executable, str(HERE / "gen.py"), "--count", str(args.count), str(out)],
                       check=True)
        files = sorted(out.glob("*.mlir"))
        ok = True
        summary = []
        for mode in args.modes.split(","):
            same = sum(compare(args, f, mode) for f in files)
            summary.append(f"{mode}: {same} identical / {len(files)} total")
            ok &= same == len(files)
        print("\n".join(summary))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
