//! Strata as a Rust library: the one dependency a compiler written in Rust
//! adds. It re-exports the IR (`strata_ir`), the textual format
//! (`strata_asm`), op declarations (`strata_ods`), pattern rewriting
//! (`strata_rewrite`), passes (`strata_pass`, `strata_transforms`) and the
//! shipped dialects, and adds a [`Module`] handle, an [`OpBuilder`], a
//! [`PassManager`] and typed patterns ([`OpRewritePattern`]).
//! `docs/using-strata-as-a-library.md` walks through the tasks below.
//!
//! Parse and verify, with diagnostics rendered as `strata-opt` renders them:
//!
//! ```
//! let ctx = strata::context();
//! let err = strata::Module::parse(&ctx, "func.func @f() {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}").unwrap_err();
//! eprintln!("{err}");
//! # assert!(err.to_string().starts_with("<string>:3:3: error: 'func.return' op has 1 operands, but enclosing function (@f) returns 0\n  return %0 : i32\n  ^"), "{err}");
//! ```
//!
//! Walk a module and count ops per dialect:
//!
//! ```
//! # let ctx = strata::context();
//! # let module = strata::Module::parse(&ctx, "func.func @f(%x: i32) -> i32 {\n  %y = arith.addi %x, %x : i32\n  return %y : i32\n}")?;
//! let mut counts = std::collections::BTreeMap::<String, usize>::new();
//! module.walk(|body, op| {
//!     *counts.entry(body.op_name(op).dialect_name(&ctx).to_string()).or_default() += 1;
//! });
//! assert_eq!(counts["arith"], 1);
//! assert_eq!(counts["func"], 2);
//! # Ok::<(), strata::Error>(())
//! ```
//!
//! Build `func.func @g(%x: f32) -> f32 { x*x + 1.0 }`:
//!
//! ```
//! use strata::prelude::*;
//! let ctx = strata::context();
//! let mut module = Module::new(&ctx);
//! let f32 = Type::float(&ctx, FloatSemantics::F32);
//! let mut b = module.builder();
//! let (g, entry) = func::FuncOp::define(&mut b, "g", Type::function(&ctx, &[f32], &[f32]))?;
//! let mut fb = b.inside(g.0, entry);
//! let x = fb.body().block_args(entry)[0];
//! let sq = arith::MulFOp::build_value(&mut fb, &[x, x])?;
//! let one = Attribute::float(&ctx, f32, APFloat::from_f64(FloatSemantics::F32, 1.0));
//! let one = arith::ConstantOp::build_value_with(&mut fb, &[], &[("value", one)])?;
//! let sum = arith::AddFOp::build_value(&mut fb, &[sq, one])?;
//! func::ReturnOp::build(&mut fb, &[sum])?;
//! # module.verify()?;
//! # assert!(module.to_string().contains("arith.addf %0, %cst : f32"));
//! # Ok::<(), strata::Error>(())
//! ```
//!
//! Run `canonicalize,cse`:
//!
//! ```
//! # let ctx = strata::context();
//! # let mut module = strata::Module::parse(&ctx, "func.func @f(%x: i32) -> i32 {\n  %y = arith.addi %x, %x : i32\n  return %y : i32\n}")?;
//! let mut pm = strata::PassManager::parse("builtin.module(func.func(canonicalize,cse))")?;
//! pm.run(&mut module)?;
//! # Ok::<(), strata::Error>(())
//! ```
//!
//! Define an op with a format, a verifier and a folder:
//!
//! ```
//! use strata::ir::dialect::{FoldOutcome, OpFoldResult};
//! use strata::ir::{OpTraits, verifier::op_error};
//! use strata::ods::{OpSpec, constraints as c};
//! use strata::{Body, Context, OpId};
//! fn factor(ctx: &Context, body: &Body, op: OpId) -> Option<i64> {
//!     body.attr(ctx, op, "factor")?.int_value(ctx)?.to_i64()
//! }
//! let scale = OpSpec::new("demo.scale")
//!     .summary("multiplies an integer by a constant factor")
//!     .operand("input", c::SIGNLESS_INTEGER)
//!     .attr("factor", c::I64_ATTR)
//!     .result("result", c::SIGNLESS_INTEGER)
//!     .traits(OpTraits::PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
//!     .format("$input `by` $factor attr-dict `:` type($result)")
//!     .verifier(|_, ctx, body, op| match factor(ctx, body, op) {
//!         Some(0) => Err(op_error(ctx, body, op, "requires a nonzero factor")),
//!         _ => Ok(()),
//!     })
//!     .folder(|ctx, body, op, _| match factor(ctx, body, op) {
//!         Some(1) => FoldOutcome::Results([OpFoldResult::Value(body.operand(op, 0))].into()),
//!         _ => FoldOutcome::None,
//!     });
//! let ctx = strata::context();
//! ctx.register_dialect(strata::ods::dialect("demo", vec![scale])?);
//! # let src = "func.func @f(%x: i32) -> i32 {\n  %y = demo.scale %x by 1 : i32\n  %z = demo.scale %y by 3 : i32\n  return %z : i32\n}";
//! # let mut m = strata::Module::parse(&ctx, src)?;
//! # strata::PassManager::parse("builtin.module(func.func(canonicalize))")?.run(&mut m)?;
//! # assert!(m.to_string().contains("%0 = demo.scale %arg0 by 3 : i32\n"), "{m}");
//! # let bad = strata::Module::parse(&ctx, "func.func @f(%x: i32) {\n  %y = demo.scale %x by 0 : i32\n  return\n}");
//! # assert!(bad.unwrap_err().to_string().starts_with("<string>:2:8: error: 'demo.scale' op requires a nonzero factor"));
//! # Ok::<(), strata::Error>(())
//! ```
//!
//! A typed pattern, `muli x, 2 → addi x, x`:
//!
//! ```
//! use strata::prelude::*;
//! struct MulByTwo;
//! impl OpRewritePattern<arith::MulIOp> for MulByTwo {
//!     fn match_and_rewrite(&self, op: arith::MulIOp, rw: &mut dyn PatternRewriter<'_>) -> bool {
//!         let (ctx, body) = (rw.context(), rw.body());
//!         let (x, c) = (op.lhs(ctx, body), op.rhs(ctx, body));
//!         if m_constant_int(ctx, body, c).is_none_or(|v| v.sext_value() != 2) {
//!             return false;
//!         }
//!         rw.replace_op_with::<arith::AddIOp>(op.0, &[x, x]).is_ok()
//!     }
//! }
//! let ctx = strata::context();
//! let mut module = Module::parse(&ctx, "func.func @f(%x: i32) -> i32 {\n  %c2 = arith.constant 2 : i32\n  %y = arith.muli %x, %c2 : i32\n  return %y : i32\n}")?;
//! let mut set = PatternSet::new();
//! set.add(typed(MulByTwo));
//! module.apply_patterns(set)?;
//! assert!(module.to_string().contains("arith.addi %arg0, %arg0 : i32"));
//! # Ok::<(), strata::Error>(())
//! ```
//!
//! A misspelt op class does not compile:
//!
//! ```compile_fail
//! let _ = strata::arith::AdIOp::NAME;
//! ```

