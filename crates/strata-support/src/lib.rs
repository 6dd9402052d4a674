//! Numeric foundations for Strata: arbitrary-width two's complement integers
//! ([`apint::APInt`]) and exact, bit-accurate floating point for every MLIR
//! float type ([`apfloat::APFloat`]).
//!
//! Both follow the semantics of LLVM's `APInt` / `APFloat` so that attribute
//! printing and constant folding agree with upstream MLIR bit for bit.
//!
//! Integers wrap at their width; floats round as the target format does:
//!
//! ```
//! use strata_support::apfloat::{APFloat, FloatSemantics};
//! use strata_support::apint::APInt;
//! let sum = APInt::from_u64(8, 200).add(&APInt::from_u64(8, 100));
//! assert_eq!(sum.zext_value(), 44);
//! assert_eq!(APInt::from_u64(8, 200).to_string_signed(), "-56");
//! let third = APFloat::from_f64(FloatSemantics::F32, 1.0 / 3.0);
//! assert_eq!(third.to_f64(), f64::from(1.0f32 / 3.0));
//! ```

pub mod apfloat;
pub mod apint;
pub mod stack;

pub use apfloat::{APFloat, FloatSemantics, ParseFloatError, RoundingMode, Status};
pub use apint::{APInt, IntLiteralError, Signedness, parse_integer_literal};
