#!/usr/bin/env python3
"""Time strata-opt against mlir-opt on the same input.

Each run is one process; its wall time, CPU time (user + system) and peak
resident memory (the child's rusage from wait4) are measured, and the run
with the median wall time of --repeat runs is reported. The two tools run
alternately (strata-opt, mlir-opt, strata-opt, ...) so that both see the
same load; on a busy machine compare the ratios, and the CPU times: wall
time then includes waiting for a core. Two modes, each run once with
threading and once with --mlir-disable-threading:

  roundtrip  parse + verify + print (the default: `tool FILE -o OUT`)
  pipeline   the same plus `--pass-pipeline=PIPELINE`

--profile records each input's strata-opt run with `perf` (when installed)
and prints the 15 symbols with the most samples, to choose the next
optimization from data.

Inputs are files (--input) or generated: --gen large (the shared gen_large.py
func/arith/cf generator), --gen nested (bench/gen_nested.py) or --gen
structured (bench/gen_structured.py, scf/memref/tensor kernels). Throughput is
reported as MB/s of input and ops/s (ops as reported by the generator, or
--ops for --input files), with strata/mlir ratios of throughput and memory.

Examples:
  bench/run.py --gen large --ops 1000000
  bench/run.py --gen large --ops 200000 --form generic
  bench/run.py --gen nested --ops 200000
  bench/run.py --gen large --ops 200000 --mode pipeline
  bench/run.py --input some.mlir --ops 1234 --check
  bench/run.py --gen large --ops 1000000 --profile
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
DEFAULT_STRATA = ROOT / "target" / "release" / "strata-opt"
DEFAULT_MLIR = Path("/usr/lib/llvm-22/bin/mlir-opt")
GEN_LARGE_CANDIDATES = (
    ROOT / "bench" / "gen_large.py",
    ROOT.parent / "shared" / "bench" / "gen_large.py",
    Path("/work/shared/bench/gen_large.py"),
)
DEFAULT_PIPELINE = "builtin.module(func.func(canonicalize,cse))"


def find_gen_large():
    for p in GEN_LARGE_CANDIDATES:
        if p.exists():
            return p
    sys.exit("gen_large.py not found (looked in bench/ and shared/bench/)")


def generate(kind, ops, form, seed, workdir):
    """Writes a generated module and returns (path, op count)."""
    if kind == "large":
        per_func = 1000 if ops >= 20000 else max(20, ops // 20)
        funcs = max(1, (ops - 1) // per_func)
        cmd = [sys.executable, str(find_gen_large()), "--funcs", str(funcs),
               "--ops-per-func", str(per_func), "--form", form, "--seed", str(seed)]
    else:
        cmd = [sys.executable, str(ROOT / "bench" / f"gen_{kind}.py"),
               "--ops", str(ops), "--seed", str(seed)]
    name = f"{kind}-{form}-{ops}" if kind == "large" else f"{kind}-{ops}"
    path = Path(workdir) / f"{name}.mlir"
    with open(path, "w") as out:
        res = subprocess.run(cmd, stdout=out, stderr=subprocess.PIPE, text=True, check=True)
    m = re.search(r"ops=(\d+)", res.stderr)
    return path, int(m.group(1)) if m else None


def run_once(cmd):
    """Runs `cmd`; returns (wall seconds, CPU seconds, peak RSS in bytes,
    exit code, stderr)."""
    err = tempfile.TemporaryFile()
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    err.seek(0)
    cpu = usage.ru_utime + usage.ru_stime
    return (elapsed, cpu, usage.ru_maxrss * 1024, proc.returncode,
            err.read().decode(errors="replace"))


def measure(cmds, repeat):
    """Runs the commands alternately `repeat` times; for each, the run with
    the median wall time (its CPU time and peak memory)."""
    runs = [[] for _ in cmds]
    for _ in range(repeat):
        for i, cmd in enumerate(cmds):
            if runs[i] and "error" in runs[i][0]:
                continue
            t, cpu, rss, rc, err = run_once(cmd)
            if rc != 0:
                runs[i] = [{"error": f"exit {rc}: {err.strip()[:400]}"}]
                continue
            runs[i].append({"time": t, "cpu": cpu, "rss": rss})
    return [sorted(r, key=lambda x: x.get("time", 0))[len(r) // 2] for r in runs]


def profile(cmd, top=15):
    """The `top` symbols with the most samples of a `perf record` of `cmd`
    (None without perf)."""
    perf = shutil.which("perf")
    if not perf:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        data = os.path.join(tmp, "perf.data")
        rec = subprocess.run([perf, "record", "-F", "999", "-o", data, "--", *cmd],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if rec.returncode != 0:
            return [f"perf record failed: {rec.stderr.strip()[:300]}"]
        rep = subprocess.run([perf, "report", "-i", data, "--stdio", "--no-children",
                              "--sort", "symbol", "-g", "none"],
                             capture_output=True, text=True)
    lines = [re.sub(r"(\s+-)+\s*$", "", re.sub(r"\s+", " ", l.strip()))
             for l in rep.stdout.splitlines()
             if l.strip() and not l.lstrip().startswith("#")]
    return lines[:top]


def fmt_row(label, r, size, ops):
    if "error" in r:
        return f"  {label:<34} FAILED {r['error']}"
    mbs = size / 1e6 / r["time"]
    ops_s = f"{ops / r['time'] / 1e6:8.3f} Mops/s" if ops else "      n/a"
    return (f"  {label:<34} {r['time']:8.3f} s (cpu {r['cpu']:7.3f} s)  {mbs:8.2f} MB/s"
            f"  {ops_s}  peak {r['rss'] / 2**20:8.1f} MiB")


def ratio_line(label, s, m):
    if "error" in s or "error" in m:
        return f"  {label}: n/a"
    return (f"  {label}: throughput strata/mlir = {m['time'] / s['time']:.2f}x "
            f"(by cpu time {m['cpu'] / s['cpu']:.2f}x), "
            f"peak memory strata/mlir = {s['rss'] / m['rss']:.2f}x")


def check_same(strata, mlir, path, extra):
    """Compares both tools' generic output on `path`."""
    outs = []
    for tool in (strata, mlir):
        res = subprocess.run([str(tool), str(path), "--mlir-print-op-generic", *extra],
                             capture_output=True, text=True)
        if res.returncode != 0:
            return f"{tool.name} failed: {res.stderr.strip()[:300]}"
        outs.append(res.stdout)
    if outs[0] == outs[1]:
        return "identical output"
    a, b = outs[0].splitlines(), outs[1].splitlines()
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"outputs differ at line {i + 1}:\n    strata: {x}\n    mlir:   {y}"
    return f"outputs differ in length ({len(a)} vs {len(b)} lines)"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.splitlines()[1:]))
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--input", type=Path, help="an existing .mlir file")
    src.add_argument("--gen", choices=("large", "nested", "structured"), help="generate the input")
    ap.add_argument("--ops", type=int, help="ops to generate (or the op count of --input)")
    ap.add_argument("--form", choices=("custom", "generic"), default="custom",
                    help="form of --gen large output")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mode", choices=("roundtrip", "pipeline"), default="roundtrip")
    ap.add_argument("--pipeline", default=DEFAULT_PIPELINE, help="pass pipeline for --mode pipeline")
    ap.add_argument("--repeat", type=int, default=3,
                    help="runs per measurement (the median is reported)")
    ap.add_argument("--profile", action="store_true",
                    help="also print strata-opt's 15 hottest symbols (perf)")
    ap.add_argument("--strata", type=Path, default=DEFAULT_STRATA)
    ap.add_argument("--mlir-opt", type=Path, default=DEFAULT_MLIR)
    ap.add_argument("--no-mlir", action="store_true", help="only run strata-opt")
    ap.add_argument("--generic-output", action="store_true", help="print in the generic form")
    ap.add_argument("--check", action="store_true",
                    help="also compare both tools' generic output")
    ap.add_argument("--keep", action="store_true", help="keep generated files (printed path)")
    a = ap.parse_args()

    if not a.strata.exists():
        sys.exit(f"{a.strata} not found: run `cargo build --release -p strata-opt`")
    mlir = None if a.no_mlir or not a.mlir_opt.exists() else a.mlir_opt
    workdir = tempfile.mkdtemp(prefix="strata-bench-")
    try:
        if a.gen:
            if not a.ops:
                sys.exit("--gen needs --ops")
            path, ops = generate(a.gen, a.ops, a.form, a.seed, workdir)
        else:
            path, ops = a.input, a.ops
        size = path.stat().st_size
        extra = ["--allow-unregistered-dialect"]
        if a.generic_output:
            extra.append("--mlir-print-op-generic")
        print(f"input: {path} ({size / 1e6:.1f} MB, {ops if ops else '?'} ops), "
              f"median of {a.repeat}")

        passes = []
        if a.mode == "pipeline":
            passes = [f"--pass-pipeline={a.pipeline}"]
            print(f"pipeline: {a.pipeline}")
        variants = [("", passes), (" no-threads", [*passes, "--mlir-disable-threading"])]
        for suffix, args in variants:
            base = [str(path), "-o", os.devnull, *extra, *args]
            cmds = [[str(a.strata), *base]] + ([[str(mlir), *base]] if mlir else [])
            results = measure(cmds, a.repeat)
            print(fmt_row(f"strata-opt {a.mode}{suffix}", results[0], size, ops))
            if mlir:
                print(fmt_row(f"mlir-opt {a.mode}{suffix}", results[1], size, ops))
                print(ratio_line(f"{a.mode}{suffix}", results[0], results[1]))
        if a.profile:
            top = profile([str(a.strata), str(path), "-o", os.devnull, *extra, *passes])
            if top is None:
                print("profile: perf is not installed")
            else:
                print("profile (strata-opt, top 15 symbols by samples):")
                for line in top:
                    print(f"  {line}")
        if a.check and mlir:
            print("check:", check_same(a.strata, mlir, path, extra))
        if a.keep:
            kept = Path(tempfile.gettempdir()) / path.name
            shutil.copy(path, kept)
            print(f"kept input: {kept}")
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
