// RUN: strata-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// A type spelled like earlier ones on the same line is still located
// where it is written when the next one is wrong.
// expected-error @+1 {{invalid element type for complex}}
"t.x"() : () -> (complex<f32>, complex<f32>, complex<f32>, complex<index>)

// -----

"t.y"() : () -> (tensor<4xf32>, tensor<4xf32>)
// expected-error @+1 {{expected ')'}}
"t.z"() : () -> (tensor<4xf32>, tensor<4xf32> tensor<4xf32>)
