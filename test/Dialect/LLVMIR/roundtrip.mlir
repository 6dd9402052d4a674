// RUN: strata-opt %s --split-input-file | FileCheck %s
// RUN: strata-opt %s --split-input-file --mlir-print-op-generic | strata-opt --split-input-file | FileCheck %s

// Round trip of the LLVM dialect's custom syntax: what mlir-opt prints.

// ops of every kind in one function, globals and declarations
module {
  llvm.mlir.global internal constant @g(42 : i32) : i32
  llvm.mlir.global external @h() : !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    llvm.return %0 : !llvm.struct<(i32, f32)>
  }
  llvm.mlir.global private constant @str("hello\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func internal @f(%a: i32, %b: i32, %p: !llvm.ptr, %x: f32, %v: vector<4xf32>) -> i32 attributes {passthrough = ["noinline"]} {
    %0 = llvm.add %a, %b overflow<nsw> : i32
    %1 = llvm.sub %a, %b : i32
    %2 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
    %3 = llvm.icmp "slt" %a, %b : i32
    %4 = llvm.fcmp "olt" %x, %x : f32
    %5 = llvm.mlir.constant(3 : i64) : i64
    %6 = llvm.alloca %5 x f32 : (i64) -> !llvm.ptr
    %7 = llvm.load %6 : !llvm.ptr -> f32
    llvm.store %7, %6 : f32, !llvm.ptr
    %8 = llvm.getelementptr inbounds %p[%5, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
    %9 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i64>)>
    %10 = llvm.insertvalue %a, %9[0] : !llvm.struct<(i32, array<2 x i64>)>
    %11 = llvm.extractvalue %10[1, 0] : !llvm.struct<(i32, array<2 x i64>)>
    %12 = llvm.bitcast %a : i32 to f32
    %13 = llvm.sext %a : i32 to i64
    %14 = llvm.select %3, %a, %b : i1, i32
    %15 = llvm.intr.sqrt(%x) : (f32) -> f32
    %16 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
    %17 = llvm.mlir.addressof @g : !llvm.ptr
    %18 = llvm.call @printf(%17, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %19 = llvm.mlir.zero : !llvm.ptr
    %20 = llvm.mlir.poison : i32
    %21 = llvm.extractelement %v[%5 : i64] : vector<4xf32>
    %22 = llvm.insertelement %x, %v[%5 : i64] : vector<4xf32>
    %23 = llvm.shufflevector %v, %v [0, 1, 2, 3] : vector<4xf32>
    %24 = llvm.fneg %x : f32
    %25 = llvm.intr.fma(%x, %x, %x) : (f32, f32, f32) -> f32
    %26 = llvm.udiv %a, %b : i32
    %27 = llvm.sdiv exact %a, %b : i32
    %28 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
    %29 = llvm.call_intrinsic "llvm.foo"(%a) : (i32) -> i32
    %30 = llvm.ptrtoint %p : !llvm.ptr to i64
    %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
    %32 = llvm.mlir.constant(1.5 : f32) : f32
    %33 = llvm.trunc %a overflow<nuw> : i32 to i8
    %34 = llvm.zext nneg %a : i32 to i64
    %35 = llvm.or disjoint %a, %b : i32
    llvm.cond_br %3, ^bb1(%a : i32), ^bb2
  ^bb1(%z: i32):
    llvm.switch %z : i32, ^bb2 [
      1: ^bb1(%a : i32),
      2: ^bb2
    ]
  ^bb2:
    llvm.br ^bb3
  ^bb3:
    llvm.return %a : i32
  }
  llvm.func @u() {
    llvm.unreachable
  }
}

