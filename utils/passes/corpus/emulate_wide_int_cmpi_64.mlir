// PASSES: --arith-emulate-wide-int

func.func @cmpi_eq_64_0(%a: i64, %b: i64) -> i1 {
  %r = arith.cmpi eq, %a, %b : i64
  return %r : i1
}

func.func @cmpi_ne_64_0(%a: i64, %b: i64) -> i1 {
  %r = arith.cmpi ne, %a, %b : i64
  return %r : i1
}

func.func @cmpi_slt_64_0(%a: i64, %b: i64) -> i1 {
  %r = arith.cmpi slt, %a, %b : i64
  return %r : i1
}

func.func @cmpi_sle_64_0(%a: i64, %b: i64) -> i1 {
  %r = arith.cmpi sle, %a, %b : i64
  return %r : i1
}

func.func @cmpi_sgt_64_0(%a: i64, %b: i64) -> i1 {
  %r = arith.cmpi sgt, %a, %b : i64
  return %r : i1
}

func.func @cmpi_sge_64_0(%a: i64, %b: i64) -> i1 {
  %r = arith.cmpi sge, %a, %b : i64
  return %r : i1
}

func.func @cmpi_ult_64_0(%a: i64, %b: i64) -> i1 {
  %r = arith.cmpi ult, %a, %b : i64
  return %r : i1
}

func.func @cmpi_ule_64_0(%a: i64, %b: i64) -> i1 {
  %r = arith.cmpi ule, %a, %b : i64
  return %r : i1
}

func.func @cmpi_ugt_64_0(%a: i64, %b: i64) -> i1 {
  %r = arith.cmpi ugt, %a, %b : i64
  return %r : i1
}

func.func @cmpi_uge_64_0(%a: i64, %b: i64) -> i1 {
  %r = arith.cmpi uge, %a, %b : i64
  return %r : i1
}

func.func @cmpi_eq_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %r = arith.cmpi eq, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

func.func @cmpi_ne_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %r = arith.cmpi ne, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

func.func @cmpi_slt_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %r = arith.cmpi slt, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

func.func @cmpi_sle_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %r = arith.cmpi sle, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

func.func @cmpi_sgt_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %r = arith.cmpi sgt, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

func.func @cmpi_sge_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %r = arith.cmpi sge, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

func.func @cmpi_ult_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %r = arith.cmpi ult, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

func.func @cmpi_ule_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %r = arith.cmpi ule, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

func.func @cmpi_ugt_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %r = arith.cmpi ugt, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

func.func @cmpi_uge_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi1> {
  %r = arith.cmpi uge, %a, %b : vector<4xi64>
  return %r : vector<4xi1>
}

func.func @cmpi_eq_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi1> {
  %r = arith.cmpi eq, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi1>
}

func.func @cmpi_ne_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi1> {
  %r = arith.cmpi ne, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi1>
}

func.func @cmpi_slt_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi1> {
  %r = arith.cmpi slt, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi1>
}

func.func @cmpi_sle_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi1> {
  %r = arith.cmpi sle, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi1>
}

func.func @cmpi_sgt_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi1> {
  %r = arith.cmpi sgt, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi1>
}

func.func @cmpi_sge_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi1> {
  %r = arith.cmpi sge, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi1>
}

func.func @cmpi_ult_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi1> {
  %r = arith.cmpi ult, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi1>
}

func.func @cmpi_ule_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi1> {
  %r = arith.cmpi ule, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi1>
}

func.func @cmpi_ugt_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi1> {
  %r = arith.cmpi ugt, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi1>
}

func.func @cmpi_uge_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi1> {
  %r = arith.cmpi uge, %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi1>
}
