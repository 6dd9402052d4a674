// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Names of symbols, attributes and operations are kept as UTF-8 text: a
// name that is not valid UTF-8 is reported instead of being altered.

// expected-error @+1 {{expected valid UTF-8 symbol name}}
"t.op"() {ref = @"sym\FF"} : () -> ()

// -----

// expected-error @+1 {{expected valid UTF-8 attribute name}}
"t.op"() {"na\FFme" = 1} : () -> ()

// -----

// expected-error @+1 {{expected valid UTF-8 operation name}}
"t.o\FFp"() : () -> ()
