//! The lowering of `scf.parallel` (upstream's `ParallelLowering`: a nest
//! of `scf.for` loops, the reductions merged into the innermost body) and
//! of `scf.forall` without outputs (`ForallLowering`: first an
//! `scf.parallel`, with constants for its static bounds). The loops it
//! creates are lowered right away, outermost first.

use smallvec::SmallVec;
use strata_dialect_scf::{ForOp, InParallelOp, ParallelOp, ReduceOp, YieldOp};
use strata_ir::ValueDef;
use strata_ir::types::DYNAMIC;
use strata_ir::{
    Attribute, BlockId, Body, Context, Location, OpId, OperationName, OperationState, StateRegions,
    Type, Value,
};
use strata_ods::{dense_i64_values, operand_group};
use strata_support::apint::APInt;

use super::blocks::{append, insert_before};
use super::lower::lower_for;

/// Where the next op goes: before an op, or at the end of a block.
#[derive(Clone, Copy)]
enum Point {
    Before(OpId),
    End(BlockId),
}

fn create(ctx: &Context, body: &mut Body, at: Point, state: OperationState) -> OpId {
    match at {
        Point::Before(op) => insert_before(ctx, body, op, state),
        Point::End(block) => append(ctx, body, block, state),
    }
}

fn yield_state(ctx: &Context, loc: Location, values: &[Value]) -> OperationState {
    let mut state = OperationState::new(OperationName::new(ctx, YieldOp::NAME), loc);
    state.operands.extend(values.iter().copied());
    state
}

/// Where `v` is defined: its op's location or its block argument's.
fn value_loc(body: &Body, v: Value) -> Option<Location> {
    match body.value_def(v) {
        ValueDef::Result(op, _) => Some(body.op_loc(op)),
        ValueDef::BlockArg(block, i) => body.block_arg_locs(block).get(i as usize).copied(),
        ValueDef::Placeholder => None,
    }
}

/// Creates `scf.for %iv = lb to ub step step iter_args(inits)` at `at`;
/// its body holds a `scf.yield` only when there are no `inits`.
fn create_for(
    ctx: &Context,
    body: &mut Body,
    at: Point,
    loc: Location,
    bounds: [Value; 3],
    inits: &[Value],
) -> OpId {
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    body.add_block_arg(block, Type::index(ctx), loc);
    let types: SmallVec<[Type; 4]> = inits.iter().map(|v| body.value_type(*v)).collect();
    for (v, t) in inits.iter().zip(&types) {
        let at = value_loc(body, *v).unwrap_or(loc);
        body.add_block_arg(block, *t, at);
    }
    if inits.is_empty() {
        append(ctx, body, block, yield_state(ctx, loc, &[]));
    }
    let mut state = OperationState::new(OperationName::new(ctx, ForOp::NAME), loc);
    state.operands.extend(bounds);
    state.operands.extend(inits.iter().copied());
    state.result_types.extend(types);
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    create(ctx, body, at, state)
}

/// Moves the ops of `block` before `at`, its arguments replaced by `args`.
fn inline_block(body: &mut Body, block: BlockId, at: Point, args: &[Value]) {
    let params: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(block));
    for (p, a) in params.iter().zip(args) {
        body.replace_all_uses(*p, *a);
    }
    let ops: SmallVec<[OpId; 16]> = body.block_ops(block).collect();
    for op in ops {
        body.unlink_op(op);
        match at {
            Point::Before(before) => body.insert_op_before(before, op),
            Point::End(dest) => body.append_op(dest, op),
        }
    }
}

/// The start of `block`: before its first op, or its end if it is empty.
fn block_start(body: &Body, block: BlockId) -> Point {
    body.first_op(block)
        .map_or(Point::End(block), Point::Before)
}

