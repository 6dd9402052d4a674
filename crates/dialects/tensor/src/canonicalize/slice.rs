//! Patterns of the slice ops: constant offsets/sizes/strides made static,
//! and casts folded into (or inserted for) slices.

use strata_dialect_utils::{MixedValue, rank_reduction_mask, verify_in_bounds_slice};
use strata_ir::types::DYNAMIC;
use strata_ir::{Context, OpId, Type};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use super::{constant, fold_list, mixed, result_ty, ty};
use crate::build::{cast, create_sliced, result};
use crate::fold::def_named;
use crate::types::{compatible_shapes, preserves_static_info, shape_of};

type Lists = [Vec<MixedValue>; 3];

fn lists(rw: &Rewriter<'_>, op: OpId) -> Lists {
    [
        mixed(rw, op, "static_offsets", "offsets"),
        mixed(rw, op, "static_sizes", "sizes"),
        mixed(rw, op, "static_strides", "strides"),
    ]
}

fn statics(list: &[MixedValue]) -> Vec<i64> {
    list.iter()
        .map(|m| m.as_static().unwrap_or(DYNAMIC))
        .collect()
}

fn in_bounds(shape: &[i64], l: &Lists) -> bool {
    verify_in_bounds_slice(shape, &statics(&l[0]), &statics(&l[1]), &statics(&l[2])).is_ok()
}

/// The slice type of `source` with `sizes`, dropping leading unit
/// dimensions down to `rank` (upstream's `inferCanonicalRankReducedResultType`).
fn canonical_slice_type(ctx: &Context, source: Type, sizes: &[i64], rank: usize) -> Option<Type> {
    let mut shape = sizes.to_vec();
    let mut excess = shape.len().checked_sub(rank)?;
    if excess > 0 {
        shape.retain(|d| {
            if excess > 0 && *d == 1 {
                excess -= 1;
                false
            } else {
                true
            }
        });
    }
    Some(Type::ranked_tensor(
        ctx,
        &shape,
        source.element_type(ctx)?,
        None,
    ))
}

/// Whether any operand of `op` is a constant index.
fn has_constant_operand(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let operands: Vec<_> = rw.body().operands(op).collect();
    operands
        .into_iter()
        .any(|v| ty(rw, v).is_index(rw.ctx) && constant(rw, v).is_some())
}

/// `extract_slice` with constant dynamic offsets/sizes/strides.
fn extract_slice_constants(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let mut l = lists(rw, op);
    let a = fold_list(rw, &mut l[0], true);
    let b = fold_list(rw, &mut l[1], true);
    let c = fold_list(rw, &mut l[2], false);
    if !(a || b || c) {
        return false;
    }
    let src = rw.body().operand(op, 0);
    let src_ty = ty(rw, src);
    let Some(shape) = shape_of(ctx, src_ty).map(<[i64]>::to_vec) else {
        return false;
    };
    if !in_bounds(&shape, &l) {
        return false;
    }
    let old = result_ty(rw, op);
    let rank = shape_of(ctx, old).map_or(0, <[i64]>::len);
    let Some(new_ty) = canonical_slice_type(ctx, src_ty, &statics(&l[1]), rank) else {
        return false;
    };
    let new = create_sliced(
        rw,
        op,
        crate::ExtractSliceOp::NAME,
        &[src],
        [&l[0], &l[1], &l[2]],
        &[new_ty],
    );
    let mut v = result(rw, new);
    if new_ty != old {
        v = cast(rw, op, v, old);
    }
    rw.replace_op(op, &[v]);
    true
}

