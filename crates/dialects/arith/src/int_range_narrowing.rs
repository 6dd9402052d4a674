//! The patterns of `arith-int-range-narrowing`: an elementwise op (or an
//! `arith.cmpi`) whose operands and results all fit in a narrower supported
//! integer width is done in that width, between casts; chains of index casts
//! through `index` that come back to the same narrow type go away. The
//! ranges come from the integer range analysis; values made by the rewrite
//! inherit the range of the value they replace, as upstream's solver state.

use std::sync::{Arc, Mutex, PoisonError};

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::interfaces::ConstantIntRanges;
use strata_ir::{Body, Context, OpId, OpTraits, OperationName, OperationState, RegionId, Type};
use strata_ir::{TypeKind, Value};
use strata_rewrite::greedy::{FrozenPatterns, GreedyConfig, apply_patterns_greedily};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};
use strata_support::APInt;

use crate::canonicalize::build::value;
use crate::checks::same_shape;

/// The ranges known in the body being rewritten, grown as values replace
/// others.
type Ranges = Arc<Mutex<FxHashMap<Value, ConstantIntRanges>>>;

/// Narrows the ops of `regions` to the first width of `widths` that holds
/// their values.
pub(crate) fn narrow(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    values: FxHashMap<Value, ConstantIntRanges>,
    widths: &[u32],
) {
    let ranges: Ranges = Arc::new(Mutex::new(values));
    let widths: Arc<[u32]> = widths.into();
    let mut set = PatternSet::new();
    let (r, w) = (ranges.clone(), widths.clone());
    set.add(FnPattern::new(None, "NarrowElementwise", move |op, rw| {
        narrow_elementwise(&r, &w, op, rw)
    }));
    let (r, w) = (ranges, widths.clone());
    set.add(FnPattern::new(
        Some("arith.cmpi"),
        "NarrowCmpI",
        move |op, rw| narrow_cmpi(&r, &w, op, rw),
    ));
    for name in ["arith.index_castui", "arith.index_cast"] {
        let w = widths.clone();
        set.add(FnPattern::new(
            Some(name),
            "FoldIndexCastChain",
            move |op, rw| fold_index_cast_chain(&w, name, op, rw),
        ));
    }
    let patterns = FrozenPatterns::new(ctx, set);
    // Bottom-up, as upstream: `cmpi` needs the ranges of its original
    // operands.
    let config = GreedyConfig {
        top_down: false,
        ..GreedyConfig::default()
    };
    apply_patterns_greedily(ctx, body, regions, &patterns, &config);
}

/// Which casts keep the values of a range when narrowed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum CastKind {
    None,
    Signed,
    Unsigned,
    Both,
}

fn sign_bits(v: &APInt) -> u32 {
    if v.is_negative() {
        v.count_leading_ones()
    } else {
        v.count_leading_zeros()
    }
}

/// The casts that keep every value of `range` in `target` bits.
fn truncatability(range: &ConstantIntRanges, target: u32) -> CastKind {
    let width = range.smin().width();
    if width <= target {
        return CastKind::None;
    }
    let removed = width - target;
    let signed = sign_bits(range.smin()) > removed && sign_bits(range.smax()) > removed;
    let unsigned = range.umin().count_leading_zeros() >= removed
        && range.umax().count_leading_zeros() >= removed;
    match (signed, unsigned) {
        (true, true) => CastKind::Both,
        (true, false) => CastKind::Signed,
        (false, true) => CastKind::Unsigned,
        (false, false) => CastKind::None,
    }
}

fn merge(a: CastKind, b: CastKind) -> CastKind {
    match (a, b) {
        (CastKind::None, _) | (_, CastKind::None) => CastKind::None,
        (CastKind::Both, k) | (k, CastKind::Both) => k,
        (a, b) if a == b => a,
        _ => CastKind::None,
    }
}

