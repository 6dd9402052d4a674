#!/usr/bin/env python3
"""Differential check of the data-flow passes (sccp, remove-dead-values)
between strata-opt and mlir-opt.

Each file in utils/passes/dataflow_corpus/ carries one or more lines
`// ARGS: <flags>`; for each, both tools run the file with those flags and
their outputs and exit codes are compared. A summary `N/M identical` is
printed.

With `--random N`, N generated modules (functions with constant and
unknown branches, loops through block arguments and private callees) are
also compared under each pass.

Usage: dataflow_compare.py [--strata PATH] [--mlir-opt PATH] [--verbose]
                           [--random N] [--seed S] [FILTER...]
"""

import argparse
import difflib
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
CORPUS = HERE / "dataflow_corpus"


def find_mlir_opt(explicit):
    """Locates mlir-opt: explicit path, PATH, then the LLVM 22 install."""
    if explicit:
        return explicit
    found = shutil.which("mlir-opt")
    if found:
        return found
    fallback = Path("/usr/lib/llvm-22/bin/mlir-opt")
    return str(fallback) if fallback.exists() else None


def cases(path):
    """The flag sets requested by `// ARGS:` lines of a corpus file."""
    marker = "// ARGS:"
    return [
        line[len(marker):].split()
        for line in path.read_text().splitlines()
        if line.startswith(marker)
    ]


def run(tool, flags, path):
    """Runs one tool; returns (exit code, stdout, first error line)."""
    proc = subprocess.run(
        [tool] + flags + [str(path)], capture_output=True, text=True, timeout=60
    )
    errors = [l for l in proc.stderr.splitlines() if "error:" in l]
    return proc.returncode, proc.stdout, errors[0] if errors else ""


RANDOM_PASSES = [["--sccp"], ["--remove-dead-values"], ["--sccp", "--remove-dead-values"]]


def random_module(rng):
    """A module of random arith/cf/func code over i32 values."""
    lines = []
    callees = []
    for f in range(rng.randint(1, 3)):
        name = f"@p{f}"
        nargs = rng.randint(1, 3)
        nres = rng.randint(1, 2)
        callees.append((name, nargs, nres))
        args = ", ".join(f"%a{i}: i32" for i in range(nargs))
        res = ", ".join(["i32"] * nres)
        lines.append(f"func.func private {name}({args}) -> ({res}) {{")
        lines.append("  %k = arith.constant 3 : i32")
        vals = [f"%a{i}" for i in range(nargs)] + ["%k"]
        for i in range(rng.randint(0, 4)):
            op = rng.choice(["addi", "muli", "subi", "andi"])
            lines.append(f"  %t{i} = arith.{op} {rng.choice(vals)}, {rng.choice(vals)} : i32")
            vals.append(f"%t{i}")
        rets = ", ".join(rng.choice(vals) for _ in range(nres))
        lines.append(f"  return {rets} : {res}")
        lines.append("}")
    for f in range(rng.randint(1, 2)):
        lines.append(f"func.func @f{f}(%x: i32, %c: i1) -> i32 {{")
        vals = ["%x"]
        for i, v in enumerate(rng.sample(range(-2, 5), 3)):
            lines.append(f"  %c{i} = arith.constant {v} : i32")
            vals.append(f"%c{i}")
        n = 0
        nblocks = rng.randint(1, 4)
        for b in range(nblocks):
            for _ in range(rng.randint(1, 4)):
                kind = rng.random()
                if kind < 0.2 and callees:
                    name, nargs, nres = rng.choice(callees)
                    cargs = ", ".join(rng.choice(vals) for _ in range(nargs))
                    types = ", ".join(["i32"] * nargs)
                    rtypes = ", ".join(["i32"] * nres)
                    lines.append(f"  %v{n}:{nres} = call {name}({cargs}) : ({types}) -> ({rtypes})")
                    vals.append(f"%v{n}#0")
                else:
                    op = rng.choice(["addi", "muli", "subi", "xori", "maxsi"])
                    lines.append(f"  %v{n} = arith.{op} {rng.choice(vals)}, {rng.choice(vals)} : i32")
                    vals.append(f"%v{n}")
                n += 1
            if b + 1 == nblocks:
                lines.append(f"  return {rng.choice(vals)} : i32")
                break
            target = b + 1
            back = rng.randint(0, b)
            if rng.random() < 0.5:
                cond = "%c"
            else:
                pred = rng.choice(["slt", "eq", "ne", "sge"])
                lines.append(f"  %q{n} = arith.cmpi {pred}, {rng.choice(vals)}, {rng.choice(vals)} : i32")
                cond = f"%q{n}"
                n += 1
            other = back if rng.random() < 0.3 and b > 0 else target
            lines.append(
                f"  cf.cond_br {cond}, ^b{target}({rng.choice(vals)} : i32), ^b{other}({rng.choice(vals)} : i32)"
            )
            lines.append(f"^b{target}(%arg{target}: i32):")
            vals = ["%x", "%c0", f"%arg{target}"]
        lines.append("}")
    return "\n".join(lines) + "\n"


def compare(mlir_opt, strata, flags, path, label, verbose):
    """Runs both tools; prints a diff when they disagree. True if identical."""
    want = run(mlir_opt, flags, path)
    got = run(strata, flags, path)
    if want[:2] == got[:2]:
        if verbose:
            print(f"ok   {label}")
        return True
    print(f"DIFF {label}")
    if want[0] != got[0]:
        print(f"    exit codes: mlir-opt {want[0]} {want[2]}, strata-opt {got[0]} {got[2]}")
    diff = difflib.unified_diff(
        want[1].splitlines(), got[1].splitlines(), "mlir-opt", "strata-opt", lineterm=""
    )
    for line in list(diff)[:80]:
        print("    " + line)
    return False


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    ap.add_argument("--mlir-opt")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--random", type=int, default=0, help="generated modules to compare")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("filters", nargs="*")
    args = ap.parse_args()
    mlir_opt = find_mlir_opt(args.mlir_opt)
    if not mlir_opt:
        print("mlir-opt not found", file=sys.stderr)
        return 2
    total = same = 0
    for path in sorted(CORPUS.glob("*.mlir")):
        if args.filters and not any(f in path.name for f in args.filters):
            continue
        for flags in cases(path):
            total += 1
            label = f"{path.name} {' '.join(flags)}"
            same += compare(mlir_opt, args.strata, flags, path, label, args.verbose)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.random):
            path = Path(tmp) / f"random{i}.mlir"
            path.write_text(random_module(rng))
            for flags in RANDOM_PASSES:
                total += 1
                label = f"random #{i} (seed {args.seed}) {' '.join(flags)}"
                if not compare(mlir_opt, args.strata, flags, path, label, args.verbose):
                    print("    input:\n" + path.read_text())
                else:
                    same += 1
    print(f"{same}/{total} identical")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
