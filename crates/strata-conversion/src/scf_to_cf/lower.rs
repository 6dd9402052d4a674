//! The lowering of each scf op (upstream's `ForLowering`, `IfLowering`,
//! `WhileLowering` / `DoWhileLowering`, `ExecuteRegionLowering` and
//! `IndexSwitchLowering`; `scf.parallel` and `scf.forall` are in
//! `parallel`).

use smallvec::SmallVec;
use strata_dialect_arith::enums::CMPI_PREDICATE;
use strata_dialect_cf::{SwitchCase, build_br, build_cond_br, build_switch};
use strata_dialect_scf::{
    ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, WhileOp,
    YieldOp,
};
use strata_ir::interfaces::FoldOpInterface;
use strata_ir::{
    Attribute, BlockId, Body, Context, Ident, NamedAttr, OpId, OperationName, OperationState,
    RegionId, Type, Value,
};
use strata_ods::accessors::dense_i64_values;
use strata_support::apint::APInt;

use super::blocks::{append, inline_region_before, insert_before, split_block};

/// Lowers `op` if it is one of the scf ops this pass handles; false if
/// it is one the pass cannot lower.
pub(crate) fn lower_op(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let name = body.op_name(op).as_str(ctx);
    if body.op_block(op).is_none() {
        return true;
    }
    // Like upstream's conversion driver, try folding the op in place
    // first (`scf.if` on a negated condition swaps its regions).
    if let Some(folder) = body.op_name(op).interface::<dyn FoldOpInterface>(ctx) {
        let _ = folder.fold(ctx, body, op, &[]);
    }
    match name {
        ForOp::NAME => lower_for(ctx, body, op),
        IfOp::NAME => lower_if(ctx, body, op),
        WhileOp::NAME => lower_while(ctx, body, op),
        ExecuteRegionOp::NAME => lower_execute_region(ctx, body, op),
        IndexSwitchOp::NAME => lower_index_switch(ctx, body, op),
        ParallelOp::NAME => super::parallel::lower_parallel(ctx, body, op),
        ForallOp::NAME => return super::parallel::lower_forall(ctx, body, op),
        _ => {}
    }
    true
}

fn regions(body: &Body, op: OpId) -> SmallVec<[RegionId; 4]> {
    SmallVec::from_slice(body.local_regions(op))
}

fn operands(body: &Body, op: OpId) -> SmallVec<[Value; 4]> {
    body.operands(op).collect()
}

/// Replaces the results of `op` by `values` and erases it.
fn replace(body: &mut Body, op: OpId, values: &[Value]) {
    body.replace_all_op_uses(op, values);
    body.erase_op(op);
}

/// Replaces terminator `term` by a `cf.br` to `dest` with its operands.
fn branch_instead(ctx: &Context, body: &mut Body, term: OpId, dest: BlockId) {
    let loc = body.op_loc(term);
    let args = operands(body, term);
    insert_before(ctx, body, term, build_br(ctx, loc, dest, &args));
    body.erase_op(term);
}

fn simple(
    ctx: &Context,
    name: &str,
    body_loc: strata_ir::Location,
    operands: &[Value],
    result: Type,
) -> OperationState {
    let mut state = OperationState::new(OperationName::new(ctx, name), body_loc);
    state.operands.extend(operands.iter().copied());
    state.result_types.push(result);
    state
}

