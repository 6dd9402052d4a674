// PASSES: --loop-invariant-subset-hoisting
// PASSES: --loop-invariant-subset-hoisting --split-input-file

func.func @pair(%t0: tensor<16xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<16xf32>) {
    %s = tensor.extract_slice %t[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %u = "work.update"(%s, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
    %w = tensor.insert_slice %u into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %w : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

func.func @folded_offset(%t0: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %two = arith.subi %c3, %c1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %t[2] [8] [1] : tensor<?xf32> to tensor<8xf32>
    %u = "work.update"(%s) : (tensor<8xf32>) -> tensor<8xf32>
    %w = tensor.insert_slice %u into %t[%two] [8] [1] : tensor<8xf32> into tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

func.func @two_disjoint(%t0: tensor<?x?xf32>, %n: index, %k: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?x?xf32>) {
    %a = tensor.extract_slice %t[0, 0] [%k, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
    %b = tensor.extract_slice %t[%k, 0] [2, 4] [1, 1] : tensor<?x?xf32> to tensor<2x4xf32>
    %ua = "work.update"(%a) : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %ub = "work.update"(%b) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %w1 = tensor.insert_slice %ub into %t[%k, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x?xf32>
    %w2 = tensor.insert_slice %ua into %w1[0, 0] [%k, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
    scf.yield %w2 : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// -----

func.func @maybe_overlapping(%t0: tensor<?xf32>, %n: index, %k: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    %a = tensor.extract_slice %t[0] [%k] [1] : tensor<?xf32> to tensor<?xf32>
    %b = tensor.extract_slice %t[3] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %ua = "work.update"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    %ub = "work.update"(%b) : (tensor<4xf32>) -> tensor<4xf32>
    %w1 = tensor.insert_slice %ua into %t[0] [%k] [1] : tensor<?xf32> into tensor<?xf32>
    %w2 = tensor.insert_slice %ub into %w1[3] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %w2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

func.func @variant_offset(%t0: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %t[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %u = "work.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %w = tensor.insert_slice %u into %t[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

func.func @other_user(%t0: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    "work.observe"(%t) : (tensor<?xf32>) -> ()
    %s = tensor.extract_slice %t[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %u = "work.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %w = tensor.insert_slice %u into %t[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

func.func @swapped(%a0: tensor<?xf32>, %b0: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (tensor<?xf32>, tensor<?xf32>) {
    %s = tensor.extract_slice %a[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %u = "work.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %w = tensor.insert_slice %u into %a[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %b, %w : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @nested(%t0: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%u = %t) -> (tensor<?xf32>) {
      %s = tensor.extract_slice %u[8] [2] [1] : tensor<?xf32> to tensor<2xf32>
      %v = "work.update"(%s) : (tensor<2xf32>) -> tensor<2xf32>
      %w = tensor.insert_slice %v into %u[8] [2] [1] : tensor<2xf32> into tensor<?xf32>
      scf.yield %w : tensor<?xf32>
    }
    %s2 = tensor.extract_slice %inner[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
    %v2 = "work.update"(%s2) : (tensor<2xf32>) -> tensor<2xf32>
    %w2 = tensor.insert_slice %v2 into %inner[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
    scf.yield %w2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

func.func @slice_of_slice(%t0: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?xf32>) {
    %outer = tensor.extract_slice %t[0] [8] [1] : tensor<?xf32> to tensor<8xf32>
    %inner = tensor.extract_slice %outer[2] [3] [1] : tensor<8xf32> to tensor<3xf32>
    %v = "work.update"(%inner) : (tensor<3xf32>) -> tensor<3xf32>
    %w1 = tensor.insert_slice %v into %outer[2] [3] [1] : tensor<3xf32> into tensor<8xf32>
    %w2 = tensor.insert_slice %w1 into %t[0] [8] [1] : tensor<8xf32> into tensor<?xf32>
    scf.yield %w2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

func.func @type_mismatch(%t0: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<?x?xf32>) {
    %s = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<?x?xf32> to tensor<4xf32>
    %v = "work.update"(%s) : (tensor<4xf32>) -> tensor<1x4xf32>
    %w = tensor.insert_slice %v into %t[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<?x?xf32>
    scf.yield %w : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}
