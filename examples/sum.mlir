// Sums the integers 1..10 in an scf.for loop and prints the result.
// Lower and run it with the JIT:
//   strata-run examples/sum.mlir --convert-scf-to-cf --convert-to-llvm -e main --entry-point-result=void
// or export it as LLVM IR:
//   strata-opt examples/sum.mlir --convert-scf-to-cf --convert-to-llvm | strata-translate --mlir-to-llvmir

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %lb = arith.constant 1 : index
  %ub = arith.constant 11 : index
  %step = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %next = arith.addi %acc, %v : i64
    scf.yield %next : i64
  }
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
