//! Constants and the ops naming values without computing them:
//! `mlir.constant`, `mlir.undef`, `mlir.poison`, `mlir.zero`, `mlir.addressof`.

use smallvec::smallvec;
use strata_ir::OpTraits;
use strata_ir::interfaces::{FoldOutcome, OpFoldResult};
use strata_ir::ods::{OpSpec, constraints as c};

use crate::constraints as lc;

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

fn valueless(name: &'static str) -> OpSpec {
    OpSpec::new(name)
        .result("res", lc::ANY_LLVM)
        .traits(PURE)
        .format("attr-dict `:` type($res)")
}

/// The constant-like ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("llvm.mlir.constant")
            .attr("value", c::ANY_ATTR)
            .result("res", lc::ANY_LLVM)
            .traits(PURE | OpTraits::CONSTANT_LIKE)
            .folder(|ctx, body, op, _| match body.attr(ctx, op, "value") {
                Some(v) => FoldOutcome::Results(smallvec![OpFoldResult::Attr(v)]),
                None => FoldOutcome::None,
            })
            .format("`(` $value `)` attr-dict `:` type($res)"),
        valueless("llvm.mlir.undef"),
        valueless("llvm.mlir.poison"),
        valueless("llvm.mlir.zero"),
        OpSpec::new("llvm.mlir.addressof")
            .attr("global_name", c::FLAT_SYMBOL_REF_ATTR)
            .result("res", lc::PTR)
            .traits(PURE)
            .format("$global_name attr-dict `:` type($res)"),
    ]
}
