//! `affine.apply`, `affine.min` and `affine.max`: syntax, verifiers and
//! folders.

use smallvec::{SmallVec, smallvec};
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::attributes::AttrKind;
use strata_ir::interfaces::{FoldOutcome, OpFoldResult};
use strata_ir::verifier::{op_error, op_plain_error};
use strata_ir::{
    Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, OperationState, Type, Value,
};
use strata_ods::{OpSpec, constraints as c};

use crate::syntax::{
    finish_attrs, map_of, named, parse_dim_and_symbol_list, print_dim_and_symbol_list,
};
use crate::valid::{is_valid_dim_in, is_valid_symbol_in, scope_of};
use crate::{AFFINE_MAP_ATTR, ApplyOp, MinOp, canonicalize};

/// `affine.apply`.
pub(crate) fn apply() -> OpSpec {
    OpSpec::new(ApplyOp::NAME)
        .summary("affine apply operation")
        .variadic_operand("mapOperands", c::INDEX)
        .attr("map", AFFINE_MAP_ATTR)
        .result("result", c::INDEX)
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT)
        .custom_syntax(parse_apply, print_map_op)
        .verifier(verify_apply)
        .folder(fold_apply)
        .canonicalizer(canonicalize::map_op_patterns)
}

/// `affine.min` / `affine.max`.
pub(crate) fn min_max(name: &'static str, summary: &'static str) -> OpSpec {
    OpSpec::new(name)
        .summary(summary)
        .variadic_operand("operands", c::INDEX)
        .attr("map", AFFINE_MAP_ATTR)
        .result("result", c::INDEX)
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT)
        .custom_syntax(parse_min_max, print_map_op)
        .verifier(verify_min_max)
        .folder(fold_min_max)
        .canonicalizer(canonicalize::min_max_patterns)
}

/// Parses the map attribute of `#map(%d)[%s]`.
fn parse_map_attr(p: &mut Parser<'_>) -> ParseResult<(AffineMap, Attribute)> {
    let start = p.token();
    let attr = p.parse_attribute()?;
    match attr.kind(p.ctx) {
        AttrKind::AffineMap(m) => Ok((m.clone(), attr)),
        _ => Err(p.error_at(start, "invalid kind of attribute specified")),
    }
}

fn parse_apply(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let (map, attr) = parse_map_attr(p)?;
    let num_dims = parse_dim_and_symbol_list(p, &mut state.operands)?;
    finish_attrs(p, state, &["map"], vec![named(ctx, "map", attr)])?;
    if map.num_dims as usize != num_dims
        || num_dims + map.num_symbols as usize != state.operands.len()
    {
        return Err(p.error_at_loc(state.loc, "dimension or symbol index mismatch"));
    }
    state
        .result_types
        .extend(std::iter::repeat_n(Type::index(ctx), map.results.len()));
    Ok(())
}

fn parse_min_max(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let (_, attr) = parse_map_attr(p)?;
    parse_dim_and_symbol_list(p, &mut state.operands)?;
    finish_attrs(p, state, &["map"], vec![named(ctx, "map", attr)])?;
    state.result_types.push(Type::index(ctx));
    Ok(())
}

/// Prints ` #map(%d)[%s] attr-dict`.
fn print_map_op(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let Some(attr) = body.attr(ctx, op, "map") else {
        return;
    };
    let num_dims = map_of(ctx, body, op, "map").map_or(0, |m| m.num_dims as usize);
    let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    p.write(" ");
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, &operands, num_dims);
    p.print_optional_attr_dict(op, &["map"]);
}

