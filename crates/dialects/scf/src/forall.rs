//! `scf.forall` (a parallel loop nest over tensors shared between
//! iterations) and its terminator `scf.forall.in_parallel`.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{BlockArgDef, ParseResult, Parser, Printer, UnresolvedOperand, type_to_string};
use strata_ir::types::DYNAMIC;
use strata_ir::verifier::{op_error, op_plain_error};
use strata_ir::{
    Attribute, Body, Context, DiagResult, Ident, NamedAttr, OpDef, OpId, OperationState,
    StateRegions, Type, Value,
};
use strata_ods::format::ensure_terminator;
use strata_ods::{dense_i64_values, operand_group};

use crate::syntax::expect_keyword;
use crate::{ForallOp, InParallelOp};
use strata_ir::interfaces::{InductionVar, LoopBound, LoopLikeOpInterface};

/// `(%a, 4, %b)`: a parenthesized mixed static/dynamic index list.
fn parse_index_list<'a>(
    p: &mut Parser<'a>,
) -> ParseResult<(SmallVec<[UnresolvedOperand<'a>; 4]>, Vec<i64>)> {
    let mut values = SmallVec::new();
    let mut statics = Vec::new();
    p.parse_delimited_list(
        TokenKind::LParen,
        TokenKind::RParen,
        "dynamic index list",
        |p| {
            if let Some(v) = p.parse_optional_operand()? {
                values.push(v);
                statics.push(DYNAMIC);
            } else {
                statics.push(p.parse_i64()?);
            }
            Ok(())
        },
    )?;
    Ok((values, statics))
}

fn print_index_list(p: &mut Printer<'_>, statics: &[i64], values: &[Value]) {
    p.write("(");
    let mut next = values.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *s == DYNAMIC {
            if let Some(v) = next.next() {
                p.print_operand(*v);
            }
        } else {
            p.write(&s.to_string());
        }
    }
    p.write(")");
}

