module @m {
  "t.sym"() {sym_name = "a", sym_visibility = "private"} : () -> ()
  "t.call"() {callee = @a, nested = [@m::@a, @"with space"]} : () -> ()
}
