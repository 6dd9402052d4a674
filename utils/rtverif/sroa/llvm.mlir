llvm.func @fields(%v: i32, %w: f64) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.struct<(i32, f64, i32)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, i32)>
  llvm.store %v, %p : i32, !llvm.ptr
  %q = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, i32)>
  llvm.store %w, %q : f64, !llvm.ptr
  %r = llvm.load %a : !llvm.ptr -> i32
  llvm.return %r : i32
}
// -----
llvm.func @array_bytes(%v: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %v, %p : i32, !llvm.ptr
  %q = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i16
  %r = llvm.load %q : !llvm.ptr -> i16
  %s = llvm.load %p : !llvm.ptr -> i32
  llvm.return %s : i32
}
// -----
llvm.func @nested(%v: i8) -> i8 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.struct<(i32, struct<(i8, i64)>)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(i8, i64)>)>
  llvm.store %v, %p : i8, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i8
  llvm.return %r : i8
}
// -----
llvm.func @packed(%v: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.struct<packed (i8, i64)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i64)>
  llvm.store %v, %p : i64, !llvm.ptr
  %r = llvm.load %p : !llvm.ptr -> i64
  llvm.return %r : i64
}
// -----
llvm.func @too_big(%v: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.array<17 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i32>
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return
}
// -----
llvm.func @escapes(%v: i32, %i: i32)
llvm.func @use(!llvm.ptr)
llvm.func @blocked(%v: i32, %i: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.call @use(%p) : (!llvm.ptr) -> ()
  %b = llvm.alloca %c1 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %q = llvm.getelementptr %b[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %v, %q : i32, !llvm.ptr
  %c = llvm.alloca %c1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %r = llvm.load volatile %c : !llvm.ptr -> i32
  %d = llvm.alloca %c2 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.store %v, %d : i32, !llvm.ptr
  %e = llvm.alloca %c1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %f = llvm.load %e : !llvm.ptr -> i64
  %g = llvm.alloca %c1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %h = llvm.getelementptr %g[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %k = llvm.load %h : !llvm.ptr -> i64
  llvm.return
}
// -----
llvm.func @gep_chain(%v: i16) -> i16 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.struct<(i32, i64)> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64)>
  %q = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %v, %q : i16, !llvm.ptr
  %r = llvm.load %q : !llvm.ptr -> i16
  llvm.return %r : i16
}
// -----
llvm.func @then_mem2reg(%v: i32, %w: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr inbounds %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %v, %a : i32, !llvm.ptr
  llvm.store %w, %p : i32, !llvm.ptr
  %x = llvm.load %a : !llvm.ptr -> i32
  %y = llvm.load %p : !llvm.ptr -> i32
  %z = llvm.add %x, %y : i32
  llvm.return %z : i32
}
// -----
llvm.func @store_ptr() {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x !llvm.struct<(ptr, i32)> : (i32) -> !llvm.ptr
  llvm.store %a, %a : !llvm.ptr, !llvm.ptr
  llvm.return
}
