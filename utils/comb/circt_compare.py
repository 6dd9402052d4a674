#!/usr/bin/env python3
"""Runs CIRCT's comb canonicalizer and Strata's on the same random
functions and compares how many comb operations each leaves.

CIRCT's comb has no inv/nand/nor/xnor/lut and writes truth tables
differently, so the functions use the ops both share (add, and, mul, or,
xor, concat, extract, replicate, parity, icmp, mux) and are translated to
`hw.module`s with `hw.constant`s for CIRCT. The tools are the reference for
which simplifications exist; correctness of Strata's is checked by
evaluation (utils/comb/random_equivalence.sh), not here.

CIRCT's Python bindings (Python 3.11):
    pip download --no-deps circt==1.62.0 -d /tmp/circt
    pip install --no-deps --target /tmp/circt/pkg /tmp/circt/*.whl

Usage: python3.11 utils/comb/circt_compare.py [--count N] [--seed S] [--show K]
"""

import argparse
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, "/tmp/circt/pkg")

SHARED = ["add", "and", "mul", "or", "xor"]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
              "ceq", "cne", "weq", "wne"]


def function(rng):
    """A random function: (strata text, circt text)."""
    args = [rng.choice([1, 4, 8]) for _ in range(rng.randint(1, 3))]
    values = [(f"%a{i}", w) for i, w in enumerate(args)]
    lines = []
    used = set()

    def fresh(w, text):
        name = f"%v{len(lines)}"
        lines.append((name, text))
        values.append((name, w))
        return name

    def value(w):
        same = [n for n, x in values if x == w]
        if same and rng.random() < 0.7:
            v = rng.choice(same)
        else:
            v = fresh(w, ("const", rng.choice([0, 1, (1 << w) - 1, rng.randrange(1 << w)]), w))
        used.add(v)
        return v

    for _ in range(rng.randint(3, 10)):
        w = rng.choice([1, 4, 8])
        k = rng.randrange(8)
        b = "bin " if rng.random() < 0.3 else ""
        if k <= 2:
            ins = [value(w) for _ in range(rng.randint(1, 3))]
            if rng.random() < 0.2:
                ins.append(ins[0])
            fresh(w, f"comb.{rng.choice(SHARED)} {b}{', '.join(ins)} : i{w}")
        elif k == 3:
            ws = [rng.choice([1, 4]) for _ in range(rng.randint(2, 3))]
            ins = [value(x) for x in ws]
            fresh(sum(ws), f"comb.concat {', '.join(ins)} : {', '.join(f'i{x}' for x in ws)}")
        elif k == 4:
            low = rng.randrange(w)
            out = rng.randint(1, w - low)
            fresh(out, f"comb.extract {value(w)} from {low} : (i{w}) -> i{out}")
        elif k == 5:
            fresh(1, f"comb.parity {b}{value(w)} : i{w}")
        elif k == 6:
            a = value(w)
            c = value(w) if rng.random() < 0.6 else a
            fresh(1, f"comb.icmp {b}{rng.choice(PREDICATES)} {a}, {c} : i{w}")
        else:
            c, t, f = value(1), value(w), value(w)
            fresh(w, f"comb.mux {b}{c}, {t}, {f} : i{w}")
    outs = [(n, w) for n, w in values[len(args):] if n not in used] or [values[-1]]
    types = ", ".join(f"i{w}" for _, w in outs)

    def body(const):
        text = []
        for name, op in lines:
            text.append(f"    {name} = {const(*op[1:]) if isinstance(op, tuple) else op}")
        return "\n".join(text)

    params = ", ".join(f"%a{i}: i{w}" for i, w in enumerate(args))
    strata = (f"func.func @f({params}) -> ({types}) {{\n"
              + body(lambda v, w: f"arith.constant {v} : i{w}")
              + f"\n    return {', '.join(n for n, _ in outs)} : {types}\n}}\n")
    ports = ", ".join([f"in %a{i} : i{w}" for i, w in enumerate(args)]
                      + [f"out r{i} : i{w}" for i, (_, w) in enumerate(outs)])
    circt = (f"hw.module @f({ports}) {{\n"
             + body(lambda v, w: f"hw.constant {v} : i{w}")
             + f"\n    hw.output {', '.join(n for n, _ in outs)} : {types}\n}}\n")
    return strata, circt


def circt_canonicalize(text):
    import circt
    from circt import ir, passmanager
    with ir.Context() as ctx:
        circt.register_dialects(ctx)
        module = ir.Module.parse(text)
        passmanager.PassManager.parse("builtin.module(canonicalize)").run(module.operation)
        return str(module)


def comb_ops(text):
    return len(re.findall(r"= comb\.", text))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--strata", default="target/release/strata-opt")
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=3)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    fewer = same = more = 0
    ours_total = theirs_total = before_total = 0
    shown = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.count):
            strata, circt_text = function(rng)
            path = f"{tmp}/f{i}.mlir"
            with open(path, "w") as f:
                f.write(strata)
            p = subprocess.run([args.strata, path, "--canonicalize"], capture_output=True, text=True)
            if p.returncode != 0:
                print(f"strata-opt failed:\n{strata}\n{p.stderr}")
                return 1
            theirs = circt_canonicalize(circt_text)
            o, t = comb_ops(p.stdout), comb_ops(theirs)
            before_total += comb_ops(strata)
            ours_total += o
            theirs_total += t
            if o < t:
                fewer += 1
            elif o == t:
                same += 1
            else:
                more += 1
                if shown < args.show:
                    shown += 1
                    print(f"--- Strata leaves {o} comb ops, CIRCT {t}:\n{strata}\n{p.stdout}\n{theirs}")
    print(f"{args.count} functions, {before_total} comb ops before; after canonicalize: Strata {ours_total}, "
          f"CIRCT {theirs_total}; Strata fewer on {fewer}, equal on {same}, more on {more}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
