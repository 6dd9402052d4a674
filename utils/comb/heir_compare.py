#!/usr/bin/env python3
"""Compares strata-opt with HEIR's heir-opt on random comb modules.

For each module (valid ones built from every comb op and predicate, and
invalid ones made by breaking one rule), both tools must agree on whether
the input is accepted; for accepted inputs the custom and the generic
printed forms must be byte-identical.

heir-opt comes from the heir-py wheel:
    pip download --no-deps heir-py -d /tmp/heir && unzip /tmp/heir/*.whl -d /tmp/heir/x

Usage: utils/comb/heir_compare.py [--heir PATH] [--strata PATH] [--count N] [--seed S]
"""

import argparse
import random
import subprocess
import sys
import tempfile

VARIADIC = ["add", "and", "mul", "nand", "nor", "or", "xnor", "xor"]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
              "ceq", "cne", "weq", "wne"]


class Module:
    """Builds one function of random comb ops."""

    def __init__(self, rng):
        self.rng = rng
        self.lines = []
        self.values = []
        self.count = 0

    def fresh(self, width, text):
        name = f"%v{self.count}"
        self.count += 1
        self.lines.append(f"  {name} = {text}")
        self.values.append((name, width))
        return name

    def bin(self):
        return "bin " if self.rng.random() < 0.3 else ""

    def value(self, width):
        same = [n for n, w in self.values if w == width]
        if same and self.rng.random() < 0.7:
            return self.rng.choice(same)
        value = self.rng.randrange(0, 1 << width)
        return self.fresh(width, f"arith.constant {value} : i{width}")

    def op(self):
        rng = self.rng
        kind = rng.randrange(11)
        w = rng.choice([1, 2, 4, 8, 13, 32, 64, 100])
        if kind <= 2:
            inputs = [self.value(w) for _ in range(rng.randint(1, 3))]
            self.fresh(w, f"comb.{rng.choice(VARIADIC)} {self.bin()}{', '.join(inputs)} : i{w}")
        elif kind == 3:
            ws = [rng.choice([1, 3, 8]) for _ in range(rng.randint(1, 3))]
            names = [self.value(x) for x in ws]
            self.fresh(sum(ws), f"comb.concat {', '.join(names)} : {', '.join(f'i{x}' for x in ws)}")
        elif kind == 4:
            low = rng.randrange(w)
            out = rng.randint(0, w - low)
            self.fresh(out, f"comb.extract {self.value(w)} from {low} : (i{w}) -> i{out}")
        elif kind == 5:
            n = rng.randint(1, 3)
            self.fresh(w * n, f"comb.replicate {self.value(w)} : (i{w}) -> i{w * n}")
        elif kind == 6:
            if rng.random() < 0.5:
                self.fresh(w, f"comb.inv {self.bin()}{self.value(w)} : i{w}")
            else:
                self.fresh(1, f"comb.parity {self.bin()}{self.value(w)} : i{w}")
        elif kind == 7:
            a, b = self.value(w), self.value(w)
            self.fresh(1, f"comb.icmp {self.bin()}{rng.choice(PREDICATES)} {a}, {b} : i{w}")
        elif kind == 8:
            c, t, f = self.value(1), self.value(w), self.value(w)
            self.fresh(w, f"comb.mux {self.bin()}{c}, {t}, {f} : i{w}")
        elif kind == 9:
            n = rng.randint(1, 3)
            bits = 1 << n
            table = rng.randrange(0, 1 << bits)
            sign = rng.choice(["ui", "i", "si"])
            if sign != "ui":
                table -= 1 << (bits - 1)
            inputs = [self.value(1) for _ in range(n)]
            self.fresh(1, f"comb.truth_table {', '.join(inputs)} -> {table} : {sign}{bits}")
        else:
            n = rng.randint(0, 3)
            inputs = [self.value(8) for _ in range(n)]
            coefficients = [str(rng.randint(-128, 127)) for _ in range(rng.randint(0, 3))]
            table = [str(rng.randint(-128, 127)) for _ in range(rng.randint(0, 5))]
            types = ", ".join(["i8"] * n)
            self.fresh(8, f"comb.lut {', '.join(inputs)} <coefficients = [{', '.join(coefficients)}], "
                          f"lookupTable = [{', '.join(table)}]> : ({types}) -> i8")

    def text(self):
        return "func.func @f() {\n" + "\n".join(self.lines) + "\n  return\n}\n"


