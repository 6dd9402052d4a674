func.func @t(%t: tensor<?x4xf32>, %u: tensor<*xf32>, %i: index, %v: f32) -> f32 {
  %a = tensor.cast %t : tensor<?x4xf32> to tensor<3x4xf32>
  %b = tensor.cast %u : tensor<*xf32> to tensor<3x?xf32>
  %d = tensor.dim %t, %i : tensor<?x4xf32>
  %e = tensor.insert %v into %t[%i, %i] : tensor<?x4xf32>
  %x = tensor.extract %t[%i, %i] : tensor<?x4xf32>
  return %x : f32
}
// -----
func.func @s(%t: tensor<4xf32>, %r: tensor<f32>) -> f32 {
  %c2 = arith.constant 2 : index
  %x = tensor.extract %t[%c2] : tensor<4xf32>
  %y = tensor.extract %r[] : tensor<f32>
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %d = tensor.dim %t, %c2 : tensor<4xf32>
  return %x : f32
}
