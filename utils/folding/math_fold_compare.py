#!/usr/bin/env python3
"""Differential check of `math` constant folding: strata-opt vs mlir-opt.

Generates an edge-case corpus (one function per case: constants feeding a
single `math` op whose result is returned), runs `--canonicalize` through
both tools and compares the canonicalized body of each function. Prints
`N/M identical` and the differing cases.

The corpus covers every folding op on f32, f64, f16 and bf16 specials
(signed zeros, infinities, NaNs, denormals, rounding ties, domain edges),
integer ops on i1/i8/i32/i64/index extremes, splat and non-splat vectors
and tensors, and `ub.poison` operands.

Usage: math_fold_compare.py [--strata PATH] [--mlir-opt PATH]
                            [--write-corpus FILE] [--verbose] [FILTER...]
"""

import argparse
import difflib
import itertools
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent

FLOAT_UNARY = [
    "absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil",
    "cos", "cosh", "erf", "erfc", "exp", "exp2", "expm1", "floor", "log",
    "log10", "log1p", "log2", "round", "roundeven", "rsqrt", "sin", "sinh",
    "sqrt", "tan", "tanh", "trunc",
]
FLOAT_BINARY = ["atan2", "copysign", "powf"]
CLASSIFY = ["isfinite", "isinf", "isnan", "isnormal"]
INT_UNARY = ["absi", "ctlz", "cttz", "ctpop"]

# Literals by type; hexadecimal ones are exact bit patterns.
F32_VALUES = [
    "0.0", "-0.0", "1.0", "-1.0", "0.5", "-0.5", "2.0", "-2.0", "2.5", "-2.5",
    "3.5", "-3.5", "0.75", "1.0e-03", "10.0", "100.0", "1.0e+30", "-1.0e+30",
    "0x7F800000", "0xFF800000", "0x7FC00000", "0xFFC00000", "0x00000001",
    "0x80000001", "0x7F7FFFFF", "0x00800000", "1.00000012", "-0.99999994",
    "4194304.5", "8388609.0",
]
F64_VALUES = [
    "0.0", "-0.0", "1.0", "-1.0", "0.5", "-0.5", "2.0", "-2.0", "2.5", "-2.5",
    "3.5", "0.75", "1.0e-03", "10.0", "7.0e+02", "1.0e+300", "-1.0e+300",
    "0x7FF0000000000000", "0xFFF0000000000000", "0x7FF8000000000000",
    "0xFFF8000000000000", "0x0000000000000001", "0x0010000000000000",
    "0x7FEFFFFFFFFFFFFF", "4503599627370495.5", "0.9999999999999999",
]
HALF_VALUES = [
    "0.0", "-0.0", "1.0", "-1.0", "0.5", "2.5", "-2.5", "3.5", "0.75",
    "65504.0", "0x7C00", "0xFC00", "0x7E00", "0x0001", "0x0400", "1025.5",
]
BF16_VALUES = [
    "0.0", "-0.0", "1.0", "-1.0", "0.5", "2.5", "-2.5", "3.5", "0.75",
    "0x7F80", "0xFF80", "0x7FC0", "0x0001", "257.0",
]
FLOAT_VALUES = {"f32": F32_VALUES, "f64": F64_VALUES, "f16": HALF_VALUES, "bf16": BF16_VALUES}

PAIR_VALUES = {
    "f32": ["0.0", "-0.0", "1.0", "-1.0", "2.0", "-2.5", "0.5", "3.0",
            "0x7F800000", "0xFF800000", "0x7FC00000"],
    "f64": ["0.0", "-0.0", "1.0", "-2.5", "0.5", "3.0", "0x7FF0000000000000",
            "0x7FF8000000000000"],
    "f16": ["0.0", "-0.0", "1.0", "-2.5", "0x7C00", "0x7E00"],
}

