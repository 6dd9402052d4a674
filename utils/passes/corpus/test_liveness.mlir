// PASSES: --mlir-disable-threading --pass-pipeline=builtin.module(func.func(test-print-liveness))

func.func @straight(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}

func.func @branches(%c: i1, %a: i64, %b: i64) -> i64 {
  %x = arith.addi %a, %b : i64
  cf.cond_br %c, ^bb1, ^bb2(%x : i64)
^bb1:
  %y = arith.muli %x, %a : i64
  cf.br ^bb2(%y : i64)
^bb2(%v: i64):
  %z = arith.subi %v, %b : i64
  return %z : i64
}

func.func @loop(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %s = arith.addf %acc, %init : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @cfg_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %d = arith.cmpi slt, %i, %n : i32
  cf.cond_br %d, ^body, ^exit
^body:
  %j = arith.addi %i, %c1 : i32
  cf.br ^head(%j : i32)
^exit:
  return %i : i32
}
