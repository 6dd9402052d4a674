//! Canonicalization patterns of the `cf` dialect: branch threading through
//! pass-through blocks, merging single-predecessor blocks, branches on
//! constants, and switches on conditions already decided by a predecessor.

use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use strata_ir::{
    Attribute, BlockId, Body, Context, Ident, Location, NamedAttr, OpId, OperationName,
    OperationState, Value, ValueDef,
};
use strata_rewrite::matchers::constant_int;
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use super::group_range;
use super::switch::{self, SwitchCase};

/// Operands forwarded along one edge.
type EdgeOperands = SmallVec<[Value; 4]>;

/// The operands of `op` in operand group `group`.
fn group_values(ctx: &Context, body: &Body, op: OpId, group: usize) -> EdgeOperands {
    group_range(ctx, body, op, group)
        .map(|r| r.map(|i| body.operand(op, i)).collect())
        .unwrap_or_default()
}

/// The state of a new `cf.br`.
pub fn build_br(ctx: &Context, loc: Location, dest: BlockId, operands: &[Value]) -> OperationState {
    let mut state = OperationState::new(OperationName::new(ctx, "cf.br"), loc);
    state.operands.extend(operands.iter().copied());
    state.successors.push(dest);
    state
}

/// The state of a new `cf.cond_br`, with optional branch weights.
pub fn build_cond_br(
    ctx: &Context,
    loc: Location,
    condition: Value,
    on_true: (BlockId, &[Value]),
    on_false: (BlockId, &[Value]),
    weights: Option<Attribute>,
) -> OperationState {
    let mut state = OperationState::new(OperationName::new(ctx, "cf.cond_br"), loc);
    state.operands.push(condition);
    state.operands.extend(on_true.1.iter().copied());
    state.operands.extend(on_false.1.iter().copied());
    state.successors.push(on_true.0);
    state.successors.push(on_false.0);
    let mut props = vec![NamedAttr {
        name: Ident::new(ctx, "operandSegmentSizes"),
        value: Attribute::dense_i32_array(
            ctx,
            &[1, on_true.1.len() as i32, on_false.1.len() as i32],
        ),
    }];
    if let Some(w) = weights {
        props.push(NamedAttr {
            name: Ident::new(ctx, "branch_weights"),
            value: w,
        });
    }
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    state
}

/// If `successor` holds nothing but an unconditional branch elsewhere
/// whose block arguments feed only that branch, retargets the edge
/// (`successor`, `operands`) to the branch's destination.
fn collapse_branch(
    ctx: &Context,
    body: &Body,
    successor: &mut BlockId,
    operands: &mut EdgeOperands,
) -> bool {
    let Some(br) = body.first_op(*successor) else {
        return false;
    };
    if body.next_op(br).is_some() || body.op_name(br).as_str(ctx) != "cf.br" {
        return false;
    }
    let args_only_feed_branch = body
        .block_args(*successor)
        .iter()
        .all(|&a| body.uses(a).all(|u| body.operand_owner(u) == br));
    if !args_only_feed_branch {
        return false;
    }
    let dest = body.successors(br)[0];
    if dest == *successor {
        return false;
    }
    let remapped: EdgeOperands = body
        .operands(br)
        .map(|v| match body.value_def(v) {
            ValueDef::BlockArg(b, i) if b == *successor => operands[i as usize],
            _ => v,
        })
        .collect();
    *successor = dest;
    *operands = remapped;
    true
}

/// `br ^b(args)` where `^b` has this block as its only predecessor: splice
/// `^b` into this block.
fn merge_single_predecessor_block(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    let succ = body.successors(op)[0];
    let Some(parent) = body.op_block(op) else {
        return false;
    };
    if succ == parent || body.block_predecessors(succ).len() != 1 {
        return false;
    }
    let operands: EdgeOperands = body.operands(op).collect();
    rw.erase_op(op);
    rw.inline_block(succ, parent, None, &operands);
    true
}

/// `br ^b` where `^b` only branches on to `^c`: branch to `^c` directly.
fn br_pass_through(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut dest = body.successors(op)[0];
    let mut operands: EdgeOperands = body.operands(op).collect();
    if Some(dest) == body.op_block(op) || !collapse_branch(ctx, body, &mut dest, &mut operands) {
        return false;
    }
    let loc = body.op_loc(op);
    rw.replace_op_with_new(op, build_br(ctx, loc, dest, &operands));
    true
}

