// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s

// An unregistered dialect symbol prints in the pretty `!dialect.name<...>`
// form only when everything after the name is one `<...>` group; otherwise
// it keeps the `!dialect<...>` form so that the output parses again.

// CHECK-LABEL: "t.two_groups"
// CHECK-SAME: () -> !alias<tensor<3xf32>, tuple<i32>>
"t.two_groups"() : () -> !alias<tensor<3xf32>, tuple<i32>>

// CHECK-LABEL: "t.one_group"
// CHECK-SAME: () -> !d.a<(i32) -> i32>
"t.one_group"() : () -> !d<a<(i32) -> i32>>

// CHECK-LABEL: "t.attr_groups"
// CHECK-SAME: {x = #d<p<1>, q<">">>}
"t.attr_groups"() {x = #d<p<1>, q<">">>} : () -> ()

// CHECK-LABEL: "t.attr_one_group"
// CHECK-SAME: {x = #d.p<1, ">">}
"t.attr_one_group"() {x = #d<p<1, ">">>} : () -> ()

// A name read from `!d.name-` ends with `-`: in the `!d<name->` form that
// `-` and the closing `>` would read back as an arrow, so it stays pretty
// (a `-` inside the name keeps upstream's `!d<a-b>`), whatever the name
// starts with.

// CHECK-LABEL: "t.dash_type"
// CHECK-SAME: () -> (!d.st-, !d<a-b>, !d.0x-.f-)
"t.dash_type"() : () -> (!d.st-, !d.a-b, !d.0x-.f-)

// CHECK-LABEL: "t.dash_attr"
// CHECK-SAME: {x = #d.v1-, y = #d<a-b>}
"t.dash_attr"() {x = #d.v1-, y = #d.a-b} : () -> ()
