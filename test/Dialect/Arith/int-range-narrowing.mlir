// RUN: strata-opt %s --arith-int-range-narrowing=int-bitwidths-supported=8,32 | FileCheck %s
// RUN: strata-opt %s --arith-int-range-narrowing | FileCheck %s --check-prefix=NONE
// RUN: strata-opt %s --pass-pipeline='builtin.module(arith-int-range-narrowing{int-bitwidths-supported=16})' | FileCheck %s --check-prefix=W16

// A sum in [100, 200] fits 8 bits unsigned only: it is done in i8 and
// zero-extended back; the comparison of two narrowed values is done in i8.
// CHECK-LABEL: func.func @unsigned_fit
// CHECK-DAG:     %[[C100:.*]] = arith.constant 100 : i8
// CHECK:         %[[M:.*]] = arith.andi %arg0, %{{.*}} : i64
// CHECK-NEXT:    %[[T:.*]] = arith.trunci %[[M]] : i64 to i8
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[T]], %[[C100]] : i8
// CHECK-NEXT:    %[[E:.*]] = arith.extui %[[S]] : i8 to i64
// CHECK-NEXT:    %[[T2:.*]] = arith.trunci %[[M]] : i64 to i8
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi ult, %[[T2]], %[[S]] : i8
// CHECK-NEXT:    return %[[E]], %[[CMP]]
// NONE-LABEL: func.func @unsigned_fit
// NONE:          arith.addi %{{.*}}, %{{.*}} : i64
// NONE-NOT:      trunci
// W16-LABEL: func.func @unsigned_fit
// W16:           arith.addi %{{.*}}, %{{.*}} : i16
// W16-NEXT:      arith.extui %{{.*}} : i16 to i64
func.func @unsigned_fit(%a: i64) -> (i64, i1) {
  %c = arith.constant 100 : i64
  %m = arith.andi %a, %c : i64
  %n = arith.addi %m, %c : i64
  %cmp = arith.cmpi ult, %m, %n : i64
  return %n, %cmp : i64, i1
}

// Values in [-35, 49] fit 8 bits signed only: sign extension back.
// CHECK-LABEL: func.func @signed_fit
// CHECK:         arith.muli %{{.*}}, %{{.*}} : i8
// CHECK-NEXT:    arith.extsi %{{.*}} : i8 to i32
func.func @signed_fit(%p: i1) -> i32 {
  %m5 = arith.constant -5 : i32
  %c7 = arith.constant 7 : i32
  %x = arith.select %p, %m5, %c7 : i32
  %y = arith.muli %x, %c7 : i32
  return %y : i32
}

// Index values go through index_castui, and a chain of casts through
// index that comes back to a supported width folds away.
// CHECK-LABEL: func.func @index_values
// CHECK:         %[[R:.*]] = arith.remui %arg0, %{{.*}} : index
// CHECK-NEXT:    %[[N:.*]] = arith.index_castui %[[R]] : index to i8
// CHECK-NEXT:    %[[P:.*]] = arith.muli %[[N]], %{{.*}} : i8
// CHECK-NEXT:    %[[B:.*]] = arith.index_castui %[[P]] : i8 to index
// CHECK-NEXT:    return %[[B]], %arg1
func.func @index_values(%b: index, %k: i8) -> (index, i8) {
  %c4 = arith.constant 4 : index
  %r = arith.remui %b, %c4 : index
  %s = arith.muli %r, %c4 : index
  %j = arith.index_cast %k : i8 to index
  %l = arith.index_cast %j : index to i8
  return %s, %l : index, i8
}

// Without known ranges nothing changes.
// CHECK-LABEL: func.func @unknown
// CHECK-NEXT:    arith.addi %arg0, %arg1 : i64
func.func @unknown(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  return %s : i64
}
