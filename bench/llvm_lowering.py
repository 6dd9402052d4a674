#!/usr/bin/env python3
"""Times `convert-to-llvm` followed by LLVM IR export on a generated module
of about N operations, Strata (strata-opt | strata-translate) against MLIR
(mlir-opt | mlir-translate), and prints the ratio. The module is either
this script's own (func/arith/math/cf chains) or, with --gen-large, the
shared gen_large.py module (func/arith/cf) that bench/run.py uses. Each
step is one process; the tools run alternately `--repeat` times and the
median CPU time (user+sys, the figure that holds on a loaded machine) and
wall time of each step and of the whole are printed, with both ratios (the
wall ratio counts the threads Strata uses; it means something only on an
idle machine), whether both tools' LLVM dialect output is identical and
whether llvm-as accepts Strata's `.ll`.
Usage: llvm_lowering.py [--ops N] [--gen-large] [--repeat K] [--bin DIR] [--llvm DIR]
"""

import argparse
import os
import statistics
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


def run_step(cmd, stdin_path, out_path):
    """Runs one step reading `stdin_path` (None: the path is in `cmd`) and
    writing `out_path`; returns (wall seconds, CPU seconds user+sys)."""
    start = time.perf_counter()
    with open(out_path, "wb") as out:
        stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
        proc = subprocess.Popen(cmd, stdin=stdin, stdout=out)
        _, status, usage = os.wait4(proc.pid, 0)
        if stdin_path:
            stdin.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(cmd)}")
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def pipeline(opt, translate, src, tmp, tag):
    """Lowers `src` and exports it; returns ((wall, cpu) of each step)."""
    lowered, ll = tmp / f"{tag}.mlir", tmp / f"{tag}.ll"
    lower = run_step([opt, "--convert-to-llvm", "--reconcile-unrealized-casts", str(src)],
                     None, lowered)
    export = run_step([translate, "--mlir-to-llvmir", "-"], lowered, ll)
    return lower, export


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops", type=int, default=1_000_000)
    ap.add_argument("--bin", default=str(REPO / "target" / "release"))
    ap.add_argument("--llvm", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--gen-large", action="store_true")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="strata-bench-llvm-"))
    if args.gen_large:
        sys.path.insert(0, str(REPO / "bench"))
        from run import generate
        src, _ = generate("large", args.ops, "custom", 1, tmp)
    else:
        src = tmp / "input.mlir"
        src.write_text(module(args.ops))
    tools = {
        "strata": (f"{args.bin}/strata-opt", f"{args.bin}/strata-translate"),
        "mlir": (f"{args.llvm}/mlir-opt", f"{args.llvm}/mlir-translate"),
    }
    runs = {name: [] for name in tools}
    for _ in range(args.repeat):
        # Alternate the tools, so both see the same machine load.
        for name, (opt, translate) in tools.items():
            runs[name].append(pipeline(opt, translate, src, tmp, name))
    same = (tmp / "strata.mlir").read_bytes() == (tmp / "mlir.mlir").read_bytes()
    accepted = subprocess.run([f"{args.llvm}/llvm-as", str(tmp / "strata.ll"), "-o", "/dev/null"],
                              capture_output=True).returncode == 0
    cpu, wall = {}, {}
    for name, rs in runs.items():
        lower_cpu = statistics.median(r[0][1] for r in rs)
        export_cpu = statistics.median(r[1][1] for r in rs)
        lower_wall = statistics.median(r[0][0] for r in rs)
        export_wall = statistics.median(r[1][0] for r in rs)
        cpu[name] = statistics.median(r[0][1] + r[1][1] for r in rs)
        wall[name] = statistics.median(r[0][0] + r[1][0] for r in rs)
        print(f"{name:7} cpu: lower {lower_cpu:.2f}s, export {export_cpu:.2f}s, "
              f"total {cpu[name]:.2f}s; wall: lower {lower_wall:.2f}s, "
              f"export {export_wall:.2f}s, total {wall[name]:.2f}s")
    print(f"{args.ops} ops, median of {args.repeat}: cpu ratio "
          f"{cpu['mlir'] / cpu['strata']:.2f}x, wall ratio {wall['mlir'] / wall['strata']:.2f}x; "
          f"LLVM dialect output identical: {same}; "
          f"strata .ll accepted by llvm-as: {accepted}")
    for f in tmp.iterdir():
        f.unlink()
    tmp.rmdir()


if __name__ == "__main__":
    main()
