// RUN: strata-opt %s --verify-diagnostics

func.func @mismatch(%m: memref<4xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}
