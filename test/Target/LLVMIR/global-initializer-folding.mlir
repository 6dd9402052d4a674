// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// Initializer regions fold as LLVM's constant folder folds them: integer
// arithmetic is computed, a getelementptr from a global with constant
// indices becomes a byte offset under the data layout (inbounds when it
// stays within the global), insertvalue builds aggregates, and the rest
// stays a constant expression.

llvm.mlir.global external @record() : !llvm.struct<(i8, i64, f80, array<3 x i16>)>
llvm.mlir.global extern_weak @maybe() : i32

// i64 is 4-aligned and f80 16-aligned in LLVM's default layout.
// CHECK: @field = global ptr getelementptr inbounds nuw (i8, ptr @record, i64 4)
llvm.mlir.global external @field() : !llvm.ptr {
  %r = llvm.mlir.addressof @record : !llvm.ptr
  %f = llvm.getelementptr %r[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, f80, array<3 x i16>)>
  llvm.return %f : !llvm.ptr
}

// Offsets add up through nested getelementptrs; past the end of the
// global (one past it is still in bounds) is not inbounds, and neither is
// an offset from a global that may be null.
// CHECK: @element = global ptr getelementptr inbounds nuw (i8, ptr @record, i64 36)
// CHECK: @end = global ptr getelementptr inbounds nuw (i8, ptr @record, i64 48)
// CHECK: @beyond = global ptr getelementptr (i8, ptr @record, i64 96)
// CHECK: @weak_field = global ptr getelementptr (i8, ptr @maybe, i64 8)
// CHECK: @start = global ptr @record
llvm.mlir.global external @element() : !llvm.ptr {
  %r = llvm.mlir.addressof @record : !llvm.ptr
  %a = llvm.getelementptr %r[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, f80, array<3 x i16>)>
  %e = llvm.getelementptr %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i16>
  llvm.return %e : !llvm.ptr
}
llvm.mlir.global external @end() : !llvm.ptr {
  %r = llvm.mlir.addressof @record : !llvm.ptr
  %e = llvm.getelementptr %r[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, f80, array<3 x i16>)>
  llvm.return %e : !llvm.ptr
}
llvm.mlir.global external @beyond() : !llvm.ptr {
  %r = llvm.mlir.addressof @record : !llvm.ptr
  %e = llvm.getelementptr %r[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, f80, array<3 x i16>)>
  llvm.return %e : !llvm.ptr
}
llvm.mlir.global external @weak_field() : !llvm.ptr {
  %m = llvm.mlir.addressof @maybe : !llvm.ptr
  %e = llvm.getelementptr %m[2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return %e : !llvm.ptr
}
llvm.mlir.global external @start() : !llvm.ptr {
  %r = llvm.mlir.addressof @record : !llvm.ptr
  %e = llvm.getelementptr %r[4] : (!llvm.ptr) -> !llvm.ptr, i8
  %b = llvm.getelementptr %e[-4] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return %b : !llvm.ptr
}

// Integer arithmetic on constants is computed, wrapping whatever the
// no-wrap flags; a division by zero is poison.
// CHECK: @computed = global i32 -6
// CHECK: @overflow = global i8 -56
// CHECK: @by_zero = global i16 poison
llvm.mlir.global external @computed() : i32 {
  %a = llvm.mlir.constant(10 : i32) : i32
  %b = llvm.mlir.constant(3 : i32) : i32
  %s = llvm.sub %b, %a : i32
  %m = llvm.shl %b, %b : i32
  %r = llvm.srem %m, %s : i32
  %n = llvm.xor %r, %s : i32
  llvm.return %n : i32
}
llvm.mlir.global external @overflow() : i8 {
  %a = llvm.mlir.constant(100 : i8) : i8
  %s = llvm.add %a, %a overflow<nsw> : i8
  llvm.return %s : i8
}
llvm.mlir.global external @by_zero() : i16 {
  %a = llvm.mlir.constant(100 : i16) : i16
  %z = llvm.mlir.constant(0 : i16) : i16
  %q = llvm.udiv %a, %z : i16
  llvm.return %q : i16
}

// A pointer-sized round trip through an integer is the pointer itself;
// truncating a ptrtoint narrows it.
// CHECK: @same = global ptr @record
// CHECK: @low = global i32 ptrtoint (ptr @record to i32)
llvm.mlir.global external @same() : !llvm.ptr {
  %r = llvm.mlir.addressof @record : !llvm.ptr
  %i = llvm.ptrtoint %r : !llvm.ptr to i64
  %p = llvm.inttoptr %i : i64 to !llvm.ptr
  llvm.return %p : !llvm.ptr
}
llvm.mlir.global external @low() : i32 {
  %r = llvm.mlir.addressof @record : !llvm.ptr
  %i = llvm.ptrtoint %r : !llvm.ptr to i64
  %t = llvm.trunc %i : i64 to i32
  llvm.return %t : i32
}

// insertvalue fills an aggregate; the elements not set keep the base's
// value; all-zero aggregates are zeroinitializer, and byte arrays strings.
// CHECK: @pair = global { i32, ptr, [2 x i8] } { i32 7, ptr @record, [2 x i8] undef }
// CHECK: @cleared = global { i32, [2 x i8] } zeroinitializer
// CHECK: @bytes = global [3 x i8] c"A\00\FF"
// CHECK: @first = global i32 7
llvm.mlir.global external @pair() : !llvm.struct<(i32, ptr, array<2 x i8>)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, ptr, array<2 x i8>)>
  %seven = llvm.mlir.constant(7 : i32) : i32
  %a = llvm.insertvalue %seven, %u[0] : !llvm.struct<(i32, ptr, array<2 x i8>)>
  %r = llvm.mlir.addressof @record : !llvm.ptr
  %b = llvm.insertvalue %r, %a[1] : !llvm.struct<(i32, ptr, array<2 x i8>)>
  llvm.return %b : !llvm.struct<(i32, ptr, array<2 x i8>)>
}
llvm.mlir.global external @cleared() : !llvm.struct<(i32, array<2 x i8>)> {
  %z = llvm.mlir.zero : !llvm.struct<(i32, array<2 x i8>)>
  %c = llvm.mlir.constant(0 : i8) : i8
  %a = llvm.insertvalue %c, %z[1, 0] : !llvm.struct<(i32, array<2 x i8>)>
  llvm.return %a : !llvm.struct<(i32, array<2 x i8>)>
}
llvm.mlir.global external @bytes() : !llvm.array<3 x i8> {
  %z = llvm.mlir.zero : !llvm.array<3 x i8>
  %a = llvm.mlir.constant(65 : i8) : i8
  %m = llvm.mlir.constant(-1 : i8) : i8
  %x = llvm.insertvalue %a, %z[0] : !llvm.array<3 x i8>
  %y = llvm.insertvalue %m, %x[2] : !llvm.array<3 x i8>
  llvm.return %y : !llvm.array<3 x i8>
}
llvm.mlir.global external @first() : i32 {
  %u = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %seven = llvm.mlir.constant(7 : i32) : i32
  %a = llvm.insertvalue %seven, %u[0] : !llvm.struct<(i32, f32)>
  %e = llvm.extractvalue %a[0] : !llvm.struct<(i32, f32)>
  llvm.return %e : i32
}
