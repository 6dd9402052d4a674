"t.res"() {r = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    t: {
      key: "value",
      flag: true
    }
  }
#-}
