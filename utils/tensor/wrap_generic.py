#!/usr/bin/env python3
"""Wraps one-line generic tensor ops into functions whose arguments supply
the operands (types taken from the op's functional type), one split per op.

Usage: wrap_generic.py < ops.txt > cases.mlir   (one generic op per line)
"""
import re
import sys


def split_types(text):
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def wrap(line):
    m = re.search(r":\s*\((.*)\)\s*->\s*(.*)$", line)
    if not m:
        return None
    types = split_types(m.group(1))
    names = re.search(r'"\((.*?)\)', line)
    operands = [n.strip() for n in names.group(1).split(",")] if names and names.group(1).strip() else []
    args = ", ".join(f"{n}: {t}" for n, t in zip(operands, types))
    return f"func.func @f({args}) {{\n  {line}\n  return\n}}"


def main():
    cases = [wrap(l.strip()) for l in sys.stdin if l.strip() and not l.startswith("#")]
    print("\n// -----\n".join(c for c in cases if c))


if __name__ == "__main__":
    main()
