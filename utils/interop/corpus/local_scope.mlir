// INTEROP-ARGS: --mlir-print-local-scope
#map = affine_map<(d0) -> (d0 + 1)>
!t = tensor<4xf32>
"t.use"() {m = #map, l = #map} : () -> (!t, memref<4xf32, #map>) loc(#l)
#l = loc("l.mlir":1:2)
