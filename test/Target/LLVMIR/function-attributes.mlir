// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s

// Parameter and result attributes follow their type in LLVM's order
// (keywords, then type-carrying, then integer-carrying ones), whatever
// order the dictionary lists them in; `llvm.nocapture` is written
// `captures(none)`. Function attributes go into attribute groups numbered
// by first use and shared by equal sets, with a `; Function Attrs:` line
// for the ones that are not strings.

// CHECK: ; Function Attrs: nounwind alignstack(8)
// CHECK-NEXT: declare noundef zeroext i8 @callee(ptr noalias nonnull writeonly align 8 dereferenceable(16), i32 signext, ptr byval({ i32, i64 }) captures(none)) #0
llvm.func @callee(!llvm.ptr {llvm.writeonly, llvm.dereferenceable = 16 : i64, llvm.align = 8 : i64, llvm.nonnull, llvm.noalias}, i32 {llvm.signext}, !llvm.ptr {llvm.nocapture, llvm.byval = !llvm.struct<(i32, i64)>}) -> (i8 {llvm.zeroext, llvm.noundef}) attributes {passthrough = [["alignstack", "8"], "nounwind"]}

// Strings only: no comment line. Strings sort by key after the keywords;
// `target_cpu` counts only on definitions.
// CHECK: declare void @strings() #1
llvm.func @strings() attributes {passthrough = ["zeta", ["alpha", "on"]], target_cpu = "x86-64"}

// CHECK: ; Function Attrs: alwaysinline nounwind
// CHECK-NEXT: define void @def(ptr noundef readonly %{{.*}}, ptr sret(i32) align 4 %{{.*}}) #2 {
llvm.func @def(%p: !llvm.ptr {llvm.readonly, llvm.noundef}, %out: !llvm.ptr {llvm.align = 4 : i64, llvm.sret = i32}) attributes {always_inline, no_unwind, passthrough = ["nounwind"], target_cpu = "x86-64", tune_cpu = "generic"} {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}

// The same set as the declaration above shares its group.
// CHECK: ; Function Attrs: nounwind alignstack(8)
// CHECK-NEXT: define void @same() #0 {
llvm.func @same() attributes {no_unwind, passthrough = [["alignstack", "8"]]} {
  llvm.return
}

// CHECK: define void @plain(i32 %{{.*}}) section "text.plain" {
llvm.func @plain(%x: i32) attributes {section = "text.plain"} {
  llvm.return
}

// Calls carry parameter and result attributes too, and their own
// flags (not `passthrough`) as function attributes, whose groups are
// numbered after every function's (as LLVM's writer meets them), even
// when the call comes first.
// CHECK: define i8 @caller(ptr %[[P:.*]], i32 %[[X:.*]]) {
// CHECK: call zeroext i8 @callee(ptr noalias nonnull %[[P]], i32 signext %[[X]], ptr captures(none) %[[P]]) #4
// CHECK: call void @strings() #5
llvm.func @caller(%p: !llvm.ptr, %x: i32) -> i8 {
  %r = llvm.call @callee(%p, %x, %p) {arg_attrs = [{llvm.noalias, llvm.nonnull}, {llvm.signext}, {llvm.nocapture}], res_attrs = [{llvm.zeroext}], will_return} : (!llvm.ptr, i32, !llvm.ptr) -> i8
  llvm.call @strings() {passthrough = ["ignored"], no_unwind, always_inline} : () -> ()
  llvm.return %r : i8
}

// CHECK: ; Function Attrs: noinline
// CHECK-NEXT: define void @last() #3 {
llvm.func @last() attributes {no_inline} {
  llvm.return
}

// CHECK: attributes #0 = { nounwind alignstack=8 }
// CHECK-NEXT: attributes #1 = { "alpha"="on" "zeta" }
// CHECK-NEXT: attributes #2 = { alwaysinline nounwind "target-cpu"="x86-64" "tune-cpu"="generic" }
// CHECK-NEXT: attributes #3 = { noinline }
// CHECK-NEXT: attributes #4 = { willreturn }
// CHECK-NEXT: attributes #5 = { alwaysinline nounwind }
// CHECK-NOT: attributes
