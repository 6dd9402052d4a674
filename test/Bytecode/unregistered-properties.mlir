// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=4 | strata-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=V4

// The properties of an unregistered operation are one attribute, stored
// natively from version 5; older versions have nowhere to put them and
// drop them, as upstream's writer does.

// CHECK: "t.op"() <{p = 3 : i64}> {d = "kept"} : () -> ()
// V4: "t.op"() {d = "kept"} : () -> ()
"t.op"() <{p = 3}> {d = "kept"} : () -> ()
