//! The `scf.if` patterns that merge or simplify across conditionals:
//! upstream's `CombineIfs` (consecutive ifs on the same or the negated
//! condition), `CombineNestedIfs` (an if whose then region only holds an
//! if becomes one if on `arith.andi`), `ConditionPropagation` (the
//! condition is constant inside each branch) and
//! `ReplaceIfYieldWithConditionOrValue` (results that are the condition,
//! its negation, or the same value in both branches).

use smallvec::SmallVec;
use strata_ir::{
    Attribute, BlockId, Context, Location, OpId, OperationName, OperationState, RegionId,
    StateRegions, Type, Value,
};
use strata_rewrite::Rewriter;
use strata_rewrite::matchers::{constant_int, constant_of};

use crate::canonicalize_while::constant;
use crate::{IfOp, YieldOp};

type Values = SmallVec<[Value; 4]>;

/// The then and else regions of an `scf.if` and their last blocks.
fn if_parts(
    rw: &Rewriter<'_>,
    op: OpId,
) -> Option<([RegionId; 2], Option<BlockId>, Option<BlockId>)> {
    let body = rw.body();
    let regions = body.local_regions(op);
    let (&then, &otherwise) = (regions.first()?, regions.get(1)?);
    Some((
        [then, otherwise],
        body.region_blocks(then).last(),
        body.region_blocks(otherwise).last(),
    ))
}

/// Whether `op` is an `scf.if`.
fn is_if(ctx: &Context, rw: &Rewriter<'_>, op: OpId) -> bool {
    rw.body().op_name(op).as_str(ctx) == IfOp::NAME
}

/// Whether `op` is nested (at any depth) in `region`.
pub(crate) fn inside(rw: &Rewriter<'_>, region: RegionId, op: OpId) -> bool {
    let body = rw.body();
    let mut cur = body.op_block(op).and_then(|b| body.block_region(b));
    while let Some(r) = cur {
        if r == region {
            return true;
        }
        cur = body
            .region_parent(r)
            .and_then(|o| body.op_block(o))
            .and_then(|b| body.block_region(b));
    }
    false
}

/// The operands of the terminator of `block`.
fn yielded(rw: &Rewriter<'_>, block: BlockId) -> Values {
    let body = rw.body();
    body.last_op(block)
        .map(|t| body.operands(t).collect())
        .unwrap_or_default()
}

/// An `scf.yield` of `values` at the end of `block`.
fn append_yield(rw: &mut Rewriter<'_>, block: BlockId, values: &[Value], loc: Location) {
    let mut y = OperationState::new(OperationName::new(rw.ctx, YieldOp::NAME), loc);
    y.operands.extend(values.iter().copied());
    rw.set_insertion_point_to_end(block);
    rw.create(y);
}

/// A new `scf.if` on `cond` with `types` results and two empty regions,
/// created at the insertion point.
fn new_if(
    rw: &mut Rewriter<'_>,
    loc: Location,
    cond: Value,
    types: &[Type],
) -> (OpId, [RegionId; 2]) {
    let ctx = rw.ctx;
    let body = rw.body_mut_untracked();
    let regions = [body.create_region(), body.create_region()];
    let mut state = OperationState::new(OperationName::new(ctx, IfOp::NAME), loc);
    state.operands.push(cond);
    state.result_types.extend(types.iter().copied());
    state.regions = StateRegions::Local(SmallVec::from_slice(&regions));
    (rw.create(state), regions)
}

/// A new empty block at the end of `region`.
fn new_block(rw: &mut Rewriter<'_>, region: RegionId) -> BlockId {
    let body = rw.body_mut_untracked();
    let b = body.create_block();
    body.append_block(region, b);
    b
}

/// Moves the blocks of `from` to the end of `to`.
fn move_blocks(rw: &mut Rewriter<'_>, from: RegionId, to: RegionId) {
    rw.inline_region_before(from, to, None);
}

/// A binary op `name` on `lhs`, `rhs` of `lhs`'s type before `before`.
fn binary(rw: &mut Rewriter<'_>, name: &str, operands: &[Value], before: OpId) -> Value {
    let loc = rw.body().op_loc(before);
    let ty = rw.body().value_type(operands[operands.len() - 1]);
    let mut state = OperationState::new(OperationName::new(rw.ctx, name), loc);
    state.operands.extend(operands.iter().copied());
    state.result_types.push(ty);
    rw.set_insertion_point_before(before);
    let op = rw.create(state);
    rw.body().result(op, 0)
}

/// `v`'s constant `i1` value, if an operation folding to `true` or
/// `false` defines it.
fn const_bool(rw: &mut Rewriter<'_>, v: Value) -> Option<bool> {
    let ctx = rw.ctx;
    let a = constant_of(ctx, rw.body_mut_untracked(), v)?;
    if a == Attribute::bool(ctx, true) {
        Some(true)
    } else if a == Attribute::bool(ctx, false) {
        Some(false)
    } else {
        None
    }
}

