#!/usr/bin/env python3
"""Generates runnable programs in func/arith/cf/math for compare.py.

Each program defines a function combining two values of a random type
(i8..i64, f32, f64) with a random chain of operations free of undefined
behaviour (constant non-zero divisors, in-range shift amounts), a cf loop
in `main` that folds it over the iteration count, recursion or a
multi-result call, and prints every intermediate value through
printI64/printU64/printF64. The programs rotate over four kinds: that
one; one written in the LLVM dialect directly, over integers of odd and
wide widths (i1 .. i128); memref programs (gen_memref.py: ranks 0-3,
dynamic sizes, scf loops, printMemref*, memrefCopy); and type programs
(gen_types.py: i1/i8/i16/i128 arith, f16/bf16, C library calls); view
programs (gen_views.py: subview, collapse_shape, expand_shape, taken
through mlir-opt --expand-strided-metadata first); printf programs and
wide-type programs (gen_printf.py: variadic printf calls, f16/bf16
arithmetic, i128 <-> float conversions).

Usage: gen_corpus.py OUT_DIR [--count N] [--seed S]
"""

import argparse
import random
from pathlib import Path

from gen_memref import memref_program
from gen_printf import printf_program, wide_program
from gen_types import types_program
from gen_views import views_program

INTS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}
FLOATS = ["f32", "f64"]


class Fn:
    def __init__(self):
        self.lines = []
        self.n = 0

    def v(self, text):
        name = f"%v{self.n}"
        self.n += 1
        self.lines.append(f"  {name} = {text}")
        return name


def int_chain(rng, f, ty, a, b, steps):
    w = INTS[ty]
    vals = [a, b]
    for _ in range(steps):
        x, y = rng.choice(vals), rng.choice(vals)
        op = rng.choice(["addi", "subi", "muli", "andi", "ori", "xori", "shli", "shrui", "shrsi",
                         "divsi", "divui", "remsi", "remui", "maxsi", "minui", "select"])
        if op in ("shli", "shrui", "shrsi"):
            c = f.v(f"arith.constant {rng.randrange(w)} : {ty}")
            r = f.v(f"arith.{op} {x}, {c} : {ty}")
        elif op in ("divsi", "divui", "remsi", "remui"):
            c = f.v(f"arith.constant {rng.randrange(2, 10)} : {ty}")
            r = f.v(f"arith.{op} {x}, {c} : {ty}")
        elif op == "select":
            pred = rng.choice(["slt", "ult", "eq", "sge", "ugt"])
            cnd = f.v(f"arith.cmpi {pred}, {x}, {y} : {ty}")
            r = f.v(f"arith.select {cnd}, {x}, {y} : {ty}")
        else:
            r = f.v(f"arith.{op} {x}, {y} : {ty}")
        vals.append(r)
    return f.v(f"arith.addi {vals[-1]}, {vals[-2]} : {ty}")


def float_chain(rng, f, ty, a, b, steps):
    vals = [a, b]
    for _ in range(steps):
        x, y = rng.choice(vals), rng.choice(vals)
        op = rng.choice(["addf", "subf", "mulf", "divc", "maximumf", "minimumf", "negf", "select",
                         "sqrt", "absf", "floor", "ceil"])
        if op == "divc":
            c = f.v(f"arith.constant {rng.choice(['2.0', '0.5', '3.0', '-4.0', '10.0'])} : {ty}")
            r = f.v(f"arith.divf {x}, {c} : {ty}")
        elif op == "negf":
            r = f.v(f"arith.negf {x} : {ty}")
        elif op == "select":
            pred = rng.choice(["olt", "oge", "une", "ugt"])
            cnd = f.v(f"arith.cmpf {pred}, {x}, {y} : {ty}")
            r = f.v(f"arith.select {cnd}, {x}, {y} : {ty}")
        elif op == "sqrt":
            ab = f.v(f"math.absf {x} : {ty}")
            r = f.v(f"math.sqrt {ab} : {ty}")
        elif op in ("absf", "floor", "ceil"):
            r = f.v(f"math.{op} {x} : {ty}")
        else:
            r = f.v(f"arith.{op} {x}, {y} : {ty}")
        vals.append(r)
    return f.v(f"arith.addf {vals[-1]}, {vals[-2]} : {ty}")


