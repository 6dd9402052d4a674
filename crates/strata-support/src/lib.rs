//! Numeric foundations for Strata: arbitrary-width two's complement integers
//! ([`apint::APInt`]) and exact, bit-accurate floating point for every MLIR
//! float type ([`apfloat::APFloat`]).
//!
//! Both follow the semantics of LLVM's `APInt` / `APFloat` so that attribute
//! printing and constant folding agree with upstream MLIR bit for bit.

pub mod apfloat;
pub mod apint;

pub use apfloat::{APFloat, FloatSemantics, ParseFloatError, RoundingMode, Status};
pub use apint::{APInt, IntLiteralError, Signedness, parse_integer_literal};
