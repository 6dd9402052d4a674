module @outer attributes {t.flag} {
  module @inner {
    "t.op"() {sym_name = "x"} : () -> ()
  }
}