/// The `lhs` of `v = arith.xori lhs, 1`.
fn negated(rw: &mut Rewriter<'_>, v: Value) -> Option<Value> {
    let ctx = rw.ctx;
    let def = rw.body().defining_op(v)?;
    if rw.body().op_name(def).as_str(ctx) != "arith.xori" {
        return None;
    }
    let (lhs, rhs) = (rw.body().operand(def, 0), rw.body().operand(def, 1));
    constant_int(ctx, rw.body_mut_untracked(), rhs)
        .is_some_and(|c| c.is_one())
        .then_some(lhs)
}

/// `CombineIfs`.
pub(crate) fn combine_ifs(next: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(prev) = rw.body().prev_op(next).filter(|p| is_if(ctx, rw, *p)) else {
        return false;
    };
    let (Some((_, Some(n_then), n_else)), Some((p_regions, Some(p_then), p_else))) =
        (if_parts(rw, next), if_parts(rw, prev))
    else {
        return false;
    };
    let (next_cond, prev_cond) = (rw.body().operand(next, 0), rw.body().operand(prev, 0));
    let (mut then_b, mut else_b) = (None, None);
    if next_cond == prev_cond {
        (then_b, else_b) = (Some(n_then), n_else);
    }
    if negated(rw, next_cond) == Some(prev_cond) || negated(rw, prev_cond) == Some(next_cond) {
        (then_b, else_b) = (n_else, Some(n_then));
    }
    if then_b.is_none() && else_b.is_none() {
        return false;
    }
    let prev_results: Values = rw.body().results(prev).collect();
    let prev_then_y = yielded(rw, p_then);
    let prev_else_y = p_else.map(|b| yielded(rw, b)).unwrap_or_default();
    let regions_of =
        |rw: &Rewriter<'_>, b: Option<BlockId>| b.and_then(|b| rw.body().block_region(b));
    let (then_r, else_r) = (regions_of(rw, then_b), regions_of(rw, else_b));
    for ((r, t), e) in prev_results.iter().zip(&prev_then_y).zip(&prev_else_y) {
        let uses: SmallVec<[strata_ir::OperandId; 4]> = rw.body().uses(*r).collect();
        for u in uses {
            let owner = rw.body().operand_owner(u);
            let to = if then_r.is_some_and(|tr| inside(rw, tr, owner)) {
                *t
            } else if else_r.is_some_and(|er| inside(rw, er, owner)) {
                *e
            } else {
                continue;
            };
            rw.modify_in_place(owner, |b| b.set_operand_value(u, to));
        }
    }
    let loc = rw.body().op_loc(next);
    let mut types: SmallVec<[Type; 4]> = prev_results
        .iter()
        .map(|r| rw.body().value_type(*r))
        .collect();
    let next_results: Values = rw.body().results(next).collect();
    types.extend(next_results.iter().map(|r| rw.body().value_type(*r)));
    rw.set_insertion_point_before(next);
    let (combined, [c_then, c_else]) = new_if(rw, loc, prev_cond, &types);
    move_blocks(rw, p_regions[0], c_then);
    merge_branch(rw, c_then, then_b);
    move_blocks(rw, p_regions[1], c_else);
    if let Some(nb) = else_b {
        if rw.body().region_is_empty(c_else) {
            if let Some(r) = rw.body().block_region(nb) {
                move_blocks(rw, r, c_else);
            }
        } else {
            merge_branch(rw, c_else, Some(nb));
        }
    }
    let results: Values = rw.body().results(combined).collect();
    let (p_vals, n_vals) = results.split_at(prev_results.len().min(results.len()));
    rw.replace_op(prev, p_vals);
    rw.replace_op(next, n_vals);
    true
}

/// Appends the operations of `from` (an `scf.if` branch) to the last block
/// of `region`, yielding the values of both.
fn merge_branch(rw: &mut Rewriter<'_>, region: RegionId, from: Option<BlockId>) {
    let (Some(from), Some(dest)) = (from, rw.body().region_blocks(region).last()) else {
        return;
    };
    let (Some(first_y), Some(second_y)) = (rw.body().last_op(dest), rw.body().last_op(from)) else {
        return;
    };
    let mut values = yielded(rw, dest);
    values.extend(yielded(rw, from));
    let loc = rw.body().op_loc(second_y);
    rw.inline_block(from, dest, None, &[]);
    append_yield(rw, dest, &values, loc);
    rw.erase_op(first_y);
    rw.erase_op(second_y);
}

/// Whether `block` holds only its terminator.
fn only_terminator(rw: &Rewriter<'_>, block: BlockId) -> bool {
    let body = rw.body();
    body.first_op(block) == body.last_op(block)
}

