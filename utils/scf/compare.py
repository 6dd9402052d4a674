#!/usr/bin/env python3
"""Differential check of the scf dialect between strata-opt and mlir-opt.

Every file in utils/scf/corpus/ runs through both tools with
`--allow-unregistered-dialect --split-input-file` and each of these modes:
  custom   printed in custom form
  generic  printed with --mlir-print-op-generic
  reparse  the generic form of mlir-opt, parsed again and printed (custom)
plus one mode per `// PASSES: <flags>` line in the file. Standard output,
the error lines (`file:line:col: error: ...`) and the exit code must be
identical. A summary `N identical, N different` closes the report.

Usage: compare.py [--strata PATH] [--mlir-opt PATH] [--verbose] [FILTER...]
"""

import argparse
import difflib
import shlex
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
BASE = ["--allow-unregistered-dialect", "--split-input-file"]


def run(tool, args, stdin=None):
    """Output, error lines and exit code of one run."""
    proc = subprocess.run([tool, *args], input=stdin, capture_output=True, text=True)
    errors = [line for line in proc.stderr.splitlines() if ": error: " in line]
    return proc.stdout, errors, proc.returncode


def modes(path):
    """The flag sets to compare for `path`."""
    out = [("custom", []), ("generic", ["--mlir-print-op-generic"]), ("reparse", None)]
    for line in path.read_text().splitlines():
        if line.startswith("// PASSES:"):
            flags = shlex.split(line[len("// PASSES:"):])
            out.append((" ".join(flags), flags))
    return out


def compare(strata, mlir, path, name, flags, verbose):
    """True if both tools agree on `path` in one mode, None if the mode
    does not apply (reparsing a file mlir-opt rejects)."""
    if flags is None:
        generic, _, code = run(mlir, [*BASE, "--mlir-print-op-generic", str(path)])
        if code != 0:
            return None
        args = ["--allow-unregistered-dialect", "-"]
        ours, theirs = run(strata, args, generic), run(mlir, args, generic)
    else:
        args = [*BASE, *flags, str(path)]
        ours, theirs = run(strata, args), run(mlir, args)
    if ours == theirs:
        return True
    print(f"DIFFERENT {path.name} [{name}]")
    if verbose:
        for a, b, what in zip(ours[:2], theirs[:2], ("stdout", "errors")):
            a = a if isinstance(a, str) else "\n".join(a)
            b = b if isinstance(b, str) else "\n".join(b)
            diff = difflib.unified_diff(b.splitlines(), a.splitlines(), "mlir-opt", "strata-opt",
                                        lineterm="")
            for line in diff:
                print(f"  {what}: {line}")
        if ours[2] != theirs[2]:
            print(f"  exit code: strata {ours[2]}, mlir-opt {theirs[2]}")
    return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("filters", nargs="*")
    args = parser.parse_args()
    same = different = 0
    for path in sorted((HERE / "corpus").glob("*.mlir")):
        if args.filters and not any(f in path.name for f in args.filters):
            continue
        for name, flags in modes(path):
            agreed = compare(args.strata, args.mlir_opt, path, name, flags, args.verbose)
            if agreed is True:
                same += 1
            elif agreed is False:
                different += 1
    print(f"{same} identical, {different} different")
    return 0 if different == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
