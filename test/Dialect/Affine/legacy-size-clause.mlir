// RUN: strata-opt --legacy-syntax %s --split-input-file --verify-diagnostics

// The pre-2019 `size` clause of an affine map is read (over the map's own
// identifiers) and dropped with --legacy-syntax only.

// expected-error @+1 {{use of undeclared identifier}}
#bad = (d0, d1) [s0] -> (d0, d1) size (s1, 4)

// -----

// expected-error @+1 {{expected '(' in size clause}}
#bad = (d0) -> (d0) size 16
