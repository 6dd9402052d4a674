//! Canonicalization of the scf loops: `scf.for` with a known number of
//! iterations (none, one, or an empty body yielding outside values), its
//! forwarded and duplicate iteration arguments (upstream's
//! `SimplifyTrivialLoops` and `ForOpIterArgsFolder`), and `scf.parallel`
//! dimensions with zero or one iterations.

use std::collections::HashMap;

use smallvec::SmallVec;
use strata_ir::{BlockId, Context, Location, OpId, OperationName, OperationState, Type, Value};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::region_branch::add_region_branch_patterns;
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::{ForOp, ParallelOp, ReduceOp, YieldOp};

/// A constant integer as a signed (or unsigned) value of its bit width.
fn value_of(v: &strata_support::apint::APInt, unsigned: bool) -> i128 {
    if unsigned {
        i128::from(v.zext_value())
    } else {
        i128::from(v.sext_value())
    }
}

/// `ub - lb` when both are constants, compared as signed or unsigned
/// numbers, or `c` when `ub` is `arith.addi lb, c` (upstream's
/// `computeConstDiff`).
fn const_diff(rw: &mut Rewriter<'_>, lb: Value, ub: Value, unsigned: bool) -> Option<i128> {
    let ctx = rw.ctx;
    let body = rw.body_mut_untracked();
    if let (Some(l), Some(u)) = (constant_int(ctx, body, lb), constant_int(ctx, body, ub)) {
        return Some(value_of(&u, unsigned) - value_of(&l, unsigned));
    }
    let add = body.defining_op(ub)?;
    if body.op_name(add).as_str(ctx) != "arith.addi" || body.operand(add, 0) != lb {
        return None;
    }
    let rhs = body.operand(add, 1);
    let c = constant_int(ctx, body, rhs)?;
    Some(value_of(&c, false))
}

/// Moves the ops of `block` before `op`, its arguments replaced by `args`,
/// and replaces `op` by the operands of the block's terminator, which is
/// erased last (upstream's `replaceOpWithRegion`).
fn replace_with_block(rw: &mut Rewriter<'_>, op: OpId, block: BlockId, args: &[Value]) {
    let Some(term) = rw.body().last_op(block) else {
        return;
    };
    let Some(dest) = rw.body().op_block(op) else {
        return;
    };
    rw.inline_block(block, dest, Some(op), args);
    // Read after inlining: a yielded block argument is now its replacement.
    let values: SmallVec<[Value; 4]> = rw.body().operands(term).collect();
    rw.replace_op(op, &values);
    rw.erase_op(term);
}

/// The entry block of `op`'s first region.
fn body_block(rw: &Rewriter<'_>, op: OpId) -> Option<BlockId> {
    let body = rw.body();
    body.entry_block(*body.local_regions(op).first()?)
}

/// Whether `v` is defined outside `op`.
fn defined_outside(rw: &Rewriter<'_>, op: OpId, v: Value) -> bool {
    let body = rw.body();
    let mut block = body.value_block(v);
    while let Some(b) = block {
        let Some(parent) = body.block_parent_op(b) else {
            return true;
        };
        if parent == op {
            return false;
        }
        block = body.op_block(parent);
    }
    true
}

