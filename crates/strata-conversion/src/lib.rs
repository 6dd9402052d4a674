//! Conversions between dialects, one module per `x_to_y`: `scf_to_cf`,
//! `cf_to_scf` (`--lift-cf-to-scf`), and
//! the lowerings of `arith`, `cf`, `func`, `math`, `memref` and `ub` to the LLVM
//! dialect, sharing the `LLVMTypeConverter` of [`llvm_common`].
//!
//! Lower `scf.if` to branches with the `convert-scf-to-cf` pass:
//!
//! ```
//! let ctx = strata_dialects::testing::context();
//! let src = "func.func @f(%c: i1) {\n  scf.if %c {\n    \"demo.then\"() : () -> ()\n  }\n  return\n}";
//! let (mut body, module) = strata_dialects::testing::parse(&ctx, src);
//! let mut pm = strata_pass::OpPassManager::new(Some("builtin.module".into()));
//! pm.add_pass((strata_conversion::CONVERT_SCF_TO_CF.create)());
//! let instrumentation = strata_pass::Instrumentation::default();
//! let opts = strata_pass::RunOptions { verify_each: true, threading: false, instrumentation: &instrumentation };
//! pm.run(&ctx, opts, &mut body, module, "").expect("the conversion succeeds");
//! let text = strata_asm::op_to_string(&ctx, &body, module, Default::default());
//! assert!(text.contains("cf.cond_br %arg0, ^bb1, ^bb2") && !text.contains("scf.if"), "{text}");
//! ```

pub mod affine_to_std;
pub mod arith_expand;
pub mod arith_to_llvm;
pub mod c_interface;
pub mod cf_assert;
pub mod cf_to_llvm;
pub mod cf_to_scf;
pub mod expand_realloc;
pub mod expand_strided_metadata;
pub mod func_to_llvm;
pub mod llvm_common;
pub mod math_to_llvm;
pub mod memref_to_llvm;
pub mod modules;
pub mod passes;
mod registry;
pub mod request_c_wrappers;
pub mod scf_to_cf;
pub mod std_to_core;
pub mod ub_to_llvm;
pub mod vector_to_llvm;

pub use affine_to_std::REGISTRATION as LOWER_AFFINE;
pub use cf_to_scf::REGISTRATION as LIFT_CF_TO_SCF;
pub use expand_realloc::REGISTRATION as EXPAND_REALLOC;
pub use expand_strided_metadata::REGISTRATION as EXPAND_STRIDED_METADATA;
pub use passes::{REGISTRATIONS as LLVM_PASSES, attach_convert_to_llvm_interfaces};
pub use registry::pass_registry;
pub use request_c_wrappers::REGISTRATION as LLVM_REQUEST_C_WRAPPERS;
pub use scf_to_cf::REGISTRATION as CONVERT_SCF_TO_CF;
pub use std_to_core::{
    LLVM_REGISTRATION as CONVERT_STD_TO_LLVM, REGISTRATION as CONVERT_STD_TO_CORE,
};
