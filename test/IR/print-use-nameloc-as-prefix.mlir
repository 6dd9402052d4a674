// RUN: strata-opt %s --mlir-use-nameloc-as-prefix | FileCheck %s
// RUN: strata-opt %s --mlir-use-nameloc-as-prefix --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Values are named after the first name location found in their location
// (through fusions and call sites), before any name their operation
// suggests; names are made valid and unique as usual. Entry-block
// arguments named this way still use up an `%argN` number.

// CHECK:      module {
// CHECK-NEXT: func.func @names(%mem: memref<i32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %mem_0 = arith.constant 1 : i32
// CHECK-NEXT: %alice = memref.load %mem[] : memref<i32>
// CHECK-NEXT: %alice_1 = memref.load %mem[] : memref<i32>
// CHECK-NEXT: %two_words = arith.addi %alice, %alice_1 : i32
// CHECK-NEXT: %fused = arith.addi %two_words, %mem_0 : i32
// CHECK-NEXT: %callee = arith.addi %fused, %arg1 : i32
// CHECK-NEXT: %wide, %wide_2 = arith.mului_extended %callee, %callee : i32
// CHECK-NEXT: %_9lives = arith.addi %wide, %wide_2 : i32
// CHECK-NEXT: cf.br ^bb1(%_9lives : i32)
// CHECK-NEXT: ^bb1(%block_arg: i32):  // pred: ^bb0
// CHECK-NEXT: return %block_arg : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// The generic form uses them too.
// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<i32>, i32) -> i32, sym_name = "names"}> ({
// GENERIC-NEXT: ^bb0(%mem: memref<i32>, %arg1: i32):
// GENERIC-NEXT: %mem_0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT: %alice = "memref.load"(%mem) : (memref<i32>) -> i32
// GENERIC-NEXT: %alice_1 = "memref.load"(%mem) : (memref<i32>) -> i32

func.func @names(%m: memref<i32> loc("mem"), %x: i32) -> i32 {
  %c = arith.constant 1 : i32 loc("mem")
  %0 = memref.load %m[] : memref<i32> loc("alice")
  %1 = memref.load %m[] : memref<i32> loc("alice")
  %2 = arith.addi %0, %1 : i32 loc("two words")
  %3 = arith.addi %2, %c : i32 loc(fused["f.mlir":1:2, "fused"])
  %4 = arith.addi %3, %x : i32 loc(callsite("callee" at "caller"))
  %5:2 = arith.mului_extended %4, %4 : i32 loc("wide")
  %6 = arith.addi %5#0, %5#1 : i32 loc("9lives")
  cf.br ^bb1(%6 : i32)
^bb1(%z: i32 loc("block_arg")):
  return %z : i32
}