def print_value(f, ty, v, rng):
    if ty in INTS:
        if ty != "i64":
            ext = rng.choice(["extsi", "extui"])
            v = f.v(f"arith.{ext} {v} : {ty} to i64")
        fn = rng.choice(["printI64", "printU64"])
        f.lines.append(f"  func.call @{fn}({v}) : (i64) -> ()")
    else:
        if ty == "f32":
            v = f.v(f"arith.extf {v} : f32 to f64")
        f.lines.append(f"  func.call @printF64({v}) : (f64) -> ()")
    f.lines.append("  func.call @printNewline() : () -> ()")


def from_counter(f, ty, i):
    if ty in INTS:
        return i if ty == "i64" else f.v(f"arith.trunci {i} : i64 to {ty}")
    return f.v(f"arith.sitofp {i} : i64 to {ty}")


def program(rng):
    ty = rng.choice(list(INTS) + FLOATS)
    steps = rng.randrange(3, 12)
    out = ["func.func private @printI64(i64)", "func.func private @printU64(i64)",
           "func.func private @printF64(f64)", "func.func private @printNewline()", ""]
    comb = Fn()
    a, b = "%a", "%b"
    r = (int_chain if ty in INTS else float_chain)(rng, comb, ty, a, b, steps)
    out.append(f"func.func @combine(%a: {ty}, %b: {ty}) -> ({ty}, {ty}) {{")
    out += comb.lines
    out.append(f"  return {r}, %a : {ty}, {ty}")
    out.append("}")
    out.append("")
    # A recursive fold: rec(n, x) = n == 0 ? x : rec(n - 1, combine(x, n).0)
    rec = Fn()
    rec.lines.append("  %zero = arith.constant 0 : i64")
    rec.lines.append("  %isz = arith.cmpi eq, %n, %zero : i64")
    rec.lines.append("  cf.cond_br %isz, ^done, ^more")
    rec.lines.append("^more:")
    rec.lines.append("  %one = arith.constant 1 : i64")
    rec.lines.append("  %m = arith.subi %n, %one : i64")
    nv = from_counter(rec, ty, "%n")
    rec.lines.append(f"  %c:2 = func.call @combine(%x, {nv}) : ({ty}, {ty}) -> ({ty}, {ty})")
    rec.lines.append(f"  %r = func.call @rec(%m, %c#0) : (i64, {ty}) -> {ty}")
    rec.lines.append(f"  return %r : {ty}")
    rec.lines.append("^done:")
    rec.lines.append(f"  return %x : {ty}")
    out.append(f"func.func @rec(%n: i64, %x: {ty}) -> {ty} {{")
    out += rec.lines
    out.append("}")
    out.append("")
    m = Fn()
    init = rng.randrange(-50, 50) if ty in INTS else rng.choice(["1.5", "-2.25", "0.75", "3.0"])
    if ty in INTS and INTS[ty] == 8:
        init = max(-100, min(100, init))
    m.lines.append(f"  %init = arith.constant {init} : {ty}")
    m.lines.append(f"  %lo = arith.constant 0 : i64")
    m.lines.append(f"  %hi = arith.constant {rng.randrange(2, 8)} : i64")
    m.lines.append(f"  %step = arith.constant 1 : i64")
    m.lines.append(f"  cf.br ^head(%lo, %init : i64, {ty})")
    m.lines.append(f"^head(%i: i64, %acc: {ty}):")
    m.lines.append("  %go = arith.cmpi slt, %i, %hi : i64")
    m.lines.append("  cf.cond_br %go, ^body, ^exit")
    m.lines.append("^body:")
    iv = from_counter(m, ty, "%i")
    nx = m.v(f"func.call @combine(%acc, {iv}) : ({ty}, {ty}) -> ({ty}, {ty})")
    m.lines[-1] = m.lines[-1].replace(f"{nx} =", f"{nx}:2 =")
    print_value(m, ty, f"{nx}#0", rng)
    m.lines.append("  %next = arith.addi %i, %step : i64")
    m.lines.append(f"  cf.br ^head(%next, {nx}#0 : i64, {ty})")
    m.lines.append("^exit:")
    depth = m.v(f"arith.constant {rng.randrange(1, 6)} : i64")
    rv = m.v(f"func.call @rec({depth}, %acc) : (i64, {ty}) -> {ty}")
    print_value(m, ty, rv, rng)
    m.lines.append("  return")
    out.append("func.func @main() {")
    out += m.lines
    out.append("}")
    return "\n".join(out) + "\n"


