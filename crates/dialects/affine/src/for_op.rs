//! `affine.for`: syntax, verifier and control-flow interfaces.
//!
//! `affine.for %i = max #lb(%d)[%s] to min #ub(%d)[%s] step 2
//! iter_args(%a = %init) -> (f32) { ... }`; a bound is an integer, an SSA
//! value (the map `()[s0] -> (s0)`) or a map with its operands. Operands
//! are the lower bound's, the upper bound's, then the initial values.

use std::ops::Range;

use smallvec::{SmallVec, smallvec};
use strata_asm::lexer::TokenKind;
use strata_asm::{BlockArgDef, ParseResult, Parser, Printer, UnresolvedOperand};
use strata_dialect_utils::loop_like::{LoopCarried, verify_loop_like};
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::attributes::{AttrKind, dense_i32_values};
use strata_ir::interfaces::{
    LoopLikeOpInterface, RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor,
};
use strata_ir::verifier::op_error;
use strata_ir::{
    Attribute, Body, Context, DiagResult, NamedAttr, OpDef, OpId, OpTraits, OperationState,
    RegionId, StateRegions, Type, Value,
};
use strata_ods::format::ensure_terminator;
use strata_ods::{OpSpec, constraints as c};

use crate::syntax::{
    finish_attrs, map_of, named, parse_dim_and_symbol_list, print_dim_and_symbol_list,
};
use crate::valid::{valid_dim_for, valid_symbol_for};
use crate::{AFFINE_MAP_ATTR, ForOp, YieldOp, canonicalize};

/// `affine.for`.
pub(crate) fn for_op() -> OpSpec {
    OpSpec::new(ForOp::NAME)
        .summary("for operation")
        .variadic_operand("lowerBoundOperands", c::INDEX)
        .variadic_operand("upperBoundOperands", c::INDEX)
        .variadic_operand("inits", c::ANY_TYPE)
        .attr("lowerBoundMap", AFFINE_MAP_ATTR)
        .attr("upperBoundMap", AFFINE_MAP_ATTR)
        .attr("step", c::INDEX_ATTR)
        .variadic_result("results", c::ANY_TYPE)
        .sized_region("region", 1)
        .traits(
            OpTraits::RECURSIVE_MEMORY_EFFECTS
                | OpTraits::SINGLE_BLOCK
                | OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
        )
        .implicit_terminator(YieldOp::NAME)
        .custom_syntax(parse_for, print_for)
        .verifier(verify_step)
        .region_verifier(verify_for)
        .folder(canonicalize::fold_for)
        .canonicalizer(canonicalize::for_patterns)
        .interface::<dyn RegionBranchOpInterface>(|| Box::new(ForBranches))
        .interface::<dyn LoopLikeOpInterface>(|| Box::new(ForBranches))
}

/// The parts of an `affine.for`.
pub struct ForParts {
    /// The lower bound map.
    pub lb_map: AffineMap,
    /// Its operands.
    pub lb_operands: SmallVec<[Value; 4]>,
    /// The upper bound map.
    pub ub_map: AffineMap,
    /// Its operands.
    pub ub_operands: SmallVec<[Value; 4]>,
    /// The step.
    pub step: i64,
    /// The initial values of the loop-carried variables.
    pub inits: SmallVec<[Value; 4]>,
}

/// The bounds, step and initial values of `affine.for` `op`.
pub fn for_parts(ctx: &Context, body: &Body, op: OpId) -> Option<ForParts> {
    let sizes = dense_i32_values(ctx, body.attr(ctx, op, "operandSegmentSizes")?)?;
    let (&nl, &nu) = (sizes.first()?, sizes.get(1)?);
    let (nl, nu) = (usize::try_from(nl).ok()?, usize::try_from(nu).ok()?);
    let operands: SmallVec<[Value; 8]> = body.operands(op).collect();
    if nl + nu > operands.len() {
        return None;
    }
    Some(ForParts {
        lb_map: map_of(ctx, body, op, "lowerBoundMap")?,
        lb_operands: SmallVec::from_slice(&operands[..nl]),
        ub_map: map_of(ctx, body, op, "upperBoundMap")?,
        ub_operands: SmallVec::from_slice(&operands[nl..nl + nu]),
        step: body.attr(ctx, op, "step")?.int_value(ctx)?.to_i64()?,
        inits: SmallVec::from_slice(&operands[nl + nu..]),
    })
}

