#!/usr/bin/env python3
"""Generates the memref comparison corpus: N small modules (default 400),
each a function exercising a few memref ops drawn at random (fixed seed)
from templates that reach the folders and canonicalization patterns
(casts into users, dim/rank of known shapes, constant alloc sizes, dead
allocations, no-op views, reshape round trips, self copies, ...).

Usage: gen.py [--count N] [--seed S] OUT_DIR
"""

import argparse
import random
from pathlib import Path

ELEMS = ["f32", "i32", "f64", "i8", "i64"]


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.n = 0
        self.lines = []
        self.args = []
        self.globals = []

    def fresh(self, base="v"):
        self.n += 1
        return f"%{base}{self.n}"

    def arg(self, ty):
        name = f"%a{len(self.args)}"
        self.args.append(f"{name}: {ty}")
        return name

    def emit(self, line):
        self.lines.append("  " + line)

    def cindex(self, v):
        n = self.fresh("c")
        self.emit(f"{n} = arith.constant {v} : index")
        return n

    def shape(self, rank, dyn_prob=0.3):
        return [None if self.rng.random() < dyn_prob else self.rng.choice([1, 2, 3, 4, 8]) for _ in range(rank)]


def ty(shape, elem, layout=None, space=None):
    dims = "".join(("?" if d is None else str(d)) + "x" for d in shape)
    extra = "".join(f", {x}" for x in (layout, space) if x is not None)
    return f"memref<{dims}{elem}{extra}>"


def t_alloc(g):
    r = g.rng
    shape = g.shape(r.randint(1, 3))
    elem = r.choice(ELEMS)
    sizes = []
    for d in shape:
        if d is None:
            sizes.append(g.cindex(r.choice([2, 5, 7])) if r.random() < 0.6 else g.arg("index"))
    op = r.choice(["alloc", "alloca"])
    m = g.fresh("m")
    g.emit(f"{m} = memref.{op}({', '.join(sizes)}) : {ty(shape, elem)}")
    use = r.choice(["dealloc", "store", "load", "none", "dim"])
    idx = g.cindex(0)
    idxs = ", ".join([idx] * len(shape))
    if use == "store":
        v = g.arg(elem)
        g.emit(f"memref.store {v}, {m}[{idxs}] : {ty(shape, elem)}")
    if use == "load":
        v = g.fresh()
        g.emit(f"{v} = memref.load {m}[{idxs}] : {ty(shape, elem)}")
        g.emit(f'"test.use"({v}) : ({elem}) -> ()')
    if use == "dim":
        d = g.fresh()
        i = g.cindex(r.randrange(len(shape)))
        g.emit(f"{d} = memref.dim {m}, {i} : {ty(shape, elem)}")
        g.emit(f'"test.use"({d}) : (index) -> ()')
    if op == "alloc" and use in ("dealloc", "store", "load", "dim") and r.random() < 0.7:
        g.emit(f"memref.dealloc {m} : {ty(shape, elem)}")


def t_dim(g):
    r = g.rng
    shape = g.shape(r.randint(1, 3), 0.5)
    elem = r.choice(ELEMS)
    m = g.arg(ty(shape, elem))
    i = g.cindex(r.randrange(len(shape) + 1)) if r.random() < 0.8 else g.arg("index")
    d = g.fresh()
    g.emit(f"{d} = memref.dim {m}, {i} : {ty(shape, elem)}")
    g.emit(f'"test.use"({d}) : (index) -> ()')


def t_rank(g):
    r = g.rng
    elem = r.choice(ELEMS)
    t = ty(g.shape(r.randint(0, 3)), elem) if r.random() < 0.5 else f"memref<*x{elem}>"
    m = g.arg(t)
    d = g.fresh()
    g.emit(f"{d} = memref.rank {m} : {t}")
    g.emit(f'"test.use"({d}) : (index) -> ()')


