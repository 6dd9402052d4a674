//! Canonicalization of `scf.while`, upstream's patterns in the order
//! mlir-opt 22 applies them: `WhileConditionTruth` first (an argument that
//! is the loop condition is `true` in the body before it can count as loop
//! invariant), then the region-branch patterns and
//! `RemoveLoopInvariantArgsFromBeforeBlock`,
//! `RemoveLoopInvariantValueYielded`, `WhileCmpCond`, `WhileUnusedResult`, `WhileRemoveDuplicatedResults`,
//! `WhileRemoveUnusedArgs`, `WhileOpAlignBeforeArgs` and `WhileMoveIfDown`.
//!
//! Each pattern that changes the loop's signature builds a new `scf.while`
//! holding the old blocks ([`rebuild`]) and rewrites the block arguments
//! through [`reshape_block`].

use crate::canonicalize_if_combine::inside;
use std::collections::HashMap;

use smallvec::SmallVec;
use strata_ir::{
    Attribute, BlockId, Context, Ident, Location, NamedAttr, OpId, OperationName, OperationState,
    RegionId, StateRegions, Type, Value,
};
use strata_rewrite::region_branch::add_region_branch_patterns;
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::{ConditionOp, IfOp, WhileOp, YieldOp};

type Values = SmallVec<[Value; 4]>;

