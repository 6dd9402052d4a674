#!/usr/bin/env python3
"""Differential folding check of the `arith` dialect: strata-opt vs mlir-opt.

A corpus of edge cases is run through `--canonicalize` by both tools and
the outputs are compared case by case. The corpus has two parts:

* generated cases: every constant-foldable arith op applied to constant
  operands drawn from edge values (zero, one, minus one, signed/unsigned
  extremes, NaN, infinities, signed zeros, subnormals, values that round
  differently in f16/bf16/f8...), over i1/i8/i32/i64/i128/index and
  f16/bf16/f32/f64/f80/f8 types, as scalars, splats and dense vectors;
* hand-written cases in utils/folding/corpus/*.mlir (canonicalization
  patterns on non-constant operands).

Cases are separated by `// -----` and run with `--split-input-file`.
Prints `arith folding: N/M cases identical` and, with --verbose, the
differing cases. Not used by `cargo test`.

Usage: arith_fold_compare.py [--strata PATH] [--mlir-opt PATH] [--verbose]
                             [--filter TEXT] [--limit N]
"""

import argparse
import itertools
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SPLIT = "// -----"

INT_TYPES = ["i1", "i8", "i32", "i64", "i128", "index"]
INT_BINARY = [
    "addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi",
    "floordivsi", "remui", "remsi", "andi", "ori", "xori", "shli", "shrui",
    "shrsi", "maxsi", "maxui", "minsi", "minui",
]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
        "ugt", "uge", "ult", "ule", "une", "uno", "true"]
FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf",
                "minimumf", "maxnumf", "minnumf"]
FLOAT_TYPES = ["f16", "bf16", "f32", "f64"]
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "i128": 128, "index": 64}

# Bit patterns of special float values per type.
NAN = {"f16": "0x7E00", "bf16": "0x7FC0", "f32": "0x7FC00000",
       "f64": "0x7FF8000000000000"}
SNAN = {"f16": "0x7C01", "bf16": "0x7F81", "f32": "0x7F800001",
        "f64": "0x7FF0000000000001"}
INF = {"f16": "0x7C00", "bf16": "0x7F80", "f32": "0x7F800000",
       "f64": "0x7FF0000000000000"}
NEG_INF = {"f16": "0xFC00", "bf16": "0xFF80", "f32": "0xFF800000",
           "f64": "0xFFF0000000000000"}
SUBNORMAL = {"f16": "0x0001", "bf16": "0x0001", "f32": "0x00000001",
             "f64": "0x0000000000000001"}
MAX = {"f16": "6.550400e+04", "bf16": "0x7F7F", "f32": "0x7F7FFFFF",
       "f64": "0x7FEFFFFFFFFFFFFF"}


def int_values(ty):
    """Edge values of an integer type, as literals."""
    w = WIDTH[ty]
    if w == 1:
        return ["0", "1"]
    smin, smax = -(1 << (w - 1)), (1 << (w - 1)) - 1
    vals = [0, 1, -1, 2, 3, -7, 5, smin, smax, smin + 1, w - 1, w, w + 1]
    seen = []
    for v in vals:
        if smin <= v <= smax and v not in seen:
            seen.append(v)
    return [str(v) for v in seen]


def float_values(ty):
    """Edge values of a float type, as literals."""
    return ["0.0", "-0.0", "1.0", "-1.0", "0.1", "3.0", "-2.5", "1.0e+10",
            NAN[ty], SNAN[ty], INF[ty], NEG_INF[ty], SUBNORMAL[ty], MAX[ty]]


def case(args, body, results):
    """One function: `args` as (name, type), `body` lines, returned values."""
    params = ", ".join(f"%{n}: {t}" for n, t in args)
    rtypes = ", ".join(t for _, t in results)
    rvals = ", ".join(v for v, _ in results)
    lines = [f"func.func @f({params}) -> ({rtypes}) {{"]
    lines += ["  " + b for b in body]
    lines.append(f"  return {rvals} : {rtypes}")
    lines.append("}")
    return "\n".join(lines)


