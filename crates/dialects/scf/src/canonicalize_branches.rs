//! Canonicalization of the scf conditionals: `scf.if` on a negated
//! condition swaps its regions (its folder), yields of values defined outside become
//! `arith.select` (or the value itself when both branches agree), unused
//! results are dropped (upstream's `IfOp::fold`,
//! `ConvertTrivialIfToSelect`, `RemoveUnusedResults`), and
//! `scf.index_switch` on a constant runs the matching case
//! (`FoldConstantCase`).

use smallvec::SmallVec;
use strata_ir::interfaces::FoldOutcome;
use strata_ir::{
    BlockId, OpId, OperationName, OperationState, RegionId, StateRegions, Type, Value,
};
use strata_ods::dense_i64_values;
use strata_rewrite::matchers::constant_int;
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::{IfOp, IndexSwitchOp, YieldOp};

/// The then and else regions of `op` and their (optional) blocks.
fn if_blocks(rw: &Rewriter<'_>, op: OpId) -> Option<([RegionId; 2], [Option<BlockId>; 2])> {
    let body = rw.body();
    let regions = body.local_regions(op);
    let (&then, &otherwise) = (regions.first()?, regions.get(1)?);
    Some((
        [then, otherwise],
        [body.entry_block(then), body.entry_block(otherwise)],
    ))
}

/// `IfOp::fold`: `if (!c) A else B` becomes `if c B else A` in place.
pub(crate) fn fold_if(
    ctx: &strata_ir::Context,
    body: &mut strata_ir::Body,
    op: OpId,
    _: &[Option<strata_ir::Attribute>],
) -> FoldOutcome {
    let regions = body.local_regions(op);
    let (Some(&then_region), Some(&else_region)) = (regions.first(), regions.get(1)) else {
        return FoldOutcome::None;
    };
    let (Some(then), Some(otherwise)) =
        (body.entry_block(then_region), body.entry_block(else_region))
    else {
        return FoldOutcome::None;
    };
    let cond = body.operand(op, 0);
    let Some(xor) = body
        .defining_op(cond)
        .filter(|d| body.op_name(*d).as_str(ctx) == "arith.xori")
    else {
        return FoldOutcome::None;
    };
    let (lhs, rhs) = (body.operand(xor, 0), body.operand(xor, 1));
    if !constant_int(ctx, body, rhs).is_some_and(|c| c.is_one()) {
        return FoldOutcome::None;
    }
    body.set_operand(op, 0, lhs);
    body.unlink_block(then);
    body.unlink_block(otherwise);
    body.append_block(then_region, otherwise);
    body.append_block(else_region, then);
    FoldOutcome::InPlace
}

/// Whether `v` is defined in `region` (directly, as upstream's
/// `getParentRegion` check).
fn in_region(rw: &Rewriter<'_>, v: Value, region: RegionId) -> bool {
    rw.body().value_region(v) == Some(region)
}

/// Replaces `term` by an `scf.yield` of `values`.
fn replace_yield(rw: &mut Rewriter<'_>, term: OpId, values: &[Value]) {
    let loc = rw.body().op_loc(term);
    let mut y = OperationState::new(OperationName::new(rw.ctx, YieldOp::NAME), loc);
    y.operands.extend(values.iter().copied());
    rw.set_insertion_point_before(term);
    rw.create(y);
    rw.erase_op(term);
}

/// Moves the regions of `op` into a new `scf.if` with `types` results.
fn rebuild_if(rw: &mut Rewriter<'_>, op: OpId, types: &[Type], regions: [RegionId; 2]) -> OpId {
    let ctx = rw.ctx;
    let body = rw.body_mut_untracked();
    let loc = body.op_loc(op);
    let cond = body.operand(op, 0);
    let fresh = [body.create_region(), body.create_region()];
    for (from, to) in regions.iter().zip(&fresh) {
        let blocks: SmallVec<[BlockId; 1]> = body.region_blocks(*from).collect();
        for b in blocks {
            body.unlink_block(b);
            body.append_block(*to, b);
        }
    }
    let mut state = OperationState::new(OperationName::new(ctx, IfOp::NAME), loc);
    state.operands.push(cond);
    state.result_types.extend(types.iter().copied());
    state.regions = StateRegions::Local(SmallVec::from_slice(&fresh));
    rw.set_insertion_point_before(op);
    rw.create(state)
}

