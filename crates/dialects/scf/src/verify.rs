//! Verifiers of the scf ops, with mlir-opt's wording: loop-carried value
//! checks of `scf.for`, region shapes, and the types forwarded along every
//! region control-flow edge (RegionBranchOpInterface verification).

use smallvec::SmallVec;
use strata_asm::type_to_string;
use strata_ir::interfaces::{RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor};
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, Type};

use strata_dialect_utils::loop_like::{LoopCarried, verify_loop_like};

use crate::{ConditionOp, YieldOp};

fn types(body: &Body, values: impl Iterator<Item = strata_ir::Value>) -> SmallVec<[Type; 4]> {
    values.map(|v| body.value_type(v)).collect()
}

/// The terminator of the single block of region `index`, if any.
fn terminator(body: &Body, op: OpId, index: usize) -> Option<OpId> {
    let (rbody, regions) = body.op_regions(op);
    let block = rbody.entry_block(*regions.get(index)?)?;
    rbody.last_op(block)
}

/// The values a region successor receives: a region's entry arguments
/// (after the induction variable of `scf.for`) or the op's results.
fn successor_inputs(
    ctx: &Context,
    body: &Body,
    op: OpId,
    to: RegionSuccessor,
) -> SmallVec<[Type; 4]> {
    match to {
        RegionSuccessor::Parent => types(body, body.results(op)),
        RegionSuccessor::Region(i) => {
            let (rbody, regions) = body.op_regions(op);
            let Some(block) = regions.get(i as usize).and_then(|r| rbody.entry_block(*r)) else {
                return SmallVec::new();
            };
            let skip = usize::from(body.isa::<crate::ForOp>(ctx, op));
            types(rbody, rbody.block_args(block).iter().skip(skip).copied())
        }
    }
}

fn successor_name(to: RegionSuccessor) -> String {
    match to {
        RegionSuccessor::Parent => "parent".to_string(),
        RegionSuccessor::Region(i) => format!("Region #{i}"),
    }
}

/// Checks that `operands` match the inputs of `to`.
fn check_edge(
    ctx: &Context,
    body: &Body,
    op: OpId,
    from: (&str, strata_ir::Location),
    to: RegionSuccessor,
    operands: &[Type],
) -> DiagResult {
    let (from, at) = from;
    let inputs = successor_inputs(ctx, body, op, to);
    let edge = format!(
        "along control flow edge from {from} to {}",
        successor_name(to)
    );
    if operands.len() != inputs.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "{edge}: region branch point has {} operands, but region successor needs {} inputs",
                operands.len(),
                inputs.len()
            ),
        )
        .with_note(at, "region branch point"));
    }
    for (i, (a, b)) in operands.iter().zip(&inputs).enumerate() {
        if a != b {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "{edge}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                    type_to_string(ctx, *a),
                    type_to_string(ctx, *b)
                ),
            )
            .with_note(at, "region branch point"));
        }
    }
    Ok(())
}

/// Checks the types along every control-flow edge of a region-branch op:
/// from the op into its regions, and from each region's `scf.yield` /
/// `scf.condition` to its successors.
fn verify_edges(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(branches) = body
        .op_name(op)
        .interface::<dyn RegionBranchOpInterface>(ctx)
    else {
        return Ok(());
    };
    for to in branches.successors(ctx, body, op, RegionBranchPoint::Parent, &[]) {
        if to == RegionSuccessor::Parent {
            continue;
        }
        let range = branches.entry_successor_operands(ctx, body, op, to);
        let operands: SmallVec<[Type; 4]> =
            types(body, body.operands(op).skip(range.start).take(range.len()));
        check_edge(ctx, body, op, ("parent", body.op_loc(op)), to, &operands)?;
    }
    let (rbody, regions) = body.op_regions(op);
    for index in 0..regions.len() {
        let Some(term) = terminator(body, op, index) else {
            continue;
        };
        let name = rbody.op_name(term);
        let skip = if rbody.isa::<ConditionOp>(ctx, term) {
            1
        } else if rbody.isa::<YieldOp>(ctx, term) {
            0
        } else {
            continue;
        };
        let operands = types(rbody, rbody.operands(term).skip(skip));
        let from = format!("Operation {}", name.as_str(ctx));
        let point = RegionBranchPoint::Region(index as u32);
        for to in branches.successors(ctx, body, op, point, &[]) {
            check_edge(ctx, body, op, (&from, rbody.op_loc(term)), to, &operands)?;
        }
    }
    Ok(())
}

