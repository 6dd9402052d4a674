// PASSES: --topological-sort
// PASSES: --topological-sort --mlir-print-op-generic

%c = "t.add"(%a, %b) : (i32, i32) -> i32
%b = "t.neg"(%a) : (i32) -> i32
%a = "t.const"() {value = 1 : i32} : () -> i32
"t.sink"(%c, %d) : (i32, i32) -> ()
%d = "t.wrap"() ({
  %inner = "t.use"(%e) : (i32) -> i32
  "t.yield"(%inner) : (i32) -> ()
}) : () -> i32
%e = "t.const"() {value = 2 : i32} : () -> i32
%x = "t.cycle"(%y) : (i32) -> i32
%y = "t.cycle"(%x) : (i32) -> i32
"t.after"(%x) : (i32) -> ()
%self = "t.loop"(%self) : (i32) -> i32
func.func @f(%arg0: i32) -> i32 {
  %0 = "t.op"(%arg0) : (i32) -> i32
  return %0 : i32
}
"t.first"(%late) : (i32) -> ()
%late = "t.nested"() ({
  %v = "t.inner"(%w) : (i32) -> i32
  %w = "t.inner"() : () -> i32
  "t.yield"(%v) : (i32) -> ()
}) : () -> i32
module @sub {
  "t.use_later"(%m) : (i32) -> ()
  %m = "t.def"() : () -> i32
}
