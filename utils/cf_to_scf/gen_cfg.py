#!/usr/bin/env python3
"""Generates random control-flow graphs in func.func bodies for
--lift-cf-to-scf: loops, nested and irreducible cycles, several exits,
switches, returns from several blocks, infinite loops, block arguments and
values used across blocks (only where their definition dominates).

Usage: gen_cfg.py OUT_DIR [--count N] [--seed S]
Each module is written to OUT_DIR/cfg_<i>.mlir.
"""

import argparse
import random
from pathlib import Path


def dominators(n, succs):
    """Dominator sets of the blocks reachable from block 0."""
    preds = {b: [] for b in range(n)}
    for b in range(n):
        for s in succs[b]:
            preds[s].append(b)
    dom = {0: {0}}
    for b in range(1, n):
        dom[b] = set(range(n))
    changed = True
    while changed:
        changed = False
        for b in range(1, n):
            ps = [dom[p] for p in preds[b]]
            new = set.intersection(*ps) if ps else set()
            new = new | {b}
            if new != dom[b]:
                dom[b] = new
                changed = True
    return dom


def gen_function(rng, name, results_i32=True, max_blocks=9):
    n = rng.randint(2, max_blocks)
    succs = [[] for _ in range(n)]
    for i in range(1, n):
        p = rng.randrange(i)
        succs[p].append(i)
    kinds = []
    for b in range(n):
        extra = rng.choice([0, 0, 1, 1, 2, 3]) if b else rng.choice([1, 1, 2])
        if not succs[b] and rng.random() < 0.45:
            extra = 0
        for _ in range(extra):
            succs[b].append(rng.randrange(1, n))
        if not succs[b]:
            kinds.append("ret")
        elif len(succs[b]) == 1:
            kinds.append("br")
        elif len(succs[b]) == 2 and rng.random() < 0.8:
            kinds.append("cond")
        else:
            kinds.append("switch")
        rng.shuffle(succs[b])
    if "ret" not in kinds and rng.random() < 0.8:
        b = rng.randrange(1, n)
        kinds[b] = "ret"
        # Keep the blocks it reached reachable through its predecessor.
        lost = succs[b]
        succs[b] = []
        for s in lost:
            for p in range(n):
                if p != b and kinds[p] != "ret" and p < s:
                    succs[p].append(s)
                    kinds[p] = "cond" if len(succs[p]) == 2 else ("switch" if len(succs[p]) > 2 else "br")
                    break
    # Reachability check; drop the function if something is unreachable.
    seen = {0}
    stack = [0]
    while stack:
        b = stack.pop()
        for s in succs[b]:
            if s not in seen:
                seen.add(s)
                stack.append(s)
    if len(seen) != n:
        return None
    nargs = [0] + [rng.choice([0, 0, 1, 1, 2]) for _ in range(1, n)]
    dom = dominators(n, succs)
    unreachable_kind = rng.random() < 0.15
    defined = {}
    lines = []
    params = "%x: i32, %y: i32, %c0: i1, %c1: i1, %c2: i1, %s: i32"
    ret = " -> i32" if results_i32 else ""
    lines.append(f"func.func @{name}({params}){ret} {{")
    # Order blocks as generated; values defined in dominating blocks only.
    for b in range(n):
        args = [f"%b{b}a{j}" for j in range(nargs[b])]
        if b:
            sig = ", ".join(f"{a}: i32" for a in args)
            lines.append(f"^bb{b}" + (f"({sig}):" if sig else ":"))
        avail = ["%x", "%y"] + args
        for d in sorted(dom[b] - {b}):
            avail += defined.get(d, [])
        mine = []
        for k in range(rng.choice([0, 1, 1, 2])):
            v = f"%b{b}v{k}"
            op = rng.choice(["arith.addi", "arith.muli", "arith.subi"])
            lines.append(f"  {v} = {op} {rng.choice(avail + mine)}, {rng.choice(avail + mine)} : i32")
            mine.append(v)
        if rng.random() < 0.2:
            v = f"%b{b}r"
            a, c = rng.choice(avail + mine), rng.choice(avail + mine)
            lines.append(f"  {v} = scf.if {rng.choice(['%c0', '%c1'])} -> (i32) {{")
            lines.append(f"    {v}t = arith.addi {a}, {c} : i32")
            lines.append(f"    scf.yield {v}t : i32")
            lines.append(f"  }} else {{\n    scf.yield {a} : i32\n  }}")
            mine.append(v)
        defined[b] = mine
        pool = avail + mine
        conds = ["%c0", "%c1", "%c2"]
        if rng.random() < 0.3:
            c = f"%b{b}c"
            lines.append(f"  {c} = arith.cmpi slt, {rng.choice(pool)}, {rng.choice(pool)} : i32")
            conds.append(c)

        def target(t):
            if nargs[t] == 0:
                return f"^bb{t}"
            ops = ", ".join(rng.choice(pool) for _ in range(nargs[t]))
            return f"^bb{t}({ops} : {', '.join(['i32'] * nargs[t])})"

        kind = kinds[b]
        if kind == "ret":
            if unreachable_kind and b % 2 == 1:
                lines.append("  ub.unreachable")
            elif results_i32:
                lines.append(f"  return {rng.choice(pool)} : i32")
            else:
                lines.append("  return")
        elif kind == "br":
            lines.append(f"  cf.br {target(succs[b][0])}")
        elif kind == "cond":
            t, f = succs[b]
            lines.append(f"  cf.cond_br {rng.choice(conds)}, {target(t)}, {target(f)}")
        else:
            flag = rng.choice(["%s", "%x"] + pool)
            dflt, *cases = succs[b]
            values = rng.sample(range(0, 8), len(cases))
            body = [f"    default: {target(dflt)}"]
            body += [f"    {v}: {target(t)}" for v, t in zip(values, cases)]
            lines.append(f"  cf.switch {flag} : i32, [\n" + ",\n".join(body) + "\n  ]")
    lines.append("}")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=150)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-blocks", type=int, default=9)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    written = 0
    while written < args.count:
        funcs = []
        for k in range(rng.randint(1, 3)):
            f = None
            while f is None:
                f = gen_function(rng, f"f{k}", results_i32=rng.random() < 0.85,
                                 max_blocks=args.max_blocks)
            funcs.append(f)
        (out / f"cfg_{written:03}.mlir").write_text("\n\n".join(funcs) + "\n")
        written += 1


if __name__ == "__main__":
    main()
