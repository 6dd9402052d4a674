//! Support for the random equivalence test.

pub mod check;
pub mod generate;
pub mod rng;
