func.func @f() {
  %0 = arith.adi
}
