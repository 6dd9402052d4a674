#!/usr/bin/env python3
"""Runs upstream MLIR 22's own lit tests against Strata and reports pass
counts per directory (issues #10 and #19).

The tests are never part of this repository: they are fetched by hand (with
the code-search tools, from `llvm/llvm-project` `mlir/test/...`) into a
scratch directory laid out like upstream's `mlir/test`, by default
`/tmp/upstream-tests/{IR,Transforms,Dialect/Arith,...}`. This script runs
them with Strata's lit runner, with `mlir-opt` in RUN lines mapped to the
test driver `strata-test-opt` (Strata plus its test dialect and test passes)
and `mlir-translate` mapped to `strata-translate`.

`--oracle` runs the same files with the real `mlir-opt`/`mlir-translate` 22
instead, which checks that a fetched copy matches release 22 (the stored
copies may be newer; sections using ops that 22 lacks are to be trimmed,
which `upstream_trim.py` does for files split with `// -----`).

`--prepare RAW` builds the tests directory from raw fetched copies under
RAW: every file whose RUN lines split the input (`-split-input-file`) is cut
into one file per `// -----` chunk (each keeping the RUN lines), and only
the files or chunks that pass with the real tools are kept, so counts are
measured on what release 22 itself passes.

Usage: utils/parity/upstream.py [--tests DIR] [--oracle] [--prepare RAW] [-v]
"""
import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIRS = [
    "IR",
    "Transforms",
    "Dialect/Arith",
    "Dialect/ControlFlow",
    "Dialect/Math",
    "Dialect/Func",
    "Conversion/FuncToLLVM",
    "Conversion/ArithToLLVM",
    "Conversion/ControlFlowToLLVM",
    "Conversion/MathToLLVM",
    "Conversion/MemRefToLLVM",
    "Conversion/IndexToLLVM",
    "Conversion/UBToLLVM",
    "Conversion/ReconcileUnrealizedCasts",
    "Dialect/LLVMIR",
    "Target/LLVMIR",
]
ORACLE = {
    "mlir-opt": "/usr/lib/llvm-22/bin/mlir-opt",
    "mlir-translate": "/usr/lib/llvm-22/bin/mlir-translate",
}
RESULT = re.compile(r"^(PASS|FAIL|XFAIL|UNSUPPORTED): (\S+)", re.M)
SPLIT = re.compile(r"^// -----\s*$", re.M)


def tool_args(tools):
    """The lit runner's `--tool NAME=PATH` arguments for `tools`."""
    args = []
    for name, path in tools.items():
        args += ["--tool", f"{name}={path}"]
    return args


def run_dir(lit, tools, path, verbose):
    """Runs every test under `path`; returns (passed, total, failing names)."""
    p = subprocess.run(
        [str(lit), *tool_args(tools), "--timeout", "60", str(path)],
        capture_output=True,
        text=True,
    )
    if verbose:
        print(p.stdout)
    results = RESULT.findall(p.stdout)
    passed = sum(1 for kind, _ in results if kind in ("PASS", "XFAIL"))
    failing = [name for kind, name in results if kind == "FAIL"]
    return passed, len(results), failing


def split_chunks(text):
    """Cuts a `-split-input-file` test into standalone chunks, each with the
    file's RUN lines; returns [text] when the file is not split."""
    lines = text.splitlines(keepends=True)
    run = [line for line in lines if line.lstrip().startswith("// RUN:")]
    if not any("split-input-file" in line for line in run):
        return [text]
    body = "".join(line for line in lines if not line.lstrip().startswith("// RUN:"))
    # A chunk may use only some of the file's check prefixes.
    header = "".join(re.sub(r"\bFileCheck\b", "FileCheck --allow-unused-prefixes", line) for line in run)
    # A chunk without any check line (only expected diagnostics) is run
    # without FileCheck, which would reject an empty check file.
    bare = "".join(re.sub(r"\s*\|\s*FileCheck.*$", "", line.rstrip("\n")) + "\n" for line in run)
    prefixes = set()
    for line in run:
        for group in re.findall(r"check-prefix(?:es)?[= ]([\w,-]+)", line):
            prefixes.update(group.split(","))
    checks = re.compile(r"\b(%s)(-[A-Z]+)?:" % "|".join(map(re.escape, prefixes or {"CHECK"})))
    return [
        (header if checks.search(chunk) else bare) + chunk
        for chunk in SPLIT.split(body)
        if chunk.strip()
    ]


def prepare(raw, tests, lit):
    """Fills `tests` with the files/chunks from `raw` that release 22 passes."""
    raw, tests = Path(raw), Path(tests)
    if tests.exists():
        shutil.rmtree(tests)
    kept = total = 0
    for src in sorted(raw.rglob("*.mlir")):
        rel = src.relative_to(raw)
        chunks = split_chunks(src.read_text())
        for i, chunk in enumerate(chunks):
            name = rel.name if len(chunks) == 1 else f"{rel.stem}.{i:03}.mlir"
            with tempfile.TemporaryDirectory() as tmp:
                probe = Path(tmp) / name
                probe.write_text(chunk)
                passed, count, _ = run_dir(lit, ORACLE, probe, False)
            total += 1
            if count and passed == count:
                dest = tests / rel.parent / name
                dest.parent.mkdir(parents=True, exist_ok=True)
                dest.write_text(chunk)
                kept += 1
    print(f"prepared: {kept}/{total} files or chunks pass with release 22")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tests", default="/tmp/upstream-tests")
    ap.add_argument("--oracle", action="store_true", help="run the real mlir-opt 22")
    ap.add_argument("--prepare", metavar="RAW", help="split and oracle-filter RAW into --tests")
    ap.add_argument("--lit", default=str(ROOT / "target/release/strata-lit"))
    ap.add_argument("--tool", default=str(ROOT / "target/release/strata-test-opt"))
    ap.add_argument("--translate", default=str(ROOT / "target/release/strata-translate"))
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if args.prepare:
        prepare(args.prepare, args.tests, args.lit)
        return 0
    if args.oracle:
        tools = ORACLE
    else:
        tools = {
            "mlir-opt": str(Path(args.tool).resolve()),
            "mlir-translate": str(Path(args.translate).resolve()),
        }
    total_pass = total = 0
    for d in DIRS:
        path = Path(args.tests) / d
        if not path.is_dir() or not any(path.glob("*.mlir")):
            print(f"{d}: no tests fetched")
            continue
        passed, count, failing = run_dir(args.lit, tools, path, args.verbose)
        total_pass += passed
        total += count
        print(f"{d}: {passed}/{count}")
        for name in failing:
            print(f"  FAIL {name}")
    print(f"total: {total_pass}/{total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
