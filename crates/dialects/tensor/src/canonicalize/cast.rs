//! Patterns on casts: chains of casts and bitcasts, casts of slices and
//! extracts through casts.

use strata_ir::types::DYNAMIC;
use strata_ir::{Context, OpId, Type};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use super::{result_ty, ty};
use crate::build::{create, create_sliced, result};
use crate::fold::def_named;
use crate::types::{preserves_static_info, shape_of};

/// The join of two tensor types' shape knowledge (upstream's `joinShapes`),
/// `None` if they conflict.
fn join(ctx: &Context, a: Type, b: Type) -> Option<Type> {
    let (Some(x), Some(y)) = (shape_of(ctx, a), shape_of(ctx, b)) else {
        return Some(if shape_of(ctx, a).is_none() { b } else { a });
    };
    if x.len() != y.len() {
        return None;
    }
    let mut out = Vec::with_capacity(x.len());
    for (p, q) in x.iter().zip(y) {
        out.push(if *p == DYNAMIC {
            *q
        } else if *q == DYNAMIC || p == q {
            *p
        } else {
            return None;
        });
    }
    Some(Type::ranked_tensor(ctx, &out, a.element_type(ctx)?, None))
}

/// `cast(cast(x))` to one cast when no runtime check is lost.
fn chained_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(inner) = def_named(
        ctx,
        rw.body(),
        rw.body().operand(op, 0),
        crate::CastOp::NAME,
    ) else {
        return false;
    };
    let src = rw.body().operand(inner, 0);
    let (s, m, r) = (ty(rw, src), result_ty(rw, inner), result_ty(rw, op));
    let Some(first) = join(ctx, s, m).and_then(|j| join(ctx, j, r)) else {
        return false;
    };
    if Some(first) != join(ctx, s, r) {
        return false;
    }
    let new = create(rw, op, crate::CastOp::NAME, &[src], &[r], &[]);
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

/// `cast(extract_slice)` to a more static type: the slice takes the static sizes.
fn cast_of_slice(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(slice) = def_named(
        ctx,
        rw.body(),
        rw.body().operand(op, 0),
        crate::ExtractSliceOp::NAME,
    ) else {
        return false;
    };
    let (from, to) = (result_ty(rw, slice), result_ty(rw, op));
    if !preserves_static_info(ctx, from, to) || shape_of(ctx, from) == shape_of(ctx, to) {
        return false;
    }
    let Some(target) = shape_of(ctx, to).map(<[i64]>::to_vec) else {
        return false;
    };
    let mut sizes = super::mixed(rw, slice, "static_sizes", "sizes");
    let statics: Vec<i64> = crate::ops::i64_list(ctx, rw.body(), slice, "static_sizes");
    let from_shape = shape_of(ctx, from).unwrap_or_default().to_vec();
    let dropped = strata_dialect_utils::rank_reduction_mask(&statics, &from_shape, false);
    let mut k = 0;
    for (i, size) in sizes.iter_mut().enumerate() {
        if dropped.as_ref().is_some_and(|d| d.contains(&i)) {
            continue;
        }
        let Some(&d) = target.get(k) else {
            return false;
        };
        k += 1;
        if d != DYNAMIC {
            *size = strata_dialect_utils::MixedValue::Static(d);
        }
    }
    let offsets = super::mixed(rw, slice, "static_offsets", "offsets");
    let strides = super::mixed(rw, slice, "static_strides", "strides");
    let src = rw.body().operand(slice, 0);
    let new = create_sliced(
        rw,
        op,
        crate::ExtractSliceOp::NAME,
        &[src],
        [&offsets, &sizes, &strides],
        &[to],
    );
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

/// `bitcast(bitcast(x))` to one bitcast.
fn chained_bitcast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(inner) = def_named(
        ctx,
        rw.body(),
        rw.body().operand(op, 0),
        crate::BitcastOp::NAME,
    ) else {
        return false;
    };
    let src = rw.body().operand(inner, 0);
    let r = result_ty(rw, op);
    let new = create(rw, op, crate::BitcastOp::NAME, &[src], &[r], &[]);
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

/// `extract(cast(x))` from a ranked `x` reads `x` directly.
fn extract_of_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(cast) = def_named(
        ctx,
        rw.body(),
        rw.body().operand(op, 0),
        crate::CastOp::NAME,
    ) else {
        return false;
    };
    let src = rw.body().operand(cast, 0);
    if shape_of(ctx, ty(rw, src)).is_none() {
        return false;
    }
    let mut operands: Vec<_> = rw.body().operands(op).collect();
    operands[0] = src;
    let r = result_ty(rw, op);
    let new = create(rw, op, crate::ExtractOp::NAME, &operands, &[r], &[]);
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

/// Patterns of `tensor.cast`.
pub(crate) fn cast_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(crate::CastOp::NAME),
        "ChainedTensorCast",
        chained_cast,
    ));
    set.add(FnPattern::new(
        Some(crate::CastOp::NAME),
        "TensorCastExtractSlice",
        cast_of_slice,
    ));
}

/// Patterns of `tensor.bitcast`.
pub(crate) fn bitcast_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(crate::BitcastOp::NAME),
        "ChainedTensorBitcast",
        chained_bitcast,
    ));
}

/// Patterns of `tensor.extract`.
pub(crate) fn extract_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(crate::ExtractOp::NAME),
        "ExtractFromTensorCast",
        extract_of_cast,
    ));
}
