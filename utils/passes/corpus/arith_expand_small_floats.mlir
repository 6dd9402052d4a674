// PASSES: --arith-expand=include-f8e8m0=true
// PASSES: --arith-expand=include-f4e2m1=true
// PASSES: --arith-expand="include-f4e2m1=true include-bf16=true"
// PASSES: --arith-expand="include-f4e2m1=true include-f8e8m0=true include-bf16=true"
// PASSES: --arith-expand

func.func @e8m0_ext(%a: f8E8M0FNU, %v: vector<4xf8E8M0FNU>) -> (f32, bf16, f64, vector<4xf32>) {
  %0 = arith.extf %a : f8E8M0FNU to f32
  %1 = arith.extf %a : f8E8M0FNU to bf16
  %2 = arith.extf %a fastmath<fast> : f8E8M0FNU to f64
  %3 = arith.extf %v : vector<4xf8E8M0FNU> to vector<4xf32>
  return %0, %1, %2, %3 : f32, bf16, f64, vector<4xf32>
}

func.func @e8m0_trunc(%a: f32, %b: f16, %c: f64) -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %0 = arith.truncf %a : f32 to f8E8M0FNU
  %1 = arith.truncf %b : f16 to f8E8M0FNU
  %2 = arith.truncf %c : f64 to f8E8M0FNU
  return %0, %1, %2 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}

func.func @e8m0_trunc_rounding(%a: f32) -> f8E8M0FNU {
  %0 = arith.truncf %a to_nearest_even : f32 to f8E8M0FNU
  return %0 : f8E8M0FNU
}

func.func @e2m1_ext(%a: f4E2M1FN, %t: tensor<2xf4E2M1FN>) -> (f32, bf16, f16, tensor<2xf32>) {
  %0 = arith.extf %a : f4E2M1FN to f32
  %1 = arith.extf %a : f4E2M1FN to bf16
  %2 = arith.extf %a : f4E2M1FN to f16
  %3 = arith.extf %t : tensor<2xf4E2M1FN> to tensor<2xf32>
  return %0, %1, %2, %3 : f32, bf16, f16, tensor<2xf32>
}

func.func @e2m1_trunc(%a: f32, %b: bf16, %v: vector<3xf32>) -> (f4E2M1FN, f4E2M1FN, vector<3xf4E2M1FN>) {
  %0 = arith.truncf %a : f32 to f4E2M1FN
  %1 = arith.truncf %b : bf16 to f4E2M1FN
  %2 = arith.truncf %v : vector<3xf32> to vector<3xf4E2M1FN>
  return %0, %1, %2 : f4E2M1FN, f4E2M1FN, vector<3xf4E2M1FN>
}
