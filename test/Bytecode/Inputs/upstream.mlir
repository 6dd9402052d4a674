// The source of the bytecode files next to it, written by mlir-opt 22:
//   mlir-opt upstream.mlir --emit-bytecode -o upstream-v6.mlirbc
//   mlir-opt upstream.mlir --emit-bytecode --emit-bytecode-version=2 -o upstream-v2.mlirbc
// and the damaged copies: upstream-truncated.mlirbc (its first 150 bytes)
// and upstream-bad-version.mlirbc (its version byte set to 7).
func.func @select(%c: i1, %a: i32, %b: tensor<2xf32>) -> (i32, tensor<2xf32>) {
  %k = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %s = arith.addf %b, %k fastmath<nnan> : tensor<2xf32>
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x, %s : i32, tensor<2xf32>
^bb2:
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %m = arith.muli %a, %a overflow<nuw> : i32
    scf.yield %m : i32
  }
  return %r, %b : i32, tensor<2xf32>
}
