func.func @a(%i: index, %x: f32) {
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a, %a) : (f32, f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @b(%i: index, %x: f32) {
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @c(%i: index, %x: f32) {
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: i32, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @d(%i: index, %x: f32) {
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @e(%i: index, %x: f32) {
  %c0 = arith.constant 0 : index
  scf.for %iv = %i to %i step %c0 {
  }
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  %r = "scf.if"(%c) ({
    "scf.yield"(%x) : (f32) -> ()
  }, {}) : (i1) -> f32
  return
}
// -----
func.func @g(%c: i1, %x: f32) {
  %r = scf.if %c -> f32 {
    scf.yield %x, %x : f32, f32
  } else {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @h(%c: i1, %x: f32) {
  %r = scf.if %c -> i32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @i(%c: i1, %x: f32) {
  "scf.while"() ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @j(%c: i1, %x: f32) {
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }, {
    "scf.condition"(%c) : (i1) -> ()
  }) : () -> ()
  return
}
// -----
func.func @k(%c: i1, %x: f32) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c, %a) : (i1, f32) -> ()
  }, {
  ^bb0(%a: i32):
    "scf.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return
}
// -----
func.func @l(%c: i1, %x: f32) {
  "scf.execute_region"() ({
  ^bb0(%a: f32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @m(%c: i1, %x: f32) {
  "scf.execute_region"() ({
  }) : () -> ()
  return
}
// -----
func.func @n(%c: i1, %x: f32) {
  "scf.yield"() : () -> ()
}
// -----
func.func @o(%c: i1, %x: f32) {
  %r = "scf.execute_region"() ({
    "scf.yield"() : () -> ()
  }) : () -> f32
  return
}
// -----
func.func @p(%i: index, %x: f32) {
  scf.for %iv = %i to %i step %i {
    "test.foo"() : () -> ()
  }
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    "test.foo"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @q(%i: index, %x: f32) {
  %r = scf.while (%a = %x) : (f32, f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
    scf.yield
  }
  return
}
// -----
func.func @a(%i: index, %x: f32) {
  %r:2 = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> (f32, f32)
  return
}
// -----
func.func @k(%c: i1, %x: f32) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    "scf.condition"(%c, %x) : (i1, f32) -> ()
  }, {
  ^bb0(%a: f32):
    "scf.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return
}
// -----
func.func @k2(%c: i1, %x: f32) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c, %x) : (i1, f32) -> ()
  }, {
  ^bb0(%a: f32):
    "scf.yield"(%c) : (i1) -> ()
  }) : (f32) -> f32
  return
}
// -----
func.func @a2(%i: index, %x: f32) {
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%i) : (index) -> ()
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @a3(%i: index, %x: f32) {
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> i32
  return
}
// -----
func.func @a(%i: index, %x: f32) {
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @b(%i: index, %x: f32) {
  scf.index_switch %i
  case 1 {
  }
  case 1 {
  }
  default {
  }
  return
}
// -----
func.func @c(%i: index, %x: f32) {
  %r = scf.index_switch %i -> f32
  case 1 {
    scf.yield %i : index
  }
  default {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @d(%i: index, %x: f32) {
  %r = scf.index_switch %i -> f32
  case 1 {
    scf.yield %x, %x : f32, f32
  }
  default {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @e(%i: index, %x: f32) {
  %r = scf.index_switch %i -> f32
  case 1 {
    scf.yield %x : f32
  }
  default {
    "test.foo"() : () -> ()
  }
  return
}
// -----
func.func @f(%i: index, %x: f32) {
  %r = scf.index_switch %i -> f32 {a = 1}
  case -3 {
    scf.yield %x : f32
  }
  case 0x10 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  return
}