/// `SimplifyTrivialLoops`.
fn simplify_trivial_for(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let operands: SmallVec<[Value; 6]> = rw.body().operands(op).collect();
    let [lb, ub, step, inits @ ..] = operands.as_slice() else {
        return false;
    };
    let inits: SmallVec<[Value; 4]> = SmallVec::from_slice(inits);
    if lb == ub {
        rw.replace_op(op, &inits);
        return true;
    }
    let unsigned = rw.body().attr(ctx, op, "unsignedCmp").is_some();
    let Some(diff) = const_diff(rw, *lb, *ub, unsigned) else {
        return false;
    };
    if diff <= 0 {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(step_value) = constant_int(ctx, rw.body_mut_untracked(), *step) else {
        return false;
    };
    let step_value = value_of(&step_value, unsigned);
    let Some(block) = body_block(rw, op) else {
        return false;
    };
    if step_value >= diff {
        let mut args: SmallVec<[Value; 4]> = SmallVec::from_slice(&[*lb]);
        args.extend(inits.iter().copied());
        replace_with_block(rw, op, block, &args);
        return true;
    }
    let body = rw.body();
    let Some(term) = body.last_op(block) else {
        return false;
    };
    if body.first_op(block) != Some(term) {
        return false;
    }
    let yielded: SmallVec<[Value; 4]> = body.operands(term).collect();
    if yielded.iter().any(|v| !defined_outside(rw, op, *v)) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// A new `scf.for` like `op` carrying `inits`, with an empty body block
/// taking an induction variable and one argument per init.
fn create_for_like(
    rw: &mut Rewriter<'_>,
    op: OpId,
    bounds: [Value; 3],
    inits: &[Value],
    loc: Location,
) -> (OpId, BlockId) {
    let ctx = rw.ctx;
    let body = rw.body_mut_untracked();
    let iv_ty = body.value_type(bounds[0]);
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    body.add_block_arg(block, iv_ty, loc);
    let types: SmallVec<[Type; 4]> = inits.iter().map(|v| body.value_type(*v)).collect();
    for t in &types {
        body.add_block_arg(block, *t, loc);
    }
    let mut state = OperationState::new(OperationName::new(ctx, ForOp::NAME), loc);
    state.operands.extend(bounds);
    state.operands.extend(inits.iter().copied());
    state.result_types.extend(types);
    state.props = body.op_props(op);
    let attrs = body.op_attrs(op);
    if !attrs.dict_entries(ctx).is_empty() {
        state.attrs = Some(attrs);
    }
    state.regions = strata_ir::StateRegions::Local(SmallVec::from_slice(&[region]));
    rw.set_insertion_point_before(op);
    let new_op = rw.create(state);
    (new_op, block)
}

/// `ForOpIterArgsFolder`: drops iteration arguments that are yielded
/// unchanged, whose init is yielded, that are unused along with their
/// result, or that duplicate an earlier (init, yielded) pair.
fn fold_for_iter_args(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(block) = body_block(rw, op) else {
        return false;
    };
    let body = rw.body();
    let Some(term) = body.last_op(block) else {
        return false;
    };
    let operands: SmallVec<[Value; 6]> = body.operands(op).collect();
    let [lb, ub, step, inits @ ..] = operands.as_slice() else {
        return false;
    };
    let args: SmallVec<[Value; 4]> = body.block_args(block).iter().skip(1).copied().collect();
    let results: SmallVec<[Value; 4]> = body.results(op).collect();
    let yielded: SmallVec<[Value; 4]> = body.operands(term).collect();
    if args.len() != inits.len() || yielded.len() != inits.len() || results.len() != inits.len() {
        return false;
    }
    let mut keep: SmallVec<[bool; 4]> = SmallVec::new();
    let mut seen: HashMap<(Value, Value), (Value, Value)> = HashMap::new();
    let mut duplicates: SmallVec<[(Value, Value, Value, Value); 2]> = SmallVec::new();
    for i in 0..inits.len() {
        let (init, arg, result, y) = (inits[i], args[i], results[i], yielded[i]);
        let forwarded = arg == y || init == y || (!body.has_uses(arg) && !body.has_uses(result));
        if forwarded {
            keep.push(false);
            continue;
        }
        if let Some((same_arg, same_result)) = seen.get(&(init, y)) {
            duplicates.push((arg, *same_arg, result, *same_result));
            keep.push(false);
            continue;
        }
        seen.insert((init, y), (arg, result));
        keep.push(true);
    }
    if keep.iter().all(|k| *k) {
        return false;
    }
    for (arg, same_arg, result, same_result) in duplicates {
        rw.replace_all_uses_with(arg, same_arg);
        rw.replace_all_uses_with(result, same_result);
    }
    let loc = rw.body().op_loc(op);
    let new_inits: SmallVec<[Value; 4]> = (0..inits.len())
        .filter(|i| keep[*i])
        .map(|i| inits[i])
        .collect();
    let (new_op, new_block) = create_for_like(rw, op, [*lb, *ub, *step], &new_inits, loc);
    let new_args: SmallVec<[Value; 4]> = SmallVec::from_slice(rw.body().block_args(new_block));
    let new_results: SmallVec<[Value; 4]> = rw.body().results(new_op).collect();
    let mut transfer: SmallVec<[Value; 4]> = SmallVec::from_slice(&new_args[..1]);
    let mut replacements: SmallVec<[Value; 4]> = SmallVec::new();
    let mut next = 0;
    for i in 0..inits.len() {
        if keep[i] {
            next += 1;
            transfer.push(new_args[next]);
            replacements.push(new_results[next - 1]);
        } else {
            transfer.push(inits[i]);
            replacements.push(inits[i]);
        }
    }
    let kept: SmallVec<[Value; 4]> = (0..yielded.len())
        .filter(|i| keep[*i])
        .map(|i| yielded[i])
        .collect();
    let term_loc = rw.body().op_loc(term);
    rw.inline_block(block, new_block, None, &transfer);
    rw.set_insertion_point_before(term);
    let mut y = OperationState::new(OperationName::new(rw.ctx, YieldOp::NAME), term_loc);
    y.operands.extend(kept);
    rw.create(y);
    rw.erase_op(term);
    rw.replace_op(op, &replacements);
    true
}

/// Patterns of `scf.for`: `SimplifyTrivialLoops` comes before the
/// region-branch patterns, as in mlir-opt 22 (a loop with a known trip
/// count goes in the same iteration even when one of its results only
/// forwards a value), then `ForOpIterArgsFolder`.
pub(crate) fn for_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(ForOp::NAME),
        "SimplifyTrivialLoops",
        simplify_trivial_for,
    ));
    add_region_branch_patterns(set, ForOp::NAME);
    set.add(FnPattern::new(
        Some(ForOp::NAME),
        "ForOpIterArgsFolder",
        fold_for_iter_args,
    ));
}

