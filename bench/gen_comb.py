#!/usr/bin/env python3
"""Generates a large module of comb functions (every op and predicate,
widths 1-64) for benchmarking strata-opt against heir-opt, e.g.

    bench/gen_comb.py --funcs 200 --ops-per-func 500 > /tmp/comb.mlir
    bench/run.py --input /tmp/comb.mlir --ops 100000 --mlir-opt /tmp/heir/x/heir/heir-opt --check
    bench/run.py --input /tmp/comb.mlir --ops 100000 --mlir-opt /tmp/heir/x/heir/heir-opt \\
        --mode pipeline --pipeline 'builtin.module(func.func(canonicalize))'

Prints the op count on stderr.
"""
import argparse
import random
import sys

VARIADIC = ["add", "and", "mul", "nand", "nor", "or", "xnor", "xor"]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
              "ceq", "cne", "weq", "wne"]
WIDTHS = [1, 4, 8, 16, 32, 64]


def function(rng, index, ops, out):
    values = {w: [f"%a{i}"] for i, w in enumerate(WIDTHS)}
    params = ", ".join(f"%a{i}: i{w}" for i, w in enumerate(WIDTHS))
    out.append(f"func.func @f{index}({params}) -> i64 {{")
    count = 0

    def fresh(w, text):
        nonlocal count
        name = f"%v{count}"
        count += 1
        out.append(f"  {name} = {text}")
        values.setdefault(w, []).append(name)

    def pick(w):
        return rng.choice(values[w][-8:])

    while count < ops:
        w = rng.choice(WIDTHS)
        k = rng.randrange(10)
        b = "bin " if rng.random() < 0.2 else ""
        if k < 4:
            ins = ", ".join(pick(w) for _ in range(rng.randint(2, 3)))
            fresh(w, f"comb.{rng.choice(VARIADIC)} {b}{ins} : i{w}")
        elif k == 4 and w <= 32:
            fresh(2 * w, f"comb.concat {pick(w)}, {pick(w)} : i{w}, i{w}")
        elif k == 5:
            low = rng.randrange(65 - w)
            fresh(w, f"comb.extract {pick(64)} from {low} : (i64) -> i{w}")
        elif k == 6:
            fresh(1, f"comb.icmp {b}{rng.choice(PREDICATES)} {pick(w)}, {pick(w)} : i{w}")
        elif k == 7:
            fresh(w, f"comb.mux {b}{pick(1)}, {pick(w)}, {pick(w)} : i{w}")
        elif k == 8:
            fresh(1, f"comb.parity {b}{pick(w)} : i{w}")
        else:
            fresh(1, f"comb.truth_table {pick(1)}, {pick(1)} -> {rng.randrange(16)} : ui4")
    out.append(f"  return {values[64][-1]} : i64")
    out.append("}")
    return count


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--funcs", type=int, default=100)
    ap.add_argument("--ops-per-func", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    out = []
    total = sum(function(rng, i, args.ops_per_func, out) for i in range(args.funcs))
    sys.stdout.write("\n".join(out) + "\n")
    print(f"{total + args.funcs} ops", file=sys.stderr)


if __name__ == "__main__":
    main()
