// Canonicalizations of arith ops on non-constant operands, split into cases.
func.func @f(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.subi %x, %x : i32
  %2 = arith.muli %c1, %x : i32
  %3 = arith.subi %y, %c0 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
// -----
func.func @f(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %0 = arith.subi %x, %y : i32
  %1 = arith.addi %0, %y : i32
  %2 = arith.addi %y, %0 : i32
  %3 = arith.addi %x, %y : i32
  %4 = arith.subi %3, %y : i32
  %5 = arith.subi %3, %x : i32
  return %1, %2, %4, %5 : i32, i32, i32, i32
}
// -----
func.func @f(%x: i64) -> (i64, i64, i64, i64, i64) {
  %c3 = arith.constant 3 : i64
  %c9 = arith.constant 9 : i64
  %0 = arith.addi %x, %c3 overflow<nsw> : i64
  %1 = arith.addi %0, %c9 overflow<nsw, nuw> : i64
  %2 = arith.muli %x, %c3 overflow<nuw> : i64
  %3 = arith.muli %2, %c9 overflow<nuw> : i64
  %4 = arith.subi %c9, %x : i64
  %5 = arith.addi %4, %c3 : i64
  %6 = arith.subi %x, %c3 : i64
  %7 = arith.subi %c9, %6 : i64
  %8 = arith.subi %4, %c3 : i64
  return %1, %3, %5, %7, %8 : i64, i64, i64, i64, i64
}
// -----
func.func @f(%x: index, %y: index) -> (index, index) {
  %m1 = arith.constant -1 : index
  %0 = arith.muli %y, %m1 : index
  %1 = arith.addi %x, %0 : index
  %2 = arith.addi %0, %x : index
  return %1, %2 : index, index
}
// -----
func.func @f(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ult, %a, %a : i32
  %c5 = arith.constant 5 : i32
  %2 = arith.cmpi slt, %c5, %a : i32
  %3 = arith.cmpi uge, %c5, %b : i32
  %4 = arith.cmpi sle, %b, %b : i32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
// -----
func.func @f(%a: i32, %b: i32, %c: i1) -> (i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.cmpi sgt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  %2 = arith.cmpi ne, %c, %f : i1
  %3 = arith.cmpi eq, %c, %t : i1
  %e = arith.extui %c : i1 to i32
  %z = arith.constant 0 : i32
  %4 = arith.cmpi ne, %e, %z : i32
  return %1, %2, %3, %4 : i1, i1, i1, i1
}
// -----
func.func @f(%a: i8, %b: i8) -> (i1, i1, i1) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.cmpi eq, %0, %1 : i32
  %3 = arith.cmpi slt, %0, %1 : i32
  %4 = arith.extui %a : i8 to i32
  %5 = arith.extui %b : i8 to i32
  %6 = arith.cmpi ne, %4, %5 : i32
  return %2, %3, %6 : i1, i1, i1
}
// -----
func.func @f(%c: i1, %x: i32, %y: i32) -> (i32, i32, i1, i32, i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %t, %x, %y : i32
  %2 = arith.select %c, %t, %f : i1
  %3 = arith.cmpi eq, %x, %y : i32
  %4 = arith.select %3, %x, %y : i32
  %5 = arith.cmpi ne, %x, %y : i32
  %6 = arith.select %5, %x, %y : i32
  %7 = arith.select %c, %f, %t : i1
  return %0, %1, %2, %4, %6, %7 : i32, i32, i1, i32, i32, i1
}
// -----
func.func @f(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32, i32, i64, i64) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %0, %d : i32
  %2 = arith.select %c, %d, %0 : i32
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %3 = arith.select %n, %a, %b : i32
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %4 = arith.select %c, %one, %zero : i64
  %5 = arith.select %c, %zero, %one : i64
  return %1, %2, %3, %4, %5 : i32, i32, i32, i64, i64
}
// -----
func.func @f(%a: i8, %b: i16) -> (i8, i16, i32, i64, i8, i32) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  %2 = arith.extui %b : i16 to i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.extui %a : i8 to i16
  %5 = arith.extsi %4 : i16 to i32
  %6 = arith.extsi %0 : i32 to i64
  %7 = arith.trunci %2 : i64 to i32
  %8 = arith.trunci %7 : i32 to i8
  %9 = arith.extsi %a : i8 to i64
  %10 = arith.trunci %9 : i64 to i32
  return %1, %3, %5, %6, %8, %10 : i8, i16, i32, i64, i8, i32
}
// -----
func.func @f(%a: i32, %x: index) -> (i32, index, i32, index, f32) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %x : index to i64
  %3 = arith.index_castui %2 : i64 to index
  %e = arith.extsi %a : i32 to i64
  %4 = arith.index_cast %e : i64 to index
  %5 = arith.bitcast %a : i32 to f32
  %6 = arith.bitcast %5 : f32 to i32
  %7 = arith.bitcast %a : i32 to i32
  %8 = arith.bitcast %6 : i32 to f32
  return %1, %3, %6, %4, %8 : i32, index, i32, index, f32
}
// -----
func.func @f(%x: f32, %h: f16) -> (f16, f32, f32, f16, f64) {
  %0 = arith.extf %h : f16 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.truncf %x fastmath<contract> : f32 to f16
  %3 = arith.extf %2 fastmath<contract> : f16 to f32
  %4 = arith.truncf %x : f32 to f16
  %5 = arith.extf %4 : f16 to f32
  %6 = arith.extf %h : f16 to f64
  %7 = arith.truncf %6 : f64 to f32
  %8 = arith.truncf %7 : f32 to f16
  %b = arith.extf %h : f16 to f64
  return %1, %3, %5, %8, %b : f16, f32, f32, f16, f64
}
// -----
func.func @f(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %pz : f32
  %2 = arith.subf %x, %pz : f32
  %3 = arith.mulf %one, %x : f32
  %4 = arith.divf %x, %one : f32
  %5 = arith.negf %x : f32
  %6 = arith.negf %5 : f32
  %7 = arith.maximumf %y, %y : f32
  return %0, %1, %2, %3, %4, %6, %7 : f32, f32, f32, f32, f32, f32, f32
}
// -----
func.func @f(%x: f32) -> (f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maximumf %x, %ninf : f32
  %1 = arith.minimumf %pinf, %x : f32
  %2 = arith.maxnumf %x, %nan : f32
  %3 = arith.minnumf %nan, %x : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
// -----
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %m = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %0 = arith.andi %a, %z : i32
  %1 = arith.andi %a, %m : i32
  %n = arith.xori %a, %m : i32
  %2 = arith.andi %a, %n : i32
  %3 = arith.ori %n, %a : i32
  %4 = arith.ori %a, %m : i32
  %5 = arith.xori %a, %a : i32
  %x = arith.xori %a, %b : i32
  %6 = arith.xori %x, %b : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}
