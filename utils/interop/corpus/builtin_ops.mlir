// Builtin operations beyond the module.
%0 = "t.def"() : () -> i32
%1 = builtin.unrealized_conversion_cast %0 : i32 to i64
%2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to f32, f64
%3 = builtin.unrealized_conversion_cast to i8
"t.use"(%1, %2#0, %2#1, %3) : (i64, f32, f64, i8) -> ()
