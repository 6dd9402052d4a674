// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @broadcast(%s: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %s : f32 to vector<4xi32>
  return
}

// -----

func.func @extract_rank(%v: vector<4xi32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[%i, %i] : i32 from vector<4xi32>
  return
}

// -----

func.func @a(%v: vector<4xi32>, %s: i32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %s, %v[1, 2] : i32 into vector<4xi32>
  return
}

// -----

func.func @c(%v: vector<4x4xi32>, %s: i32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v[1] : i32 into vector<4x4xi32>
  return
}

// -----

func.func @d(%v: vector<4x2xi32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 1 to be confined to [1, 3)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 1], sizes = [4, 2], strides = [1, 1]} : vector<4x2xi32> to vector<4x2xi32>
  return
}

// -----

func.func @e(%v: vector<4x2xi32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [4, 1], strides = [1, 2]} : vector<4x2xi32> to vector<4x1xi32>
  return
}

// -----

func.func @f(%v: vector<4x2xi32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v {offsets = [0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
  return
}

// -----

func.func @g(%v: vector<4x2xi32>, %s: vector<4x1xi32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets dimension 1 to be confined to [0, 2)}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [0, 2], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
  return
}

// -----

func.func @h(%v: vector<4x2xi32>, %s: vector<4x1xi32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
  return
}

// -----

func.func @i(%v: vector<4x2xi32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (8) and result (7)}}
  %0 = vector.shape_cast %v : vector<4x2xi32> to vector<7xi32>
  return
}

// -----

func.func @j(%v: vector<4x2xi32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<4x2xi32> to vector<8xi16>
  return
}

// -----

func.func @k(%v: vector<4x2xi32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<4x1xi32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x2xi32>
  return
}
