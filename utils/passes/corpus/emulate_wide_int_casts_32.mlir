// PASSES: --arith-emulate-wide-int=widest-int-supported=16

func.func @ext_32_0(%a: i16, %b: i8) -> (i32, i32, i32, i32) {
  %0 = arith.extsi %a : i16 to i32
  %1 = arith.extui %a : i16 to i32
  %2 = arith.extsi %b : i8 to i32
  %3 = arith.extui %b : i8 to i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @trunc_32_0(%a: i32) -> (i16, i8) {
  %0 = arith.trunci %a : i32 to i16
  %1 = arith.trunci %a : i32 to i8
  return %0, %1 : i16, i8
}

func.func @index_32_0(%a: i32, %i: index) -> (index, index, i32, i32) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %a : i32 to index
  %2 = arith.index_cast %i : index to i32
  %3 = arith.index_castui %i : index to i32
  return %0, %1, %2, %3 : index, index, i32, i32
}

func.func @ext_32_1(%a: vector<4xi16>, %b: vector<4xi8>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %0 = arith.extsi %a : vector<4xi16> to vector<4xi32>
  %1 = arith.extui %a : vector<4xi16> to vector<4xi32>
  %2 = arith.extsi %b : vector<4xi8> to vector<4xi32>
  %3 = arith.extui %b : vector<4xi8> to vector<4xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

func.func @trunc_32_1(%a: vector<4xi32>) -> (vector<4xi16>, vector<4xi8>) {
  %0 = arith.trunci %a : vector<4xi32> to vector<4xi16>
  %1 = arith.trunci %a : vector<4xi32> to vector<4xi8>
  return %0, %1 : vector<4xi16>, vector<4xi8>
}

func.func @index_32_1(%a: vector<4xi32>, %i: vector<4xindex>) -> (vector<4xindex>, vector<4xindex>, vector<4xi32>, vector<4xi32>) {
  %0 = arith.index_cast %a : vector<4xi32> to vector<4xindex>
  %1 = arith.index_castui %a : vector<4xi32> to vector<4xindex>
  %2 = arith.index_cast %i : vector<4xindex> to vector<4xi32>
  %3 = arith.index_castui %i : vector<4xindex> to vector<4xi32>
  return %0, %1, %2, %3 : vector<4xindex>, vector<4xindex>, vector<4xi32>, vector<4xi32>
}

func.func @ext_32_2(%a: vector<2x3xi16>, %b: vector<2x3xi8>) -> (vector<2x3xi32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xi32>) {
  %0 = arith.extsi %a : vector<2x3xi16> to vector<2x3xi32>
  %1 = arith.extui %a : vector<2x3xi16> to vector<2x3xi32>
  %2 = arith.extsi %b : vector<2x3xi8> to vector<2x3xi32>
  %3 = arith.extui %b : vector<2x3xi8> to vector<2x3xi32>
  return %0, %1, %2, %3 : vector<2x3xi32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xi32>
}

func.func @trunc_32_2(%a: vector<2x3xi32>) -> (vector<2x3xi16>, vector<2x3xi8>) {
  %0 = arith.trunci %a : vector<2x3xi32> to vector<2x3xi16>
  %1 = arith.trunci %a : vector<2x3xi32> to vector<2x3xi8>
  return %0, %1 : vector<2x3xi16>, vector<2x3xi8>
}

func.func @index_32_2(%a: vector<2x3xi32>, %i: vector<2x3xindex>) -> (vector<2x3xindex>, vector<2x3xindex>, vector<2x3xi32>, vector<2x3xi32>) {
  %0 = arith.index_cast %a : vector<2x3xi32> to vector<2x3xindex>
  %1 = arith.index_castui %a : vector<2x3xi32> to vector<2x3xindex>
  %2 = arith.index_cast %i : vector<2x3xindex> to vector<2x3xi32>
  %3 = arith.index_castui %i : vector<2x3xindex> to vector<2x3xi32>
  return %0, %1, %2, %3 : vector<2x3xindex>, vector<2x3xindex>, vector<2x3xi32>, vector<2x3xi32>
}
