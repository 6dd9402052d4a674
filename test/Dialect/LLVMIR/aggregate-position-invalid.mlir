// RUN: strata-opt %s --split-input-file --verify-diagnostics

// A position past the end of a struct is rejected by the verifier, so the
// op never reaches the printer (whose custom form infers the element type).
llvm.func @struct_past_end(%agg: !llvm.struct<(i64)>, %x: i64) {
  // expected-error @+1 {{'llvm.insertvalue' op position out of bounds: 4}}
  %0 = "llvm.insertvalue"(%agg, %x) <{position = array<i64: 4>}> : (!llvm.struct<(i64)>, i64) -> !llvm.struct<(i64)>
  llvm.return
}

// -----

llvm.func @wrong_inserted_type(%agg: !llvm.array<3 x f32>, %x: f64) {
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f64' into '!llvm.array<3 x f32>'}}
  %0 = "llvm.insertvalue"(%agg, %x) <{position = array<i64: 2>}> : (!llvm.array<3 x f32>, f64) -> !llvm.array<3 x f32>
  llvm.return
}

// -----

llvm.func @wrong_extracted_type(%agg: !llvm.struct<(i8, i16)>) {
  // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i8, i16)>' should produce 'i16' but this op returns 'i8'}}
  %0 = "llvm.extractvalue"(%agg) <{position = array<i64: 1>}> : (!llvm.struct<(i8, i16)>) -> i8
  llvm.return
}

// -----

llvm.func @too_deep(%agg: !llvm.array<2 x i32>) {
  // expected-error @+1 {{'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'i32'}}
  %0 = "llvm.extractvalue"(%agg) <{position = array<i64: 1, 0>}> : (!llvm.array<2 x i32>) -> i32
  llvm.return
}

// -----

// The custom form infers the element type while parsing; like upstream,
// the error is reported at the token after the op.
llvm.func @negative_position(%agg: !llvm.array<2 x i32>) {
  // expected-error @+2 {{custom op 'llvm.extractvalue' position out of bounds: -1}}
  %0 = llvm.extractvalue %agg[-1] : !llvm.array<2 x i32>
  llvm.return
}
