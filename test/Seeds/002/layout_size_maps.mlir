// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Layout Map examples (wrapped: the maps as attributes of an op
// of an unregistered dialect). Typo fixed: '(i, j), [M, N]' has no comma
// before the symbol list. The `size` clauses are read and dropped.
// MxN matrix stored in row major layout in memory:
#layout_map_row_major = (i, j) [M, N] -> (i, j) size (M, N)

// MxN matrix stored in column major layout in memory:
#layout_map_col_major = (i, j) [M, N] -> (j, i) size (M, N)

"seed.maps"() {row = #layout_map_row_major, col = #layout_map_col_major} : () -> ()

// CHECK: #map = affine_map<(d0, d1)[s0, s1] -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1)[s0, s1] -> (d0, d1)>
// CHECK: "seed.maps"() {col = #map, row = #map1} : () -> ()

// CORE: "seed.maps"() {col = #map, row = #map1} : () -> ()
