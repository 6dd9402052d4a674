// PASSES: --canonicalize
func.func @static_true(%x: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    %a = "test.a"(%x) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"(%x) : (i32) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @static_false(%x: i32) -> i32 {
  %f = arith.constant false
  %r = scf.if %f -> i32 {
    %a = "test.a"(%x) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"(%x) : (i32) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @static_false_no_else(%x: i32) {
  %f = arith.constant false
  scf.if %f {
    "test.a"(%x) : (i32) -> ()
  }
  return
}

func.func @static_true_no_else(%x: i32) {
  %t = arith.constant true
  scf.if %t {
    "test.a"(%x) : (i32) -> ()
    "test.b"(%x) : (i32) -> ()
  }
  "test.c"() : () -> ()
  return
}

func.func @nested_static(%x: i32) {
  %t = arith.constant true
  %f = arith.constant false
  scf.if %t {
    scf.if %f {
      "test.dead"() : () -> ()
    } else {
      "test.live"(%x) : (i32) -> ()
    }
  }
  return
}