WIDTHS = [1, 3, 8, 13, 16, 32, 33, 64, 100, 128]


def llvm_program(rng):
    """A program in the LLVM dialect over integers of odd and wide widths."""
    w = rng.choice(WIDTHS)
    ty = f"i{w}"
    f = Fn()
    lo, hi = -(1 << (w - 1)), (1 << (w - 1))
    vals = [f.v(f"llvm.mlir.constant({rng.randrange(lo, hi)} : {ty}) : {ty}") for _ in range(3)]
    for _ in range(rng.randrange(4, 14)):
        x, y = rng.choice(vals), rng.choice(vals)
        op = rng.choice(["add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr",
                         "udiv", "sdiv", "urem", "srem", "select", "smax", "umin"])
        if op in ("shl", "lshr", "ashr"):
            c = f.v(f"llvm.mlir.constant({rng.randrange(w)} : {ty}) : {ty}")
            r = f.v(f"llvm.{op} {x}, {c} : {ty}")
        elif op in ("udiv", "sdiv", "urem", "srem"):
            if w < 4:
                continue
            c = f.v(f"llvm.mlir.constant({rng.randrange(2, min(10, 1 << (w - 1)))} : {ty}) : {ty}")
            r = f.v(f"llvm.{op} {x}, {c} : {ty}")
        elif op == "select":
            pred = rng.choice(["slt", "ult", "eq", "sge", "ugt", "ne"])
            cnd = f.v(f'llvm.icmp "{pred}" {x}, {y} : {ty}')
            r = f.v(f"llvm.select {cnd}, {x}, {y} : i1, {ty}")
        elif op in ("smax", "umin"):
            r = f.v(f"llvm.intr.{op}({x}, {y}) : ({ty}, {ty}) -> {ty}")
        else:
            r = f.v(f"llvm.{op} {x}, {y} : {ty}")
        vals.append(r)
    for v in vals[-3:]:
        if w <= 64:
            if w < 64:
                ext = rng.choice(["sext", "zext"])
                v = f.v(f"llvm.{ext} {v} : {ty} to i64")
            f.lines.append(f"  llvm.call @{rng.choice(['printI64', 'printU64'])}({v}) : (i64) -> ()")
        else:
            c64 = f.v(f"llvm.mlir.constant(64 : {ty}) : {ty}")
            h = f.v(f"llvm.lshr {v}, {c64} : {ty}")
            h64 = f.v(f"llvm.trunc {h} : {ty} to i64")
            l64 = f.v(f"llvm.trunc {v} : {ty} to i64")
            f.lines.append(f"  llvm.call @printU64({h64}) : (i64) -> ()")
            f.lines.append("  llvm.call @printComma() : () -> ()")
            f.lines.append(f"  llvm.call @printU64({l64}) : (i64) -> ()")
        f.lines.append("  llvm.call @printNewline() : () -> ()")
    out = ["llvm.func @printI64(i64)", "llvm.func @printU64(i64)", "llvm.func @printComma()",
           "llvm.func @printNewline()", "", "llvm.func @main() {"]
    out += f.lines
    out += ["  llvm.return", "}"]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=140)
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    kinds = [program, llvm_program, memref_program, types_program, views_program,
             printf_program, wide_program]
    for i in range(args.count):
        text = kinds[i % len(kinds)](rng)
        (out / f"prog{i:03}.mlir").write_text(text)


if __name__ == "__main__":
    main()
