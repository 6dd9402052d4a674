#!/usr/bin/env python3
"""Differential check of the bytecode format between strata-opt and mlir-opt.

Every `// -----` chunk of every test/**/*.mlir file that mlir-opt parses
(with --allow-unregistered-dialect) is checked in three ways:
  read      mlir-opt --emit-bytecode, then strata-opt reads it: the generic
            form with locations must equal mlir-opt's reading of the same file
            (files mlir-opt cannot read back itself are counted apart)
  write     strata-opt --emit-bytecode, then mlir-opt reads it: the generic
            form with locations must equal mlir-opt's reading of the text
  identical the bytes of both --emit-bytecode outputs are equal
Chunks strata-opt itself rejects as text are counted apart (`skipped`).
A summary per check closes the report.

Usage: compare.py [--strata PATH] [--mlir-opt PATH] [--version N] [--verbose] [FILTER...]
"""

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
BASE = ["--allow-unregistered-dialect"]
PRINT = ["--mlir-print-op-generic", "--mlir-print-debuginfo"]


def run(tool, args):
    """(stdout bytes, stderr text, exit code) of one run."""
    proc = subprocess.run([tool, *args], capture_output=True)
    return proc.stdout, proc.stderr.decode(errors="replace"), proc.returncode


def chunks(path):
    """The `// -----` chunks of a file."""
    text = path.read_bytes()
    out, cur = [], []
    for line in text.splitlines(keepends=True):
        if line.rstrip(b"\n") == b"// -----":
            out.append(b"".join(cur))
            cur = []
        else:
            cur.append(line)
    out.append(b"".join(cur))
    return out


def check_chunk(args, tmp, name, text, counts, failures):
    src = tmp / "chunk.mlir"
    src.write_bytes(text)
    version = [f"--emit-bytecode-version={args.version}"] if args.version is not None else []
    mlir_bc = tmp / "mlir.mlirbc"
    _, _, code = run(args.mlir_opt, [*BASE, "--emit-bytecode", *version, str(src), "-o", str(mlir_bc)])
    if code != 0:
        return
    expected_text, _, code = run(args.mlir_opt, [*BASE, *PRINT, str(src)])
    if code != 0:
        return
    counts["total"] += 1
    _, _, code = run(args.strata, [*BASE, str(src)])
    if code != 0:
        counts["skipped"] += 1
        return
    # read: mlir-opt's bytecode through strata-opt.
    want, _, code = run(args.mlir_opt, [*BASE, *PRINT, str(mlir_bc)])
    got, err, strata_code = run(args.strata, [*BASE, *PRINT, str(mlir_bc)])
    if code != 0:
        counts["unreadable"] += 1
    elif strata_code == 0 and got == want:
        counts["read"] += 1
    else:
        failures.append(("read", name, err.strip()[:300]))
    # write: strata-opt's bytecode through mlir-opt.
    strata_bc = tmp / "strata.mlirbc"
    _, err, code = run(args.strata, [*BASE, "--emit-bytecode", *version, str(src), "-o", str(strata_bc)])
    if code != 0:
        failures.append(("write", name, err.strip()[:300]))
        return
    got, err, code = run(args.mlir_opt, [*BASE, *PRINT, str(strata_bc)])
    if code == 0 and got == expected_text:
        counts["write"] += 1
    else:
        failures.append(("write", name, err.strip()[:300]))
    if strata_bc.read_bytes() == mlir_bc.read_bytes():
        counts["identical"] += 1
    else:
        failures.append(("identical", name, ""))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--version", type=int, default=None)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("filters", nargs="*")
    args = ap.parse_args()
    files = sorted((REPO / "test").rglob("*.mlir"))
    if args.filters:
        files = [f for f in files if any(x in str(f) for x in args.filters)]
    counts = {"total": 0, "skipped": 0, "unreadable": 0, "read": 0, "write": 0, "identical": 0}
    failures = []
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        for f in files:
            for i, text in enumerate(chunks(f)):
                name = f"{f.relative_to(REPO)}#{i}"
                check_chunk(args, tmp, name, text, counts, failures)
    for kind, name, err in failures:
        if args.verbose or kind != "identical":
            print(f"{kind} differs: {name}" + (f"\n    {err}" if err and args.verbose else ""))
    n = counts["total"] - counts["skipped"]
    print(f"chunks mlir-opt parses: {counts['total']} ({counts['skipped']} rejected by strata-opt as text)")
    print(f"read  (mlir-opt bytecode -> strata-opt): {counts['read']}/{n - counts['unreadable']} identical"
          f" ({counts['unreadable']} that mlir-opt cannot read back itself)")
    print(f"write (strata-opt bytecode -> mlir-opt): {counts['write']}/{n} identical")
    print(f"bytes (--emit-bytecode outputs equal):   {counts['identical']}/{n} identical")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
