// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Dialect-specific operations: TensorFlow ops in generic form
// (wrapped: operands as arguments).
func @tf(%b: tensor<*xf32>, %c: tensor<*xf32>, %e: tensor<?x42x?xf32>, %f: tensor<?x42x?xf32>,
         %input: tensor<*xf32>, %filter: tensor<*xf32>) {
// TensorFlow Add operation.
%a = "tf.Add"(%b, %c)
   : (tensor<*xf32>,tensor<*xf32>) -> tensor<*xf32>

// TensorFlow Add operation with partially inferred shapes.
%d = "tf.Add"(%e, %f)
   : (tensor<?x42x?xf32>,tensor<?x42x?xf32>) -> tensor<?x42x?xf32>

// TensorFlow Conv2d operation.
%y = "tf.Conv2d"(%input, %filter)
   {strides: [1,1,2,1], padding: "SAME", dilations: [2,1,1,1]}
   : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
return
}

// CHECK-LABEL: func.func @tf(%arg0: tensor<*xf32>, %arg1: tensor<*xf32>, %arg2: tensor<?x42x?xf32>, %arg3: tensor<?x42x?xf32>, %arg4: tensor<*xf32>, %arg5: tensor<*xf32>) {
// CHECK: %0 = "tf.Add"(%arg0, %arg1) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CHECK: %1 = "tf.Add"(%arg2, %arg3) : (tensor<?x42x?xf32>, tensor<?x42x?xf32>) -> tensor<?x42x?xf32>
// CHECK: %2 = "tf.Conv2d"(%arg4, %arg5) {dilations = [2, 1, 1, 1], padding = "SAME", strides = [1, 1, 2, 1]} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CHECK: std.return

// CORE-LABEL: func.func @tf(%arg0: tensor<*xf32>, %arg1: tensor<*xf32>, %arg2: tensor<?x42x?xf32>, %arg3: tensor<?x42x?xf32>, %arg4: tensor<*xf32>, %arg5: tensor<*xf32>) {
// CORE: %0 = "tf.Add"(%arg0, %arg1) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CORE: %1 = "tf.Add"(%arg2, %arg3) : (tensor<?x42x?xf32>, tensor<?x42x?xf32>) -> tensor<?x42x?xf32>
// CORE: %2 = "tf.Conv2d"(%arg4, %arg5) {dilations = [2, 1, 1, 1], padding = "SAME", strides = [1, 1, 2, 1]} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CORE: return
