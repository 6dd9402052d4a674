// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --inline | FileCheck %s

// Found by the differential generator (utils/gen): erasing an op with
// regions queued the definitions of its nested ops' operands after those
// definitions had been dropped from the greedy driver's worklist, so an
// erased op was processed (and freed) again and the IR's lists were
// corrupted: the driver never finished. The nested ops are now reported
// users first, and the whole function folds away as with mlir-opt.

// CHECK-LABEL: func.func @f0
// CHECK-NEXT: return
// CHECK-NEXT: }
module {
  func.func @f0(%v78: f64, %v79: f32, %v80: i16, %v95: i32, %v96: f32) {
    %v81 = arith.constant 2147483647 : i32
    %v82 = arith.index_cast %v81 : i32 to index
    %v83 = arith.constant -2147483648 : index
    %v84 = arith.constant 4 : index
    %v85 = arith.constant 9223372036854775807 : i64
    %v86, %v87 = scf.for %v88 = %v83 to %v82 step %v84 iter_args(%v89 = %v85, %v90 = %v80) -> (i64, i16) {
      scf.yield %v85, %v90 : i64, i16
    }
    %v91 = arith.constant false
    %v92 = arith.constant -1 : i16
    %v93 = arith.select %v91, %v92, %v87 : i16
    %v94 = arith.constant 1.250000e-01 : f32
    %v99 = math.cos %v78 : f64
    %v100 = arith.constant 266117304 : index
    %v101 = arith.constant 2 : i8
    cf.switch %v95 : i32, [
      default: ^bb1(%v100 : index), 0: ^bb3(%v81, %v94 : i32, f32), 3: ^bb2(%v101, %v96 : i8, f32)
    ]
  ^bb1(%v102: index):
    %v126 = scf.if %v91 -> (f32) {
      scf.yield %v96 : f32
    } else {
      scf.yield %v94 : f32
    }
    cf.switch %v81 : i32, [
      default: ^bb3(%v95, %v96 : i32, f32), 2: ^bb2(%v101, %v96 : i8, f32), 9: ^bb2(%v101, %v126 : i8, f32)
    ]
  ^bb2(%v152: i8, %v153: f32):
    cf.cond_br %v91, ^bb3(%v81, %v153 : i32, f32), ^bb3(%v95, %v153 : i32, f32)
  ^bb3(%v155: i32, %v156: f32):
    %v159 = arith.constant -32768 : i16
    %v160 = arith.maxsi %v80, %v159 : i16
    %v161 = arith.constant true
    %v162 = arith.select %v161, %v80, %v159 : i16
    %v163 = arith.cmpi sle, %v160, %v93 : i16
    %v164 = arith.constant true
    %v165, %v166 = scf.if %v164 -> (i32, f64) {
      %v167 = arith.constant 3.140625e+00 : f64
      scf.yield %v95, %v167 : i32, f64
    } else {
      scf.yield %v155, %v99 : i32, f64
    }
    %v208, %v209 = scf.if %v163 -> (f64, i16) {
      %v211 = arith.constant 1.000000e+00 : f32
      %v212 = scf.while (%v213 = %v211) : (f32) -> (f32) {
        %v217 = arith.constant false
        scf.condition(%v217) %v213 : f32
      } do {
      ^bb0(%v214: f32):
        scf.yield %v214 : f32
      }
      %v231 = arith.constant true
      %v232 = scf.while (%v233 = %v231) : (i1) -> (i1) {
        %v235 = scf.if %v164 -> (f32) {
          %v237 = arith.constant 0.000000e+00 : f32
          scf.yield %v237 : f32
        } else {
          %v238 = memref.alloca() : memref<7xi32>
          %v241 = memref.alloca() : memref<3xi32>
          %v242 = arith.constant 1 : index
          %v243 = memref.load %v241[%v242] : memref<3xi32>
          scf.yield %v212 : f32
        }
        scf.condition(%v163) %v233 : i1
      } do {
      ^bb0(%v234: i1):
        %v246 = memref.alloca() : memref<6xf32>
        memref.store %v96, %v246[%v100] : memref<6xf32>
        scf.yield %v163 : i1
      }
      %v249 = arith.constant 1.250000e-01 : f64
      scf.yield %v249, %v92 : f64, i16
    } else {
      %v291 = arith.constant -2.500000e+00 : f64
      scf.yield %v291, %v162 : f64, i16
    }
    return
  }
}