pub(crate) fn lower_for(ctx: &Context, body: &mut Body, op: OpId) {
    let loc = body.op_loc(op);
    let (Some(init_block), Some(&region)) = (body.op_block(op), body.local_regions(op).first())
    else {
        return;
    };
    let Some(cond_block) = body.entry_block(region) else {
        return;
    };
    let end_block = split_block(body, init_block, Some(op));
    let first = body.first_op(cond_block);
    let first_body = split_block(body, cond_block, first);
    let Some(last_body) = body.region_blocks(region).last() else {
        return;
    };
    inline_region_before(body, region, end_block);
    let Some(&iv) = body.block_args(cond_block).first() else {
        return;
    };
    let all = operands(body, op);
    let (lb, ub, step, inits) = (all[0], all[1], all[2], &all[3..]);
    let iv_ty = body.value_type(iv);
    let stepped = append(
        ctx,
        body,
        last_body,
        simple(ctx, "arith.addi", loc, &[iv, step], iv_ty),
    );
    let mut carried: SmallVec<[Value; 4]> = SmallVec::from_slice(&[body.result(stepped, 0)]);
    if let Some(term) = body.last_op(last_body).and_then(|t| body.prev_op(t)) {
        carried.extend(body.operands(term));
        append(
            ctx,
            body,
            last_body,
            build_br(ctx, loc, cond_block, &carried),
        );
        body.erase_op(term);
    }
    let mut start: SmallVec<[Value; 4]> = SmallVec::from_slice(&[lb]);
    start.extend_from_slice(inits);
    append(
        ctx,
        body,
        init_block,
        build_br(ctx, loc, cond_block, &start),
    );
    let unsigned = body.attr(ctx, op, "unsignedCmp").is_some();
    let mut cmp = simple(ctx, "arith.cmpi", loc, &[iv, ub], Type::int(ctx, 1));
    let mut props = [NamedAttr {
        name: Ident::new(ctx, "predicate"),
        value: CMPI_PREDICATE.attr(ctx, if unsigned { 6 } else { 2 }),
    }];
    cmp.props = Some(Attribute::dictionary(ctx, &mut props));
    let cmp = append(ctx, body, cond_block, cmp);
    let cond = body.result(cmp, 0);
    append(
        ctx,
        body,
        cond_block,
        build_cond_br(ctx, loc, cond, (first_body, &[]), (end_block, &[]), None),
    );
    let results: SmallVec<[Value; 4]> = body.block_args(cond_block)[1..].iter().copied().collect();
    replace(body, op, &results);
}

fn lower_if(ctx: &Context, body: &mut Body, op: OpId) {
    let loc = body.op_loc(op);
    let Some(cond_block) = body.op_block(op) else {
        return;
    };
    let rs = regions(body, op);
    let remaining = split_block(body, cond_block, Some(op));
    let result_types: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let b = body.create_block();
        if let Some(region) = body.block_region(remaining) {
            let after = body.prev_block(remaining);
            body.link_block(region, after, b);
        }
        for t in &result_types {
            body.add_block_arg(b, *t, loc);
        }
        append(ctx, body, b, build_br(ctx, loc, remaining, &[]));
        b
    };
    let mut targets = [continue_block, continue_block];
    for (i, &region) in rs.iter().enumerate().take(2) {
        if body.region_is_empty(region) {
            continue;
        }
        let (Some(entry), Some(last)) =
            (body.entry_block(region), body.region_blocks(region).last())
        else {
            continue;
        };
        if let Some(term) = body.last_op(last) {
            let args = operands(body, term);
            append(ctx, body, last, build_br(ctx, loc, continue_block, &args));
            body.erase_op(term);
        }
        inline_region_before(body, region, continue_block);
        targets[i] = entry;
    }
    let cond = body.operand(op, 0);
    append(
        ctx,
        body,
        cond_block,
        build_cond_br(ctx, loc, cond, (targets[0], &[]), (targets[1], &[]), None),
    );
    let results: SmallVec<[Value; 4]> = body.block_args(continue_block).iter().copied().collect();
    replace(body, op, &results);
}

/// True if the `after` region of a while only forwards its arguments.
fn is_do_while(ctx: &Context, body: &Body, after: RegionId) -> bool {
    let Some(block) = body.entry_block(after) else {
        return false;
    };
    let mut ops = body.block_ops(block);
    let (Some(only), None) = (ops.next(), ops.next()) else {
        return false;
    };
    body.op_name(only).as_str(ctx) == YieldOp::NAME
        && body
            .operands(only)
            .eq(body.block_args(block).iter().copied())
}

