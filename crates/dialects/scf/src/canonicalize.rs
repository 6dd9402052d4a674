//! Canonicalization of the scf ops: an `scf.if` on a constant condition
//! becomes the region that runs (or nothing), and a single-block
//! `scf.execute_region` without `no_inline` is inlined into its parent
//! (a multi-block one too, directly inside a function or another
//! `scf.execute_region`, its yields becoming branches).

use smallvec::SmallVec;
use strata_ir::interfaces::CallableOpInterface;
use strata_ir::{BlockId, Context, OpId, RegionId, Value};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::{ExecuteRegionOp, IfOp, YieldOp};

/// Replaces `op` by the operations of its single-block `region`, the
/// results by the operands of the region's terminator (upstream's
/// `replaceOpWithRegion`).
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
    // The terminator moves with the block and is erased last, as upstream:
    // moving it queues the ancestors again even when the block holds
    // nothing else (they may have become dead).
    rw.inline_block(block, parent, Some(op), &[]);
    let values: SmallVec<[Value; 2]> = rw.body().operands(term).collect();
    rw.replace_op(op, &values);
    rw.erase_op(term);
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

/// Patterns of `scf.if`, in upstream's order.
pub(crate) fn if_patterns(_: &Context, set: &mut PatternSet) {
    use crate::canonicalize_branches as b;
    use crate::canonicalize_if_combine as c;
    let patterns: [(&'static str, crate::canonicalize_while::PatternFn); 8] = [
        ("CombineIfs", c::combine_ifs),
        ("CombineNestedIfs", c::combine_nested_ifs),
        ("ConditionPropagation", c::condition_propagation),
        ("ConvertTrivialIfToSelect", b::if_to_select),
        ("RemoveEmptyElseBranch", b::remove_empty_else),
        ("RemoveStaticCondition", remove_static_condition),
        ("RemoveUnusedResults", b::remove_unused_if_results),
        (
            "ReplaceIfYieldWithConditionOrValue",
            c::replace_yield_with_condition,
        ),
    ];
    for (name, f) in patterns {
        set.add(FnPattern::new(Some(IfOp::NAME), name, f));
    }
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
    set.add(FnPattern::new(
        Some(ExecuteRegionOp::NAME),
        "MultiBlockExecuteInliner",
        inline_multi_block_execute,
    ));
}

/// Moves `op` and the operations after it in its block into a new block
/// right after it; returns the new block.
fn split_block_before(rw: &mut Rewriter<'_>, op: OpId) -> Option<BlockId> {
    let body = rw.body();
    let block = body.op_block(op)?;
    let region = body.block_region(block)?;
    let mut moved: SmallVec<[OpId; 8]> = SmallVec::new();
    let mut cur = Some(op);
    while let Some(o) = cur {
        moved.push(o);
        cur = body.next_op(o);
    }
    let raw = rw.body_mut_untracked();
    let post = raw.create_block();
    raw.link_block(region, Some(block), post);
    for o in moved {
        let raw = rw.body_mut_untracked();
        raw.unlink_op(o);
        raw.append_op(post, o);
        rw.notify_modified(o);
    }
    Some(post)
}

/// A multi-block `scf.execute_region` directly inside a function or
/// another `scf.execute_region`: its blocks join the parent region, entered
/// by a branch, its yields branching to the rest of the parent block.
fn inline_multi_block_execute(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if body.attr(ctx, op, "no_inline").is_some() {
        return false;
    }
    let parent_ok = body.parent_op_name(op).is_some_and(|n| {
        n.as_str(ctx) == ExecuteRegionOp::NAME
            || n.interface::<dyn CallableOpInterface>(ctx).is_some()
    });
    let Some(&region) = body.local_regions(op).first() else {
        return false;
    };
    let Some(entry) = body.entry_block(region) else {
        return false;
    };
    let Some(prev) = body.op_block(op) else {
        return false;
    };
    let Some(parent_region) = body.block_region(prev) else {
        return false;
    };
    if !parent_ok {
        return false;
    }
    let loc = body.op_loc(op);
    let Some(post) = split_block_before(rw, op) else {
        return false;
    };
    rw.set_insertion_point_to_end(prev);
    rw.create(strata_dialect_cf::build_br(ctx, loc, entry, &[]));
    let blocks: SmallVec<[BlockId; 4]> = rw.body().region_blocks(region).collect();
    for block in blocks {
        let body = rw.body();
        let Some(term) = body.last_op(block).filter(|t| body.isa::<YieldOp>(ctx, *t)) else {
            continue;
        };
        let values: SmallVec<[Value; 2]> = body.operands(term).collect();
        let term_loc = body.op_loc(term);
        rw.set_insertion_point_before(term);
        rw.create(strata_dialect_cf::build_br(ctx, term_loc, post, &values));
        rw.erase_op(term);
    }
    rw.inline_region_before(region, parent_region, Some(post));
    let results: SmallVec<[(strata_ir::Type, strata_ir::Location); 2]> = rw
        .body()
        .results(op)
        .map(|r| (rw.body().value_type(r), loc))
        .collect();
    let args: SmallVec<[Value; 2]> = results
        .iter()
        .map(|(t, l)| rw.body_mut_untracked().add_block_arg(post, *t, *l))
        .collect();
    rw.replace_op(op, &args);
    true
}
