// RUN: strata-opt %s --arith-expand=include-f8e8m0 --verify-diagnostics

// Only the default rounding mode expands; the op is illegal nonetheless.
func.func @rounding(%a: f32) -> f8E8M0FNU {
  // expected-error@+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %0 = arith.truncf %a to_nearest_even : f32 to f8E8M0FNU
  return %0 : f8E8M0FNU
}
