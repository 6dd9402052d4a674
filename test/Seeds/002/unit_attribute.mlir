// RUN: strata-opt --legacy-syntax %s --split-input-file --verify-diagnostics

// Seed 002, Unit Attribute. The seed's `{unitAttr : unit}` reads as
// `{unitAttr}`, but MLIR 22 allows only dialect attributes (names with a
// dialect prefix) on function arguments, so both examples are rejected as
// mlir-opt 22 rejects `func.func private @simple_form(i1 {unitAttr})`.

// A unit attribute defined with the `unit` value specifier.
// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func @verbose_form(i1 {unitAttr : unit})

// -----

// A unit attribute can also be defined without the value specifier.
// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func @simple_form(i1 {unitAttr})

// -----

// The same argument attribute with a dialect prefix is accepted.
func @prefixed_form(i1 {seed.unitAttr})
