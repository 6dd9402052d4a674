// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Every dynamic-index marker in rawConstantIndices needs its own operand.
llvm.func @operand_without_marker(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = f64, rawConstantIndices = array<i32: 3>}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @marker_without_operand(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = f64, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

// The bare inbounds bit (without nusw) is not a valid flag set.
llvm.func @bare_inbounds_bit(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i16, noWrapFlags = 1 : i32, rawConstantIndices = array<i32: 2>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

// A struct field is chosen by a constant; a value cannot pick one.
llvm.func @dynamic_struct_field(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[1, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(f32, i8)>
  llvm.return
}

// -----

// Arrays and vectors are walked into; the struct inside is checked.
llvm.func @nested_field_past_end(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op index 2 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, %i, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x struct<(i8, i8)>>
  llvm.return
}

// -----

llvm.func @negative_field(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op index 2 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 0, -1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(i32)>)>
  llvm.return
}

// -----

llvm.func @scalar_indexed(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op type 'f32' cannot be indexed (index #3)}}
  %0 = llvm.getelementptr %p[0, 1, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x vector<4xf32>>
  llvm.return
}
