// RUN: strata-opt %s --allow-unregistered-dialect --verify-diagnostics --test-strata-legalize=mode=analysis
// RUN: strata-opt %s --allow-unregistered-dialect --test-strata-legalize=mode=analysis 2>/dev/null | FileCheck %s

// An analysis conversion reports the ops that are legal or could be
// legalized and changes nothing.
// CHECK-LABEL: func.func @analysis(%{{.*}}: i16) -> i16
// CHECK-NEXT:    "test.old_add"
// CHECK-NEXT:    "test.unknown"
// CHECK-NEXT:    "test.chain_a"
// CHECK-NEXT:    return %{{.*}} : i16
// expected-remark @+1 {{op 'builtin.module' is legalizable}}
module {
  // expected-remark @+1 {{op 'func.func' is legalizable}}
  func.func @analysis(%a: i16) -> i16 {
    // expected-remark @+1 {{op 'test.old_add' is legalizable}}
    %s = "test.old_add"(%a, %a) : (i16, i16) -> i16
    "test.unknown"() : () -> ()
    // expected-remark @+1 {{op 'test.chain_a' is legalizable}}
    %c = "test.chain_a"() : () -> i8
    // expected-remark @+1 {{op 'func.return' is legalizable}}
    return %s : i16
  }
}