/// The constant trip count of `lb to ub step step` (signed), if known.
fn trip_count(rw: &mut Rewriter<'_>, lb: Value, ub: Value, step: Value) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let ctx = rw.ctx;
    let body = rw.body_mut_untracked();
    let l = value_of(&constant_int(ctx, body, lb)?, false);
    let u = value_of(&constant_int(ctx, body, ub)?, false);
    let s = value_of(&constant_int(ctx, body, step)?, false);
    if s <= 0 {
        return None;
    }
    if u <= l {
        return Some(0);
    }
    Some((u - l + s - 1) / s)
}

/// `ParallelOpSingleOrZeroIterationDimsFolder`, for a loop with a
/// zero-iteration dimension or whose dimensions all iterate once.
fn fold_parallel_dims(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let lbs = ParallelOp(op).lower_bound(ctx, body);
    let ubs = ParallelOp(op).upper_bound(ctx, body);
    let steps = ParallelOp(op).step(ctx, body);
    let inits = ParallelOp(op).init_vals(ctx, body);
    let mut counts: SmallVec<[Option<i128>; 4]> = SmallVec::new();
    for ((l, u), s) in lbs.iter().zip(&ubs).zip(&steps) {
        counts.push(trip_count(rw, *l, *u, *s));
    }
    if counts.contains(&Some(0)) {
        rw.replace_op(op, &inits);
        return true;
    }
    if counts.iter().all(|c| *c != Some(1)) {
        return false;
    }
    if counts.iter().any(|c| *c != Some(1)) {
        return drop_single_iteration_dims(rw, op, &counts, [&lbs, &ubs, &steps]);
    }
    let Some(block) = body_block(rw, op) else {
        return false;
    };
    let Some(reduce) = rw
        .body()
        .last_op(block)
        .filter(|t| rw.body().op_name(*t).as_str(ctx) == ReduceOp::NAME)
    else {
        return false;
    };
    let Some(dest) = rw.body().op_block(op) else {
        return false;
    };
    let regions: SmallVec<[strata_ir::RegionId; 2]> =
        SmallVec::from_slice(rw.body().local_regions(reduce));
    let mut results: SmallVec<[Value; 4]> = SmallVec::new();
    let mut reduction_blocks: SmallVec<[BlockId; 2]> = SmallVec::new();
    for r in &regions {
        if let Some(b) = rw.body().entry_block(*r) {
            reduction_blocks.push(b);
        }
    }
    rw.inline_block(block, dest, Some(op), &lbs);
    let reduced: SmallVec<[Value; 4]> = rw.body().operands(reduce).collect();
    for ((b, init), operand) in reduction_blocks.iter().zip(&inits).zip(&reduced) {
        let Some(term) = rw.body().last_op(*b) else {
            continue;
        };
        let params: SmallVec<[Value; 2]> = SmallVec::from_slice(rw.body().block_args(*b));
        // A returned argument of the reduction is replaced like its uses.
        results.extend(rw.body().operands(term).take(1).map(|v| {
            match params.iter().position(|p| *p == v) {
                Some(0) => *init,
                Some(_) => *operand,
                None => v,
            }
        }));
        rw.erase_op(term);
        rw.inline_block(*b, dest, Some(op), &[*init, *operand]);
    }
    rw.erase_op(reduce);
    rw.replace_op(op, &results);
    true
}

