#!/usr/bin/env python3
"""Writes utils/scf/corpus/generated-canonicalize.mlir: one `// -----`
module per combination of the shapes the scf canonicalization patterns
look at (loop bounds and steps that give zero, one or many iterations,
iteration arguments that are forwarded, duplicated, unused or live;
conditionals on constant, negated or unknown conditions with yields
defined inside or outside; switches on constants; parallel loops with
zero- and one-iteration dimensions). compare.py runs each module through
`--canonicalize` in both tools.

Usage: gen_canon_corpus.py [OUTPUT]
"""

import itertools
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def bound(v, name):
    """An index operand: a constant (defined first) or a function argument."""
    if isinstance(v, int):
        return f"%{name}", f"  %{name} = arith.constant {v} : index\n"
    return v, ""


def for_module(i, lb, ub, step, carried, unsigned, ty):
    """An scf.for whose iteration arguments follow `carried`."""
    consts = ""
    names = []
    for v, n in ((lb, "lb"), (ub, "ub"), (step, "st")):
        name, c = bound(v, n)
        names.append(name)
        consts += c
    if ty != "index":
        consts = consts.replace(": index", f": {ty}")
        args = f"%a: {ty}, %b: {ty}, %s: {ty}, %x: f32, %y: f32"
    else:
        args = "%a: index, %b: index, %s: index, %x: f32, %y: f32"
    inits, yields, uses, body = [], [], [], []
    if carried == "none":
        pass
    elif carried == "forwarded":
        inits, yields = ["%x"], ["%it0"]
    elif carried == "init":
        inits, yields = ["%x"], ["%x"]
    elif carried == "live":
        inits, yields = ["%x"], ["%n0"]
        body.append("    %n0 = arith.addf %it0, %it0 : f32")
    elif carried == "dup":
        inits, yields = ["%x", "%x"], ["%y", "%y"]
    elif carried == "mixed":
        inits, yields = ["%x", "%y", "%x"], ["%it0", "%n1", "%x"]
        body.append("    %n1 = arith.mulf %it1, %it1 : f32")
    elif carried == "unused":
        inits, yields = ["%x", "%y"], ["%n0", "%y"]
        body.append("    %n0 = arith.addf %x, %y : f32")
    uses.append('    "test.use"(%iv) : (' + ty + ") -> ()")
    iter_args = ""
    results = ""
    if inits:
        pairs = ", ".join(f"%it{k} = {v}" for k, v in enumerate(inits))
        types = ", ".join("f32" for _ in inits)
        iter_args = f" iter_args({pairs}) -> ({types})"
        results = f"%r:{len(inits)} = " if len(inits) > 1 else "%r = "
    ytext = ""
    if yields:
        ytext = "    scf.yield " + ", ".join(yields) + " : " + ", ".join("f32" for _ in yields) + "\n"
    kw = "unsigned " if unsigned else ""
    suffix = f" : {ty}" if ty != "index" else ""
    ret = ""
    rtypes = ""
    if inits and carried != "unused":
        vals = [f"%r#{k}" if len(inits) > 1 else "%r" for k in range(len(inits))]
        ret = " " + ", ".join(vals) + " : " + ", ".join("f32" for _ in vals)
        rtypes = " -> (" + ", ".join("f32" for _ in vals) + ")"
    elif carried == "unused":
        ret = " %r#1 : f32"
        rtypes = " -> (f32)"
    text = f"func.func @for{i}({args}){rtypes} {{\n{consts}"
    text += f"  {results}scf.for {kw}%iv = {names[0]} to {names[1]} step {names[2]}{iter_args}{suffix} {{\n"
    text += "\n".join(body + uses) + "\n" + ytext + "  }\n"
    text += f"  return{ret}\n}}\n"
    return text


def if_module(i, cond, shape, has_else, use):
    """An scf.if on `cond` yielding values of `shape`."""
    pre = ""
    c = "%c"
    if cond == "true":
        pre, c = "  %t = arith.constant true\n", "%t"
    elif cond == "false":
        pre, c = "  %t = arith.constant false\n", "%t"
    elif cond == "not":
        pre, c = "  %t = arith.constant true\n  %n = arith.xori %c, %t : i1\n", "%n"
    then_y, else_y, inner = {
        "same": ("%x", "%x", False),
        "diff": ("%x", "%y", False),
        "inside": ("%v", "%y", True),
        "two": ("%x, %v", "%y, %y", True),
    }[shape]
    n = len(then_y.split(", "))
    types = ", ".join("f32" for _ in range(n))
    res = (f"%r:{n} = " if n > 1 else "%r = ") if use != "none" else ""
    if use == "none":
        res = f"%r:{n} = " if n > 1 else "%r = "
    text = f"func.func @if{i}(%c: i1, %x: f32, %y: f32) -> f32 {{\n{pre}"
    text += f"  {res}scf.if {c} -> ({types}) {{\n"
    if inner:
        text += "    %v = arith.addf %x, %x : f32\n"
    text += f"    scf.yield {then_y} : {types}\n  }}"
    if has_else:
        text += " else {\n"
        text += '    "test.else"() : () -> ()\n'
        text += f"    scf.yield {else_y} : {types}\n  }}"
    text += "\n"
    if use == "none":
        text += "  return %x : f32\n}\n"
    elif use == "last" and n > 1:
        text += f"  return %r#{n - 1} : f32\n}}\n"
    else:
        text += ("  return %r#0 : f32\n}\n" if n > 1 else "  return %r : f32\n}\n")
    return text


