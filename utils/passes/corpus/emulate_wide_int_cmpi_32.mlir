// PASSES: --arith-emulate-wide-int=widest-int-supported=16

func.func @cmpi_eq_32_0(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}

func.func @cmpi_ne_32_0(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi ne, %a, %b : i32
  return %r : i1
}

func.func @cmpi_slt_32_0(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi slt, %a, %b : i32
  return %r : i1
}

func.func @cmpi_sle_32_0(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi sle, %a, %b : i32
  return %r : i1
}

func.func @cmpi_sgt_32_0(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi sgt, %a, %b : i32
  return %r : i1
}

func.func @cmpi_sge_32_0(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi sge, %a, %b : i32
  return %r : i1
}

func.func @cmpi_ult_32_0(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}

func.func @cmpi_ule_32_0(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi ule, %a, %b : i32
  return %r : i1
}

func.func @cmpi_ugt_32_0(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi ugt, %a, %b : i32
  return %r : i1
}

func.func @cmpi_uge_32_0(%a: i32, %b: i32) -> i1 {
  %r = arith.cmpi uge, %a, %b : i32
  return %r : i1
}

func.func @cmpi_eq_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %r = arith.cmpi eq, %a, %b : vector<4xi32>
  return %r : vector<4xi1>
}

func.func @cmpi_ne_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %r = arith.cmpi ne, %a, %b : vector<4xi32>
  return %r : vector<4xi1>
}

func.func @cmpi_slt_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %r = arith.cmpi slt, %a, %b : vector<4xi32>
  return %r : vector<4xi1>
}

func.func @cmpi_sle_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %r = arith.cmpi sle, %a, %b : vector<4xi32>
  return %r : vector<4xi1>
}

func.func @cmpi_sgt_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %r = arith.cmpi sgt, %a, %b : vector<4xi32>
  return %r : vector<4xi1>
}

func.func @cmpi_sge_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %r = arith.cmpi sge, %a, %b : vector<4xi32>
  return %r : vector<4xi1>
}

func.func @cmpi_ult_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %r = arith.cmpi ult, %a, %b : vector<4xi32>
  return %r : vector<4xi1>
}

func.func @cmpi_ule_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %r = arith.cmpi ule, %a, %b : vector<4xi32>
  return %r : vector<4xi1>
}

func.func @cmpi_ugt_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %r = arith.cmpi ugt, %a, %b : vector<4xi32>
  return %r : vector<4xi1>
}

func.func @cmpi_uge_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi1> {
  %r = arith.cmpi uge, %a, %b : vector<4xi32>
  return %r : vector<4xi1>
}

func.func @cmpi_eq_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi1> {
  %r = arith.cmpi eq, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi1>
}

func.func @cmpi_ne_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi1> {
  %r = arith.cmpi ne, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi1>
}

func.func @cmpi_slt_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi1> {
  %r = arith.cmpi slt, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi1>
}

func.func @cmpi_sle_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi1> {
  %r = arith.cmpi sle, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi1>
}

func.func @cmpi_sgt_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi1> {
  %r = arith.cmpi sgt, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi1>
}

func.func @cmpi_sge_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi1> {
  %r = arith.cmpi sge, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi1>
}

func.func @cmpi_ult_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi1> {
  %r = arith.cmpi ult, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi1>
}

func.func @cmpi_ule_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi1> {
  %r = arith.cmpi ule, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi1>
}

func.func @cmpi_ugt_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi1> {
  %r = arith.cmpi ugt, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi1>
}

func.func @cmpi_uge_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi1> {
  %r = arith.cmpi uge, %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi1>
}