// CHECK: llvm.mlir.global internal constant @g(42 : i32) {addr_space = 0 : i32} : i32
// CHECK: llvm.mlir.global external @h() {addr_space = 0 : i32} : !llvm.struct<(i32, f32)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %0 : !llvm.struct<(i32, f32)>
// CHECK-NEXT: }
// CHECK: llvm.mlir.global private constant @str("hello\00") {addr_space = 0 : i32}
// CHECK: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK: llvm.func internal @f(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr, %arg3: f32, %arg4: vector<4xf32>) -> i32 attributes {passthrough = ["noinline"]} {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %1 = llvm.sub %arg0, %arg1 : i32
// CHECK-NEXT: %2 = llvm.fadd %arg3, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %3 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %4 = llvm.fcmp "olt" %arg3, %arg3 : f32
// CHECK-NEXT: %5 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %6 = llvm.alloca %5 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store %7, %6 : f32, !llvm.ptr
// CHECK-NEXT: %8 = llvm.getelementptr inbounds %arg2[%5, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg0, %9[0] : !llvm.struct<(i32, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %10[1, 0] : !llvm.struct<(i32, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %13 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %14 = llvm.select %3, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %15 = llvm.intr.sqrt(%arg3) : (f32) -> f32
// CHECK-NEXT: %16 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %17 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: %18 = llvm.call @printf(%17, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %19 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %20 = llvm.mlir.poison : i32
// CHECK-NEXT: %21 = llvm.extractelement %arg4[%5 : i64] : vector<4xf32>
// CHECK-NEXT: %22 = llvm.insertelement %arg3, %arg4[%5 : i64] : vector<4xf32>
// CHECK-NEXT: %23 = llvm.shufflevector %arg4, %arg4 [0, 1, 2, 3] : vector<4xf32>
// CHECK-NEXT: %24 = llvm.fneg %arg3 : f32
// CHECK-NEXT: %25 = llvm.intr.fma(%arg3, %arg3, %arg3) : (f32, f32, f32) -> f32
// CHECK-NEXT: %26 = llvm.udiv %arg0, %arg1 : i32
// CHECK-NEXT: %27 = llvm.sdiv exact %arg0, %arg1 : i32
// CHECK-NEXT: %28 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %29 = llvm.call_intrinsic "llvm.foo"(%arg0) : (i32) -> i32
// CHECK-NEXT: %30 = llvm.ptrtoint %arg2 : !llvm.ptr to i64
// CHECK-NEXT: %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
// CHECK-NEXT: %32 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %33 = llvm.trunc %arg0 overflow<nuw> : i32 to i8
// CHECK-NEXT: %34 = llvm.zext nneg %arg0 : i32 to i64
// CHECK-NEXT: %35 = llvm.or disjoint %arg0, %arg1 : i32
// CHECK-NEXT: llvm.cond_br %3, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%36: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.switch %36 : i32, ^bb2 [
// CHECK-NEXT: 1: ^bb1(%arg0 : i32),
// CHECK-NEXT: 2: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK: llvm.func @u() {
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// GEP flags, intrinsics, call forms, calling conventions, alloca flags
llvm.func @f(%p: !llvm.ptr, %x: f32, %i: i32, %v: vector<4xf32>, %fp: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %1 = llvm.getelementptr nusw %p[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %2 = llvm.getelementptr %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %3 = llvm.intr.exp(%x) : (f32) -> f32
  %4 = llvm.intr.log(%x) : (f32) -> f32
  %5 = llvm.intr.pow(%x, %x) : (f32, f32) -> f32
  %6 = llvm.intr.fabs(%x) : (f32) -> f32
  %7 = llvm.intr.copysign(%x, %x) : (f32, f32) -> f32
  %8 = llvm.intr.ctpop(%i) : (i32) -> i32
  %9 = llvm.intr.floor(%x) : (f32) -> f32
  %10 = llvm.intr.sin(%x) {fastmathFlags = #llvm.fastmath<nnan, afn>} : (f32) -> f32
  %11 = llvm.uitofp %i : i32 to f32
  %12 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store volatile %x, %p {alignment = 4 : i64} : f32, !llvm.ptr
  %13 = llvm.call %fp(%i) : !llvm.ptr, (i32) -> f32
  %14 = llvm.call fastcc @g(%i) : (i32) -> f32
  %15 = llvm.call tail @g(%i) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> f32
  llvm.call @h() : () -> ()
  %16 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %17 = llvm.intr.powi(%x, %i) : (f32, i32) -> f32
  %18 = llvm.intr.roundeven(%x) : (f32) -> f32
  %19 = llvm.intr.exp2(%x) : (f32) -> f32
  %20 = llvm.intr.log10(%x) : (f32) -> f32
  %21 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  %22 = llvm.fcmp "_true" %x, %x : f32
  %24 = llvm.alloca inalloca %i x f32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.return
}
llvm.func @g(i32) -> f32
llvm.func @h()
llvm.func fastcc @k() attributes {dso_local} {
  llvm.return
}
llvm.func @m() -> !llvm.struct<(i32)> attributes {llvm.emit_c_interface}

// CHECK: llvm.func @f(%arg0: !llvm.ptr, %arg1: f32, %arg2: i32, %arg3: vector<4xf32>, %arg4: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.getelementptr inbounds|nuw %arg0[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %1 = llvm.getelementptr nusw %arg0[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %2 = llvm.getelementptr %arg0[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %3 = llvm.intr.exp(%arg1) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.log(%arg1) : (f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.pow(%arg1, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.fabs(%arg1) : (f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.copysign(%arg1, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.ctpop(%arg2) : (i32) -> i32
// CHECK-NEXT: %9 = llvm.intr.floor(%arg1) : (f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.sin(%arg1) {fastmathFlags = #llvm.fastmath<nnan, afn>} : (f32) -> f32
// CHECK-NEXT: %11 = llvm.uitofp %arg2 : i32 to f32
// CHECK-NEXT: %12 = llvm.load volatile %arg0 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store volatile %arg1, %arg0 {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT: %13 = llvm.call %arg4(%arg2) : !llvm.ptr, (i32) -> f32
// CHECK-NEXT: %14 = llvm.call fastcc @g(%arg2) : (i32) -> f32
// CHECK-NEXT: %15 = llvm.call tail @g(%arg2) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> f32
// CHECK-NEXT: llvm.call @h() : () -> ()
// CHECK-NEXT: %16 = llvm.intr.smax(%arg2, %arg2) : (i32, i32) -> i32
// CHECK-NEXT: %17 = llvm.intr.powi(%arg1, %arg2) : (f32, i32) -> f32
// CHECK-NEXT: %18 = llvm.intr.roundeven(%arg1) : (f32) -> f32
// CHECK-NEXT: %19 = llvm.intr.exp2(%arg1) : (f32) -> f32
// CHECK-NEXT: %20 = llvm.intr.log10(%arg1) : (f32) -> f32
// CHECK-NEXT: %21 = "llvm.intr.abs"(%arg2) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %22 = llvm.fcmp "_true" %arg1, %arg1 : f32
// CHECK-NEXT: %23 = llvm.alloca inalloca %arg2 x f32 {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK: llvm.func @g(i32) -> f32
// CHECK: llvm.func @h()
// CHECK: llvm.func fastcc @k() attributes {dso_local} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK: llvm.func @m() -> !llvm.struct<(i32)> attributes {llvm.emit_c_interface}
// CHECK-NEXT: }

// -----

// struct, array, pointer and function types; argument and result attributes; linkage and visibility
llvm.func @a(!llvm.struct<packed (i8, !llvm.ptr<3>)>, !llvm.struct<"foo", (i32, !llvm.array<4 x !llvm.struct<()>>)>, !llvm.struct<"bar", opaque>) -> !llvm.void
llvm.func @b(%x: !llvm.ptr {llvm.noalias}, %y: vector<4x!llvm.ptr>) -> (i32 {llvm.zeroext}) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @c() -> !llvm.func<void (i32)> attributes {sym_visibility = "private"}
llvm.func linkonce_odr hidden @d() attributes {always_inline} {
  llvm.return
}
llvm.func @e(%arg0: !llvm.array<2 x f32>) -> !llvm.struct<(i32, i64)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i32, i64)>
  llvm.return %0 : !llvm.struct<(i32, i64)>
}

// CHECK: llvm.func @a(!llvm.struct<packed (i8, ptr<3>)>, !llvm.struct<"foo", (i32, array<4 x struct<()>>)>, !llvm.struct<"bar", opaque>)
// CHECK: llvm.func @b(%arg0: !llvm.ptr {llvm.noalias}, %arg1: vector<4x!llvm.ptr>) -> (i32 {llvm.zeroext}) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK: llvm.func @c() -> !llvm.func<void (i32)> attributes {sym_visibility = "private"}
// CHECK: llvm.func linkonce_odr hidden @d() attributes {always_inline} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK: llvm.func @e(%arg0: !llvm.array<2 x f32>) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %0 : !llvm.struct<(i32, i64)>
// CHECK-NEXT: }
// CHECK-NEXT: }
