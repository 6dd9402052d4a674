#!/usr/bin/env python3
"""Generates the corpus of compare_float.py: one small module per case,
each using a float type LLVM has no type for (the 8-, 6- and 4-bit
floats, and tf32, which has no conversion at all) in function
signatures, calls, vectors, memref loads/stores/allocs, constants,
arith ops and casts, and math ops. The cases are fixed (no randomness):
every type meets every use in turn.

Usage: gen_float_corpus.py OUT_DIR
"""

import argparse
from pathlib import Path

SMALL = ["f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ",
         "f8E3M4", "f8E4M3", "f8E8M0FNU", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"]
OTHER = ["tf32"]


def width(t):
    if t == "tf32":
        return 19
    return int(t[1])


def binary(op):
    return lambda t: (f"(%a: {t}, %b: {t}) -> {t}",
                      [f"%0 = {op} %a, %b : {t}"], f"%0 : {t}")


def unary(op):
    return lambda t: (f"(%a: {t}) -> {t}", [f"%0 = {op} %a : {t}"], f"%0 : {t}")


CASES = {
    "args": lambda t: (f"(%a: {t}, %b: vector<4x{t}>) -> ({t}, vector<4x{t}>)", [],
                       f"%a, %b : {t}, vector<4x{t}>"),
    "nd_vector": lambda t: (f"(%a: vector<2x3x{t}>) -> vector<2x3x{t}>", [],
                            f"%a : vector<2x3x{t}>"),
    "call": lambda t: (f"(%a: {t}) -> {t}",
                       [f"%0 = call @callee(%a) : ({t}) -> {t}"], f"%0 : {t}"),
    "load_store": lambda t: (f"(%m: memref<?x{t}>, %i: index) -> {t}",
                             [f"%0 = memref.load %m[%i] : memref<?x{t}>",
                              f"memref.store %0, %m[%i] : memref<?x{t}>"], f"%0 : {t}"),
    "alloc": lambda t: ("(%n: index) -> index",
                        [f"%m = memref.alloc(%n) : memref<?x4x{t}>",
                         "%c0 = arith.constant 0 : index",
                         f"%0 = memref.dim %m, %c0 : memref<?x4x{t}>",
                         f"memref.dealloc %m : memref<?x4x{t}>"], "%0 : index"),
    "vector_memref": lambda t: (f"(%m: memref<8xvector<2x{t}>>, %i: index) -> vector<2x{t}>",
                                [f"%0 = memref.load %m[%i] : memref<8xvector<2x{t}>>"],
                                f"%0 : vector<2x{t}>"),
    "isnan": lambda t: (f"(%a: {t}) -> i1", [f"%0 = math.isnan %a : {t}"], "%0 : i1"),
    "constant": lambda t: (f"() -> {t}", [f"%0 = arith.constant 1.0 : {t}"], f"%0 : {t}"),
    "vconstant": lambda t: (f"() -> vector<2x{t}>",
                            [f"%0 = arith.constant dense<[1.0, 0.5]> : vector<2x{t}>"],
                            f"%0 : vector<2x{t}>"),
    "bitcast": lambda t: (f"(%a: {t}) -> i{width(t)}",
                          [f"%0 = arith.bitcast %a : {t} to i{width(t)}"], f"%0 : i{width(t)}"),
    "bitcast_from": lambda t: (f"(%a: i{width(t)}) -> {t}",
                               [f"%0 = arith.bitcast %a : i{width(t)} to {t}"], f"%0 : {t}"),
    "extf": lambda t: (f"(%a: {t}) -> f32", [f"%0 = arith.extf %a : {t} to f32"], "%0 : f32"),
    "truncf": lambda t: (f"(%a: f32) -> {t}", [f"%0 = arith.truncf %a : f32 to {t}"],
                         f"%0 : {t}"),
    "addf": binary("arith.addf"),
    "mulf": binary("arith.mulf"),
    "maximumf": binary("arith.maximumf"),
    "negf": unary("arith.negf"),
    "cmpf": lambda t: (f"(%a: {t}, %b: {t}) -> i1", [f"%0 = arith.cmpf olt, %a, %b : {t}"],
                       "%0 : i1"),
    "select": lambda t: (f"(%c: i1, %a: {t}, %b: {t}) -> {t}",
                         [f"%0 = arith.select %c, %a, %b : {t}"], f"%0 : {t}"),
    "fptosi": lambda t: (f"(%a: {t}) -> i32", [f"%0 = arith.fptosi %a : {t} to i32"],
                         "%0 : i32"),
    "vaddf": lambda t: (f"(%a: vector<4x{t}>) -> vector<4x{t}>",
                        [f"%0 = arith.addf %a, %a : vector<4x{t}>"], f"%0 : vector<4x{t}>"),
    "absf": unary("math.absf"),
}


def module(case, t):
    sig, body, ret = CASES[case](t)
    lines = []
    if case == "call":
        lines.append(f"func.func private @callee({t}) -> {t}")
    lines.append(f"func.func @{case}{sig} {{")
    lines += [f"  {s}" for s in body]
    lines.append(f"  return {ret}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    n = 0
    for i, case in enumerate(CASES):
        for t in (*(SMALL[(i + k) % len(SMALL)] for k in (0, 4, 7)), *OTHER[:i % 4 == 0]):
            (out / f"{n:03}_{case}_{t}.mlir").write_text(module(case, t))
            n += 1


if __name__ == "__main__":
    main()
