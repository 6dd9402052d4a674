// Folding with ub.poison operands.
func.func @f(%x: i32) -> (i32, i32, i32, i32) {
  %p = ub.poison : i32
  %0 = arith.addi %p, %x : i32
  %1 = arith.divsi %x, %p : i32
  %2 = arith.shli %p, %x : i32
  %c = arith.constant 3 : i32
  %3 = arith.maxui %c, %p : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
// -----
func.func @f(%x: f32) -> (f32, f32, f32) {
  %p = ub.poison : f32
  %0 = arith.addf %x, %p : f32
  %1 = arith.negf %p : f32
  %2 = arith.remf %p, %p : f32
  return %0, %1, %2 : f32, f32, f32
}
// -----
func.func @f(%c: i1, %x: i32) -> (i32, i32, i64, f32, index, i1) {
  %p = ub.poison : i32
  %0 = arith.select %c, %p, %x : i32
  %1 = arith.select %c, %x, %p : i32
  %2 = arith.extsi %p : i32 to i64
  %3 = arith.sitofp %p : i32 to f32
  %4 = arith.index_cast %p : i32 to index
  %5 = arith.cmpi slt, %p, %x : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i64, f32, index, i1
}
// -----
func.func @f(%x: i32) -> (i32, i1, i32, i32) {
  %p = ub.poison : i32
  %c = arith.constant 5 : i32
  %0 = arith.subi %c, %p : i32
  %1 = arith.cmpi eq, %c, %p : i32
  %2 = arith.trunci %p : i32 to i8
  %l, %h = arith.mulsi_extended %x, %p : i32
  return %0, %1, %l, %h : i32, i1, i32, i32
}
// -----
func.func @f(%x: vector<2xi32>) -> (vector<2xi32>, vector<2xf32>) {
  %p = ub.poison : vector<2xi32>
  %0 = arith.xori %x, %p : vector<2xi32>
  %1 = arith.bitcast %p : vector<2xi32> to vector<2xf32>
  return %0, %1 : vector<2xi32>, vector<2xf32>
}
