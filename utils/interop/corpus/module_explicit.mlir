// An explicit named module with attributes and nested modules.
module @outer attributes {t.attr = 1 : i32} {
  module @inner {
    "t.op"() {sym_name = "x"} : () -> ()
  }
  module {
  }
  "t.op"() : () -> ()
}
