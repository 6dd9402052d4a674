// Arrays, dictionaries, types, symbol references and opaque dialect attributes.
"t.array"() {a = [], b = [1, 2, 3], c = [1 : i8, "s", [true, unit], {x = 1}], d = [[], [[]]]} : () -> ()
"t.dict"() {z = 1, a = 2, m = {y = 1, b = 2, "quoted key" = 3, c}, e = {}} : () -> ()
"t.type"() {a = i32, b = tensor<4xf32>, c = (i32) -> i64, d = !t.ty, e = none, f = index} : () -> ()
"t.symref"() {a = @sym, b = @a::@b, c = @a::@b::@c, d = @"quoted sym", e = @"x"::@"y z"} : () -> ()
"t.dialect_attr"() {a = #t.attr, b = #t.attr<"x">, c = #t<"opaque">, d = #t.p<1, [2], {3}>} : () -> ()
"t.quoted_names"() {"with space" = 2, "a.b" = 3, _under = 4, "$dollar" = 5} : () -> ()
"t.typed_attr"() {a = #t.attr : i32, b = [@s, 1 : index]} : () -> ()
