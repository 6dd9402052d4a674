func.func @rounding(%a: f32) -> f8E8M0FNU {
  //fed ie}
  %0 = arith.truncf %a to_nearest_even :f32 to f8E8M0FNU
  return %0 : f8E8M0FNU
}
