// ARGS: --sccp --allow-unregistered-dialect
// ARGS: --remove-dead-values --allow-unregistered-dialect
func.func private @in_region(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %s = arith.muli %a, %c2 : i32
  return %s : i32
}

func.func @region_calls() -> i32 {
  %c3 = arith.constant 3 : i32
  %r = "foo.wrap"() ({
    %x = func.call @in_region(%c3) : (i32) -> i32
    "foo.yield"(%x) : (i32) -> ()
  }, {
  }) : () -> i32
  return %r : i32
}

func.func @opaque_terminator(%v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  "foo.br"(%c1)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  %a = arith.addi %c1, %c1 : i32
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%c1 : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @cycle(%c: i1) -> i32 {
  %c5 = arith.constant 5 : i32
  cf.br ^bb1(%c5 : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2(%x : i32), ^bb3
^bb2(%y: i32):
  cf.br ^bb1(%y : i32)
^bb3:
  return %x : i32
^orphan(%o: i32):
  cf.br ^orphan(%o : i32)
}

func.func private @indirect_target(%a: i32) -> i32 {
  return %a : i32
}

func.func @indirect() -> i32 {
  %f = func.constant @indirect_target : (i32) -> i32
  %c4 = arith.constant 4 : i32
  %r = func.call_indirect %f(%c4) : (i32) -> i32
  return %r : i32
}
