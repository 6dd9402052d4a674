//! Conversions between dialects, one module per lowering (`scf_to_cf`,
//! ...), each with its pass registration.

pub mod scf_to_cf;

pub use scf_to_cf::REGISTRATION as CONVERT_SCF_TO_CF;
