//! Composition and canonicalization of affine maps together with their
//! operands (upstream's `composeAffineMapAndOperands`,
//! `fullyComposeAffineMapAndOperands` and `canonicalizeMapAndOperands`).
//!
//! Canonicalization promotes dimension operands that are valid symbols to
//! symbols, demotes symbol operands that are not to dimensions, drops
//! unused operands, merges duplicate ones and replaces constant symbols by
//! their values. Composition substitutes the map of every `affine.apply`
//! defining an operand into the map.

use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use strata_ir::{Body, Context, OpTraits, Value};

use crate::ApplyOp;
use crate::syntax::map_of;
use crate::valid::is_valid_symbol;

/// Identifier counts and expressions, shared by maps and sets.
struct Exprs {
    num_dims: u32,
    num_symbols: u32,
    exprs: Vec<AffineExpr>,
}

impl Exprs {
    fn replace(
        &self,
        ctx: &Context,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        nd: u32,
        ns: u32,
    ) -> Exprs {
        Exprs {
            num_dims: nd,
            num_symbols: ns,
            exprs: self
                .exprs
                .iter()
                .map(|e| e.replace(ctx, dims, syms))
                .collect(),
        }
    }
}

/// The integer value of `value` if a constant op defines it.
pub(crate) fn constant_index(ctx: &Context, body: &Body, value: Value) -> Option<i64> {
    let def = body.defining_op(value)?;
    if !body.op_name(def).has_trait(ctx, OpTraits::CONSTANT_LIKE) {
        return None;
    }
    body.attr(ctx, def, "value")?.int_value(ctx)?.to_i64()
}

/// Promotes dimension operands that are valid symbols to (trailing) symbols.
fn promote_symbols(ctx: &Context, body: &Body, e: &mut Exprs, operands: &mut Vec<Value>) {
    let nd = e.num_dims as usize;
    let old_syms = e.num_symbols;
    let mut dims = Vec::with_capacity(nd);
    let mut result = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut next_dim = 0u32;
    for &v in operands.iter().take(nd) {
        if is_valid_symbol(ctx, body, v) {
            dims.push(AffineExpr::symbol(ctx, old_syms + promoted.len() as u32));
            promoted.push(v);
        } else {
            dims.push(AffineExpr::dim(ctx, next_dim));
            next_dim += 1;
            result.push(v);
        }
    }
    result.extend(operands.iter().skip(nd).copied());
    let ns = old_syms + promoted.len() as u32;
    result.extend(promoted);
    *e = e.replace(ctx, &dims, &[], next_dim, ns);
    *operands = result;
}

/// Demotes symbol operands that are not valid symbols to (trailing) dimensions.
fn demote_dims(ctx: &Context, body: &Body, e: &mut Exprs, operands: &mut Vec<Value>) {
    let nd = e.num_dims as usize;
    if operands
        .iter()
        .skip(nd)
        .all(|&v| is_valid_symbol(ctx, body, v))
    {
        return;
    }
    let mut dim_ops: Vec<Value> = operands.iter().take(nd).copied().collect();
    let mut sym_ops = Vec::new();
    let mut syms = Vec::new();
    for &v in operands.iter().skip(nd) {
        if is_valid_symbol(ctx, body, v) {
            syms.push(AffineExpr::symbol(ctx, sym_ops.len() as u32));
            sym_ops.push(v);
        } else {
            syms.push(AffineExpr::dim(ctx, dim_ops.len() as u32));
            dim_ops.push(v);
        }
    }
    let nd_new = dim_ops.len() as u32;
    let ns_new = sym_ops.len() as u32;
    *e = e.replace(ctx, &[], &syms, nd_new, ns_new);
    dim_ops.extend(sym_ops);
    *operands = dim_ops;
}

