// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s

// Maps of every arity, with symbols and constant results.
// CHECK: "t.maps"() {a = affine_map<() -> ()>, b = affine_map<(d0) -> (d0)>, c = affine_map<(d0, d1) -> (d1, d0)>, d = affine_map<()[s0] -> (s0, 42)>, e = affine_map<() -> (0)>} : () -> ()
"t.maps"() {a = affine_map<() -> ()>, b = affine_map<(d0) -> (d0)>, c = affine_map<(d0, d1) -> (d1, d0)>, d = affine_map<()[s0] -> (s0, 42)>, e = affine_map<() -> (0)>} : () -> ()
// Every binary operator; multiplication needs a constant or symbolic operand.
// CHECK: "t.ops"() {a = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>, b = affine_map<(d0) -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4)>, c = affine_map<(d0, d1) -> (d0 + d1 * 2 - 3)>, d = affine_map<(d0) -> (-d0)>, e = affine_map<(d0)[s0] -> (d0 * (s0 + 1))>} : () -> ()
"t.ops"() {a = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>, b = affine_map<(d0) -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4)>, c = affine_map<(d0, d1) -> (d0 + d1 * 2 - 3)>, d = affine_map<(d0) -> (-d0)>, e = affine_map<(d0)[s0] -> (d0 * (s0 + 1))>} : () -> ()
// Expressions are simplified and put in canonical order.
// CHECK: "t.simplify"() {a = affine_map<(d0) -> (d0)>, b = affine_map<(d0) -> (d0)>, c = affine_map<(d0) -> (d0 + 5)>, d = affine_map<(d0) -> (0)>, e = affine_map<(d0, d1) -> (d1)>, f = affine_map<(d0) -> (d0 * 3)>, g = affine_map<(d0)[s0] -> (d0 + s0)>} : () -> ()
"t.simplify"() {a = affine_map<(d0) -> (d0 + 0)>, b = affine_map<(d0) -> (d0 * 1)>, c = affine_map<(d0) -> (2 + 3 + d0)>, d = affine_map<(d0) -> ((d0 * 4) mod 2)>, e = affine_map<(d0, d1) -> (d0 - d0 + d1)>, f = affine_map<(d0) -> (3 * d0)>, g = affine_map<(d0)[s0] -> (s0 + d0)>} : () -> ()
// Dimension and symbol names are free in the input and canonical in the output.
// CHECK: "t.names"() {a = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>} : () -> ()
"t.names"() {a = affine_map<(i, j)[n] -> (i + n, j)>} : () -> ()
// Integer sets: inequalities and equalities.
// CHECK: "t.sets"() {a = affine_set<(d0) : (d0 >= 0)>, b = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - 1 == 0)>, c = affine_set<() : (1 == 0)>, d = affine_set<(d0) : (d0 - 10 >= 0, -d0 + 20 >= 0)>, e = affine_set<(d0)[s0] : (d0 * 2 + s0 >= 0)>} : () -> ()
"t.sets"() {a = affine_set<(d0) : (d0 >= 0)>, b = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - 1 == 0)>, c = affine_set<() : (1 == 0)>, d = affine_set<(d0) : (d0 - 10 >= 0, -d0 + 20 >= 0)>, e = affine_set<(d0)[s0] : (d0 * 2 + s0 >= 0)>} : () -> ()
