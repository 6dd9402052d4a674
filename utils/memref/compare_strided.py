#!/usr/bin/env python3
"""Differential check of --expand-strided-metadata between strata-opt and
mlir-opt on the corpus of gen_strided.py (fixed seed, 200 modules by
default). Standard output, the error lines and the exit code must be
identical. Prints the modules that differ and an `N identical / N total`
line.

Usage: compare_strided.py [--strata PATH] [--mlir-opt PATH] [--count N]
                          [--verbose] [--keep DIR] [--pass FLAGS]
"""

import argparse
import difflib
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent


def run(tool, args):
    """Output, error lines and exit code of one run."""
    proc = subprocess.run([tool, "--allow-unregistered-dialect", *args], capture_output=True,
                          text=True)
    errors = [line for line in proc.stderr.splitlines() if "error:" in line]
    return proc.stdout, errors, proc.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--keep", help="generate the corpus into this directory")
    parser.add_argument("--pass", dest="flags", default="--expand-strided-metadata")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(args.keep or tmp)
        subprocess.run([sys.executable, str(HERE / "gen_strided.py"), "--count", str(args.count),
                        str(out)], check=True)
        files = sorted(out.glob("*.mlir"))
        same = 0
        for path in files:
            flags = args.flags.split()
            ours, theirs = run(args.strata, [*flags, str(path)]), run(args.mlir_opt, [*flags, str(path)])
            if ours == theirs:
                same += 1
                continue
            print(f"DIFFERENT {path.name}")
            if args.verbose:
                diff = difflib.unified_diff(theirs[0].splitlines(), ours[0].splitlines(),
                                            "mlir-opt", "strata-opt", lineterm="")
                for line in diff:
                    print("  " + line)
                if ours[1:] != theirs[1:]:
                    print(f"  errors: strata {ours[1:]}\n          mlir-opt {theirs[1:]}")
        print(f"{args.flags}: {same} identical / {len(files)} total")
        return 0 if same == len(files) else 1


if __name__ == "__main__":
    sys.exit(main())
