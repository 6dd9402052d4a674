#!/usr/bin/env python3
"""Records how `mlir-opt` parses and prints float and integer literals.

Usage: record_mlir_opt.py MLIR_OPT OUTDIR
Writes OUTDIR/mlir_literals.txt (`<float type> <literal> => <printed or error>`,
decimal and hexadecimal bit-pattern literals) and
OUTDIR/mlir_int_literals.txt (`<int type> <literal> => <printed or error>`).
"""
import json
import random
import re
import subprocess
import sys
import tempfile

FLOAT_TYPES = ("bf16 f16 f32 f64 f80 f128 tf32 f8E5M2 f8E4M3 f8E4M3FN f8E5M2FNUZ f8E4M3FNUZ "
               "f8E4M3B11FNUZ f8E3M4 f8E8M0FNU f6E2M3FN f6E3M2FN f4E2M1FN").split()
FIXED = ["0.0", "-0.0", "1.0", "-1.0", "0.1", "0.3", "1.5", "2.5", "3.0", "100.0", "1.0e7", "12345678.0",
         "1.23456789", "0.2", "0.5", "1.0e-320", "1.0e-45", "1.0e-8", "65504.0", "65520.0", "448.0", "464.0",
         "465.0", "240.0", "57344.0", "6.0", "7.5", "28.0", "0.25", "1.0e38", "3.4e38", "1.0e308",
         "1.7976931348623157e308", "1.0e400", "1.0e-400", "4.9e-324", "2.2250738585072014e-308",
         "3.14159265358979323846", "1.0e-5", "123.456", "0.001", "9.999999e-1"]
INT_TYPES = ["i0", "i1", "si1", "ui1", "i8", "si8", "ui8", "i16", "i32", "si32", "ui32", "i64", "si64", "ui64",
             "index", "i65", "i128", "si128", "ui128", "i200", "ui7", "si3"]


def run(mlir_opt, cases):
    """Runs each `(type, literal)` as its own split; returns printed values or errors."""
    text = "\n// -----\n".join(f'"t.op"() {{v = {l} : {t}}} : () -> ()' for t, l in cases) + "\n"
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    p = subprocess.run([mlir_opt, "--allow-unregistered-dialect", "--split-input-file", f.name],
                       capture_output=True, text=True)
    errors = {}
    for line in p.stderr.splitlines():
        m = re.match(r".*\.mlir:(\d+):\d+: error: (.*)", line)
        if m:
            errors[(int(m.group(1)) - 1) // 2] = "error: " + m.group(2)
    printed = iter(re.search(r"v = (.*?)( : \S+)?\}", l).group(1) for l in p.stdout.splitlines() if "t.op" in l)
    return [errors[i] if i in errors else next(printed) for i in range(len(cases))]


def float_cases():
    rng = random.Random(7)
    cases = []
    for t in FLOAT_TYPES:
        lits = list(FIXED)
        for _ in range(60):
            d = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 20)))
            p = rng.randint(1, len(d))
            s = d[:p] + "." + d[p:]
            if rng.random() < 0.7:
                s += "e" + str(rng.randint(-45, 45) if rng.random() < 0.8 else rng.randint(-330, 330))
            if rng.random() < 0.3:
                s = "-" + s
            lits.append(s)
        if t == "f8E8M0FNU":
            lits = [l for l in lits if not l.startswith("-")]
        cases += [(t, l) for l in lits]
    # Bit-pattern literals: every pattern of the small formats, random ones
    # (biased toward special exponents) for the others, and invalid ones.
    widths = {"bf16": 16, "f16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19}
    for t in FLOAT_TYPES:
        w = widths.get(t, 4 if t.startswith("f4") else 6 if t.startswith("f6") else 8)
        if w <= 8:
            patterns = list(range(1 << w))
        else:
            patterns = [rng.getrandbits(w) for _ in range(150)]
            patterns += [p | (((1 << (w - 1)) - 1) ^ ((1 << (w - 16)) - 1)) for p in patterns[:30]]
            patterns += [p & ((1 << (w - 12)) - 1) for p in patterns[:30]]
        cases += [(t, "0x" + format(p, "X")) for p in patterns]
        cases += [(t, "0x1" + "0" * (w // 4 + 1)), (t, "-0x1"), (t, "1")]
    return cases


def int_cases():
    rng = random.Random(9)
    cases = []
    for t in INT_TYPES:
        w = 64 if t == "index" else int(t.lstrip("isu") or 0)
        vals = {0, 1, 2, (1 << w) - 1, 1 << w, (1 << w) + 1, 12345, 10**30}
        if w:
            vals |= {1 << (w - 1), (1 << (w - 1)) - 1, (1 << (w - 1)) + 1}
        for _ in range(8):
            vals.add(rng.getrandbits(max(w, 1) + 2))
        for v in sorted(vals):
            for neg in (False, True):
                for hx in (False, True):
                    lit = ("0x" + format(v, "X")) if hx else str(v)
                    cases.append((t, "-" + lit if neg else lit))
        cases.append((t, "0x000000000000000000000000000000000000000000001"))
    return cases


def main():
    mlir_opt, outdir = sys.argv[1], sys.argv[2]
    for name, cases in (("mlir_literals", float_cases()), ("mlir_int_literals", int_cases())):
        results = run(mlir_opt, cases)
        with open(f"{outdir}/{name}.txt", "w") as f:
            for (t, l), r in zip(cases, results):
                f.write(f"{t} {l} => {r}\n")


if __name__ == "__main__":
    main()
