// PASSES: --arith-emulate-wide-int

func.func @select_64_0(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = arith.select %c, %a, %b : i64
  return %r : i64
}

func.func @select_64_1(%c: i1, %a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.select %c, %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @select_vec_64_1(%c: vector<4xi1>, %a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.select %c, %a, %b : vector<4xi1>, vector<4xi64>
  return %r : vector<4xi64>
}

func.func @select_64_2(%c: i1, %a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.select %c, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @select_vec_64_2(%c: vector<2x3xi1>, %a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.select %c, %a, %b : vector<2x3xi1>, vector<2x3xi64>
  return %r : vector<2x3xi64>
}
