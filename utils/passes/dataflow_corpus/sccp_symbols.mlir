// ARGS: --sccp
// ARGS: --sccp --mlir-print-op-generic
module {
  module @inner {
    func.func nested @nested_fn(%a: i32) -> i32 {
      %c1 = arith.constant 1 : i32
      %s = arith.addi %a, %c1 : i32
      return %s : i32
    }
    func.func private @private_fn(%a: i32) -> i32 {
      return %a : i32
    }
    func.func @inner_caller() -> (i32, i32) {
      %c5 = arith.constant 5 : i32
      %r = call @nested_fn(%c5) : (i32) -> i32
      %s = call @private_fn(%c5) : (i32) -> i32
      return %r, %s : i32, i32
    }
  }
  module @private_inner attributes {sym_visibility = "private"} {
    func.func nested @hidden(%a: i32) -> i32 {
      return %a : i32
    }
    func.func @calls_hidden() -> i32 {
      %c9 = arith.constant 9 : i32
      %r = call @hidden(%c9) : (i32) -> i32
      return %r : i32
    }
  }
  func.func private @multi(%c: i1) -> (i32, i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    cf.cond_br %c, ^a, ^b
  ^a:
    return %c1, %c2 : i32, i32
  ^b:
    return %c2, %c2 : i32, i32
  }
  func.func @calls_multi(%c: i1) -> (i32, i32) {
    %r:2 = call @multi(%c) : (i1) -> (i32, i32)
    return %r#0, %r#1 : i32, i32
  }
  func.func private @from_dead(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @dead_call() -> i32 {
    %false = arith.constant false
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    cf.cond_br %false, ^bb1, ^bb2
  ^bb1:
    %r = call @from_dead(%c3) : (i32) -> i32
    return %r : i32
  ^bb2:
    %s = call @from_dead(%c4) : (i32) -> i32
    return %s : i32
  }
  func.func @later_blocks(%c: i1) -> i32 {
    %c8 = arith.constant 8 : i32
    cf.cond_br %c, ^bb1(%c8 : i32), ^bb2(%c8 : i32)
  ^bb1(%x: i32):
    %y = arith.addi %x, %x : i32
    cf.br ^bb3(%y : i32)
  ^bb2(%z: i32):
    %w = arith.shli %z, %z : i32
    cf.br ^bb3(%w : i32)
  ^bb3(%r: i32):
    %t = arith.subi %r, %c8 : i32
    cf.assert %c, "msg"
    return %t : i32
  }
  func.func @unresolved_symbol_table() -> i32 {
    %c1 = arith.constant 1 : i32
    %r = arith.addi %c1, %c1 : i32
    return %r : i32
  }
}
