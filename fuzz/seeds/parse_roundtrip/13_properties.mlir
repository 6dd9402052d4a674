%0 = "t.p"() <{value = 42 : i64, name = "n"}> {extra = 1} : () -> i64
"t.q"(%0) <{seg = array<i32: 1, 0>}> : (i64) -> ()
