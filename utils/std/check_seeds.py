#!/usr/bin/env python3
"""Checks the seed examples under test/Seeds: each must parse and verify
with `strata-opt --legacy-syntax`, and its migration
(`--convert-std-to-core`) must pass mlir-opt 22's verifier. Files with
`--verify-diagnostics` RUN lines are invalid on purpose and skipped.

usage: check_seeds.py [STRATA_OPT] [MLIR_OPT]
"""
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
OPT = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "target/release/strata-opt")
MLIR = sys.argv[2] if len(sys.argv) > 2 else "/usr/lib/llvm-22/bin/mlir-opt"


def check(path):
    extra = ["--allow-unregistered-dialect"]
    parsed = subprocess.run([OPT, "--legacy-syntax", *extra, str(path)], capture_output=True, text=True)
    if parsed.returncode != 0:
        return "strata-opt rejects it: " + parsed.stderr.strip().splitlines()[0]
    migrated = subprocess.run([OPT, "--legacy-syntax", *extra, str(path), "--convert-std-to-core"],
                              capture_output=True, text=True)
    if migrated.returncode != 0:
        return "migration fails: " + migrated.stderr.strip().splitlines()[0]
    if "std." in migrated.stdout:
        return "std ops left after migration"
    oracle = subprocess.run([MLIR, *extra], input=migrated.stdout, capture_output=True, text=True)
    if oracle.returncode != 0:
        return "mlir-opt rejects the migration: " + oracle.stderr.strip().splitlines()[0]
    return None


def main():
    per_seed = {}
    for path in sorted((ROOT / "test/Seeds").rglob("*.mlir")):
        if "--verify-diagnostics" in path.read_text():
            continue
        seed = path.parent.name
        error = check(path)
        ok, total = per_seed.get(seed, (0, 0))
        per_seed[seed] = (ok + (error is None), total + 1)
        if error:
            print(f"{path.relative_to(ROOT)}: {error}")
    for seed, (ok, total) in sorted(per_seed.items()):
        print(f"seed {seed}: {ok}/{total} parse, verify and migrate to IR mlir-opt 22 accepts")


if __name__ == "__main__":
    main()
