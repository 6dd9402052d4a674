%0 = "t.x"() : () -> tensor<*xf32>
%1 = "t.y"(%0) : (tensor<*xf32>) -> memref<*xf32>
"t.z"(%0, %1) : (tensor<*xf32>, memref<*xf32>) -> ()
