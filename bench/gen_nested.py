#!/usr/bin/env python3
"""Generate an MLIR module of nested regions with rich types and attributes.

Usage:
  python3 gen_nested.py --ops N [--depth D] [--seed S] > out.mlir

The module is in the generic form and uses unregistered `nest.*` operations
(parse it with --allow-unregistered-dialect). It stresses what gen_large.py
does not: regions nested `--depth` levels deep, blocks with arguments,
shaped types (tensor/memref/vector with layouts and scalable dims), complex,
tuple and function types, and attributes of every builtin kind (dense
elements, dense arrays, dictionaries, arrays, affine maps and integer sets,
strings, floats of several widths, type attributes, symbol references).

Every operation is counted, the module included; the total is printed to
stderr as "ops=<count>". Output is deterministic for a given (ops, depth, seed).
"""
import argparse
import random
import sys

SCALARS = ("i1", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64")
FLOATS = ("f16", "bf16", "f32", "f64")
INTS = ("i8", "i16", "i32", "i64")


def result_type(ty):
    """`ty` spelled as the single result of a function type."""
    return f"({ty})" if "->" in ty else ty


class Gen:
    def __init__(self, rng, depth):
        self.rng = rng
        self.depth = depth
        self.count = 0
        self.nval = 0
        self.out = []

    def new(self):
        self.nval += 1
        return f"%n{self.nval}"

    # ---- types ----
    def shape(self):
        return "x".join(str(self.rng.choice((1, 2, 4, 8, 16))) for _ in range(self.rng.randrange(1, 4)))

    def rich_type(self):
        r = self.rng.randrange(9)
        elt = self.rng.choice(SCALARS[1:])
        if r == 0:
            return f"tensor<{self.shape()}x{elt}>"
        if r == 1:
            return f"tensor<?x{self.shape()}x{elt}>"
        if r == 2:
            return f"memref<{self.shape()}x{elt}>"
        if r == 3:
            return f"memref<4x8x{elt}, strided<[8, 1], offset: ?>>"
        if r == 4:
            return f"memref<16x{elt}, affine_map<(d0) -> (d0 + 3)>, 1>"
        if r == 5:
            return f"vector<[4]x{self.rng.choice(FLOATS)}>"
        if r == 6:
            return f"complex<{self.rng.choice(FLOATS)}>"
        if r == 7:
            return f"tuple<{elt}, {self.rng.choice(SCALARS)}, tensor<2x{elt}>>"
        return f"({elt}, {self.rng.choice(SCALARS)}) -> {self.rng.choice(SCALARS)}"

    # ---- attributes ----
    def rich_attr(self):
        r = self.rng.randrange(10)
        if r == 0:
            ty = self.rng.choice(INTS)
            vals = ", ".join(str(self.rng.randrange(-100, 100)) for _ in range(4))
            return f"dense<[{vals}]> : tensor<4x{ty}>"
        if r == 1:
            vals = ", ".join(f"{self.rng.uniform(-4, 4):.3f}" for _ in range(4))
            return f"dense<[[{vals}], [{vals}]]> : tensor<2x4xf32>"
        if r == 2:
            vals = ", ".join(str(self.rng.randrange(0, 64)) for _ in range(5))
            return f"array<i64: {vals}>"
        if r == 3:
            return "affine_map<(d0, d1)[s0] -> (d0 * 4 + s0, d1 floordiv 2, (d0 + d1) mod 8)>"
        if r == 4:
            return "affine_set<(d0, d1) : (d0 - 2 >= 0, d1 - d0 == 0)>"
        if r == 5:
            return f'{{key = "v{self.rng.randrange(1000)}", n = {self.rng.randrange(1 << 40)} : i64, u}}'
        if r == 6:
            return f"[{self.rng.randrange(9)} : i8, {self.rng.uniform(0, 1):.5f} : f64, @sym{self.rng.randrange(50)}, unit]"
        if r == 7:
            return f"{self.rich_type()}"
        if r == 8:
            return f"{self.rng.uniform(-1e3, 1e3):.4e} : {self.rng.choice(FLOATS)}"
        return f'"text {self.rng.randrange(10000)} \\22quoted\\22 \\0A"'

    def attr_dict(self):
        n = self.rng.randrange(1, 4)
        return "{" + ", ".join(f"a{i} = {self.rich_attr()}" for i in range(n)) + "}"

    # ---- operations ----
    def emit(self, indent, line):
        self.out.append("  " * indent + line)
        self.count += 1

    def leaf(self, indent, vals):
        ty = self.rich_type()
        r = self.new()
        operands = ", ".join(v for v, _ in vals[-2:])
        in_tys = ", ".join(t for _, t in vals[-2:])
        self.emit(indent, f'{r} = "nest.leaf"({operands}) {self.attr_dict()} : ({in_tys}) -> {result_type(ty)}')
        vals.append((r, ty))

    def region_op(self, indent, level, budget, vals):
        """An op with one or two regions; returns ops used (>= 1)."""
        used_before = self.count
        nregions = 1 + (self.rng.random() < 0.3)
        r = self.new()
        ty = self.rng.choice(SCALARS)
        self.out.append("  " * indent + f'{r} = "nest.region{level}"() ({{')
        self.count += 1
        inner = max(0, budget - 1)
        for i in range(nregions):
            share = inner // nregions if i < nregions - 1 else inner - (inner // nregions) * (nregions - 1)
            arg_ty = self.rich_type()
            arg = self.new()
            self.out.append("  " * indent + f"^bb0({arg}: {arg_ty}):")
            self.block(indent + 1, level + 1, share, [(arg, arg_ty)])
            if i < nregions - 1:
                self.out.append("  " * indent + "}, {")
        self.out.append("  " * indent + f"}}) {self.attr_dict()} : () -> {ty}")
        vals.append((r, ty))
        return self.count - used_before

    def block(self, indent, level, budget, vals):
        """Fills a block with exactly `budget` ops (at least the terminator)."""
        budget = max(budget, 1)
        used = 0
        while used < budget - 1:
            room = budget - 1 - used
            if level < self.depth and room >= 3 and self.rng.random() < 0.15:
                used += self.region_op(indent, level, min(room, self.rng.randrange(3, 3 + room)), vals)
            else:
                self.leaf(indent, vals)
                used += 1
        v, t = vals[-1]
        self.emit(indent, f'"nest.yield"({v}) : ({t}) -> ()')

    def module(self, total):
        self.out.append('"builtin.module"() ({')
        self.count += 1
        remaining = total - 1
        while remaining > 0:
            chunk = min(remaining, self.rng.randrange(50, 400))
            # A top-level region op holding `chunk` ops in all.
            used = self.region_op(1, 0, chunk, [])
            remaining -= used
        self.out.append("}) : () -> ()")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, required=True, help="approximate number of operations")
    ap.add_argument("--depth", type=int, default=12, help="maximum region nesting depth")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    g = Gen(random.Random(a.seed), a.depth)
    g.module(a.ops)
    sys.stdout.write("\n".join(g.out))
    sys.stdout.write("\n")
    print(f"ops={g.count}", file=sys.stderr)


if __name__ == "__main__":
    main()
