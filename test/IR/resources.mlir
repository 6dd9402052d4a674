// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// Resource-backed elements name a blob of the file's resource section.
// CHECK: "t.res"() {a = dense_resource<blob1> : tensor<3xi32>, b = dense_resource<"quoted key"> : tensor<2xf32>, c = dense_resource<blob1> : tensor<3xi32>} : () -> ()
"t.res"() {a = dense_resource<blob1> : tensor<3xi32>, b = dense_resource<"quoted key"> : tensor<2xf32>, c = dense_resource<blob1> : tensor<3xi32>} : () -> ()
// The elided placeholder has no blob.
// CHECK: "t.elided"() {a = dense_resource<__elided__> : tensor<4xf32>} : () -> ()
"t.elided"() {a = dense_resource<__elided__> : tensor<4xf32>} : () -> ()

// Only referenced blobs are printed back, each once, in order of use; the
// blob is the alignment (4 bytes, little endian) followed by the data.
// External resources are kept as they are.
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x04000000010000000200000003000000",
// CHECK-NEXT:       "quoted key": "0x040000000000803F00000040"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     mlir_reproducer: {
// CHECK-NEXT:       pipeline: "builtin.module(canonicalize)",
// CHECK-NEXT:       disable_threading: true,
// CHECK-NEXT:       verify_each: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-NOT: unused

// A local-scope print has no resource section.
// LOCAL: "t.elided"
// LOCAL-NOT: {-#
{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000001000000",
      blob1: "0x04000000010000000200000003000000",
      "quoted key": "0x040000000000803F00000040"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