INT_VALUES = {
    "i1": ["0", "1"],
    "i8": ["0", "1", "-1", "2", "3", "-3", "7", "64", "127", "-128", "85"],
    "i32": ["0", "1", "-1", "2", "3", "-3", "7", "65536", "2147483647",
            "-2147483648", "1431655765", "-16"],
    "i64": ["0", "1", "-1", "3", "-3", "4294967296", "9223372036854775807",
            "-9223372036854775808", "-4096"],
    "index": ["0", "1", "-1", "3", "-3", "4294967296"],
}
IPOWI_BASES = ["0", "1", "-1", "2", "-2", "3", "5", "-7"]
IPOWI_POWERS = ["0", "1", "2", "3", "-1", "-2", "-3", "7", "31", "63", "100"]


class Corpus:
    """Functions, each named after its case."""

    def __init__(self):
        self.cases = []

    def add(self, name, ret_type, lines):
        """Adds `func.func @name() -> ret_type` with the given body lines."""
        body = "\n".join("  " + l for l in lines)
        self.cases.append((name, f"func.func @{name}() -> {ret_type} {{\n{body}\n}}\n"))

    def text(self):
        return "\n".join(text for _, text in self.cases)


def sanitize(text):
    return re.sub(r"[^A-Za-z0-9]", "_", text)


def constants(values, ty):
    return [f"%c{i} = arith.constant {v} : {ty}" for i, v in enumerate(values)]


def float_format(op, n):
    operands = ", ".join(f"%c{i}" for i in range(n))
    return f"%r = math.{op} {operands} : "


def build_corpus():
    c = Corpus()
    for ty, values in FLOAT_VALUES.items():
        for op in FLOAT_UNARY:
            for i, v in enumerate(values):
                c.add(f"{op}_{ty}_{i}", ty,
                      constants([v], ty) + [f"%r = math.{op} %c0 : {ty}", f"return %r : {ty}"])
        for op in CLASSIFY:
            for i, v in enumerate(values):
                c.add(f"{op}_{ty}_{i}", "i1",
                      constants([v], ty) + [f"%r = math.{op} %c0 : {ty}", "return %r : i1"])
    for ty, values in PAIR_VALUES.items():
        for op in FLOAT_BINARY:
            for i, (a, b) in enumerate(itertools.product(values, values)):
                c.add(f"{op}_{ty}_{i}", ty,
                      constants([a, b], ty)
                      + [f"%r = math.{op} %c0, %c1 : {ty}", f"return %r : {ty}"])
    for ty in ["f32", "f64", "f16", "bf16"]:
        triples = itertools.product(["2.0", "-0.0", "1.5"], ["3.0", "0.0", "-1.0"],
                                    ["1.0", "-6.0", "0.0", "-0.0"])
        for i, t in enumerate(triples):
            c.add(f"fma_{ty}_{i}", ty,
                  constants(list(t), ty)
                  + [f"%r = math.fma %c0, %c1, %c2 : {ty}", f"return %r : {ty}"])
    for ty, values in INT_VALUES.items():
        for op in INT_UNARY:
            for i, v in enumerate(values):
                c.add(f"{op}_{ty}_{i}", ty,
                      constants([v], ty) + [f"%r = math.{op} %c0 : {ty}", f"return %r : {ty}"])
    for ty in ["i8", "i32", "i64", "index"]:
        for i, (b, p) in enumerate(itertools.product(IPOWI_BASES, IPOWI_POWERS)):
            c.add(f"ipowi_{ty}_{i}", ty,
                  constants([b, p], ty)
                  + [f"%r = math.ipowi %c0, %c1 : {ty}", f"return %r : {ty}"])
    add_random(c)
    add_shaped(c)
    add_poison(c)
    add_unfolded(c)
    return c


