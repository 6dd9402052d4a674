#!/usr/bin/env python3
"""Reading MLIR bytecode: strata-opt against mlir-opt, and against text.

Generates the gen_large.py func/arith/cf module (--ops operations, 1M by
default), writes it as bytecode with mlir-opt (and with strata-opt, checking
that both files are byte-identical), then measures:

  process  each tool reading the text and the bytecode file, verifying it and
           printing only the top-level op (`--mlir-print-skip-regions -o
           /dev/null`): wall and CPU seconds (user + system, from wait4) and
           peak memory, best CPU time of --repeat runs.
  read     the CPU time of reading alone: for Strata the reading thread's
           CPU time in-process (crates/strata-bytecode/examples/read_time.rs),
           for mlir-opt the share of its samples under mlir::parseSourceFile
           in `perf record --call-graph dwarf` times its process CPU time
           (skipped when perf is missing).

On a loaded machine compare CPU times, not wall times.

Usage: bench/bytecode.py [--ops N] [--repeat R] [--strata PATH] [--mlir-opt PATH]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GEN_LARGE = (ROOT / "bench" / "gen_large.py", Path("/work/shared/bench/gen_large.py"))


def run(cmd):
    """(wall s, cpu s, peak KiB) of one run; exits on failure."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{proc.stderr.read().decode()}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def best(cmd, repeat):
    return min((run(cmd) for _ in range(repeat)), key=lambda r: r[1])


def perf_share(cmd, symbol):
    """Fraction of the samples of `cmd` spent under `symbol`, or None."""
    if not shutil.which("perf"):
        return None
    with tempfile.TemporaryDirectory() as d:
        data = Path(d) / "perf.data"
        rec = subprocess.run(["perf", "record", "-q", "-F", "499", "--call-graph", "dwarf,16384",
                              "-o", str(data), *map(str, cmd)],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if rec.returncode != 0:
            return None
        rep = subprocess.run(["perf", "report", "-i", str(data), "--children", "--no-inline", "--stdio"],
                             capture_output=True, text=True)
    for line in rep.stdout.splitlines():
        m = re.match(r"\s+([\d.]+)%\s+[\d.]+%.*\] " + re.escape(symbol) + r"\s*$", line)
        if m:
            return float(m.group(1)) / 100
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ops", type=int, default=1_000_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--strata", default=str(ROOT / "target/release/strata-opt"))
    ap.add_argument("--read-time", default=str(ROOT / "target/release/examples/read_time"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    args = ap.parse_args()
    gen = next((p for p in GEN_LARGE if p.exists()), None)
    if gen is None:
        sys.exit("gen_large.py not found")
    with tempfile.TemporaryDirectory() as d:
        d = Path(d)
        text = d / "large.mlir"
        per_func = 1000 if args.ops >= 20000 else max(20, args.ops // 20)
        with open(text, "w") as out:
            subprocess.run([sys.executable, str(gen), "--funcs", str(max(1, (args.ops - 1) // per_func)),
                            "--ops-per-func", str(per_func)], stdout=out, check=True)
        bc = d / "large.mlirbc"
        mine = d / "strata.mlirbc"
        run([args.mlir_opt, text, "--emit-bytecode", "-o", bc])
        run([args.strata, text, "--emit-bytecode", "-o", mine])
        identical = bc.read_bytes() == mine.read_bytes()
        mb_text, mb_bc = text.stat().st_size / 1e6, bc.stat().st_size / 1e6
        print(f"input: {args.ops} ops, text {mb_text:.1f} MB, bytecode {mb_bc:.1f} MB; "
              f"strata-opt --emit-bytecode byte-identical to mlir-opt's: {identical}")
        flags = ["--mlir-print-skip-regions", "-o", "/dev/null"]
        rows = {}
        for tool, path in (("strata-opt", args.strata), ("mlir-opt", args.mlir_opt)):
            for form, f in (("text", text), ("bytecode", bc)):
                rows[(tool, form)] = best([path, f, *flags], args.repeat)
        print("\nprocess (read + verify + print the top op), best CPU of", args.repeat)
        print("| tool | input | wall s | cpu s | peak MiB |")
        print("| --- | --- | --- | --- | --- |")
        for (tool, form), (wall, cpu, rss) in rows.items():
            print(f"| {tool} | {form} | {wall:.2f} | {cpu:.2f} | {rss / 1024:.0f} |")
        s_bc, m_bc = rows[("strata-opt", "bytecode")][1], rows[("mlir-opt", "bytecode")][1]
        s_tx = rows[("strata-opt", "text")][1]
        print(f"\nmlir-opt/strata-opt CPU on bytecode: {m_bc / s_bc:.2f}x; "
              f"strata-opt text/bytecode CPU: {s_tx / s_bc:.2f}x")
        print("\nread only (CPU s)")
        reads = {}
        if Path(args.read_time).exists():
            for form, f in (("text", text), ("bytecode", bc)):
                out = subprocess.run([args.read_time, f, str(args.repeat)], capture_output=True,
                                     text=True, check=True).stdout
                reads[("strata", form)] = float(out.split()[1])
        for form, f in (("text", text), ("bytecode", bc)):
            share = perf_share([args.mlir_opt, f, *flags], "mlir::parseSourceFile")
            if share is not None:
                reads[("mlir", form)] = share * rows[("mlir-opt", form)][1]
        for (tool, form), t in reads.items():
            print(f"  {tool:6} {form:8} {t:.3f}")
        if ("strata", "bytecode") in reads and ("mlir", "bytecode") in reads:
            print(f"mlir-opt/strata reading bytecode: {reads[('mlir', 'bytecode')] / reads[('strata', 'bytecode')]:.2f}x")
        if ("strata", "text") in reads and ("strata", "bytecode") in reads:
            print(f"strata reading text/bytecode: {reads[('strata', 'text')] / reads[('strata', 'bytecode')]:.2f}x")


if __name__ == "__main__":
    main()
