// PASSES: --arith-expand
// PASSES: --pass-pipeline=builtin.module(func.func(arith-expand))
func.func @divs(%a: i32, %b: i32, %v: vector<4xi8>, %w: vector<4xi8>, %i: index, %j: index) -> (i32, i32, i32, vector<4xi8>, index, vector<4xi8>, index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.ceildivsi %v, %w : vector<4xi8>
  %4 = arith.floordivsi %i, %j : index
  %5 = arith.ceildivui %v, %w : vector<4xi8>
  %6 = arith.ceildivsi %i, %j : index
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, vector<4xi8>, index, vector<4xi8>, index
}

func.func @minmax(%a: i64, %b: i64, %x: f32, %y: f32, %u: vector<2xf16>, %t: vector<2xf16>) -> (i64, i64, i64, i64, f32, f32, f32, f32, vector<2xf16>) {
  %0 = arith.maxsi %a, %b : i64
  %1 = arith.minsi %a, %b : i64
  %2 = arith.maxui %a, %b : i64
  %3 = arith.minui %a, %b : i64
  %4 = arith.maximumf %x, %y : f32
  %5 = arith.minimumf %x, %y fastmath<nnan> : f32
  %6 = arith.maxnumf %x, %y : f32
  %7 = arith.minnumf %x, %y : f32
  %8 = arith.maximumf %u, %t : vector<2xf16>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i64, i64, i64, i64, f32, f32, f32, f32, vector<2xf16>
}

func.func @nested(%c: i1, %a: i16, %b: i16) -> i16 {
  %r = scf.if %c -> i16 {
    %q = arith.ceildivsi %a, %b : i16
    scf.yield %q : i16
  } else {
    %k = arith.constant 7 : i16
    %q = arith.floordivsi %a, %k : i16
    scf.yield %q : i16
  }
  %s = arith.addi %r, %a : i16
  return %s : i16
}

func.func @untouched(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.remsi %0, %b : i32
  return %1 : i32
}