def t_cast_use(g):
    r = g.rng
    shape = g.shape(r.randint(1, 3), 0.0)
    elem = r.choice(ELEMS)
    src = ty(shape, elem)
    m = g.arg(src)
    dyn = [None if r.random() < 0.6 else d for d in shape]
    dst = ty(dyn, elem)
    c = g.fresh("cast")
    g.emit(f"{c} = memref.cast {m} : {src} to {dst}")
    idx = g.cindex(0)
    idxs = ", ".join([idx] * len(shape))
    use = r.choice(["load", "store", "dealloc", "dim", "cast", "copy", "atomic", "prefetch", "subview"])
    if use == "load":
        v = g.fresh()
        g.emit(f"{v} = memref.load {c}[{idxs}] : {dst}")
        g.emit(f'"test.use"({v}) : ({elem}) -> ()')
    elif use == "store":
        v = g.arg(elem)
        g.emit(f"memref.store {v}, {c}[{idxs}] : {dst}")
    elif use == "dealloc":
        g.emit(f"memref.dealloc {c} : {dst}")
    elif use == "dim":
        d = g.fresh()
        g.emit(f"{d} = memref.dim {c}, {idx} : {dst}")
        g.emit(f'"test.use"({d}) : (index) -> ()')
    elif use == "cast":
        back = g.fresh("cast")
        target = src if r.random() < 0.5 else ty([None] * len(shape), elem)
        g.emit(f"{back} = memref.cast {c} : {dst} to {target}")
        g.emit(f'"test.use"({back}) : ({target}) -> ()')
    elif use == "copy":
        o = g.arg(src)
        g.emit(f"memref.copy {c}, {o} : {dst} to {src}")
    elif use == "atomic" and elem in ("f32", "i32", "f64", "i64"):
        v = g.arg(elem)
        kind = "addf" if elem.startswith("f") else "addi"
        a = g.fresh()
        g.emit(f"{a} = memref.atomic_rmw {kind} {v}, {c}[{idxs}] : ({elem}, {dst}) -> {elem}")
        g.emit(f'"test.use"({a}) : ({elem}) -> ()')
    elif use == "prefetch":
        g.emit(f"memref.prefetch {c}[{idxs}], read, locality<1>, data : {dst}")
    else:
        g.emit(f'"test.use"({c}) : ({dst}) -> ()')


def t_unranked_cast(g):
    r = g.rng
    elem = r.choice(ELEMS)
    shape = g.shape(r.randint(1, 2), 0.0)
    m = g.arg(ty(shape, elem))
    u = g.fresh("u")
    g.emit(f"{u} = memref.cast {m} : {ty(shape, elem)} to memref<*x{elem}>")
    back = g.fresh("cast")
    g.emit(f"{back} = memref.cast {u} : memref<*x{elem}> to {ty(shape, elem)}")
    idx = g.cindex(0)
    v = g.fresh()
    g.emit(f"{v} = memref.load {back}[{', '.join([idx] * len(shape))}] : {ty(shape, elem)}")
    g.emit(f'"test.use"({v}) : ({elem}) -> ()')


