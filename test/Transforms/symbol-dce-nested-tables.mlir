// RUN: strata-opt %s --allow-unregistered-dialect --symbol-dce | FileCheck %s

// Symbol tables that are not symbols themselves (an unnamed module, a test
// op with the SymbolTable trait) are as visible as the table holding them:
// their public symbols stay, their private and nested dead ones go. A
// named public module keeps only what is referenced; a private one goes.

// CHECK-LABEL: module {
// CHECK:         func.func @root()
// CHECK:         module {
// CHECK-NEXT:      func.func @open_public()
// CHECK-NOT:       @open_
// CHECK:         module @named {
// CHECK-NEXT:      func.func nested @named_used()
// CHECK-NOT:       @named_
// CHECK:           module {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NOT:     @hidden
// CHECK:         "test.symbol_scope"() ({
// CHECK-NEXT:      func.func @scope_public()
// CHECK-NOT:       @scope_
// CHECK:           "test.finish"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }
module {
  func.func @root() {
    "u.use"() {refs = [@named::@named_used, @open_used]} : () -> ()
    return
  }
  module {
    func.func private @open_dead() { return }
    func.func @open_public() { return }
    func.func private @open_used() { return }
    func.func nested @open_nested() { return }
  }
  module @named {
    func.func private @named_dead() { return }
    func.func nested @named_used() { return }
    func.func nested @named_unused() { return }
    module {
      func.func private @named_deep() { return }
    }
  }
  module @hidden attributes {sym_visibility = "private"} {
    func.func @hidden_public() { return }
  }
  "test.symbol_scope"() ({
    func.func private @scope_dead() { return }
    func.func @scope_public() { return }
    "test.finish"() : () -> ()
  }) : () -> ()
}
