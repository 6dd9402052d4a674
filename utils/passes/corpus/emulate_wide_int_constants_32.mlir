// PASSES: --arith-emulate-wide-int=widest-int-supported=16

func.func @constants_32() -> (i32, i32, i32, i32) {
  %0 = arith.constant 0 : i32
  %1 = arith.constant -1 : i32
  %2 = arith.constant 305419896 : i32
  %3 = arith.constant 65536 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @vconstants_32() -> (vector<3xi32>, vector<2x2xi32>, vector<4xi32>) {
  %0 = arith.constant dense<[1, -2, 3]> : vector<3xi32>
  %1 = arith.constant dense<[[7, 8], [-9, 10]]> : vector<2x2xi32>
  %2 = arith.constant dense<-5> : vector<4xi32>
  return %0, %1, %2 : vector<3xi32>, vector<2x2xi32>, vector<4xi32>
}

func.func @const_ext_32() -> (i32, i32) {
  %c = arith.constant -3 : i8
  %0 = arith.extsi %c : i8 to i32
  %1 = arith.extui %c : i8 to i32
  return %0, %1 : i32, i32
}
