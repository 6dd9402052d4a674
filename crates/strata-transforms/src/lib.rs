//! The generic passes (canonicalize, cse, inline, sccp, ...) and the
//! inliner they share. The drivers they run are in `strata-rewrite`, the
//! analyses in `strata-analysis`.
//!
//! Run `canonicalize` from a textual pipeline:
//!
//! ```
//! let ctx = strata_dialects::testing::context();
//! let src = "func.func @f() -> i32 {\n  %a = arith.constant 2 : i32\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}";
//! let (mut body, op) = strata_dialects::testing::parse(&ctx, src);
//! let pipeline = "builtin.module(func.func(canonicalize))";
//! let mut pm = strata_pass::parse_pipeline(pipeline, &strata_transforms::registry()).expect("valid pipeline");
//! let instrumentation = strata_pass::Instrumentation::default();
//! let opts = strata_pass::RunOptions { verify_each: true, threading: false, instrumentation: &instrumentation };
//! pm.run(&ctx, opts, &mut body, op, "").expect("canonicalize succeeds");
//! let text = strata_asm::op_to_string(&ctx, &body, op, Default::default());
//! assert!(text.contains("arith.constant 4 : i32") && !text.contains("arith.addi"), "{text}");
//! ```

pub mod cfg_to_scf;
pub mod inliner;
pub mod passes;

pub use passes::registry;
