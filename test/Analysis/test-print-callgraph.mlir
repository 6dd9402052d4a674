// RUN: strata-opt %s --allow-unregistered-dialect --test-print-callgraph -o /dev/null 2>&1 | FileCheck %s

// Calls to a declaration and through a function value go to the unknown
// callee; a recursive pair is one component; a function nested in an op of
// another function is its child.
module attributes {test.name = "graph"} {
  func.func private @decl(i1)
  func.func @leaf() {
    return
  }
  func.func @ping(%c: i1) {
    call @pong(%c) : (i1) -> ()
    call @decl(%c) : (i1) -> ()
    return
  }
  func.func @pong(%c: i1) {
    call @ping(%c) : (i1) -> ()
    call @leaf() : () -> ()
    %f = constant @leaf : () -> ()
    call_indirect %f() : () -> ()
    return
  }
  func.func @outer() {
    "test.wrapper"() ({
      func.func @inner() {
        func.call @leaf() : () -> ()
        func.return
      }
      "test.end"() : () -> ()
    }) : () -> ()
    return
  }
}

// CHECK-LABEL: Testing : "graph"
// CHECK-NEXT: // ---- CallGraph ----
// CHECK-NEXT: // - Node : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "leaf"}
// CHECK-NEXT: //
// CHECK-NEXT: // - Node : 'func.func' - Region #0 : {function_type = (i1) -> (), sym_name = "ping"}
// CHECK-NEXT: // -- Call-Edge : 'func.func' - Region #0 : {function_type = (i1) -> (), sym_name = "pong"}
// CHECK-NEXT: // -- Call-Edge : <Unknown-Callee-Node>
// CHECK-NEXT: //
// CHECK-NEXT: // - Node : 'func.func' - Region #0 : {function_type = (i1) -> (), sym_name = "pong"}
// CHECK-NEXT: // -- Call-Edge : 'func.func' - Region #0 : {function_type = (i1) -> (), sym_name = "ping"}
// CHECK-NEXT: // -- Call-Edge : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "leaf"}
// CHECK-NEXT: // -- Call-Edge : <Unknown-Callee-Node>
// CHECK-NEXT: //
// CHECK-NEXT: // - Node : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "outer"}
// CHECK-NEXT: // -- Child-Edge : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "inner"}
// CHECK-NEXT: //
// CHECK-NEXT: // - Node : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "inner"}
// CHECK-NEXT: // -- Call-Edge : 'func.func' - Region #0 : {function_type = () -> (), sym_name = "leaf"}
// CHECK-NEXT: //
// CHECK-NEXT: // -- SCCs --
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :'func.func' - Region #0 : {function_type = () -> (), sym_name = "leaf"}
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :<Unknown-Callee-Node>
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :'func.func' - Region #0 : {function_type = (i1) -> (), sym_name = "pong"}
// CHECK-NEXT: // -- Node :'func.func' - Region #0 : {function_type = (i1) -> (), sym_name = "ping"}
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :'func.func' - Region #0 : {function_type = () -> (), sym_name = "inner"}
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :'func.func' - Region #0 : {function_type = () -> (), sym_name = "outer"}
// CHECK-EMPTY:
// CHECK-NEXT: // - SCC : 
// CHECK-NEXT: // -- Node :<External-Caller-Node>
// CHECK-EMPTY:
// CHECK-NEXT: // -------------------
