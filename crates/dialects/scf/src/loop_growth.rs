//! Growing an `scf.for` by extra loop-carried variables (upstream's
//! `ForOp::replaceWithAdditionalYields`).

use smallvec::SmallVec;
use strata_ir::{Body, Context, OpId, OperationState, StateRegions, Type, Value};

/// True if `ancestor` is `op` or contains it.
fn is_ancestor(body: &Body, ancestor: OpId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if o == ancestor {
            return true;
        }
        cur = body.parent_op(o);
    }
    false
}

/// Replaces the `scf.for` `op` by one carrying `new_inits` as extra
/// iteration values after its own; the body moves to the new loop, whose
/// terminator yields what `new_yields` returns for the new block
/// arguments. Returns the new loop (`None` if `op` is malformed).
pub(crate) fn add_iter_args(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    new_inits: &[Value],
    replace_init_uses_in_loop: bool,
    new_yields: &mut strata_ir::interfaces::NewYieldValuesFn<'_>,
) -> Option<OpId> {
    let old_region = *body.local_regions(op).first()?;
    let block = body.entry_block(old_region)?;
    let term = body.last_op(block)?;
    let loc = body.op_loc(op);
    let new_region = body.create_region();
    while let Some(b) = body.entry_block(old_region) {
        body.unlink_block(b);
        body.append_block(new_region, b);
    }
    let new_args: SmallVec<[Value; 4]> = new_inits
        .iter()
        .map(|v| {
            let ty: Type = body.value_type(*v);
            body.add_block_arg(block, ty, loc)
        })
        .collect();
    let mut state = OperationState::new(body.op_name(op), loc);
    state.operands.extend(body.operands(op));
    state.operands.extend(new_inits.iter().copied());
    let old_results: SmallVec<[Value; 4]> = body.results(op).collect();
    state
        .result_types
        .extend(old_results.iter().map(|r| body.value_type(*r)));
    state
        .result_types
        .extend(new_inits.iter().map(|v| body.value_type(*v)));
    state.props = body.op_props(op);
    state.attrs = Some(body.op_attrs(op));
    state.regions = StateRegions::Local(SmallVec::from_slice(&[new_region]));
    let new_op = body.create_op(ctx, state);
    body.insert_op_before(op, new_op);
    let mut yielded: SmallVec<[Value; 4]> = body.operands(term).collect();
    yielded.extend(new_yields(body, &new_args));
    body.set_operands(term, &yielded);
    if replace_init_uses_in_loop {
        for (init, arg) in new_inits.iter().zip(&new_args) {
            body.replace_uses_if(*init, *arg, |b, u| {
                let user = b.operand_owner(u);
                user != new_op && is_ancestor(b, new_op, user)
            });
        }
    }
    let new_results: SmallVec<[Value; 4]> = body.results(new_op).take(old_results.len()).collect();
    body.replace_all_op_uses(op, &new_results);
    body.erase_op(op);
    Some(new_op)
}
