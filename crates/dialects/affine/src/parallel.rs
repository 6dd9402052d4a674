//! `affine.parallel`: `affine.parallel (%i, %j) = (0, max(%a, 2)) to (10, %n)
//! step (1, 2) reduce ("addf") -> (f32) { ... }`.
//!
//! Each bound of each dimension is a group of expressions (its `max` for
//! lower bounds, `min` for upper bounds); the expressions of all groups
//! form one map (`lowerBoundsMap`, `upperBoundsMap`) and
//! `lowerBoundsGroups` / `upperBoundsGroups` count the expressions per
//! group. Operands are the lower bounds' then the upper bounds'. The op
//! folds by composing its bound maps with `affine.apply` producers.

use smallvec::{SmallVec, smallvec};
use strata_asm::lexer::TokenKind;
use strata_asm::{BlockArgDef, ParseResult, Parser, Printer, SsaIds, UnresolvedOperand};
use strata_ir::affine::{AffineExpr, AffineMap};
use strata_ir::attributes::AttrKind;
use strata_ir::interfaces::{FoldOutcome, LoopLikeOpInterface};
use strata_ir::verifier::op_error;
use strata_ir::{
    Attribute, Body, Context, DiagResult, Ident, NamedAttr, OpDef, OpId, OpTraits, OperationState,
    RegionId, StateRegions, Type, Value,
};
use strata_ods::format::ensure_terminator;
use strata_ods::{OpSpec, constraints as c};

use crate::compose::{canonicalize_map_and_operands, compose_map_and_operands};
use crate::flatten::simplify_map;
use crate::for_op::verify_dims_and_symbols;
use crate::syntax::{finish_attrs, map_of, named, print_expr_of_ssa_ids};
use crate::{AFFINE_MAP_ATTR, ParallelOp, YieldOp};

/// The reduction kinds (`AtomicRMWKind`) by value.
const REDUCTIONS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// `affine.parallel`.
pub(crate) fn parallel() -> OpSpec {
    OpSpec::new(ParallelOp::NAME)
        .summary("multi-index parallel band operation")
        .variadic_operand("mapOperands", c::INDEX)
        .attr("reductions", c::ARRAY_ATTR)
        .attr("lowerBoundsMap", AFFINE_MAP_ATTR)
        .attr("lowerBoundsGroups", c::INT_ELEMENTS_ATTR)
        .attr("upperBoundsMap", AFFINE_MAP_ATTR)
        .attr("upperBoundsGroups", c::INT_ELEMENTS_ATTR)
        .attr("steps", c::ARRAY_ATTR)
        .variadic_result("results", c::ANY_TYPE)
        .sized_region("region", 1)
        .traits(OpTraits::RECURSIVE_MEMORY_EFFECTS | OpTraits::SINGLE_BLOCK)
        .implicit_terminator(YieldOp::NAME)
        .custom_syntax(parse_parallel, print_parallel)
        .verifier(verify_parallel)
        .folder(fold_parallel)
        .interface::<dyn LoopLikeOpInterface>(|| Box::new(ParallelLoop))
}

/// `dense<[..]> : tensor<Nxi32>`.
fn i32_tensor(ctx: &Context, values: &[i32]) -> Attribute {
    let n = i64::try_from(values.len()).unwrap_or(i64::MAX);
    let ty = Type::ranked_tensor(ctx, &[n], Type::int(ctx, 32), None);
    let splat = !values.is_empty() && values.iter().all(|&v| v == values[0]);
    let data: Vec<u8> = if splat {
        values[0].to_le_bytes().to_vec()
    } else {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    };
    Attribute::dense_elements(ctx, ty, &data, splat)
}