def switch_module(i, value, with_default_work):
    """An scf.index_switch on a constant or an argument."""
    arg = "%a"
    pre = ""
    if value is not None:
        pre, arg = f"  %k = arith.constant {value} : index\n", "%k"
    dflt = '    %d = "test.default"() : () -> f32\n    scf.yield %d : f32' if with_default_work else "    scf.yield %x : f32"
    return (
        f"func.func @switch{i}(%a: index, %x: f32) -> f32 {{\n{pre}"
        f"  %r = scf.index_switch {arg} -> f32\n"
        "  case 0 {\n    %z = arith.addf %x, %x : f32\n    scf.yield %z : f32\n  }\n"
        "  case 2 {\n    %t = arith.mulf %x, %x : f32\n    scf.yield %t : f32\n  }\n"
        f"  default {{\n{dflt}\n  }}\n"
        "  return %r : f32\n}\n"
    )


def parallel_module(i, dims, reduce):
    """An scf.parallel over `dims` ((lb, ub, step) per dimension)."""
    consts, lbs, ubs, steps = "", [], [], []
    for d, (lb, ub, st) in enumerate(dims):
        for v, n, out in ((lb, f"l{d}", lbs), (ub, f"u{d}", ubs), (st, f"s{d}", steps)):
            name, c = bound(v, n)
            consts += c
            out.append(name)
    ivs = ", ".join(f"%i{d}" for d in range(len(dims)))
    head = f"({ivs}) = ({', '.join(lbs)}) to ({', '.join(ubs)}) step ({', '.join(steps)})"
    text = f"func.func @par{i}(%a: index, %b: index, %m: memref<?xf32>, %x: f32) -> f32 {{\n{consts}"
    if reduce:
        text += f"  %r = scf.parallel {head} init (%x) -> f32 {{\n"
        text += "    %v = memref.load %m[%i0] : memref<?xf32>\n"
        text += "    scf.reduce(%v : f32) {\n    ^bb0(%p: f32, %q: f32):\n"
        text += "      %s = arith.addf %p, %q : f32\n      scf.reduce.return %s : f32\n    }\n  }\n"
        text += "  return %r : f32\n}\n"
    else:
        text += f"  scf.parallel {head} {{\n    memref.store %x, %m[%i0] : memref<?xf32>\n  }}\n"
        text += "  return %x : f32\n}\n"
    return text


def modules():
    """Every generated module."""
    out = []
    bounds = [0, 3, "%a"]
    uppers = [0, 1, 4, 10, "%b"]
    steps = [1, 2, 20, "%s"]
    carried = ["none", "forwarded", "init", "live", "dup", "mixed", "unused"]
    n = 0
    for lb, ub, st in itertools.product(bounds, uppers, steps):
        for c in carried:
            if (n % 3 == 0) or c in ("live", "none") or st == "%s":
                out.append(for_module(len(out), lb, ub, st, c, False, "index"))
            n += 1
    for lb, ub, st, uns in itertools.product([0, 5], [1, 7], [1, 8], [False, True]):
        out.append(for_module(len(out), lb, ub, st, "live", uns, "i32"))
    for cond, shape, has_else, use in itertools.product(
        ["c", "true", "false", "not"], ["same", "diff", "inside", "two"], [True, False], ["all", "none", "last"]
    ):
        if not has_else and shape != "inside":
            continue
        if not has_else:
            continue
        out.append(if_module(len(out), cond, shape, has_else, use))
    for value, work in itertools.product([None, 0, 1, 2, 7], [False, True]):
        out.append(switch_module(len(out), value, work))
    dim_choices = [(0, 1, 1), (0, 0, 1), (0, 8, 2), ("%a", "%a", 1), ("%a", "%b", 1), (2, 3, 5)]
    for dims in itertools.product(dim_choices, repeat=2):
        for reduce in (False, True):
            out.append(parallel_module(len(out), dims, reduce))
    return out


def main():
    """Writes the corpus file."""
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "corpus" / "generated-canonicalize.mlir"
    mods = modules()
    text = "// PASSES: --canonicalize\n" + "// -----\n".join(mods)
    path.write_text(text)
    print(f"{len(mods)} modules written to {path}")


if __name__ == "__main__":
    main()
