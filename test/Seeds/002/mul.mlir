// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, the module at the top of the language reference: @mul
// (@multiply, which needs affine.for, is in multiply.mlir).
// Wrapped: @multiply declared. Typo fixed: 'tensor<100x50xf32)' in the
// "tf.Print" type.
func @multiply(memref<100x?xf32>, memref<?x50xf32>) -> (memref<100x50xf32>)
func @mul(%A: tensor<100x?xf32>, %B: tensor<?x50xf32>) -> (tensor<100x50xf32>) {
// Compute the inner dimension of %A using the dim operation.
%n = dim %A, 1 : tensor<100x?xf32>

// Allocate addressable "buffers" and copy tensors %A and %B into them.
%A_m = alloc(%n) : memref<100x?xf32>
tensor_store %A to %A_m : memref<100x?xf32>

%B_m = alloc(%n) : memref<?x50xf32>
tensor_store %B to %B_m : memref<?x50xf32>

// Call function @multiply passing memrefs as arguments,
// and getting returned the result of the multiplication.
%C_m = call @multiply(%A_m, %B_m)
: (memref<100x?xf32>, memref<?x50xf32>) -> (memref<100x50xf32>)

dealloc %A_m : memref<100x?xf32>
dealloc %B_m : memref<?x50xf32>

// Load the buffer data into a higher level "tensor" value.
%C = tensor_load %C_m : memref<100x50xf32>
dealloc %C_m : memref<100x50xf32>

// Call TensorFlow built-in function to print the result tensor.
"tf.Print"(%C){message: "mul result"}
: (tensor<100x50xf32>) -> (tensor<100x50xf32>)

return %C : tensor<100x50xf32>
}

// CHECK-LABEL: func.func private @multiply(memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>
// CHECK-LABEL: func.func @mul(%arg0: tensor<100x?xf32>, %arg1: tensor<?x50xf32>) -> tensor<100x50xf32> {
// CHECK: %0 = dim %arg0, 1 : tensor<100x?xf32>
// CHECK: %1 = alloc(%0) : memref<100x?xf32>
// CHECK: tensor_store %arg0, %1 : memref<100x?xf32>
// CHECK: %2 = alloc(%0) : memref<?x50xf32>
// CHECK: tensor_store %arg1, %2 : memref<?x50xf32>
// CHECK: %3 = std.call @multiply(%1, %2) : (memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>
// CHECK: dealloc %1 : memref<100x?xf32>
// CHECK: dealloc %2 : memref<?x50xf32>
// CHECK: %4 = tensor_load %3 : memref<100x50xf32>
// CHECK: dealloc %3 : memref<100x50xf32>
// CHECK: %5 = "tf.Print"(%4) {message = "mul result"} : (tensor<100x50xf32>) -> tensor<100x50xf32>
// CHECK: std.return %4 : tensor<100x50xf32>

// CORE-LABEL: func.func private @multiply(memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>
// CORE-LABEL: func.func @mul(%arg0: tensor<100x?xf32>, %arg1: tensor<?x50xf32>) -> tensor<100x50xf32> {
// CORE: %c1 = arith.constant 1 : index
// CORE: %dim = tensor.dim %arg0, %c1 : tensor<100x?xf32>
// CORE: %alloc = memref.alloc(%dim) : memref<100x?xf32>
// CORE: %0 = bufferization.to_buffer %arg0 : tensor<100x?xf32> to memref<100x?xf32>
// CORE: memref.copy %0, %alloc : memref<100x?xf32> to memref<100x?xf32>
// CORE: %alloc_0 = memref.alloc(%dim) : memref<?x50xf32>
// CORE: %1 = bufferization.to_buffer %arg1 : tensor<?x50xf32> to memref<?x50xf32>
// CORE: memref.copy %1, %alloc_0 : memref<?x50xf32> to memref<?x50xf32>
// CORE: %2 = call @multiply(%alloc, %alloc_0) : (memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>
// CORE: memref.dealloc %alloc : memref<100x?xf32>
// CORE: memref.dealloc %alloc_0 : memref<?x50xf32>
// CORE: %3 = bufferization.to_tensor %2 : memref<100x50xf32> to tensor<100x50xf32>
// CORE: memref.dealloc %2 : memref<100x50xf32>
// CORE: %4 = "tf.Print"(%3) {message = "mul result"} : (tensor<100x50xf32>) -> tensor<100x50xf32>
// CORE: return %3 : tensor<100x50xf32>
