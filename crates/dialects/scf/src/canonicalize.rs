//! Canonicalization of the scf ops: an `scf.if` on a constant condition
//! becomes the region that runs (or nothing), and a single-block
//! `scf.execute_region` without `no_inline` is inlined into its parent.

use smallvec::SmallVec;
use strata_ir::rewrite::matchers::constant_int;
use strata_ir::rewrite::{FnPattern, PatternSet, Rewriter};
use strata_ir::{Context, OpId, RegionId, Value};

use crate::{ExecuteRegionOp, IfOp};

/// Replaces `op` by the operations of its single-block `region`, the
/// results by the operands of the region's terminator.
fn replace_op_with_region(rw: &mut Rewriter<'_>, op: OpId, region: RegionId) {
    let body = rw.body();
    let Some(block) = body.entry_block(region) else {
        return;
    };
    let Some(parent) = body.op_block(op) else {
        return;
    };
    let Some(term) = body.last_op(block) else {
        return;
    };
    let values: SmallVec<[Value; 2]> = body.operands(term).collect();
    rw.erase_op(term);
    rw.inline_block(block, parent, Some(op), &[]);
    rw.replace_op(op, &values);
}

/// `scf.if` with a constant condition.
fn remove_static_condition(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let cond = rw.body().operand(op, 0);
    let Some(value) = constant_int(ctx, rw.body_mut_untracked(), cond) else {
        return false;
    };
    let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(rw.body().local_regions(op));
    let (Some(&then), Some(&otherwise)) = (regions.first(), regions.get(1)) else {
        return false;
    };
    if !value.is_zero() {
        replace_op_with_region(rw, op, then);
    } else if !rw.body().region_is_empty(otherwise) {
        replace_op_with_region(rw, op, otherwise);
    } else {
        rw.erase_op(op);
    }
    true
}

/// Patterns of `scf.if`.
pub(crate) fn if_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(IfOp::NAME),
        "RemoveStaticCondition",
        remove_static_condition,
    ));
}

/// A single-block `scf.execute_region` not marked `no_inline`.
fn inline_single_block_execute(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(&region) = body.local_regions(op).first() else {
        return false;
    };
    if body.region_blocks(region).count() != 1 || body.attr(ctx, op, "no_inline").is_some() {
        return false;
    }
    replace_op_with_region(rw, op, region);
    true
}

/// Patterns of `scf.execute_region`.
pub(crate) fn execute_region_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(ExecuteRegionOp::NAME),
        "SingleBlockExecuteInliner",
        inline_single_block_execute,
    ));
}
