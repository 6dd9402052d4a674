// PASSES: --arith-emulate-wide-int=widest-int-supported=16

func.func @select_32_0(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = arith.select %c, %a, %b : i32
  return %r : i32
}

func.func @select_32_1(%c: i1, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.select %c, %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @select_vec_32_1(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  return %r : vector<4xi32>
}

func.func @select_32_2(%c: i1, %a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.select %c, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @select_vec_32_2(%c: vector<2x3xi1>, %a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.select %c, %a, %b : vector<2x3xi1>, vector<2x3xi32>
  return %r : vector<2x3xi32>
}