/// `extract_slice(cast(x))` of a cast that only loses static information.
fn extract_slice_of_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if has_constant_operand(rw, op) {
        return false;
    }
    let Some(c) = def_named(
        ctx,
        rw.body(),
        rw.body().operand(op, 0),
        crate::CastOp::NAME,
    ) else {
        return false;
    };
    let src = rw.body().operand(c, 0);
    if !preserves_static_info(ctx, result_ty(rw, c), ty(rw, src)) {
        return false;
    }
    let l = lists(rw, op);
    let shape = shape_of(ctx, ty(rw, src)).unwrap_or_default().to_vec();
    if !in_bounds(&shape, &l) {
        return false;
    }
    let r = result_ty(rw, op);
    let new = create_sliced(
        rw,
        op,
        crate::ExtractSliceOp::NAME,
        &[src],
        [&l[0], &l[1], &l[2]],
        &[r],
    );
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

/// Replaces an insert-like op (`insert_slice` with a result, or
/// `parallel_insert_slice` without) by a new one.
fn replace_insert(
    rw: &mut Rewriter<'_>,
    op: OpId,
    src: strata_ir::Value,
    dest: strata_ir::Value,
    l: &Lists,
) {
    let ctx = rw.ctx;
    let name = rw.body().op_name(op).as_str(ctx);
    let name: &'static str = if name == crate::InsertSliceOp::NAME {
        crate::InsertSliceOp::NAME
    } else {
        crate::ParallelInsertSliceOp::NAME
    };
    let results: Vec<Type> = rw.body().results(op).map(|r| ty(rw, r)).collect();
    let dest_ty = ty(rw, dest);
    let new_results: Vec<Type> = if results.is_empty() {
        vec![]
    } else {
        vec![dest_ty]
    };
    let new = create_sliced(
        rw,
        op,
        name,
        &[src, dest],
        [&l[0], &l[1], &l[2]],
        &new_results,
    );
    if let Some(&old) = results.first() {
        let mut v = result(rw, new);
        if old != dest_ty {
            v = cast(rw, op, v, old);
        }
        rw.replace_op(op, &[v]);
    } else {
        rw.erase_op(op);
    }
}

/// Where casts of an insert-like op's source go: before the parallel
/// combining parent for `parallel_insert_slice`, else before the op.
fn cast_point(rw: &Rewriter<'_>, op: OpId) -> OpId {
    let ctx = rw.ctx;
    match rw.body().parent_op(op) {
        Some(p) if crate::IN_PARALLEL_PARENTS.contains(&rw.body().op_name(p).as_str(ctx)) => p,
        _ => op,
    }
}

/// `insert_slice` / `parallel_insert_slice` with constant dynamic lists.
fn insert_slice_constants(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let mut l = lists(rw, op);
    let a = fold_list(rw, &mut l[0], false);
    let b = fold_list(rw, &mut l[1], false);
    let c = fold_list(rw, &mut l[2], false);
    if !(a || b || c) {
        return false;
    }
    let src = rw.body().operand(op, 0);
    let dest = rw.body().operand(op, 1);
    let dest_ty = ty(rw, dest);
    let Some(shape) = shape_of(ctx, dest_ty).map(<[i64]>::to_vec) else {
        return false;
    };
    if !in_bounds(&shape, &l) {
        return false;
    }
    let src_ty = ty(rw, src);
    let rank = shape_of(ctx, src_ty).map_or(0, <[i64]>::len);
    let Some(new_src_ty) = canonical_slice_type(ctx, dest_ty, &statics(&l[1]), rank) else {
        return false;
    };
    let mut to_insert = src;
    if new_src_ty != src_ty {
        let at = cast_point(rw, op);
        to_insert = cast(rw, at, src, new_src_ty);
    }
    replace_insert(rw, op, to_insert, dest, &l);
    true
}