/// `CombineNestedIfs`.
pub(crate) fn combine_nested_ifs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some((regions, Some(then_b), else_b)) = if_parts(rw, op) else {
        return false;
    };
    let body = rw.body();
    let (Some(nested), Some(term)) = (body.first_op(then_b), body.last_op(then_b)) else {
        return false;
    };
    if body.next_op(nested) != Some(term) || !is_if(ctx, rw, nested) {
        return false;
    }
    if else_b.is_some_and(|b| !only_terminator(rw, b)) {
        return false;
    }
    let Some((_, Some(n_then), n_else)) = if_parts(rw, nested) else {
        return false;
    };
    if n_else.is_some_and(|b| !only_terminator(rw, b)) {
        return false;
    }
    let mut then_y = yielded(rw, then_b);
    let else_y = else_b.map(|b| yielded(rw, b)).unwrap_or_default();
    let n_then_y = yielded(rw, n_then);
    let n_else_y = n_else.map(|b| yielded(rw, b)).unwrap_or_default();
    let mut to_select: SmallVec<[usize; 4]> = SmallVec::new();
    for i in 0..then_y.len() {
        let v = then_y[i];
        if rw.body().defining_op(v) == Some(nested) {
            let k = rw.body().results(nested).position(|r| r == v).unwrap_or(0);
            if n_else_y.get(k) != else_y.get(i) {
                return false;
            }
            match n_then_y.get(k) {
                Some(t) => then_y[i] = *t,
                None => return false,
            }
            continue;
        }
        if rw.body().value_region(v) == Some(regions[0]) || else_y.get(i).is_none() {
            return false;
        }
        to_select.push(i);
    }
    let loc = rw.body().op_loc(op);
    let outer_cond = rw.body().operand(op, 0);
    let inner_cond = rw.body().operand(nested, 0);
    let cond = binary(rw, "arith.andi", &[outer_cond, inner_cond], op);
    let types: SmallVec<[Type; 4]> = rw
        .body()
        .results(op)
        .map(|r| rw.body().value_type(r))
        .collect();
    rw.set_insertion_point_before(op);
    let (new, [new_then, new_else]) = new_if(rw, loc, cond, &types);
    let block = new_block(rw, new_then);
    let mut results: Values = rw.body().results(new).collect();
    for i in to_select {
        results[i] = binary(rw, "arith.select", &[outer_cond, then_y[i], else_y[i]], new);
    }
    rw.inline_block(n_then, block, None, &[]);
    if let Some(old_y) = rw.body().last_op(block) {
        let yloc = rw.body().op_loc(old_y);
        append_yield(rw, block, &then_y, yloc);
        rw.erase_op(old_y);
    }
    if !else_y.is_empty() {
        let eb = new_block(rw, new_else);
        append_yield(rw, eb, &else_y, loc);
    }
    rw.replace_op(op, &results);
    true
}

/// `ConditionPropagation`.
pub(crate) fn condition_propagation(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let cond = rw.body().operand(op, 0);
    if constant_of(ctx, rw.body_mut_untracked(), cond).is_some() {
        return false;
    }
    let Some((regions, _, _)) = if_parts(rw, op) else {
        return false;
    };
    let i1 = rw.body().value_type(cond);
    let (mut truth, mut falsity): (Option<Value>, Option<Value>) = (None, None);
    let uses: SmallVec<[strata_ir::OperandId; 8]> = rw.body().uses(cond).collect();
    let mut changed = false;
    for u in uses {
        let owner = rw.body().operand_owner(u);
        let value = if inside(rw, regions[0], owner) {
            true
        } else if inside(rw, regions[1], owner) {
            false
        } else {
            continue;
        };
        let slot = if value { &mut truth } else { &mut falsity };
        let c = match *slot {
            Some(c) => c,
            None => {
                let c = constant(rw, op, i1, Attribute::bool(ctx, value));
                if value {
                    truth = Some(c);
                } else {
                    falsity = Some(c);
                }
                c
            }
        };
        rw.modify_in_place(owner, |b| b.set_operand_value(u, c));
        changed = true;
    }
    changed
}

/// `ReplaceIfYieldWithConditionOrValue`.
pub(crate) fn replace_yield_with_condition(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body().num_results(op) == 0 {
        return false;
    }
    let Some((_, Some(then_b), Some(else_b))) = if_parts(rw, op) else {
        return false;
    };
    let (trues, falses) = (yielded(rw, then_b), yielded(rw, else_b));
    let results: Values = rw.body().results(op).collect();
    let cond = rw.body().operand(op, 0);
    let mut changed = false;
    for ((t, f), r) in trues.iter().zip(&falses).zip(&results) {
        if t == f {
            if rw.body().has_uses(*r) {
                rw.replace_all_uses_with(*r, *t);
                changed = true;
            }
            continue;
        }
        let (Some(tv), Some(fv)) = (const_bool(rw, *t), const_bool(rw, *f)) else {
            continue;
        };
        if !rw.body().has_uses(*r) || tv == fv {
            continue;
        }
        let replacement = if tv {
            cond
        } else {
            let i1 = rw.body().value_type(cond);
            let one = constant(rw, op, i1, Attribute::bool(ctx, true));
            binary(rw, "arith.xori", &[cond, one], op)
        };
        rw.replace_all_uses_with(*r, replacement);
        changed = true;
    }
    changed
}
