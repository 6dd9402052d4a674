//! Canonicalization of the affine ops: composing `affine.apply` into the
//! maps of its users and canonicalizing maps with their operands
//! (`apply`, `min`, `max`, loads and stores), ordering and deduplicating
//! `min`/`max` results, merging a `min` (`max`) into the `min` (`max`)
//! using its result, folding `affine.for` bounds (dropping bound results
//! that the ranges of enclosing loops' induction variables dominate),
//! folding `floordiv`/`mod` whose value those ranges fix, removing empty
//! loops, and removing `affine.if` ops whose condition is trivially false.

use smallvec::{SmallVec, smallvec};
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use strata_ir::interfaces::{FoldOutcome, OpFoldResult};
use strata_ir::{
    Attribute, Body, Context, Ident, OpId, OperationName, OperationState, Type, Value,
};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::bounds::{simplify_map_with_operands, simplify_min_or_max};
use crate::compose::{
    canonicalize_map_and_operands, canonicalize_set_and_operands, compose_map_and_operands,
    constant_index,
};
use crate::flatten::{linear_form, simplify_map};
use crate::for_op::{ForParts, for_parts, for_props};
use crate::syntax::{integer_set_of, map_of};
use crate::{ApplyOp, ForOp, IfOp, MaxOp, MinOp};

/// The map attribute and the range of map operands of each map-holding op.
fn map_operand_range(ctx: &Context, body: &Body, op: OpId) -> (usize, usize) {
    let name = body.op_name(op).as_str(ctx);
    let n = body.num_operands(op);
    match name {
        "affine.load" | "affine.vector_load" => (1.min(n), n),
        "affine.store" | "affine.vector_store" => (2.min(n), n),
        _ => (0, n),
    }
}

/// Composes and canonicalizes the `map` of `op` with its map operands;
/// returns the new map and operands if they changed.
fn simplified_map(ctx: &Context, body: &Body, op: OpId) -> Option<(AffineMap, Vec<Value>)> {
    let old = map_of(ctx, body, op, "map")?;
    let (from, to) = map_operand_range(ctx, body, op);
    let old_operands: Vec<Value> = body.operands(op).skip(from).take(to - from).collect();
    if old_operands.len() != (old.num_dims + old.num_symbols) as usize {
        return None;
    }
    let mut map = old.clone();
    let mut operands = old_operands.clone();
    compose_map_and_operands(ctx, body, &mut map, &mut operands);
    canonicalize_map_and_operands(ctx, body, &mut map, &mut operands);
    map = simplify_map(ctx, &map);
    map = simplify_map_with_operands(ctx, body, &map, &operands);
    (map != old || operands != old_operands).then_some((map, operands))
}

/// Replaces the map and map operands of `op`.
fn set_map(rw: &mut Rewriter<'_>, op: OpId, map: &AffineMap, operands: &[Value]) {
    let ctx = rw.ctx;
    let (from, _) = map_operand_range(ctx, rw.body(), op);
    let mut all: Vec<Value> = rw.body().operands(op).take(from).collect();
    all.extend_from_slice(operands);
    let attr = Attribute::affine_map(ctx, map);
    rw.modify_in_place(op, |b| {
        b.set_operands(op, &all);
        b.set_inherent_attr(ctx, op, Ident::new(ctx, "map"), Some(attr));
    });
}

/// `SimplifyAffineOp`: composes and canonicalizes the op's map.
fn simplify_affine_op(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some((map, operands)) = simplified_map(rw.ctx, rw.body(), op) else {
        return false;
    };
    set_map(rw, op, &map, &operands);
    true
}

/// Patterns of `affine.apply`.
pub(crate) fn map_op_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(ApplyOp::NAME),
        "SimplifyAffineApply",
        simplify_affine_op,
    ));
}