/// A pattern's match-and-rewrite function.
pub(crate) type PatternFn = fn(OpId, &mut Rewriter<'_>) -> bool;

/// The blocks and terminators of a well-formed `scf.while`.
struct Parts {
    before: BlockId,
    after: BlockId,
    cond: OpId,
    yield_op: OpId,
}

fn parts(rw: &Rewriter<'_>, op: OpId) -> Option<Parts> {
    let body = rw.body();
    let regions = body.local_regions(op);
    let before = body.entry_block(*regions.first()?)?;
    let after = body.entry_block(*regions.get(1)?)?;
    let cond = body.last_op(before)?;
    let yield_op = body.last_op(after)?;
    let names = (
        body.op_name(cond).as_str(rw.ctx),
        body.op_name(yield_op).as_str(rw.ctx),
    );
    (names == (ConditionOp::NAME, YieldOp::NAME)).then_some(Parts {
        before,
        after,
        cond,
        yield_op,
    })
}

/// The `args` operands of `scf.condition` (all but the condition).
fn cond_args(rw: &Rewriter<'_>, cond: OpId) -> Values {
    rw.body().operands(cond).skip(1).collect()
}

/// A new `scf.while` before `op` with `types` results and `inits`,
/// holding `op`'s blocks (its regions are left empty).
fn rebuild(rw: &mut Rewriter<'_>, op: OpId, types: &[Type], inits: &[Value]) -> OpId {
    let ctx = rw.ctx;
    let body = rw.body_mut_untracked();
    let loc = body.op_loc(op);
    let old: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
    let fresh: SmallVec<[RegionId; 2]> = old.iter().map(|_| body.create_region()).collect();
    for (from, to) in old.iter().zip(&fresh) {
        let blocks: SmallVec<[BlockId; 1]> = body.region_blocks(*from).collect();
        for b in blocks {
            body.unlink_block(b);
            body.append_block(*to, b);
        }
    }
    let mut state = OperationState::new(OperationName::new(ctx, WhileOp::NAME), loc);
    state.operands.extend(inits.iter().copied());
    state.result_types.extend(types.iter().copied());
    let attrs = body.op_attrs(op);
    if !attrs.dict_entries(ctx).is_empty() {
        state.attrs = Some(attrs);
    }
    state.regions = StateRegions::Local(fresh);
    rw.set_insertion_point_before(op);
    rw.create(state)
}

/// What an old block argument becomes in [`reshape_block`].
#[derive(Clone, Copy)]
enum ArgFate {
    /// The new argument at this index.
    Keep(usize),
    /// This value.
    Replace(Value),
}

/// Replaces `block` by a block with arguments `new_args` (type and
/// location) in the same place, the old arguments becoming `fates`.
fn reshape_block(
    rw: &mut Rewriter<'_>,
    block: BlockId,
    new_args: &[(Type, Location)],
    fates: &[ArgFate],
) -> BlockId {
    let body = rw.body_mut_untracked();
    let region = body.block_region(block);
    let fresh = body.create_block();
    for (ty, loc) in new_args {
        body.add_block_arg(fresh, *ty, *loc);
    }
    if let Some(region) = region {
        let prev = body.prev_block(block);
        body.link_block(region, prev, fresh);
    }
    let args: Values = SmallVec::from_slice(rw.body().block_args(fresh));
    let mapping: Values = fates
        .iter()
        .map(|f| match *f {
            ArgFate::Keep(i) => args[i],
            ArgFate::Replace(v) => v,
        })
        .collect();
    rw.inline_block(block, fresh, None, &mapping);
    fresh
}

/// The (type, location) of the arguments of `block` selected by `keep`.
fn kept_args(rw: &Rewriter<'_>, block: BlockId, keep: &[bool]) -> SmallVec<[(Type, Location); 4]> {
    let body = rw.body();
    body.block_args(block)
        .iter()
        .zip(body.block_arg_locs(block))
        .zip(keep)
        .filter(|(_, k)| **k)
        .map(|((a, l), _)| (body.value_type(*a), *l))
        .collect()
}

/// Fates keeping the arguments selected by `keep` in order and replacing
/// the others by `replacement(i)`.
fn fates_of(keep: &[bool], replacement: impl Fn(usize) -> Value) -> SmallVec<[ArgFate; 4]> {
    let mut next = 0;
    keep.iter()
        .enumerate()
        .map(|(i, k)| {
            if *k {
                next += 1;
                ArgFate::Keep(next - 1)
            } else {
                ArgFate::Replace(replacement(i))
            }
        })
        .collect()
}

/// Replaces the operands of `op` (after the first `skip`) by `values`.
fn set_tail_operands(rw: &mut Rewriter<'_>, op: OpId, skip: usize, values: &[Value]) {
    let mut all: Values = rw.body().operands(op).take(skip).collect();
    all.extend(values.iter().copied());
    rw.modify_in_place(op, |b| b.set_operands(op, &all));
}

fn select(values: &[Value], keep: &[bool]) -> Values {
    values
        .iter()
        .zip(keep)
        .filter(|(_, k)| **k)
        .map(|(v, _)| *v)
        .collect()
}

/// `RemoveLoopInvariantArgsFromBeforeBlock`.
fn remove_invariant_args(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(p) = parts(rw, op) else {
        return false;
    };
    let body = rw.body();
    let inits: Values = body.operands(op).collect();
    let before_args: Values = SmallVec::from_slice(body.block_args(p.before));
    let after_args: Values = SmallVec::from_slice(body.block_args(p.after));
    let cargs = cond_args(rw, p.cond);
    let yielded: Values = body.operands(p.yield_op).collect();
    if yielded.len() != inits.len() || before_args.len() != inits.len() {
        return false;
    }
    let keep: SmallVec<[bool; 4]> = (0..inits.len())
        .map(|i| {
            let y = yielded[i];
            if y == inits[i] {
                return false;
            }
            let Some(k) = after_args.iter().position(|a| *a == y) else {
                return true;
            };
            cargs
                .get(k)
                .is_none_or(|c| *c != before_args[i] && *c != inits[i])
        })
        .collect();
    if keep.iter().all(|k| *k) {
        return false;
    }
    let types: SmallVec<[Type; 4]> = rw
        .body()
        .results(op)
        .map(|r| rw.body().value_type(r))
        .collect();
    set_tail_operands(rw, p.yield_op, 0, &select(&yielded, &keep));
    let new_op = rebuild(rw, op, &types, &select(&inits, &keep));
    let new_args = kept_args(rw, p.before, &keep);
    reshape_block(rw, p.before, &new_args, &fates_of(&keep, |i| inits[i]));
    let results: Values = rw.body().results(new_op).collect();
    rw.replace_op(op, &results);
    true
}

/// `RemoveLoopInvariantValueYielded`.
fn remove_invariant_yielded(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(p) = parts(rw, op) else {
        return false;
    };
    let cargs = cond_args(rw, p.cond);
    let keep: SmallVec<[bool; 4]> = cargs
        .iter()
        .map(|v| rw.body().value_block(*v) == Some(p.before))
        .collect();
    if keep.iter().all(|k| *k) || rw.body().block_args(p.after).len() != cargs.len() {
        return false;
    }
    let inits: Values = rw.body().operands(op).collect();
    let kept = select(&cargs, &keep);
    let types: SmallVec<[Type; 4]> = kept.iter().map(|v| rw.body().value_type(*v)).collect();
    set_tail_operands(rw, p.cond, 1, &kept);
    let new_op = rebuild(rw, op, &types, &inits);
    let new_args: SmallVec<[(Type, Location); 4]> = kept_args(rw, p.after, &keep)
        .iter()
        .zip(&types)
        .map(|((_, l), t)| (*t, *l))
        .collect();
    reshape_block(rw, p.after, &new_args, &fates_of(&keep, |i| cargs[i]));
    let new_results: Values = rw.body().results(new_op).collect();
    let replacements: Values = fates_of(&keep, |i| cargs[i])
        .iter()
        .map(|f| match *f {
            ArgFate::Keep(i) => new_results[i],
            ArgFate::Replace(v) => v,
        })
        .collect();
    rw.replace_op(op, &replacements);
    true
}

/// An `arith.constant` of `value` (of type `ty`) before `before`.
pub(crate) fn constant(rw: &mut Rewriter<'_>, before: OpId, ty: Type, value: Attribute) -> Value {
    let loc = rw.body().op_loc(before);
    let mut state = OperationState::new(OperationName::new(rw.ctx, "arith.constant"), loc);
    let mut entries = [NamedAttr {
        name: Ident::new(rw.ctx, "value"),
        value,
    }];
    state.props = Some(Attribute::dictionary(rw.ctx, &mut entries));
    state.result_types.push(ty);
    rw.set_insertion_point_before(before);
    let c = rw.create(state);
    rw.body().result(c, 0)
}

/// `WhileConditionTruth`: in the body, an argument receiving the
/// condition itself is `true`.
fn condition_truth(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(p) = parts(rw, op) else {
        return false;
    };
    let condition = rw.body().operand(p.cond, 0);
    let cargs = cond_args(rw, p.cond);
    let after_args: Values = SmallVec::from_slice(rw.body().block_args(p.after));
    let mut truth = None;
    let mut changed = false;
    for (c, a) in cargs.iter().zip(&after_args) {
        if *c != condition || !rw.body().has_uses(*a) {
            continue;
        }
        let t = match truth {
            Some(t) => t,
            None => {
                let ty = rw.body().value_type(condition);
                let t = constant(rw, op, ty, Attribute::bool(rw.ctx, true));
                truth = Some(t);
                t
            }
        };
        rw.replace_all_uses_with(*a, t);
        changed = true;
    }
    changed
}

/// The `arith.cmpi` predicate of `op`, if it is one.
fn cmpi_predicate(ctx: &Context, rw: &Rewriter<'_>, op: OpId) -> Option<i64> {
    let body = rw.body();
    if body.op_name(op).as_str(ctx) != "arith.cmpi" {
        return None;
    }
    Some(
        body.attr(ctx, op, "predicate")?
            .int_value(ctx)?
            .sext_value(),
    )
}

/// The negation of an `arith.cmpi` predicate (eq/ne, slt/sge, sle/sgt,
/// ult/uge, ule/ugt).
fn invert_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        other => other,
    }
}