def add_random(c):
    """Seeded values spread over many binades, for the host-libm folds."""
    rng = random.Random(22)
    for ty, fmt in [("f32", "{:.8e}"), ("f64", "{:.17e}")]:
        values = [fmt.format(rng.choice([-1, 1]) * 10 ** rng.uniform(-8, 3)) for _ in range(12)]
        for op in FLOAT_UNARY:
            for i, v in enumerate(values):
                c.add(f"{op}_{ty}_random_{i}", ty,
                      constants([v], ty) + [f"%r = math.{op} %c0 : {ty}", f"return %r : {ty}"])
        for op in FLOAT_BINARY:
            for i, (a, b) in enumerate(zip(values, reversed(values))):
                c.add(f"{op}_{ty}_random_{i}", ty,
                      constants([a, b], ty)
                      + [f"%r = math.{op} %c0, %c1 : {ty}", f"return %r : {ty}"])


def add_shaped(c):
    """Splat and non-splat vectors and tensors."""
    shaped = [
        ("vector<4xf32>", "dense<[1.5, -2.5, 0.0, 4.0]>"),
        ("vector<4xf32>", "dense<-2.5>"),
        ("tensor<2x2xf64>", "dense<[[0.25, 1.0], [-3.0, 9.0]]>"),
        ("tensor<3xf16>", "dense<[1.5, 2.5, -0.5]>"),
        ("vector<2xf32>", "dense<[0.5, -0.5]>"),
        ("tensor<0xf32>", "dense<>"),
        ("vector<3xf32>", "dense<[4.0, -1.0, 0x7FC00000]>"),
        ("vector<[2]xf64>", "dense<2.0>"),
        ("tensor<2x1xbf16>", "dense<[[1.5], [2.5]]>"),
    ]
    for k, (ty, lit) in enumerate(shaped):
        for op in ["absf", "ceil", "sin", "sqrt", "log", "exp", "round"]:
            c.add(f"{op}_shaped_{k}", ty,
                  [f"%c0 = arith.constant {lit} : {ty}", f"%r = math.{op} %c0 : {ty}",
                   f"return %r : {ty}"])
        i1 = re.sub(r"b?f(16|32|64)>", "i1>", ty)
        c.add(f"isnan_shaped_{k}", i1,
              [f"%c0 = arith.constant {lit} : {ty}", f"%r = math.isnan %c0 : {ty}",
               f"return %r : {i1}"])
        c.add(f"copysign_shaped_{k}", ty,
              [f"%c0 = arith.constant {lit} : {ty}", f"%c1 = arith.constant dense<-1.0> : {ty}",
               f"%r = math.copysign %c1, %c0 : {ty}", f"return %r : {ty}"])
    ints = [
        ("vector<3xi32>", "dense<[1, 256, -1]>"),
        ("tensor<2xi8>", "dense<16>"),
        ("vector<2xi64>", "dense<[0, 5]>"),
    ]
    for k, (ty, lit) in enumerate(ints):
        for op in INT_UNARY:
            c.add(f"{op}_shaped_{k}", ty,
                  [f"%c0 = arith.constant {lit} : {ty}", f"%r = math.{op} %c0 : {ty}",
                   f"return %r : {ty}"])
        c.add(f"ipowi_shaped_{k}", ty,
              [f"%c0 = arith.constant {lit} : {ty}", f"%c1 = arith.constant dense<3> : {ty}",
               f"%r = math.ipowi %c0, %c1 : {ty}", f"return %r : {ty}"])