/// Patterns of loads and stores.
pub(crate) fn access_patterns(_: &Context, set: &mut PatternSet) {
    for name in [
        "affine.load",
        "affine.store",
        "affine.vector_load",
        "affine.vector_store",
    ] {
        set.add(FnPattern::new(
            Some(name),
            "SimplifyAffineAccess",
            simplify_affine_op,
        ));
    }
}

/// Orders the results of a min/max map by their linear forms (upstream's
/// `canonicalizeMapExprAndTermOrder`); `None` if unchanged or impossible.
fn sorted_results(ctx: &Context, map: &AffineMap) -> Option<AffineMap> {
    let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
    let flat: Option<Vec<Vec<i64>>> = map
        .results
        .iter()
        .map(|&e| linear_form(ctx, e, nd, ns))
        .collect();
    let flat = flat?;
    if flat.is_sorted() {
        return None;
    }
    let mut order: Vec<usize> = (0..flat.len()).collect();
    order.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
    let results: Vec<AffineExpr> = order.iter().map(|&i| map.results[i]).collect();
    Some(AffineMap::new(map.num_dims, map.num_symbols, results))
}

/// Removes duplicate results of a min/max map.
fn dedup_min_max(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(map) = map_of(ctx, rw.body(), op, "map") else {
        return false;
    };
    let mut results: Vec<AffineExpr> = Vec::with_capacity(map.results.len());
    for &e in map.results.iter() {
        if !results.contains(&e) {
            results.push(e);
        }
    }
    if results.len() == map.results.len() {
        return false;
    }
    let operands: Vec<Value> = rw.body().operands(op).collect();
    set_map(
        rw,
        op,
        &AffineMap::new(map.num_dims, map.num_symbols, results),
        &operands,
    );
    true
}

/// `MergeAffineMinMaxOp`: a result that is just a dimension or symbol bound
/// to a min (max) of the same kind is replaced by that producer's results,
/// its operands appended to the dimensions and symbols.
fn merge_min_max(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let name = body.op_name(op);
    let Some(map) = map_of(ctx, body, op, "map") else {
        return false;
    };
    let operands: Vec<Value> = body.operands(op).collect();
    let nd = map.num_dims as usize;
    if operands.len() != nd + map.num_symbols as usize {
        return false;
    }
    let mut dims: Vec<Value> = operands[..nd].to_vec();
    let mut syms: Vec<Value> = operands[nd..].to_vec();
    let mut results = Vec::with_capacity(map.results.len());
    let mut producers = Vec::new();
    for &e in map.results.iter() {
        let bound = match *e.kind(ctx) {
            AffineExprKind::Dim(p) => dims.get(p as usize).copied(),
            AffineExprKind::Symbol(p) => syms.get(p as usize).copied(),
            _ => None,
        };
        let producer = bound
            .and_then(|v| body.defining_op(v))
            .filter(|&d| body.op_name(d) == name);
        match producer {
            Some(d) => producers.push(d),
            None => results.push(e),
        }
    }
    if producers.is_empty() {
        return false;
    }
    let (mut used_dims, mut used_syms) = (map.num_dims, map.num_symbols);
    for d in producers {
        let Some(pmap) = map_of(ctx, body, d, "map") else {
            return false;
        };
        let pops: Vec<Value> = body.operands(d).collect();
        let pnd = pmap.num_dims as usize;
        if pops.len() != pnd + pmap.num_symbols as usize {
            return false;
        }
        dims.extend_from_slice(&pops[..pnd]);
        syms.extend_from_slice(&pops[pnd..]);
        let shifted_dims: Vec<AffineExpr> = (0..pmap.num_dims)
            .map(|i| AffineExpr::dim(ctx, i + used_dims))
            .collect();
        let shifted_syms: Vec<AffineExpr> = (0..pmap.num_symbols)
            .map(|i| AffineExpr::symbol(ctx, i + used_syms))
            .collect();
        results.extend(
            pmap.results
                .iter()
                .map(|e| e.replace(ctx, &shifted_dims, &shifted_syms)),
        );
        used_dims += pmap.num_dims;
        used_syms += pmap.num_symbols;
    }
    dims.extend(syms);
    set_map(
        rw,
        op,
        &AffineMap::new(used_dims, used_syms, results),
        &dims,
    );
    true
}

