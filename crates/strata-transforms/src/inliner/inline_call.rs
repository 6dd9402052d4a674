//! Inlining one call site: cloning the callee's body into the caller's
//! body at the call and wiring its returns to the call's results.

use smallvec::SmallVec;
use strata_ir::interfaces::{CallOpInterface, DialectInlinerInterface};
use strata_ir::ir::{WalkOrder, WalkResult};
use strata_ir::{AttrKind, BlockId, Body, Context, Location, OpId, OpTraits, TypeKind, Value};

use super::clone::{Mapping, clone_region_blocks};

/// True if the call `call` (of `caller`) may be replaced by the body of
/// `callee` (of `module`): neither is marked `no_inline`, the signatures
/// agree, and every operation of the callee is legal to inline, into the
/// region holding the call, by its dialect's [`DialectInlinerInterface`].
pub fn can_inline(ctx: &Context, caller: &Body, call: OpId, module: &Body, callee: OpId) -> bool {
    if caller.attr(ctx, call, "no_inline").is_some()
        || module.attr(ctx, callee, "no_inline").is_some()
    {
        return false;
    }
    let Some(inner) = module.isolated_body(callee) else {
        return false;
    };
    let Some(entry) = inner
        .root_regions()
        .first()
        .and_then(|&r| inner.entry_block(r))
    else {
        return false;
    };
    let args = inner.block_args(entry);
    if args.len() != caller.num_operands(call)
        || args
            .iter()
            .zip(caller.operands(call))
            .any(|(&a, v)| inner.value_type(a) != caller.value_type(v))
    {
        return false;
    }
    let Some(results) = callee_result_types(ctx, module, callee) else {
        return false;
    };
    if results.len() != caller.num_results(call)
        || results
            .iter()
            .zip(caller.results(call))
            .any(|(&t, r)| t != caller.value_type(r))
    {
        return false;
    }
    let dest = caller.parent_op_name(call);
    let mut legal = true;
    for &r in inner.root_regions() {
        inner.walk_region(r, WalkOrder::PreOrder, &mut |b, op| {
            let legal_op = b
                .op_name(op)
                .dialect_interface::<dyn DialectInlinerInterface>(ctx)
                .is_some_and(|i| i.is_legal_to_inline_into(ctx, b, op, dest));
            if !legal_op || b.isolated_body(op).is_some() {
                legal = false;
                return WalkResult::Interrupt;
            }
            WalkResult::Advance
        });
    }
    legal
}

/// The result types of the function type of callable `op`.
fn callee_result_types(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<strata_ir::Type>> {
    let attr = body.attr(ctx, op, "function_type")?;
    let AttrKind::Type(ty) = attr.kind(ctx) else {
        return None;
    };
    match ty.kind(ctx) {
        TypeKind::Function { types, num_inputs } => Some(types[*num_inputs as usize..].to_vec()),
        _ => None,
    }
}

/// True if the region holding `call` accepts a multi-block callee: it is
/// the function's body, or its parent is known not to be single-block
/// (an unregistered parent might be).
pub fn caller_supports_multiple_blocks(ctx: &Context, caller: &Body, call: OpId) -> bool {
    match caller.parent_op(call) {
        Some(parent) => {
            let name = caller.op_name(parent);
            name.is_registered(ctx) && !name.has_trait(ctx, OpTraits::SINGLE_BLOCK)
        }
        None => true,
    }
}

/// Inlines `callee_body` (the body of the called function) at `call` in
/// `caller`, replaces and erases the call, and returns the call operations
/// among the inlined operations.
pub fn inline_call(ctx: &Context, caller: &mut Body, call: OpId, callee_body: &Body) -> Vec<OpId> {
    let Some(&region) = callee_body.root_regions().first() else {
        return Vec::new();
    };
    let Some(block) = caller.op_block(call) else {
        return Vec::new();
    };
    let call_loc = caller.op_loc(call);
    let remap = |loc: Location| {
        if call_loc.is_unknown(ctx) {
            loc
        } else {
            stack_locations(ctx, loc, call_loc)
        }
    };
    let mut map = Mapping::default();
    if let Some(entry) = callee_body.entry_block(region) {
        for (&a, v) in callee_body
            .block_args(entry)
            .iter()
            .zip(caller.operands(call))
        {
            map.map_value(a, v);
        }
    }
    let blocks = clone_region_blocks(ctx, callee_body, region, caller, &mut map, &remap);
    let results: SmallVec<[Value; 4]> = caller.results(call).collect();

    // The operations after the call move to a continuation block.
    let post = caller.create_block();
    while let Some(next) = caller.next_op(call) {
        caller.unlink_op(next);
        caller.append_op(post, next);
    }
    let Some(parent_region) = caller.block_region(block) else {
        return Vec::new();
    };
    caller.link_block(parent_region, Some(block), post);

    let mut new_calls = Vec::new();
    for &b in &blocks {
        collect_calls(ctx, caller, b, &mut new_calls);
    }

    let first = blocks[0];
    if blocks.len() == 1 {
        if let Some(term) = caller.last_op(first) {
            if let Some(inliner) = caller
                .op_name(term)
                .dialect_interface::<dyn DialectInlinerInterface>(ctx)
            {
                inliner.handle_terminator_with_values(ctx, caller, term, &results);
            }
            caller.erase_op(term);
        }
        caller.splice_block_ops(post, first);
        caller.erase_block(post);
    } else {
        for &r in &results {
            let ty = caller.value_type(r);
            let arg = caller.add_block_arg(post, ty, call_loc);
            caller.replace_all_uses(r, arg);
        }
        let mut after = Some(block);
        for &b in &blocks {
            caller.link_block(parent_region, after, b);
            after = Some(b);
            if let Some(term) = caller.last_op(b)
                && let Some(inliner) = caller
                    .op_name(term)
                    .dialect_interface::<dyn DialectInlinerInterface>(ctx)
            {
                inliner.handle_terminator_with_branch(ctx, caller, term, post);
            }
        }
    }
    caller.splice_block_ops(first, block);
    caller.erase_block(first);
    caller.drop_all_references(call);
    caller.erase_op(call);
    new_calls
}

/// Appends `caller` to the inlining stack of `callee`: the innermost
/// caller of a call-site location chain becomes a call site at `caller`.
fn stack_locations(ctx: &Context, callee: Location, caller: Location) -> Location {
    match callee.0.kind(ctx) {
        AttrKind::CallSiteLoc {
            callee: inner,
            caller: outer,
        } => Location::callsite(
            ctx,
            Location(*inner),
            stack_locations(ctx, Location(*outer), caller),
        ),
        _ => Location::callsite(ctx, callee, caller),
    }
}

/// Appends the call operations in `block` (and nested in its operations).
fn collect_calls(ctx: &Context, body: &Body, block: BlockId, out: &mut Vec<OpId>) {
    for op in body.block_ops(block) {
        body.walk_op(op, WalkOrder::PreOrder, &mut |b, o| {
            if b.op_name(o).interface::<dyn CallOpInterface>(ctx).is_some() {
                out.push(o);
            }
            WalkResult::Advance
        });
    }
}