mod access;
mod builder;
mod display;
mod error;
mod module;
mod passes;
mod patterns;

pub use access::OpAccess;
pub use builder::{Build, DefineFunc, OpBuilder, OpParts};
pub use display::{DisplayWith, OpDisplay, Shown, display_op};
pub use error::Error;
pub use module::Module;
pub use passes::{PassManager, pass_registry};
pub use patterns::{OpRewritePattern, RewriterExt, Typed, m_constant_int, m_op, typed};

pub use strata_asm as asm;
pub use strata_dialects::{
    affine, arith, bufferization, cf, func, llvm, math, memref, scf, std_dialect, tensor, ub,
    vector,
};
pub use strata_ir as ir;
pub use strata_ods as ods;
pub use strata_pass as pass;
pub use strata_rewrite as rewrite;
pub use strata_transforms as transforms;

pub use strata_ir::{
    Attribute, BlockId, Body, Context, Diagnostic, Ident, Location, OpClass, OpId, OperationName,
    OperationState, RegionId, StateRegions, Type, Value, WalkOrder, WalkResult,
};
pub use strata_rewrite::{PatternRewriter, PatternSet};
pub use strata_support::apfloat::{APFloat, FloatSemantics};
pub use strata_support::apint::APInt;

/// What most programs using Strata import: `use strata::prelude::*;`.
pub mod prelude {
    pub use crate::{
        APFloat, APInt, Attribute, BlockId, Body, Build, Context, DefineFunc, DisplayWith,
        FloatSemantics, Module, OpAccess, OpBuilder, OpId, OpRewritePattern, PassManager,
        PatternRewriter, PatternSet, RewriterExt, Type, Value, arith, func, m_constant_int, m_op,
        scf, typed,
    };
}

/// A context with every dialect shipped with Strata registered (their
/// `convert-to-llvm` interfaces attached, as `strata-opt` registers them).
pub fn context() -> Context {
    let ctx = Context::new();
    match strata_dialects::all_dialects() {
        Ok(mut dialects) => {
            strata_conversion::attach_convert_to_llvm_interfaces(&mut dialects);
            for d in dialects {
                ctx.register_dialect(d);
            }
        }
        // The shipped declarations are checked by the dialects' own tests.
        Err(e) => ctx.emit(Diagnostic::error(Location::unknown(&ctx), e)),
    }
    ctx
}