/// The ranges of `values`, if all are known.
fn collect(ranges: &Ranges, values: &[Value]) -> Option<Vec<ConstantIntRanges>> {
    let map = ranges.lock().unwrap_or_else(PoisonError::into_inner);
    values.iter().map(|v| map.get(v).cloned()).collect()
}

fn copy_range(ranges: &Ranges, from: Value, to: Value) {
    let mut map = ranges.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(r) = map.get(&from).cloned() {
        map.insert(to, r);
    }
}

/// `i<width>` with the shape of `ty`.
fn target_type(ctx: &Context, ty: Type, width: u32) -> Type {
    same_shape(ctx, ty, Type::int(ctx, width))
}

fn element(ctx: &Context, ty: Type) -> Type {
    ty.element_type(ctx).unwrap_or(ty)
}

/// Casts `src` to `to` before `root` with casts of `kind`.
fn cast(rw: &mut Rewriter<'_>, root: OpId, src: Value, to: Type, kind: CastKind) -> Value {
    let ctx = rw.ctx;
    let from = rw.body().value_type(src);
    if from == to {
        return src;
    }
    let (fe, te) = (element(ctx, from), element(ctx, to));
    let name = if fe.is_index(ctx) || te.is_index(ctx) {
        if kind == CastKind::Signed {
            "arith.index_cast"
        } else {
            "arith.index_castui"
        }
    } else if te.int_width(ctx) < fe.int_width(ctx) {
        "arith.trunci"
    } else if kind == CastKind::Signed {
        "arith.extsi"
    } else {
        "arith.extui"
    };
    value(rw, root, name, &[src], to, &[])
}

fn narrow_elementwise(ranges: &Ranges, widths: &[u32], op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if !body.op_name(op).has_trait(ctx, OpTraits::ELEMENTWISE) || body.num_results(op) == 0 {
        return false;
    }
    let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    let results: SmallVec<[Value; 2]> = body.results(op).collect();
    let all: Vec<Value> = operands.iter().chain(&results).copied().collect();
    let Some(found) = collect(ranges, &all) else {
        return false;
    };
    let src_ty = body.value_type(results[0]);
    if results.iter().any(|&v| body.value_type(v) != src_ty)
        || operands.is_empty()
        || operands.iter().any(|&v| body.value_type(v) != src_ty)
    {
        return false;
    }
    for &width in widths {
        let kind = found
            .iter()
            .fold(CastKind::Both, |k, r| merge(k, truncatability(r, width)));
        if kind == CastKind::None {
            continue;
        }
        let target = target_type(ctx, src_ty, width);
        if target == src_ty {
            continue;
        }
        // As upstream's value mapping, a repeated operand takes its last cast.
        let mut mapping: SmallVec<[(Value, Value); 4]> = SmallVec::new();
        for (&arg, range) in operands.iter().zip(&found) {
            // Index casts keep a non-negative value non-negative.
            let arg_kind = if kind == CastKind::Signed && !range.smin().is_negative() {
                CastKind::Both
            } else {
                kind
            };
            let new = cast(rw, op, arg, target, arg_kind);
            mapping.retain(|(from, _)| *from != arg);
            mapping.push((arg, new));
        }
        let body = rw.body();
        let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
        state.operands.extend(operands.iter().map(|v| {
            mapping
                .iter()
                .find(|(from, _)| from == v)
                .map_or(*v, |(_, to)| *to)
        }));
        state.result_types.extend(results.iter().map(|_| target));
        state.props = body.op_props(op);
        state.attrs = Some(body.op_attrs(op));
        rw.set_insertion_point_before(op);
        let new_op = rw.create(state);
        let new_results: SmallVec<[Value; 2]> = rw.body().results(new_op).collect();
        let mut replacements: SmallVec<[Value; 2]> = SmallVec::new();
        for (&new, &old) in new_results.iter().zip(&results) {
            let back = cast(rw, op, new, src_ty, kind);
            copy_range(ranges, old, back);
            replacements.push(back);
        }
        rw.replace_op(op, &replacements);
        return true;
    }
    false
}