/// The values of a `tensor<Nxi32>` dense attribute.
fn i32_tensor_values(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    let AttrKind::DenseElements { ty, data, splat } = attr.kind(ctx) else {
        return None;
    };
    let n = match ty.kind(ctx) {
        strata_ir::TypeKind::RankedTensor { shape, .. } => usize::try_from(*shape.first()?).ok()?,
        _ => return None,
    };
    let words: Vec<i32> = data
        .chunks_exact(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if *splat {
        Some(vec![*words.first()?; n])
    } else {
        Some(words)
    }
}

/// The groups of attribute `name` of `op`.
pub(crate) fn groups(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<usize> {
    body.attr(ctx, op, name)
        .and_then(|a| i32_tensor_values(ctx, a))
        .unwrap_or_default()
        .into_iter()
        .map(|v| usize::try_from(v).unwrap_or(0))
        .collect()
}

/// The integer values of an array of integer attributes.
fn int_array(ctx: &Context, attr: Option<Attribute>) -> Vec<i64> {
    match attr.map(|a| a.kind(ctx)) {
        Some(AttrKind::Array(items)) => items
            .iter()
            .filter_map(|a| a.int_value(ctx).and_then(|v| v.to_i64()))
            .collect(),
        _ => Vec::new(),
    }
}

/// One bound list: its map, groups and operands (dims then symbols).
struct Bounds<'a> {
    exprs: Vec<AffineExpr>,
    groups: Vec<i32>,
    dims: Vec<UnresolvedOperand<'a>>,
    syms: Vec<UnresolvedOperand<'a>>,
}

/// Adds the identifiers of one parsed group to `b`, renumbered after the
/// operands already there (duplicates share an identifier).
fn add_group<'a>(ctx: &Context, b: &mut Bounds<'a>, exprs: &[AffineExpr], ids: &SsaIds<'a>) {
    let same = |x: &UnresolvedOperand<'_>, y: &UnresolvedOperand<'_>| {
        x.name == y.name && x.number == y.number
    };
    let mut dims = Vec::with_capacity(ids.dims.len());
    for d in &ids.dims {
        let pos = match b.dims.iter().position(|x| same(x, d)) {
            Some(p) => p,
            None => {
                b.dims.push(*d);
                b.dims.len() - 1
            }
        };
        dims.push(AffineExpr::dim(ctx, pos as u32));
    }
    let mut syms = Vec::with_capacity(ids.symbols.len());
    for s in &ids.symbols {
        let pos = match b.syms.iter().position(|x| same(x, s)) {
            Some(p) => p,
            None => {
                b.syms.push(*s);
                b.syms.len() - 1
            }
        };
        syms.push(AffineExpr::symbol(ctx, pos as u32));
    }
    b.exprs
        .extend(exprs.iter().map(|e| e.replace(ctx, &dims, &syms)));
}

/// Parses `(group, ..)` where a group is an expression or `keyword(exprs)`.
fn parse_bounds<'a>(p: &mut Parser<'a>, keyword: &str) -> ParseResult<Bounds<'a>> {
    let ctx = p.ctx;
    let mut b = Bounds {
        exprs: Vec::new(),
        groups: Vec::new(),
        dims: Vec::new(),
        syms: Vec::new(),
    };
    if !p.eat(TokenKind::LParen) {
        return Err(p.custom_op_error("expected '('"));
    }
    if p.eat(TokenKind::RParen) {
        return Ok(b);
    }
    p.parse_comma_separated(|p| {
        if p.eat_keyword(keyword) {
            let (map, ids) = p.parse_affine_map_of_ssa_ids(TokenKind::LParen, TokenKind::RParen)?;
            b.groups
                .push(i32::try_from(map.results.len()).unwrap_or(i32::MAX));
            add_group(ctx, &mut b, &map.results, &ids);
        } else {
            let mut ids = SsaIds::default();
            let e = p.parse_affine_expr_of_ssa_ids(&mut ids)?;
            b.groups.push(1);
            add_group(ctx, &mut b, &[e], &ids);
        }
        Ok(())
    })?;
    if !p.eat(TokenKind::RParen) {
        return Err(p.custom_op_error("expected ')'"));
    }
    Ok(b)
}

/// Resolves the operands of `b` and returns its map.
fn resolve_bounds<'a>(
    p: &mut Parser<'a>,
    b: &Bounds<'a>,
    out: &mut SmallVec<[Value; 4]>,
) -> ParseResult<AffineMap> {
    let index = Type::index(p.ctx);
    for o in b.dims.iter().chain(&b.syms) {
        let v = p.resolve_operand(o, index)?;
        out.push(v);
    }
    Ok(AffineMap::new(
        b.dims.len() as u32,
        b.syms.len() as u32,
        b.exprs.clone(),
    ))
}

