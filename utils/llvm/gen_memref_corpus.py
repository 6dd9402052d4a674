#!/usr/bin/env python3
"""Generates a corpus of random memref modules for compare_memref.py:
globals (constant, uninitialized, external, rank 0, aligned), functions
taking ranked, strided and unranked memrefs, and bodies mixing alloc,
alloca, load, store, dim, cast, copy, reinterpret_cast,
extract_strided_metadata, get_global, view, transpose,
memory_space_cast (ranked and unranked), rank,
extract_aligned_pointer_as_index, prefetch and dealloc over ranks 0-3
with static and dynamic sizes. With --reshape, each function also
reshapes some identity-layout memrefs to ranked memrefs (shape operands of
index or i32, static and dynamic result sizes), drawn from a second random
stream so the rest of the corpus is unchanged.

Usage: gen_memref_corpus.py [--count N] [--seed S] [--reshape] OUT_DIR
"""

import argparse
import random
from pathlib import Path

ELEMS = ["f32", "f64", "i32", "i64", "index", "vector<4xf32>", "i8"]


def shape_str(shape):
    return "x".join("?" if d is None else str(d) for d in shape)


def mty(shape, elem, layout=""):
    s = shape_str(shape)
    return f"memref<{s + 'x' if shape else ''}{elem}{layout}>"


def const(elem, r):
    if elem.startswith("vector"):
        return f"dense<{r.choice(['1.0', '2.5'])}> : {elem}"
    if elem.startswith("f"):
        return f"{r.choice(['1.0', '-2.5', '0.5'])} : {elem}"
    return f"{r.choice([0, 1, 7, -3])} : {elem}"


