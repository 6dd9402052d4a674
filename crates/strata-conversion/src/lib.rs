//! Conversions between dialects, one module per `x_to_y`: `scf_to_cf`, and
//! the lowerings of `arith`, `cf`, `func`, `math` and `ub` to the LLVM
//! dialect, sharing the `LLVMTypeConverter` of [`llvm_common`].

pub mod arith_expand;
pub mod arith_to_llvm;
pub mod cf_to_llvm;
pub mod func_to_llvm;
pub mod llvm_common;
pub mod math_to_llvm;
pub mod passes;
pub mod scf_to_cf;
pub mod ub_to_llvm;

pub use passes::{REGISTRATIONS as LLVM_PASSES, attach_convert_to_llvm_interfaces};
pub use scf_to_cf::REGISTRATION as CONVERT_SCF_TO_CF;
