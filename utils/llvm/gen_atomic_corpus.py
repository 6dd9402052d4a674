#!/usr/bin/env python3
"""Generates a corpus of random modules for compare_atomic.py: memref
atomic_rmw of every kind, generic_atomic_rmw (bodies of arith or llvm
ops), assume_alignment, alloca_scope (with and without results, nested,
with allocas inside), and heap allocs with and without an alignment over
ranks 0-3 with static and dynamic sizes; plus an LLVM-dialect function of
atomicrmw/cmpxchg/fence/atomic load and store.

Usage: gen_atomic_corpus.py [--count N] [--seed S] OUT_DIR
"""

import argparse
import random
from pathlib import Path

INT_KINDS = ["addi", "assign", "maxs", "maxu", "mins", "minu", "ori", "andi", "xori", "muli"]
FLOAT_KINDS = ["addf", "assign", "maximumf", "maxnumf", "minimumf", "minnumf", "mulf"]
INTS = ["i32", "i64", "i8", "i16"]
FLOATS = ["f32", "f64", "f16"]
ORDERINGS = ["monotonic", "acquire", "release", "acq_rel", "seq_cst"]
LLVM_INT_OPS = ["xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax",
                "umin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat"]
LLVM_FLOAT_OPS = ["xchg", "fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum"]


def mty(shape, elem, layout=""):
    s = "x".join("?" if d is None else str(d) for d in shape)
    return f"memref<{s + 'x' if shape else ''}{elem}{layout}>"


class Gen:
    def __init__(self, r):
        self.r = r
        self.n = 0
        self.lines = []

    def fresh(self, p="v"):
        self.n += 1
        return f"%{p}{self.n}"

    def emit(self, s, depth=1):
        self.lines.append("  " * (depth + 1) + s)

    def shape(self):
        r = self.r
        return [r.choice([None, 2, 4, 7]) for _ in range(r.randint(0, 3))]

    def memref(self, elem, depth=1):
        """A fresh memref of element `elem` from an alloc or alloca."""
        r = self.r
        shape = self.shape()
        dyn = ["%n"] * sum(1 for d in shape if d is None)
        v = self.fresh("m")
        op = r.choice(["alloc", "alloca"])
        self.emit(f"{v} = memref.{op}({', '.join(dyn)}) : {mty(shape, elem)}", depth)
        return v, shape

    def indices(self, shape):
        return ", ".join(self.r.choice(["%i", "%j"]) for _ in shape)

    def atomic_rmw(self, depth=1):
        r = self.r
        if r.random() < 0.5:
            elem, kind, val = r.choice(INTS), r.choice(INT_KINDS), None
        else:
            elem, kind, val = r.choice(FLOATS), r.choice(FLOAT_KINDS), None
        m, shape = self.memref(elem, depth)
        val = self.fresh("c")
        cst = "3" if elem.startswith("i") else "1.5"
        self.emit(f"{val} = arith.constant {cst} : {elem}", depth)
        res = self.fresh()
        self.emit(f"{res} = memref.atomic_rmw {kind} {val}, {m}[{self.indices(shape)}] : "
                  f"({elem}, {mty(shape, elem)}) -> {elem}", depth)

    def generic(self, depth=1):
        r = self.r
        elem = r.choice(INTS)
        m, shape = self.memref(elem, depth)
        res = self.fresh()
        self.emit(f"{res} = memref.generic_atomic_rmw {m}[{self.indices(shape)}] : "
                  f"{mty(shape, elem)} {{", depth)
        arg = self.fresh("x")
        self.lines.append("  " * (depth + 1) + f"^bb0({arg}: {elem}):")
        cur = arg
        for _ in range(r.randint(0, 3)):
            nxt = self.fresh()
            if r.random() < 0.5:
                op = r.choice(["llvm.add", "llvm.xor", "llvm.mul"])
                self.emit(f"  {nxt} = {op} {cur}, {arg} : {elem}", depth)
            else:
                op = r.choice(["arith.addi", "arith.xori", "arith.muli"])
                self.emit(f"  {nxt} = {op} {cur}, {arg} : {elem}", depth)
            cur = nxt
        self.emit(f"  memref.atomic_yield {cur} : {elem}", depth)
        self.emit("}", depth)

    def assume(self, depth=1):
        m, shape = self.memref(self.r.choice(INTS + FLOATS), depth)
        ty = self.lines[-1].split(" : ")[-1]
        self.emit(f"{self.fresh()} = memref.assume_alignment {m}, "
                  f"{self.r.choice([8, 16, 64])} : {ty}", depth)

    def heap(self, depth=1):
        r = self.r
        elem = r.choice(INTS + FLOATS + ["index", "vector<4xf32>", "vector<3xf32>"])
        shape = self.shape()
        dyn = ["%n"] * sum(1 for d in shape if d is None)
        align = f" {{alignment = {r.choice([8, 32, 64])} : i64}}" if r.random() < 0.4 else ""
        v = self.fresh("h")
        self.emit(f"{v} = memref.alloc({', '.join(dyn)}){align} : {mty(shape, elem)}", depth)
        if r.random() < 0.5:
            self.emit(f"memref.dealloc {v} : {mty(shape, elem)}", depth)

    def scope(self, depth=1):
        r = self.r
        with_result = r.random() < 0.5
        res = self.fresh("s")
        head = f"{res} = memref.alloca_scope -> f32 {{" if with_result else "memref.alloca_scope {"
        self.emit(head, depth)
        for _ in range(r.randint(1, 3)):
            self.stmt(depth + 1, nested=depth < 3)
        if with_result:
            self.emit("memref.alloca_scope.return %f : f32", depth + 1)
        self.emit("}", depth)

    def stmt(self, depth=1, nested=True):
        r = self.r
        choices = [self.atomic_rmw, self.generic, self.assume, self.heap]
        if nested:
            choices.append(self.scope)
        r.choice(choices)(depth)