/// Parses `(%ivs) in (ubs)` or `(%ivs) = (lbs) to (ubs) step (steps)`,
/// then `shared_outs(%o = %init, ...) -> (types)`, the region and the
/// attribute dictionary.
pub(crate) fn parse(
    _def: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx;
    let index = Type::index(ctx);
    let mut ivs: SmallVec<[UnresolvedOperand<'_>; 4]> = SmallVec::new();
    p.parse_delimited_list(TokenKind::LParen, TokenKind::RParen, "argument list", |p| {
        ivs.push(p.parse_operand()?);
        Ok(())
    })?;
    let n = ivs.len();
    let mut lists: [(SmallVec<[UnresolvedOperand<'_>; 4]>, Vec<i64>); 3] = Default::default();
    if p.eat_keyword("in") {
        lists[1] = parse_index_list(p)?;
        lists[0].1 = vec![0; n];
        lists[2].1 = vec![1; n];
    } else {
        if !p.eat(TokenKind::Equal) {
            return Err(p.custom_op_error("expected '='"));
        }
        lists[0] = parse_index_list(p)?;
        expect_keyword(p, "to")?;
        lists[1] = parse_index_list(p)?;
        expect_keyword(p, "step")?;
        lists[2] = parse_index_list(p)?;
    }
    for (values, _) in &lists {
        for v in values {
            let r = p.resolve_operand(v, index)?;
            state.operands.push(r);
        }
    }
    let mut out_args: SmallVec<[UnresolvedOperand<'_>; 4]> = SmallVec::new();
    let mut outs: SmallVec<[UnresolvedOperand<'_>; 4]> = SmallVec::new();
    let outs_pos = p.current_pos();
    if p.eat_keyword("shared_outs") {
        p.parse_delimited_list(
            TokenKind::LParen,
            TokenKind::RParen,
            "assignment list",
            |p| {
                out_args.push(p.parse_operand()?);
                if !p.eat(TokenKind::Equal) {
                    return Err(p.custom_op_error("expected '='"));
                }
                outs.push(p.parse_operand()?);
                Ok(())
            },
        )?;
        if p.eat(TokenKind::Arrow) {
            let mut types = SmallVec::<[Type; 2]>::new();
            p.parse_function_result_types(&mut types)?;
            state.result_types.extend(types);
        }
        if outs.len() != state.result_types.len() {
            return Err(p.error_at_loc(
                p.location_at(outs_pos),
                format!(
                    "custom op 'scf.forall' number of operands and types do not match: got {} operands and {} types",
                    outs.len(),
                    state.result_types.len()
                ),
            ));
        }
        let types: SmallVec<[Type; 4]> = state.result_types.iter().copied().collect();
        p.resolve_operands_at(&outs, &types, outs_pos, &mut state.operands)?;
    }
    let mut args: SmallVec<[BlockArgDef<'_>; 4]> = SmallVec::new();
    let arg_types = std::iter::repeat_n(index, n).chain(state.result_types.iter().copied());
    for (name, ty) in ivs.iter().chain(out_args.iter()).zip(arg_types) {
        args.push(BlockArgDef {
            name: *name,
            ty,
            attrs: None,
            loc: p.location_at(name.pos),
        });
    }
    let region = p.parse_region(&args, false)?;
    ensure_terminator(p, region, InParallelOp::NAME, state.loc);
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    let mut props: Vec<NamedAttr> = Vec::new();
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        let (inherent, discardable): (Vec<NamedAttr>, Vec<NamedAttr>) = entries
            .into_iter()
            .partition(|e| e.name.as_str(ctx) == "mapping");
        props.extend(inherent);
        if !discardable.is_empty() {
            state.attrs = Some(Attribute::dictionary_sorted(ctx, &discardable));
        }
    }
    for (name, (_, statics)) in ["staticLowerBound", "staticUpperBound", "staticStep"]
        .iter()
        .zip(&lists)
    {
        props.push(NamedAttr {
            name: Ident::new(ctx, name),
            value: Attribute::dense_i64_array(ctx, statics),
        });
    }
    let segments = [
        lists[0].0.len() as i32,
        lists[1].0.len() as i32,
        lists[2].0.len() as i32,
        outs.len() as i32,
    ];
    props.push(NamedAttr {
        name: Ident::new(ctx, "operandSegmentSizes"),
        value: Attribute::dense_i32_array(ctx, &segments),
    });
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    Ok(())
}

/// The static list `name` and the dynamic operands of group `group`.
fn bounds(ctx: &Context, body: &Body, op: OpId, name: &str, group: &str) -> (Vec<i64>, Vec<Value>) {
    let statics = body
        .attr(ctx, op, name)
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    (statics, operand_group(ctx, body, op, group).to_vec())
}

/// Whether every entry of a mixed list is the constant `value` (dynamic
/// entries count when defined by an `arith.constant`).
fn all_equal(ctx: &Context, body: &Body, statics: &[i64], values: &[Value], value: i64) -> bool {
    let mut next = values.iter();
    statics.iter().all(|s| {
        if *s != DYNAMIC {
            return *s == value;
        }
        next.next()
            .and_then(|v| body.defining_op(*v))
            .filter(|d| body.op_name(*d).as_str(ctx) == "arith.constant")
            .and_then(|d| body.attr(ctx, d, "value"))
            .and_then(|a| a.int_value(ctx).and_then(|i| i.to_i64()))
            == Some(value)
    })
}

/// Prints the custom form of `scf.forall`.
pub(crate) fn print(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let (lbs, lb_values) = bounds(ctx, body, op, "staticLowerBound", "dynamicLowerBound");
    let (ubs, ub_values) = bounds(ctx, body, op, "staticUpperBound", "dynamicUpperBound");
    let (steps, step_values) = bounds(ctx, body, op, "staticStep", "dynamicStep");
    let outs = operand_group(ctx, body, op, "outputs").to_vec();
    let (_, args) = p.op_region_entry_args(op, 0);
    let rank = lbs.len().min(args.len());
    p.write(" (");
    p.with_region_body(op, |p| {
        for (i, iv) in args.iter().take(rank).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(*iv);
        }
    });
    if all_equal(ctx, body, &lbs, &lb_values, 0) && all_equal(ctx, body, &steps, &step_values, 1) {
        p.write(") in ");
        print_index_list(p, &ubs, &ub_values);
    } else {
        p.write(") = ");
        print_index_list(p, &lbs, &lb_values);
        p.write(" to ");
        print_index_list(p, &ubs, &ub_values);
        p.write(" step ");
        print_index_list(p, &steps, &step_values);
    }
    if !outs.is_empty() {
        p.write(" shared_outs(");
        for (i, (a, v)) in args.iter().skip(rank).zip(&outs).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.with_region_body(op, |p| p.print_operand(*a));
            p.write(" = ");
            p.print_operand(*v);
        }
        p.write(")");
    }
    p.write(" ");
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    if !outs.is_empty() {
        p.write("-> (");
        p.print_type_list(&results);
        p.write(") ");
    }
    p.print_op_region(op, 0, false, !results.is_empty(), false);
    p.print_optional_attr_dict(
        op,
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

/// Verifies the loop's results, region arguments and bound lists.
pub(crate) fn verify(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let (lbs, lb_values) = bounds(ctx, body, op, "staticLowerBound", "dynamicLowerBound");
    let (ubs, ub_values) = bounds(ctx, body, op, "staticUpperBound", "dynamicUpperBound");
    let (steps, step_values) = bounds(ctx, body, op, "staticStep", "dynamicStep");
    let outs = operand_group(ctx, body, op, "outputs").to_vec();
    let rank = lbs.len();
    if body.num_results(op) != outs.len() {
        return err(format!(
            "produces {} results, but has only {} outputs",
            body.num_results(op),
            outs.len()
        ));
    }
    let (rbody, regions) = body.op_regions(op);
    if let Some(block) = regions.first().and_then(|r| rbody.entry_block(*r)) {
        let args = rbody.block_args(block);
        if args.len() != rank + outs.len() {
            return err(format!("region expects {rank} arguments"));
        }
        if let Some(i) = args[..rank]
            .iter()
            .position(|a| !rbody.value_type(*a).is_index(ctx))
        {
            return err(format!("expects {i}-th block argument to be an index"));
        }
        if let Some(i) = args[rank..]
            .iter()
            .zip(&outs)
            .position(|(a, o)| rbody.value_type(*a) != body.value_type(*o))
        {
            return err(format!(
                "type mismatch between {i}-th output and corresponding block argument"
            ));
        }
    }
    let mapping = body
        .attr(ctx, op, "mapping")
        .and_then(|m| m.array_elements(ctx));
    if mapping.is_some_and(|m| !m.is_empty() && m.len() != rank) {
        return err("mapping attribute size must match op rank".to_string());
    }
    let lists = [
        ("lower bound", &lbs, lb_values.len()),
        ("upper bound", &ubs, ub_values.len()),
        ("step", &steps, step_values.len()),
    ];
    for (name, statics, values) in lists {
        if statics.len() != rank {
            return Err(op_plain_error(
                ctx,
                body,
                op,
                format!("expected {rank} {name} values, got {}", statics.len()),
            ));
        }
        let dynamic = statics.iter().filter(|s| **s == DYNAMIC).count();
        if dynamic != values {
            return Err(op_plain_error(
                ctx,
                body,
                op,
                format!("expected {dynamic} dynamic {name} values"),
            ));
        }
    }
    Ok(())
}

/// The destination-style check run after the region: each result has
/// the type of its output.
pub(crate) fn verify_results(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let outs = operand_group(ctx, body, op, "outputs").to_vec();
    let first = body.num_operands(op).saturating_sub(outs.len());
    for (i, (out, result)) in outs.iter().zip(body.results(op)).enumerate() {
        let (ot, rt) = (body.value_type(*out), body.value_type(result));
        if ot != rt {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected type of operand #{} ('{}') to match type of corresponding result ('{}')",
                    first + i,
                    type_to_string(ctx, ot),
                    type_to_string(ctx, rt)
                ),
            ));
        }
    }
    Ok(())
}

/// Parses `{ ops } attr-dict` (the region always has one block).
pub(crate) fn parse_in_parallel(
    _def: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let region = p.parse_region(&[], false)?;
    p.ensure_entry_block(region);
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        if !entries.is_empty() {
            state.attrs = Some(Attribute::dictionary_sorted(p.ctx, &entries));
        }
    }
    Ok(())
}

/// Prints the custom form of `scf.forall.in_parallel`.
pub(crate) fn print_in_parallel(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    p.write(" ");
    p.print_op_region(op, 0, false, false, false);
    p.print_optional_attr_dict(op, &[]);
}

/// Only `tensor.parallel_insert_slice` ops (upstream's
/// `ParallelCombiningOpInterface` ops), inserting into the loop's shared outputs.
pub(crate) fn verify_in_parallel(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(forall) = body
        .parent_op(op)
        .filter(|p| body.op_name(*p).as_str(ctx) == ForallOp::NAME)
    else {
        return Err(op_error(ctx, body, op, "expected forall op parent"));
    };
    let outs: SmallVec<[Value; 4]> = {
        let rank = body
            .attr(ctx, forall, "staticLowerBound")
            .and_then(|a| dense_i64_values(ctx, a))
            .map_or(0, |v| v.len());
        let (rbody, regions) = body.op_regions(forall);
        regions
            .first()
            .and_then(|r| rbody.entry_block(*r))
            .map(|b| rbody.block_args(b).iter().skip(rank).copied().collect())
            .unwrap_or_default()
    };
    let (rbody, regions) = body.op_regions(op);
    let Some(block) = regions.first().and_then(|r| rbody.entry_block(*r)) else {
        return Ok(());
    };
    for inner in rbody.block_ops(block) {
        if rbody.op_name(inner).as_str(ctx) != "tensor.parallel_insert_slice" {
            return Err(op_error(
                ctx,
                body,
                op,
                "expected only ParallelCombiningOpInterface ops",
            ));
        }
        if rbody.num_operands(inner) > 1 && !outs.contains(&rbody.operand(inner, 1)) {
            return Err(op_error(
                ctx,
                rbody,
                inner,
                "may only insert into an output block argument",
            ));
        }
    }
    Ok(())
}

/// `scf.forall` is a loop over its single region (for LICM).
pub(crate) struct ForallLoop;

impl LoopLikeOpInterface for ForallLoop {
    fn loop_regions(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> SmallVec<[strata_ir::RegionId; 1]> {
        SmallVec::from_slice(body.op_regions(op).1)
    }

    fn induction_vars(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Option<SmallVec<[InductionVar; 1]>> {
        let entry = body
            .local_regions(op)
            .first()
            .and_then(|&r| body.entry_block(r))?;
        let mixed = |name: &str, group: &str| -> Vec<LoopBound> {
            let (statics, values) = bounds(ctx, body, op, name, group);
            let mut next = values.into_iter();
            statics
                .into_iter()
                .map(|s| match s {
                    DYNAMIC => next.next().map_or(LoopBound::Constant(s), LoopBound::Value),
                    _ => LoopBound::Constant(s),
                })
                .collect()
        };
        let lower = mixed("staticLowerBound", "dynamicLowerBound");
        let upper = mixed("staticUpperBound", "dynamicUpperBound");
        let step = mixed("staticStep", "dynamicStep");
        let args = body.block_args(entry);
        let n = upper.len();
        if lower.len() != n || step.len() != n || args.len() < n {
            return None;
        }
        Some(
            (0..n)
                .map(|i| InductionVar {
                    iv: args[i],
                    lower: lower[i],
                    upper: upper[i],
                    step: step[i],
                })
                .collect(),
        )
    }
}
