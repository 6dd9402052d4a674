// PASSES: --arith-emulate-wide-int

func.func @ext_64_0(%a: i32, %b: i8) -> (i64, i64, i64, i64) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.extsi %b : i8 to i64
  %3 = arith.extui %b : i8 to i64
  return %0, %1, %2, %3 : i64, i64, i64, i64
}

func.func @trunc_64_0(%a: i64) -> (i32, i8) {
  %0 = arith.trunci %a : i64 to i32
  %1 = arith.trunci %a : i64 to i8
  return %0, %1 : i32, i8
}

func.func @index_64_0(%a: i64, %i: index) -> (index, index, i64, i64) {
  %0 = arith.index_cast %a : i64 to index
  %1 = arith.index_castui %a : i64 to index
  %2 = arith.index_cast %i : index to i64
  %3 = arith.index_castui %i : index to i64
  return %0, %1, %2, %3 : index, index, i64, i64
}

func.func @ext_64_1(%a: vector<4xi32>, %b: vector<4xi8>) -> (vector<4xi64>, vector<4xi64>, vector<4xi64>, vector<4xi64>) {
  %0 = arith.extsi %a : vector<4xi32> to vector<4xi64>
  %1 = arith.extui %a : vector<4xi32> to vector<4xi64>
  %2 = arith.extsi %b : vector<4xi8> to vector<4xi64>
  %3 = arith.extui %b : vector<4xi8> to vector<4xi64>
  return %0, %1, %2, %3 : vector<4xi64>, vector<4xi64>, vector<4xi64>, vector<4xi64>
}

func.func @trunc_64_1(%a: vector<4xi64>) -> (vector<4xi32>, vector<4xi8>) {
  %0 = arith.trunci %a : vector<4xi64> to vector<4xi32>
  %1 = arith.trunci %a : vector<4xi64> to vector<4xi8>
  return %0, %1 : vector<4xi32>, vector<4xi8>
}

func.func @index_64_1(%a: vector<4xi64>, %i: vector<4xindex>) -> (vector<4xindex>, vector<4xindex>, vector<4xi64>, vector<4xi64>) {
  %0 = arith.index_cast %a : vector<4xi64> to vector<4xindex>
  %1 = arith.index_castui %a : vector<4xi64> to vector<4xindex>
  %2 = arith.index_cast %i : vector<4xindex> to vector<4xi64>
  %3 = arith.index_castui %i : vector<4xindex> to vector<4xi64>
  return %0, %1, %2, %3 : vector<4xindex>, vector<4xindex>, vector<4xi64>, vector<4xi64>
}

func.func @ext_64_2(%a: vector<2x3xi32>, %b: vector<2x3xi8>) -> (vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>) {
  %0 = arith.extsi %a : vector<2x3xi32> to vector<2x3xi64>
  %1 = arith.extui %a : vector<2x3xi32> to vector<2x3xi64>
  %2 = arith.extsi %b : vector<2x3xi8> to vector<2x3xi64>
  %3 = arith.extui %b : vector<2x3xi8> to vector<2x3xi64>
  return %0, %1, %2, %3 : vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>
}

func.func @trunc_64_2(%a: vector<2x3xi64>) -> (vector<2x3xi32>, vector<2x3xi8>) {
  %0 = arith.trunci %a : vector<2x3xi64> to vector<2x3xi32>
  %1 = arith.trunci %a : vector<2x3xi64> to vector<2x3xi8>
  return %0, %1 : vector<2x3xi32>, vector<2x3xi8>
}

func.func @index_64_2(%a: vector<2x3xi64>, %i: vector<2x3xindex>) -> (vector<2x3xindex>, vector<2x3xindex>, vector<2x3xi64>, vector<2x3xi64>) {
  %0 = arith.index_cast %a : vector<2x3xi64> to vector<2x3xindex>
  %1 = arith.index_castui %a : vector<2x3xi64> to vector<2x3xindex>
  %2 = arith.index_cast %i : vector<2x3xindex> to vector<2x3xi64>
  %3 = arith.index_castui %i : vector<2x3xindex> to vector<2x3xi64>
  return %0, %1, %2, %3 : vector<2x3xindex>, vector<2x3xindex>, vector<2x3xi64>, vector<2x3xi64>
}
