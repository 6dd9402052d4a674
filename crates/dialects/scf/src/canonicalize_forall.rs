//! Canonicalization of `scf.forall`: shared outputs whose result is unused,
//! or that no `tensor.parallel_insert_slice` writes, are dropped
//! (upstream's `ForallOpIterArgsFolder`).

use smallvec::SmallVec;
use strata_ir::attributes::dense_i32_values;
use strata_ir::{
    Attribute, BlockId, Context, NamedAttr, OpId, OperationName, OperationState, StateRegions,
    Type, Value,
};
use strata_ods::operand_group;
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::ForallOp;

/// Patterns of `scf.forall`.
pub(crate) fn forall_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(ForallOp::NAME),
        "ForallOpIterArgsFolder",
        drop_unused_shared_outs,
    ));
}

/// The ops of the `in_parallel` terminator of `block` that insert into
/// `out` (upstream's `getCombiningOps`).
fn combining_ops(rw: &Rewriter<'_>, block: BlockId, out: Value) -> SmallVec<[OpId; 2]> {
    let body = rw.body();
    let Some(term) = body.last_op(block) else {
        return SmallVec::new();
    };
    let Some(inner) = body
        .local_regions(term)
        .first()
        .and_then(|r| body.entry_block(*r))
    else {
        return SmallVec::new();
    };
    body.block_ops(inner)
        .filter(|o| body.num_operands(*o) > 1 && body.operand(*o, 1) == out)
        .collect()
}

/// `ForallOpIterArgsFolder`: rebuilds the loop without the shared outputs
/// whose result is unused or which nothing writes; their results become the
/// initial values and their block arguments the initial values inside.
fn drop_unused_shared_outs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let outs = operand_group(ctx, body, op, "outputs");
    let Some(&region) = body.local_regions(op).first() else {
        return false;
    };
    let Some(block) = body.entry_block(region) else {
        return false;
    };
    let args: SmallVec<[Value; 8]> = SmallVec::from_slice(body.block_args(block));
    let results: SmallVec<[Value; 4]> = body.results(op).collect();
    if outs.len() != results.len() || args.len() < outs.len() {
        return false;
    }
    let rank = args.len() - outs.len();
    let dropped: SmallVec<[bool; 4]> = (0..outs.len())
        .map(|i| !body.has_uses(results[i]) || combining_ops(rw, block, args[rank + i]).is_empty())
        .collect();
    if !dropped.contains(&true) {
        return false;
    }
    for i in (0..outs.len()).filter(|i| dropped[*i]) {
        for combining in combining_ops(rw, block, args[rank + i]) {
            rw.erase_op(combining);
        }
        rw.replace_all_uses_with(args[rank + i], outs[i]);
    }
    let body = rw.body();
    let kept = |i: &usize| !dropped[*i];
    let mut state = OperationState::new(OperationName::new(ctx, ForallOp::NAME), body.op_loc(op));
    let num_bounds = body.num_operands(op) - outs.len();
    state.operands.extend(body.operands(op).take(num_bounds));
    state
        .operands
        .extend((0..outs.len()).filter(kept).map(|i| outs[i]));
    let types: SmallVec<[Type; 4]> = (0..outs.len())
        .filter(kept)
        .map(|i| body.value_type(results[i]))
        .collect();
    state.result_types.extend(types);
    state.props = body
        .op_props(op)
        .map(|p| with_outputs(ctx, p, state.operands.len() - num_bounds));
    let body = rw.body_mut_untracked();
    for i in (0..outs.len()).rev().filter(|i| dropped[*i]) {
        body.erase_block_arg(block, rank + i);
    }
    let fresh = body.create_region();
    body.unlink_block(block);
    body.append_block(fresh, block);
    state.regions = StateRegions::Local(SmallVec::from_slice(&[fresh]));
    rw.set_insertion_point_before(op);
    let new_op = rw.create(state);
    let mut next = rw.body().results(new_op);
    let replacements: SmallVec<[Value; 4]> = (0..outs.len())
        .map(|i| {
            if dropped[i] {
                outs[i]
            } else {
                next.next().unwrap_or(outs[i])
            }
        })
        .collect();
    rw.replace_op(op, &replacements);
    true
}

/// The properties `props` with the outputs' segment set to `count`.
fn with_outputs(ctx: &Context, props: Attribute, count: usize) -> Attribute {
    let mut entries: SmallVec<[NamedAttr; 8]> = props.dict_entries(ctx).iter().copied().collect();
    for e in &mut entries {
        if e.name.as_str(ctx) == "operandSegmentSizes"
            && let Some(mut sizes) = dense_i32_values(ctx, e.value)
            && let Some(last) = sizes.last_mut()
        {
            *last = count as i32;
            e.value = Attribute::dense_i32_array(ctx, &sizes);
        }
    }
    Attribute::dictionary(ctx, &mut entries)
}