BREAKERS = [
    # (description, function of a valid module text -> invalid text or None)
    ("extract past the end", lambda t, r: t.replace(" from 0 : (i", " from 999 : (i", 1)),
    ("truth table size", lambda t, r: t.replace(" : ui4\n", " : ui8\n", 1)),
    ("replicate width", lambda t, r: t.replace("comb.replicate", "comb.replicate", 1).replace(") -> i16", ") -> i15", 1)),
    ("unknown predicate", lambda t, r: t.replace("comb.icmp eq", "comb.icmp equal", 1)),
    ("signed operand", lambda t, r: t.replace(": i8\n", ": si8\n", 1)),
    ("lut input width", lambda t, r: t.replace("(i8) -> i8", "(i4) -> i8", 1)),
    ("lut entry range", lambda t, r: t.replace("lookupTable = [", "lookupTable = [300, ", 1)),
]


def generic_corpus(rng, n):
    """Generic-form inputs, valid and invalid, for rules the custom form cannot break."""
    cases = []
    for _ in range(n):
        w = rng.choice([1, 4, 8])
        b = w
        k = rng.randrange(6)
        if k == 0:
            body = f'%0 = "comb.concat"(%a, %a) : (i{w}, i{w}) -> i{2 * w + rng.choice([0, 1])}'
        elif k == 1:
            body = f'%0 = "comb.icmp"(%a, %a) <{{predicate = {rng.randrange(16)} : i64}}> : (i{w}, i{w}) -> i1'
        elif k == 2:
            b = rng.choice([w, w + 1])
            body = f'%0 = "comb.mux"(%c, %a, %b) : (i1, i{w}, i{b}) -> i{w}'
        elif k == 3:
            body = f'%0 = "comb.parity"(%a) : (i{w}) -> i{rng.choice([1, 2])}'
        elif k == 4:
            body = f'%0 = "comb.extract"(%a) <{{lowBit = {rng.choice([-1, 0, 1, w])} : i32}}> : (i{w}) -> i1'
        else:
            body = f'%0 = "comb.xor"(%a, %a) : (i{w}, i{w}) -> i{rng.choice([w, 1])}'
        cases.append(f"func.func @g(%a: i{w}, %b: i{b}, %c: i1) {{\n  {body}\n  return\n}}\n")
    return cases


def run(tool, path, generic):
    args = [tool, path] + (["--mlir-print-op-generic"] if generic else [])
    p = subprocess.run(args, capture_output=True, text=True, timeout=60)
    return p.returncode == 0, p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--heir", default="/tmp/heir/x/heir/heir-opt")
    ap.add_argument("--strata", default="target/release/strata-opt")
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    corpus = []
    for _ in range(args.count):
        m = Module(rng)
        for _ in range(rng.randint(2, 12)):
            m.op()
        corpus.append(("valid", m.text()))
    for i in range(args.count // 3):
        text = corpus[i][1]
        desc, breaker = BREAKERS[i % len(BREAKERS)]
        broken = breaker(text, rng)
        if broken != text:
            corpus.append((desc, broken))
    corpus += [("generic", t) for t in generic_corpus(rng, args.count // 3)]

    stats = {"modules": 0, "accepted_both": 0, "rejected_both": 0, "acceptance_differs": 0,
             "custom_identical": 0, "generic_identical": 0}
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, (desc, text) in enumerate(corpus):
            path = f"{tmp}/m{i}.mlir"
            with open(path, "w") as f:
                f.write(text)
            stats["modules"] += 1
            h_ok, h_out = run(args.heir, path, False)
            s_ok, s_out = run(args.strata, path, False)
            if h_ok != s_ok:
                stats["acceptance_differs"] += 1
                failures.append((desc, f"heir {'accepts' if h_ok else 'rejects'}, strata {'accepts' if s_ok else 'rejects'}", text))
                continue
            if not h_ok:
                stats["rejected_both"] += 1
                continue
            stats["accepted_both"] += 1
            if h_out == s_out:
                stats["custom_identical"] += 1
            else:
                failures.append((desc, "custom output differs", text))
            _, hg = run(args.heir, path, True)
            _, sg = run(args.strata, path, True)
            if hg == sg:
                stats["generic_identical"] += 1
            else:
                failures.append((desc, "generic output differs", text))
    for desc, why, text in failures[:5]:
        print(f"--- {desc}: {why}\n{text}")
    print(", ".join(f"{k}: {v}" for k, v in stats.items()))
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
