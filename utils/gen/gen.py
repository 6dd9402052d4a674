#!/usr/bin/env python3
"""Random valid MLIR modules for differential testing against mlir-opt.

Every module is valid by construction: values are drawn from typed pools of
what dominates the insertion point. A module holds type and attribute
aliases, file/name/fused locations, a symbol table of public and private
functions calling each other (and a nested module), and functions whose
bodies mix arith, math, func, scf (if/for/while/execute_region/index_switch),
cf (branches with block arguments, conditional branches, switches), ub,
memref (alloca, load/store, cast, dim, subview, copy), affine (apply, min,
max, for, load/store) and tensor (from_elements, extract, insert, cast,
dim, empty) ops in several blocks, and with `--vector` vector ops
(broadcast, extract). `--basic` leaves out affine, tensor, vector and the
extra memref ops (the modules of the first runs).

Usage: gen.py --seed S --count N [--basic] [--vector] [--out FILE]
The modules are separated by `// -----`, ready for --split-input-file; the
same seed always gives the same modules.
"""

import argparse
import random
import sys

INT_TYPES = ["i1", "i8", "i16", "i32", "i64", "index"]
FLOAT_TYPES = ["f16", "bf16", "f32", "f64"]
INT_BINOPS = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi",
              "maxui", "minui", "shli", "shrsi", "shrui"]
INT_DIVOPS = ["divsi", "divui", "remsi", "remui", "ceildivsi", "floordivsi", "ceildivui"]
FLOAT_BINOPS = ["addf", "subf", "mulf", "divf", "maximumf", "minimumf", "maxnumf", "minnumf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
        "ult", "ule", "une", "uno"]
MATH_UNARY = ["absf", "sqrt", "exp", "log", "sin", "cos", "tanh", "floor", "ceil"]
FASTMATH = ["", "", "", " fastmath<fast>", " fastmath<nnan,ninf>", " fastmath<contract>"]


class Scope:
    """Values visible at an insertion point, by type."""

    def __init__(self, parent=None):
        self.parent = parent
        self.values = {}

    def add(self, name, ty):
        self.values.setdefault(ty, []).append(name)

    def of(self, ty):
        out = []
        s = self
        while s is not None:
            out.extend(s.values.get(ty, []))
            s = s.parent
        return out

    def types(self):
        out = set()
        s = self
        while s is not None:
            out.update(t for t, v in s.values.items() if v)
            s = s.parent
        return sorted(out)