def const(name, value, ty):
    """An `arith.constant` line (booleans spelled as mlir-opt accepts them)."""
    if ty == "i1":
        value = "true" if value in ("1", "-1") else "false"
        return f"%{name} = arith.constant {value}"
    return f"%{name} = arith.constant {value} : {ty}"


def binary_case(op, ty, a, b, result_ty=None):
    body = [const("a", a, ty), const("b", b, ty), f"%r = arith.{op} %a, %b : {ty}"]
    return case([], body, [("%r", result_ty or ty)])


def generated():
    """The generated cases."""
    cases = []
    for ty in INT_TYPES:
        vals = int_values(ty)
        pairs = list(itertools.product(vals, vals))
        for op in INT_BINARY:
            for a, b in pairs:
                cases.append(binary_case(op, ty, a, b))
        for pred in CMPI:
            for a, b in pairs:
                body = [const("a", a, ty), const("b", b, ty),
                        f"%r = arith.cmpi {pred}, %a, %b : {ty}"]
                cases.append(case([], body, [("%r", "i1")]))
        if ty == "index":
            continue
        for a, b in pairs:
            body = [const("a", a, ty), const("b", b, ty),
                    f"%s, %o = arith.addui_extended %a, %b : {ty}, i1"]
            cases.append(case([], body, [("%s", ty), ("%o", "i1")]))
            for op in ("mulsi_extended", "mului_extended"):
                body = [const("a", a, ty), const("b", b, ty),
                        f"%l, %h = arith.{op} %a, %b : {ty}"]
                cases.append(case([], body, [("%l", ty), ("%h", ty)]))
    cases += int_cast_cases()
    for ty in FLOAT_TYPES:
        vals = float_values(ty)
        pairs = list(itertools.product(vals, vals))
        for op in FLOAT_BINARY:
            for a, b in pairs:
                cases.append(binary_case(op, ty, a, b))
        for pred in CMPF:
            for a, b in pairs:
                body = [const("a", a, ty), const("b", b, ty),
                        f"%r = arith.cmpf {pred}, %a, %b : {ty}"]
                cases.append(case([], body, [("%r", "i1")]))
        for a in vals:
            body = [const("a", a, ty), f"%r = arith.negf %a : {ty}"]
            cases.append(case([], body, [("%r", ty)]))
    cases += float_cast_cases()
    cases += vector_cases()
    cases += int_to_float_compare_cases()
    return cases


def int_to_float_compare_cases():
    """Comparisons of converted integers against float constants, which
    canonicalize to integer comparisons or constants. (mlir-opt crashes on
    the `false`/`true` predicates here, so they are left out.)"""
    cases = []
    rhs_values = ["0.0", "-0.0", "3.0", "3.5", "-3.5", "127.0", "128.0", "-128.5",
                  "255.0", "256.0", "1.0e+10", "-1.0e+10", "16777217.0"]
    for fty in ["f16", "f32", "f64"]:
        values = rhs_values + [INF[fty], NEG_INF[fty], NAN[fty]]
        for ity in ["i8", "i32", "i64"]:
            for conv in ("sitofp", "uitofp"):
                for pred in CMPF[1:-1]:
                    for c in values:
                        body = [f"%f = arith.{conv} %x : {ity} to {fty}",
                                const("c", c, fty),
                                f"%r = arith.cmpf {pred}, %f, %c : {fty}"]
                        cases.append(case([("x", ity)], body, [("%r", "i1")]))
    for conv in ("sitofp", "uitofp"):
        for mode in ["", " to_nearest_even", " downward"]:
            body = [f"%f = arith.{conv} %x : i32 to f32",
                    f"%r = arith.truncf %f{mode} : f32 to f16"]
            cases.append(case([("x", "i32")], body, [("%r", "f16")]))
    return cases


