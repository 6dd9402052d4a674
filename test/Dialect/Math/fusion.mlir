// RUN: strata-opt %s --math-uplift-to-fma | FileCheck %s --check-prefix=FMA
// RUN: strata-opt %s --math-sincos-fusion | FileCheck %s --check-prefix=SINCOS

// A contracting add of a contracting product becomes fma with the flags
// both have; without contract on either, nothing changes.
// FMA-LABEL: func.func @fma
// FMA-NEXT:    %[[F:.*]] = math.fma %arg0, %arg1, %arg2 fastmath<contract> : f32
// FMA-NEXT:    %[[M:.*]] = arith.mulf %arg0, %arg1 : f32
// FMA-NEXT:    %[[A:.*]] = arith.addf %arg2, %[[M]] fastmath<contract> : f32
// FMA-NEXT:    return %[[F]], %[[A]]
func.func @fma(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %m = arith.mulf %a, %b fastmath<contract,nnan> : f32
  %s = arith.addf %c, %m fastmath<contract,afn> : f32
  %m2 = arith.mulf %a, %b : f32
  %s2 = arith.addf %c, %m2 fastmath<contract> : f32
  return %s, %s2 : f32, f32
}

// sin and cos of one value with the same flags in one block fuse at the
// first of them; different flags or blocks keep them apart.
// SINCOS-LABEL: func.func @sincos
// SINCOS-NEXT:    %[[S:.*]], %[[C:.*]] = math.sincos %arg0 fastmath<afn> : f32
// SINCOS-NEXT:    %[[T:.*]] = math.sin %arg0 : f32
// SINCOS-NEXT:    return %[[S]], %[[C]], %[[T]]
func.func @sincos(%x: f32) -> (f32, f32, f32) {
  %c = math.cos %x fastmath<afn> : f32
  %s = math.sin %x fastmath<afn> : f32
  %t = math.sin %x : f32
  return %s, %c, %t : f32, f32, f32
}
