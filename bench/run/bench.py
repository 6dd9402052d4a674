#!/usr/bin/env python3
"""Times strata-run against mlir-runner -O3 and clang -O3 on matmul.mlir
(512x512 f32) and reduce.mlir (10M f32), written in scf/memref, with C
references of the same loops. Both runners execute the same LLVM-dialect
file (lowered once by mlir-opt with PIPELINE); strata-run also runs the
scf/memref source with PIPELINE as its own pass flags ("strata-run+lower").
Each program prints its result and its kernel's seconds (rtclock); the
rest of the wall time is start-up, compilation and the data's
initialization loop. Reports the best of --repeat rounds (the four commands
take turns in each round) and the ratios to
mlir-runner (compile) and clang (run), plus each process's CPU time
(user + system), which waiting for a core on a loaded machine does not
inflate, and matmul's kernel in CPU time (see kernel_cpu).

Usage: bench.py [--bin DIR] [--llvm DIR] [--repeat N]
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PIPELINE = ["--convert-scf-to-cf", "--convert-to-llvm", "--reconcile-unrealized-casts"]
REPO = HERE.parent.parent


def timed(cmd):
    """(result, kernel wall s, process wall s, process cpu s) of one run."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    text = p.stdout.read()
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    if status != 0:
        sys.exit(f"failed: {' '.join(cmd)}")
    out = text.split()
    return out[0], float(out[1]), wall, usage.ru_utime + usage.ru_stime


def best(cmds, n):
    """For each command: result, best kernel time, best rest of the wall
    time, best cpu time. The commands take turns, so a change of the
    machine's load over the n rounds affects them alike."""
    runs = [[] for _ in cmds]
    for _ in range(n):
        for i, cmd in enumerate(cmds):
            runs[i].append(timed(cmd))
    return [(rs[0][0], min(r[1] for r in rs), min(r[2] - r[1] for r in rs), min(r[3] for r in rs))
            for rs in runs]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=str(REPO / "target" / "release"))
    ap.add_argument("--llvm", default="/usr/lib/llvm-22")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    llvm = Path(args.llvm)
    lib = llvm / "lib" / "libmlir_c_runner_utils.so.22.1"
    tmp = tempfile.TemporaryDirectory()
    for name in ["matmul", "reduce"]:
        src = HERE / f"{name}.mlir"
        exe = Path(tmp.name) / name
        subprocess.run([str(llvm / "bin" / "clang"), "-O3", str(HERE / f"{name}.c"), "-o", str(exe)],
                       check=True)
        low = Path(tmp.name) / f"{name}.llvm.mlir"
        low.write_bytes(subprocess.run([str(llvm / "bin" / "mlir-opt"), str(src), *PIPELINE],
                                       capture_output=True, check=True).stdout)
        run = [str(Path(args.bin) / "strata-run"), "-e", "main", "--entry-point-result=void", "-O3"]
        runner = [str(llvm / "bin" / "mlir-runner"), str(low), "-e", "main",
                  "--entry-point-result=void", "-O3", f"--shared-libs={lib}"]
        ours, ours_low, ref, c = best([run + [str(low)], run + [str(src), *PIPELINE], runner,
                                       [str(exe)]], args.repeat)
        print(f"{name}: result strata-run {ours[0]} mlir-runner {ref[0]} clang {c[0]}")
        print(f"  run time     strata-run {ours[1]:.4f}s  mlir-runner {ref[1]:.4f}s  clang {c[1]:.4f}s"
              f"  -> strata-run/clang {ours[1] / c[1]:.2f}x  mlir-runner/clang {ref[1] / c[1]:.2f}x")
        print(f"  compile+init strata-run {ours[2]:.4f}s  strata-run+lower {ours_low[2]:.4f}s"
              f"  mlir-runner {ref[2]:.4f}s  -> strata-run/mlir-runner {ours[2] / ref[2]:.2f}x"
              f"  (+lower {ours_low[2] / ref[2]:.2f}x)")
        print(f"  process cpu  strata-run {ours[3]:.4f}s  mlir-runner {ref[3]:.4f}s  clang {c[3]:.4f}s"
              f"  -> strata-run/clang {ours[3] / c[3]:.2f}x")
    kernel_cpu(args, llvm, Path(tmp.name))
    return 0


def kernel_cpu(args, llvm, tmp):
    """Matmul's kernel in CPU time, which a loaded machine does not
    inflate: the programs with the kernel run 4 times and 0 times, the
    difference of their best process CPU times divided by 4."""
    text = (HERE / "matmul.mlir").read_text()
    call = next(line for line in text.splitlines(keepends=True) if "func.call @matmul(" in line)
    cmds = []
    for reps in (0, 4):
        src = tmp / f"matmul{reps}.mlir"
        src.write_text(text.replace(call, call * reps))
        low = tmp / f"matmul{reps}.llvm.mlir"
        low.write_bytes(subprocess.run([str(llvm / "bin" / "mlir-opt"), str(src), *PIPELINE],
                                       capture_output=True, check=True).stdout)
        exe = tmp / f"matmul{reps}"
        subprocess.run([str(llvm / "bin" / "clang"), "-O3", f"-DREPS={reps}", str(HERE / "matmul.c"),
                        "-o", str(exe)], check=True)
        cmds += [[str(Path(args.bin) / "strata-run"), "-e", "main", "--entry-point-result=void",
                  "-O3", str(low)], [str(exe)]]
    ours0, c0, ours4, c4 = (r[3] for r in best(cmds, args.repeat))
    ours, c = (ours4 - ours0) / 4, (c4 - c0) / 4
    print(f"matmul kernel cpu  strata-run {ours:.4f}s  clang {c:.4f}s  -> strata-run/clang {ours / c:.2f}x")


if __name__ == "__main__":
    sys.exit(main())
