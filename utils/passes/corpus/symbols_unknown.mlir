// PASSES: --symbol-dce
func.func @f() {
  "u.region"() ({
    "u.op"() : () -> ()
  }) : () -> ()
  return
}
func.func private @g() {
  "u.region"() ({
    "u.op"() : () -> ()
  }) : () -> ()
  return
}