def int_cast_cases():
    """extsi/extui/trunci/index_cast/sitofp/uitofp/bitcast of constants."""
    cases = []
    widths = ["i1", "i8", "i32", "i64", "i128"]
    for src in widths + ["index"]:
        for a in int_values(src):
            for dst in widths + ["index"]:
                ops = []
                if src != "index" and dst != "index":
                    if WIDTH[dst] > WIDTH[src]:
                        ops += ["extsi", "extui"]
                    if WIDTH[dst] < WIDTH[src]:
                        ops += ["trunci"]
                if (src == "index") != (dst == "index"):
                    ops += ["index_cast", "index_castui"]
                for op in ops:
                    body = [const("a", a, src), f"%r = arith.{op} %a : {src} to {dst}"]
                    cases.append(case([], body, [("%r", dst)]))
            if src == "index":
                continue
            for fty in ["f16", "bf16", "f32", "f64", "f8E4M3FN"]:
                for op in ("sitofp", "uitofp"):
                    body = [const("a", a, src), f"%r = arith.{op} %a : {src} to {fty}"]
                    cases.append(case([], body, [("%r", fty)]))
            bit_float = {"i32": "f32", "i64": "f64"}.get(src)
            if bit_float:
                body = [const("a", a, src), f"%r = arith.bitcast %a : {src} to {bit_float}"]
                cases.append(case([], body, [("%r", bit_float)]))
    return cases


FLOAT_WIDTH = {"f8E4M3FN": 8, "f8E5M2": 8, "f16": 16, "bf16": 16, "f32": 32,
               "f64": 64, "f80": 80}
ROUNDING = ["", " to_nearest_even", " downward", " upward", " toward_zero",
            " to_nearest_away"]


def float_cast_cases():
    """extf/truncf (with rounding modes), fptosi/fptoui and bitcast of constants."""
    cases = []
    for src in FLOAT_TYPES:
        for a in float_values(src) + ["65519.0", "1.00048828125", "-3.3e+38", "300.5"]:
            for dst, w in FLOAT_WIDTH.items():
                if w > FLOAT_WIDTH[src]:
                    body = [const("a", a, src), f"%r = arith.extf %a : {src} to {dst}"]
                    cases.append(case([], body, [("%r", dst)]))
                if w < FLOAT_WIDTH[src]:
                    for mode in ROUNDING:
                        body = [const("a", a, src),
                                f"%r = arith.truncf %a{mode} : {src} to {dst}"]
                        cases.append(case([], body, [("%r", dst)]))
            for ity in ["i1", "i8", "i32", "i64", "i128"]:
                for op in ("fptosi", "fptoui"):
                    body = [const("a", a, src), f"%r = arith.{op} %a : {src} to {ity}"]
                    cases.append(case([], body, [("%r", ity)]))
            bit_int = {"f32": "i32", "f64": "i64", "f16": "i16", "bf16": "i16"}[src]
            body = [const("a", a, src), f"%r = arith.bitcast %a : {src} to {bit_int}"]
            cases.append(case([], body, [("%r", bit_int)]))
    return cases


