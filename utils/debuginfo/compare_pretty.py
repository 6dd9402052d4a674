#!/usr/bin/env python3
"""Compares strata-opt's printed locations with mlir-opt 22's, byte for byte.

Writes modules whose operations, block arguments and attributes carry
random locations (unknown, names, file:line:col, ranges on one or two
lines, call sites, fused with and without metadata, nested, through
`#loc` aliases), prints each with both tools under several flag sets
(pretty and plain debug info, generic form, local scope) and reports the
files whose outputs differ.

  utils/debuginfo/compare_pretty.py --count 200 --seed 1
"""
import argparse
import difflib
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
STRATA = ROOT / "target" / "release" / "strata-opt"
MLIR = Path("/usr/lib/llvm-22/bin/mlir-opt")
FLAG_SETS = [
    ["--mlir-pretty-debuginfo"],
    ["--mlir-print-debuginfo", "--mlir-pretty-debuginfo"],
    ["--mlir-print-debuginfo", "--mlir-pretty-debuginfo", "--mlir-print-op-generic"],
    ["--mlir-print-debuginfo", "--mlir-pretty-debuginfo", "--mlir-print-local-scope"],
    ["--mlir-print-debuginfo"],
]
FILES = ["a.mlir", "dir/b.py", "sp ace.mlir", "q\\22uote", "x"]
NAMES = ["f", "jit(g)/dot_general", "with space", "esc\\0Ab", ""]


def file_loc(rng):
    name = rng.choice(FILES)
    line, col = rng.randint(0, 40), rng.randint(0, 40)
    form = rng.randrange(3)
    if form == 0:
        return f'"{name}":{line}:{col}'
    if form == 1:
        return f'"{name}":{line}:{col} to :{col + rng.randint(0, 9)}'
    return f'"{name}":{line}:{col} to {line + rng.randint(1, 5)}:{rng.randint(0, 40)}'


def location(rng, depth, aliases):
    kinds = ["unknown", "file", "name", "alias"]
    if depth < 3:
        kinds += ["name_child", "callsite", "callsite", "fused", "fused_meta"]
    kind = rng.choice(kinds)
    if kind == "unknown":
        return "unknown"
    if kind == "file":
        return file_loc(rng)
    if kind == "name":
        return f'"{rng.choice(NAMES)}"'
    if kind == "alias":
        return rng.choice(aliases)
    if kind == "name_child":
        return f'"{rng.choice(NAMES)}"({location(rng, depth + 1, aliases)})'
    if kind == "callsite":
        return (f"callsite({location(rng, depth + 1, aliases)} at "
                f"{location(rng, depth + 1, aliases)})")
    inner = ", ".join(location(rng, depth + 1, aliases) for _ in range(rng.randint(1, 3)))
    meta = '<"m">' if kind == "fused_meta" else ""
    return f"fused{meta}[{inner}]"


def module(rng):
    aliases = [f"#al{i}" for i in range(3)]
    lines = [f"{a} = loc({location(rng, 2, ['unknown'])})" for a in aliases]
    lines.append('"t.region"() ({')
    lines.append(f'^bb0(%a: i32 loc({location(rng, 0, aliases)}), '
                 f'%b: i32 loc({location(rng, 0, aliases)})):')
    for _ in range(rng.randint(1, 8)):
        attr = f"loc({location(rng, 0, aliases)})"
        lines.append(f'  "t.op"(%a) {{l = {attr}}} : (i32) -> () loc({location(rng, 0, aliases)})')
    lines.append(f'}}) : () -> () loc({location(rng, 0, aliases)})')
    return "\n".join(lines) + "\n"


def run(tool, flags, path):
    proc = subprocess.run([str(tool), "--allow-unregistered-dialect", *flags, str(path)],
                          capture_output=True)
    return proc.returncode, proc.stdout, proc.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--strata", default=str(STRATA))
    ap.add_argument("--mlir-opt", default=str(MLIR))
    ap.add_argument("--show", type=int, default=3, help="diffs to print")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    same = differ = skipped = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.count):
            path = Path(tmp) / f"locs{i}.mlir"
            path.write_text(module(rng))
            for flags in FLAG_SETS:
                want = run(args.mlir_opt, flags, path)
                if want[0] != 0:
                    skipped += 1
                    continue
                got = run(args.strata, flags, path)
                if got[:2] == want[:2]:
                    same += 1
                    continue
                differ += 1
                if differ <= args.show:
                    print(f"--- {path.name} {' '.join(flags)}")
                    print(path.read_text())
                    print("".join(difflib.unified_diff(
                        want[1].decode(errors="replace").splitlines(True),
                        got[1].decode(errors="replace").splitlines(True),
                        "mlir-opt", "strata-opt")) or got[2].decode(errors="replace"))
    print(f"{same} identical, {differ} different, {skipped} rejected by mlir-opt")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
