// ARGS: --sccp --allow-unregistered-dialect
func.func @unregistered(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %u = "test.opaque"(%c1) : (i32) -> i32
  %v = arith.addi %u, %c1 : i32
  "test.sink"(%c1) : (i32) -> ()
  return %v : i32
}

func.func @region_op() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = "test.region"(%c1) ({
  ^bb0(%a: i32):
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c2, %c2 : i32
    "test.yield"(%s) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}

func.func @types() -> (index, i64, f32, f64, i1) {
  %a = arith.constant 7 : index
  %b = arith.constant 8 : index
  %c = arith.muli %a, %b : index
  %d = arith.index_cast %c : index to i64
  %e = arith.constant 1.5 : f32
  %f = arith.addf %e, %e : f32
  %g = arith.extf %f : f32 to f64
  %h = arith.cmpf olt, %e, %f : f32
  return %c, %d, %f, %g, %h : index, i64, f32, f64, i1
}

func.func @select(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %s = arith.select %true, %c1, %x : i32
  %t = arith.select %true, %x, %c1 : i32
  %u = arith.addi %s, %t : i32
  return %u : i32
}

func.func @unused() {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  return
}

func.func @identity_fold(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = arith.addi %x, %c0 : i32
  %t = arith.muli %s, %c0 : i32
  return %t : i32
}

func.func @vector_splat() -> vector<4xi32> {
  %a = arith.constant dense<3> : vector<4xi32>
  %b = arith.addi %a, %a : vector<4xi32>
  return %b : vector<4xi32>
}

func.func @overflow() -> (i8, i32) {
  %a = arith.constant 100 : i8
  %b = arith.addi %a, %a : i8
  %c = arith.constant 7 : i32
  %d = arith.constant 0 : i32
  %e = arith.divsi %c, %d : i32
  return %b, %e : i8, i32
}