def vector_cases():
    """Splat and non-splat vector/tensor constants through a few ops."""
    cases = []
    int_pairs = [
        ("dense<[1, -2, 3, 0]>", "dense<[4, 0, -1, 7]>"),
        ("dense<5>", "dense<[1, 2, 3, 4]>"),
        ("dense<7>", "dense<2>"),
        ("dense<[8, 8, 8, 8]>", "dense<[1, 1, 1, 1]>"),
        ("dense<-128>", "dense<-1>"),
    ]
    for ty in ["vector<4xi8>", "tensor<4xi32>"]:
        for a, b in int_pairs:
            for op in ["addi", "subi", "muli", "divsi", "remui", "shli", "maxsi", "andi"]:
                cases.append(binary_case(op, ty, a, b))
            body = [const("a", a, ty), const("b", b, ty),
                    f"%r = arith.cmpi slt, %a, %b : {ty}"]
            cases.append(case([], body, [("%r", ty.replace("i8", "i1").replace("i32", "i1"))]))
    float_pairs = [
        ("dense<[1.0, -0.0, 0x7FC00000, 2.5]>", "dense<[0.5, 0.0, 1.0, -2.5]>"),
        ("dense<3.0>", "dense<0.1>"),
    ]
    for a, b in float_pairs:
        for op in ["addf", "mulf", "maximumf", "minnumf", "divf"]:
            cases.append(binary_case(op, "vector<4xf32>", a, b))
        body = [const("a", a, "vector<4xf32>"),
                "%r = arith.truncf %a : vector<4xf32> to vector<4xf16>",
                "%s = arith.fptosi %a : vector<4xf32> to vector<4xi32>",
                "%t = arith.bitcast %a : vector<4xf32> to vector<4xi32>"]
        cases.append(case([], body, [("%r", "vector<4xf16>"), ("%s", "vector<4xi32>"),
                                     ("%t", "vector<4xi32>")]))
    body = [const("c", "dense<[true, false, true, false]>", "vector<4xi1>"),
            const("a", "dense<[1, 2, 3, 4]>", "vector<4xi32>"),
            const("b", "dense<[5, 6, 7, 8]>", "vector<4xi32>"),
            "%r = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>",
            "%e = arith.extsi %a : vector<4xi32> to vector<4xi64>",
            "%i = arith.index_cast %a : vector<4xi32> to vector<4xindex>"]
    cases.append(case([], body, [("%r", "vector<4xi32>"), ("%e", "vector<4xi64>"),
                                 ("%i", "vector<4xindex>")]))
    return cases


def handwritten():
    """The cases of utils/folding/corpus/*.mlir."""
    cases = []
    for path in sorted((HERE / "corpus").glob("arith*.mlir")):
        for chunk in path.read_text().split(SPLIT):
            text = "\n".join(l for l in chunk.splitlines() if not l.startswith("//"))
            if text.strip():
                cases.append(text.strip())
    return cases


def find_mlir_opt(explicit):
    """Locates mlir-opt: explicit path, PATH, then the LLVM 22 install."""
    if explicit:
        return explicit
    found = shutil.which("mlir-opt")
    if found:
        return found
    fallback = Path("/usr/lib/llvm-22/bin/mlir-opt")
    return str(fallback) if fallback.exists() else None


BATCH = 1000


def run(tool, cases):
    """Canonicalizes every case; returns the per-case outputs. Cases go in
    batches (mlir-opt's split-input-file handling is superlinear)."""
    outputs = []
    for start in range(0, len(cases), BATCH):
        text = f"\n{SPLIT}\n".join(cases[start:start + BATCH]) + "\n"
        proc = subprocess.run(
            [tool, "--split-input-file", "--canonicalize", "-"],
            input=text, capture_output=True, text=True, timeout=600)
        out = proc.stdout + proc.stderr
        outputs += [c.strip() for c in out.split(SPLIT)]
    return outputs


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    parser.add_argument("--mlir-opt", default=None)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--filter", default="",
                        help="only cases whose text contains this string")
    parser.add_argument("--limit", type=int, default=20,
                        help="differing cases shown with --verbose")
    args = parser.parse_args()
    mlir_opt = find_mlir_opt(args.mlir_opt)
    if not mlir_opt:
        print("mlir-opt not found", file=sys.stderr)
        return 2
    cases = [c for c in generated() + handwritten() if args.filter in c]
    ours = run(args.strata, cases)
    theirs = run(mlir_opt, cases)
    if len(ours) != len(cases) or len(theirs) != len(cases):
        print(f"case count mismatch: {len(cases)} cases, strata {len(ours)}, "
              f"mlir-opt {len(theirs)} outputs", file=sys.stderr)
    same = 0
    shown = 0
    for i, (src, a, b) in enumerate(zip(cases, ours, theirs)):
        if a == b:
            same += 1
            continue
        if args.verbose and shown < args.limit:
            shown += 1
            print(f"=== case {i}\n{src}\n--- strata-opt\n{a}\n--- mlir-opt\n{b}\n")
    print(f"arith folding: {same}/{len(cases)} cases identical")
    return 0 if same == len(cases) else 1


if __name__ == "__main__":
    sys.exit(main())
