// PASSES: --int-range-optimizations
// PASSES: --arith-int-range-narrowing=int-bitwidths-supported=32

func.func @f(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %cmp = arith.cmpi slt, %i, %c10 : index
    %x = arith.index_cast %i : index to i32
    %y = arith.extui %cmp : i1 to i32
    %z = arith.addi %x, %y : i32
    memref.store %z, %m[%i] : memref<?xi32>
  }
  return
}
// -----
func.func @g(%m: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%c1, %n) step (%c1, %c1) {
    %cmp = arith.cmpi sge, %j, %c1 : index
    %x = arith.index_cast %i : index to i32
    %y = arith.extui %cmp : i1 to i32
    %z = arith.addi %x, %y : i32
    memref.store %z, %m[%j] : memref<?xi32>
  }
  return
}
// -----
func.func @h(%t: tensor<8xi32>) -> tensor<8xi32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xi32> {
    %c8 = arith.constant 8 : index
    %cmp = arith.cmpi ult, %i, %c8 : index
    %x = arith.extui %cmp : i1 to i32
    %s = tensor.from_elements %x : tensor<1xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}
// -----
func.func @k(%m: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  scf.for %i = %c0 to %c100 step %c1 {
    %a = arith.index_cast %i : index to i64
    %b = arith.addi %a, %a : i64
    memref.store %b, %m[%i] : memref<?xi64>
  }
  return
}
