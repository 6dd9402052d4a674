"t.multi"() ({
^bb0(%a: tensor<?xf32>, %b: memref<2x3xi8, 1>, %c: vector<4xi1>, %d: !t.tok):
  %r:3 = "t.split"(%a) : (tensor<?xf32>) -> (f32, f32, f32)
  "t.sink"(%r#2, %b, %c, %d) : (f32, memref<2x3xi8, 1>, vector<4xi1>, !t.tok) -> ()
}) : () -> ()