/// Orders the results of a min/max map.
fn order_min_max(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(sorted) = map_of(ctx, rw.body(), op, "map").and_then(|m| sorted_results(ctx, &m))
    else {
        return false;
    };
    let operands: Vec<Value> = rw.body().operands(op).collect();
    set_map(rw, op, &sorted, &operands);
    true
}

/// A min/max with a single result is an `affine.apply`.
fn single_result_min_max(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(map) = map_of(ctx, body, op, "map") else {
        return false;
    };
    if map.results.len() != 1 {
        return false;
    }
    let mut state = OperationState::new(OperationName::new(ctx, ApplyOp::NAME), body.op_loc(op));
    state.operands.extend(body.operands(op));
    state.result_types.push(Type::index(ctx));
    state.props = body.op_props(op);
    state.attrs = Some(body.op_attrs(op));
    rw.replace_op_with_new(op, state);
    true
}

/// Patterns of `affine.min` and `affine.max`, in upstream's order (which
/// decides among patterns of equal benefit).
pub(crate) fn min_max_patterns(_: &Context, set: &mut PatternSet) {
    for name in [MinOp::NAME, MaxOp::NAME] {
        set.add(FnPattern::new(
            Some(name),
            "CanonicalizeSingleResultAffineMinMaxOp",
            single_result_min_max,
        ));
        set.add(FnPattern::new(
            Some(name),
            "DeduplicateAffineMinMaxExpressions",
            dedup_min_max,
        ));
        set.add(FnPattern::new(
            Some(name),
            "MergeAffineMinMaxOp",
            merge_min_max,
        ));
        set.add(FnPattern::new(
            Some(name),
            "SimplifyAffineMinMax",
            simplify_affine_op,
        ));
        set.add(FnPattern::new(
            Some(name),
            "CanonicalizeAffineMinMaxOpExprAndTermOrder",
            order_min_max,
        ));
    }
}

/// The constant value of a bound map applied to its operands (the
/// smallest result for a lower bound `max`... taken as the extreme result).
fn constant_bound(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[Value],
    lower: bool,
) -> Option<i64> {
    let values: Option<Vec<i64>> = operands
        .iter()
        .map(|&v| constant_index(ctx, body, v))
        .collect();
    let values = values?;
    let nd = map.num_dims as usize;
    let results = map.evaluate(ctx, values.get(..nd)?, values.get(nd..)?)?;
    if lower {
        results.into_iter().max()
    } else {
        results.into_iter().min()
    }
}

/// The trip count of a loop whose bounds are constant maps.
pub(crate) fn trivial_trip_count(ctx: &Context, parts: &ForParts) -> Option<u64> {
    let lb = parts.lb_map.constant_results(ctx)?;
    let ub = parts.ub_map.constant_results(ctx)?;
    if lb.len() != 1 || ub.len() != 1 || parts.step <= 0 {
        return None;
    }
    let span = i128::from(ub[0]) - i128::from(lb[0]);
    if span <= 0 {
        return Some(0);
    }
    let step = i128::from(parts.step);
    u64::try_from((span + step - 1) / step).ok()
}

