// PASSES: --arith-emulate-wide-int=widest-int-supported=16

func.func @tofp_f32_32_0(%a: i32) -> (f32, f32) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f32
  return %0, %1 : f32, f32
}

func.func @fromfp_f32_32_0(%a: f32) -> (i32, i32) {
  %0 = arith.fptosi %a : f32 to i32
  %1 = arith.fptoui %a : f32 to i32
  return %0, %1 : i32, i32
}

func.func @tofp_f64_32_0(%a: i32) -> (f64, f64) {
  %0 = arith.sitofp %a : i32 to f64
  %1 = arith.uitofp %a : i32 to f64
  return %0, %1 : f64, f64
}

func.func @fromfp_f64_32_0(%a: f64) -> (i32, i32) {
  %0 = arith.fptosi %a : f64 to i32
  %1 = arith.fptoui %a : f64 to i32
  return %0, %1 : i32, i32
}

func.func @tofp_f16_32_0(%a: i32) -> (f16, f16) {
  %0 = arith.sitofp %a : i32 to f16
  %1 = arith.uitofp %a : i32 to f16
  return %0, %1 : f16, f16
}

func.func @fromfp_f16_32_0(%a: f16) -> (i32, i32) {
  %0 = arith.fptosi %a : f16 to i32
  %1 = arith.fptoui %a : f16 to i32
  return %0, %1 : i32, i32
}

func.func @tofp_f32_32_1(%a: vector<4xi32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = arith.sitofp %a : vector<4xi32> to vector<4xf32>
  %1 = arith.uitofp %a : vector<4xi32> to vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

func.func @fromfp_f32_32_1(%a: vector<4xf32>) -> (vector<4xi32>, vector<4xi32>) {
  %0 = arith.fptosi %a : vector<4xf32> to vector<4xi32>
  %1 = arith.fptoui %a : vector<4xf32> to vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
}

func.func @tofp_f64_32_1(%a: vector<4xi32>) -> (vector<4xf64>, vector<4xf64>) {
  %0 = arith.sitofp %a : vector<4xi32> to vector<4xf64>
  %1 = arith.uitofp %a : vector<4xi32> to vector<4xf64>
  return %0, %1 : vector<4xf64>, vector<4xf64>
}

func.func @fromfp_f64_32_1(%a: vector<4xf64>) -> (vector<4xi32>, vector<4xi32>) {
  %0 = arith.fptosi %a : vector<4xf64> to vector<4xi32>
  %1 = arith.fptoui %a : vector<4xf64> to vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
}

func.func @tofp_f16_32_1(%a: vector<4xi32>) -> (vector<4xf16>, vector<4xf16>) {
  %0 = arith.sitofp %a : vector<4xi32> to vector<4xf16>
  %1 = arith.uitofp %a : vector<4xi32> to vector<4xf16>
  return %0, %1 : vector<4xf16>, vector<4xf16>
}

func.func @fromfp_f16_32_1(%a: vector<4xf16>) -> (vector<4xi32>, vector<4xi32>) {
  %0 = arith.fptosi %a : vector<4xf16> to vector<4xi32>
  %1 = arith.fptoui %a : vector<4xf16> to vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
}

func.func @tofp_f32_32_2(%a: vector<2x3xi32>) -> (vector<2x3xf32>, vector<2x3xf32>) {
  %0 = arith.sitofp %a : vector<2x3xi32> to vector<2x3xf32>
  %1 = arith.uitofp %a : vector<2x3xi32> to vector<2x3xf32>
  return %0, %1 : vector<2x3xf32>, vector<2x3xf32>
}

func.func @fromfp_f32_32_2(%a: vector<2x3xf32>) -> (vector<2x3xi32>, vector<2x3xi32>) {
  %0 = arith.fptosi %a : vector<2x3xf32> to vector<2x3xi32>
  %1 = arith.fptoui %a : vector<2x3xf32> to vector<2x3xi32>
  return %0, %1 : vector<2x3xi32>, vector<2x3xi32>
}

func.func @tofp_f64_32_2(%a: vector<2x3xi32>) -> (vector<2x3xf64>, vector<2x3xf64>) {
  %0 = arith.sitofp %a : vector<2x3xi32> to vector<2x3xf64>
  %1 = arith.uitofp %a : vector<2x3xi32> to vector<2x3xf64>
  return %0, %1 : vector<2x3xf64>, vector<2x3xf64>
}

func.func @fromfp_f64_32_2(%a: vector<2x3xf64>) -> (vector<2x3xi32>, vector<2x3xi32>) {
  %0 = arith.fptosi %a : vector<2x3xf64> to vector<2x3xi32>
  %1 = arith.fptoui %a : vector<2x3xf64> to vector<2x3xi32>
  return %0, %1 : vector<2x3xi32>, vector<2x3xi32>
}

func.func @tofp_f16_32_2(%a: vector<2x3xi32>) -> (vector<2x3xf16>, vector<2x3xf16>) {
  %0 = arith.sitofp %a : vector<2x3xi32> to vector<2x3xf16>
  %1 = arith.uitofp %a : vector<2x3xi32> to vector<2x3xf16>
  return %0, %1 : vector<2x3xf16>, vector<2x3xf16>
}

func.func @fromfp_f16_32_2(%a: vector<2x3xf16>) -> (vector<2x3xi32>, vector<2x3xi32>) {
  %0 = arith.fptosi %a : vector<2x3xf16> to vector<2x3xi32>
  %1 = arith.fptoui %a : vector<2x3xf16> to vector<2x3xi32>
  return %0, %1 : vector<2x3xi32>, vector<2x3xi32>
}
