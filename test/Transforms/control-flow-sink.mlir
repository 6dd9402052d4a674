// RUN: strata-opt %s --allow-unregistered-dialect --control-flow-sink | FileCheck %s

// A chain used only in the then region moves into it, in dependence order;
// what the else region alone uses moves there.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[A:.*]] = arith.addi %arg1, %arg1
// CHECK-NEXT:      %[[B:.*]] = arith.muli %[[A]], %arg1
// CHECK-NEXT:      scf.yield %[[B]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[S:.*]] = arith.subi %arg1, %arg1
// CHECK-NEXT:      scf.yield %[[S]]
func.func @chain(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %x : i32
  %s = arith.subi %x, %x : i32
  %r = scf.if %c -> i32 {
    scf.yield %b : i32
  } else {
    scf.yield %s : i32
  }
  return %r : i32
}

// Values used in both regions, or after the op, stay; so do operations
// with effects and values used only deeper than the region's top level.
// CHECK-LABEL: func.func @stays
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    "u.effect"
// CHECK-NEXT:    arith.muli
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      "u.use"
// CHECK-NEXT:      scf.execute_region
func.func @stays(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %e = "u.effect"() : () -> i32
  %deep = arith.muli %x, %x : i32
  scf.if %c {
    "u.use"(%a, %e) : (i32, i32) -> ()
    scf.execute_region {
      "u.use"(%deep) : (i32) -> ()
      scf.yield
    }
  } else {
    "u.use"(%a) : (i32) -> ()
  }
  return %a : i32
}

// Loops run their regions any number of times: nothing moves into them.
// CHECK-LABEL: func.func @loop
// CHECK-NEXT:    arith.addi
// CHECK-NEXT:    scf.for
func.func @loop(%lb: index, %x: i32) {
  %a = arith.addi %x, %x : i32
  scf.for %i = %lb to %lb step %lb {
    "u.use"(%a) : (i32) -> ()
  }
  return
}

// A case of scf.index_switch runs at most once.
// CHECK-LABEL: func.func @switch
// CHECK:         case 1 {
// CHECK-NEXT:      arith.xori
func.func @switch(%i: index, %x: i32) -> i32 {
  %q = arith.xori %x, %x : i32
  %w = scf.index_switch %i -> i32
  case 1 {
    scf.yield %q : i32
  }
  default {
    scf.yield %x : i32
  }
  return %w : i32
}
