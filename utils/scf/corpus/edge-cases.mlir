func.func @yield_attrs(%c: i1, %n: index) {
  scf.if %c {
    scf.yield {tag}
  }
  scf.for %i = %n to %n step %n {
    scf.yield {tag = 2}
  }
  scf.index_switch %n
  case 3 {
    scf.yield {x}
  }
  default {
    scf.yield {y}
  }
  return
}
// -----
func.func @else_empty_then(%c: i1) {
  scf.if %c {
  } else {
  }
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}
// -----
func.func @while_before_header(%c: i1) {
  scf.while : () -> () {
  ^bb0:
    scf.condition(%c)
  } do {
  ^bb0:
    scf.yield
  }
  return
}
// -----
func.func @multi_block_exec(%c: i1, %x: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %x : i64
  ^b:
    %z = "test.z"() : () -> i64
    scf.yield %z : i64
  }
  return %r : i64
}
// -----
func.func @func_types(%c: i1, %f: () -> i32) -> (() -> i32) {
  %r = scf.if %c -> (() -> i32) {
    scf.yield %f : () -> i32
  } else {
    scf.yield %f : () -> i32
  }
  %e = scf.execute_region -> (() -> i32) {
    scf.yield %f : () -> i32
  }
  return %e : () -> i32
}
// -----
func.func @locs(%n: index) {
  scf.for %i = %n to %n step %n {
    "test.x"(%i) : (index) -> () loc("inner")
  } loc("outer")
  return
}
// -----
func.func @bad_for_syntax(%n: index) {
  scf.for %i = %n too %n step %n {
  }
  return
}
// -----
func.func @bad_if_syntax(%c: i1) {
  scf.if %c -> {
  }
  return
}
// -----
func.func @bad_while(%c: i1) {
  scf.while : i32 {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// -----
func.func @bad_switch(%n: index) {
  scf.index_switch %n
  case x {
  }
  default {
  }
  return
}
// -----
func.func @unsigned_for_generic(%n: i8) {
  "scf.for"(%n, %n, %n) <{unsignedCmp}> ({
  ^bb0(%i: i8):
    "scf.yield"() : () -> ()
  }) : (i8, i8, i8) -> ()
  return
}