fn lower_while(ctx: &Context, body: &mut Body, op: OpId) {
    let loc = body.op_loc(op);
    let Some(current) = body.op_block(op) else {
        return;
    };
    let rs = regions(body, op);
    let (Some(&before_r), Some(&after_r)) = (rs.first(), rs.get(1)) else {
        return;
    };
    let (Some(before), Some(after)) = (body.entry_block(before_r), body.entry_block(after_r))
    else {
        return;
    };
    let (Some(before_last), Some(after_last)) = (
        body.region_blocks(before_r).last(),
        body.region_blocks(after_r).last(),
    ) else {
        return;
    };
    let do_while = is_do_while(ctx, body, after_r);
    let continuation = split_block(body, current, Some(op));
    if do_while {
        inline_region_before(body, before_r, continuation);
    } else {
        inline_region_before(body, after_r, continuation);
        inline_region_before(body, before_r, after);
    }
    let inits = operands(body, op);
    append(ctx, body, current, build_br(ctx, loc, before, &inits));
    let Some(cond_op) = body
        .last_op(before_last)
        .filter(|t| body.op_name(*t).as_str(ctx) == ConditionOp::NAME)
    else {
        return;
    };
    let all = operands(body, cond_op);
    let (cond, args) = (all[0], &all[1..]);
    let loop_dest = if do_while { before } else { after };
    let cloc = body.op_loc(cond_op);
    insert_before(
        ctx,
        body,
        cond_op,
        build_cond_br(
            ctx,
            cloc,
            cond,
            (loop_dest, args),
            (continuation, &[]),
            None,
        ),
    );
    body.erase_op(cond_op);
    if !do_while && let Some(yield_op) = body.last_op(after_last) {
        branch_instead(ctx, body, yield_op, before);
    }
    let results: SmallVec<[Value; 4]> = SmallVec::from_slice(args);
    replace(body, op, &results);
}

fn lower_execute_region(ctx: &Context, body: &mut Body, op: OpId) {
    let loc = body.op_loc(op);
    let Some(cond_block) = body.op_block(op) else {
        return;
    };
    let Some(&region) = body.local_regions(op).first() else {
        return;
    };
    let Some(entry) = body.entry_block(region) else {
        return;
    };
    let remaining = split_block(body, cond_block, Some(op));
    append(ctx, body, cond_block, build_br(ctx, loc, entry, &[]));
    let blocks: SmallVec<[BlockId; 4]> = body.region_blocks(region).collect();
    for b in blocks {
        if let Some(term) = body.last_op(b)
            && body.op_name(term).as_str(ctx) == YieldOp::NAME
        {
            let args = operands(body, term);
            insert_before(ctx, body, term, build_br(ctx, loc, remaining, &args));
            body.erase_op(term);
        }
    }
    inline_region_before(body, region, remaining);
    let types: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    let results: SmallVec<[Value; 4]> = types
        .iter()
        .map(|t| body.add_block_arg(remaining, *t, loc))
        .collect();
    replace(body, op, &results);
}

fn lower_index_switch(ctx: &Context, body: &mut Body, op: OpId) {
    let loc = body.op_loc(op);
    let Some(cond_block) = body.op_block(op) else {
        return;
    };
    let rs = regions(body, op);
    let continue_block = split_block(body, cond_block, Some(op));
    let types: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    let results: SmallVec<[Value; 4]> = types
        .iter()
        .map(|t| body.add_block_arg(continue_block, *t, loc))
        .collect();
    let convert = |body: &mut Body, region: RegionId| -> Option<BlockId> {
        let block = body.entry_block(region)?;
        if let Some(term) = body.last_op(block) {
            branch_instead(ctx, body, term, continue_block);
        }
        inline_region_before(body, region, continue_block);
        Some(block)
    };
    let values = body
        .attr(ctx, op, "cases")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    let mut cases = Vec::with_capacity(values.len());
    for (&region, &value) in rs.iter().skip(1).zip(&values) {
        if let Some(dest) = convert(body, region) {
            cases.push(SwitchCase {
                value: APInt::from_i64(32, value),
                dest,
                operands: SmallVec::new(),
            });
        }
    }
    let Some(default) = rs.first().and_then(|r| convert(body, *r)) else {
        return;
    };
    let arg = body.operand(op, 0);
    let cast = append(
        ctx,
        body,
        cond_block,
        simple(ctx, "arith.index_cast", loc, &[arg], Type::int(ctx, 32)),
    );
    let flag = body.result(cast, 0);
    let switch = build_switch(ctx, body, loc, flag, (default, &[]), &cases);
    append(ctx, body, cond_block, switch);
    replace(body, op, &results);
}
