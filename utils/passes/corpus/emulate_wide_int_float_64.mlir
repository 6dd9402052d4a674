// PASSES: --arith-emulate-wide-int

func.func @tofp_f32_64_0(%a: i64) -> (f32, f32) {
  %0 = arith.sitofp %a : i64 to f32
  %1 = arith.uitofp %a : i64 to f32
  return %0, %1 : f32, f32
}

func.func @fromfp_f32_64_0(%a: f32) -> (i64, i64) {
  %0 = arith.fptosi %a : f32 to i64
  %1 = arith.fptoui %a : f32 to i64
  return %0, %1 : i64, i64
}

func.func @tofp_f64_64_0(%a: i64) -> (f64, f64) {
  %0 = arith.sitofp %a : i64 to f64
  %1 = arith.uitofp %a : i64 to f64
  return %0, %1 : f64, f64
}

func.func @fromfp_f64_64_0(%a: f64) -> (i64, i64) {
  %0 = arith.fptosi %a : f64 to i64
  %1 = arith.fptoui %a : f64 to i64
  return %0, %1 : i64, i64
}

func.func @tofp_f16_64_0(%a: i64) -> (f16, f16) {
  %0 = arith.sitofp %a : i64 to f16
  %1 = arith.uitofp %a : i64 to f16
  return %0, %1 : f16, f16
}

func.func @fromfp_f16_64_0(%a: f16) -> (i64, i64) {
  %0 = arith.fptosi %a : f16 to i64
  %1 = arith.fptoui %a : f16 to i64
  return %0, %1 : i64, i64
}

func.func @tofp_f32_64_1(%a: vector<4xi64>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = arith.sitofp %a : vector<4xi64> to vector<4xf32>
  %1 = arith.uitofp %a : vector<4xi64> to vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

func.func @fromfp_f32_64_1(%a: vector<4xf32>) -> (vector<4xi64>, vector<4xi64>) {
  %0 = arith.fptosi %a : vector<4xf32> to vector<4xi64>
  %1 = arith.fptoui %a : vector<4xf32> to vector<4xi64>
  return %0, %1 : vector<4xi64>, vector<4xi64>
}

func.func @tofp_f64_64_1(%a: vector<4xi64>) -> (vector<4xf64>, vector<4xf64>) {
  %0 = arith.sitofp %a : vector<4xi64> to vector<4xf64>
  %1 = arith.uitofp %a : vector<4xi64> to vector<4xf64>
  return %0, %1 : vector<4xf64>, vector<4xf64>
}

func.func @fromfp_f64_64_1(%a: vector<4xf64>) -> (vector<4xi64>, vector<4xi64>) {
  %0 = arith.fptosi %a : vector<4xf64> to vector<4xi64>
  %1 = arith.fptoui %a : vector<4xf64> to vector<4xi64>
  return %0, %1 : vector<4xi64>, vector<4xi64>
}

func.func @tofp_f16_64_1(%a: vector<4xi64>) -> (vector<4xf16>, vector<4xf16>) {
  %0 = arith.sitofp %a : vector<4xi64> to vector<4xf16>
  %1 = arith.uitofp %a : vector<4xi64> to vector<4xf16>
  return %0, %1 : vector<4xf16>, vector<4xf16>
}

func.func @fromfp_f16_64_1(%a: vector<4xf16>) -> (vector<4xi64>, vector<4xi64>) {
  %0 = arith.fptosi %a : vector<4xf16> to vector<4xi64>
  %1 = arith.fptoui %a : vector<4xf16> to vector<4xi64>
  return %0, %1 : vector<4xi64>, vector<4xi64>
}

func.func @tofp_f32_64_2(%a: vector<2x3xi64>) -> (vector<2x3xf32>, vector<2x3xf32>) {
  %0 = arith.sitofp %a : vector<2x3xi64> to vector<2x3xf32>
  %1 = arith.uitofp %a : vector<2x3xi64> to vector<2x3xf32>
  return %0, %1 : vector<2x3xf32>, vector<2x3xf32>
}

func.func @fromfp_f32_64_2(%a: vector<2x3xf32>) -> (vector<2x3xi64>, vector<2x3xi64>) {
  %0 = arith.fptosi %a : vector<2x3xf32> to vector<2x3xi64>
  %1 = arith.fptoui %a : vector<2x3xf32> to vector<2x3xi64>
  return %0, %1 : vector<2x3xi64>, vector<2x3xi64>
}

func.func @tofp_f64_64_2(%a: vector<2x3xi64>) -> (vector<2x3xf64>, vector<2x3xf64>) {
  %0 = arith.sitofp %a : vector<2x3xi64> to vector<2x3xf64>
  %1 = arith.uitofp %a : vector<2x3xi64> to vector<2x3xf64>
  return %0, %1 : vector<2x3xf64>, vector<2x3xf64>
}

func.func @fromfp_f64_64_2(%a: vector<2x3xf64>) -> (vector<2x3xi64>, vector<2x3xi64>) {
  %0 = arith.fptosi %a : vector<2x3xf64> to vector<2x3xi64>
  %1 = arith.fptoui %a : vector<2x3xf64> to vector<2x3xi64>
  return %0, %1 : vector<2x3xi64>, vector<2x3xi64>
}

func.func @tofp_f16_64_2(%a: vector<2x3xi64>) -> (vector<2x3xf16>, vector<2x3xf16>) {
  %0 = arith.sitofp %a : vector<2x3xi64> to vector<2x3xf16>
  %1 = arith.uitofp %a : vector<2x3xi64> to vector<2x3xf16>
  return %0, %1 : vector<2x3xf16>, vector<2x3xf16>
}

func.func @fromfp_f16_64_2(%a: vector<2x3xf16>) -> (vector<2x3xi64>, vector<2x3xi64>) {
  %0 = arith.fptosi %a : vector<2x3xf16> to vector<2x3xi64>
  %1 = arith.fptoui %a : vector<2x3xf16> to vector<2x3xi64>
  return %0, %1 : vector<2x3xi64>, vector<2x3xi64>
}