/// Replaces `op` by an `scf.parallel` without its one-iteration
/// dimensions, whose induction variables become their lower bounds.
fn drop_single_iteration_dims(
    rw: &mut Rewriter<'_>,
    op: OpId,
    counts: &[Option<i128>],
    bounds: [&[Value]; 3],
) -> bool {
    let ctx = rw.ctx;
    let Some(block) = body_block(rw, op) else {
        return false;
    };
    let inits = ParallelOp(op).init_vals(ctx, rw.body());
    let kept: SmallVec<[usize; 4]> = (0..counts.len())
        .filter(|i| counts[*i] != Some(1))
        .collect();
    let mut state = OperationState::new(
        OperationName::new(ctx, ParallelOp::NAME),
        rw.body().op_loc(op),
    );
    for list in bounds {
        state.operands.extend(kept.iter().map(|i| list[*i]));
    }
    state.operands.extend(inits.iter().copied());
    let n = i32::try_from(kept.len()).unwrap_or(i32::MAX);
    let m = i32::try_from(inits.len()).unwrap_or(i32::MAX);
    let mut props = [strata_ir::NamedAttr {
        name: strata_ir::Ident::new(ctx, "operandSegmentSizes"),
        value: strata_ir::Attribute::dense_i32_array(ctx, &[n, n, n, m]),
    }];
    state.props = Some(strata_ir::Attribute::dictionary(ctx, &mut props));
    state.result_types = rw
        .body()
        .results(op)
        .map(|r| rw.body().value_type(r))
        .collect();
    let body = rw.body_mut_untracked();
    let region = body.create_region();
    body.unlink_block(block);
    body.append_block(region, block);
    let ivs: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(block));
    for i in (0..counts.len()).rev() {
        if counts[i] == Some(1) {
            body.replace_all_uses(ivs[i], bounds[0][i]);
            body.erase_block_arg(block, i);
        }
    }
    state.regions = strata_ir::StateRegions::Local(SmallVec::from_slice(&[region]));
    rw.set_insertion_point_before(op);
    let new_op = rw.create(state);
    let results: SmallVec<[Value; 4]> = rw.body().results(new_op).collect();
    rw.replace_op(op, &results);
    true
}

/// Patterns of `scf.parallel`.
pub(crate) fn parallel_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(ParallelOp::NAME),
        "ParallelOpSingleOrZeroIterationDimsFolder",
        fold_parallel_dims,
    ));
}