/// `WhileCmpCond`: in the body, a comparison equal to (or the negation of)
/// the condition's `arith.cmpi` on the forwarded operand is constant.
fn cmp_cond(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(p) = parts(rw, op) else {
        return false;
    };
    let condition = rw.body().operand(p.cond, 0);
    let Some(cmp) = rw.body().defining_op(condition) else {
        return false;
    };
    let Some(pred) = cmpi_predicate(ctx, rw, cmp) else {
        return false;
    };
    let cmp_ops: Values = rw.body().operands(cmp).collect();
    let cargs = cond_args(rw, p.cond);
    let after_args: Values = SmallVec::from_slice(rw.body().block_args(p.after));
    let i1 = rw.body().value_type(condition);
    let mut changed = false;
    for (c, a) in cargs.iter().zip(&after_args) {
        for idx in 0..2 {
            if *c != cmp_ops[idx] {
                continue;
            }
            let users: SmallVec<[OpId; 4]> = rw
                .body()
                .uses(*a)
                .map(|u| rw.body().operand_owner(u))
                .collect();
            let mut done: SmallVec<[OpId; 4]> = SmallVec::new();
            for user in users {
                if done.contains(&user) {
                    continue;
                }
                let Some(pred2) = cmpi_predicate(ctx, rw, user) else {
                    continue;
                };
                if rw.body().operand(user, 1 - idx) != cmp_ops[1 - idx] {
                    continue;
                }
                let same = if pred2 == pred {
                    true
                } else if pred2 == invert_predicate(pred) {
                    false
                } else {
                    continue;
                };
                let v = constant(rw, user, i1, Attribute::bool(ctx, same));
                rw.replace_op(user, &[v]);
                done.push(user);
                changed = true;
            }
        }
    }
    changed
}

