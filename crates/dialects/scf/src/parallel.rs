//! `scf.parallel` (a parallel loop nest with reductions), its terminator
//! `scf.reduce` and the terminator of a reduction region,
//! `scf.reduce.return`.

use std::ops::Range;

use smallvec::{SmallVec, smallvec};
use strata_asm::lexer::TokenKind;
use strata_asm::{BlockArgDef, ParseResult, Parser, Printer, UnresolvedOperand, type_to_string};
use strata_ir::interfaces::{
    InductionVar, LoopBound, LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchPoint,
    RegionSuccessor,
};
use strata_ir::verifier::op_error;
use strata_ir::{
    Attribute, Body, Context, DiagResult, Ident, NamedAttr, OpDef, OpId, OperationState, RegionId,
    StateRegions, Type, Value,
};
use strata_ods::format::ensure_terminator;

use crate::syntax::expect_keyword;
use crate::{ParallelOp, ReduceOp, ReduceReturnOp};

/// Parses `(%a, %b)` with exactly `count` operands (any count if `None`).
fn parse_operand_list<'a>(
    p: &mut Parser<'a>,
    count: Option<usize>,
) -> ParseResult<SmallVec<[UnresolvedOperand<'a>; 4]>> {
    let start = p.current_pos();
    let mut out = SmallVec::new();
    if !p.eat(TokenKind::LParen) {
        return Err(p.custom_op_error("expected '('"));
    }
    if !p.eat(TokenKind::RParen) {
        loop {
            out.push(p.parse_operand()?);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        if !p.eat(TokenKind::RParen) {
            return Err(p.custom_op_error("expected ')'"));
        }
    }
    if let Some(n) = count.filter(|n| *n != out.len()) {
        let at = p.location_at(start);
        return Err(p.error_at_loc(
            at,
            format!("custom op '{}' expected {n} operands", ParallelOp::NAME),
        ));
    }
    Ok(out)
}

/// Parses `(%ivs) = (lbs) to (ubs) step (steps) [init (inits)] [-> types]
/// region attr-dict`.
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
    if !p.eat(TokenKind::Equal) {
        return Err(p.custom_op_error("expected '='"));
    }
    let mut segments = [0i32; 4];
    for (i, kw) in [None, Some("to"), Some("step")].into_iter().enumerate() {
        if let Some(kw) = kw {
            expect_keyword(p, kw)?;
        }
        let list = parse_operand_list(p, Some(n))?;
        segments[i] = i32::try_from(list.len()).unwrap_or(i32::MAX);
        for v in &list {
            let r = p.resolve_operand(v, index)?;
            state.operands.push(r);
        }
    }
    let inits = if p.eat_keyword("init") {
        parse_operand_list(p, None)?
    } else {
        SmallVec::new()
    };
    segments[3] = i32::try_from(inits.len()).unwrap_or(i32::MAX);
    let mut result_types: SmallVec<[Type; 2]> = SmallVec::new();
    if p.eat(TokenKind::Arrow) {
        p.parse_function_result_types(&mut result_types)?;
    }
    let args: SmallVec<[BlockArgDef<'_>; 4]> = ivs
        .iter()
        .map(|name| BlockArgDef {
            name: *name,
            ty: index,
            attrs: None,
            loc: p.location_at(name.pos),
        })
        .collect();
    let region = p.parse_region(&args, false)?;
    let mut props = [NamedAttr {
        name: Ident::new(ctx, "operandSegmentSizes"),
        value: Attribute::dense_i32_array(ctx, &segments),
    }];
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        if !entries.is_empty() {
            state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
        }
    }
    if inits.len() != result_types.len() {
        return Err(p.error_at_loc(
            state.loc,
            format!(
                "custom op '{}' number of operands and types do not match: got {} operands and {} types",
                ParallelOp::NAME,
                inits.len(),
                result_types.len()
            ),
        ));
    }
    for (v, t) in inits.iter().zip(&result_types) {
        let r = p.resolve_operand(v, *t)?;
        state.operands.push(r);
    }
    state.result_types.extend(result_types);
    ensure_terminator(p, region, ReduceOp::NAME, state.loc);
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    Ok(())
}

fn print_values(p: &mut Printer<'_>, values: &[Value]) {
    p.write("(");
    p.print_operands(values.iter().copied());
    p.write(")");
}

/// Prints the custom form of `scf.parallel`.
pub(crate) fn print(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let (_, ivs) = p.op_region_entry_args(op, 0);
    p.write(" ");
    p.with_region_body(op, |p| print_values(p, &ivs));
    p.write(" = ");
    print_values(p, &ParallelOp(op).lower_bound(ctx, body));
    p.write(" to ");
    print_values(p, &ParallelOp(op).upper_bound(ctx, body));
    p.write(" step ");
    print_values(p, &ParallelOp(op).step(ctx, body));
    let inits = ParallelOp(op).init_vals(ctx, body);
    if !inits.is_empty() {
        p.write(" init ");
        print_values(p, &inits);
    }
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    if !results.is_empty() {
        p.write(" -> ");
        p.print_result_types(&results);
    }
    p.write(" ");
    p.print_op_region(op, 0, false, true, false);
    p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
}

/// The entry block of `op`'s region `index`.
fn entry_block(body: &Body, op: OpId, index: usize) -> Option<strata_ir::BlockId> {
    let (rbody, regions) = body.op_regions(op);
    rbody.entry_block(*regions.get(index)?)
}

