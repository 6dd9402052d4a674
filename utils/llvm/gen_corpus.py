#!/usr/bin/env python3
"""Generates the corpus of utils/llvm/compare.py: random modules of
func/arith/cf/math/ub ops (integers, floats, index, vectors, memref
arguments, multi-result calls, branches and switches), each with a
`main` printing its results through `printf` when it can be run.

Usage: gen_corpus.py [--count N] [--seed S] OUT_DIR
"""

import argparse
import random
from pathlib import Path

INT = ["i32", "i64"]
FLOAT = ["f32", "f64"]
VEC = "vector<4xf32>"

INT_BIN = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"]
INT_DIV = ["divsi", "divui", "remsi", "remui", "ceildivsi", "floordivsi", "ceildivui"]
INT_SHIFT = ["shli", "shrsi", "shrui"]
FLOAT_BIN = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]
MATH_F1 = ["sqrt", "absf", "exp", "exp2", "log", "log2", "log10", "sin", "cos", "tan", "tanh",
           "floor", "ceil", "round", "roundeven", "trunc", "rsqrt", "expm1", "log1p", "atan", "erf"]
MATH_F2 = ["powf", "copysign", "atan2"]
MATH_I1 = ["absi", "ctlz", "cttz", "ctpop"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno"]
FASTMATH = ["fast", "nnan", "ninf,nsz", "reassoc,contract", "afn"]


class Fn:
    """A function body being generated: its values by type and its text."""

    def __init__(self, rng, args):
        self.rng = rng
        self.lines = []
        self.vals = {}
        self.n = 0
        for name, ty in args:
            self.vals.setdefault(ty, []).append(name)

    def new(self, ty, text):
        name = f"%v{self.n}"
        self.n += 1
        self.lines.append(f"    {name} = {text}")
        self.vals.setdefault(ty, []).append(name)
        return name

    def pick(self, ty):
        if ty not in self.vals or self.rng.random() < 0.1:
            return self.const(ty)
        return self.rng.choice(self.vals[ty])

    def const(self, ty):
        r = self.rng
        if ty in INT or ty == "index":
            return self.new(ty, f"arith.constant {r.choice([0, 1, 2, 3, 7, -1, -5, 100, 255])} : {ty}")
        if ty in FLOAT:
            return self.new(ty, f"arith.constant {r.choice(['0.5', '1.0', '2.5', '-3.25', '10.0'])} : {ty}")
        if ty == VEC:
            return self.new(ty, f"arith.constant dense<{r.choice(['1.0', '0.5', '2.0'])}> : {ty}")
        return self.new(ty, f"arith.constant true")

    def fm(self):
        return f" fastmath<{self.rng.choice(FASTMATH)}>" if self.rng.random() < 0.25 else ""

    def op(self):
        r = self.rng
        k = r.randrange(12)
        if k == 0:
            ty = r.choice(INT)
            a, b = self.pick(ty), self.pick(ty)
            name = r.choice(INT_BIN)
            flag = " overflow<nsw>" if name in ("addi", "subi", "muli") and r.random() < 0.3 else ""
            self.new(ty, f"arith.{name} {a}, {b}{flag} : {ty}")
        elif k == 1:
            ty = r.choice(INT)
            a = self.pick(ty)
            c = self.new(ty, f"arith.constant {r.choice([1, 3, 7, -2])} : {ty}")
            name = r.choice(INT_DIV + INT_SHIFT)
            self.new(ty, f"arith.{name} {a}, {c} : {ty}")
        elif k == 2:
            ty = r.choice(FLOAT + [VEC])
            a, b = self.pick(ty), self.pick(ty)
            self.new(ty, f"arith.{r.choice(FLOAT_BIN)} {a}, {b}{self.fm()} : {ty}")
        elif k == 3:
            ty = r.choice(FLOAT + [VEC])
            a = self.pick(ty)
            self.new(ty, f"math.{r.choice(MATH_F1)} {a}{self.fm()} : {ty}")
        elif k == 4:
            ty = r.choice(FLOAT)
            a, b = self.pick(ty), self.pick(ty)
            if r.random() < 0.3:
                self.new(ty, f"math.fma {a}, {b}, {self.pick(ty)} : {ty}")
            else:
                self.new(ty, f"math.{r.choice(MATH_F2)} {a}, {b} : {ty}")
        elif k == 5:
            ty = r.choice(INT)
            self.new(ty, f"math.{r.choice(MATH_I1)} {self.pick(ty)} : {ty}")
        elif k == 6:
            if r.random() < 0.5:
                ty = r.choice(INT + ["index"])
                self.new("i1", f"arith.cmpi {r.choice(CMPI)}, {self.pick(ty)}, {self.pick(ty)} : {ty}")
            else:
                ty = r.choice(FLOAT)
                self.new("i1", f"arith.cmpf {r.choice(CMPF)}, {self.pick(ty)}, {self.pick(ty)} : {ty}")
        elif k == 7:
            ty = r.choice(INT + FLOAT)
            self.new(ty, f"arith.select {self.pick('i1')}, {self.pick(ty)}, {self.pick(ty)} : {ty}")
        elif k == 8:
            src, dst, name = r.choice([
                ("i32", "i64", "extsi"), ("i32", "i64", "extui"), ("i64", "i32", "trunci"),
                ("i32", "f32", "sitofp"), ("i64", "f64", "uitofp"), ("f32", "i32", "fptosi"),
                ("f64", "i64", "fptoui"), ("f32", "f64", "extf"), ("f64", "f32", "truncf"),
                ("i32", "index", "index_cast"), ("index", "i64", "index_cast"),
                ("index", "i32", "index_castui"), ("f32", "i32", "bitcast"), ("i64", "f64", "bitcast")])
            self.new(dst, f"arith.{name} {self.pick(src)} : {src} to {dst}")
        elif k == 9:
            ty = "index"
            self.new(ty, f"arith.{r.choice(['addi', 'subi', 'muli', 'maxsi'])} {self.pick(ty)}, {self.pick(ty)} : {ty}")
        elif k == 10:
            ty = r.choice(FLOAT)
            self.new(ty, f"arith.negf {self.pick(ty)}{self.fm()} : {ty}")
        else:
            ty = r.choice(FLOAT)
            self.new(ty, f"math.fpowi {self.pick(ty)}, {self.pick('i32')} : {ty}, i32")


def gen_function(rng, name, sig, callees, with_cf):
    """A function `name` with signature (args, results); may call `callees`."""
    args, results = sig
    arg_list = [(f"%a{i}", t) for i, t in enumerate(args)]
    f = Fn(rng, arg_list)
    for _ in range(rng.randrange(3, 12)):
        f.op()
    usable = [c for c in callees
              if all(not t.startswith("memref") or t in f.vals for t in c[1][0])]
    if usable and rng.random() < 0.6:
        cname, (cargs, cres) = rng.choice(usable)
        ops = ", ".join(f.pick(t) for t in cargs)
        if cres:
            rs = f"%c{f.n}"
            f.n += 1
            head = rs if len(cres) == 1 else f"{rs}:{len(cres)}"
            f.lines.append(f"    {head} = func.call @{cname}({ops}) : ({', '.join(cargs)}) -> ({', '.join(cres)})")
            for i, t in enumerate(cres):
                f.vals.setdefault(t, []).append(rs if len(cres) == 1 else f"{rs}#{i}")
        else:
            f.lines.append(f"    func.call @{cname}({ops}) : ({', '.join(cargs)}) -> ()")
    blocks = []
    if with_cf and results:
        t = results[0]
        kind = rng.randrange(2)
        x, y = f.pick(t), f.pick(t)
        if kind == 0:
            c = f.pick("i1")
            f.lines.append(f"    cf.cond_br {c}, ^bb1({x} : {t}), ^bb2")
            f.lines.append("  ^bb2:")
            f.lines.append(f"    cf.br ^bb1({y} : {t})")
        else:
            flag = f.pick("i32")
            f.lines.append(f"    cf.switch {flag} : i32, [")
            f.lines.append(f"      default: ^bb1({x} : {t}),")
            f.lines.append(f"      3: ^bb1({y} : {t}),")
            f.lines.append("      7: ^bb2")
            f.lines.append("    ]")
            f.lines.append("  ^bb2:")
            f.lines.append(f"    cf.br ^bb1({x} : {t})")
        f.lines.append(f"  ^bb1(%m: {t}):")
        f.vals[t] = ["%m"]
    rets = [f.pick(t) for t in results]
    if results:
        f.lines.append(f"    return {', '.join(rets)} : {', '.join(results)}")
    else:
        f.lines.append("    return")
    arg_text = ", ".join(f"{n}: {t}" for n, t in arg_list)
    res_text = "" if not results else (f" -> {results[0]}" if len(results) == 1 else f" -> ({', '.join(results)})")
    return [f"  func.func @{name}({arg_text}){res_text} {{", *f.lines, "  }"]


def gen_module(rng, runnable):
    """One module; runnable modules use only printable scalar types and get a `main`."""
    scalar = INT + FLOAT
    pool = scalar if runnable else scalar + ["index", VEC]
    lines = ["module {"]
    callees = []
    if not runnable and rng.random() < 0.5:
        lines.append("  func.func private @ext(memref<?x4xf32>, memref<f32>, index) -> (memref<2x?xf32>, i32)")
    for i in range(rng.randrange(1, 4)):
        args = [rng.choice(pool) for _ in range(rng.randrange(0, 4))]
        results = [rng.choice(pool) for _ in range(rng.randrange(0, 3))]
        if not runnable and rng.random() < 0.2:
            args.append("memref<?x?xf32>")
        name = f"f{i}"
        lines += gen_function(rng, name, (args, results), callees, rng.random() < 0.5)
        callees.append((name, (args, results)))
    if runnable:
        lines += gen_main(rng, callees)
    lines.append("}")
    return "\n".join(lines) + "\n"


def gen_main(rng, callees):
    """`main`: calls the last function on constants and prints each result."""
    name, (args, results) = callees[-1]
    out = ["  llvm.func @printf(!llvm.ptr, ...) -> i32"]
    out.append('  llvm.mlir.global internal constant @fmt_i("%lld\\0A\\00") {addr_space = 0 : i32}')
    out.append('  llvm.mlir.global internal constant @fmt_f("%.6g\\0A\\00") {addr_space = 0 : i32}')
    out.append("  func.func @main() -> i32 {")
    f = Fn(rng, [])
    ops = [f.const(t) for t in args]
    out += f.lines
    f.lines = []
    rs = "%r"
    if results:
        head = rs if len(results) == 1 else f"{rs}:{len(results)}"
        out.append(f"    {head} = func.call @{name}({', '.join(ops)}) : ({', '.join(args)}) -> ({', '.join(results)})")
    else:
        out.append(f"    func.call @{name}({', '.join(ops)}) : ({', '.join(args)}) -> ()")
    out.append("    %fi = llvm.mlir.addressof @fmt_i : !llvm.ptr")
    out.append("    %ff = llvm.mlir.addressof @fmt_f : !llvm.ptr")
    for i, t in enumerate(results):
        v = rs if len(results) == 1 else f"{rs}#{i}"
        if t in INT:
            if t == "i32":
                out.append(f"    %w{i} = arith.extsi {v} : i32 to i64")
                v = f"%w{i}"
            out.append(f"    %p{i} = llvm.call @printf(%fi, {v}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32")
        else:
            if t == "f32":
                out.append(f"    %w{i} = arith.extf {v} : f32 to f64")
                v = f"%w{i}"
            out.append(f"    %p{i} = llvm.call @printf(%ff, {v}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32")
    out.append("    %zero = arith.constant 0 : i32")
    out.append("    return %zero : i32")
    out.append("  }")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=240)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("out")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for i in range(args.count):
        rng = random.Random(args.seed * 100003 + i)
        runnable = i % 2 == 0
        (out / f"m{i:03d}.mlir").write_text(gen_module(rng, runnable))


if __name__ == "__main__":
    main()