/// `WhileUnusedResult`: results unused both outside and in the body are
/// no longer passed by `scf.condition`.
fn unused_result(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(p) = parts(rw, op) else {
        return false;
    };
    let body = rw.body();
    let results: Values = body.results(op).collect();
    let after_args: Values = SmallVec::from_slice(body.block_args(p.after));
    let cargs = cond_args(rw, p.cond);
    if after_args.len() != results.len() || cargs.len() != results.len() {
        return false;
    }
    let keep: SmallVec<[bool; 4]> = results
        .iter()
        .zip(&after_args)
        .map(|(r, a)| body.has_uses(*r) || body.has_uses(*a))
        .collect();
    if keep.iter().all(|k| *k) {
        return false;
    }
    let loc = body.op_loc(op);
    let inits: Values = body.operands(op).collect();
    let types: SmallVec<[Type; 4]> = select(&results, &keep)
        .iter()
        .map(|r| body.value_type(*r))
        .collect();
    set_tail_operands(rw, p.cond, 1, &select(&cargs, &keep));
    let new_op = rebuild(rw, op, &types, &inits);
    let new_args: SmallVec<[(Type, Location); 4]> = types.iter().map(|t| (*t, loc)).collect();
    reshape_block(rw, p.after, &new_args, &fates_of(&keep, |i| after_args[i]));
    let new_results: Values = rw.body().results(new_op).collect();
    let replacements: Values = fates_of(&keep, |i| results[i])
        .iter()
        .map(|f| match *f {
            ArgFate::Keep(i) => new_results[i],
            ArgFate::Replace(v) => v,
        })
        .collect();
    rw.replace_op(op, &replacements);
    true
}

/// `WhileRemoveDuplicatedResults`: a value passed twice by
/// `scf.condition` is passed once.
fn remove_duplicated_results(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(p) = parts(rw, op) else {
        return false;
    };
    let cargs = cond_args(rw, p.cond);
    let mut first: HashMap<Value, usize> = HashMap::new();
    let mut unique: Values = SmallVec::new();
    let positions: SmallVec<[usize; 4]> = cargs
        .iter()
        .map(|v| {
            *first.entry(*v).or_insert_with(|| {
                unique.push(*v);
                unique.len() - 1
            })
        })
        .collect();
    if unique.len() == cargs.len() || rw.body().block_args(p.after).len() != cargs.len() {
        return false;
    }
    let loc = rw.body().op_loc(op);
    let inits: Values = rw.body().operands(op).collect();
    let types: SmallVec<[Type; 4]> = unique.iter().map(|v| rw.body().value_type(*v)).collect();
    set_tail_operands(rw, p.cond, 1, &unique);
    let new_op = rebuild(rw, op, &types, &inits);
    let new_args: SmallVec<[(Type, Location); 4]> = types.iter().map(|t| (*t, loc)).collect();
    let fates: SmallVec<[ArgFate; 4]> = positions.iter().map(|i| ArgFate::Keep(*i)).collect();
    reshape_block(rw, p.after, &new_args, &fates);
    let new_results: Values = rw.body().results(new_op).collect();
    let replacements: Values = positions.iter().map(|i| new_results[*i]).collect();
    rw.replace_op(op, &replacements);
    true
}

