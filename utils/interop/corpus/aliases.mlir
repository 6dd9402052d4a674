// Input aliases and alias generation on output.
#my_map = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 >= 0)>
!ty = tensor<4x4xf32>
!dialect_ty = !t.type<"long long parameter">
#a = 1 : i32
#strided = strided<[4, 1], offset: ?>
"t.use"() {m = #my_map, s = #set, i = #a, st = #strided, m2 = affine_map<(d0) -> (d0 floordiv 2)>, m3 = affine_map<(d0) -> (d0 floordiv 2)>, m4 = affine_map<(d0)[s0] -> (d0 + s0)>} : () -> (!ty, !dialect_ty, memref<4x4xf32, #strided>)
"t.use2"() {loc = #t.attr, l = #t.attr, layout = #my_map} : () -> (memref<4x4xf32, #my_map>, tuple<!ty, !ty>)