fn parse_parallel(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let index = Type::index(ctx);
    let mut ivs: Vec<UnresolvedOperand<'_>> = Vec::new();
    p.parse_delimited_list(TokenKind::LParen, TokenKind::RParen, "expected '('", |p| {
        ivs.push(p.parse_operand()?);
        Ok(())
    })?;
    if !p.eat(TokenKind::Equal) {
        return Err(p.custom_op_error("expected '='"));
    }
    let lbs = parse_bounds(p, "max")?;
    if !p.eat_keyword("to") {
        return Err(p.custom_op_error("expected 'to'"));
    }
    let ubs = parse_bounds(p, "min")?;
    let lb_map = resolve_bounds(p, &lbs, &mut state.operands)?;
    let ub_map = resolve_bounds(p, &ubs, &mut state.operands)?;
    let mut steps = vec![1i64; ivs.len()];
    if p.eat_keyword("step") {
        let (map, _) = p.parse_affine_map_of_ssa_ids(TokenKind::LParen, TokenKind::RParen)?;
        let values: Option<Vec<i64>> = map.results.iter().map(|e| e.constant_value(ctx)).collect();
        match values {
            Some(v) => steps = v,
            None => return Err(p.error_at_loc(state.loc, "steps must be constant integers")),
        }
    }
    let mut reductions = Vec::new();
    if p.eat_keyword("reduce") {
        if !p.eat(TokenKind::LParen) {
            return Err(p.custom_op_error("expected '('"));
        }
        p.parse_comma_separated(|p| {
            let tok = p.token();
            let name = p.parse_string()?;
            match REDUCTIONS.iter().position(|r| *r == name) {
                Some(k) => {
                    reductions.push(Attribute::int(ctx, Type::int(ctx, 64), k as i64));
                    Ok(())
                }
                None => Err(p.error_at(tok, format!("invalid reduction value: \"{name}\""))),
            }
        })?;
        if !p.eat(TokenKind::RParen) {
            return Err(p.custom_op_error("expected ')'"));
        }
    }
    if p.eat(TokenKind::Arrow) {
        p.parse_function_result_types(&mut state.result_types)?;
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
    ensure_terminator(p, region, YieldOp::NAME, state.loc);
    state.regions = StateRegions::Local(smallvec![region]);
    let i64t = Type::int(ctx, 64);
    let step_attrs: Vec<Attribute> = steps
        .iter()
        .map(|&s| Attribute::int(ctx, i64t, s))
        .collect();
    let props: Vec<NamedAttr> = vec![
        named(ctx, "reductions", Attribute::array(ctx, &reductions)),
        named(ctx, "lowerBoundsMap", Attribute::affine_map(ctx, &lb_map)),
        named(ctx, "lowerBoundsGroups", i32_tensor(ctx, &lbs.groups)),
        named(ctx, "upperBoundsMap", Attribute::affine_map(ctx, &ub_map)),
        named(ctx, "upperBoundsGroups", i32_tensor(ctx, &ubs.groups)),
        named(ctx, "steps", Attribute::array(ctx, &step_attrs)),
    ];
    finish_attrs(
        p,
        state,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
        props,
    )
}

/// The number of operands of the lower bounds.
fn num_lb_operands(ctx: &Context, body: &Body, op: OpId) -> usize {
    map_of(ctx, body, op, "lowerBoundsMap").map_or(0, |m| (m.num_dims + m.num_symbols) as usize)
}

/// Prints the groups of one bound list.
fn print_bounds(
    p: &mut Printer<'_>,
    map: &AffineMap,
    groups: &[usize],
    operands: &[Value],
    keyword: &str,
) {
    let mut start = 0usize;
    for (i, &size) in groups.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let exprs = map.results.get(start..start + size).unwrap_or(&[]);
        if size == 1 {
            print_expr_of_ssa_ids(p, map, exprs[0], operands);
        } else {
            p.write(keyword);
            p.write("(");
            for (j, &e) in exprs.iter().enumerate() {
                if j > 0 {
                    p.write(", ");
                }
                print_expr_of_ssa_ids(p, map, e, operands);
            }
            p.write(")");
        }
        start += size;
    }
}

