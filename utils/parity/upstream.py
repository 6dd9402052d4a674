#!/usr/bin/env python3
"""Runs upstream MLIR 22's own lit tests against Strata and reports pass
counts per directory (issue #19).

The tests are never part of this repository: they are fetched by hand (with
the code-search tools, from `llvm/llvm-project` `mlir/test/...`) into a
scratch directory laid out like upstream's `mlir/test`, by default
`/tmp/upstream-tests/{IR,Transforms,Dialect/Arith,...}`. This script runs
them with Strata's lit runner, with `mlir-opt` in RUN lines mapped to the
test driver `strata-test-opt` (Strata plus its test dialect and test passes).

`--oracle` runs the same files with the real `mlir-opt` 22 instead, which
checks that a fetched copy matches release 22 (the stored copies may be
newer; sections using ops that 22 lacks are to be trimmed, which
`upstream_trim.py` does for files split with `// -----`).

Usage: utils/parity/upstream.py [--tests DIR] [--oracle] [-v]
"""
import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIRS = ["IR", "Transforms", "Dialect/Arith", "Dialect/ControlFlow", "Dialect/Math", "Dialect/Func"]
RESULT = re.compile(r"^(PASS|FAIL|XFAIL|UNSUPPORTED): (\S+)", re.M)


def run_dir(lit, tool, path, verbose):
    """Runs every test under `path`; returns (passed, total, failing names)."""
    p = subprocess.run(
        [str(lit), "--tool", f"mlir-opt={tool}", "--timeout", "60", str(path)],
        capture_output=True,
        text=True,
    )
    if verbose:
        print(p.stdout)
    results = RESULT.findall(p.stdout)
    passed = sum(1 for kind, _ in results if kind in ("PASS", "XFAIL"))
    failing = [name for kind, name in results if kind == "FAIL"]
    return passed, len(results), failing


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tests", default="/tmp/upstream-tests")
    ap.add_argument("--oracle", action="store_true", help="run the real mlir-opt 22")
    ap.add_argument("--lit", default=str(ROOT / "target/release/strata-lit"))
    ap.add_argument("--tool", default=str(ROOT / "target/release/strata-test-opt"))
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    tool = "/usr/lib/llvm-22/bin/mlir-opt" if args.oracle else str(Path(args.tool).resolve())
    total_pass = total = 0
    for d in DIRS:
        path = Path(args.tests) / d
        if not path.is_dir() or not any(path.glob("*.mlir")):
            print(f"{d}: no tests fetched")
            continue
        passed, count, failing = run_dir(args.lit, tool, path, args.verbose)
        total_pass += passed
        total += count
        print(f"{d}: {passed}/{count}")
        for name in failing:
            print(f"  FAIL {name}")
    print(f"total: {total_pass}/{total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
