func.func @f() {
  return %x : i32
}