/// The integer value of `v` if an `arith.constant` defines it.
fn constant_value(ctx: &Context, body: &Body, v: Value) -> Option<i128> {
    let def = body.defining_op(v)?;
    if body.op_name(def).as_str(ctx) != "arith.constant" {
        return None;
    }
    let value = body.attr(ctx, def, "value")?.int_value(ctx)?;
    value.to_i64().map(i128::from)
}

/// Verifies bounds, induction variables, the terminator and the results.
pub(crate) fn verify(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let steps = ParallelOp(op).step(ctx, body);
    if steps.is_empty() {
        return err(
            "needs at least one tuple element for lowerBound, upperBound and step".to_string(),
        );
    }
    if steps
        .iter()
        .any(|s| constant_value(ctx, body, *s).is_some_and(|c| c <= 0))
    {
        return err("constant step operand must be positive".to_string());
    }
    let Some(block) = entry_block(body, op, 0) else {
        return Ok(());
    };
    let rbody = body.op_regions(op).0;
    let args = rbody.block_args(block);
    if args.len() != steps.len() {
        return err(format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            steps.len()
        ));
    }
    if args.iter().any(|a| !rbody.value_type(*a).is_index(ctx)) {
        return err("expects arguments for the induction variable to be of index type".to_string());
    }
    let last = rbody.last_op(block);
    let Some(reduce) = last.filter(|t| rbody.op_name(*t).as_str(ctx) == ReduceOp::NAME) else {
        let e = op_error(ctx, body, op, "expects body to terminate with 'scf.reduce'");
        return Err(match last {
            Some(t) => e.with_note(rbody.op_loc(t), "terminator here"),
            None => e,
        });
    };
    let results = body.num_results(op);
    let reductions = rbody.local_regions(reduce).len();
    let inits = ParallelOp(op).init_vals(ctx, body).len();
    if results != reductions {
        return err(format!(
            "expects number of results: {results} to be the same as number of reductions: {reductions}"
        ));
    }
    if results != inits {
        return err(format!(
            "expects number of results: {results} to be the same as number of initial values: {inits}"
        ));
    }
    if rbody.num_operands(reduce) != inits {
        return Ok(());
    }
    for (i, (r, v)) in body.results(op).zip(rbody.operands(reduce)).enumerate() {
        let (rt, vt) = (body.value_type(r), rbody.value_type(v));
        if rt != vt {
            return Err(op_error(
                ctx,
                rbody,
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                    type_to_string(ctx, vt),
                    type_to_string(ctx, rt)
                ),
            ));
        }
    }
    Ok(())
}

/// Checks each reduction region against its operand: two arguments of the
/// operand's type, ended by `scf.reduce.return`.
pub(crate) fn verify_reduce_regions(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let (rbody, regions) = body.op_regions(op);
    let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    if regions.len() != operands.len() {
        return err(format!(
            "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
            regions.len(),
            operands.len()
        ));
    }
    for (i, (region, v)) in regions.iter().zip(&operands).enumerate() {
        let ty = body.value_type(*v);
        let Some(block) = rbody.entry_block(*region) else {
            continue;
        };
        let Some(last) = rbody.last_op(block) else {
            return err(format!("{i}-th reduction has an empty body"));
        };
        let args = rbody.block_args(block);
        if args.len() != 2 || args.iter().any(|a| rbody.value_type(*a) != ty) {
            return err(format!(
                "expected two block arguments with type '{}' in the {i}-th reduction region",
                type_to_string(ctx, ty)
            ));
        }
        if rbody.op_name(last).as_str(ctx) != ReduceReturnOp::NAME {
            return err(
                "reduction bodies must be terminated with an 'scf.reduce.return' op".to_string(),
            );
        }
    }
    Ok(())
}

/// The returned value has the type of the reduction's arguments.
pub(crate) fn verify_reduce_return(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(expected) = body
        .op_block(op)
        .and_then(|b| body.block_args(b).first().copied())
        .map(|a| body.value_type(a))
    else {
        return Ok(());
    };
    let Some(value) = body.operands(op).next() else {
        return Ok(());
    };
    if body.value_type(value) != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "must have type '{}' (the type of the reduction inputs)",
                type_to_string(ctx, expected)
            ),
        ));
    }
    Ok(())
}

/// Control flow of `scf.parallel`: into the body or out; from the body
/// back into it or out. No values are forwarded along any edge.
pub(crate) struct ParallelBranches;

impl RegionBranchOpInterface for ParallelBranches {
    fn successors(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _point: RegionBranchPoint,
        _operands: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        smallvec![RegionSuccessor::Region(0), RegionSuccessor::Parent]
    }

    fn entry_successor_operands(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _successor: RegionSuccessor,
    ) -> Range<usize> {
        0..0
    }
}

impl LoopLikeOpInterface for ParallelBranches {
    fn loop_regions(&self, _ctx: &Context, body: &Body, op: OpId) -> SmallVec<[RegionId; 1]> {
        SmallVec::from_slice(body.op_regions(op).1)
    }

    fn induction_vars(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Option<SmallVec<[InductionVar; 1]>> {
        let entry = entry_block(body, op, 0)?;
        let ivs = body.block_args(entry);
        let n = ivs.len();
        let operands: SmallVec<[Value; 8]> = body.operands(op).collect();
        if operands.len() < 3 * n {
            return None;
        }
        Some(
            ivs.iter()
                .enumerate()
                .map(|(i, &iv)| InductionVar {
                    iv,
                    lower: LoopBound::Value(operands[i]),
                    upper: LoopBound::Value(operands[n + i]),
                    step: LoopBound::Value(operands[2 * n + i]),
                })
                .collect(),
        )
    }
}
