#!/usr/bin/env python3
"""Checks elements attributes against mlir-opt 22's parser and verifier.

Each case is one attribute (`dense`, `dense_resource`, `sparse`) on an
unregistered operation; both tools parse, verify and print it, and their
outputs and diagnostics must be byte-identical. Prints the cases that
differ and a count.

  utils/elements/compare_elements.py
"""
import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SHAPES = ["tensor<2x3x{e}>", "tensor<3x{e}>", "tensor<{e}>", "vector<2x2x{e}>",
          "tensor<1x0x{e}>", "tensor<0x{e}>", "tensor<?x3x{e}>", "tensor<*x{e}>", "memref<?x{e}>"]
ELEMENTS = ["i32", "f32", "complex<f32>", "!t.s", "i1"]
SPARSE_INDICES = ["0", "1", "5", "-1", "[0]", "[0, 2]", "[[0, 0]]", "[[1, 2], [0, 1]]",
                  "[[2, 0]]", "[[0, 3]]", "[[0]]", "[[0, 0, 0]]", "[]", '"0x00"']
VALUES = {"i32": ["7", "[1, 2]", "[1]", "[[1]]"], "f32": ["1.5", "[1.0, 2.0]", "[2.0]"],
          "complex<f32>": ["(1.0, 2.0)", "[(1.0, 2.0)]"], "!t.s": ['"a"', '["a", "b"]'],
          "i1": ["true", "[true, false]"]}
DENSE = ["[]", "[[]]", "[[], []]", "[[], [], []]", "", "[[1, 2, 3], [4, 5, 6]]", "[1, 2, 3]",
         "[[1], [2]]", "1", '"0x0000000000000000"', '["a"]', '"a"', '[("a", 1)]']


def cases():
    for shape in SHAPES:
        for elem in ELEMENTS:
            ty = shape.format(e=elem)
            yield f"dense_resource<blob> : {ty}"
            for lit in DENSE:
                yield f"dense<{lit}> : {ty}"
            for idx in SPARSE_INDICES:
                for val in VALUES[elem]:
                    yield f"sparse<{idx}, {val}> : {ty}"
    yield "dense_resource<blob> : i32"


def run(tool, path):
    p = subprocess.run([str(tool), "--allow-unregistered-dialect", str(path)],
                       capture_output=True)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--strata", default=str(ROOT / "target" / "release" / "strata-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--show", type=int, default=10)
    args = ap.parse_args()
    same = differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "elements.mlir"
        for attr in cases():
            path.write_text(f'"t.op"() {{a = {attr}}} : () -> ()\n')
            want, got = run(args.mlir_opt, path), run(args.strata, path)
            if want == got:
                same += 1
                continue
            differ += 1
            if differ <= args.show:
                print(f"--- {attr}\n mlir-opt:   {want[1].decode() or want[2].decode()}"
                      f" strata-opt: {got[1].decode() or got[2].decode()}")
    print(f"{same} identical, {differ} different")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
