#!/usr/bin/env python3
"""Times `convert-to-llvm` followed by LLVM IR export on a generated module
of about N operations, Strata (strata-opt | strata-translate) against MLIR
(mlir-opt | mlir-translate), and prints the ratio. The module is either
this script's own (func/arith/math/cf chains) or, with --gen-large, the
shared gen_large.py module (func/arith/cf) that bench/run.py uses.
Usage: llvm_lowering.py [--ops N] [--gen-large] [--bin DIR] [--llvm DIR]
"""

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def module(ops):
    """Functions of 500 ops each: integer and float chains and a branch."""
    per = 500
    out = []
    for f in range(max(1, ops // per)):
        out.append(f"func.func @f{f}(%a: i64, %b: i64, %x: f64) -> (i64, f64) {{")
        prev_i, prev_f = "%a", "%x"
        for k in range(per // 2 - 2):
            out.append(f"  %i{k} = arith.{['addi', 'muli', 'xori'][k % 3]} {prev_i}, %b : i64")
            out.append(f"  %f{k} = {['arith.addf', 'arith.mulf', 'math.sqrt'][k % 3]} {prev_f}"
                       f"{'' if k % 3 == 2 else ', %x'} : f64")
            prev_i, prev_f = f"%i{k}", f"%f{k}"
        out.append(f"  %c = arith.cmpi slt, {prev_i}, %b : i64")
        out.append(f"  cf.cond_br %c, ^bb1({prev_i} : i64), ^bb1(%a : i64)")
        out.append("^bb1(%r: i64):")
        out.append(f"  return %r, {prev_f} : i64, f64")
        out.append("}")
    return "\n".join(out) + "\n"


def timed(cmd_a, cmd_b, src, dst):
    start = time.perf_counter()
    lowered = subprocess.run(cmd_a + [str(src)], capture_output=True, check=True).stdout
    subprocess.run(cmd_b + ["-", "-o", str(dst)], input=lowered, check=True)
    return time.perf_counter() - start


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", type=int, default=1_000_000)
    ap.add_argument("--bin", default=str(REPO / "target" / "release"))
    ap.add_argument("--llvm", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--gen-large", action="store_true")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="strata-bench-llvm-"))
    if args.gen_large:
        sys.path.insert(0, str(REPO / "bench"))
        from run import generate
        src, _ = generate("large", args.ops, "custom", 1, tmp)
    else:
        src = tmp / "input.mlir"
        src.write_text(module(args.ops))
    lower = ["--convert-to-llvm", "--reconcile-unrealized-casts"]
    ours = timed([f"{args.bin}/strata-opt", *lower], [f"{args.bin}/strata-translate",
                 "--mlir-to-llvmir"], src, tmp / "strata.ll")
    theirs = timed([f"{args.llvm}/mlir-opt", *lower], [f"{args.llvm}/mlir-translate",
                   "--mlir-to-llvmir"], src, tmp / "mlir.ll")
    print(f"{args.ops} ops: strata {ours:.2f}s, mlir {theirs:.2f}s, ratio {theirs / ours:.2f}x")


if __name__ == "__main__":
    main()
