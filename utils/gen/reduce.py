#!/usr/bin/env python3
"""Minimizes a module on which strata-opt and mlir-opt 22 disagree.

Repeatedly deletes single lines and whole balanced `{ ... }` line ranges
(an op with its regions) while the module stays valid for mlir-opt and the
two tools still disagree under FLAGS (different output, or only one of them
failing). Prints the smallest module found.

Usage: reduce.py FILE [FLAGS...]     e.g. reduce.py DIFF-sccp-1-3.mlir --sccp
A DIFF file written by compare.py is accepted: its module is what precedes
the `// ===== strata-opt` line.
"""

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent
STRATA = REPO / "target" / "release" / "strata-opt"
MLIR = "/usr/lib/llvm-22/bin/mlir-opt"


def run(tool, flags, text):
    try:
        proc = subprocess.run([str(tool), *flags, "-"], input=text, capture_output=True,
                              text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    return proc.returncode, proc.stdout


def disagrees(text, flags):
    if run(MLIR, [], text)[0] != 0:
        return False
    return run(STRATA, flags, text) != run(MLIR, flags, text)


def block_end(lines, i):
    """The index of the line closing the braces opened on line `i`, or `i`."""
    depth = 0
    for j in range(i, len(lines)):
        depth += lines[j].count("{") - lines[j].count("}")
        if depth <= 0:
            return j
    return i


def reduce(lines, flags):
    changed = True
    while changed:
        changed = False
        i = 0
        while i < len(lines):
            end = block_end(lines, i)
            for lo, hi in ((i, end), (i, i)) if end != i else ((i, i),):
                candidate = lines[:lo] + lines[hi + 1:]
                if disagrees("\n".join(candidate) + "\n", flags):
                    lines = candidate
                    changed = True
                    break
            else:
                i += 1
    return lines


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    text = Path(sys.argv[1]).read_text().split("// ===== strata-opt")[0]
    flags = sys.argv[2:]
    if not disagrees(text, flags):
        print("the tools agree on this module", file=sys.stderr)
        return 1
    print("\n".join(reduce(text.splitlines(), flags)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