class Gen:
    def __init__(self, r):
        self.r = r
        self.n = 0
        self.lines = []
        self.memrefs = []  # (name, shape, elem, layout)
        self.index = ["%i", "%j"]
        self.unranked = False

    def fresh(self, p="v"):
        self.n += 1
        return f"%{p}{self.n}"

    def emit(self, s):
        self.lines.append("    " + s)

    def idx(self):
        r = self.r
        if r.random() < 0.3:
            v = self.fresh("c")
            self.emit(f"{v} = arith.constant {r.choice([0, 1, 2])} : index")
            return v
        return r.choice(self.index)

    def alloc(self):
        r = self.r
        rank = r.randint(0, 3)
        shape = [None if r.random() < 0.4 else r.randint(1, 5) for _ in range(rank)]
        elem = r.choice(ELEMS)
        dyn = ", ".join(self.idx() for d in shape if d is None)
        kind = r.choice(["alloc", "alloc", "alloca"])
        attr = f" {{alignment = {r.choice([8, 16, 64])}}}" if r.random() < 0.3 else ""
        v = self.fresh("m")
        self.emit(f"{v} = memref.{kind}({dyn}){attr} : {mty(shape, elem)}")
        self.memrefs.append((v, shape, elem, "", kind == "alloc"))

    def access(self):
        r = self.r
        if not self.memrefs:
            return
        name, shape, elem, layout, _ = r.choice(self.memrefs)
        idx = ", ".join(self.idx() for _ in shape)
        t = mty(shape, elem, layout)
        if r.random() < 0.5:
            c = self.fresh("x")
            self.emit(f"{c} = arith.constant {const(elem, r)}")
            nt = " {nontemporal = true}" if r.random() < 0.15 else ""
            self.emit(f"memref.store {c}, {name}[{idx}]{nt} : {t}")
        else:
            v = self.fresh("l")
            self.emit(f"{v} = memref.load {name}[{idx}] : {t}")

    def dim(self):
        r = self.r
        ranked = [m for m in self.memrefs if m[1]]
        if not ranked:
            return
        name, shape, elem, layout, _ = r.choice(ranked)
        i = self.idx() if r.random() < 0.5 else self.fresh("d")
        if not i.startswith("%i") and not i.startswith("%j") and not i.startswith("%c"):
            self.emit(f"{i} = arith.constant {r.randrange(len(shape))} : index")
        v = self.fresh("dim")
        self.emit(f"{v} = memref.dim {name}, {i} : {mty(shape, elem, layout)}")

    def cast(self):
        r = self.r
        plain = [m for m in self.memrefs if not m[3]]
        if not plain:
            return
        name, shape, elem, _, _ = r.choice(plain)
        t = mty(shape, elem)
        v = self.fresh("cast")
        if r.random() < 0.5:
            new = [None for _ in shape]
            self.emit(f"{v} = memref.cast {name} : {t} to {mty(new, elem)}")
            self.memrefs.append((v, new, elem, "", False))
        else:
            self.emit(f"{v} = memref.cast {name} : {t} to memref<*x{elem}>")
            back = self.fresh("rk")
            rank_shape = [None for _ in shape]
            self.emit(f"{back} = memref.cast {v} : memref<*x{elem}> to {mty(rank_shape, elem)}")
            self.memrefs.append((back, rank_shape, elem, "", False))

    def copy(self):
        r = self.r
        if len(self.memrefs) < 1:
            return
        name, shape, elem, layout, _ = r.choice(self.memrefs)
        dyn = ", ".join(self.idx() for d in shape if d is None)
        v = self.fresh("dst")
        self.emit(f"{v} = memref.alloc({dyn}) : {mty(shape, elem)}")
        self.emit(f"memref.copy {name}, {v} : {mty(shape, elem, layout)} to {mty(shape, elem)}")
        self.memrefs.append((v, shape, elem, "", True))

    def reinterpret(self):
        r = self.r
        plain = [m for m in self.memrefs if not m[3]]
        if not plain:
            return
        name, shape, elem, _, _ = r.choice(plain)
        off = r.choice(["0", "2", self.idx()])
        n = r.choice([1, 2])
        sizes = [r.choice(["4", "2", self.idx()]) for _ in range(n)]
        strides = ["1"] if n == 1 else [r.choice(["4", self.idx()]), "1"]
        lay_off = off if not off.startswith("%") else "?"
        lay_strides = ", ".join(s if not s.startswith("%") else "?" for s in strides)
        new_shape = [None if s.startswith("%") else int(s) for s in sizes]
        layout = f", strided<[{lay_strides}], offset: {lay_off}>"
        v = self.fresh("rc")
        self.emit(f"{v} = memref.reinterpret_cast {name} to offset: [{off}], sizes: "
                  f"[{', '.join(sizes)}], strides: [{', '.join(strides)}] : "
                  f"{mty(shape, elem)} to {mty(new_shape, elem, layout)}")
        self.memrefs.append((v, new_shape, elem, layout, False))

    def metadata(self):
        r = self.r
        if not self.memrefs:
            return
        name, shape, elem, layout, _ = r.choice(self.memrefs)
        rank = len(shape)
        v = self.fresh("md")
        names = [f"{v}_base", f"{v}_off"] + [f"{v}_s{i}" for i in range(2 * rank)]
        types = ", ".join([f"memref<{elem}>"] + ["index"] * (1 + 2 * rank))
        self.emit(f"{', '.join(names)} = memref.extract_strided_metadata {name} : "
                  f"{mty(shape, elem, layout)} -> {types}")

    def view(self):
        r = self.r
        buf = self.fresh("buf")
        self.emit(f"{buf} = memref.alloc() : memref<2048xi8>")
        shape = [r.choice([None, 4, 8]) for _ in range(r.randint(0, 2))]
        sizes = ", ".join(self.idx() for d in shape if d is None)
        elem = r.choice(["f32", "i64", "i8"])
        v = self.fresh("view")
        self.emit(f"{v} = memref.view {buf}[{self.idx()}][{sizes}] : memref<2048xi8> to "
                  f"{mty(shape, elem)}")
        self.memrefs.append((v, shape, elem, "", False))

    def transpose(self):
        r = self.r
        plain = [m for m in self.memrefs if not m[3] and len(m[1]) == 2]
        if not plain:
            return
        name, shape, elem, _, _ = r.choice(plain)
        inner = "?" if shape[1] is None else str(shape[1])
        v = self.fresh("tr")
        self.emit(f"{v} = memref.transpose {name} (i, j) -> (j, i) : {mty(shape, elem)} to "
                  f"{mty(shape[::-1], elem, f', strided<[1, {inner}]>')}")

    def space_cast(self):
        r = self.r
        if self.unranked and r.random() < 0.4:
            v = self.fresh("usc")
            self.emit(f"{v} = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 1>")
            return
        if not self.memrefs:
            return
        name, shape, elem, layout, _ = r.choice(self.memrefs)
        v = self.fresh("sc")
        self.emit(f"{v} = memref.memory_space_cast {name} : {mty(shape, elem, layout)} to "
                  f"{mty(shape, elem, layout + ', 3')}")

    def rank(self):
        r = self.r
        if self.unranked and r.random() < 0.4:
            self.emit(f"{self.fresh('rk')} = memref.rank %u : memref<*xf32>")
            return
        if not self.memrefs:
            return
        name, shape, elem, layout, _ = r.choice(self.memrefs)
        t = mty(shape, elem, layout)
        if r.random() < 0.5:
            self.emit(f"{self.fresh('rk')} = memref.rank {name} : {t}")
        else:
            self.emit(f"{self.fresh('ap')} = memref.extract_aligned_pointer_as_index {name} : "
                      f"{t} -> index")

    def prefetch(self):
        r = self.r
        if not self.memrefs:
            return
        name, shape, elem, layout, _ = r.choice(self.memrefs)
        idx = ", ".join(self.idx() for _ in shape)
        rw = r.choice(["read", "write"])
        cache = r.choice(["data", "instr"])
        self.emit(f"memref.prefetch {name}[{idx}], {rw}, locality<{r.randint(0, 3)}>, {cache} : "
                  f"{mty(shape, elem, layout)}")

    def reshape(self, rr):
        plain = [m for m in self.memrefs if not m[3] and m[0].startswith("%m")]
        if not plain:
            return
        name, shape, elem, _, _ = rr.choice(plain)
        rank = rr.randint(1, 3)
        new_shape = [None if rr.random() < 0.4 else rr.randint(1, 6) for _ in range(rank)]
        selem = rr.choice(["index", "i32"])
        sh = self.fresh("sh")
        self.emit(f"{sh} = memref.alloca() : memref<{rank}x{selem}>")
        v = self.fresh("rs")
        self.emit(f"{v} = memref.reshape {name}({sh}) : ({mty(shape, elem)}, "
                  f"memref<{rank}x{selem}>) -> {mty(new_shape, elem)}")
        self.memrefs.append((v, new_shape, elem, "", False))

    def get_global(self, g):
        gname, shape, elem = g
        v = self.fresh("g")
        self.emit(f"{v} = memref.get_global @{gname} : {mty(shape, elem)}")
        self.memrefs.append((v, shape, elem, "", False))


