#!/usr/bin/env python3
"""Writes a module whose text is a few very long lines.

One `t.region` operation whose entry block takes thousands of arguments
declared on one line, followed by operations that all sit on a single
line and use those arguments: the shape that once made location
bookkeeping cost time growing with the column. Needs
`--allow-unregistered-dialect`.

  bench/gen_long_lines.py --mb 5 > long.mlir
"""
import argparse
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=float, default=1.0, help="approximate output size")
    args = ap.parse_args()
    target = int(args.mb * 1e6)
    block_args = max(1, target // 40 // 20)
    out = sys.stdout
    out.write('"t.region"() ({\n^bb0(')
    out.write(", ".join(f"%a{i}: i32" for i in range(block_args)))
    out.write("):\n")
    written = block_args * 12
    ops = 0
    parts = []
    while written < target:
        op = f'%v{ops} = "t.op"(%a{ops % block_args}) : (i32) -> i32 '
        parts.append(op)
        written += len(op)
        ops += 1
    out.write("".join(parts))
    out.write('"t.end"() : () -> ()\n}) : () -> ()\n')
    print(f"ops={ops}", file=sys.stderr)


if __name__ == "__main__":
    main()