/// The properties of an `affine.for` with these bounds and step.
pub fn for_props(
    ctx: &Context,
    lb: &AffineMap,
    ub: &AffineMap,
    step: i64,
    segments: [usize; 3],
) -> Vec<NamedAttr> {
    let seg: Vec<i32> = segments
        .iter()
        .map(|&s| i32::try_from(s).unwrap_or(i32::MAX))
        .collect();
    vec![
        named(ctx, "lowerBoundMap", Attribute::affine_map(ctx, lb)),
        named(ctx, "upperBoundMap", Attribute::affine_map(ctx, ub)),
        named(ctx, "step", Attribute::int(ctx, Type::index(ctx), step)),
        named(
            ctx,
            "operandSegmentSizes",
            Attribute::dense_i32_array(ctx, &seg),
        ),
    ]
}

/// Parses one bound; pushes its operands and returns its map.
fn parse_bound(
    p: &mut Parser<'_>,
    state: &mut OperationState,
    lower: bool,
) -> ParseResult<AffineMap> {
    let ctx = p.ctx;
    let has_prefix = p.eat_keyword(if lower { "max" } else { "min" });
    let index = Type::index(ctx);
    if let Some(first) = p.parse_optional_operand()? {
        if p.kind() == TokenKind::Comma {
            return Err(p.error_at_loc(state.loc, "expected only one loop bound operand"));
        }
        let v = p.resolve_operand(&first, index)?;
        state.operands.push(v);
        return Ok(AffineMap::new(0, 1, vec![AffineExpr::symbol(ctx, 0)]));
    }
    let attr_tok = p.token();
    let attr = p.parse_attribute_of_type(Some(index))?;
    match attr.kind(ctx) {
        AttrKind::AffineMap(map) => {
            let map = map.clone();
            let before = state.operands.len();
            let num_dims = parse_dim_and_symbol_list(p, &mut state.operands)?;
            if map.num_dims as usize != num_dims {
                return Err(p.error_at_loc(
                    state.loc,
                    "dim operand count and affine map dim count must match",
                ));
            }
            if num_dims + map.num_symbols as usize != state.operands.len() - before {
                return Err(p.error_at_loc(
                    state.loc,
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if map.results.len() > 1 && !has_prefix {
                let message = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.error_at(attr_tok, message));
            }
            Ok(map)
        }
        AttrKind::Integer { .. } => match attr.int_value(ctx).and_then(|v| v.to_i64()) {
            Some(v) => Ok(AffineMap::constant(ctx, v)),
            None => Err(p.error_at(attr_tok, "integer constant out of range")),
        },
        _ => Err(p.error_at_loc(
            state.loc,
            "expected valid affine map representation for loop bounds",
        )),
    }
}

fn parse_for(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let index = Type::index(ctx);
    let iv = p.parse_operand()?;
    if !p.eat(TokenKind::Equal) {
        return Err(p.custom_op_error("expected '='"));
    }
    let lb = parse_bound(p, state, true)?;
    let num_lb = state.operands.len();
    if !p.eat_keyword("to") {
        return Err(p.custom_op_error("expected 'to' between bounds"));
    }
    let ub = parse_bound(p, state, false)?;
    let num_ub = state.operands.len() - num_lb;
    let mut step = 1;
    if p.eat_keyword("step") {
        let step_tok = p.token();
        let attr = p.parse_attribute_of_type(Some(index))?;
        match attr.int_value(ctx).and_then(|v| v.to_i64()) {
            Some(v) if v >= 0 => step = v,
            Some(_) => {
                return Err(p.error_at(
                    step_tok,
                    "expected step to be representable as a positive signed integer",
                ));
            }
            None => return Err(p.error_at(step_tok, "invalid kind of attribute specified")),
        }
    }
    let mut names: SmallVec<[UnresolvedOperand<'_>; 4]> = smallvec![iv];
    let mut result_types: SmallVec<[Type; 2]> = SmallVec::new();
    let mut num_inits = 0;
    if p.eat_keyword("iter_args") {
        let mut inits: SmallVec<[UnresolvedOperand<'_>; 4]> = SmallVec::new();
        p.parse_delimited_list(TokenKind::LParen, TokenKind::RParen, "expected '('", |p| {
            names.push(p.parse_operand()?);
            if !p.eat(TokenKind::Equal) {
                return Err(p.custom_op_error("expected '='"));
            }
            inits.push(p.parse_operand()?);
            Ok(())
        })?;
        if !p.eat(TokenKind::Arrow) {
            return Err(p.custom_op_error("expected '->'"));
        }
        p.parse_function_result_types(&mut result_types)?;
        for (o, &t) in inits.iter().zip(result_types.iter()) {
            let v = p.resolve_operand(o, t)?;
            state.operands.push(v);
        }
        num_inits = inits.len();
    }
    if names.len() != result_types.len() + 1 {
        return Err(p.error_at_loc(
            state.loc,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    let mut arg_types: SmallVec<[Type; 4]> = smallvec![index];
    arg_types.extend(result_types.iter().copied());
    let args: SmallVec<[BlockArgDef<'_>; 4]> = names
        .iter()
        .zip(&arg_types)
        .map(|(name, &ty)| BlockArgDef {
            name: *name,
            ty,
            attrs: None,
            loc: p.location_at(name.pos),
        })
        .collect();
    let region = p.parse_region(&args, false)?;
    ensure_terminator(p, region, YieldOp::NAME, state.loc);
    state.regions = StateRegions::Local(smallvec![region]);
    state.result_types.extend(result_types);
    let props = for_props(ctx, &lb, &ub, step, [num_lb, num_ub, num_inits]);
    finish_attrs(
        p,
        state,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
        props,
    )
}

/// Prints a bound: an integer, a lone symbol operand, or
/// `[prefix ]#map(%d)[%s]`.
pub(crate) fn print_bound(p: &mut Printer<'_>, map: &AffineMap, operands: &[Value], prefix: &str) {
    let ctx = p.ctx;
    if let [expr] = map.results.as_ref() {
        if map.num_dims == 0
            && map.num_symbols == 0
            && let Some(v) = expr.constant_value(ctx)
        {
            p.write_fmt(format_args!("{v}"));
            return;
        }
        if map.num_dims == 0
            && map.num_symbols == 1
            && matches!(expr.kind(ctx), AffineExprKind::Symbol(_))
            && let Some(&v) = operands.first()
        {
            p.print_operand(v);
            return;
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attribute(Attribute::affine_map(ctx, map));
    print_dim_and_symbol_list(p, operands, map.num_dims as usize);
}

fn print_for(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let Some(parts) = for_parts(ctx, body, op) else {
        return;
    };
    let (_, args) = p.op_region_entry_args(op, 0);
    let Some(&iv) = args.first() else {
        return;
    };
    p.write(" ");
    p.with_region_body(op, |p| p.print_operand(iv));
    p.write(" = ");
    print_bound(p, &parts.lb_map, &parts.lb_operands, "max");
    p.write(" to ");
    print_bound(p, &parts.ub_map, &parts.ub_operands, "min");
    if parts.step != 1 {
        p.write_fmt(format_args!(" step {}", parts.step));
    }
    let has_iter = !parts.inits.is_empty();
    if has_iter {
        p.write(" iter_args(");
        for (i, (a, v)) in args.iter().skip(1).zip(&parts.inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.with_region_body(op, |p| p.print_operand(*a));
            p.write(" = ");
            p.print_operand(*v);
        }
        p.write(") -> (");
        let types: SmallVec<[Type; 4]> = body.results(op).map(|r| body.value_type(r)).collect();
        p.print_type_list(&types);
        p.write(")");
    }
    p.write(" ");
    p.print_op_region(op, 0, false, has_iter, false);
    p.print_optional_attr_dict(
        op,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
}

fn verify_step(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let step = body
        .attr(ctx, op, "step")
        .and_then(|a| a.int_value(ctx))
        .and_then(|v| v.to_i64());
    if step.is_some_and(|s| s <= 0) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected step to be representable as a positive signed integer",
        ));
    }
    Ok(())
}

/// Checks that the first `num_dims` operands are valid dimensions and the
/// rest valid symbols.
pub(crate) fn verify_dims_and_symbols(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Value],
    num_dims: usize,
) -> DiagResult {
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !valid_dim_for(ctx, body, op, v) {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "operand cannot be used as a dimension id",
                ));
            }
        } else if !valid_symbol_for(ctx, body, op, v) {
            return Err(op_error(
                ctx,
                body,
                op,
                "operand cannot be used as a symbol",
            ));
        }
    }
    Ok(())
}

fn verify_for(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let Some(parts) = for_parts(ctx, body, op) else {
        return Ok(());
    };
    let (rbody, regions) = body.op_regions(op);
    let entry = regions.first().and_then(|r| rbody.entry_block(*r));
    let args: SmallVec<[Value; 4]> = entry
        .map(|b| SmallVec::from_slice(rbody.block_args(b)))
        .unwrap_or_default();
    let types = |b: &Body, values: &[Value]| -> SmallVec<[Type; 4]> {
        values.iter().map(|v| b.value_type(*v)).collect()
    };
    let yielded: SmallVec<[Type; 4]> = entry
        .and_then(|b| rbody.last_op(b))
        .filter(|t| rbody.isa::<YieldOp>(ctx, *t))
        .map(|t| rbody.operands(t).map(|v| rbody.value_type(v)).collect())
        .unwrap_or_default();
    let results: SmallVec<[Type; 4]> = body.results(op).map(|v| body.value_type(v)).collect();
    verify_loop_like(
        ctx,
        body,
        op,
        &LoopCarried {
            inits: &types(body, &parts.inits),
            iter_args: &types(rbody, args.get(1..).unwrap_or_default()),
            yielded: &yielded,
            results: Some(&results),
        },
    )?;
    if args
        .first()
        .is_none_or(|&a| !rbody.value_type(a).is_index(ctx))
    {
        return err("expected body to have a single index argument for the induction variable");
    }
    // Upstream does not check this and prints bounds that do not parse.
    for (map, operands) in [
        (&parts.lb_map, &parts.lb_operands),
        (&parts.ub_map, &parts.ub_operands),
    ] {
        if (map.num_dims + map.num_symbols) as usize != operands.len() {
            return err("operand count and affine map dimension and symbol count must match");
        }
    }
    let lb_n = parts.lb_map.num_dims as usize;
    verify_dims_and_symbols(ctx, body, op, &parts.lb_operands, lb_n)?;
    let ub_n = parts.ub_map.num_dims as usize;
    verify_dims_and_symbols(ctx, body, op, &parts.ub_operands, ub_n)?;
    if parts.lb_map.results.is_empty() {
        return err("expected lower bound map to have at least one result");
    }
    if parts.ub_map.results.is_empty() {
        return err("expected upper bound map to have at least one result");
    }
    let n = body.num_results(op);
    if n == 0 {
        return Ok(());
    }
    if parts.inits.len() != n {
        return err("mismatch between the number of loop-carried values and results");
    }
    if args.len() - 1 != n {
        return err("mismatch between the number of basic block args and results");
    }
    Ok(())
}

/// Control flow of `affine.for`: from the op into the body or out (both
/// receiving the initial values); from the body back into it or out. Also
/// its loop region.
struct ForBranches;

impl RegionBranchOpInterface for ForBranches {
    /// A constant trip count decides some edges: zero iterations skip the
    /// body, at least one enters it, exactly one leaves after the body.
    fn successors(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        point: RegionBranchPoint,
        _operands: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        let trip = for_parts(ctx, body, op).and_then(|p| canonicalize::trivial_trip_count(ctx, &p));
        match (point, trip) {
            (RegionBranchPoint::Parent, Some(0)) => smallvec![RegionSuccessor::Parent],
            (RegionBranchPoint::Parent, Some(_)) => smallvec![RegionSuccessor::Region(0)],
            (RegionBranchPoint::Region(_), Some(1)) => smallvec![RegionSuccessor::Parent],
            _ => smallvec![RegionSuccessor::Region(0), RegionSuccessor::Parent],
        }
    }

    fn entry_successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        successor: RegionSuccessor,
    ) -> Range<usize> {
        let n = body.num_operands(op);
        match (successor, for_parts(ctx, body, op)) {
            (RegionSuccessor::Region(0) | RegionSuccessor::Parent, Some(parts)) => {
                n.saturating_sub(parts.inits.len())..n
            }
            _ => 0..0,
        }
    }
}

impl LoopLikeOpInterface for ForBranches {
    fn loop_regions(&self, _ctx: &Context, body: &Body, op: OpId) -> SmallVec<[RegionId; 1]> {
        SmallVec::from_slice(body.op_regions(op).1)
    }
}