// -----
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %min = arith.constant -2147483648 : i32
  %max = arith.constant 2147483647 : i32
  %0 = arith.divsi %a, %c1 : i32
  %1 = arith.remui %a, %c1 : i32
  %2 = arith.maxsi %a, %max : i32
  %3 = arith.minsi %a, %max : i32
  %4 = arith.maxsi %a, %min : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
// -----
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.muli %a, %b overflow<nsw> : i32
  %1 = arith.divsi %0, %b : i32
  %2 = arith.muli %a, %b overflow<nuw> : i32
  %3 = arith.divui %2, %a : i32
  %4 = arith.divsi %2, %a : i32
  return %1, %3, %4 : i32, i32, i32
}
// -----
func.func @f(%a: i8, %b: i8) -> (i32, i32, i32) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i8 to i32
  %2 = arith.andi %0, %1 : i32
  %3 = arith.ori %0, %1 : i32
  %4 = arith.extsi %a : i8 to i32
  %5 = arith.extsi %b : i8 to i32
  %6 = arith.andi %4, %5 : i32
  return %2, %3, %6 : i32, i32, i32
}
// -----
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0:2 = arith.mulsi_extended %a, %b : i32
  %1:2 = arith.mului_extended %a, %c1 : i32
  %2:2 = arith.addui_extended %a, %c0 : i32, i1
  return %0#0, %1#1, %2#0, %2#1 : i32, i32, i32, i1
}
// -----
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:2 = arith.mulsi_extended %a, %c1 : i32
  return %0#0, %0#1 : i32, i32
}
// -----
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extsi %b : i32 to i64
  %2 = arith.muli %0, %1 : i64
  %c32 = arith.constant 32 : i64
  %3 = arith.shrui %2, %c32 : i64
  %4 = arith.trunci %3 : i64 to i32
  %5 = arith.extui %a : i32 to i64
  %6 = arith.extui %b : i32 to i64
  %7 = arith.muli %5, %6 : i64
  %8 = arith.shrui %7, %c32 : i64
  %9 = arith.trunci %8 : i64 to i32
  return %4, %9 : i32, i32
}
// -----
func.func @f(%a: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %a, %c32 : i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}
// -----
func.func @f(%a: vector<4xi32>, %c: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>) {
  %z = arith.constant dense<0> : vector<4xi32>
  %o = arith.constant dense<1> : vector<4xi32>
  %0 = arith.addi %a, %z : vector<4xi32>
  %1 = arith.muli %a, %o : vector<4xi32>
  %2 = arith.cmpi sge, %a, %a : vector<4xi32>
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, vector<4xi1>
}
// -----
func.func @f(%x: f32) -> (i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %x, %nan : f32
  %1 = arith.cmpf uno, %nan, %x : f32
  %2 = arith.cmpf oeq, %x, %x : f32
  return %0, %1, %2 : i1, i1, i1
}
// -----
func.func @f(%a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c40 = arith.constant 40 : i32
  %0 = arith.shli %a, %c0 : i32
  %1 = arith.shrsi %a, %c40 : i32
  %c3 = arith.constant 3 : i32
  %2 = arith.shrui %c40, %c3 : i32
  return %0, %1, %2 : i32, i32, i32
}
// -----
func.func @f() -> (i32, vector<2xi32>) {
  %c = arith.constant dense<[1, 40]> : vector<2xi32>
  %v = arith.constant dense<[7, 7]> : vector<2xi32>
  %0 = arith.shli %v, %c : vector<2xi32>
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %1 = arith.addi %c5, %c6 : i32
  return %1, %0 : i32, vector<2xi32>
}
