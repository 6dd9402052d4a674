// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// Types and attributes written with a leading '.' name no dialect and are
// rejected (they used to parse and print as `!<...>`, which does not parse).

// expected-error @+1 {{invalid dialect namespace '""'}}
"t.op"() : () -> (!.foo<a>)

// -----

// expected-error @+1 {{invalid dialect namespace '""'}}
"t.op"() : () -> (!.foo)

// -----

// expected-error @+1 {{invalid dialect namespace '""'}}
"t.op"() {a = #.foo<1>} : () -> ()

// -----

// expected-error @+1 {{invalid dialect namespace '""'}}
!a = !.x
"t.op"() : () -> (!a)
