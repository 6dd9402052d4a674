// Diagnostics of scf.forall with shared outputs.
func.func @wrong_terminator_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      "test.op"() : () -> ()
    }
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @insert_not_into_output(%t: tensor<4xf32>, %s: tensor<1xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %u[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @result_count_mismatch(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

func.func @output_type_mismatch(%t: tensor<4xf32>) -> tensor<5xf32> {
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @block_arg_type_mismatch(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @block_arg_count(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @iv_not_index(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @memref_output(%m: memref<4xf32>) {
  scf.forall (%i) in (4) shared_outs(%o = %m) -> (memref<4xf32>) {
  }
  return
}

// -----

func.func @shared_outs_parse_types(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @mapping_mismatch(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.forall (%i, %j) in (4, 4) shared_outs(%o = %t) -> (tensor<4xf32>) {
  } {mapping = [#gpu.thread<x>]}
  return %0 : tensor<4xf32>
}

// -----

func.func @zero_step(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.forall (%i) = (0) to (4) step (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @in_parallel_outside() {
  scf.forall.in_parallel {
  }
  return
}

// -----

func.func @insert_twice(%t: tensor<4xf32>, %s: tensor<1xf32>) -> tensor<4xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @unknown_shared_outs_value(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %undefined) -> (tensor<4xf32>) {
  }
  return %0 : tensor<4xf32>
}