fn narrow_cmpi(ranges: &Ranges, widths: &[u32], op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let result = body.result(op, 0);
    let Some(found) = collect(ranges, &[lhs, rhs]) else {
        return false;
    };
    let src_ty = body.value_type(lhs);
    for &width in widths {
        let lhs_kind = truncatability(&found[0], width);
        let rhs_kind = truncatability(&found[1], width);
        if merge(lhs_kind, rhs_kind) == CastKind::None {
            continue;
        }
        let target = target_type(ctx, src_ty, width);
        if target == src_ty {
            continue;
        }
        let new_lhs = cast(rw, op, lhs, target, lhs_kind);
        let new_rhs = cast(rw, op, rhs, target, rhs_kind);
        let body = rw.body();
        let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
        state.operands.extend([new_lhs, new_rhs]);
        state.result_types.push(body.value_type(result));
        state.props = body.op_props(op);
        state.attrs = Some(body.op_attrs(op));
        rw.set_insertion_point_before(op);
        let new_op = rw.create(state);
        let new_result = rw.body().result(new_op, 0);
        copy_range(ranges, result, new_result);
        rw.replace_op(op, &[new_result]);
        return true;
    }
    false
}

/// `index_cast(index_cast(%x : iN to index) to iN)` is `%x` when `N` is a
/// supported width.
fn fold_index_cast_chain(widths: &[u32], name: &str, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let inner_value = body.operand(op, 0);
    let Some(inner) = body.defining_op(inner_value) else {
        return false;
    };
    if body.op_name(inner) != OperationName::new(ctx, name) {
        return false;
    }
    let src = body.operand(inner, 0);
    let ty = body.value_type(body.result(op, 0));
    if body.value_type(src) != ty || !body.value_type(inner_value).is_index(ctx) {
        return false;
    }
    match ty.kind(ctx) {
        TypeKind::Integer { width, .. } if widths.contains(width) => {
            rw.replace_op(op, &[src]);
            true
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(width: u32, smin: i64, smax: i64, umin: u64, umax: u64) -> ConstantIntRanges {
        ConstantIntRanges::new(
            APInt::from_u64(width, umin),
            APInt::from_u64(width, umax),
            APInt::from_i64(width, smin),
            APInt::from_i64(width, smax),
        )
    }

    #[test]
    fn truncatability_follows_sign_and_zero_bits() {
        // [0, 100] fits 8 bits either way.
        assert_eq!(
            truncatability(&range(64, 0, 100, 0, 100), 8),
            CastKind::Both
        );
        // [100, 200] fits 8 bits unsigned only.
        assert_eq!(
            truncatability(&range(64, 100, 200, 100, 200), 8),
            CastKind::Unsigned
        );
        // [-5, 7] fits 8 bits signed only (its unsigned range is the whole
        // 64-bit one).
        assert_eq!(
            truncatability(&range(64, -5, 7, 0, u64::MAX), 8),
            CastKind::Signed
        );
        // [0, 300] fits 16 bits but not 8; nothing narrows to a wider type.
        assert_eq!(
            truncatability(&range(32, 0, 300, 0, 300), 8),
            CastKind::None
        );
        assert_eq!(
            truncatability(&range(32, 0, 300, 0, 300), 16),
            CastKind::Both
        );
        assert_eq!(truncatability(&range(16, 0, 3, 0, 3), 32), CastKind::None);
    }

    #[test]
    fn merging_keeps_the_common_cast() {
        use CastKind::*;
        assert_eq!(merge(Both, Signed), Signed);
        assert_eq!(merge(Unsigned, Both), Unsigned);
        assert_eq!(merge(Signed, Unsigned), None);
        assert_eq!(merge(None, Both), None);
        assert_eq!(merge(Both, Both), Both);
    }
}
