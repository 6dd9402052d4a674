#!/usr/bin/env python3
"""Writes CHECK lines for a file test from a tool's output: runs TOOL with
FLAGS on INPUT (functions separated by blank lines at top level), and
prints a test file whose header is HEADER and where each function is
preceded by the CHECK-LABEL / CHECK-NEXT lines of its printed form.
FileCheck's `[[` is escaped. Used to write test/Dialect/Tensor/*.mlir after
checking that mlir-opt prints the same (see compare.py).

Usage: make_checks.py --tool PATH --header FILE INPUT [FLAGS...]
"""
import argparse
import re
import subprocess


def escape(line):
    return line.replace("[[", "{{\\[\\[}}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tool", required=True)
    parser.add_argument("--header", required=True)
    parser.add_argument("input")
    parser.add_argument("flags", nargs="*")
    args, extra = parser.parse_known_args()
    args.flags += extra
    src = open(args.input).read().strip()
    funcs = re.split(r"\n(?=func\.func)", src)
    out = subprocess.run([args.tool, "--allow-unregistered-dialect", *args.flags, args.input],
                         capture_output=True, text=True, check=True).stdout
    printed, cur = [], []
    for line in out.strip().splitlines()[1:-1]:
        if line.startswith("  func.func") and cur:
            printed.append(cur)
            cur = []
        if line.strip():
            cur.append(line[2:])
    printed.append(cur)
    if len(printed) != len(funcs):
        raise SystemExit(f"{len(funcs)} functions in, {len(printed)} printed")
    parts = []
    for f, p in zip(funcs, printed):
        checks = [("// CHECK-LABEL: " if i == 0 else "// CHECK-NEXT: ") + escape(l.strip())
                  for i, l in enumerate(p)]
        parts.append("\n".join(checks) + "\n" + f.strip())
    print(open(args.header).read().rstrip("\n") + "\n\n" + "\n\n".join(parts))


if __name__ == "__main__":
    main()
