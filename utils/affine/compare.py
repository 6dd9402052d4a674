#!/usr/bin/env python3
"""Differential check of the affine dialect between strata-opt and mlir-opt.

Generates a corpus of random modules using affine.for / affine.parallel
(with reductions) / affine.if / affine.apply / affine.min / affine.max
(including min-of-min chains) / affine.load / affine.store (fixed
seed, so runs are reproducible), and runs every module through both tools
in three modes:
  roundtrip    parsed and printed in custom form
  canonicalize --canonicalize
  lower-affine --lower-affine
Standard output, error lines and exit codes must be identical. One line per
mode reports `identical/total`.

Usage: compare.py [--count N] [--seed S] [--strata PATH] [--mlir-opt PATH]
                  [--verbose] [--keep DIR]
"""

import argparse
import difflib
import random
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
MODES = [
    ("roundtrip", []),
    ("canonicalize", ["--canonicalize"]),
    ("lower-affine", ["--lower-affine"]),
]


class Gen:
    """Random affine programs over memrefs."""

    def __init__(self, rng):
        self.rng = rng
        self.n = 0

    def fresh(self, prefix):
        self.n += 1
        return f"%{prefix}{self.n}"

    def ssa_expr(self, dims, syms, depth=0):
        """An affine expression of SSA ids: dims bare, symbols as symbol(%s)."""
        r = self.rng
        terms = []
        for _ in range(r.randint(1, 3)):
            kind = r.random()
            if kind < 0.4 and dims:
                t = r.choice(dims)
                if r.random() < 0.4:
                    t = f"{t} * {r.choice([2, 3, -1, 4])}"
            elif kind < 0.7 and syms:
                t = f"symbol({r.choice(syms)})"
                if r.random() < 0.3:
                    t = f"{t} * {r.choice([2, 5])}"
            else:
                t = str(r.randint(-8, 16))
            terms.append(t)
        e = " + ".join(terms)
        if depth == 0 and r.random() < 0.25:
            op = r.choice(["floordiv", "mod", "ceildiv"])
            e = f"({e}) {op} {r.randint(2, 8)}"
        return e

    def map_expr(self, nd, ns):
        """An expression of d0.. and s0.. for an affine_map."""
        r = self.rng
        terms = []
        for _ in range(r.randint(1, 3)):
            kind = r.random()
            if kind < 0.45 and nd:
                t = f"d{r.randrange(nd)}"
                if r.random() < 0.4:
                    t = f"{t} * {r.choice([2, 3, -1])}"
            elif kind < 0.75 and ns:
                t = f"s{r.randrange(ns)}"
            else:
                t = str(r.randint(-4, 12))
            terms.append(t)
        e = " + ".join(terms)
        if r.random() < 0.2:
            e = f"({e}) {r.choice(['floordiv', 'mod', 'ceildiv'])} {r.randint(2, 5)}"
        return e

    def map_call(self, dims, syms, results):
        """`affine_map<...>(dims)[syms]` with some of the given operands."""
        r = self.rng
        ds = r.sample(dims, r.randint(0, len(dims))) if dims else []
        ss = r.sample(syms, r.randint(0, len(syms))) if syms else []
        exprs = ", ".join(self.map_expr(len(ds), len(ss)) for _ in range(results))
        dl = ", ".join(f"d{i}" for i in range(len(ds)))
        sl = "[" + ", ".join(f"s{i}" for i in range(len(ss))) + "]" if ss else ""
        call = f"({', '.join(ds)})" + (f"[{', '.join(ss)}]" if ss else "")
        return f"affine_map<({dl}){sl} -> ({exprs})>{call}"

    def bound(self, dims, syms, lower):
        r = self.rng
        k = r.random()
        if k < 0.4:
            return str(r.randint(0, 4) if lower else r.randint(5, 20))
        if k < 0.6 and syms:
            return r.choice(syms)
        n = r.randint(1, 3)
        prefix = ("max " if lower else "min ") if n > 1 else ""
        return prefix + self.map_call(dims, syms, n)

    def stmts(self, dims, syms, index_vals, depth, lines, indent):
        r = self.rng
        pad = "  " * indent
        for _ in range(r.randint(1, 4)):
            k = r.random()
            if k < 0.2 and depth < 2:
                iv = self.fresh("i")
                lb = self.bound(dims, syms, True)
                ub = self.bound(dims, syms, False)
                step = f" step {r.randint(2, 3)}" if r.random() < 0.3 else ""
                lines.append(f"{pad}affine.for {iv} = {lb} to {ub}{step} {{")
                self.stmts(dims + [iv], syms, list(index_vals), depth + 1, lines, indent + 1)
                lines.append(f"{pad}}}")
            elif k < 0.28:
                self.parallel(dims, syms, index_vals, depth, lines, indent)
            elif k < 0.33 and index_vals:
                self.min_max_chain(dims, syms, index_vals, lines, pad)
            elif k < 0.4:
                v = self.fresh("a")
                op = r.choice(["apply", "apply", "min", "max"])
                n = 1 if op == "apply" else r.randint(1, 3)
                lines.append(f"{pad}{v} = affine.{op} {self.map_call(dims + index_vals, syms, n)}")
                index_vals.append(v)
            elif k < 0.6:
                subs = ", ".join(self.ssa_expr(dims + index_vals[-2:], syms) for _ in range(2))
                v = self.fresh("x")
                lines.append(f"{pad}{v} = affine.load %A[{subs}] : memref<?x?xf32>")
                lines.append(f"{pad}affine.store {v}, %B[{self.ssa_expr(dims, syms)}] : memref<64xf32>")
            elif k < 0.75:
                subs = ", ".join(self.ssa_expr(dims + index_vals[-2:], syms) for _ in range(2))
                lines.append(f"{pad}affine.store %v, %A[{subs}] : memref<?x?xf32>")
            elif depth < 3:
                ds = dims[-2:]
                nd = len(ds)
                cons = []
                for _ in range(r.randint(0, 3)):
                    rel = r.choice([">= 0", "== 0"])
                    cons.append(f"{self.map_expr(nd, len(syms))} {rel}")
                dl = ", ".join(f"d{i}" for i in range(nd))
                sl = "[" + ", ".join(f"s{i}" for i in range(len(syms))) + "]"
                cond = f"affine_set<({dl}){sl} : ({', '.join(cons)})>({', '.join(ds)})[{', '.join(syms)}]"
                lines.append(f"{pad}affine.if {cond} {{")
                self.stmts(dims, syms, list(index_vals), depth + 1, lines, indent + 1)
                if r.random() < 0.4:
                    lines.append(f"{pad}}} else {{")
                    self.stmts(dims, syms, list(index_vals), depth + 1, lines, indent + 1)
                lines.append(f"{pad}}}")

    def parallel(self, dims, syms, index_vals, depth, lines, indent):
        """An affine.parallel band, sometimes with reductions of loaded values."""
        r = self.rng
        pad = "  " * indent
        n = r.randint(1, 2)
        ivs = [self.fresh("p") for _ in range(n)]

        def group(lower):
            k = r.random()
            if k < 0.4:
                return str(r.randint(0, 3) if lower else r.randint(4, 16))
            exprs = [self.ssa_expr(dims, syms, 1) for _ in range(r.randint(1, 2))]
            if len(exprs) == 1:
                return exprs[0]
            return ("max(" if lower else "min(") + ", ".join(exprs) + ")"

        lbs = ", ".join(group(True) for _ in ivs)
        ubs = ", ".join(group(False) for _ in ivs)
        step = ""
        if r.random() < 0.3:
            step = " step (" + ", ".join(str(r.randint(1, 3)) for _ in ivs) + ")"
        kinds = []
        if r.random() < 0.5:
            kinds = [r.choice(["addf", "mulf", "maximumf", "minimumf"]) for _ in range(r.randint(1, 2))]
        head = f"affine.parallel ({', '.join(ivs)}) = ({lbs}) to ({ubs}){step}"
        results = ""
        if kinds:
            res = self.fresh("r")
            names = ", ".join(f'"{k}"' for k in kinds)
            types = ", ".join("f32" for _ in kinds)
            results = f"{res}:{len(kinds)} = " if len(kinds) > 1 else f"{res} = "
            head += f" reduce ({names}) -> ({types})"
        lines.append(f"{pad}{results}{head} {{")
        inner = dims + ivs
        if depth < 2 and r.random() < 0.5:
            self.stmts(inner, syms, list(index_vals), depth + 1, lines, indent + 1)
        if kinds:
            subs = ", ".join(self.ssa_expr(inner[-2:], syms, 1) for _ in range(2))
            x = self.fresh("x")
            lines.append(f"{pad}  {x} = affine.load %A[{subs}] : memref<?x?xf32>")
            vals = ", ".join(r.choice([x, "%v"]) for _ in kinds)
            types = ", ".join("f32" for _ in kinds)
            lines.append(f"{pad}  affine.yield {vals} : {types}")
        else:
            subs = ", ".join(self.ssa_expr(inner[-2:], syms, 1) for _ in range(2))
            lines.append(f"{pad}  affine.store %v, %A[{subs}] : memref<?x?xf32>")
        lines.append(f"{pad}}}")

    def min_max_chain(self, dims, syms, index_vals, lines, pad):
        """A min (max) with a result that is a min (max) result as a bare dim or symbol."""
        r = self.rng
        op = r.choice(["min", "max"])
        inner = self.fresh("a")
        lines.append(f"{pad}{inner} = affine.{op} {self.map_call(dims + index_vals, syms, r.randint(1, 3))}")
        outer = self.fresh("a")
        others = [self.map_expr(1, 1) for _ in range(r.randint(0, 2))]
        if r.random() < 0.5:
            exprs = ", ".join(["d0", *others])
            call = f"({inner})[{r.choice(syms)}]"
        else:
            exprs = ", ".join(["s0", *[e.replace("s0", "s1").replace("d0", "s0") for e in others]])
            call = f"()[{inner}, {r.choice(syms)}]"
            exprs = exprs
            lines.append(f"{pad}{outer} = affine.{op} affine_map<()[s0, s1] -> ({exprs})>{call}")
            index_vals.extend([inner, outer])
            return
        lines.append(f"{pad}{outer} = affine.{op} affine_map<(d0)[s0] -> ({exprs})>{call}")
        index_vals.extend([inner, outer])

    def module(self):
        lines = ["func.func @f(%A: memref<?x?xf32>, %B: memref<64xf32>, %n: index, %m: index, %v: f32) {"]
        syms = ["%n", "%m"]
        index_vals = []
        if self.rng.random() < 0.5:
            lines.append("  %c4 = arith.constant 4 : index")
            syms.append("%c4")
        self.stmts([], syms, index_vals, 0, lines, 1)
        lines.append("  return")
        lines.append("}")
        return "\n".join(lines) + "\n"


