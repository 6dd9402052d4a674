#!/usr/bin/env python3
"""Memory per operation: the peak resident memory of parsing, verifying and
printing a gen_large module, minus that of an empty module, divided by the
number of operations; for strata-opt and (when installed) mlir-opt.

The input file counts only as far as a tool keeps it resident (strata-opt
maps it and gives back the pages it has parsed).

  bench/bytes_per_op.py --ops 1000000
  bench/bytes_per_op.py --ops 200000 --threads      # without --mlir-disable-threading
"""
import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402  (the timing helpers of bench/run.py)


def peak(tool, path, threads):
    cmd = [str(tool), str(path), "-o", "/dev/null"]
    if not threads:
        cmd.append("--mlir-disable-threading")
    _, _, rss, rc, err = run.run_once(cmd)
    if rc != 0:
        sys.exit(f"{tool} failed: {err.strip()[:300]}")
    return rss


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ops", type=int, default=1000000)
    ap.add_argument("--threads", action="store_true", help="let the tools use threads")
    ap.add_argument("--strata-opt", default=str(run.DEFAULT_STRATA))
    ap.add_argument("--mlir-opt", default=str(run.DEFAULT_MLIR))
    args = ap.parse_args()
    tools = [("strata-opt", Path(args.strata_opt))]
    if Path(args.mlir_opt).exists():
        tools.append(("mlir-opt", Path(args.mlir_opt)))
    with tempfile.TemporaryDirectory() as tmp:
        path, ops = run.generate("large", args.ops, "custom", 1, tmp)
        ops = ops or args.ops
        empty = Path(tmp) / "empty.mlir"
        empty.write_text("module {}\n")
        mb = path.stat().st_size / 1e6
        print(f"gen_large {ops} ops, {mb:.1f} MB, threads {'on' if args.threads else 'off'}")
        for name, tool in tools:
            base = peak(tool, empty, args.threads)
            full = peak(tool, path, args.threads)
            per_op = (full - base) / ops
            print(f"{name:10} peak {full / 2**20:7.1f} MiB  empty {base / 2**20:6.1f} MiB  "
                  f"{per_op:6.1f} bytes/op")


if __name__ == "__main__":
    main()