/// `WhileRemoveUnusedArgs`: unused arguments of the condition region are
/// dropped with their init and yielded values.
fn remove_unused_args(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(p) = parts(rw, op) else {
        return false;
    };
    let body = rw.body();
    let before_args: Values = SmallVec::from_slice(body.block_args(p.before));
    let keep: SmallVec<[bool; 4]> = before_args.iter().map(|a| body.has_uses(*a)).collect();
    let inits: Values = body.operands(op).collect();
    let yielded: Values = body.operands(p.yield_op).collect();
    if keep.iter().all(|k| *k) || inits.len() != keep.len() || yielded.len() != keep.len() {
        return false;
    }
    let types: SmallVec<[Type; 4]> = body.results(op).map(|r| body.value_type(r)).collect();
    let new_args = kept_args(rw, p.before, &keep);
    set_tail_operands(rw, p.yield_op, 0, &select(&yielded, &keep));
    let new_op = rebuild(rw, op, &types, &select(&inits, &keep));
    reshape_block(
        rw,
        p.before,
        &new_args,
        &fates_of(&keep, |i| before_args[i]),
    );
    let results: Values = rw.body().results(new_op).collect();
    rw.replace_op(op, &results);
    true
}

/// `WhileOpAlignBeforeArgs`: when `scf.condition` forwards a permutation
/// of the condition region's arguments, it forwards them in order.
fn align_before_args(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(p) = parts(rw, op) else {
        return false;
    };
    let body = rw.body();
    let before_args: Values = SmallVec::from_slice(body.block_args(p.before));
    let cargs = cond_args(rw, p.cond);
    if before_args == cargs || cargs.len() != before_args.len() {
        return false;
    }
    let mut seen: SmallVec<[Value; 4]> = SmallVec::new();
    for c in &cargs {
        if seen.contains(c) {
            return false;
        }
        seen.push(*c);
    }
    // `to_new[j]`: the position of condition argument j among the before arguments.
    let mut to_new: SmallVec<[usize; 4]> = SmallVec::new();
    for c in &cargs {
        let Some(i) = before_args.iter().position(|a| a == c) else {
            return false;
        };
        to_new.push(i);
    }
    if body.block_args(p.after).len() != cargs.len() {
        return false;
    }
    let loc = body.op_loc(op);
    let results: Values = body.results(op).collect();
    let mut types: SmallVec<[Type; 4]> =
        SmallVec::from_elem(body.value_type(results[0]), results.len());
    for (j, i) in to_new.iter().enumerate() {
        types[*i] = body.value_type(results[j]);
    }
    let inits: Values = body.operands(op).collect();
    set_tail_operands(rw, p.cond, 1, &before_args);
    let new_op = rebuild(rw, op, &types, &inits);
    let new_args: SmallVec<[(Type, Location); 4]> = types.iter().map(|t| (*t, loc)).collect();
    let fates: SmallVec<[ArgFate; 4]> = to_new.iter().map(|i| ArgFate::Keep(*i)).collect();
    reshape_block(rw, p.after, &new_args, &fates);
    let new_results: Values = rw.body().results(new_op).collect();
    let replacements: Values = to_new.iter().map(|i| new_results[*i]).collect();
    rw.replace_op(op, &replacements);
    true
}

/// Appends the operations nested in `region` to `out` in post-order (as
/// upstream's default walk).
fn post_order(rw: &Rewriter<'_>, region: RegionId, out: &mut Vec<OpId>) {
    let body = rw.body();
    for b in body.region_blocks(region) {
        for o in body.block_ops(b) {
            for r in body.local_regions(o) {
                strata_ir::stack::grow(|| post_order(rw, *r, out));
            }
            out.push(o);
        }
    }
}