/// `map` without results equal to the result just before them (as
/// upstream's bound canonicalization, only adjacent repeats are dropped).
fn remove_duplicate_results(map: &AffineMap) -> AffineMap {
    let mut results: Vec<AffineExpr> = map.results.to_vec();
    results.dedup();
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

/// Folds constant bounds and composes the bound maps of `affine.for`; a
/// zero-trip loop with results folds to its initial values, and so does a
/// loop whose body is only its yield (see `empty_loop_results`).
pub(crate) fn fold_for(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(mut parts) = for_parts(ctx, body, op) else {
        return FoldOutcome::None;
    };
    let mut changed = false;
    for lower in [true, false] {
        let (map, operands) = if lower {
            (&mut parts.lb_map, &mut parts.lb_operands)
        } else {
            (&mut parts.ub_map, &mut parts.ub_operands)
        };
        if let Some(c) = constant_bound(ctx, body, map, operands, lower) {
            let folded = AffineMap::constant(ctx, c);
            if folded != *map || !operands.is_empty() {
                *map = folded;
                operands.clear();
                changed = true;
            }
            continue;
        }
        let mut m = map.clone();
        let mut ops: Vec<Value> = operands.to_vec();
        // As upstream, the upper bound drops dominated results before it
        // is composed, the lower bound after.
        if !lower {
            simplify_min_or_max(ctx, body, &mut m, &ops, false);
        }
        compose_map_and_operands(ctx, body, &mut m, &mut ops);
        canonicalize_map_and_operands(ctx, body, &mut m, &mut ops);
        m = simplify_map(ctx, &m);
        if lower {
            simplify_min_or_max(ctx, body, &mut m, &ops, true);
        }
        m = remove_duplicate_results(&m);
        if m != *map || ops.as_slice() != operands.as_slice() {
            *map = m;
            *operands = SmallVec::from_vec(ops);
            changed = true;
        }
    }
    if changed {
        let mut all: Vec<Value> = parts.lb_operands.to_vec();
        all.extend_from_slice(&parts.ub_operands);
        all.extend_from_slice(&parts.inits);
        let segments = [
            parts.lb_operands.len(),
            parts.ub_operands.len(),
            parts.inits.len(),
        ];
        body.set_operands(op, &all);
        for p in for_props(ctx, &parts.lb_map, &parts.ub_map, parts.step, segments) {
            body.set_inherent_attr(ctx, op, p.name, Some(p.value));
        }
    }
    if let Some(values) = empty_loop_results(ctx, body, op, &parts) {
        return FoldOutcome::Results(values.into_iter().map(OpFoldResult::Value).collect());
    }
    if body.num_results(op) > 0 && trivial_trip_count(ctx, &parts) == Some(0) {
        let inits: SmallVec<[OpFoldResult; 1]> = parts
            .inits
            .iter()
            .map(|&v| OpFoldResult::Value(v))
            .collect();
        return FoldOutcome::Results(inits);
    }
    if changed {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::None
    }
}

/// Whether the body of the loop `op` is only its yield.
fn has_empty_body(body: &Body, op: OpId) -> bool {
    let Some(block) = body
        .local_regions(op)
        .first()
        .and_then(|&r| body.entry_block(r))
    else {
        return false;
    };
    matches!((body.first_op(block), body.last_op(block)), (Some(f), Some(t)) if f == t)
}

/// What a loop with results whose body is only its yield folds to
/// (upstream's `AffineForEmptyLoopFolder`, part of the fold): each result
/// is the initial value of the iteration argument it yields, or the value
/// from above it yields, when that holds whatever the trip count.
fn empty_loop_results(
    ctx: &Context,
    body: &Body,
    op: OpId,
    parts: &ForParts,
) -> Option<SmallVec<[Value; 4]>> {
    if body.num_results(op) == 0 || !has_empty_body(body, op) {
        return None;
    }
    let block = body.entry_block(*body.local_regions(op).first()?)?;
    let term = body.last_op(block)?;
    let trip = trivial_trip_count(ctx, parts);
    if trip == Some(0) {
        return Some(parts.inits.iter().copied().collect());
    }
    let args = body.block_args(block);
    let (iv, iter_args) = args.split_first()?;
    let mut replacements: SmallVec<[Value; 4]> = smallvec![];
    let mut outside = false;
    let mut out_of_order = false;
    for (i, v) in body.operands(term).enumerate() {
        if v == *iv {
            return None;
        }
        match iter_args.iter().position(|&a| a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                replacements.push(parts.inits[pos]);
            }
            None => {
                outside = true;
                replacements.push(v);
            }
        }
    }
    if trip.is_none() && (outside || out_of_order) || trip.is_some_and(|t| t >= 2) && out_of_order {
        return None;
    }
    Some(replacements)
}