def add_poison(c):
    """`ub.poison` operands, alone and next to non-constant values."""
    for op in FLOAT_UNARY + CLASSIFY:
        ret = "i1" if op in CLASSIFY else "f32"
        c.add(f"{op}_poison", ret,
              ["%p = ub.poison : f32", f"%r = math.{op} %p : f32", f"return %r : {ret}"])
    for op in FLOAT_BINARY:
        c.add(f"{op}_poison_lhs", "f32",
              ["%p = ub.poison : f32", "%c = arith.constant 2.0 : f32",
               f"%r = math.{op} %p, %c : f32", "return %r : f32"])
        c.add(f"{op}_poison_rhs", "vector<2xf32>",
              ["%p = ub.poison : vector<2xf32>", "%c = arith.constant dense<2.0> : vector<2xf32>",
               f"%r = math.{op} %c, %p : vector<2xf32>", "return %r : vector<2xf32>"])
    for op in INT_UNARY + ["ipowi"]:
        operands = "%p" if op != "ipowi" else "%p, %p"
        c.add(f"{op}_poison", "i32",
              ["%p = ub.poison : i32", f"%r = math.{op} {operands} : i32", "return %r : i32"])
    c.add("fma_poison", "f32",
          ["%p = ub.poison : f32", "%c = arith.constant 2.0 : f32",
           "%r = math.fma %p, %c, %c : f32", "return %r : f32"])


def add_unfolded(c):
    """Ops upstream never folds, with constant operands."""
    c.add("fpowi_const", "f32",
          ["%a = arith.constant 2.0 : f32", "%b = arith.constant 3 : i32",
           "%r = math.fpowi %a, %b : f32, i32", "return %r : f32"])
    c.add("clampf_const", "f32",
          ["%a = arith.constant 2.0 : f32", "%b = arith.constant 0.0 : f32",
           "%r = math.clampf %a to [%b, %b] : f32", "return %r : f32"])
    c.add("sincos_const", "f32",
          ["%a = arith.constant 2.0 : f32", "%s, %k = math.sincos %a : f32",
           "return %s : f32"])


def find_tool(explicit, name, fallback):
    if explicit:
        return explicit
    found = shutil.which(name)
    if found:
        return found
    return str(fallback) if Path(fallback).exists() else None


def split_functions(text):
    """Maps each `func.func @name` of printed output to its text."""
    out = {}
    name, lines = None, []
    for line in text.splitlines():
        m = re.match(r"\s*func\.func @([A-Za-z0-9_]+)\(", line)
        if m:
            name, lines = m.group(1), [line]
            continue
        if name is not None:
            lines.append(line)
            if line == "  }":
                out[name] = "\n".join(lines)
                name = None
    return out


def run(tool, path):
    proc = subprocess.run([tool, "--canonicalize", str(path)], capture_output=True,
                          text=True, timeout=600)
    if proc.returncode != 0:
        sys.exit(f"{tool} failed:\n{proc.stderr[:4000]}")
    return split_functions(proc.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    ap.add_argument("--mlir-opt")
    ap.add_argument("--write-corpus", help="also write the corpus to this file")
    ap.add_argument("--verbose", action="store_true", help="show diffs")
    ap.add_argument("filters", nargs="*", help="only cases whose name contains one of these")
    args = ap.parse_args()
    mlir_opt = find_tool(args.mlir_opt, "mlir-opt", "/usr/lib/llvm-22/bin/mlir-opt")
    if not mlir_opt:
        sys.exit("mlir-opt not found")
    corpus = build_corpus()
    if args.filters:
        corpus.cases = [(n, t) for n, t in corpus.cases if any(f in n for f in args.filters)]
    path = Path(args.write_corpus) if args.write_corpus else Path("/tmp/strata_math_fold_corpus.mlir")
    path.write_text(corpus.text())
    expected = run(mlir_opt, path)
    actual = run(args.strata, path)
    same = 0
    differing = []
    for name, _ in corpus.cases:
        if expected.get(name) == actual.get(name):
            same += 1
        else:
            differing.append(name)
    for name in differing:
        print(f"DIFF {name}")
        if args.verbose:
            diff = difflib.unified_diff(
                (expected.get(name) or "").splitlines(), (actual.get(name) or "").splitlines(),
                "mlir-opt", "strata-opt", lineterm="")
            print("\n".join(diff))
    print(f"{same}/{len(corpus.cases)} identical")
    return 0 if not differing else 1


if __name__ == "__main__":
    sys.exit(main())