/// The values defined in `region` and used inside `inner`, in walk order.
fn used_from(rw: &Rewriter<'_>, inner: RegionId, region: RegionId) -> Values {
    let body = rw.body();
    let mut ops = Vec::new();
    post_order(rw, inner, &mut ops);
    let mut out: Values = SmallVec::new();
    for o in ops {
        for v in body.operands(o) {
            if body.value_region(v) == Some(region) && !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

/// `WhileMoveIfDown`: an `scf.if` on the loop condition right before
/// `scf.condition` (with an else region that only yields) moves into the
/// body.
fn move_if_down(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(p) = parts(rw, op) else {
        return false;
    };
    let body = rw.body();
    let Some(if_op) = body.prev_op(p.cond) else {
        return false;
    };
    if body.op_name(if_op).as_str(ctx) != IfOp::NAME
        || body.operand(if_op, 0) != body.operand(p.cond, 0)
    {
        return false;
    }
    let regions = body.local_regions(if_op);
    let (Some(&then_region), Some(&else_region)) = (regions.first(), regions.get(1)) else {
        return false;
    };
    let Some(then_block) = body.entry_block(then_region) else {
        return false;
    };
    let else_block = body.entry_block(else_region);
    if else_block.is_some_and(|b| body.first_op(b) != body.last_op(b)) {
        return false;
    }
    let if_results: Values = body.results(if_op).collect();
    if if_results
        .iter()
        .any(|r| body.uses(*r).any(|u| body.operand_owner(u) != p.cond))
    {
        return false;
    }
    let (Some(then_yield), else_yield) = (
        body.last_op(then_block),
        else_block.and_then(|b| body.last_op(b)),
    ) else {
        return false;
    };
    if !if_results.is_empty() && else_yield.is_none() {
        return false;
    }
    let cargs = cond_args(rw, p.cond);
    let after_args: Values = SmallVec::from_slice(rw.body().block_args(p.after));
    for (idx, c) in cargs.iter().enumerate() {
        let Some(k) = if_results.iter().position(|r| r == c) else {
            continue;
        };
        let then_v = rw.body().operand(then_yield, k);
        let Some(else_v) = else_yield.map(|e| rw.body().operand(e, k)) else {
            continue;
        };
        rw.replace_all_uses_with(if_results[k], else_v);
        if let Some(a) = after_args.get(idx) {
            rw.replace_all_uses_with(*a, then_v);
        }
    }
    let before_region = rw.body().block_region(p.before);
    let extra = before_region.map_or_else(SmallVec::new, |r| used_from(rw, then_region, r));
    let loc = rw.body().op_loc(op);
    let inits: Values = rw.body().operands(op).collect();
    let mut types: SmallVec<[Type; 4]> = rw
        .body()
        .results(op)
        .map(|r| rw.body().value_type(r))
        .collect();
    let old_count = types.len();
    types.extend(extra.iter().map(|v| rw.body().value_type(*v)));
    let new_op = rebuild(rw, op, &types, &inits);
    let mut new_args: SmallVec<[Value; 4]> = SmallVec::new();
    for v in &extra {
        let ty = rw.body().value_type(*v);
        new_args.push(rw.body_mut_untracked().add_block_arg(p.after, ty, loc));
    }
    rw.notify_modified(new_op);
    let mut all_args = cond_args(rw, p.cond);
    all_args.extend(extra.iter().copied());
    set_tail_operands(rw, p.cond, 1, &all_args);
    for (v, a) in extra.iter().zip(&new_args) {
        let users: SmallVec<[OpId; 8]> = rw
            .body()
            .uses(*v)
            .map(|u| rw.body().operand_owner(u))
            .filter(|o| inside(rw, then_region, *o))
            .collect();
        for user in users {
            rw.modify_in_place(user, |b| {
                b.replace_uses_if(*v, *a, |b, u| b.operand_owner(u) == user)
            });
        }
    }
    rw.erase_op(then_yield);
    let first = rw.body().first_op(p.after);
    rw.inline_block(then_block, p.after, first, &[]);
    rw.erase_op(if_op);
    let results: Values = rw.body().results(new_op).take(old_count).collect();
    rw.replace_op(op, &results);
    true
}

/// Patterns of `scf.while`: `WhileConditionTruth`, the region-branch
/// patterns shared by every region-branch op, then the others.
pub(crate) fn while_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(WhileOp::NAME),
        "WhileConditionTruth",
        condition_truth,
    ));
    add_region_branch_patterns(set, WhileOp::NAME);
    let patterns: [(&'static str, PatternFn); 8] = [
        (
            "RemoveLoopInvariantArgsFromBeforeBlock",
            remove_invariant_args,
        ),
        ("RemoveLoopInvariantValueYielded", remove_invariant_yielded),
        ("WhileCmpCond", cmp_cond),
        ("WhileUnusedResult", unused_result),
        ("WhileRemoveDuplicatedResults", remove_duplicated_results),
        ("WhileRemoveUnusedArgs", remove_unused_args),
        ("WhileOpAlignBeforeArgs", align_before_args),
        ("WhileMoveIfDown", move_if_down),
    ];
    for (name, f) in patterns {
        set.add(FnPattern::new(Some(WhileOp::NAME), name, f));
    }
}
