// PASSES: --arith-emulate-wide-int=widest-int-supported=16

func.func @addi_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.addi %a, %b : i32
  return %r : i32
}

func.func @subi_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.subi %a, %b : i32
  return %r : i32
}

func.func @muli_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.muli %a, %b : i32
  return %r : i32
}

func.func @andi_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.andi %a, %b : i32
  return %r : i32
}

func.func @ori_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.ori %a, %b : i32
  return %r : i32
}

func.func @xori_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.xori %a, %b : i32
  return %r : i32
}

func.func @shli_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.shli %a, %b : i32
  return %r : i32
}

func.func @shrui_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.shrui %a, %b : i32
  return %r : i32
}

func.func @shrsi_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.shrsi %a, %b : i32
  return %r : i32
}

func.func @maxsi_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.maxsi %a, %b : i32
  return %r : i32
}

func.func @maxui_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.maxui %a, %b : i32
  return %r : i32
}

func.func @minsi_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.minsi %a, %b : i32
  return %r : i32
}

func.func @minui_32_0(%a: i32, %b: i32) -> i32 {
  %r = arith.minui %a, %b : i32
  return %r : i32
}

func.func @addi_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.addi %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @subi_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.subi %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @muli_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.muli %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @andi_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.andi %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @ori_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.ori %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @xori_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.xori %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @shli_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.shli %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @shrui_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.shrui %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @shrsi_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.shrsi %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @maxsi_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.maxsi %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @maxui_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.maxui %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @minsi_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.minsi %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @minui_32_1(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.minui %a, %b : vector<4xi32>
  return %r : vector<4xi32>
}

func.func @addi_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.addi %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @subi_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.subi %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @muli_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.muli %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @andi_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.andi %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @ori_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.ori %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @xori_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.xori %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @shli_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.shli %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @shrui_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.shrui %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @shrsi_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.shrsi %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @maxsi_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.maxsi %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @maxui_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.maxui %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @minsi_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.minsi %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}

func.func @minui_32_2(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = arith.minui %a, %b : vector<2x3xi32>
  return %r : vector<2x3xi32>
}
