#!/usr/bin/env python3
"""Differential check of the standard passes between strata-opt and mlir-opt.

Each file in utils/passes/corpus/ lists one or more flag sets on lines
`// PASSES: <flags>`. For every set, both tools run on the file with
`--allow-unregistered-dialect` and those flags; standard output, standard
error (for passes that report there) and the exit code are compared. A
summary line `N passed, N failed` closes the report. Flag sets that name a
`--test-*` pass (or a pipeline with one) run strata-test-opt, the driver
with the test-only passes, next to strata-opt.

Usage: compare.py [--strata PATH] [--mlir-opt PATH] [--verbose] [FILTER...]
"""

import argparse
import difflib
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent


def find_mlir_opt(explicit):
    """Locates mlir-opt: explicit path, PATH, then the LLVM 22 install."""
    if explicit:
        return explicit
    found = shutil.which("mlir-opt")
    if found:
        return found
    fallback = Path("/usr/lib/llvm-22/bin/mlir-opt")
    return str(fallback) if fallback.exists() else None


def flag_sets(path):
    """The flag sets requested by `// PASSES:` lines."""
    marker = "// PASSES:"
    return [shlex.split(line[len(marker):]) for line in path.read_text().splitlines()
            if line.startswith(marker)]


def uses_test_pass(flags):
    """True if the flags run a test-only pass."""
    return any(f.startswith("--test-") or "(test-" in f or ",test-" in f for f in flags)


def run(tool, flags, path):
    """Runs one tool; returns (exit code, stdout, stderr)."""
    cmd = [tool, "--allow-unregistered-dialect"] + flags + [str(path)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout, proc.stderr


def diff(a, b, name_a, name_b):
    """A unified diff of two texts."""
    return "".join(difflib.unified_diff(a.splitlines(True), b.splitlines(True), name_a, name_b))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--strata", default=str(REPO / "target" / "release" / "strata-opt"))
    ap.add_argument("--strata-test",
                    default=str(REPO / "target" / "release" / "strata-test-opt"))
    ap.add_argument("--mlir-opt")
    ap.add_argument("--verbose", action="store_true", help="print diffs of mismatches")
    ap.add_argument("filters", nargs="*", help="only corpus files whose name contains one of these")
    args = ap.parse_args()
    mlir_opt = find_mlir_opt(args.mlir_opt)
    if not mlir_opt:
        print("mlir-opt not found; nothing compared")
        return 0
    files = sorted((HERE / "corpus").glob("*.mlir"))
    if args.filters:
        files = [f for f in files if any(s in f.name for s in args.filters)]
    passed = failed = 0
    per_pass = {}
    for f in files:
        for flags in flag_sets(f):
            ours = run(args.strata_test if uses_test_pass(flags) else args.strata, flags, f)
            theirs = run(mlir_opt, flags, f)
            label = f"{f.name} {' '.join(flags)}"
            problems = []
            if ours[0] != theirs[0]:
                problems.append(f"exit code {ours[0]} vs {theirs[0]}")
            if ours[1] != theirs[1]:
                problems.append("stdout differs")
            if ours[2] != theirs[2]:
                problems.append("stderr differs")
            key = flags[0].split("=")[0] if flags else "(none)"
            ok_count, total = per_pass.get(key, (0, 0))
            if problems:
                failed += 1
                per_pass[key] = (ok_count, total + 1)
                print(f"MISMATCH {label}: {', '.join(problems)}")
                if args.verbose:
                    print(diff(theirs[1], ours[1], "mlir-opt stdout", "strata-opt stdout"))
                    print(diff(theirs[2], ours[2], "mlir-opt stderr", "strata-opt stderr"))
            else:
                passed += 1
                per_pass[key] = (ok_count + 1, total + 1)
                if args.verbose:
                    print(f"ok {label}")
    for key in sorted(per_pass):
        ok_count, total = per_pass[key]
        print(f"  {key}: {ok_count}/{total} identical")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
