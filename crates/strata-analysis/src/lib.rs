//! Analyses shared by passes: the dataflow framework (dead code, sparse
//! constant propagation, liveness), structural operation equivalence and
//! symbol uses. The dominator tree is `strata_ir::dominance`, since the
//! verifier needs it.
//!
//! Check that two operations are structurally equivalent:
//!
//! ```
//! use strata_analysis::equivalence::equivalent;
//! let ctx = strata_dialects::testing::context();
//! let src = "%x = \"demo.v\"() : () -> i32\n%a = arith.addi %x, %x : i32\n%b = arith.addi %x, %x : i32\n%c = arith.muli %x, %x : i32";
//! let (body, module) = strata_dialects::testing::parse(&ctx, src);
//! let inner = body.isolated_body(module).expect("a module is isolated from above");
//! let mut ops = Vec::new();
//! inner.walk(strata_ir::WalkOrder::PreOrder, &mut |_, op| { ops.push(op); strata_ir::WalkResult::Advance });
//! assert!(equivalent(&ctx, inner, ops[1], ops[2]));
//! assert!(!equivalent(&ctx, inner, ops[1], ops[3]));
//! ```

pub mod dataflow;
pub mod equivalence;
pub mod symbols;
