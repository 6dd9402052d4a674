// Distinct attributes are printed with renumbered ids in order of appearance.
"t.distinct"() {a = distinct[5]<42 : i32>, b = distinct[0]<"x">, c = distinct[5]<42 : i32>, d = distinct[9]<unit>, e = [distinct[7]<#t.a>]} : () -> ()
