#!/usr/bin/env python3
"""Time per MB of parse + print as inputs grow, strata-opt beside mlir-opt.

Generates inputs of growing size (default 1, 2, 5, 10, 25 MB) from one
source and runs each tool on each (`--allow-unregistered-dialect
--mlir-print-debuginfo FILE -o /dev/null`, best of --repeat), then prints
wall and CPU time, seconds per MB and peak memory side by side, and how
far strata-opt's time per MB strays from flat (largest over smallest).

Sources:
  pretty  bench/gen_pretty_symbols.py: pretty dialect attributes and types
  lines   bench/gen_long_lines.py: thousands of block arguments and all
          operations on single lines
  jax     bench/gen_jax.py: JAX transformer gradients as StableHLO, generic
          form with debug info (needs `pip install jax jaxlib`; skipped
          with a message when jax is not importable)

  bench/scaling.py --source pretty
  bench/scaling.py --source jax --sizes 1,5,25 --keep /tmp/jax-inputs
"""
import argparse
import importlib.util
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import run as bench  # noqa: E402  (the measuring helpers of bench/run.py)

JAX_BYTES_PER_LAYER = 44_000
GENERATORS = {"pretty": "gen_pretty_symbols.py", "lines": "gen_long_lines.py"}


def generate(source, mb, workdir):
    path = Path(workdir) / f"{source}-{mb}mb.mlir"
    if path.exists():
        return path
    if source in GENERATORS:
        cmd = [sys.executable, str(HERE / GENERATORS[source]), "--mb", str(mb)]
    else:
        layers = max(1, round(mb * 1e6 / JAX_BYTES_PER_LAYER))
        cmd = [sys.executable, str(HERE / "gen_jax.py"), "--layers", str(layers)]
    with open(path, "w") as out:
        subprocess.run(cmd, stdout=out, stderr=subprocess.DEVNULL, check=True)
    return path


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.splitlines()[1:]))
    ap.add_argument("--source", choices=("pretty", "lines", "jax"), default="pretty")
    ap.add_argument("--sizes", default="1,2,5,10,25", help="input sizes in MB")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--strata", type=Path, default=bench.DEFAULT_STRATA)
    ap.add_argument("--mlir-opt", type=Path, default=bench.DEFAULT_MLIR)
    ap.add_argument("--keep", type=Path, help="directory to write (and reuse) inputs in")
    a = ap.parse_args()
    if a.source == "jax" and importlib.util.find_spec("jax") is None:
        print("jax is not importable (pip install jax jaxlib): skipping the JAX benchmark")
        return 0
    if not a.strata.exists():
        sys.exit(f"{a.strata} not found: run `cargo build --release -p strata-opt`")
    tools = [("strata-opt", a.strata)]
    if a.mlir_opt.exists():
        tools.append(("mlir-opt", a.mlir_opt))
    workdir = a.keep or Path(tempfile.mkdtemp(prefix="strata-scaling-"))
    workdir.mkdir(parents=True, exist_ok=True)
    header = "| MB | " + " | ".join(f"{n} wall s | cpu s/MB | peak MiB" for n, _ in tools)
    if len(tools) == 2:
        header += " | speed-up (wall / cpu) | memory strata/mlir"
    print(f"source: {a.source}, best of {a.repeat}, parse + print with debug info")
    print(header + " |")
    print("|" + " --- |" * header.count("|"))
    per_mb = []
    for mb in (float(s) for s in a.sizes.split(",")):
        path = generate(a.source, mb, workdir)
        size = path.stat().st_size / 1e6
        row = [f"{size:.1f}"]
        results = []
        for _, tool in tools:
            r = bench.measure([str(tool), str(path), "-o", "/dev/null",
                               "--allow-unregistered-dialect", "--mlir-print-debuginfo"],
                              a.repeat)
            results.append(r)
            if "error" in r:
                row += ["failed", r["error"][:60], ""]
                continue
            row += [f"{r['time']:.3f}", f"{r['cpu'] / size:.4f}", f"{r['rss'] / 2**20:.1f}"]
        s = results[0]
        if "error" not in s:
            per_mb.append(s["cpu"] / size)
        if len(results) == 2 and not any("error" in r for r in results):
            m = results[1]
            row.append(f"{m['time'] / s['time']:.2f}x / {m['cpu'] / s['cpu']:.2f}x")
            row.append(f"{s['rss'] / m['rss']:.2f}x")
        print("| " + " | ".join(row) + " |")
    if per_mb:
        print(f"strata-opt cpu time per MB, largest / smallest: {max(per_mb) / min(per_mb):.2f}")
    if a.keep:
        print(f"inputs kept in {workdir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