fn print_parallel(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let (Some(lb), Some(ub)) = (
        map_of(ctx, body, op, "lowerBoundsMap"),
        map_of(ctx, body, op, "upperBoundsMap"),
    ) else {
        return;
    };
    let operands: SmallVec<[Value; 8]> = body.operands(op).collect();
    let n = num_lb_operands(ctx, body, op).min(operands.len());
    let (_, args) = p.op_region_entry_args(op, 0);
    p.write(" (");
    p.with_region_body(op, |p| p.print_operands(args.iter().copied()));
    p.write(") = (");
    print_bounds(
        p,
        &lb,
        &groups(ctx, body, op, "lowerBoundsGroups"),
        &operands[..n],
        "max",
    );
    p.write(") to (");
    print_bounds(
        p,
        &ub,
        &groups(ctx, body, op, "upperBoundsGroups"),
        &operands[n..],
        "min",
    );
    p.write(")");
    let steps = int_array(ctx, body.attr(ctx, op, "steps"));
    if steps.iter().any(|&s| s != 1) {
        p.write(" step (");
        for (i, s) in steps.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.write_fmt(format_args!("{s}"));
        }
        p.write(")");
    }
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    if !results.is_empty() {
        p.write(" reduce (");
        let kinds = int_array(ctx, body.attr(ctx, op, "reductions"));
        for (i, k) in kinds.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            let name = usize::try_from(*k)
                .ok()
                .and_then(|k| REDUCTIONS.get(k))
                .unwrap_or(&"?");
            p.write_fmt(format_args!("\"{name}\""));
        }
        p.write(") -> (");
        p.print_type_list(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_op_region(op, 0, false, !results.is_empty(), false);
    p.print_optional_attr_dict(
        op,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
}

fn verify_parallel(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let (rbody, regions) = body.op_regions(op);
    let num_dims = regions
        .first()
        .and_then(|r| rbody.entry_block(*r))
        .map_or(0, |b| rbody.block_args(b).len());
    let lb_groups = groups(ctx, body, op, "lowerBoundsGroups");
    let ub_groups = groups(ctx, body, op, "upperBoundsGroups");
    let steps = int_array(ctx, body.attr(ctx, op, "steps"));
    if lb_groups.len() != num_dims || ub_groups.len() != num_dims || steps.len() != num_dims {
        return err("the number of region arguments (".to_string()
            + &num_dims.to_string()
            + ") and the number of map groups for lower ("
            + &lb_groups.len().to_string()
            + ") and upper bound ("
            + &ub_groups.len().to_string()
            + "), and the number of steps ("
            + &steps.len().to_string()
            + ") must all match");
    }
    let (Some(lb), Some(ub)) = (
        map_of(ctx, body, op, "lowerBoundsMap"),
        map_of(ctx, body, op, "upperBoundsMap"),
    ) else {
        return Ok(());
    };
    let expected: usize = lb_groups.iter().sum();
    if expected != lb.results.len() {
        return err(format!(
            "expected lower bounds map to have {expected} results"
        ));
    }
    let expected: usize = ub_groups.iter().sum();
    if expected != ub.results.len() {
        return err(format!(
            "expected upper bounds map to have {expected} results"
        ));
    }
    let reductions = int_array(ctx, body.attr(ctx, op, "reductions"));
    if reductions.len() != body.num_results(op) {
        return err("a reduction must be specified for each output".to_string());
    }
    for (kind, result) in reductions.iter().zip(body.results(op)) {
        let Some(name) = usize::try_from(*kind).ok().and_then(|k| REDUCTIONS.get(k)) else {
            return err("invalid reduction attribute".to_string());
        };
        if !reduction_accepts(ctx, name, body.value_type(result)) {
            return err("result type cannot match reduction attribute".to_string());
        }
    }
    let operands: SmallVec<[Value; 8]> = body.operands(op).collect();
    let n = ((lb.num_dims + lb.num_symbols) as usize).min(operands.len());
    verify_dims_and_symbols(ctx, body, op, &operands[..n], lb.num_dims as usize)?;
    verify_dims_and_symbols(ctx, body, op, &operands[n..], ub.num_dims as usize)
}

/// Composes, canonicalizes and simplifies `map` with `operands` (upstream's
/// `AffineValueMap::canonicalize`); `None` if nothing changed.
fn canonical_bounds(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[Value],
) -> Option<(AffineMap, Vec<Value>)> {
    let mut m = map.clone();
    let mut ops = operands.to_vec();
    compose_map_and_operands(ctx, body, &mut m, &mut ops);
    canonicalize_map_and_operands(ctx, body, &mut m, &mut ops);
    m = simplify_map(ctx, &m);
    (m != *map || ops != operands).then_some((m, ops))
}

/// Folds `affine.parallel` by canonicalizing its bound maps with their
/// operands.
fn fold_parallel(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let (Some(lb), Some(ub)) = (
        map_of(ctx, body, op, "lowerBoundsMap"),
        map_of(ctx, body, op, "upperBoundsMap"),
    ) else {
        return FoldOutcome::None;
    };
    let operands: Vec<Value> = body.operands(op).collect();
    let n = (lb.num_dims + lb.num_symbols) as usize;
    if operands.len() != n + (ub.num_dims + ub.num_symbols) as usize {
        return FoldOutcome::None;
    }
    let new_lb = canonical_bounds(ctx, body, &lb, &operands[..n]);
    let new_ub = canonical_bounds(ctx, body, &ub, &operands[n..]);
    if new_lb.is_none() && new_ub.is_none() {
        return FoldOutcome::None;
    }
    let (lb, lb_ops) = new_lb.unwrap_or_else(|| (lb, operands[..n].to_vec()));
    let (ub, ub_ops) = new_ub.unwrap_or_else(|| (ub, operands[n..].to_vec()));
    let mut all = lb_ops;
    all.extend(ub_ops);
    body.set_operands(op, &all);
    for (name, map) in [("lowerBoundsMap", &lb), ("upperBoundsMap", &ub)] {
        let attr = Attribute::affine_map(ctx, map);
        body.set_inherent_attr(ctx, op, Ident::new(ctx, name), Some(attr));
    }
    FoldOutcome::InPlace
}

/// Whether reduction `kind` can produce a value of type `ty`.
fn reduction_accepts(ctx: &Context, kind: &str, ty: Type) -> bool {
    let float = ty.float_semantics(ctx).is_some();
    let int = matches!(ty.kind(ctx), strata_ir::TypeKind::Integer { .. });
    let signedness = match ty.kind(ctx) {
        strata_ir::TypeKind::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    };
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => float,
        "addi" | "muli" | "ori" | "andi" => int,
        "assign" => true,
        "maxs" | "mins" => signedness == Some(strata_ir::types::Signedness::Signed),
        "maxu" | "minu" => signedness == Some(strata_ir::types::Signedness::Unsigned),
        _ => false,
    }
}