def llvm_function(r, name):
    lines = [f"llvm.func @{name}(%p: !llvm.ptr, %i: i32, %f: f32, %l: i64, %q: !llvm.ptr) {{"]
    for k in range(r.randint(3, 8)):
        choice = r.random()
        vol = "volatile " if r.random() < 0.2 else ""
        scope = 'syncscope("agent") ' if r.random() < 0.2 else ""
        align = f" {{alignment = {r.choice([4, 8, 16])} : i64}}" if r.random() < 0.3 else ""
        if choice < 0.35:
            if r.random() < 0.6:
                op, v, t = r.choice(LLVM_INT_OPS), r.choice(["%i", "%l"]), None
                t = "i32" if v == "%i" else "i64"
            else:
                op, v, t = r.choice(LLVM_FLOAT_OPS), "%f", "f32"
            lines.append(f"  %r{k} = llvm.atomicrmw {vol}{op} %p, {v} {scope}"
                         f"{r.choice(ORDERINGS)}{align} : !llvm.ptr, {t}")
        elif choice < 0.6:
            weak = "weak " if r.random() < 0.3 else ""
            v, t = r.choice([("%i", "i32"), ("%l", "i64"), ("%q", "!llvm.ptr")])
            lines.append(f"  %r{k} = llvm.cmpxchg {weak}{vol}%p, {v}, {v} {scope}"
                         f"{r.choice(ORDERINGS)} {r.choice(['monotonic', 'acquire', 'seq_cst'])}"
                         f"{align} : !llvm.ptr, {t}")
        elif choice < 0.7:
            lines.append(f"  llvm.fence {scope}{r.choice(['acquire', 'release', 'acq_rel', 'seq_cst'])}")
        elif choice < 0.85:
            o = r.choice(["unordered", "monotonic", "acquire", "seq_cst"])
            lines.append(f"  %r{k} = llvm.load {vol}%p atomic {scope}{o} "
                         f"{{alignment = 4 : i64}} : !llvm.ptr -> i32")
        else:
            o = r.choice(["unordered", "monotonic", "release", "seq_cst"])
            lines.append(f"  llvm.store {vol}%i, %p atomic {scope}{o} "
                         f"{{alignment = 4 : i64}} : i32, !llvm.ptr")
    lines.append("  llvm.return")
    lines.append("}")
    return lines


def module(r):
    g = Gen(r)
    for _ in range(r.randint(2, 6)):
        g.stmt()
    out = ["module {",
           "  func.func @f(%n: index, %i: index, %j: index, %f: f32) {"]
    out += g.lines
    out += ["    return", "  }"]
    out += ["  " + l for l in llvm_function(r, "g")]
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=120)
    ap.add_argument("--seed", type=int, default=10)
    ap.add_argument("out")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for k in range(args.count):
        r = random.Random(args.seed * 100003 + k)
        (out / f"atomic_{k:04d}.mlir").write_text(module(r))


if __name__ == "__main__":
    main()
