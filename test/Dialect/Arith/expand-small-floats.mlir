// RUN: strata-opt %s --split-input-file --arith-expand=include-f8e8m0 | FileCheck %s --check-prefix=E8M0
// RUN: strata-opt %s --split-input-file --arith-expand=include-f4e2m1 | FileCheck %s --check-prefix=E2M1
// RUN: strata-opt %s --split-input-file --arith-expand | FileCheck %s --check-prefix=DEFAULT

// f8E8M0FNU is an exponent: extf shifts it into an f32 exponent (0xff
// becomes NaN); other widths cast from f32.
// E8M0-LABEL: func.func @e8m0
// E8M0:         %[[B:.*]] = arith.bitcast %arg0 : f8E8M0FNU to i8
// E8M0:         %[[C23:.*]] = arith.constant 23 : i32
// E8M0:         %[[W:.*]] = arith.extui %[[B]] : i8 to i32
// E8M0:         %[[S:.*]] = arith.shli %[[W]], %[[C23]] : i32
// E8M0:         %[[NAN:.*]] = arith.cmpi eq, %[[B]], %{{.*}} : i8
// E8M0:         %[[SEL:.*]] = arith.select %[[NAN]], %{{.*}}, %[[S]] : i32
// E8M0:         %[[F:.*]] = arith.bitcast %[[SEL]] : i32 to f32
// E8M0:         arith.extf %{{.*}} : f32 to f64
// truncf to f8E8M0FNU keeps the exponent bits of the f32 value.
// E8M0:         %[[X:.*]] = arith.bitcast %arg1 : f32 to i32
// E8M0:         %[[SH:.*]] = arith.shrui %[[X]], %{{.*}} : i32
// E8M0:         %[[T:.*]] = arith.trunci %[[SH]] : i32 to i8
// E8M0:         arith.bitcast %[[T]] : i8 to f8E8M0FNU
// DEFAULT-LABEL: func.func @e8m0
// DEFAULT-NEXT:    arith.extf %arg0 : f8E8M0FNU to f32
func.func @e8m0(%a: f8E8M0FNU, %b: f32) -> (f32, f64, f8E8M0FNU) {
  %0 = arith.extf %a : f8E8M0FNU to f32
  %1 = arith.extf %a : f8E8M0FNU to f64
  %2 = arith.truncf %b : f32 to f8E8M0FNU
  return %0, %1, %2 : f32, f64, f8E8M0FNU
}

// -----

// truncf to f4E2M1FN clamps to [-6, 6] (through the expanded minnumf and
// maxnumf, constant on the right) and rounds to nearest even.
// E2M1-LABEL: func.func @e2m1
// E2M1:         %[[B:.*]] = arith.bitcast %arg0 : f4E2M1FN to i4
// E2M1:         %[[MAG:.*]] = arith.addi
// E2M1:         %[[BITS:.*]] = arith.addi %[[MAG]]
// E2M1:         arith.bitcast %[[BITS]] : i32 to f32
// E2M1:         %[[HI:.*]] = arith.constant 6.000000e+00 : f32
// E2M1:         %[[LO:.*]] = arith.constant -6.000000e+00 : f32
// E2M1:         arith.cmpf ult, %arg1, %[[HI]] : f32
// E2M1:         arith.select %{{.*}} : i4
// E2M1:         arith.bitcast %{{.*}} : i4 to f4E2M1FN
// E2M1-NOT:     arith.truncf
func.func @e2m1(%a: f4E2M1FN, %b: f32) -> (f32, f4E2M1FN) {
  %0 = arith.extf %a : f4E2M1FN to f32
  %1 = arith.truncf %b : f32 to f4E2M1FN
  return %0, %1 : f32, f4E2M1FN
}
