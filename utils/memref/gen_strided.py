#!/usr/bin/env python3
"""Generates the --expand-strided-metadata comparison corpus: N modules
(default 200, fixed seed), each a function that builds chains of memref
views (subview with rank reduction, expand_shape, collapse_shape,
reinterpret_cast, cast, memory_space_cast) from arguments, allocations
and globals with static and dynamic shapes and strided layouts, and reads
them with extract_strided_metadata / extract_aligned_pointer_as_index.

Usage: gen_strided.py [--count N] [--seed S] OUT_DIR
"""

import argparse
import random
from pathlib import Path

D = None  # a dynamic size, stride or offset


def q(v):
    return "?" if v is D else str(v)


def canonical(shape):
    strides, run = [], 1
    for d in reversed(shape):
        strides.append(run)
        run = D if (run is D or d is D) else run * d
    return list(reversed(strides))


class MT:
    """A memref type: shape, element, layout (None = identity, else (strides, offset)), space."""

    def __init__(self, shape, elem="f32", layout=None, space=0):
        self.shape, self.elem, self.layout, self.space = list(shape), elem, layout, space

    def strides_offset(self):
        if self.layout is None:
            return canonical(self.shape), 0
        return self.layout

    def text(self):
        dims = "".join(f"{q(d)}x" for d in self.shape)
        parts = [f"{dims}{self.elem}"]
        if self.layout is not None:
            strides, off = self.layout
            s = ", ".join(q(x) for x in strides)
            parts.append(f"strided<[{s}]>" if off == 0 else f"strided<[{s}], offset: {q(off)}>")
        if self.space:
            parts.append(str(self.space))
        return f"memref<{', '.join(parts)}>"


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.n = 0
        self.args = []
        self.lines = []
        self.globals = []
        self.uses = []

    def fresh(self, base="v"):
        self.n += 1
        return f"%{base}{self.n}"

    def index_arg(self):
        name = f"%i{len(self.args)}"
        self.args.append(f"{name}: index")
        return name

    def const(self, v):
        name = self.fresh("c")
        self.lines.append(f"{name} = arith.constant {v} : index")
        return name

    def dim(self):
        return D if self.rng.random() < 0.35 else self.rng.randint(1, 8)

    def source(self):
        r = self.rng
        k = r.random()
        rank = r.randint(0 if k < 0.1 else 1, 4)
        shape = [self.dim() for _ in range(rank)]
        elem = r.choice(["f32", "i8", "f64"])
        if k < 0.45:
            layout = None
            if r.random() < 0.5:
                strides = [D if r.random() < 0.5 else r.randint(1, 64) for _ in shape]
                off = r.choice([0, D, r.randint(1, 9)])
                layout = (strides, off)
            t = MT(shape, elem, layout)
            name = f"%m{len(self.args)}"
            self.args.append(f"{name}: {t.text()}")
            return name, t
        if k < 0.85:
            t = MT(shape, elem)
            dyn = [self.index_arg() for d in shape if d is D]
            op = r.choice(["alloc", "alloca"])
            name = self.fresh("a")
            self.lines.append(f"{name} = memref.{op}({', '.join(dyn)}) : {t.text()}")
            return name, t
        shape = [r.randint(1, 4) for _ in range(rank)]
        t = MT(shape, elem)
        g = f"g{len(self.globals)}"
        self.globals.append(f"memref.global \"private\" @{g} : {t.text()} = uninitialized")
        name = self.fresh("g")
        self.lines.append(f"{name} = memref.get_global @{g} : {t.text()}")
        return name, t

    def value(self, static):
        """A mixed-list entry: static text or a dynamic value."""
        r = self.rng
        if r.random() < 0.3:
            return D, self.index_arg() if r.random() < 0.7 else self.const(static)
        return static, None

    def subview(self, name, t):
        r = self.rng
        strides, off = t.strides_offset()
        offs, sizes, steps = [], [], []
        res_shape, res_strides = [], []
        res_off = off
        dropped = []
        for i, d in enumerate(t.shape):
            bound = d if d is not D else 8
            sz = r.randint(1, bound)
            st = r.choice([1, 1, 2]) if sz > 1 and (sz - 1) * 2 < bound else 1
            o = r.randint(0, bound - 1 - (sz - 1) * st)
            ov, odyn = self.value(o)
            sv, sdyn = self.value(sz)
            tv, tdyn = self.value(st)
            offs.append(odyn or str(o))
            sizes.append(sdyn or str(sz))
            steps.append(tdyn or str(st))
            if res_off is not D and ov != 0:
                res_off = D if (ov is D or strides[i] is D) else res_off + ov * strides[i]
            rs = D if (tv is D or strides[i] is D) else tv * strides[i]
            if sv == 1 and r.random() < 0.4:
                dropped.append(i)
                continue
            res_shape.append(sv)
            res_strides.append(rs)
        res = MT(res_shape, t.elem, (res_strides, res_off), t.space)
        out = self.fresh("sv")
        self.lines.append(f"{out} = memref.subview {name}[{', '.join(offs)}] [{', '.join(sizes)}] "
                          f"[{', '.join(steps)}] : {t.text()} to {res.text()}")
        return out, res

    def expand(self, name, t):
        r = self.rng
        strides, off = t.strides_offset()
        groups, shape, rstrides, out_shape_vals, k = [], [], [], [], 0
        for i, d in enumerate(t.shape):
            if d is not D and d in (4, 6, 8) and r.random() < 0.6:
                a = 2
                parts = [a, d // a]
            elif d is D and r.random() < 0.5:
                parts = [D, r.choice([2, 4])]
            else:
                parts = [d]
            if r.random() < 0.2:
                parts = [1] + parts
            groups.append(list(range(k, k + len(parts))))
            k += len(parts)
            run, dyn_seen = strides[i], False
            ss = []
            for p in reversed(parts):
                ss.append(D if (run is D or dyn_seen) else run)
                if p is D:
                    dyn_seen = True
                elif run is not D:
                    run = run * p
            rstrides.extend(reversed(ss))
            shape.extend(parts)
            for p in parts:
                out_shape_vals.append(self.index_arg() if p is D else str(p))
        if not t.shape:
            groups, shape, rstrides = [], [1], [1]
            out_shape_vals = ["1"]
        layout = None if t.layout is None and all(s is not D for s in strides) else (rstrides, off)
        if t.layout is None or (off == 0 and rstrides == canonical(shape)):
            layout = None
        res = MT(shape, t.elem, layout, t.space)
        out = self.fresh("ex")
        g = ", ".join("[" + ", ".join(map(str, gr)) + "]" for gr in groups)
        self.lines.append(f"{out} = memref.expand_shape {name} [{g}] output_shape "
                          f"[{', '.join(out_shape_vals)}] : {t.text()} into {res.text()}")
        return out, res

    def collapse(self, name, t):
        if t.layout is not None or len(t.shape) < 2:
            return None
        r = self.rng
        cut = sorted(r.sample(range(1, len(t.shape)), r.randint(0, len(t.shape) - 1)))
        bounds = [0] + cut + [len(t.shape)]
        groups = [list(range(a, b)) for a, b in zip(bounds, bounds[1:])]
        shape = []
        for g in groups:
            p = 1
            for i in g:
                p = D if (p is D or t.shape[i] is D) else p * t.shape[i]
            shape.append(p)
        res = MT(shape, t.elem, None, t.space)
        out = self.fresh("co")
        g = ", ".join("[" + ", ".join(map(str, gr)) + "]" for gr in groups)
        self.lines.append(f"{out} = memref.collapse_shape {name} [{g}] : {t.text()} into {res.text()}")
        return out, res

    def reinterpret(self, name, t):
        r = self.rng
        rank = r.randint(0, 3)
        ov, odyn = self.value(r.randint(0, 5))
        sizes, strides, svals, tvals = [], [], [], []
        for _ in range(rank):
            sv, sd = self.value(r.randint(1, 6))
            tv, td = self.value(r.randint(1, 24))
            sizes.append(sv)
            strides.append(tv)
            svals.append(sd or str(sv))
            tvals.append(td or str(tv))
        res = MT(sizes, t.elem, (strides, ov), t.space)
        out = self.fresh("rc")
        self.lines.append(f"{out} = memref.reinterpret_cast {name} to offset: [{odyn or ov}], "
                          f"sizes: [{', '.join(svals)}], strides: [{', '.join(tvals)}] : "
                          f"{t.text()} to {res.text()}")
        return out, res

    def cast(self, name, t):
        r = self.rng
        strides, off = t.strides_offset()
        shape = [D if r.random() < 0.5 else d for d in t.shape]
        nstr = [D if r.random() < 0.5 else s for s in strides]
        noff = D if r.random() < 0.5 else off
        res = MT(shape, t.elem, (nstr, noff), t.space)
        out = self.fresh("ca")
        self.lines.append(f"{out} = memref.cast {name} : {t.text()} to {res.text()}")
        return out, res

    def space_cast(self, name, t):
        if t.space:
            return None
        res = MT(t.shape, t.elem, t.layout, 1)
        out = self.fresh("ms")
        self.lines.append(f"{out} = memref.memory_space_cast {name} : {t.text()} to {res.text()}")
        return out, res

    def read(self, name, t):
        r = self.rng
        if r.random() < 0.2:
            out = self.fresh("p")
            self.lines.append(f"{out} = memref.extract_aligned_pointer_as_index {name} : {t.text()} -> index")
            self.uses.append((out, "index"))
            return
        rank = len(t.shape)
        base, off = self.fresh("b"), self.fresh("o")
        res = [base, off]
        types = [MT([], t.elem, None, t.space).text(), "index"]
        if rank:
            sz, st = self.fresh("s"), self.fresh("t")
            res += [f"{sz}:{rank}", f"{st}:{rank}"]
            types += ["index"] * (2 * rank)
        self.lines.append(f"{', '.join(res)} = memref.extract_strided_metadata {name} : {t.text()} -> "
                          f"{', '.join(types)}")
        picks = [(base, types[0]), (off, "index")]
        for i in range(rank):
            picks += [(f"{sz}#{i}", "index"), (f"{st}#{i}", "index")]
        for p in picks:
            if r.random() < 0.6:
                self.uses.append(p)
        if r.random() < 0.2:
            b2, o2 = self.fresh("bb"), self.fresh("oo")
            self.lines.append(f"{b2}, {o2} = memref.extract_strided_metadata {base} : {types[0]} -> "
                              f"{types[0]}, index")
            self.uses += [(b2, types[0]), (o2, "index")]

    def module(self):
        r = self.rng
        for _ in range(r.randint(1, 3)):
            name, t = self.source()
            for _ in range(r.randint(0, 3)):
                ops = [self.subview, self.expand, self.collapse, self.reinterpret, self.cast,
                       self.space_cast]
                if not t.shape:
                    ops = [self.expand, self.reinterpret, self.cast, self.space_cast]
                got = r.choice(ops)(name, t)
                if got:
                    name, t = got
            if r.random() < 0.8:
                self.read(name, t)
            if r.random() < 0.5 or not self.uses:
                self.uses.append((name, t.text()))
        vals = ", ".join(v for v, _ in self.uses)
        tys = ", ".join(ty for _, ty in self.uses)
        body = "\n".join(f"  {line}" for line in self.lines)
        use = f'  "test.use"({vals}) : ({tys}) -> ()'
        globs = "\n".join(self.globals)
        return (f"{globs}\nfunc.func @f({', '.join(self.args)}) {{\n{body}\n{use}\n  return\n}}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=10)
    parser.add_argument("out")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    for i in range(args.count):
        (out / f"strided_{i:04}.mlir").write_text(Gen(rng).module())


if __name__ == "__main__":
    main()
