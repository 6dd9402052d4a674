// PASSES: --lift-cf-to-scf
// PASSES: --pass-pipeline=builtin.module(func.func(lift-cf-to-scf))
// Diamond with a value flowing into the join block.
func.func @diamond(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %x : i32
  cf.br ^bb3(%a : i32)
^bb2:
  %m = arith.muli %x, %x : i32
  cf.br ^bb3(%m : i32)
^bb3(%r: i32):
  return %r : i32
}

// A counting loop whose carried value is used after it.
func.func @loop(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^head(%zero : i32)
^head(%i: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %one : i32
  cf.br ^head(%next : i32)
^exit:
  return %i : i32
}

// A switch with a shared default and case successor.
func.func @switch(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    3: ^bb2,
    7: ^bb1(%f : i32)
  ]
^bb1(%v: i32):
  cf.br ^bb3(%v : i32)
^bb2:
  %w = arith.addi %x, %f : i32
  cf.br ^bb3(%w : i32)
^bb3(%r: i32):
  return %r : i32
}

// Returns from two blocks, one inside a loop.
func.func @early_return(%c: i1, %d: i1, %x: i32) -> i32 {
  cf.br ^head
^head:
  cf.cond_br %c, ^out, ^latch
^latch:
  cf.cond_br %d, ^head, ^done
^out:
  return %x : i32
^done:
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// A cycle entered at two blocks.
func.func @irreducible(%c: i1, %d: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  "test.a"() : () -> ()
  cf.br ^b
^b:
  "test.b"() : () -> ()
  cf.cond_br %d, ^a, ^exit
^exit:
  return
}

// A loop without exit: the function returns poison after it.
func.func @infinite() -> f32 {
  cf.br ^bb1
^bb1:
  "test.spin"() : () -> ()
  cf.br ^bb1
}

// Two kinds of return-like terminators: the branch choosing between them stays.
func.func @two_exits(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return
}

// Nested regions are lifted too.
func.func @nested(%c: i1, %x: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2(%x : i32)
  ^bb1:
    %y = arith.addi %x, %x : i32
    cf.br ^bb2(%y : i32)
  ^bb2(%z: i32):
    scf.yield %z : i32
  }
  return %0 : i32
}
