// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s | FileCheck %s
// RUN: strata-opt --legacy-syntax --allow-unregistered-dialect %s --convert-std-to-core | FileCheck %s --check-prefix=CORE

// Seed 002, Index Map examples (wrapped: the maps as attributes of an op
// of an unregistered dialect). The `size` clauses are read and dropped.
// Index map from [MS, NS] slice index space to larger [M, N]
// matrix index space at slice offset symbols OI, OJ:
// Maps from [MS, NS] -> [M, N]
#imap_slice = (i, j) [M, N, OI, OJ] -> (i + OI , j + OJ) size (M, N)

// Index map from 4-dimensional tiled index space to
// 2-dimensional index space.
// Maps from [M/128, N/128, 128, 128] -> [M, N]
#imap_tiled = (d0, d1, d2, d3) [M, N] -> (128 * d0 + d2, 128 * d1 + d3)
size (M, N)

"seed.maps"() {slice = #imap_slice, tiled = #imap_tiled} : () -> ()

// CHECK: #map = affine_map<(d0, d1)[s0, s1, s2, s3] -> (d0 + s2, d1 + s3)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 * 128 + d2, d1 * 128 + d3)>
// CHECK: "seed.maps"() {slice = #map, tiled = #map1} : () -> ()

// CORE: "seed.maps"() {slice = #map, tiled = #map1} : () -> ()
