// PASSES: --arith-emulate-wide-int

func.func @addi_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}

func.func @subi_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.subi %a, %b : i64
  return %r : i64
}

func.func @muli_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.muli %a, %b : i64
  return %r : i64
}

func.func @andi_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.andi %a, %b : i64
  return %r : i64
}

func.func @ori_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.ori %a, %b : i64
  return %r : i64
}

func.func @xori_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.xori %a, %b : i64
  return %r : i64
}

func.func @shli_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.shli %a, %b : i64
  return %r : i64
}

func.func @shrui_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.shrui %a, %b : i64
  return %r : i64
}

func.func @shrsi_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.shrsi %a, %b : i64
  return %r : i64
}

func.func @maxsi_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.maxsi %a, %b : i64
  return %r : i64
}

func.func @maxui_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.maxui %a, %b : i64
  return %r : i64
}

func.func @minsi_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.minsi %a, %b : i64
  return %r : i64
}

func.func @minui_64_0(%a: i64, %b: i64) -> i64 {
  %r = arith.minui %a, %b : i64
  return %r : i64
}

func.func @addi_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.addi %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @subi_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.subi %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @muli_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.muli %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @andi_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.andi %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @ori_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.ori %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @xori_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.xori %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @shli_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.shli %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @shrui_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.shrui %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @shrsi_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.shrsi %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @maxsi_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.maxsi %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @maxui_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.maxui %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @minsi_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.minsi %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @minui_64_1(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.minui %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

func.func @addi_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.addi %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @subi_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.subi %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @muli_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.muli %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @andi_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.andi %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @ori_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.ori %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @xori_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.xori %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @shli_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.shli %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @shrui_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.shrui %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @shrsi_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.shrsi %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @maxsi_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.maxsi %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @maxui_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.maxui %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @minsi_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.minsi %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}

func.func @minui_64_2(%a: vector<2x3xi64>, %b: vector<2x3xi64>) -> vector<2x3xi64> {
  %r = arith.minui %a, %b : vector<2x3xi64>
  return %r : vector<2x3xi64>
}
