// RUN: strata-opt %s --convert-math-to-llvm --split-input-file | FileCheck %s

// An n-D vector lowers to an array of 1-D vectors: the intrinsics without a
// poison flag, and the rsqrt/expm1/log1p expansions, apply to each row.

// CHECK-LABEL: func @exp_rows
// CHECK-SAME: (%[[X:.*]]: vector<2x5xf64>)
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %[[X]] : vector<2x5xf64> to !llvm.array<2 x vector<5xf64>>
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.array<2 x vector<5xf64>>
// CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %[[A]][0] : !llvm.array<2 x vector<5xf64>>
// CHECK-NEXT: %[[E0:.*]] = llvm.intr.exp2(%[[R0]]) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<5xf64>) -> vector<5xf64>
// CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %[[E0]], %[[P]][0] : !llvm.array<2 x vector<5xf64>>
// CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %[[A]][1] : !llvm.array<2 x vector<5xf64>>
// CHECK-NEXT: %[[E1:.*]] = llvm.intr.exp2(%[[R1]]) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<5xf64>) -> vector<5xf64>
// CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %[[E1]], %[[I0]][1] : !llvm.array<2 x vector<5xf64>>
// CHECK-NEXT: %[[B:.*]] = builtin.unrealized_conversion_cast %[[I1]] : !llvm.array<2 x vector<5xf64>> to vector<2x5xf64>
// CHECK-NEXT: return %[[B]]
func.func @exp_rows(%x: vector<2x5xf64>) -> vector<2x5xf64> {
  %0 = math.exp2 %x fastmath<nnan> : vector<2x5xf64>
  return %0 : vector<2x5xf64>
}

// -----

// Three dimensions: positions are visited row-major, and each expansion
// builds its own constant one.

// CHECK-LABEL: func @expm1_3d
// CHECK: llvm.mlir.poison : !llvm.array<2 x array<2 x vector<3xf16>>>
// CHECK: llvm.extractvalue %{{.*}}[0, 0] : !llvm.array<2 x array<2 x vector<3xf16>>>
// CHECK-NEXT: llvm.mlir.constant(dense<1.000000e+00> : vector<3xf16>) : vector<3xf16>
// CHECK-NEXT: llvm.intr.exp
// CHECK-NEXT: llvm.fsub
// CHECK-NEXT: llvm.insertvalue %{{.*}}[0, 0]
// CHECK: llvm.extractvalue %{{.*}}[0, 1]
// CHECK: llvm.extractvalue %{{.*}}[1, 0]
// CHECK: llvm.extractvalue %{{.*}}[1, 1]
// CHECK: llvm.insertvalue %{{.*}}[1, 1]
func.func @expm1_3d(%x: vector<2x2x3xf16>) -> vector<2x2x3xf16> {
  %0 = math.expm1 %x : vector<2x2x3xf16>
  return %0 : vector<2x2x3xf16>
}

// -----

// Two operands, and an integer intrinsic without a flag.

// CHECK-LABEL: func @binary_and_int
// CHECK-COUNT-2: llvm.intr.copysign(%{{.*}}, %{{.*}}) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-COUNT-3: llvm.intr.ctpop(%{{.*}}) : (vector<2xi8>) -> vector<2xi8>
func.func @binary_and_int(%a: vector<2x4xf32>, %b: vector<2x4xf32>, %i: vector<3x2xi8>) {
  %0 = math.copysign %a, %b : vector<2x4xf32>
  %1 = math.ctpop %i : vector<3x2xi8>
  return
}

// -----

// The intrinsics with a poison flag keep n-D vectors as they are.

// CHECK-LABEL: func @flagged_stay
// CHECK: math.ctlz %{{.*}} : vector<2x2xi32>
// CHECK: math.absi %{{.*}} : vector<2x2xi32>
func.func @flagged_stay(%i: vector<2x2xi32>) {
  %0 = math.ctlz %i : vector<2x2xi32>
  %1 = math.absi %i : vector<2x2xi32>
  return
}