/// The two edges of a `cf.cond_br`.
fn cond_br_edges(ctx: &Context, body: &Body, op: OpId) -> [(BlockId, EdgeOperands); 2] {
    let succ = body.successors(op);
    [
        (succ[0], group_values(ctx, body, op, 1)),
        (succ[1], group_values(ctx, body, op, 2)),
    ]
}

/// `cond_br` on a constant: an unconditional branch to the taken side.
fn cond_br_on_constant(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let condition = rw.body().operand(op, 0);
    let Some(value) = constant_int(ctx, rw.body_mut_untracked(), condition) else {
        return false;
    };
    let body = rw.body();
    let [on_true, on_false] = cond_br_edges(ctx, body, op);
    let (dest, operands) = if value.is_zero() { on_false } else { on_true };
    let loc = body.op_loc(op);
    rw.replace_op_with_new(op, build_br(ctx, loc, dest, &operands));
    true
}

/// `cond_br` whose destinations only branch on: target their destinations.
fn cond_br_pass_through(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let [(mut t, mut t_ops), (mut f, mut f_ops)] = cond_br_edges(ctx, body, op);
    let collapsed_true = collapse_branch(ctx, body, &mut t, &mut t_ops);
    let collapsed_false = collapse_branch(ctx, body, &mut f, &mut f_ops);
    if !collapsed_true && !collapsed_false {
        return false;
    }
    let state = build_cond_br(
        ctx,
        body.op_loc(op),
        body.operand(op, 0),
        (t, &t_ops),
        (f, &f_ops),
        body.attr(ctx, op, "branch_weights"),
    );
    rw.replace_op_with_new(op, state);
    true
}

/// `cond_br` with both edges to the same block: an unconditional branch,
/// selecting differing operands with `arith.select` when this block is
/// the destination's only predecessor.
fn cond_br_identical_successors(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let [(t, t_ops), (f, f_ops)] = cond_br_edges(ctx, body, op);
    if t != f {
        return false;
    }
    let loc = body.op_loc(op);
    if t_ops == f_ops {
        rw.replace_op_with_new(op, build_br(ctx, loc, t, &t_ops));
        return true;
    }
    if body.unique_predecessor(t) != body.op_block(op) {
        return false;
    }
    let condition = body.operand(op, 0);
    let mut merged = EdgeOperands::new();
    for (a, b) in t_ops.iter().zip(&f_ops) {
        if a == b {
            merged.push(*a);
            continue;
        }
        let mut select = OperationState::new(OperationName::new(ctx, "arith.select"), loc);
        select.operands.extend([condition, *a, *b]);
        select.result_types.push(rw.body().value_type(*a));
        let created = rw.create(select);
        merged.push(rw.body().result(created, 0));
    }
    rw.replace_op_with_new(op, build_br(ctx, loc, t, &merged));
    true
}

/// `cond_br %c` in a block reached only from one side of another
/// `cond_br %c`: the outcome is known.
fn cond_br_decided_by_predecessor(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(current) = body.op_block(op) else {
        return false;
    };
    let Some(pred_term) = body
        .single_predecessor(current)
        .and_then(|p| body.last_op(p))
    else {
        return false;
    };
    if body.op_name(pred_term).as_str(ctx) != "cf.cond_br"
        || body.operand(pred_term, 0) != body.operand(op, 0)
    {
        return false;
    }
    let [on_true, on_false] = cond_br_edges(ctx, body, op);
    let (dest, operands) = if body.successors(pred_term)[0] == current {
        on_true
    } else {
        on_false
    };
    let loc = body.op_loc(op);
    rw.replace_op_with_new(op, build_br(ctx, loc, dest, &operands));
    true
}

