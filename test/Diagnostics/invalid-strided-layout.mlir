// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Malformed strided layouts, each with upstream's message.

// expected-error@+1 {{expected '<' after 'strided'}}
func.func private @no_less() -> memref<4xf32, strided>

// -----

// expected-error@+1 {{expected '['}}
func.func private @no_list() -> memref<4xf32, strided<1>>

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @not_a_stride() -> memref<4xf32, strided<[x]>>

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @stride_too_large() -> memref<4xf32, strided<[9223372036854775808]>>

// -----

// expected-error@+1 {{expected ']'}}
func.func private @unclosed() -> memref<4x4xf32, strided<[1 2]>>

// -----

// expected-error@+1 {{expected ','}}
func.func private @junk_after_list() -> memref<4xf32, strided<[1] 0>>

// -----

// expected-error@+1 {{expected 'offset' after comma}}
func.func private @no_offset_keyword() -> memref<4xf32, strided<[1], 0>>

// -----

// expected-error@+1 {{expected ':' after 'offset'}}
func.func private @no_offset_colon() -> memref<4xf32, strided<[1], offset 0>>

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @bad_offset() -> memref<4xf32, strided<[1], offset: x>>

// -----

// expected-error@+1 {{expected '>'}}
func.func private @unclosed_offset() -> memref<4xf32, strided<[1], offset: 0]>

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
func.func private @rank_mismatch() -> memref<4x4xf32, strided<[1]>>