fn canonicalize_exprs(ctx: &Context, body: &Body, e: &mut Exprs, operands: &mut Vec<Value>) {
    if operands.is_empty() || operands.len() != (e.num_dims + e.num_symbols) as usize {
        return;
    }
    promote_symbols(ctx, body, e, operands);
    demote_dims(ctx, body, e, operands);
    let nd = e.num_dims as usize;
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; e.num_symbols as usize];
    for &x in &e.exprs {
        x.walk(ctx, |s| match *s.kind(ctx) {
            AffineExprKind::Dim(d) => {
                if let Some(u) = used_dims.get_mut(d as usize) {
                    *u = true;
                }
            }
            AffineExprKind::Symbol(p) => {
                if let Some(u) = used_syms.get_mut(p as usize) {
                    *u = true;
                }
            }
            _ => {}
        });
    }
    let mut result = Vec::with_capacity(operands.len());
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut dim_map = Vec::with_capacity(nd);
    let mut next_dim = 0u32;
    for (i, &used) in used_dims.iter().enumerate() {
        let v = operands[i];
        if !used {
            dim_map.push(AffineExpr::dim(ctx, i as u32));
            continue;
        }
        match seen.iter().find(|(s, _)| *s == v) {
            Some(&(_, x)) => dim_map.push(x),
            None => {
                let x = AffineExpr::dim(ctx, next_dim);
                next_dim += 1;
                result.push(v);
                seen.push((v, x));
                dim_map.push(x);
            }
        }
    }
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut sym_map = Vec::with_capacity(used_syms.len());
    let mut next_sym = 0u32;
    for (i, &used) in used_syms.iter().enumerate() {
        let v = operands[nd + i];
        if !used {
            sym_map.push(AffineExpr::symbol(ctx, i as u32));
            continue;
        }
        if let Some(c) = constant_index(ctx, body, v) {
            sym_map.push(AffineExpr::constant(ctx, c));
            continue;
        }
        match seen.iter().find(|(s, _)| *s == v) {
            Some(&(_, x)) => sym_map.push(x),
            None => {
                let x = AffineExpr::symbol(ctx, next_sym);
                next_sym += 1;
                result.push(v);
                seen.push((v, x));
                sym_map.push(x);
            }
        }
    }
    *e = e.replace(ctx, &dim_map, &sym_map, next_dim, next_sym);
    *operands = result;
}

/// Canonicalizes `map` with its `operands` (see the module comment).
pub fn canonicalize_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    let mut e = Exprs {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        exprs: map.results.to_vec(),
    };
    canonicalize_exprs(ctx, body, &mut e, operands);
    *map = AffineMap::new(e.num_dims, e.num_symbols, e.exprs);
}

/// Canonicalizes `set` with its `operands`, like maps.
pub fn canonicalize_set_and_operands(
    ctx: &Context,
    body: &Body,
    set: &mut IntegerSet,
    operands: &mut Vec<Value>,
) {
    let mut e = Exprs {
        num_dims: set.num_dims,
        num_symbols: set.num_symbols,
        exprs: set.constraints.to_vec(),
    };
    canonicalize_exprs(ctx, body, &mut e, operands);
    *set = IntegerSet::new(
        e.num_dims,
        e.num_symbols,
        e.exprs.into_iter().zip(set.eq_flags.iter().copied()),
    );
}

/// `map` with every dimension shifted by `dims` and every symbol by `syms`.
fn shift(ctx: &Context, map: &AffineMap, dims: u32, syms: u32) -> AffineMap {
    let d: Vec<_> = (0..map.num_dims)
        .map(|i| AffineExpr::dim(ctx, i + dims))
        .collect();
    let s: Vec<_> = (0..map.num_symbols)
        .map(|i| AffineExpr::symbol(ctx, i + syms))
        .collect();
    map.replace_dims_and_symbols(ctx, &d, &s, map.num_dims + dims, map.num_symbols + syms)
}

