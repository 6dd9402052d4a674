#!/usr/bin/env python3
"""Generate an MLIR module of scf/memref/tensor-heavy functions.

Usage:
  python3 gen_structured.py --ops N [--seed S] > out.mlir

Each function is one of a few kernels in custom form, with randomized
sizes and constants: a loop nest with loads, stores and a loop-carried
sum over a memref; a tiled copy through `memref.subview`; a tensor kernel
with `tensor.empty`, `extract_slice`/`insert_slice` in an `scf.for` with
iter_args; an `scf.parallel` reduction; an `scf.while` search with
`scf.if`; an `scf.index_switch` dispatch. Some constant bounds give loops
of zero or one iteration and some conditions are constant, so
`--canonicalize` has work to do. The module needs no unregistered dialect.

Every operation is counted, the module included; the total is printed to
stderr as "ops=<count>". Output is deterministic for a given (ops, seed).
"""
import argparse
import random
import re
import sys

OP_LINE = re.compile(r"^\s*(%\S+ = )?([a-z_]+\.[a-z_.]+|return)\b")


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.count = 1  # the module
        self.out = []

    def line(self, text, implicit=0):
        """Appends a line; counts the op it holds and `implicit` ops the
        custom form leaves out (implicit terminators)."""
        self.out.append(text)
        self.count += implicit + (1 if OP_LINE.match(text) else 0)

    def loop_sum(self, i):
        n = self.rng.choice([1, 4, 16, 64])
        m = self.rng.choice([0, 1, 8, 32])
        self.line(f"  func.func @loop_sum{i}(%A: memref<{n}x{max(m, 1)}xf32>, %s: f32) -> f32 {{")
        self.line("    %c0 = arith.constant 0 : index")
        self.line("    %c1 = arith.constant 1 : index")
        self.line(f"    %n = arith.constant {n} : index")
        self.line(f"    %m = arith.constant {m} : index")
        self.line("    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> (f32) {")
        self.line("      %r2 = scf.for %j = %c0 to %m step %c1 iter_args(%acc2 = %acc) -> (f32) {")
        self.line(f"        %v = memref.load %A[%i, %j] : memref<{n}x{max(m, 1)}xf32>")
        self.line("        %w = arith.mulf %v, %v : f32")
        self.line("        %a = arith.addf %acc2, %w : f32")
        self.line(f"        memref.store %a, %A[%i, %j] : memref<{n}x{max(m, 1)}xf32>")
        self.line("        scf.yield %a : f32")
        self.line("      }")
        self.line("      scf.yield %r2 : f32")
        self.line("    }")
        self.line("    return %r : f32")
        self.line("  }")

    def tiled_copy(self, i):
        t = self.rng.choice([2, 4, 8])
        n = t * self.rng.choice([1, 2, 4, 8])
        self.line(f"  func.func @tiled_copy{i}(%A: memref<{n}x{n}xf32>, %B: memref<{n}x{n}xf32>) {{")
        self.line("    %c0 = arith.constant 0 : index")
        self.line(f"    %t = arith.constant {t} : index")
        self.line(f"    %n = arith.constant {n} : index")
        self.line("    scf.for %i = %c0 to %n step %t {")
        self.line("      scf.for %j = %c0 to %n step %t {")
        self.line(
            f"        %sa = memref.subview %A[%i, %j] [{t}, {t}] [1, 1] : memref<{n}x{n}xf32> to "
            f"memref<{t}x{t}xf32, strided<[{n}, 1], offset: ?>>"
        )
        self.line(
            f"        %sb = memref.subview %B[%i, %j] [{t}, {t}] [1, 1] : memref<{n}x{n}xf32> to "
            f"memref<{t}x{t}xf32, strided<[{n}, 1], offset: ?>>"
        )
        self.line(
            f"        memref.copy %sa, %sb : memref<{t}x{t}xf32, strided<[{n}, 1], offset: ?>> to "
            f"memref<{t}x{t}xf32, strided<[{n}, 1], offset: ?>>"
        )
        self.line("      }", implicit=1)
        self.line("    }", implicit=1)
        self.line("    return")
        self.line("  }")

    def tensor_kernel(self, i):
        t = self.rng.choice([2, 4])
        n = t * self.rng.choice([1, 2, 4])
        self.line(f"  func.func @tensor_kernel{i}(%T: tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32> {{")
        self.line("    %c0 = arith.constant 0 : index")
        self.line(f"    %t = arith.constant {t} : index")
        self.line(f"    %n = arith.constant {n} : index")
        self.line(f"    %e = tensor.empty() : tensor<{n}x{n}xf32>")
        self.line(f"    %r = scf.for %i = %c0 to %n step %t iter_args(%acc = %e) -> (tensor<{n}x{n}xf32>) {{")
        self.line(f"      %s = tensor.extract_slice %T[%i, 0] [{t}, {n}] [1, 1] : tensor<{n}x{n}xf32> to tensor<{t}x{n}xf32>")
        self.line(f"      %x = tensor.extract %s[%c0, %c0] : tensor<{t}x{n}xf32>")
        self.line(f"      %d = tensor.dim %acc, %c0 : tensor<{n}x{n}xf32>")
        self.line(f"      %u = tensor.insert_slice %s into %acc[%i, 0] [{t}, {n}] [1, 1] : tensor<{t}x{n}xf32> into tensor<{n}x{n}xf32>")
        self.line(f"      %v = tensor.insert %x into %u[%c0, %c0] : tensor<{n}x{n}xf32>")
        self.line(f"      scf.yield %v : tensor<{n}x{n}xf32>")
        self.line("    }")
        self.line(f"    return %r : tensor<{n}x{n}xf32>")
        self.line("  }")

    def parallel_reduce(self, i):
        n = self.rng.choice([1, 8, 128])
        self.line(f"  func.func @parallel_reduce{i}(%A: memref<{n}xf32>, %init: f32) -> f32 {{")
        self.line("    %c0 = arith.constant 0 : index")
        self.line("    %c1 = arith.constant 1 : index")
        self.line(f"    %n = arith.constant {n} : index")
        self.line("    %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%init) -> f32 {")
        self.line(f"      %v = memref.load %A[%i] : memref<{n}xf32>")
        self.line("      scf.reduce(%v : f32) {")
        self.line("      ^bb0(%a: f32, %b: f32):")
        self.line("        %s = arith.maximumf %a, %b : f32")
        self.line("        scf.reduce.return %s : f32")
        self.line("      }")
        self.line("    }")
        self.line("    return %r : f32")
        self.line("  }")

    def while_search(self, i):
        n = self.rng.choice([4, 16, 256])
        flag = self.rng.choice(["true", "false", "%f"])
        self.line(f"  func.func @while_search{i}(%A: memref<{n}xi32>, %key: i32, %f: i1) -> index {{")
        self.line("    %c0 = arith.constant 0 : index")
        self.line("    %c1 = arith.constant 1 : index")
        self.line(f"    %n = arith.constant {n} : index")
        if flag != "%f":
            self.line(f"    %k = arith.constant {flag}")
            flag = "%k"
        self.line("    %r = scf.while (%i = %c0) : (index) -> index {")
        self.line("      %inb = arith.cmpi slt, %i, %n : index")
        self.line("      %go = scf.if %inb -> (i1) {")
        self.line(f"        %v = memref.load %A[%i] : memref<{n}xi32>")
        self.line("        %ne = arith.cmpi ne, %v, %key : i32")
        self.line("        scf.yield %ne : i1")
        self.line("      } else {")
        self.line(f"        scf.yield {flag} : i1")
        self.line("      }")
        self.line("      scf.condition(%go) %i : index")
        self.line("    } do {")
        self.line("    ^bb0(%j: index):")
        self.line("      %next = arith.addi %j, %c1 : index")
        self.line("      scf.yield %next : index")
        self.line("    }")
        self.line("    return %r : index")
        self.line("  }")

    def switch(self, i):
        k = self.rng.choice(["%a", "%c2", "%c5"])
        self.line(f"  func.func @switch{i}(%a: index, %x: f32, %m: memref<?xf32>) -> f32 {{")
        self.line("    %c2 = arith.constant 2 : index")
        self.line("    %c5 = arith.constant 5 : index")
        self.line(f"    %r = scf.index_switch {k} -> f32")
        self.line("    case 0 {")
        self.line("      %z = arith.addf %x, %x : f32")
        self.line("      scf.yield %z : f32")
        self.line("    }")
        self.line("    case 2 {")
        self.line("      %v = memref.load %m[%a] : memref<?xf32>")
        self.line("      scf.yield %v : f32")
        self.line("    }")
        self.line("    default {")
        self.line("      %e = scf.execute_region -> f32 {")
        self.line("        %w = arith.mulf %x, %x : f32")
        self.line("        scf.yield %w : f32")
        self.line("      }")
        self.line("      scf.yield %e : f32")
        self.line("    }")
        self.line("    return %r : f32")
        self.line("  }")

    def run(self, target):
        kernels = [self.loop_sum, self.tiled_copy, self.tensor_kernel, self.parallel_reduce,
                   self.while_search, self.switch]
        self.line("module {")
        i = 0
        while self.count < target:
            self.line("")  # the function op
            self.out.pop()
            self.rng.choice(kernels)(i)
            i += 1
        self.line("}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, required=True, help="approximate number of operations")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    g = Gen(random.Random(a.seed))
    g.run(a.ops)
    sys.stdout.write("\n".join(g.out) + "\n")
    print(f"ops={g.count}", file=sys.stderr)


if __name__ == "__main__":
    main()