class Gen:
    """Builds one module's text."""

    def __init__(self, rng, extra=True, vector=False):
        self.r = rng
        # Whether to use the affine, tensor and extra memref ops.
        self.extra = extra
        # Whether to use vector ops too (Strata's vector dialect has no
        # folders yet, so they differ under every pass that folds).
        self.vector = extra and vector
        self.counter = 0
        self.lines = []
        self.indent = 0
        self.aliases = []
        self.funcs = []  # (name, arg types, result types)

    def fresh(self):
        self.counter += 1
        return f"%v{self.counter}"

    def emit(self, text):
        self.lines.append("  " * self.indent + text)

    def loc(self):
        """An optional trailing location."""
        k = self.r.random()
        if k < 0.75:
            return ""
        if k < 0.85:
            return f' loc("gen.mlir":{self.r.randint(1, 99)}:{self.r.randint(1, 40)})'
        if k < 0.93:
            return f' loc("name{self.r.randint(0, 5)}")'
        return (f' loc(fused["gen.mlir":{self.r.randint(1, 9)}:1, '
                f'"other.mlir":{self.r.randint(1, 9)}:2])')

    def int_const(self, ty):
        if ty == "i1":
            return self.r.choice(["true", "false"])
        bits = {"i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 32}[ty]
        lo = -(1 << (bits - 1))
        hi = (1 << (bits - 1)) - 1
        return str(self.r.choice([0, 1, -1, 2, 7, lo, hi, self.r.randint(lo, hi)]))

    def float_const(self, ty):
        return self.r.choice(["0.000000e+00", "1.000000e+00", "-2.500000e+00",
                              "3.140625e+00", "1.250000e-01"])

    def value(self, scope, ty):
        """A value of type `ty`: an existing one or a new constant."""
        pool = scope.of(ty)
        if pool and self.r.random() < 0.8:
            return self.r.choice(pool)
        return self.constant(scope, ty)

    def constant(self, scope, ty):
        v = self.fresh()
        lit = self.int_const(ty) if ty in INT_TYPES else self.float_const(ty)
        suffix = "" if ty == "i1" else f" : {ty}"
        self.emit(f"{v} = arith.constant {lit}{suffix}{self.loc()}")
        scope.add(v, ty)
        return v

    def any_type(self):
        return self.r.choice(INT_TYPES + FLOAT_TYPES[2:] + ["f32"])

    def simple_op(self, scope):
        """One arith/math/ub op."""
        k = self.r.random()
        if k < 0.35:
            ty = self.r.choice(INT_TYPES[1:])
            a, b = self.value(scope, ty), self.value(scope, ty)
            op = self.r.choice(INT_BINOPS + (INT_DIVOPS if self.r.random() < 0.2 else []))
            v = self.fresh()
            flags = ""
            if op in ("addi", "subi", "muli", "shli") and self.r.random() < 0.2:
                flags = self.r.choice([" overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"])
            self.emit(f"{v} = arith.{op} {a}, {b}{flags} : {ty}{self.loc()}")
            scope.add(v, ty)
        elif k < 0.5:
            ty = self.r.choice(FLOAT_TYPES)
            a, b = self.value(scope, ty), self.value(scope, ty)
            v = self.fresh()
            self.emit(f"{v} = arith.{self.r.choice(FLOAT_BINOPS)} {a}, {b}"
                      f"{self.r.choice(FASTMATH)} : {ty}{self.loc()}")
            scope.add(v, ty)
        elif k < 0.62:
            ty = self.r.choice(INT_TYPES)
            a, b = self.value(scope, ty), self.value(scope, ty)
            v = self.fresh()
            self.emit(f"{v} = arith.cmpi {self.r.choice(CMPI)}, {a}, {b} : {ty}{self.loc()}")
            scope.add(v, "i1")
        elif k < 0.68:
            ty = self.r.choice(["f32", "f64"])
            a, b = self.value(scope, ty), self.value(scope, ty)
            v = self.fresh()
            self.emit(f"{v} = arith.cmpf {self.r.choice(CMPF)}, {a}, {b} : {ty}{self.loc()}")
            scope.add(v, "i1")
        elif k < 0.76:
            ty = self.any_type()
            c = self.value(scope, "i1")
            a, b = self.value(scope, ty), self.value(scope, ty)
            v = self.fresh()
            self.emit(f"{v} = arith.select {c}, {a}, {b} : {ty}{self.loc()}")
            scope.add(v, ty)
        elif k < 0.84:
            small, big = self.r.choice([("i8", "i32"), ("i16", "i64"), ("i1", "i8"), ("i32", "i64")])
            if self.r.random() < 0.5:
                a = self.value(scope, small)
                v = self.fresh()
                self.emit(f"{v} = arith.{self.r.choice(['extsi', 'extui'])} {a} : {small} to {big}")
                scope.add(v, big)
            else:
                a = self.value(scope, big)
                v = self.fresh()
                self.emit(f"{v} = arith.trunci {a} : {big} to {small}")
                scope.add(v, small)
        elif k < 0.9:
            ty = self.r.choice(["i32", "i64"])
            a = self.value(scope, ty)
            v = self.fresh()
            self.emit(f"{v} = arith.index_cast {a} : {ty} to index")
            scope.add(v, "index")
        elif k < 0.97:
            ty = self.r.choice(["f32", "f64"])
            a = self.value(scope, ty)
            v = self.fresh()
            self.emit(f"{v} = math.{self.r.choice(MATH_UNARY)} {a}{self.r.choice(FASTMATH)} : {ty}")
            scope.add(v, ty)
        else:
            ty = self.r.choice(["i32", "f32", "index"])
            v = self.fresh()
            self.emit(f"{v} = ub.poison : {ty}")
            scope.add(v, ty)

    def memref_ops(self, scope):
        ty = self.r.choice(["i32", "f32", "f64"])
        n = self.r.randint(1, 8)
        m = self.fresh()
        self.emit(f"{m} = memref.alloca() : memref<{n}x{ty}>")
        i = self.value(scope, "index")
        x = self.value(scope, ty)
        self.emit(f"memref.store {x}, {m}[{i}] : memref<{n}x{ty}>")
        v = self.fresh()
        self.emit(f"{v} = memref.load {m}[{i}] : memref<{n}x{ty}>")
        scope.add(v, ty)

    def affine_ops(self, scope):
        """affine.apply/min/max over index values, affine.load/store."""
        k = self.r.random()
        d0, d1 = self.value(scope, "index"), self.value(scope, "index")
        v = self.fresh()
        c = self.r.randint(-3, 5)
        if k < 0.4:
            expr = self.r.choice([f"d0 + {c}", f"d0 * {abs(c) + 1}", f"d0 floordiv {abs(c) + 1}",
                                  f"d0 mod {abs(c) + 1}", f"d0 ceildiv {abs(c) + 1}", "d0 - d1",
                                  f"d0 + s0 * {c}"])
            dims = "(d0, d1)" if "d1" in expr else "(d0)"
            ops = f"({d0}, {d1})" if "d1" in expr else f"({d0})"
            syms = ""
            if "s0" in expr:
                # A symbol must be valid as one: a constant always is.
                s0 = self.fresh()
                self.emit(f"{s0} = arith.constant {self.r.randint(0, 9)} : index")
                syms = f"[{s0}]"
            sym_decl = "[s0]" if "s0" in expr else ""
            self.emit(f"{v} = affine.apply affine_map<{dims}{sym_decl} -> ({expr})>{ops}{syms}")
        elif k < 0.7:
            op = self.r.choice(["min", "max"])
            self.emit(f"{v} = affine.{op} affine_map<(d0, d1) -> (d0, d1 + {c}, {c * 2})>"
                      f"({d0}, {d1})")
        else:
            ty = self.r.choice(["i32", "f32"])
            n = self.r.randint(2, 8)
            m = self.fresh()
            self.emit(f"{m} = memref.alloca() : memref<{n}x{ty}>")
            x = self.value(scope, ty)
            self.emit(f"affine.store {x}, {m}[{self.r.randint(0, n - 1)}] : memref<{n}x{ty}>")
            self.emit(f"{v} = affine.load {m}[{self.r.randint(0, n - 1)}] : memref<{n}x{ty}>")
            scope.add(v, ty)
            return
        scope.add(v, "index")

    def affine_for(self, scope, depth):
        """An affine.for with constant bounds, maybe carrying a value."""
        lb = self.r.randint(-2, 4)
        ub_ = lb + self.r.randint(0, 6)
        step = self.r.randint(1, 3)
        types = self.r.choice([[], [], [self.r.choice(["i32", "f32", "index"])]])
        inits = [self.value(scope, t) for t in types]
        outs, lhs = self.results_of(types)
        iv = self.fresh()
        iters = [self.fresh() for _ in types]
        it = ""
        if types:
            it = (f" iter_args({', '.join(f'{a} = {i}' for a, i in zip(iters, inits))})"
                  f" -> ({', '.join(types)})")
        self.emit(f"{lhs}affine.for {iv} = {lb} to {ub_}{f' step {step}' if step > 1 else ''}{it} {{")
        self.indent += 1
        inner = Scope(scope)
        inner.add(iv, "index")
        for a, t in zip(iters, types):
            inner.add(a, t)
        for _ in range(self.r.randint(0, 3)):
            if self.r.random() < 0.5:
                self.affine_ops(inner)
            else:
                self.simple_op(inner)
        ys = [self.value(inner, t) for t in types]
        if ys:
            self.emit(f"affine.yield {', '.join(ys)} : {', '.join(types)}")
        self.indent -= 1
        self.emit("}")
        for o, t in zip(outs, types):
            scope.add(o, t)

    def tensor_ops(self, scope):
        """from_elements, extract, insert, dim, empty, splat, cast."""
        ty = self.r.choice(["i32", "f32", "index"])
        n = self.r.randint(1, 4)
        elems = [self.value(scope, ty) for _ in range(n)]
        t = self.fresh()
        self.emit(f"{t} = tensor.from_elements {', '.join(elems)} : tensor<{n}x{ty}>")
        i = self.fresh()
        self.emit(f"{i} = arith.constant {self.r.randint(0, n - 1)} : index")
        k = self.r.random()
        if k < 0.35:
            v = self.fresh()
            self.emit(f"{v} = tensor.extract {t}[{i}] : tensor<{n}x{ty}>")
            scope.add(v, ty)
        elif k < 0.6:
            t2, v = self.fresh(), self.fresh()
            self.emit(f"{t2} = tensor.insert {self.value(scope, ty)} into {t}[{i}] : tensor<{n}x{ty}>")
            self.emit(f"{v} = tensor.extract {t2}[{self.value(scope, 'index')}] : tensor<{n}x{ty}>")
            scope.add(v, ty)
        elif k < 0.8:
            c, d = self.fresh(), self.fresh()
            self.emit(f"{c} = tensor.cast {t} : tensor<{n}x{ty}> to tensor<?x{ty}>")
            self.emit(f"{d} = tensor.dim {c}, {i} : tensor<?x{ty}>")
            scope.add(d, "index")
        else:
            e, d = self.fresh(), self.fresh()
            size = self.value(scope, "index") if self.r.random() < 0.3 else None
            if size is None:
                self.emit(f"{e} = tensor.empty() : tensor<{n}x{ty}>")
                self.emit(f"{d} = tensor.dim {e}, {i} : tensor<{n}x{ty}>")
            else:
                self.emit(f"{e} = tensor.empty({size}) : tensor<?x{ty}>")
                self.emit(f"{d} = tensor.dim {e}, {i} : tensor<?x{ty}>")
            scope.add(d, "index")

    def vector_ops(self, scope):
        """broadcast and extract (the vector ops Strata has)."""
        ty = self.r.choice(["i32", "f32"])
        n = self.r.choice([2, 4, 8])
        x = self.value(scope, ty)
        v = self.fresh()
        self.emit(f"{v} = vector.broadcast {x} : {ty} to vector<{n}x{ty}>")
        r = self.fresh()
        if self.r.random() < 0.5:
            self.emit(f"{r} = vector.extract {v}[{self.r.randint(0, n - 1)}] : {ty} from vector<{n}x{ty}>")
        else:
            m, row = self.r.choice([2, 3]), self.fresh()
            w = self.fresh()
            self.emit(f"{w} = vector.broadcast {v} : vector<{n}x{ty}> to vector<{m}x{n}x{ty}>")
            self.emit(f"{row} = vector.extract {w}[{self.r.randint(0, m - 1)}] : vector<{n}x{ty}>"
                      f" from vector<{m}x{n}x{ty}>")
            self.emit(f"{r} = vector.extract {row}[{self.r.randint(0, n - 1)}] : {ty} from vector<{n}x{ty}>")
        scope.add(r, ty)

    def memref_more(self, scope):
        """memref.dim/cast/subview/copy on a small allocation."""
        ty = self.r.choice(["i32", "f32"])
        n = self.r.randint(2, 8)
        m = self.fresh()
        self.emit(f"{m} = memref.alloca() : memref<{n}x{ty}>")
        k = self.r.random()
        if k < 0.4:
            c, d, i = self.fresh(), self.fresh(), self.fresh()
            self.emit(f"{c} = memref.cast {m} : memref<{n}x{ty}> to memref<?x{ty}>")
            self.emit(f"{i} = arith.constant 0 : index")
            self.emit(f"{d} = memref.dim {c}, {i} : memref<?x{ty}>")
            scope.add(d, "index")
        elif k < 0.7:
            off = self.r.randint(0, n - 1)
            size = self.r.randint(1, n - off)
            sv, v, z = self.fresh(), self.fresh(), self.fresh()
            self.emit(f"{sv} = memref.subview {m}[{off}] [{size}] [1] : memref<{n}x{ty}> to "
                      f"memref<{size}x{ty}, strided<[1], offset: {off}>>")
            self.emit(f"{z} = arith.constant 0 : index")
            self.emit(f"{v} = memref.load {sv}[{z}] : memref<{size}x{ty}, strided<[1], offset: {off}>>")
            scope.add(v, ty)
        else:
            m2 = self.fresh()
            self.emit(f"{m2} = memref.alloca() : memref<{n}x{ty}>")
            self.emit(f"memref.copy {m}, {m2} : memref<{n}x{ty}> to memref<{n}x{ty}>")

    def call(self, scope):
        name, args, results = self.r.choice(self.funcs)
        operands = [self.value(scope, t) for t in args]
        outs = [self.fresh() for _ in results]
        lhs = f"{', '.join(outs)} = " if outs else ""
        self.emit(f"{lhs}func.call @{name}({', '.join(operands)}) : "
                  f"({', '.join(args)}) -> ({', '.join(results)}){self.loc()}")
        for o, t in zip(outs, results):
            scope.add(o, t)

    def results_of(self, types):
        outs = [self.fresh() for _ in types]
        return outs, (f"{', '.join(outs)} = " if outs else "")

    def region_ops(self, scope, depth, count):
        for _ in range(count):
            k = self.r.random()
            if depth < 3 and k < 0.08:
                self.scf_if(scope, depth)
            elif depth < 3 and k < 0.14:
                self.scf_for(scope, depth)
            elif depth < 3 and k < 0.17:
                self.scf_while(scope, depth)
            elif depth < 3 and k < 0.2:
                self.execute_region(scope, depth)
            elif depth < 3 and k < 0.22:
                self.index_switch(scope, depth)
            elif depth < 3 and k < 0.24 and self.extra:
                self.affine_for(scope, depth)
            elif k < 0.27 and self.funcs:
                self.call(scope)
            elif k < 0.3:
                self.memref_ops(scope)
            elif k < 0.42 and self.extra:
                kinds = [self.affine_ops, self.tensor_ops, self.memref_more]
                if self.vector:
                    kinds.append(self.vector_ops)
                self.r.choice(kinds)(scope)
            else:
                self.simple_op(scope)

    def yield_types(self):
        return [self.any_type() for _ in range(self.r.choice([0, 1, 1, 2]))]

    def scf_if(self, scope, depth):
        c = self.value(scope, "i1")
        types = self.yield_types()
        outs, lhs = self.results_of(types)
        ret = f" -> ({', '.join(types)})" if types else ""
        self.emit(f"{lhs}scf.if {c}{ret} {{")
        for branch in range(2 if types or self.r.random() < 0.5 else 1):
            if branch == 1:
                self.emit("} else {")
            self.indent += 1
            inner = Scope(scope)
            self.region_ops(inner, depth + 1, self.r.randint(0, 4))
            ys = [self.value(inner, t) for t in types]
            if ys:
                self.emit(f"scf.yield {', '.join(ys)} : {', '.join(types)}")
            self.indent -= 1
        self.emit("}")
        for o, t in zip(outs, types):
            scope.add(o, t)

    def scf_for(self, scope, depth):
        lb, ub_, st = (self.value(scope, "index") for _ in range(3))
        step = self.fresh()
        self.emit(f"{step} = arith.constant {self.r.randint(1, 4)} : index")
        types = self.yield_types()
        inits = [self.value(scope, t) for t in types]
        outs, lhs = self.results_of(types)
        iv = self.fresh()
        iters = [self.fresh() for _ in types]
        it = ""
        if types:
            it = (f" iter_args({', '.join(f'{a} = {i}' for a, i in zip(iters, inits))})"
                  f" -> ({', '.join(types)})")
        del st
        self.emit(f"{lhs}scf.for {iv} = {lb} to {ub_} step {step}{it} {{")
        self.indent += 1
        inner = Scope(scope)
        inner.add(iv, "index")
        for a, t in zip(iters, types):
            inner.add(a, t)
        self.region_ops(inner, depth + 1, self.r.randint(0, 4))
        ys = [self.value(inner, t) for t in types]
        if ys:
            self.emit(f"scf.yield {', '.join(ys)} : {', '.join(types)}")
        self.indent -= 1
        self.emit("}")
        for o, t in zip(outs, types):
            scope.add(o, t)

    def scf_while(self, scope, depth):
        types = [self.any_type() for _ in range(self.r.randint(1, 2))]
        inits = [self.value(scope, t) for t in types]
        outs, lhs = self.results_of(types)
        before = [self.fresh() for _ in types]
        after = [self.fresh() for _ in types]
        sig = ", ".join(types)
        self.emit(f"{lhs}scf.while ({', '.join(f'{a} = {i}' for a, i in zip(before, inits))})"
                  f" : ({sig}) -> ({sig}) {{")
        self.indent += 1
        inner = Scope(scope)
        for a, t in zip(before, types):
            inner.add(a, t)
        self.region_ops(inner, depth + 1, self.r.randint(0, 2))
        c = self.value(inner, "i1")
        self.emit(f"scf.condition({c}) {', '.join(before)} : {sig}")
        self.indent -= 1
        self.emit(f"}} do {{\n{'  ' * self.indent}^bb0({', '.join(f'{a}: {t}' for a, t in zip(after, types))}):")
        self.indent += 1
        inner = Scope(scope)
        for a, t in zip(after, types):
            inner.add(a, t)
        self.region_ops(inner, depth + 1, self.r.randint(0, 2))
        ys = [self.value(inner, t) for t in types]
        self.emit(f"scf.yield {', '.join(ys)} : {sig}")
        self.indent -= 1
        self.emit("}")
        for o, t in zip(outs, types):
            scope.add(o, t)

    def execute_region(self, scope, depth):
        types = self.yield_types()
        outs, lhs = self.results_of(types)
        ret = f" -> ({', '.join(types)})" if types else ""
        self.emit(f"{lhs}scf.execute_region{ret} {{")
        self.indent += 1
        inner = Scope(scope)
        self.region_ops(inner, depth + 1, self.r.randint(0, 3))
        ys = [self.value(inner, t) for t in types]
        self.emit(f"scf.yield {', '.join(ys)} : {', '.join(types)}" if ys else "scf.yield")
        self.indent -= 1
        self.emit("}")
        for o, t in zip(outs, types):
            scope.add(o, t)

    def index_switch(self, scope, depth):
        sel = self.value(scope, "index")
        types = self.yield_types()
        outs, lhs = self.results_of(types)
        ret = f" -> {', '.join(types)}" if types else ""
        cases = sorted(self.r.sample(range(-2, 6), self.r.randint(0, 3)))
        self.emit(f"{lhs}scf.index_switch {sel}{ret}")
        for label in [f"case {c}" for c in cases] + ["default"]:
            self.emit(f"{label} {{")
            self.indent += 1
            inner = Scope(scope)
            self.region_ops(inner, depth + 1, self.r.randint(0, 2))
            ys = [self.value(inner, t) for t in types]
            self.emit(f"scf.yield {', '.join(ys)} : {', '.join(types)}" if ys else "scf.yield")
            self.indent -= 1
            self.emit("}")
        for o, t in zip(outs, types):
            scope.add(o, t)

    def function(self, name, args, results, private):
        """A function whose body is a CFG of a few blocks."""
        arg_names = [self.fresh() for _ in args]
        attrs = ""
        if self.r.random() < 0.2:
            attrs = self.r.choice([' attributes {gen.tag = "x"}',
                                   " attributes {gen.n = 3 : i64, gen.unit}",
                                   " attributes {gen.list = [1, 2.500000e+00, \"s\"]}",
                                   " attributes {gen.dense = dense<[1, 2]> : tensor<2xi32>}",
                                   " attributes {gen.ref = #gen_alias}"])
        vis = "private " if private else ""
        sig = ", ".join(f"{a}: {t}" for a, t in zip(arg_names, args))
        res = ""
        if results:
            res = f" -> ({', '.join(results)})" if len(results) != 1 else f" -> {results[0]}"
        self.emit(f"func.func {vis}@{name}({sig}){res}{attrs} {{")
        self.indent += 1
        entry = Scope()
        for a, t in zip(arg_names, args):
            entry.add(a, t)
        nblocks = self.r.choice([1, 1, 2, 3, 4])
        # Blocks after the entry take arguments; each block is dominated by
        # the entry only, so it sees the entry's values and its own.
        block_args = [[self.any_type() for _ in range(self.r.randint(0, 2))]
                      for _ in range(nblocks)]
        entry_scope = entry
        for b in range(nblocks):
            scope = entry_scope if b == 0 else Scope(entry_scope)
            if b > 0:
                names = [self.fresh() for _ in block_args[b]]
                head = ", ".join(f"{n}: {t}" for n, t in zip(names, block_args[b]))
                self.lines.append("  " * (self.indent - 1) + f"^bb{b}" + (f"({head}):" if head else ":"))
                for n, t in zip(names, block_args[b]):
                    scope.add(n, t)
            self.region_ops(scope, 0, self.r.randint(1, 8))
            later = list(range(b + 1, nblocks))
            if b == 0:
                # Values of the entry stay visible to every later block.
                entry_scope = scope
            if later and self.r.random() < 0.85:
                self.branch(scope, later, block_args)
            else:
                vals = [self.value(scope, t) for t in results]
                if vals:
                    self.emit(f"return {', '.join(vals)} : {', '.join(results)}{self.loc()}")
                else:
                    self.emit(f"return{self.loc()}")
        self.indent -= 1
        self.emit("}")

    def dest(self, scope, b, block_args):
        ops = [self.value(scope, t) for t in block_args[b]]
        if not ops:
            return f"^bb{b}"
        return f"^bb{b}({', '.join(ops)} : {', '.join(block_args[b])})"

    def branch(self, scope, later, block_args):
        k = self.r.random()
        if k < 0.4 or len(later) == 1 and k < 0.6:
            self.emit(f"cf.br {self.dest(scope, self.r.choice(later), block_args)}")
        elif k < 0.85:
            c = self.value(scope, "i1")
            t, f = self.r.choice(later), self.r.choice(later)
            self.emit(f"cf.cond_br {c}, {self.dest(scope, t, block_args)}, "
                      f"{self.dest(scope, f, block_args)}")
        else:
            flag = self.value(scope, "i32")
            default = self.dest(scope, self.r.choice(later), block_args)
            cases = sorted(self.r.sample(range(-3, 10), self.r.randint(1, 3)))
            body = ", ".join(f"{c}: {self.dest(scope, self.r.choice(later), block_args)}"
                             for c in cases)
            self.emit(f"cf.switch {flag} : i32, [\n{'  ' * (self.indent + 1)}default: {default},"
                      f" {body}\n{'  ' * self.indent}]")

    def module(self):
        r = self.r
        self.lines.append('#gen_alias = "an alias"')
        if r.random() < 0.5:
            self.lines.append("!gen_pair = tuple<i32, f32>")
        self.lines.append("module {")
        self.indent = 1
        nfuncs = r.randint(1, 4)
        sigs = []
        for i in range(nfuncs):
            args = [self.any_type() for _ in range(r.randint(0, 3))]
            results = [self.any_type() for _ in range(r.randint(0, 2))]
            sigs.append((f"f{i}", args, results, i > 0 and r.random() < 0.5))
        # Each function may call those defined after it (no recursion).
        for i in reversed(range(nfuncs)):
            name, args, results, private = sigs[i]
            self.function(name, args, results, private)
            self.funcs.append((name, args, results))
        if r.random() < 0.2:
            self.emit("module @inner {")
            self.indent += 1
            self.emit("func.func private @decl(i32) -> i32")
            self.indent -= 1
            self.emit("}")
        if r.random() < 0.5:
            self.emit("func.func private @external(i64, f32) -> index")
        self.indent = 0
        self.lines.append("}")
        return "\n".join(self.lines) + "\n"


def generate(seed, count, extra=True, vector=False):
    """`count` modules from `seed`, as one split-input text."""
    rng = random.Random(seed)
    return "// -----\n".join(Gen(random.Random(rng.getrandbits(64)), extra, vector).module()
                             for _ in range(count))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--out")
    ap.add_argument("--basic", action="store_true")
    ap.add_argument("--vector", action="store_true")
    a = ap.parse_args()
    text = generate(a.seed, a.count, not a.basic, a.vector)
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