def module(r, rr=None):
    out = []
    globs = []
    for k in range(r.randint(0, 3)):
        rank = r.randint(0, 2)
        shape = [r.randint(1, 3) for _ in range(rank)]
        elem = r.choice(["f32", "i32", "f64", "i64"])
        name = f"g{k}"
        vis = r.choice(["", '"private" '])
        kind = r.choice(["init", "const", "uninit", "ext"])
        align = f" {{alignment = {r.choice([16, 64])}}}" if r.random() < 0.3 else ""
        val = f"dense<{'1.5' if elem.startswith('f') else '3'}>"
        if kind == "init":
            out.append(f"  memref.global {vis}@{name} : {mty(shape, elem)} = {val}{align}")
        elif kind == "const":
            out.append(f"  memref.global {vis}constant @{name} : {mty(shape, elem)} = {val}{align}")
        elif kind == "uninit":
            out.append(f"  memref.global {vis}@{name} : {mty(shape, elem)} = uninitialized{align}")
        else:
            out.append(f"  memref.global @{name} : {mty(shape, elem)}")
        globs.append((name, shape, elem))
    for f in range(r.randint(1, 2)):
        g = Gen(r)
        args = ["%i: index", "%j: index"]
        for a in range(r.randint(0, 2)):
            rank = r.randint(1, 2)
            shape = [None if r.random() < 0.5 else r.randint(2, 4) for _ in range(rank)]
            elem = r.choice(["f32", "i64"])
            layout = ""
            if r.random() < 0.3:
                strides = ", ".join(["?"] * (rank - 1) + ["1"])
                layout = f", strided<[{strides}], offset: ?>"
            name = f"%a{a}"
            args.append(f"{name}: {mty(shape, elem, layout)}")
            g.memrefs.append((name, shape, elem, layout, False))
        if r.random() < 0.2:
            args.append("%u: memref<*xf32>")
            v = g.fresh("ur")
            g.emit(f"{v} = memref.cast %u : memref<*xf32> to memref<?xf32>")
            g.memrefs.append((v, [None], "f32", "", False))
            g.unranked = True
        for gl in globs:
            if r.random() < 0.7:
                g.get_global(gl)
        for _ in range(r.randint(3, 12)):
            r.choice([g.alloc, g.alloc, g.access, g.access, g.access, g.dim, g.cast,
                      g.copy, g.reinterpret, g.metadata, g.view, g.transpose,
                      g.space_cast, g.rank, g.prefetch])()
        if rr is not None:
            for _ in range(rr.randint(1, 2)):
                g.reshape(rr)
        for m in g.memrefs:
            if m[4] and r.random() < 0.7:
                g.emit(f"memref.dealloc {m[0]} : {mty(m[1], m[2], m[3])}")
        out.append(f"  func.func @f{f}({', '.join(args)}) {{")
        out.extend(g.lines)
        out.append("    return")
        out.append("  }")
    return "module {\n" + "\n".join(out) + "\n}\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--reshape", action="store_true")
    ap.add_argument("out")
    args = ap.parse_args()
    r = random.Random(args.seed)
    rr = random.Random(args.seed + 1000) if args.reshape else None
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for i in range(args.count):
        (out / f"mr{i:03d}.mlir").write_text(module(r, rr))


if __name__ == "__main__":
    main()
