#!/usr/bin/env python3
"""Differential check of the tensor dialect between strata-opt and mlir-opt.

Generates the corpus (gen_corpus.py, seeded) or reads the `// -----`
separated modules of the given files, then runs every module through both
tools in each mode:
  custom        printed in custom form
  generic       printed with --mlir-print-op-generic
  reparse       mlir-opt's generic output parsed again and printed (custom)
  canonicalize  --canonicalize
  licm          --loop-invariant-code-motion
Standard output, the error lines (`line:col: error: ...`) and the exit
status must be identical. Prints the count of identical module runs per
mode and a total.

Usage: compare.py [--strata PATH] [--mlir-opt PATH] [--verbose] [--modes m,..] [FILE...]
"""

import argparse
import difflib
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))
import gen_corpus  # noqa: E402

MODES = {
    "custom": [],
    "generic": ["--mlir-print-op-generic"],
    "reparse": None,
    "canonicalize": ["--canonicalize"],
    "licm": ["--loop-invariant-code-motion"],
}


def run(tool, args, stdin=None):
    """Output, error lines (without the file name) and exit status."""
    proc = subprocess.run([tool, "--allow-unregistered-dialect", *args], input=stdin,
                          capture_output=True, text=True)
    errors = [re.sub(r"^.*?:(\d+:\d+: error: )", r"\1", line)
              for line in proc.stderr.splitlines() if ": error: " in line]
    return proc.stdout, errors, proc.returncode != 0


def compare(strata, mlir, path, mode, verbose, label):
    flags = MODES[mode]
    if flags is None:
        generic, _, failed = run(mlir, ["--mlir-print-op-generic", str(path)])
        if failed:
            return None
        ours, theirs = run(strata, ["-"], generic), run(mlir, ["-"], generic)
    else:
        ours, theirs = run(strata, [*flags, str(path)]), run(mlir, [*flags, str(path)])
    if ours == theirs:
        return True
    print(f"DIFFERENT {label} [{mode}]")
    if verbose:
        for a, b, what in zip(ours[:2], theirs[:2], ("stdout", "errors")):
            a = a if isinstance(a, str) else "\n".join(a)
            b = b if isinstance(b, str) else "\n".join(b)
            for line in difflib.unified_diff(b.splitlines(), a.splitlines(), "mlir-opt",
                                             "strata-opt", lineterm=""):
                print(f"  {what}: {line}")
    return False


def modules(files):
    if not files:
        r = gen_corpus.random.Random(4)
        return [(f"gen#{i}", m) for i, m in
                enumerate(t(r) for _ in range(9) for t in gen_corpus.TEMPLATES)]
    out = []
    for f in files:
        for i, m in enumerate(Path(f).read_text().split("// -----")):
            if m.strip():
                out.append((f"{Path(f).name}#{i}", m))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strata", default=str(REPO / "target/release/strata-opt"))
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    modes = args.modes.split(",")
    counts = {m: [0, 0] for m in modes}
    with tempfile.TemporaryDirectory() as tmp:
        for label, text in modules(args.files):
            path = Path(tmp) / "module.mlir"
            path.write_text(text)
            for mode in modes:
                agreed = compare(args.strata, args.mlir_opt, path, mode, args.verbose, label)
                if agreed is not None:
                    counts[mode][0] += agreed
                    counts[mode][1] += 1
    for mode, (same, total) in counts.items():
        print(f"{mode}: {same}/{total} identical")
    same = sum(c[0] for c in counts.values())
    total = sum(c[1] for c in counts.values())
    print(f"total: {same}/{total} identical")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
