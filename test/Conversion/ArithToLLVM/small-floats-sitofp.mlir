// RUN: strata-opt %s --convert-arith-to-llvm --verify-diagnostics

// As upstream, sitofp to a float LLVM has no type for is not held back:
// the LLVM op it becomes then fails to verify.
func.func @sitofp(%i: i32) -> f8E4M3FN {
  // expected-error @+1 {{'llvm.sitofp' op result #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i8'}}
  %0 = arith.sitofp %i : i32 to f8E4M3FN
  return %0 : f8E4M3FN
}
