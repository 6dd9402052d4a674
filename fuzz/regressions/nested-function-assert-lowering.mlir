
func.func @un(%t: tensor<2xf32>) {
func.func @two(%a: i1, %b: i1) -> i32 {
 %c = arith.constant 7 : i32
  cf.assert %b, "s"
  return%c : i32
} return
}