/// Checks that `op` has one operand per dimension and symbol of `map`.
fn check_operand_count(ctx: &Context, body: &Body, op: OpId, map: &AffineMap) -> DiagResult {
    if body.num_operands(op) != (map.num_dims + map.num_symbols) as usize {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    Ok(())
}

fn verify_apply(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(map) = map_of(ctx, body, op, "map") else {
        return Ok(());
    };
    check_operand_count(ctx, body, op, &map)?;
    if map.results.len() != 1 {
        return Err(op_error(ctx, body, op, "mapping must produce one value"));
    }
    let Some(scope) = scope_of(ctx, body, op) else {
        return Ok(());
    };
    for v in body.operands(op).skip(map.num_dims as usize) {
        if is_valid_dim_in(ctx, body, v, scope) && !is_valid_symbol_in(ctx, body, v, scope) {
            return Err(op_plain_error(
                ctx,
                body,
                op,
                "dimensional operand cannot be used as a symbol",
            ));
        }
    }
    Ok(())
}

fn verify_min_max(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(map) = map_of(ctx, body, op, "map") else {
        return Ok(());
    };
    check_operand_count(ctx, body, op, &map)?;
    if map.results.is_empty() {
        return Err(op_error(
            ctx,
            body,
            op,
            "affine map expect at least one result",
        ));
    }
    Ok(())
}

/// The integer value of a constant operand.
fn const_int(ctx: &Context, attr: Option<Attribute>) -> Option<i64> {
    attr?.int_value(ctx)?.to_i64()
}

/// Folds each result of `map` whose identifiers all have constant values
/// to a constant (upstream's `partialConstantFold`); the constant values
/// are returned when every result folded.
pub(crate) fn partial_constant_fold(
    ctx: &Context,
    map: &AffineMap,
    operands: &[Option<Attribute>],
) -> (AffineMap, Option<Vec<i64>>) {
    let values: Vec<Option<i64>> = operands.iter().map(|a| const_int(ctx, *a)).collect();
    let mut all = Some(Vec::with_capacity(map.results.len()));
    let results: Vec<AffineExpr> = map
        .results
        .iter()
        .map(|&e| match fold_expr(ctx, map, e, &values) {
            Some(v) => {
                if let Some(all) = all.as_mut() {
                    all.push(v);
                }
                AffineExpr::constant(ctx, v)
            }
            None => {
                all = None;
                e
            }
        })
        .collect();
    (AffineMap::new(map.num_dims, map.num_symbols, results), all)
}

/// The value of `expr` if every identifier it uses is a known constant
/// (sums and products wrap around, as upstream's constant folder).
fn fold_expr(
    ctx: &Context,
    map: &AffineMap,
    expr: AffineExpr,
    values: &[Option<i64>],
) -> Option<i64> {
    let nd = map.num_dims as usize;
    let mut missing = false;
    expr.walk(ctx, |e| match *e.kind(ctx) {
        AffineExprKind::Dim(d) if values.get(d as usize).copied().flatten().is_none() => {
            missing = true
        }
        AffineExprKind::Symbol(s) if values.get(nd + s as usize).copied().flatten().is_none() => {
            missing = true
        }
        _ => {}
    });
    if missing {
        return None;
    }
    let dims: Vec<i64> = (0..nd)
        .map(|i| values.get(i).copied().flatten().unwrap_or(0))
        .collect();
    let syms: Vec<i64> = (nd..values.len())
        .map(|i| values.get(i).copied().flatten().unwrap_or(0))
        .collect();
    expr.evaluate_wrapping(ctx, &dims, &syms)
}

fn fold_apply(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(map) = map_of(ctx, body, op, "map") else {
        return FoldOutcome::None;
    };
    let Some(&expr) = map.results.first() else {
        return FoldOutcome::None;
    };
    let forward = match *expr.kind(ctx) {
        AffineExprKind::Dim(d) => Some(d as usize),
        AffineExprKind::Symbol(s) => Some(map.num_dims as usize + s as usize),
        _ => None,
    };
    if let Some(i) = forward.filter(|&i| i < body.num_operands(op)) {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(body.operand(op, i))]);
    }
    let values: Vec<Option<i64>> = operands.iter().map(|a| const_int(ctx, *a)).collect();
    match fold_expr(ctx, &map, expr, &values) {
        Some(v) => FoldOutcome::Results(smallvec![OpFoldResult::Attr(Attribute::int(
            ctx,
            Type::index(ctx),
            v
        ))]),
        None => FoldOutcome::None,
    }
}

fn fold_min_max(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(map) = map_of(ctx, body, op, "map") else {
        return FoldOutcome::None;
    };
    let (folded, results) = partial_constant_fold(ctx, &map, operands);
    let symbol_identity = folded.num_dims == 0
        && folded.num_symbols == 1
        && folded.results.len() == 1
        && *folded.results[0].kind(ctx) == AffineExprKind::Symbol(0);
    if symbol_identity && body.num_operands(op) > 0 {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(body.operand(op, 0))]);
    }
    let Some(results) = results else {
        if folded == map {
            return FoldOutcome::None;
        }
        body.set_inherent_attr(
            ctx,
            op,
            strata_ir::Ident::new(ctx, "map"),
            Some(Attribute::affine_map(ctx, &folded)),
        );
        return FoldOutcome::InPlace;
    };
    let is_min = body.isa::<MinOp>(ctx, op);
    let best = if is_min {
        results.iter().min()
    } else {
        results.iter().max()
    };
    match best {
        Some(&v) => FoldOutcome::Results(smallvec![OpFoldResult::Attr(Attribute::int(
            ctx,
            Type::index(ctx),
            v
        ))]),
        None => FoldOutcome::None,
    }
}
