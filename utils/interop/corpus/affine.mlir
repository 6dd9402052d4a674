// Affine maps and integer sets.
"t.maps"() {a = affine_map<() -> ()>, b = affine_map<(d0) -> (d0)>, c = affine_map<(d0, d1) -> (d1, d0)>, d = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>, e = affine_map<(d0) -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4)>, f = affine_map<(d0, d1) -> (d0 + d1 * 2 - 3)>, g = affine_map<()[s0] -> (s0, 42)>, h = affine_map<(d0) -> (-d0)>, i = affine_map<(d0)[s0] -> (d0 * (s0 + 1))>} : () -> ()
"t.simplify"() {a = affine_map<(d0) -> (d0 + 0)>, b = affine_map<(d0) -> (d0 * 1)>, c = affine_map<(d0) -> (2 + 3 + d0)>, d = affine_map<(d0) -> ((d0 * 4) mod 2)>, e = affine_map<(d0, d1) -> (d0 - d0 + d1)>} : () -> ()
"t.sets"() {a = affine_set<(d0) : (d0 >= 0)>, b = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - 1 == 0)>, c = affine_set<() : (1 == 0)>, d = affine_set<(d0) : (d0 - 10 >= 0, -d0 + 20 >= 0)>, e = affine_set<(d0)[s0] : (d0 * 2 + s0 >= 0)>} : () -> ()
"t.names"() {a = affine_map<(i, j)[n] -> (i + n, j)>} : () -> ()