def t_subview(g):
    r = g.rng
    elem = r.choice(ELEMS)
    shape = [r.choice([4, 8, 16]) for _ in range(r.randint(1, 3))]
    src = ty(shape, elem)
    m = g.arg(src)
    kind = r.choice(["identity", "const", "static", "reduce"])
    if kind == "identity":
        offs = ["0"] * len(shape)
        sizes = [str(d) for d in shape]
        strides = ["1"] * len(shape)
        res = src
    else:
        offs, sizes, strides, rsh, rstr = [], [], [], [], []
        canon = []
        acc = 1
        for d in reversed(shape):
            canon.insert(0, acc)
            acc *= d
        offset = 0
        for d, cs in zip(shape, canon):
            o = r.randrange(0, d // 2)
            s = r.choice([1, 2]) if d >= 4 else 1
            sz = r.randint(1, max(1, (d - o - 1) // s + 1))
            if kind == "reduce" and r.random() < 0.5:
                sz = 1
            offs.append(o)
            sizes.append(sz)
            strides.append(s)
            offset += o * cs
            rsh.append(sz)
            rstr.append(cs * s)
        keep = [i for i in range(len(shape)) if not (kind == "reduce" and sizes[i] == 1)]
        if not keep:
            keep = [0]
        res = ty([rsh[i] for i in keep], elem, f"strided<[{', '.join(str(rstr[i]) for i in keep)}], offset: {offset}>")
        if kind == "const":
            vals = []
            for o in offs:
                vals.append(g.cindex(o) if r.random() < 0.6 else None)
            offs2 = [v if v is not None else str(o) for v, o in zip(vals, offs)]
            if any(v is not None for v in vals):
                dyn_res = ty([rsh[i] for i in keep], elem, f"strided<[{', '.join(str(rstr[i]) for i in keep)}], offset: ?>")
                res = dyn_res
            offs = offs2
        offs = [str(o) for o in offs]
        sizes = [str(s) for s in sizes]
        strides = [str(s) for s in strides]
    sv = g.fresh("sv")
    g.emit(f"{sv} = memref.subview {m}[{', '.join(offs)}] [{', '.join(sizes)}] [{', '.join(strides)}] : {src} to {res}")
    g.emit(f'"test.use"({sv}) : ({res}) -> ()')


def t_reshape(g):
    r = g.rng
    elem = r.choice(ELEMS)
    a, b = r.choice([2, 3, 4]), r.choice([2, 5, 4])
    src = ty([a, b], elem)
    m = g.arg(src)
    c = g.fresh("cs")
    g.emit(f"{c} = memref.collapse_shape {m} [[0, 1]] : {src} into {ty([a * b], elem)}")
    if r.random() < 0.7:
        e = g.fresh("es")
        g.emit(f"{e} = memref.expand_shape {c} [[0, 1]] output_shape [{a}, {b}] : {ty([a * b], elem)} into {src}")
        g.emit(f'"test.use"({e}) : ({src}) -> ()')
    else:
        g.emit(f'"test.use"({c}) : ({ty([a * b], elem)}) -> ()')


def t_copy(g):
    r = g.rng
    elem = r.choice(ELEMS)
    shape = g.shape(r.randint(1, 2), 0.2)
    t = ty(shape, elem)
    m = g.arg(t)
    kind = r.choice(["self", "other", "empty"])
    if kind == "self":
        g.emit(f"memref.copy {m}, {m} : {t} to {t}")
    elif kind == "empty":
        e = g.arg(ty([0] + shape[1:], elem))
        o = g.arg(ty([0] + shape[1:], elem))
        g.emit(f"memref.copy {e}, {o} : {ty([0] + shape[1:], elem)} to {ty([0] + shape[1:], elem)}")
    else:
        o = g.arg(t)
        g.emit(f"memref.copy {m}, {o} : {t} to {t}")


def t_space_cast(g):
    r = g.rng
    elem = r.choice(ELEMS)
    shape = g.shape(r.randint(1, 2))
    m = g.arg(ty(shape, elem, space="1"))
    c = g.fresh("sc")
    g.emit(f"{c} = memref.memory_space_cast {m} : {ty(shape, elem, space='1')} to {ty(shape, elem)}")
    if r.random() < 0.6:
        d = g.fresh("sc")
        g.emit(f"{d} = memref.memory_space_cast {c} : {ty(shape, elem)} to {ty(shape, elem, space='2')}")
        g.emit(f'"test.use"({d}) : ({ty(shape, elem, space="2")}) -> ()')
    else:
        g.emit(f'"test.use"({c}) : ({ty(shape, elem)}) -> ()')


def t_view(g):
    r = g.rng
    elem = r.choice(["f32", "i32"])
    buf = g.arg("memref<2048xi8>")
    shift = g.cindex(r.choice([0, 64]))
    shape = g.shape(2, 0.5)
    sizes = [g.cindex(r.choice([2, 4])) if r.random() < 0.5 else g.arg("index") for d in shape if d is None]
    v = g.fresh("view")
    g.emit(f"{v} = memref.view {buf}[{shift}][{', '.join(sizes)}] : memref<2048xi8> to {ty(shape, elem)}")
    g.emit(f'"test.use"({v}) : ({ty(shape, elem)}) -> ()')


def t_transpose(g):
    r = g.rng
    elem = r.choice(ELEMS)
    a, b = r.choice([2, 3]), r.choice([4, 5])
    m = g.arg(ty([a, b], elem))
    t = g.fresh("t")
    if r.random() < 0.5:
        g.emit(f"{t} = memref.transpose {m} (d0, d1) -> (d0, d1) : {ty([a, b], elem)} to {ty([a, b], elem, f'strided<[{b}, 1]>')}")
        g.emit(f'"test.use"({t}) : ({ty([a, b], elem, f"strided<[{b}, 1]>")}) -> ()')
    else:
        g.emit(f"{t} = memref.transpose {m} (d0, d1) -> (d1, d0) : {ty([a, b], elem)} to {ty([b, a], elem, f'strided<[1, {b}]>')}")
        g.emit(f'"test.use"({t}) : ({ty([b, a], elem, f"strided<[1, {b}]>")}) -> ()')


def t_reinterpret(g):
    r = g.rng
    elem = r.choice(ELEMS)
    m = g.arg(f"memref<*x{elem}>" if r.random() < 0.5 else ty([16], elem))
    src_ty = g.args[-1].split(": ", 1)[1]
    n = r.choice([2, 4])
    rc = g.fresh("rc")
    g.emit(f"{rc} = memref.reinterpret_cast {m} to offset: [0], sizes: [{n}, 4], strides: [4, 1] : {src_ty} to {ty([n, 4], elem)}")
    g.emit(f'"test.use"({rc}) : ({ty([n, 4], elem)}) -> ()')


def t_scope(g):
    r = g.rng
    v = g.arg("f32")
    s = g.fresh("s")
    g.emit(f"{s} = memref.alloca_scope -> (f32) {{")
    if r.random() < 0.5:
        a = g.fresh("al")
        g.emit(f"  {a} = memref.alloca() : memref<4xf32>")
        g.emit(f'  "test.use"({a}) : (memref<4xf32>) -> ()')
    g.emit(f"  memref.alloca_scope.return {v} : f32")
    g.emit("}")
    g.emit(f'"test.use"({s}) : (f32) -> ()')


def t_global(g):
    r = g.rng
    name = f"@g{len(g.globals)}"
    g.globals.append(f'memref.global "private" constant {name} : memref<2xf32> = dense<[1.0, 2.0]>')
    m = g.fresh("gg")
    g.emit(f"{m} = memref.get_global {name} : memref<2xf32>")
    i = g.cindex(r.randrange(2))
    v = g.fresh()
    g.emit(f"{v} = memref.load {m}[{i}] : memref<2xf32>")
    g.emit(f'"test.use"({v}) : (f32) -> ()')


def t_metadata(g):
    r = g.rng
    elem = r.choice(ELEMS)
    shape = g.shape(2, 0.3)
    t = ty(shape, elem)
    m = g.arg(t)
    names = [g.fresh("md") for _ in range(6)]
    g.emit(f"{names[0]}, {names[1]}, {names[2]}, {names[3]}, {names[4]}, {names[5]} = memref.extract_strided_metadata {m} : {t} -> memref<{elem}>, index, index, index, index, index")
    k = r.randrange(1, 6)
    g.emit(f'"test.use"({names[k]}) : (index) -> ()')


def t_subview_cast(g):
    r = g.rng
    elem = r.choice(ELEMS)
    a, b = r.choice([4, 8]), r.choice([4, 8])
    src = ty([a, b], elem)
    m = g.arg(src)
    c = g.fresh("cast")
    dyn = ty([None, None], elem)
    g.emit(f"{c} = memref.cast {m} : {src} to {dyn}")
    sv = g.fresh("sv")
    i = g.arg("index")
    if r.random() < 0.5:
        res = ty([2, 2], elem, "strided<[?, 1], offset: ?>")
        g.emit(f"{sv} = memref.subview {c}[{i}, 1] [2, 2] [1, 1] : {dyn} to {res}")
    else:
        res = ty([2], elem, "strided<[1], offset: ?>")
        g.emit(f"{sv} = memref.subview {c}[{i}, 1] [1, 2] [1, 1] : {dyn} to {res}")
    g.emit(f'"test.use"({sv}) : ({res}) -> ()')


def t_trivial_static_subview(g):
    r = g.rng
    elem = r.choice(ELEMS)
    a, b = r.choice([2, 4]), r.choice([3, 8])
    src = ty([a, b], elem)
    m = g.arg(src)
    res = ty([a, b], elem, f"strided<[{b}, 1]>")
    sv = g.fresh("sv")
    g.emit(f"{sv} = memref.subview {m}[0, 0] [{a}, {b}] [1, 1] : {src} to {res}")
    g.emit(f'"test.use"({sv}) : ({res}) -> ()')


def t_trivial_subview(g):
    r = g.rng
    elem = r.choice(ELEMS)
    shape = g.shape(r.randint(1, 2), 0.5)
    src = ty(shape, elem)
    m = g.arg(src)
    sizes = []
    for d in shape:
        if d is None:
            dv = g.fresh("dim")
            i = g.cindex(len(sizes))
            g.emit(f"{dv} = memref.dim {m}, {i} : {src}")
            sizes.append(dv)
        else:
            sizes.append(str(d))
    res_layout = "strided<[" + ", ".join("?" if any(x is None for x in shape[k + 1:]) else str(eval("*".join(["1"] + [str(x) for x in shape[k + 1:]]))) for k in range(len(shape))) + "]>"
    res = ty(shape, elem, res_layout if any(d is None for d in shape[1:]) else None)
    sv = g.fresh("sv")
    g.emit(f"{sv} = memref.subview {m}[{', '.join(['0'] * len(shape))}] [{', '.join(sizes)}] [{', '.join(['1'] * len(shape))}] : {src} to {res}")
    g.emit(f'"test.use"({sv}) : ({res}) -> ()')


def t_reinterpret_chain(g):
    r = g.rng
    elem = r.choice(ELEMS)
    m = g.arg(ty([4, 4], elem))
    kind = r.choice(["cast", "rc", "self"])
    if kind == "cast":
        c = g.fresh("cast")
        g.emit(f"{c} = memref.cast {m} : {ty([4, 4], elem)} to memref<*x{elem}>")
        src, srct = c, f"memref<*x{elem}>"
    elif kind == "rc":
        c = g.fresh("rc")
        g.emit(f"{c} = memref.reinterpret_cast {m} to offset: [0], sizes: [16], strides: [1] : {ty([4, 4], elem)} to {ty([16], elem)}")
        src, srct = c, ty([16], elem)
    else:
        src, srct = m, ty([4, 4], elem)
    rc = g.fresh("rc")
    g.emit(f"{rc} = memref.reinterpret_cast {src} to offset: [0], sizes: [4, 4], strides: [4, 1] : {srct} to {ty([4, 4], elem)}")
    g.emit(f'"test.use"({rc}) : ({ty([4, 4], elem)}) -> ()')


def t_reshape_chain(g):
    r = g.rng
    elem = r.choice(ELEMS)
    a, b, c = r.choice([2, 3]), r.choice([2, 4]), r.choice([2, 5])
    src = ty([a, b, c], elem)
    m = g.arg(src)
    x = g.fresh("cs")
    g.emit(f"{x} = memref.collapse_shape {m} [[0, 1], [2]] : {src} into {ty([a * b, c], elem)}")
    y = g.fresh("cs")
    g.emit(f"{y} = memref.collapse_shape {x} [[0, 1]] : {ty([a * b, c], elem)} into {ty([a * b * c], elem)}")
    g.emit(f'"test.use"({y}) : ({ty([a * b * c], elem)}) -> ()')


def t_atomics(g):
    r = g.rng
    elem = r.choice(["f32", "i32"])
    shape = g.shape(1, 0.5)
    t = ty(shape, elem)
    m = g.arg(t)
    v = g.arg(elem)
    i = g.cindex(0)
    res = g.fresh()
    g.emit(f"{res} = memref.generic_atomic_rmw {m}[{i}] : {t} {{")
    g.emit(f"^bb0(%cur{g.n}: {elem}):")
    op = "arith.addf" if elem == "f32" else "arith.addi"
    g.emit(f"  %sum{g.n} = {op} %cur{g.n}, {v} : {elem}")
    g.emit(f"  memref.atomic_yield %sum{g.n} : {elem}")
    g.emit("}")
    g.emit(f'"test.use"({res}) : ({elem}) -> ()')


def t_dma(g):
    r = g.rng
    i = g.cindex(r.randrange(2))
    n = g.cindex(8)
    src = g.arg("memref<8x8xf32>")
    dst = g.arg("memref<8x8xf32, 1>")
    tag = g.arg("memref<1xi32>")
    g.emit(f"memref.dma_start {src}[{i}, {i}], {dst}[{i}, {i}], {n}, {tag}[{i}] : memref<8x8xf32>, memref<8x8xf32, 1>, memref<1xi32>")
    g.emit(f"memref.dma_wait {tag}[{i}], {n} : memref<1xi32>")


def t_misc(g):
    r = g.rng
    elem = r.choice(ELEMS)
    shape = g.shape(2, 0.4)
    t = ty(shape, elem)
    m = g.arg(t)
    kind = r.choice(["align", "ptr", "dim_view", "dim_subview", "rank_cast"])
    if kind == "align":
        a = g.fresh("al")
        g.emit(f"{a} = memref.assume_alignment {m}, {r.choice([4, 16, 64])} : {t}")
        g.emit(f'"test.use"({a}) : ({t}) -> ()')
    elif kind == "ptr":
        p = g.fresh("p")
        g.emit(f"{p} = memref.extract_aligned_pointer_as_index {m} : {t} -> index")
        g.emit(f'"test.use"({p}) : (index) -> ()')
    elif kind == "dim_view":
        buf = g.arg("memref<4096xi8>")
        sz = g.arg("index")
        z = g.cindex(0)
        v = g.fresh("view")
        g.emit(f"{v} = memref.view {buf}[{z}][{sz}] : memref<4096xi8> to memref<?x4xf32>")
        d = g.fresh("d")
        g.emit(f"{d} = memref.dim {v}, {z} : memref<?x4xf32>")
        g.emit(f'"test.use"({d}) : (index) -> ()')
    elif kind == "dim_subview":
        big = g.arg(ty([16, 16], elem))
        sz = g.arg("index")
        sv = g.fresh("sv")
        res = ty([None, 4], elem, "strided<[16, 1], offset: 2>")
        g.emit(f"{sv} = memref.subview {big}[0, 2] [{sz}, 4] [1, 1] : {ty([16, 16], elem)} to {res}")
        z = g.cindex(0)
        d = g.fresh("d")
        g.emit(f"{d} = memref.dim {sv}, {z} : {res}")
        g.emit(f'"test.use"({d}) : (index) -> ()')
    else:
        u = g.fresh("u")
        g.emit(f"{u} = memref.cast {m} : {t} to memref<*x{elem}>")
        k = g.fresh("k")
        g.emit(f"{k} = memref.rank {u} : memref<*x{elem}>")
        g.emit(f'"test.use"({k}) : (index) -> ()')


TEMPLATES = [t_alloc, t_dim, t_rank, t_cast_use, t_unranked_cast, t_subview, t_reshape, t_copy,
             t_space_cast, t_view, t_transpose, t_reinterpret, t_scope, t_global, t_metadata,
             t_subview_cast, t_trivial_subview, t_trivial_static_subview, t_reinterpret_chain, t_reshape_chain, t_atomics, t_dma,
             t_misc]


def module(rng, index):
    g = Gen(rng)
    for _ in range(rng.randint(1, 3)):
        rng.choice(TEMPLATES)(g)
    head = f"func.func @f{index}({', '.join(g.args)}) {{"
    return "\n".join(g.globals + [head] + g.lines + ["  return", "}"]) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=400)
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("out")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for i in range(args.count):
        (out / f"m{i:03}.mlir").write_text(module(rng, i))


if __name__ == "__main__":
    main()
