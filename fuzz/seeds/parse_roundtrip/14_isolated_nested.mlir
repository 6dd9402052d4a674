module {
  "t.func"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "t.add"(%arg0, %arg0) : (i32, i32) -> i32
    "t.loop"(%0) ({
    ^bb0(%i: i32):
      %1 = "t.mul"(%i, %0) : (i32, i32) -> i32
      "t.yield"(%1) : (i32) -> ()
    }) : (i32) -> ()
    "t.return"(%0, %arg1) : (i32, f32) -> ()
  }) {sym_name = "f"} : () -> ()
}