/// A loop without results whose body is only its yield is erased.
fn empty_loop(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    if body.num_results(op) != 0 || !has_empty_body(body, op) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// Patterns of `affine.for`.
pub(crate) fn for_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(ForOp::NAME),
        "AffineForEmptyLoopFolder",
        empty_loop,
    ));
}

/// Composes and canonicalizes the condition set of `affine.if` with its
/// operands (upstream's `AffineIfOp::fold`).
pub(crate) fn fold_if(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(old) = integer_set_of(ctx, body, op, "condition") else {
        return FoldOutcome::None;
    };
    let old_operands: Vec<Value> = body.operands(op).collect();
    let mut set = old.clone();
    let mut operands = old_operands.clone();
    compose_set(ctx, body, &mut set, &mut operands);
    canonicalize_set_and_operands(ctx, body, &mut set, &mut operands);
    if set == old && operands == old_operands {
        return FoldOutcome::None;
    }
    body.set_operands(op, &operands);
    body.set_inherent_attr(
        ctx,
        op,
        Ident::new(ctx, "condition"),
        Some(Attribute::integer_set(ctx, &set)),
    );
    FoldOutcome::InPlace
}

/// Composes the `affine.apply` ops defining the operands of a set into it.
fn compose_set(ctx: &Context, body: &Body, set: &mut IntegerSet, operands: &mut Vec<Value>) {
    let mut map = AffineMap::new(set.num_dims, set.num_symbols, set.constraints.to_vec());
    let mut ops = operands.clone();
    compose_map_and_operands(ctx, body, &mut map, &mut ops);
    if map.results.len() == set.constraints.len() {
        *set = IntegerSet::new(
            map.num_dims,
            map.num_symbols,
            map.results
                .iter()
                .copied()
                .zip(set.eq_flags.iter().copied()),
        );
        *operands = ops;
    }
}

/// An `affine.if` on the empty set runs its else region (or nothing).
fn always_false_if(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let Some(set) = integer_set_of(ctx, body, op, "condition") else {
        return false;
    };
    let universe = set.constraints.len() == 1
        && set.eq_flags.first() == Some(&true)
        && set.constraints[0].constant_value(ctx) == Some(0);
    let region_index = if set.is_empty_set(ctx) {
        1
    } else if universe {
        0
    } else {
        return false;
    };
    let regions: SmallVec<[strata_ir::RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
    let Some(&region) = regions.get(region_index) else {
        return false;
    };
    let Some(block) = body.entry_block(region) else {
        if body.num_results(op) == 0 {
            rw.erase_op(op);
            return true;
        }
        return false;
    };
    let Some(parent) = body.op_block(op) else {
        return false;
    };
    let Some(term) = body.last_op(block) else {
        return false;
    };
    let values: SmallVec<[Value; 2]> = body.operands(term).collect();
    rw.erase_op(term);
    rw.inline_block(block, parent, Some(op), &[]);
    rw.replace_op(op, &values);
    true
}

/// An else region holding only a yield of nothing is dropped
/// (upstream's `SimplifyDeadElse`).
fn simplify_dead_else(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    if body.num_results(op) != 0 {
        return false;
    }
    let Some(&region) = body.local_regions(op).get(1) else {
        return false;
    };
    let Some(block) = body.entry_block(region) else {
        return false;
    };
    let only_yield = body
        .first_op(block)
        .is_some_and(|o| Some(o) == body.last_op(block));
    if !only_yield {
        return false;
    }
    rw.erase_block(block);
    rw.notify_modified(op);
    true
}

/// Patterns of `affine.if`.
pub(crate) fn if_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(IfOp::NAME),
        "SimplifyDeadElse",
        simplify_dead_else,
    ));
    set.add(FnPattern::new(
        Some(IfOp::NAME),
        "AlwaysTrueOrFalseIf",
        always_false_if,
    ));
}
