#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 ceildiv 3, d0 mod 5, -d1)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
"t.affine"() {m = #map, s = #set, e = affine_map<() -> ()>, c = affine_map<(d0) -> (42)>} : () -> ()
