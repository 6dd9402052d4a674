#!/usr/bin/env python3
"""Drops the `// -----` sections of fetched upstream lit tests that fail with
the real `mlir-opt` 22 (issue #19): the stored copies of upstream's tests may
be newer than release 22, and a section using a newer feature says nothing
about Strata. Each section is run alone, with the file's RUN lines, through
Strata's lit runner with `mlir-opt` 22; failing sections are removed in
place, and the dropped ones are listed. A file that still fails (one without
sections, say) is left as it is and reported, to be trimmed by hand.

Usage: utils/parity/upstream_trim.py FILE...
"""
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIT = ROOT / "target/release/strata-lit"
ORACLE = "/usr/lib/llvm-22/bin/mlir-opt"
SPLIT = re.compile(r"(?m)^// -----\n")


def oracle_passes(text, name):
    """Whether `text`, saved as `name`, passes with mlir-opt 22."""
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / name
        path.write_text(text)
        run = subprocess.run(
            [str(LIT), "--tool", f"mlir-opt={ORACLE}", str(path)],
            capture_output=True,
            text=True,
        )
        return "1 passed" in run.stdout


def trim(path):
    """Trims one file; returns a line describing what was done."""
    text = path.read_text()
    parts = SPLIT.split(text)
    header = "".join(l for l in parts[0].splitlines(True) if "RUN:" in l)
    keep = [parts[0]]
    dropped = [] if oracle_passes(parts[0], path.name) else [0]
    for i, part in enumerate(parts[1:], 1):
        if oracle_passes(header + "\n" + part, path.name):
            keep.append(part)
        else:
            dropped.append(i)
    trimmed = "// -----\n".join(keep)
    if oracle_passes(trimmed, path.name):
        path.write_text(trimmed)
        return f"{path}: dropped sections {dropped} of {len(parts)}"
    return f"{path}: still fails with mlir-opt 22 (failing sections {dropped}); trim by hand"


def main():
    for f in sys.argv[1:]:
        print(trim(Path(f)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
