// PASSES: --arith-emulate-wide-int
// PASSES: --arith-emulate-wide-int="widest-int-supported=16"

func.func @constants_64() -> (i64, i64, i64, i64) {
  %0 = arith.constant 0 : i64
  %1 = arith.constant -1 : i64
  %2 = arith.constant 1311768467463790320 : i64
  %3 = arith.constant 65536 : i64
  return %0, %1, %2, %3 : i64, i64, i64, i64
}

func.func @vconstants_64() -> (vector<3xi64>, vector<2x2xi64>, vector<4xi64>) {
  %0 = arith.constant dense<[1, -2, 3]> : vector<3xi64>
  %1 = arith.constant dense<[[7, 8], [-9, 10]]> : vector<2x2xi64>
  %2 = arith.constant dense<-5> : vector<4xi64>
  return %0, %1, %2 : vector<3xi64>, vector<2x2xi64>, vector<4xi64>
}

func.func @const_ext_64() -> (i64, i64) {
  %c = arith.constant -3 : i8
  %0 = arith.extsi %c : i8 to i64
  %1 = arith.extui %c : i8 to i64
  return %0, %1 : i64, i64
}