/// Substitutes the `affine.apply` defining operand `pos` (a dimension if
/// below `dims.len()`); false if none defines it.
fn replace_dim_or_symbol(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = pos < dims.len();
    let slot = if is_dim {
        &mut dims[pos]
    } else {
        &mut syms[pos - dims.len()]
    };
    let Some(v) = *slot else {
        return false;
    };
    let Some(apply) = body.defining_op(v).filter(|&d| body.isa::<ApplyOp>(ctx, d)) else {
        return false;
    };
    let Some(mut compose_map) = map_of(ctx, body, apply, "map") else {
        return false;
    };
    if compose_map.results.len() != 1 {
        return false;
    }
    *slot = None;
    let mut compose_operands: Vec<Value> = body.operands(apply).collect();
    canonicalize_map_and_operands(ctx, body, &mut compose_map, &mut compose_operands);
    let shifted = shift(ctx, &compose_map, dims.len() as u32, syms.len() as u32);
    let replacement = shifted.results[0];
    let cnd = compose_map.num_dims as usize;
    dims.extend(compose_operands.iter().take(cnd).map(|&v| Some(v)));
    syms.extend(compose_operands.iter().skip(cnd).map(|&v| Some(v)));
    let nd = dims.len() as u32;
    let ns = syms.len() as u32;
    let mut dim_repl: Vec<_> = (0..map.num_dims).map(|i| AffineExpr::dim(ctx, i)).collect();
    let mut sym_repl: Vec<_> = (0..map.num_symbols)
        .map(|i| AffineExpr::symbol(ctx, i))
        .collect();
    if is_dim {
        dim_repl[pos] = replacement;
    } else {
        sym_repl[pos - (dims.len() - cnd)] = replacement;
    }
    *map = map.replace_dims_and_symbols(ctx, &dim_repl, &sym_repl, nd, ns);
    true
}

/// One round of composition of the single-result or empty `map`.
fn compose_once(ctx: &Context, body: &Body, map: &mut AffineMap, operands: &mut Vec<Value>) {
    if map.results.is_empty() {
        canonicalize_map_and_operands(ctx, body, map, operands);
        return;
    }
    let nd = map.num_dims as usize;
    let mut dims: Vec<Option<Value>> = operands.iter().take(nd).map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<Value>> = operands.iter().skip(nd).map(|&v| Some(v)).collect();
    loop {
        let total = dims.len() + syms.len();
        let changed =
            (0..total).any(|pos| replace_dim_or_symbol(ctx, body, map, pos, &mut dims, &mut syms));
        if !changed {
            break;
        }
    }
    operands.clear();
    let mut dim_repl = Vec::with_capacity(dims.len());
    let mut nd_new = 0u32;
    for d in &dims {
        match d {
            Some(v) => {
                dim_repl.push(AffineExpr::dim(ctx, nd_new));
                nd_new += 1;
                operands.push(*v);
            }
            None => dim_repl.push(AffineExpr::constant(ctx, 0)),
        }
    }
    let mut sym_repl = Vec::with_capacity(syms.len());
    let mut ns_new = 0u32;
    for s in &syms {
        match s {
            Some(v) => {
                sym_repl.push(AffineExpr::symbol(ctx, ns_new));
                ns_new += 1;
                operands.push(*v);
            }
            None => sym_repl.push(AffineExpr::constant(ctx, 0)),
        }
    }
    *map = map.replace_dims_and_symbols(ctx, &dim_repl, &sym_repl, nd_new, ns_new);
    canonicalize_map_and_operands(ctx, body, map, operands);
    *map = crate::flatten::simplify_map(ctx, map);
}

/// Composes `map` with the `affine.apply` ops defining its operands until
/// none is left (upstream's `fullyComposeAffineMapAndOperands`).
pub fn fully_compose_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    let defined_by_apply = |ops: &[Value]| {
        ops.iter().any(|&v| {
            body.defining_op(v)
                .is_some_and(|d| body.isa::<ApplyOp>(ctx, d))
        })
    };
    let mut rounds = 0;
    while defined_by_apply(operands) && rounds < 64 {
        compose_once(ctx, body, map, operands);
        rounds += 1;
    }
}

/// Composes `map` with the `affine.apply` ops defining its operands (and
/// theirs, transitively), then canonicalizes and simplifies it (upstream's
/// `composeAffineMapAndOperands`); operands keep their relative order.
pub fn compose_map_and_operands(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    let defined_by_apply = operands.iter().any(|&v| {
        body.defining_op(v)
            .is_some_and(|d| body.isa::<ApplyOp>(ctx, d))
    });
    if defined_by_apply || map.results.is_empty() {
        compose_once(ctx, body, map, operands);
    }
}
