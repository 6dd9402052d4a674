// Resource-backed dense elements and the file-level resources section.
"t.res"() {a = dense_resource<blob1> : tensor<3xi32>, b = dense_resource<__elided__> : tensor<4xf32>, c = dense_resource<blob2> : tensor<2xf32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000",
      blob2: "0x040000000000803F00000040"
    }
  }
#-}
