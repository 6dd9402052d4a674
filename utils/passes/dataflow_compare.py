#!/usr/bin/env python3
"""Differential check of the data-flow passes (sccp, remove-dead-values)
between strata-opt and mlir-opt.

Each file in utils/passes/dataflow_corpus/ carries one or more lines
`// ARGS: <flags>`; for each, both tools run the file with those flags and
their outputs and exit codes are compared. A summary `N/M identical` is
printed.

Usage: dataflow_compare.py [--strata PATH] [--mlir-opt PATH] [--verbose] [FILTER...]
"""

import argparse
import difflib
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
CORPUS = HERE / "dataflow_corpus"


def find_mlir_opt(explicit):
    """Locates mlir-opt: explicit path, PATH, then the LLVM 22 install."""
    if explicit:
        return explicit
    found = shutil.which("mlir-opt")
    if found:
        return found
    fallback = Path("/usr/lib/llvm-22/bin/mlir-opt")
    return str(fallback) if fallback.exists() else None


def cases(path):
    """The flag sets requested by `// ARGS:` lines of a corpus file."""
    marker = "// ARGS:"
    return [
        line[len(marker):].split()
        for line in path.read_text().splitlines()
        if line.startswith(marker)
    ]


def run(tool, flags, path):
    """Runs one tool; returns (exit code, stdout, first error line)."""
    proc = subprocess.run(
        [tool] + flags + [str(path)], capture_output=True, text=True, timeout=60
    )
    errors = [l for l in proc.stderr.splitlines() if "error:" in l]
    return proc.returncode, proc.stdout, errors[0] if errors else ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    ap.add_argument("--mlir-opt")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("filters", nargs="*")
    args = ap.parse_args()
    mlir_opt = find_mlir_opt(args.mlir_opt)
    if not mlir_opt:
        print("mlir-opt not found", file=sys.stderr)
        return 2
    total = same = 0
    for path in sorted(CORPUS.glob("*.mlir")):
        if args.filters and not any(f in path.name for f in args.filters):
            continue
        for flags in cases(path):
            total += 1
            label = f"{path.name} {' '.join(flags)}"
            want = run(mlir_opt, flags, path)
            got = run(args.strata, flags, path)
            if want[:2] == got[:2]:
                same += 1
                if args.verbose:
                    print(f"ok   {label}")
                continue
            print(f"DIFF {label}")
            if want[0] != got[0]:
                print(f"    exit codes: mlir-opt {want[0]} {want[2]}, strata-opt {got[0]} {got[2]}")
            diff = difflib.unified_diff(
                want[1].splitlines(), got[1].splitlines(), "mlir-opt", "strata-opt", lineterm=""
            )
            for line in list(diff)[:80]:
                print("    " + line)
    print(f"{same}/{total} identical")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
