//! `affine.if` (a conditional on an integer set of SSA values) and
//! `affine.yield`.

use smallvec::{SmallVec, smallvec};
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::attributes::AttrKind;
use strata_ir::interfaces::{
    ForwardOperands, RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface,
    RegionSuccessor, if_like_successors,
};
use strata_ir::verifier::op_error;
use strata_ir::{
    Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, OperationState, StateRegions,
    Type, Value,
};
use strata_ods::format::ensure_terminator;
use strata_ods::{OpSpec, constraints as c};

use crate::for_op::verify_dims_and_symbols;
use crate::syntax::{
    finish_attrs, integer_set_of, named, parse_dim_and_symbol_list, print_dim_and_symbol_list,
};
use crate::{ForOp, INTEGER_SET_ATTR, IfOp, ParallelOp, YieldOp, canonicalize};

/// `affine.if`.
pub(crate) fn if_op() -> OpSpec {
    OpSpec::new(IfOp::NAME)
        .summary("if-then-else operation")
        .variadic_operand("operands", c::ANY_TYPE)
        .attr("condition", INTEGER_SET_ATTR)
        .variadic_result("results", c::ANY_TYPE)
        .sized_region("thenRegion", 1)
        .region("elseRegion")
        .traits(OpTraits::RECURSIVE_MEMORY_EFFECTS | OpTraits::SINGLE_BLOCK)
        .implicit_terminator(YieldOp::NAME)
        .custom_syntax(parse_if, print_if)
        .verifier(verify_if)
        .folder(canonicalize::fold_if)
        .canonicalizer(canonicalize::if_patterns)
        .interface::<dyn RegionBranchOpInterface>(|| Box::new(IfBranches))
}

/// `affine.yield`.
pub(crate) fn yield_op() -> OpSpec {
    OpSpec::new(YieldOp::NAME)
        .summary("Yield values to parent operation")
        .variadic_operand("operands", c::ANY_TYPE)
        .traits(
            OpTraits::PURE
                | OpTraits::NO_MEMORY_EFFECT
                | OpTraits::TERMINATOR
                | OpTraits::RETURN_LIKE,
        )
        .format("attr-dict ($operands^ `:` type($operands))?")
        .verifier(verify_yield)
        .interface::<dyn RegionBranchTerminatorOpInterface>(|| Box::new(ForwardOperands::ALL))
}

fn parse_if(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let start = p.token();
    let attr = p.parse_attribute()?;
    let AttrKind::IntegerSet(set) = attr.kind(ctx) else {
        return Err(p.error_at(start, "invalid kind of attribute specified"));
    };
    let set = set.clone();
    let num_dims = parse_dim_and_symbol_list(p, &mut state.operands)?;
    if set.num_dims as usize != num_dims {
        return Err(p.error_at_loc(
            state.loc,
            "dim operand count and integer set dim count must match",
        ));
    }
    if num_dims + set.num_symbols as usize != state.operands.len() {
        return Err(p.error_at_loc(
            state.loc,
            "symbol operand count and integer set symbol count must match",
        ));
    }
    if p.eat(TokenKind::Arrow) {
        p.parse_function_result_types(&mut state.result_types)?;
    }
    let then = p.parse_region(&[], false)?;
    ensure_terminator(p, then, YieldOp::NAME, state.loc);
    let otherwise = if p.eat_keyword("else") {
        let r = p.parse_region(&[], false)?;
        ensure_terminator(p, r, YieldOp::NAME, state.loc);
        r
    } else {
        p.create_empty_region()
    };
    state.regions = StateRegions::Local(smallvec![then, otherwise]);
    finish_attrs(
        p,
        state,
        &["condition"],
        vec![named(ctx, "condition", attr)],
    )
}

fn print_if(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let Some(attr) = body.attr(ctx, op, "condition") else {
        return;
    };
    let num_dims = integer_set_of(ctx, body, op, "condition").map_or(0, |s| s.num_dims as usize);
    let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    p.write(" ");
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, &operands, num_dims);
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    if !results.is_empty() {
        p.write(" -> ");
        p.print_result_types(&results);
    }
    let terminators = !results.is_empty();
    p.write(" ");
    p.print_op_region(op, 0, false, terminators, false);
    let (rbody, regions) = body.op_regions(op);
    if regions.get(1).is_some_and(|r| !rbody.region_is_empty(*r)) {
        p.write(" else ");
        p.print_op_region(op, 1, false, terminators, false);
    }
    p.print_optional_attr_dict(op, &["condition"]);
}

fn verify_if(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(set) = integer_set_of(ctx, body, op, "condition") else {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires an integer set attribute named 'condition'",
        ));
    };
    let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    if operands.len() != (set.num_dims + set.num_symbols) as usize {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    verify_dims_and_symbols(ctx, body, op, &operands, set.num_dims as usize)
}

fn verify_yield(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let Some(parent) = body.parent_op(op) else {
        // The parent is isolated from above (its body is this one), so it
        // is none of the affine ops, which all share their parent's body.
        if body.parent_op_name(op).is_some() {
            return err("only terminates affine.if/for/parallel regions");
        }
        return Ok(());
    };
    if !(body.isa::<ForOp>(ctx, parent)
        || body.isa::<IfOp>(ctx, parent)
        || body.isa::<ParallelOp>(ctx, parent))
    {
        return err("only terminates affine.if/for/parallel regions");
    }
    if body.num_results(parent) != body.num_operands(op) {
        return err("parent of yield must have same number of results as the yield operands");
    }
    let mismatch = body
        .results(parent)
        .zip(body.operands(op))
        .any(|(r, v)| body.value_type(r) != body.value_type(v));
    if mismatch {
        return err("types mismatch between yield op and its parent");
    }
    Ok(())
}

/// Control flow of `affine.if`: into the then region or the else region
/// (straight out without one); both regions exit.
struct IfBranches;

impl RegionBranchOpInterface for IfBranches {
    fn successors(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
        point: RegionBranchPoint,
        _operands: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        if_like_successors(body, op, point, None)
    }
}
