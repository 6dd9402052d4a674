#!/usr/bin/env python3
"""Compares strata-opt with mlir-opt 22 on the core-syntax and driver-option
tests of issue #19: the same file and flags must give the same output
(stdout byte for byte), and `--verify-diagnostics` runs must agree.

Usage: utils/parity/compare.py [--strata PATH] [--mlir-opt PATH]
"""
import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# (test file, flags) pairs; outputs are compared byte for byte.
OUTPUT_CASES = [
    ("test/IR/print-value-users.mlir", ["--mlir-print-value-users"]),
    ("test/IR/print-value-users.mlir", ["--mlir-print-value-users", "--mlir-print-op-generic"]),
    ("test/IR/print-use-nameloc-as-prefix.mlir", ["--mlir-use-nameloc-as-prefix"]),
    ("test/IR/print-use-nameloc-as-prefix.mlir", ["--mlir-use-nameloc-as-prefix", "--mlir-print-op-generic"]),
    ("test/IR/print-unique-ssa-ids.mlir", ["--mlir-print-unique-ssa-ids"]),
    ("test/IR/print-unique-ssa-ids.mlir", ["--mlir-print-unique-ssa-ids", "--mlir-print-op-generic"]),
    ("test/Dialect/Func/signature-only-body.mlir", []),
    ("test/IR/elide-resource-strings.mlir", ["--mlir-elide-resource-strings-if-larger=20"]),
    ("test/IR/elide-resource-strings.mlir", ["--mlir-elide-resource-strings-if-larger=21"]),
    ("test/IR/elide-resource-strings.mlir", ["--mlir-elide-resource-strings-if-larger=28"]),
    ("test/IR/output-split-marker.mlir", ["--split-input-file=// ~~~"]),
    ("test/IR/output-split-marker.mlir", ["--split-input-file=// ~~~", "--output-split-marker=// NEXT CHUNK"]),
    ("test/IR/output-split-marker.mlir", ["--split-input-file=// ~~~", "--output-split-marker="]),
    ("test/IR/unverified-and-roundtrip.mlir", ["--split-input-file", "--mlir-very-unsafe-disable-verifier-on-parsing"]),
    ("test/IR/unverified-and-roundtrip.mlir", ["--split-input-file", "--mlir-very-unsafe-disable-verifier-on-parsing", "--verify-roundtrip"]),
    ("test/Pass/run-reproducer.mlir", ["--run-reproducer"]),
    ("test/Pass/run-reproducer.mlir", []),
    ("test/Pass/debug-counter.mlir", ["--canonicalize", "--cse", "--mlir-debug-counter=pass-execution-skip=1"]),
    ("test/Pass/debug-counter.mlir", ["--cse", "--canonicalize", "--mlir-debug-counter=pass-execution-count=1"]),
    ("test/IR/diagnostic-options.mlir", ["--composite-fixed-point-pass=name=Loop pipeline=canonicalize max-iterations=1", "--mlir-diagnostic-verbosity-level=errors"]),
]

# Files whose expected-* comments both tools must satisfy.
VERIFY_CASES = [
    "test/Dialect/Func/invalid.mlir",
    "test/Diagnostics/invalid-location-syntax.mlir",
    "test/Diagnostics/invalid-file-metadata.mlir",
    "test/Diagnostics/invalid-strided-layout.mlir",
]


def run(tool, path, flags):
    p = subprocess.run([tool, str(ROOT / path), *flags], capture_output=True)
    return p.returncode, p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--strata", default=str(ROOT / "target/release/strata-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = ap.parse_args()
    same = 0
    for path, flags in OUTPUT_CASES:
        ours, theirs = run(args.strata, path, flags), run(args.mlir_opt, path, flags)
        if ours == theirs:
            same += 1
        else:
            print(f"DIFFERS: {path} {' '.join(flags)}")
    for path in VERIFY_CASES:
        flags = ["--split-input-file", "--verify-diagnostics"]
        ours, theirs = run(args.strata, path, flags)[0], run(args.mlir_opt, path, flags)[0]
        if ours == theirs == 0:
            same += 1
        else:
            print(f"DIFFERS: {path} (verify-diagnostics: strata {ours}, mlir-opt {theirs})")
    total = len(OUTPUT_CASES) + len(VERIFY_CASES)
    print(f"identical: {same}/{total}")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