def run(tool, args):
    try:
        proc = subprocess.run([tool, *args], capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        return "TIMEOUT", [], -1
    errors = [line for line in proc.stderr.splitlines() if ": error: " in line]
    return proc.stdout, errors, proc.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--keep", help="write the corpus to this directory")
    args = parser.parse_args()
    gen = Gen(random.Random(args.seed))
    out_dir = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="affine-corpus-"))
    out_dir.mkdir(parents=True, exist_ok=True)
    counts = {name: [0, 0] for name, _ in MODES}
    for i in range(args.count):
        path = out_dir / f"m{i:04}.mlir"
        path.write_text(gen.module())
        for name, flags in MODES:
            theirs = run(args.mlir_opt, [*flags, str(path)])
            if theirs[2] != 0 and name != "roundtrip":
                continue
            ours = run(args.strata, [*flags, str(path)])
            counts[name][1] += 1
            if ours == theirs:
                counts[name][0] += 1
                continue
            print(f"DIFFERENT {path} [{name}]")
            if args.verbose:
                diff = difflib.unified_diff(theirs[0].splitlines(), ours[0].splitlines(),
                                            "mlir-opt", "strata-opt", lineterm="")
                for line in list(diff)[:40]:
                    print("  " + line)
                if ours[1] != theirs[1]:
                    print(f"  errors: strata {ours[1]} mlir-opt {theirs[1]}")
    for name, (same, total) in counts.items():
        print(f"{name}: {same}/{total} identical")


if __name__ == "__main__":
    main()
