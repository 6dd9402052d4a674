#!/usr/bin/env python3
"""Writes a module full of pretty-form dialect attributes and types.

Unregistered `t.*` operations in generic form whose attributes and result
types are `#d.a<...>` / `!d.t<...>` symbols of an unregistered dialect:
nested inside each other, holding strings, arrays, dictionaries and
arrows, some spread over several lines, each operation with a location.
Every body is scanned as raw text by the parser, the path that once cost
time growing with the position in the file. Needs
`--allow-unregistered-dialect`.

  bench/gen_pretty_symbols.py --mb 10 > pretty.mlir
"""
import argparse
import random
import sys


def symbol(rng, depth):
    """One pretty attribute or type body, possibly nested."""
    kind = rng.randrange(6 if depth < 3 else 3)
    if kind == 0:
        return f"#d.a<{rng.randint(0, 1 << 20)}, [{rng.randint(0, 9)}, {rng.randint(0, 9)}]>"
    if kind == 1:
        return f'!d.t<"s{rng.randint(0, 999)} > ]", f32>'
    if kind == 2:
        return f"#d.map<(d0, d1) -> (d1 + {rng.randint(0, 99)}, d0)>"
    if kind == 3:
        return f"#d.nest<{symbol(rng, depth + 1)}, {{k = {symbol(rng, depth + 1)}}}>"
    if kind == 4:
        # Spread over lines: the body crosses newlines.
        return f"!d.wide<\n      {symbol(rng, depth + 1)},\n      {symbol(rng, depth + 1)}>"
    return f"#d.list<[{symbol(rng, depth + 1)}, {symbol(rng, depth + 1)}]>"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=float, default=1.0, help="approximate output size")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    target = int(args.mb * 1e6)
    out = sys.stdout
    written = ops = 0
    while written < target:
        line = (f'"t.op"() {{a = {symbol(rng, 0)}, b = {symbol(rng, 0)}}} : () -> '
                f'!d.r<{rng.randint(0, 99)}, {symbol(rng, 1)}> '
                f'loc("gen.py":{ops + 1}:{rng.randint(1, 80)})\n')
        out.write(line)
        written += len(line)
        ops += 1
    print(f"ops={ops}", file=sys.stderr)


if __name__ == "__main__":
    main()
