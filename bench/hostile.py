#!/usr/bin/env python3
"""Time and peak memory of strata-opt on the largest hostile inputs of
issue #17 (the file tests under crates/strata-opt/tests check their
results; this script only measures them).

Each input is written to a temporary file and run once under
/usr/bin/time; a row reports the input's size, the exit status, the wall
time and the peak resident memory. Exit status 1 is expected where the
input is invalid (a located diagnostic, e.g. an integer out of range).

Usage: bench/hostile.py [--strata BINARY] [--scale S]
(--scale 0.1 writes inputs a tenth the size, for a quick check.)
"""

import argparse
import subprocess
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
STRATA = REPO / "target" / "release" / "strata-opt"
PIPELINE = ["--inline", "--canonicalize", "--cse", "--sccp", "--symbol-dce"]


def nested_regions(n):
    head = "func.func @f(%x: i32) -> i32 {\n"
    opens = "".join(f"%r{i} = scf.execute_region -> i32 {{\n" for i in range(n))
    closes = "".join(
        "}\n" + (f"scf.yield %r{i} : i32\n" if i > 0 else "") for i in reversed(range(n))
    )
    return head + opens + "scf.yield %x : i32\n" + closes + "return %r0 : i32\n}\n"


def nested_tuple(n):
    return f'"t.op"() : () -> {"tuple<" * n}i32{">" * n}\n'


def nested_array(n):
    return f'"t.op"() {{a = {"[" * n}1{"]" * n}}} : () -> ()\n'


def nested_affine(n):
    expr = "(" * n + "d0" + " + d1) floordiv 3" * n
    return (
        "func.func @f(%a: index, %b: index) -> index {\n"
        f"  %r = affine.apply affine_map<(d0, d1) -> ({expr})>(%a, %b)\n"
        "  return %r : index\n}\n"
    )


def long_string(n):
    return f'"t.op"() {{s = "{"x" * n}"}} : () -> ()\n'


def long_integer(n):
    return f"%c = arith.constant {'9' * n} : i64\n"


def many_operands(n):
    return (
        "func.func @f(%a: i32) {\n"
        f'  "t.op"({", ".join(["%a"] * n)}) : ({", ".join(["i32"] * n)}) -> ()\n'
        "  return\n}\n"
    )


def many_blocks(n):
    blocks = "".join(f"^bb{i}:\n  cf.br ^bb{i + 1}\n" for i in range(1, n))
    return f"func.func @f() {{\n  cf.br ^bb1\n{blocks}^bb{n}:\n  return\n}}\n"


def many_symbols(n):
    return "".join(f"func.func private @f{i}()\n" for i in range(n))


CASES = [
    ("regions nested 100,000 deep, through the pipeline", nested_regions, 100_000, PIPELINE),
    ("tuple<...> nested 100,000 deep", nested_tuple, 100_000, []),
    ("[...] nested 100,000 deep", nested_array, 100_000, []),
    ("affine expression nested 100,000 deep, lowered", nested_affine, 100_000, ["--lower-affine"]),
    ("10 MB string literal", long_string, 10_000_000, []),
    ("integer of 10^6 digits (out of range)", long_integer, 1_000_000, []),
    ("1M operands on one op", many_operands, 1_000_000, []),
    ("1M blocks in one region", many_blocks, 1_000_000, []),
    ("1M symbols", many_symbols, 1_000_000, ["--symbol-dce"]),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--strata", default=str(STRATA))
    ap.add_argument("--scale", type=float, default=1.0)
    args = ap.parse_args()
    print("| input | size | exit | wall | peak memory |")
    print("| --- | --- | --- | --- | --- |")
    with tempfile.TemporaryDirectory() as tmp:
        for name, make, n, flags in CASES:
            path = Path(tmp) / "input.mlir"
            path.write_text(make(max(1, int(n * args.scale))))
            cmd = ["/usr/bin/time", "-f", "%e %M", args.strata, "--allow-unregistered-dialect"]
            run = subprocess.run(
                cmd + flags + [str(path), "-o", "/dev/null"],
                capture_output=True,
                text=True,
                check=False,
            )
            wall, rss_kib = run.stderr.strip().splitlines()[-1].split()
            size = path.stat().st_size / 1e6
            print(
                f"| {name} | {size:.1f} MB | {run.returncode} | {float(wall):.2f} s "
                f"| {int(rss_kib) / 1024:.0f} MiB |"
            )


if __name__ == "__main__":
    main()