/// `ConvertTrivialIfToSelect`.
pub(crate) fn if_to_select(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body().num_results(op) == 0 {
        return false;
    }
    let Some((regions, [Some(then), Some(otherwise)])) = if_blocks(rw, op) else {
        return false;
    };
    let body = rw.body();
    let (Some(then_term), Some(else_term)) = (body.last_op(then), body.last_op(otherwise)) else {
        return false;
    };
    let trues: SmallVec<[Value; 4]> = body.operands(then_term).collect();
    let falses: SmallVec<[Value; 4]> = body.operands(else_term).collect();
    let kept: SmallVec<[bool; 4]> = trues
        .iter()
        .zip(&falses)
        .map(|(t, f)| in_region(rw, *t, regions[0]) || in_region(rw, *f, regions[1]))
        .collect();
    if kept.len() != body.num_results(op) || kept.iter().all(|k| *k) {
        return false;
    }
    let types: SmallVec<[Type; 4]> = trues
        .iter()
        .zip(&kept)
        .filter(|(_, k)| **k)
        .map(|(t, _)| body.value_type(*t))
        .collect();
    let cond = body.operand(op, 0);
    let loc = body.op_loc(op);
    let new_if = rebuild_if(rw, op, &types, regions);
    let new_results: SmallVec<[Value; 4]> = rw.body().results(new_if).collect();
    let mut results: SmallVec<[Value; 4]> = SmallVec::new();
    let (mut true_yields, mut false_yields): (SmallVec<[Value; 4]>, SmallVec<[Value; 4]>) =
        (SmallVec::new(), SmallVec::new());
    rw.set_insertion_point_before(new_if);
    for ((t, f), k) in trues.iter().zip(&falses).zip(&kept) {
        if *k {
            results.push(new_results[true_yields.len()]);
            true_yields.push(*t);
            false_yields.push(*f);
        } else if t == f {
            results.push(*t);
        } else {
            let ty = rw.body().value_type(*t);
            let mut state = OperationState::new(OperationName::new(ctx, "arith.select"), loc);
            state.operands.extend([cond, *t, *f]);
            state.result_types.push(ty);
            let select = rw.create(state);
            results.push(rw.body().result(select, 0));
        }
    }
    replace_yield(rw, then_term, &true_yields);
    replace_yield(rw, else_term, &false_yields);
    rw.replace_op(op, &results);
    true
}

/// `RemoveUnusedResults`.
pub(crate) fn remove_unused_if_results(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let results: SmallVec<[Value; 4]> = body.results(op).collect();
    if results.iter().all(|r| body.has_uses(*r)) {
        return false;
    }
    let Some((regions, blocks)) = if_blocks(rw, op) else {
        return false;
    };
    let used: SmallVec<[bool; 4]> = results.iter().map(|r| body.has_uses(*r)).collect();
    let types: SmallVec<[Type; 4]> = results
        .iter()
        .filter(|r| body.has_uses(**r))
        .map(|r| body.value_type(*r))
        .collect();
    let new_if = rebuild_if(rw, op, &types, regions);
    for block in blocks.into_iter().flatten() {
        let Some(term) = rw.body().last_op(block) else {
            continue;
        };
        let values: SmallVec<[Value; 4]> = rw
            .body()
            .operands(term)
            .zip(&used)
            .filter(|(_, u)| **u)
            .map(|(v, _)| v)
            .collect();
        rw.modify_in_place(term, |body| body.set_operands(term, &values));
    }
    let new_results: SmallVec<[Value; 4]> = rw.body().results(new_if).collect();
    let mut next = new_results.iter();
    let replacements: SmallVec<[Value; 4]> = results
        .iter()
        .zip(&used)
        .map(|(r, u)| {
            if *u {
                next.next().copied().unwrap_or(*r)
            } else {
                *r
            }
        })
        .collect();
    rw.replace_op(op, &replacements);
    true
}

/// `RemoveEmptyElseBranch`: an else region holding only `scf.yield` is
/// dropped from an `scf.if` without results.
pub(crate) fn remove_empty_else(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    if rw.body().num_results(op) != 0 {
        return false;
    }
    let Some((_, [_, Some(otherwise)])) = if_blocks(rw, op) else {
        return false;
    };
    let body = rw.body();
    if body.first_op(otherwise).is_none() || body.first_op(otherwise) != body.last_op(otherwise) {
        return false;
    }
    rw.erase_block(otherwise);
    rw.notify_modified(op);
    true
}

/// `FoldConstantCase`: a switch on a constant runs the matching case (or
/// the default region).
fn fold_constant_case(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let arg = rw.body().operand(op, 0);
    let Some(value) = constant_int(ctx, rw.body_mut_untracked(), arg).map(|v| v.sext_value())
    else {
        return false;
    };
    let body = rw.body();
    let cases = body
        .attr(ctx, op, "cases")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    let regions = body.local_regions(op);
    let index = cases.iter().position(|c| *c == value).map_or(0, |i| i + 1);
    let Some(block) = regions.get(index).and_then(|r| body.entry_block(*r)) else {
        return false;
    };
    let (Some(term), Some(dest)) = (body.last_op(block), body.op_block(op)) else {
        return false;
    };
    let values: SmallVec<[Value; 4]> = body.operands(term).collect();
    rw.erase_op(term);
    rw.inline_block(block, dest, Some(op), &[]);
    rw.replace_op(op, &values);
    true
}

/// Patterns of `scf.index_switch`.
pub(crate) fn index_switch_patterns(_: &strata_ir::Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(IndexSwitchOp::NAME),
        "FoldConstantCase",
        fold_constant_case,
    ));
}