/// `insert_slice` whose source or destination comes from a cast that only
/// loses static information.
fn insert_slice_of_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if has_constant_operand(rw, op) {
        return false;
    }
    let cast_source = |rw: &Rewriter<'_>, v| {
        let c = def_named(ctx, rw.body(), v, crate::CastOp::NAME)?;
        let s = rw.body().operand(c, 0);
        preserves_static_info(ctx, result_ty(rw, c), ty(rw, s)).then_some(s)
    };
    let (src0, dest0) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let (sc, dc) = (cast_source(rw, src0), cast_source(rw, dest0));
    if sc.is_none() && dc.is_none() {
        return false;
    }
    let src = sc.unwrap_or(src0);
    let dest = dc.unwrap_or(dest0);
    let (Some(sshape), Some(dshape)) = (
        shape_of(ctx, ty(rw, src)).map(<[i64]>::to_vec),
        shape_of(ctx, ty(rw, dest)).map(<[i64]>::to_vec),
    ) else {
        return false;
    };
    let mut l = lists(rw, op);
    let static_sizes = statics(&l[1]);
    let Some(mask) = rank_reduction_mask(&static_sizes, &sshape, true) else {
        return false;
    };
    let mut k = 0;
    for (i, size) in l[1].iter_mut().enumerate() {
        if mask.contains(&i) {
            continue;
        }
        if let Some(&d) = sshape.get(k)
            && d != DYNAMIC
        {
            *size = MixedValue::Static(d);
        }
        k += 1;
    }
    let expected = canonical_slice_type(ctx, ty(rw, dest), &static_sizes, static_sizes.len());
    let ok = expected.is_some_and(|e| {
        strata_dialect_utils::slice_verification(ctx, e, ty(rw, src))
            == strata_dialect_utils::SliceVerification::Success
    });
    if !ok || !in_bounds(&dshape, &l) {
        return false;
    }
    replace_insert(rw, op, src, dest, &l);
    true
}

/// Casts an `insert_slice` source to the more static type its constant
/// sizes imply.
fn insert_slice_source_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.body().operand(op, 0);
    let dest = rw.body().operand(op, 1);
    let src_ty = ty(rw, src);
    let (Some(sshape), Some(dshape)) = (shape_of(ctx, src_ty), shape_of(ctx, ty(rw, dest))) else {
        return false;
    };
    if sshape.len() != dshape.len() {
        return false;
    }
    let mut shape = sshape.to_vec();
    let sizes = lists(rw, op)[1].clone();
    for (i, s) in sizes.iter().enumerate() {
        let c = match s {
            MixedValue::Static(v) => Some(*v),
            MixedValue::Dynamic(v) => constant(rw, *v),
        };
        if let Some(c) = c {
            if c < 0 {
                return false;
            }
            if let Some(slot) = shape.get_mut(i) {
                *slot = c;
            }
        }
    }
    let Some(elem) = src_ty.element_type(ctx) else {
        return false;
    };
    let new_ty = Type::ranked_tensor(ctx, &shape, elem, None);
    if new_ty == src_ty
        || !preserves_static_info(ctx, src_ty, new_ty)
        || !compatible_shapes(ctx, src_ty, new_ty)
    {
        return false;
    }
    let at = cast_point(rw, op);
    let casted = cast(rw, at, src, new_ty);
    let l = lists(rw, op);
    replace_insert(rw, op, casted, dest, &l);
    true
}

/// Patterns of `tensor.extract_slice`.
pub(crate) fn extract_slice_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(crate::ExtractSliceOp::NAME),
        "ExtractSliceOpConstantArgumentFolder",
        extract_slice_constants,
    ));
    set.add(FnPattern::new(
        Some(crate::ExtractSliceOp::NAME),
        "ExtractSliceOpCastFolder",
        extract_slice_of_cast,
    ));
}

/// Patterns of `tensor.insert_slice` and `tensor.parallel_insert_slice`.
pub(crate) fn insert_slice_patterns(_: &Context, set: &mut PatternSet) {
    for name in [
        crate::InsertSliceOp::NAME,
        crate::ParallelInsertSliceOp::NAME,
    ] {
        set.add(FnPattern::new(
            Some(name),
            "InsertSliceOpConstantArgumentFolder",
            insert_slice_constants,
        ));
        set.add(FnPattern::new(
            Some(name),
            "InsertSliceOpCastFolder",
            insert_slice_of_cast,
        ));
        set.add(FnPattern::new(
            Some(name),
            "InsertSliceOpSourceCastInserter",
            insert_slice_source_cast,
        ));
    }
}