/// Uses of the condition inside a destination reached only through this
/// `cond_br` become the constant the condition must have there.
fn cond_br_truth_propagation(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let condition = body.operand(op, 0);
    let loc = body.op_loc(op);
    let succ: [BlockId; 2] = [body.successors(op)[0], body.successors(op)[1]];
    let mut replaced = false;
    for (dest, truth) in [(succ[0], true), (succ[1], false)] {
        if rw.body().single_predecessor(dest).is_none() {
            continue;
        }
        let uses: SmallVec<[_; 4]> = rw
            .body()
            .uses(condition)
            .filter(|&u| rw.body().op_block(rw.body().operand_owner(u)) == Some(dest))
            .collect();
        if uses.is_empty() {
            continue;
        }
        let mut constant = OperationState::new(OperationName::new(ctx, "arith.constant"), loc);
        constant.result_types.push(rw.body().value_type(condition));
        let mut props = [NamedAttr {
            name: Ident::new(ctx, "value"),
            value: Attribute::bool(ctx, truth),
        }];
        constant.props = Some(Attribute::dictionary(ctx, &mut props));
        let created = rw.create(constant);
        let value = rw.body().result(created, 0);
        for u in uses {
            let owner = rw.body().operand_owner(u);
            rw.modify_in_place(owner, |b| b.set_operand_value(u, value));
        }
        replaced = true;
    }
    replaced
}

/// A switch with no cases: an unconditional branch to the default.
fn switch_only_default(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if body.successors(op).len() != 1 {
        return false;
    }
    let operands = switch::default_operands(ctx, body, op);
    let state = build_br(ctx, body.op_loc(op), body.successors(op)[0], &operands);
    rw.replace_op_with_new(op, state);
    true
}

/// Rebuilds a switch with the same flag and default but other cases.
fn replace_switch(
    op: OpId,
    rw: &mut Rewriter<'_>,
    default: (BlockId, &[Value]),
    cases: &[SwitchCase],
) {
    let ctx = rw.ctx;
    let body = rw.body();
    let state = switch::build(
        ctx,
        body,
        body.op_loc(op),
        body.operand(op, 0),
        default,
        cases,
    );
    rw.replace_op_with_new(op, state);
}

/// Cases identical to the default edge are dropped.
fn switch_drop_cases_matching_default(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let default = body.successors(op)[0];
    let default_ops = switch::default_operands(ctx, body, op);
    let mut cases = switch::cases(ctx, body, op);
    let before = cases.len();
    cases.retain(|c| !(c.dest == default && c.operands == default_ops));
    if cases.len() == before {
        return false;
    }
    replace_switch(op, rw, (default, &default_ops), &cases);
    true
}

/// Replaces a switch with a branch along the edge taken for `value`.
fn fold_switch(op: OpId, rw: &mut Rewriter<'_>, value: &strata_support::apint::APInt) {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let state = match switch::cases(ctx, body, op)
        .into_iter()
        .find(|c| &c.value == value)
    {
        Some(case) => build_br(ctx, loc, case.dest, &case.operands),
        None => build_br(
            ctx,
            loc,
            body.successors(op)[0],
            &switch::default_operands(ctx, body, op),
        ),
    };
    rw.replace_op_with_new(op, state);
}

/// A switch on a constant: a branch to the selected destination.
fn switch_on_constant(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let flag = rw.body().operand(op, 0);
    let Some(value) = constant_int(ctx, rw.body_mut_untracked(), flag) else {
        return false;
    };
    fold_switch(op, rw, &value);
    true
}

/// Switch destinations that only branch on are bypassed.
fn switch_pass_through(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut changed = false;
    let mut cases = switch::cases(ctx, body, op);
    for case in &mut cases {
        changed |= collapse_branch(ctx, body, &mut case.dest, &mut case.operands);
    }
    let mut default = body.successors(op)[0];
    let mut default_ops = switch::default_operands(ctx, body, op);
    changed |= collapse_branch(ctx, body, &mut default, &mut default_ops);
    if !changed {
        return false;
    }
    replace_switch(op, rw, (default, &default_ops), &cases);
    true
}

