// PASSES: --canonicalize
// PASSES: --remove-dead-values

func.func @fa(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %o2 = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r#0 : tensor<4xf32>
}