/// Replaces loop `op` (ending in `term`, an `scf.reduce` or nothing) by a
/// nest of `scf.for` loops over `bounds` (lower, upper, step per
/// dimension) carrying `inits`, and lowers them.
fn lower_loop_nest(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    bounds: &[[Value; 3]],
    inits: &[Value],
    loop_body: BlockId,
    reduce: Option<OpId>,
) {
    let loc = body.op_loc(op);
    let mut iter_args: SmallVec<[Value; 4]> = SmallVec::from_slice(inits);
    let mut ivs: SmallVec<[Value; 4]> = SmallVec::new();
    let mut results: SmallVec<[Value; 4]> = SmallVec::from_slice(inits);
    let mut at = Point::Before(op);
    let mut fors: SmallVec<[OpId; 4]> = SmallVec::new();
    let mut inner = None;
    for (k, b) in bounds.iter().enumerate() {
        let for_op = create_for(ctx, body, at, loc, *b, &iter_args);
        let Some(block) = body
            .local_regions(for_op)
            .first()
            .and_then(|r| body.entry_block(*r))
        else {
            return;
        };
        let args = body.block_args(block);
        ivs.push(args[0]);
        iter_args = SmallVec::from_slice(&args[1..]);
        let for_results: SmallVec<[Value; 4]> = body.results(for_op).collect();
        if k == 0 {
            results = for_results;
        } else if !for_results.is_empty()
            && let Some(outer) = inner
        {
            append(ctx, body, outer, yield_state(ctx, loc, &for_results));
        }
        fors.push(for_op);
        inner = Some(block);
        at = block_start(body, block);
    }
    let Some(inner) = inner else {
        return;
    };
    let mut yields: SmallVec<[Value; 4]> = SmallVec::new();
    if let Some(reduce) = reduce {
        let operands: SmallVec<[Value; 4]> = body.operands(reduce).collect();
        let regions: SmallVec<[strata_ir::RegionId; 2]> =
            SmallVec::from_slice(body.local_regions(reduce));
        for ((region, operand), arg) in regions.iter().zip(&operands).zip(&iter_args) {
            let Some(block) = body.entry_block(*region) else {
                continue;
            };
            let params: SmallVec<[Value; 2]> = SmallVec::from_slice(body.block_args(block));
            if let Some(term) = body.last_op(block) {
                // A returned argument of the reduction is replaced like its uses.
                yields.extend(body.operands(term).map(
                    |v| match params.iter().position(|p| *p == v) {
                        Some(0) => *arg,
                        Some(_) => *operand,
                        None => v,
                    },
                ));
                body.erase_op(term);
            }
            inline_block(body, block, Point::Before(reduce), &[*arg, *operand]);
        }
        body.erase_op(reduce);
    }
    let dest = match body.last_op(inner) {
        Some(term) => Point::Before(term),
        None => Point::End(inner),
    };
    inline_block(body, loop_body, dest, &ivs);
    if !yields.is_empty() {
        append(ctx, body, inner, yield_state(ctx, loc, &yields));
    }
    body.replace_all_op_uses(op, &results);
    body.erase_op(op);
    for for_op in fors {
        lower_for(ctx, body, for_op);
    }
}

/// The body block of `op`'s single region.
fn loop_block(body: &Body, op: OpId) -> Option<BlockId> {
    body.entry_block(*body.local_regions(op).first()?)
}

/// Lowers `scf.parallel`.
pub(crate) fn lower_parallel(ctx: &Context, body: &mut Body, op: OpId) {
    let Some(block) = loop_block(body, op) else {
        return;
    };
    let Some(reduce) = body
        .last_op(block)
        .filter(|t| body.op_name(*t).as_str(ctx) == ReduceOp::NAME)
    else {
        return;
    };
    let lbs = ParallelOp(op).lower_bound(ctx, body);
    let ubs = ParallelOp(op).upper_bound(ctx, body);
    let steps = ParallelOp(op).step(ctx, body);
    let inits = ParallelOp(op).init_vals(ctx, body);
    let bounds: SmallVec<[[Value; 3]; 4]> = lbs
        .iter()
        .zip(&ubs)
        .zip(&steps)
        .map(|((l, u), s)| [*l, *u, *s])
        .collect();
    lower_loop_nest(ctx, body, op, &bounds, &inits, block, Some(reduce));
}

/// The values of a mixed static/dynamic list, creating an `arith.constant`
/// before `op` for each static entry.
fn mixed_values(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    statics: &str,
    dynamic: &str,
) -> SmallVec<[Value; 4]> {
    let loc = body.op_loc(op);
    let values = body
        .attr(ctx, op, statics)
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    let mut next = operand_group(ctx, body, op, dynamic).into_iter();
    let index = Type::index(ctx);
    let mut out = SmallVec::new();
    for v in values {
        if v == DYNAMIC {
            if let Some(d) = next.next() {
                out.push(d);
            }
            continue;
        }
        let attr = Attribute::integer(ctx, index, &APInt::from_i64(64, v));
        let c = strata_dialect_arith::build_constant(ctx, body, attr, index, loc);
        body.insert_op_before(op, c);
        out.push(body.result(c, 0));
    }
    out
}

/// Lowers `scf.forall` if it has no outputs (upstream lowers only fully
/// bufferized loops); false if it has some.
pub(crate) fn lower_forall(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    if body.num_results(op) != 0 {
        return false;
    }
    let Some(block) = loop_block(body, op) else {
        return true;
    };
    let lbs = mixed_values(ctx, body, op, "staticLowerBound", "dynamicLowerBound");
    let ubs = mixed_values(ctx, body, op, "staticUpperBound", "dynamicUpperBound");
    let steps = mixed_values(ctx, body, op, "staticStep", "dynamicStep");
    if let Some(term) = body
        .last_op(block)
        .filter(|t| body.op_name(*t).as_str(ctx) == InParallelOp::NAME)
    {
        body.erase_op(term);
    }
    let bounds: SmallVec<[[Value; 3]; 4]> = lbs
        .iter()
        .zip(&ubs)
        .zip(&steps)
        .map(|((l, u), s)| [*l, *u, *s])
        .collect();
    lower_loop_nest(ctx, body, op, &bounds, &[], block, None);
    true
}
