// PASSES: --mem2reg
// PASSES: --mem2reg=region-simplify=false

llvm.func @straight(%x: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

llvm.func @uninit() -> f32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x f32 : (i32) -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.return %v : f32
}

llvm.func @branches(%c: i1, %a: i64, %b: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %a, %p : i64, !llvm.ptr
  llvm.br ^bb3
^bb2:
  llvm.store %b, %p : i64, !llvm.ptr
  llvm.br ^bb3
^bb3:
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}

llvm.func @volatile_access(%x: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store volatile %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

llvm.func @escapes(%x: i32) -> !llvm.ptr {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.return %p : !llvm.ptr
}

llvm.func @not_entry(%x: i32, %c: i1) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1
^bb1:
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

llvm.func @loop(%n: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %c0, %p : i32, !llvm.ptr
  llvm.br ^head
^head:
  %v = llvm.load %p : !llvm.ptr -> i32
  %d = llvm.icmp "slt" %v, %n : i32
  llvm.cond_br %d, ^body, ^exit
^body:
  %w = llvm.add %v, %c1 : i32
  llvm.store %w, %p : i32, !llvm.ptr
  llvm.br ^head
^exit:
  llvm.return %v : i32
}

llvm.func @two_slots(%a: i8, %b: i16) -> i16 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %c1 x i8 : (i32) -> !llvm.ptr
  %q = llvm.alloca %c1 x i16 : (i32) -> !llvm.ptr
  llvm.store %a, %p : i8, !llvm.ptr
  llvm.store %b, %q : i16, !llvm.ptr
  %v = llvm.load %q : !llvm.ptr -> i16
  llvm.return %v : i16
}