/// `scf.for`: as many results as loop-carried values.
pub(crate) fn verify_for(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    if body.num_operands(op).saturating_sub(3) != body.num_results(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    Ok(())
}

/// `scf.for`: the induction variable, then inits, region iter_args, yielded
/// values and results agree in number and type (upstream's loop-like
/// check), then the types along its control-flow edges.
pub(crate) fn verify_for_regions(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (rbody, regions) = body.op_regions(op);
    let Some(block) = regions.first().and_then(|r| rbody.entry_block(*r)) else {
        return Ok(());
    };
    let args = rbody.block_args(block);
    let bound = body.operands(op).next().map(|v| body.value_type(v));
    if args.first().map(|v| rbody.value_type(*v)) != bound {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    let inits = types(body, body.operands(op).skip(3));
    let iter_args = types(rbody, args.iter().skip(1).copied());
    let yielded = terminator(body, op, 0)
        .map(|t| types(rbody, rbody.operands(t)))
        .unwrap_or_default();
    let results = types(body, body.results(op));
    verify_loop_like(
        ctx,
        body,
        op,
        &LoopCarried {
            inits: &inits,
            iter_args: &iter_args,
            yielded: &yielded,
            results: Some(&results),
        },
    )?;
    verify_edges(ctx, body, op)
}

/// `scf.if`: results need an else region.
pub(crate) fn verify_if(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (rbody, regions) = body.op_regions(op);
    let no_else = regions.get(1).is_none_or(|r| rbody.region_is_empty(*r));
    if body.num_results(op) != 0 && no_else {
        return Err(op_error(
            ctx,
            body,
            op,
            "must have an else block if defining values",
        ));
    }
    Ok(())
}

/// `scf.if`: yields and the types along its edges.
pub(crate) fn verify_if_regions(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    verify_edges(ctx, body, op)
}

/// `scf.while`: `before` ends with `scf.condition`, `after` with
/// `scf.yield`, and the forwarded types match.
pub(crate) fn verify_while_regions(
    _def: &OpDef,
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> DiagResult {
    let (rbody, _) = body.op_regions(op);
    for (index, region, name) in [
        (0, "before", ConditionOp::NAME),
        (1, "after", YieldOp::NAME),
    ] {
        let term = terminator(body, op, index);
        if term.is_some_and(|t| rbody.op_name(t).as_str(ctx) == name) {
            continue;
        }
        let mut diag = op_error(
            ctx,
            body,
            op,
            format!("expects the '{region}' region to terminate with '{name}'"),
        );
        if let Some(t) = term {
            diag.attach_note(rbody.op_loc(t), "terminator here");
        }
        return Err(diag);
    }
    verify_edges(ctx, body, op)
}

/// `scf.execute_region`: at least one block, no region arguments.
pub(crate) fn verify_execute_region(
    _def: &OpDef,
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> DiagResult {
    let (rbody, regions) = body.op_regions(op);
    let Some(entry) = regions.first().and_then(|r| rbody.entry_block(*r)) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "region needs to have at least one block",
        ));
    };
    if !rbody.block_args(entry).is_empty() {
        return Err(op_error(ctx, body, op, "region cannot have any arguments"));
    }
    Ok(())
}

/// `scf.execute_region`: every `scf.yield` in its region returns the
/// result types.
pub(crate) fn verify_execute_region_yields(
    _def: &OpDef,
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> DiagResult {
    let (rbody, regions) = body.op_regions(op);
    let Some(&region) = regions.first() else {
        return Ok(());
    };
    for block in rbody.region_blocks(region) {
        if let Some(term) = rbody.last_op(block)
            && rbody.isa::<YieldOp>(ctx, term)
        {
            let operands = types(rbody, rbody.operands(term));
            check_edge(
                ctx,
                body,
                op,
                ("Operation scf.yield", rbody.op_loc(term)),
                RegionSuccessor::Parent,
                &operands,
            )?;
        }
    }
    Ok(())
}
