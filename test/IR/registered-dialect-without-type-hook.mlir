// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A registered dialect reads its own types and attributes: one without a
// hook for them has none, even where unregistered dialects are allowed
// (found by the bytecode_reader fuzz target, whose `!arith.0x-` was kept as
// an opaque type).

// expected-error @+1 {{dialect 'arith' provides no type parsing hook}}
"t.op"() : () -> !arith.0x-.f-

// -----

// expected-error @+1 {{dialect 'func' provides no type parsing hook}}
"t.op"() : () -> !func<"body">

// -----

// An unregistered dialect's symbols stay opaque.
"t.op"() {a = #other<"x">} : () -> !other.0x-.f-