/// The loop region of `affine.parallel`.
struct ParallelLoop;

impl LoopLikeOpInterface for ParallelLoop {
    fn loop_regions(&self, _ctx: &Context, body: &Body, op: OpId) -> SmallVec<[RegionId; 1]> {
        SmallVec::from_slice(body.op_regions(op).1)
    }
}

/// The parts of an `affine.parallel` a lowering needs.
#[derive(Clone, Debug)]
pub struct ParallelParts {
    /// The lower bound map of each dimension (its results form a `max`).
    pub lb_maps: Vec<AffineMap>,
    /// The upper bound map of each dimension (its results form a `min`).
    pub ub_maps: Vec<AffineMap>,
    /// The operands of the lower bound maps.
    pub lb_operands: Vec<Value>,
    /// The operands of the upper bound maps.
    pub ub_operands: Vec<Value>,
    /// The step of each dimension.
    pub steps: Vec<i64>,
    /// The reduction kind of each result (`"addf"`, `"maxs"`, ...).
    pub reductions: Vec<&'static str>,
}

/// Splits `map` into one map per group of `sizes` results.
fn split_groups(map: &AffineMap, sizes: &[usize]) -> Option<Vec<AffineMap>> {
    let mut start = 0usize;
    sizes
        .iter()
        .map(|&n| {
            let end = start.checked_add(n)?;
            let results = map.results.get(start..end)?.to_vec();
            start = end;
            Some(AffineMap::new(map.num_dims, map.num_symbols, results))
        })
        .collect()
}

/// The bounds, steps and reductions of `affine.parallel` `op`; `None` if
/// its attributes are malformed.
pub fn parallel_parts(ctx: &Context, body: &Body, op: OpId) -> Option<ParallelParts> {
    let lb = map_of(ctx, body, op, "lowerBoundsMap")?;
    let ub = map_of(ctx, body, op, "upperBoundsMap")?;
    let lb_maps = split_groups(&lb, &groups(ctx, body, op, "lowerBoundsGroups"))?;
    let ub_maps = split_groups(&ub, &groups(ctx, body, op, "upperBoundsGroups"))?;
    let operands: Vec<Value> = body.operands(op).collect();
    let n = (lb.num_dims + lb.num_symbols) as usize;
    if operands.len() != n + (ub.num_dims + ub.num_symbols) as usize {
        return None;
    }
    let reductions: Option<Vec<&'static str>> = int_array(ctx, body.attr(ctx, op, "reductions"))
        .into_iter()
        .map(|k| {
            usize::try_from(k)
                .ok()
                .and_then(|k| REDUCTIONS.get(k).copied())
        })
        .collect();
    Some(ParallelParts {
        lb_maps,
        ub_maps,
        lb_operands: operands[..n].to_vec(),
        ub_operands: operands[n..].to_vec(),
        steps: int_array(ctx, body.attr(ctx, op, "steps")),
        reductions: reductions?,
    })
}
