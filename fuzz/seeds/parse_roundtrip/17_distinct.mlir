"t.d"() {a = distinct[0]<1 : i32>, b = distinct[1]<#t.x>, c = distinct[0]<1 : i32>} : () -> ()
