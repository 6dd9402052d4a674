// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Arrays of any attributes, nested; i64 integers in arrays drop their type.
// CHECK: "t.array"() {a = [], b = [1, 2, 3], c = [1 : i8, "s", [true, unit], {x = 1 : i64}], d = {{\[\[}}], {{\[\[}}]]]} : () -> ()
"t.array"() {a = [], b = [1, 2, 3], c = [1 : i8, "s", [true, unit], {x = 1}], d = [[], [[]]]} : () -> ()
// Dictionaries are sorted by name; nested ones too.
// CHECK: "t.dict"() {a = 2 : i64, e = {}, m = {b = 2 : i64, c, "quoted key" = 3 : i64, y = 1 : i64}, z = 1 : i64} : () -> ()
"t.dict"() {z = 1, a = 2, m = {y = 1, b = 2, "quoted key" = 3, c}, e = {}} : () -> ()
// Names print bare when they are identifiers (dots included), else quoted.
// CHECK: "t.names"() {"$dollar" = 5 : i64, "9digit" = 6 : i64, _under = 4 : i64, a.b = 3 : i64, "with space" = 2 : i64} : () -> ()
"t.names"() {"with space" = 2, "a.b" = 3, _under = 4, "$dollar" = 5, "9digit" = 6} : () -> ()
// Type attributes.
// CHECK: "t.type"() {a = i32, b = tensor<4xf32>, c = (i32) -> i64, d = !t.ty, e = none, f = index} : () -> ()
"t.type"() {a = i32, b = tensor<4xf32>, c = (i32) -> i64, d = !t.ty, e = none, f = index} : () -> ()
// Symbol references, flat and nested, quoted when needed.
// CHECK: "t.symref"() {a = @sym, b = @a::@b, c = @a::@b::@c, d = @"quoted sym", e = @x::@"y z", f = @plain} : () -> ()
"t.symref"() {a = @sym, b = @a::@b, c = @a::@b::@c, d = @"quoted sym", e = @"x"::@"y z", f = @"plain"} : () -> ()
// Dialect attributes, pretty and opaque.
// CHECK: "t.dialect"() {a = #t.attr, b = #t.attr<"x">, c = #t<"opaque">, d = #t.p<1, [2], {3}>, e = #t<"ident">} : () -> ()
"t.dialect"() {a = #t.attr, b = #t.attr<"x">, c = #t<"opaque">, d = #t.p<1, [2], {3}>, e = #t<"ident">} : () -> ()
// Inside arrays, i64 integers drop their type; other typed values keep it.
// CHECK: "t.typed"() {a = [@s, 1 : index, 2.000000e+00 : f32, 3]} : () -> ()
"t.typed"() {a = [@s, 1 : index, 2.0 : f32, 3 : i64]} : () -> ()
