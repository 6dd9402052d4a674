// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Ops with the NoRegionArguments trait reject entry block arguments.

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

func.func @alloca_scope_with_argument() {
  // expected-error @+1 {{'memref.alloca_scope' op region should have no arguments}}
  %r = "memref.alloca_scope"() ({
  ^bb0(%b: i32):
    "memref.alloca_scope.return"(%b) : (i32) -> ()
  }) : () -> (i32)
  return
}
