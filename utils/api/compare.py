#!/usr/bin/env python3
"""Compares the library facade with mlir-opt.

1. The function @g built by `examples/build_g.rs` against mlir-opt's print
   of the same function written by hand.
2. `Module::parse` (`examples/parse_file.rs`) on each input under
   utils/api/inputs/ against `mlir-opt FILE`: stdout on success, stderr
   (the rendered diagnostics) on failure.

Run from the repository root after
`cargo build --release -p strata --examples`. Prints identical/total.
"""
import glob
import os
import subprocess
import sys

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
EX = "target/release/examples"
HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def opt_output(path):
    """mlir-opt's result: stdout without the blank line it ends with
    (`Display` of a module ends at its last line), or stderr."""
    rc, out, err = run([MLIR_OPT, path])
    if rc == 0 and out.endswith("\n\n"):
        out = out[:-1]
    return rc, out, err


def main():
    total = same = 0
    _, built, err = run([f"{EX}/build_g"])
    _, want, _ = opt_output(os.path.join(HERE, "inputs", "g.mlir"))
    total += 1
    if built == want:
        same += 1
    else:
        print(f"build_g differs:\n{built}{err}--- mlir-opt ---\n{want}")
    for path in sorted(glob.glob(os.path.join(HERE, "inputs", "*.mlir"))):
        rel = os.path.relpath(path)
        rc1, out1, err1 = run([f"{EX}/parse_file", rel])
        rc2, out2, err2 = opt_output(rel)
        total += 1
        ours = out1 if rc1 == 0 else err1
        theirs = out2 if rc2 == 0 else err2
        if (rc1 == 0) == (rc2 == 0) and ours == theirs:
            same += 1
        else:
            print(f"{rel} differs:\n--- strata ---\n{ours}--- mlir-opt ---\n{theirs}")
    print(f"identical: {same}/{total}")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
