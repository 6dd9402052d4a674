// RUN: strata-opt %s --verify-diagnostics

// Without --legacy-syntax, the `size` clause of the seeds' affine maps is
// not MLIR 22 syntax: the bare map is no attribute either.
// expected-error @+1 {{expected non-function type}}
#imapA = (d0, d1) -> (d0, d1) size (16, 32)
