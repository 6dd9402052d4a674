// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

// printMemref* on hand-built descriptors of rank 0 and 3 (strided, with a
// zero and a unit dimension), as mlir-runner's utility library prints them.
// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 2 sizes = [] strides = [] data =
// CHECK-NEXT: [96]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 0 offset = 2 sizes = [] strides = [] data =
// CHECK-NEXT: [96]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT: {{^}}[{{\[}}[0,    48],
// CHECK-NEXT: {{^}}  [96,    144]],
// CHECK-NEXT: {{^}} {{\[}}[192,    240],
// CHECK-NEXT: {{^}}  [288,    336]]]
// CHECK-NEXT: sizes = [2, 0, 2] strides = [4, 2, 1] data =
// CHECK-NEXT: {{^}}[{{\[}}[0,    48]],
// CHECK-NEXT: {{^}} {{\[}}[192,    240]]]
// CHECK-NEXT: sizes = [2, 1, 2] strides = [4, 2, 1] data =
// CHECK-NEXT: {{^}}[{{\[}}[0,    48]],
// CHECK-NEXT: {{^}} {{\[}}[192,    240]]]
module {
    llvm.func @printMemrefF32(i64, !llvm.ptr)
  llvm.func @printMemrefI32(i64, !llvm.ptr)
  llvm.func @main() {
    %one = llvm.mlir.constant(1 : i64) : i64
    %n = llvm.mlir.constant(8 : i64) : i64
    %z = llvm.mlir.constant(0 : i64) : i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %buf = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
    llvm.br ^loop(%z : i64)
  ^loop(%i: i64):
    %p = llvm.getelementptr %buf[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %t = llvm.trunc %i : i64 to i32
    %t2 = llvm.add %t, %t : i32
    %t3 = llvm.add %t2, %t : i32
    %t4 = llvm.add %t3, %t3 : i32
    %t5 = llvm.add %t4, %t4 : i32
    %t6 = llvm.add %t5, %t5 : i32
    %t7 = llvm.add %t6, %t6 : i32
    llvm.store %t7, %p : i32, !llvm.ptr
    %i2 = llvm.add %i, %one : i64
    %cnd = llvm.icmp "slt" %i2, %n : i64
    llvm.cond_br %cnd, ^loop(%i2 : i64), ^done
  ^done:
    %d0 = llvm.alloca %one x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
    %u0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %a0 = llvm.insertvalue %buf, %u0[0] : !llvm.struct<(ptr, ptr, i64)>
    %a1 = llvm.insertvalue %buf, %a0[1] : !llvm.struct<(ptr, ptr, i64)>
    %a2 = llvm.insertvalue %two, %a1[2] : !llvm.struct<(ptr, ptr, i64)>
    llvm.store %a2, %d0 : !llvm.struct<(ptr, ptr, i64)>, !llvm.ptr
    llvm.call @printMemrefI32(%z, %d0) : (i64, !llvm.ptr) -> ()
    llvm.call @printMemrefI32(%z, %d0) : (i64, !llvm.ptr) -> ()
    %d3 = llvm.alloca %one x !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %s0 = llvm.insertvalue %buf, %u[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %s1 = llvm.insertvalue %buf, %s0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %s2 = llvm.insertvalue %z, %s1[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %s3 = llvm.insertvalue %two, %s2[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %s4 = llvm.insertvalue %two, %s3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %s5 = llvm.insertvalue %two, %s4[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %four = llvm.mlir.constant(4 : i64) : i64
    %s6 = llvm.insertvalue %four, %s5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %s7 = llvm.insertvalue %two, %s6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %s8 = llvm.insertvalue %one, %s7[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.store %s8, %d3 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    %three = llvm.mlir.constant(3 : i64) : i64
    llvm.call @printMemrefI32(%three, %d3) : (i64, !llvm.ptr) -> ()
    %s9 = llvm.insertvalue %z, %s8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.store %s9, %d3 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    llvm.call @printMemrefI32(%three, %d3) : (i64, !llvm.ptr) -> ()
    %s10 = llvm.insertvalue %one, %s8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.store %s10, %d3 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, !llvm.ptr
    llvm.call @printMemrefI32(%three, %d3) : (i64, !llvm.ptr) -> ()
    llvm.return
  }
}