/// The `cf.switch` terminating the single predecessor of `op`'s block, if
/// it switches on the same flag.
fn predecessor_switch_on_same_flag(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<(BlockId, OpId)> {
    let current = body.op_block(op)?;
    let pred_term = body.last_op(body.single_predecessor(current)?)?;
    (body.op_name(pred_term).as_str(ctx) == "cf.switch"
        && body.operand(pred_term, 0) == body.operand(op, 0))
    .then_some((current, pred_term))
}

/// A switch in a case destination of a switch on the same flag: the
/// flag's value is that case's.
fn switch_decided_by_predecessor_case(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some((current, pred)) = predecessor_switch_on_same_flag(ctx, body, op) else {
        return false;
    };
    if body.successors(pred)[0] == current {
        return false;
    }
    let case_value = switch::cases(ctx, body, pred)
        .into_iter()
        .find(|c| c.dest == current)
        .map(|c| c.value);
    match case_value {
        Some(value) => fold_switch(op, rw, &value),
        None => {
            let state = build_br(
                ctx,
                body.op_loc(op),
                body.successors(op)[0],
                &switch::default_operands(ctx, body, op),
            );
            rw.replace_op_with_new(op, state);
        }
    }
    true
}

/// A switch in the default destination of a switch on the same flag drops
/// the cases the predecessor already sent elsewhere.
fn switch_pruned_by_predecessor_default(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some((current, pred)) = predecessor_switch_on_same_flag(ctx, body, op) else {
        return false;
    };
    if body.successors(pred)[0] != current {
        return false;
    }
    let impossible: FxHashSet<_> = switch::cases(ctx, body, pred)
        .into_iter()
        .filter(|c| c.dest != current)
        .map(|c| c.value)
        .collect();
    let mut cases = switch::cases(ctx, body, op);
    let before = cases.len();
    cases.retain(|c| !impossible.contains(&c.value));
    if cases.len() == before {
        return false;
    }
    let default = body.successors(op)[0];
    let default_ops = switch::default_operands(ctx, body, op);
    replace_switch(op, rw, (default, &default_ops), &cases);
    true
}

/// An assertion of a constant true condition is erased.
fn erase_assert_true(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let arg = rw.body().operand(op, 0);
    match constant_int(ctx, rw.body_mut_untracked(), arg) {
        Some(v) if v.is_one() => {
            rw.erase_op(op);
            true
        }
        _ => false,
    }
}

/// Patterns of `cf.br`.
pub fn br_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some("cf.br"),
        "SimplifyBrToBlockWithSinglePred",
        |op, rw: &mut Rewriter<'_>| {
            merge_single_predecessor_block(op, rw) || br_pass_through(op, rw)
        },
    ));
}

/// Patterns of `cf.cond_br`.
pub fn cond_br_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some("cf.cond_br"),
        "SimplifyConstCondBranchPred",
        cond_br_on_constant,
    ));
    set.add(FnPattern::new(
        Some("cf.cond_br"),
        "SimplifyPassThroughCondBranch",
        cond_br_pass_through,
    ));
    set.add(FnPattern::new(
        Some("cf.cond_br"),
        "SimplifyCondBranchIdenticalSuccessors",
        cond_br_identical_successors,
    ));
    set.add(FnPattern::new(
        Some("cf.cond_br"),
        "SimplifyCondBranchFromCondBranchOnSameCondition",
        cond_br_decided_by_predecessor,
    ));
    set.add(FnPattern::new(
        Some("cf.cond_br"),
        "CondBranchTruthPropagation",
        cond_br_truth_propagation,
    ));
}

/// Patterns of `cf.switch`.
pub fn switch_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some("cf.switch"),
        "SimplifySwitchWithOnlyDefault",
        switch_only_default,
    ));
    set.add(FnPattern::new(
        Some("cf.switch"),
        "DropSwitchCasesThatMatchDefault",
        switch_drop_cases_matching_default,
    ));
    set.add(FnPattern::new(
        Some("cf.switch"),
        "SimplifyConstSwitchValue",
        switch_on_constant,
    ));
    set.add(FnPattern::new(
        Some("cf.switch"),
        "SimplifyPassThroughSwitch",
        switch_pass_through,
    ));
    set.add(FnPattern::new(
        Some("cf.switch"),
        "SimplifySwitchFromSwitchOnSameCondition",
        switch_decided_by_predecessor_case,
    ));
    set.add(FnPattern::new(
        Some("cf.switch"),
        "SimplifySwitchFromDefaultSwitchOnSameCondition",
        switch_pruned_by_predecessor_default,
    ));
}

/// Patterns of `cf.assert`.
pub fn assert_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some("cf.assert"),
        "EraseAssertWithConstantTrue",
        erase_assert_true,
    ));
}
