// PASSES: --test-print-nesting -o /dev/null
// PASSES: --test-print-defuse -o /dev/null
// PASSES: --test-print-nesting --mlir-disable-threading
func.func @f(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  cf.br ^bb2(%r : i32)
^bb2(%v: i32):
  %u = "u.op"(%v, %a, %v) {z = 1 : i64, b = "s", n = unit} : (i32, i32, i32) -> i32
  return %v : i32
}

func.func private @decl(i32) -> i32 attributes {llvm.emit_c_interface}

"u.graph"() ({
^bb0(%p: i64, %q: i64):
  %m = "u.use"(%n, %p) : (i64, i64) -> i64
  %n = "u.use"(%m, %q) : (i64, i64) -> i64
  "u.term"(%m) : (i64) -> ()
}, {
}) : () -> ()
