// A small module mixing registered and unregistered operations. Run it with
//   cargo run --release --bin strata-opt -- examples/hello.mlir --allow-unregistered-dialect
#tile = affine_map<(d0, d1) -> (d1, d0)>
module @hello {
  %0 = "demo.source"() {layout = #tile, shape = dense<[2, 3]> : tensor<2xi64>} : () -> tensor<2x3xf32>
  "demo.region"(%0) ({
  ^bb0(%arg: tensor<2x3xf32>):
    %1 = "demo.neg"(%arg) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    "demo.yield"(%1) : (tensor<2x3xf32>) -> ()
  }) : (tensor<2x3xf32>) -> ()
}
