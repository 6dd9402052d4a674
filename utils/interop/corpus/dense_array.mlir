// Dense array attributes of every element kind.
"t.arrays"() {a = array<i1: true, false>, b = array<i8: 1, -2>, c = array<i16: 300>, d = array<i32: 1, 2, 3>, e = array<i64: -9223372036854775808, 9223372036854775807>, f = array<f32: 1.5, -0.0>, g = array<f64: 0.1, 2.0e300>, h = array<i32>, i = array<i64>, j = array<f32>} : () -> ()
