#!/usr/bin/env python3
"""Checks std's folders against MLIR 22 through the migration: for each of
N generated std modules, `strata-opt --canonicalize` then
`--convert-std-to-core` must equal `--convert-std-to-core` then
`mlir-opt --canonicalize`. Both sides are printed by mlir-opt (no passes)
so only the IR is compared. Prints the modules that differ and the counts.

usage: fold_compare.py [--count N] [--seed S] [--keep DIR] [--strata PATH]
"""
import argparse
import pathlib
import random
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
OPT = str(ROOT / "target/release/strata-opt")
MLIR = "/usr/lib/llvm-22/bin/mlir-opt"

INT_BINARY = ["addi", "and", "or", "xor", "divis", "diviu", "remis", "remiu"]
FLOAT_BINARY = ["addf", "mulf"]
FLOAT_UNARY = ["negf", "absf", "ceilf", "sqrt", "exp", "cos", "tanh"]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
INT_CONSTANTS = [0, 1, -1, 2, 3, 7, -8, 100, 127, -128, 255]
FLOAT_CONSTANTS = ["0.0", "-0.0", "1.0", "-1.0", "2.5", "0.5", "4.0", "-3.75", "1.0e+10"]


class Module:
    """A random straight-line std function over one integer and one float type."""

    def __init__(self, rng):
        self.rng = rng
        self.ity = rng.choice(["i8", "i32", "i64"])
        self.fty = rng.choice(["f32", "f64"])
        self.lines = []
        self.ints = ["%i0", "%i1"]
        self.floats = ["%f0", "%f1"]
        self.bools = ["%b0"]
        self.n = 0

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def emit(self, text):
        self.lines.append("  " + text)

    def step(self):
        r = self.rng
        kind = r.random()
        v = self.fresh()
        if kind < 0.15:
            self.emit(f"{v} = std.constant {r.choice(INT_CONSTANTS)} : {self.ity}")
            self.ints.append(v)
        elif kind < 0.25:
            self.emit(f"{v} = std.constant {r.choice(FLOAT_CONSTANTS)} : {self.fty}")
            self.floats.append(v)
        elif kind < 0.55:
            op = r.choice(INT_BINARY)
            a, b = r.choice(self.ints), r.choice(self.ints)
            self.emit(f"{v} = std.{op} {a}, {b} : {self.ity}")
            self.ints.append(v)
        elif kind < 0.65:
            p = r.choice(PREDICATES)
            a, b = r.choice(self.ints), r.choice(self.ints)
            self.emit(f'{v} = std.cmpi "{p}", {a}, {b} : {self.ity}')
            self.bools.append(v)
        elif kind < 0.72:
            c = r.choice(self.bools)
            if r.random() < 0.5:
                a, b = r.choice(self.ints), r.choice(self.ints)
                self.emit(f"{v} = std.select {c}, {a}, {b} : {self.ity}")
                self.ints.append(v)
            else:
                a, b = r.choice(self.floats), r.choice(self.floats)
                self.emit(f"{v} = std.select {c}, {a}, {b} : {self.fty}")
                self.floats.append(v)
        elif kind < 0.84:
            op = r.choice(FLOAT_BINARY)
            a, b = r.choice(self.floats), r.choice(self.floats)
            self.emit(f"{v} = std.{op} {a}, {b} : {self.fty}")
            self.floats.append(v)
        elif kind < 0.94:
            op = r.choice(FLOAT_UNARY)
            self.emit(f"{v} = std.{op} {r.choice(self.floats)} : {self.fty}")
            self.floats.append(v)
        else:
            a, b = r.choice(self.floats), r.choice(self.floats)
            self.emit(f"{v} = std.copysign {a} {b} : {self.fty}")
            self.floats.append(v)

    def text(self):
        for _ in range(self.rng.randint(3, 12)):
            self.step()
        d = self.fresh()
        self.emit(f"{d} = std.dim %m, {self.rng.randint(0, 1)} : memref<4x?xf32>")
        results = [self.ints[-1], self.floats[-1], self.bools[-1], d]
        types = [self.ity, self.fty, "i1", "index"]
        self.emit(f"std.return {', '.join(results)} : {', '.join(types)}")
        head = (f"func.func @f(%i0: {self.ity}, %i1: {self.ity}, %f0: {self.fty}, "
                f"%f1: {self.fty}, %b0: i1, %m: memref<4x?xf32>) -> ({', '.join(types)}) {{")
        return "\n".join([head, *self.lines, "}"]) + "\n"


def run(cmd, text):
    p = subprocess.run(cmd, input=text, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}: {p.stderr.strip()}")
    return p.stdout


def hoist_constants(text):
    """Moves the constants to the top of the function, sorted: the
    migration of a surviving `dim` creates its index constant in place,
    where mlir-opt's canonicalization would have hoisted it."""
    lines = text.splitlines()
    constants = sorted(l for l in lines if "= arith.constant" in l)
    rest = [l for l in lines if "= arith.constant" not in l]
    head = next(i for i, l in enumerate(rest) if "func.func" in l) + 1
    return "\n".join(rest[:head] + constants + rest[head:]) + "\n"


def compare(text):
    ours = run([OPT, "--canonicalize"], text)
    ours = run([OPT, "--convert-std-to-core"], ours)
    ours = hoist_constants(run([MLIR], ours))
    migrated = run([OPT, "--convert-std-to-core"], text)
    theirs = hoist_constants(run([MLIR, "--canonicalize"], migrated))
    return ours == theirs, ours, theirs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", type=pathlib.Path)
    ap.add_argument("--strata", help="the strata-opt binary to check")
    args = ap.parse_args()
    global OPT
    OPT = args.strata or OPT
    rng = random.Random(args.seed)
    same = errors = 0
    for i in range(args.count):
        text = Module(rng).text()
        try:
            ok, ours, theirs = compare(text)
        except RuntimeError as e:
            errors += 1
            print(f"module {i}: error: {e}")
            continue
        same += ok
        if not ok:
            print(f"module {i} differs")
            if args.keep:
                args.keep.mkdir(parents=True, exist_ok=True)
                (args.keep / f"{i}.mlir").write_text(text)
                (args.keep / f"{i}.ours").write_text(ours)
                (args.keep / f"{i}.theirs").write_text(theirs)
    print(f"{same}/{args.count} identical ({errors} errors)")
    return 0 if same == args.count else 1


if __name__ == "__main__":
    sys.exit(main())
