//! Folders of the memref ops: casts folded into their users, `dim` and
//! `rank` of known shapes, no-op views.

use smallvec::smallvec;
use strata_dialect_utils::mixed::{MixedValue, mixed_values};
use strata_ir::interfaces::{FoldOutcome, OpFoldResult};
use strata_ir::memref_layout::strides_and_offset;
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Body, Context, OpId, Type, TypeKind, Value};
use strata_ods::accessors::dense_i64_values;
use strata_ods::operand_group;

use crate::util::{ranked, result_type};
use crate::{AllocOp, AllocaOp, CastOp, MemorySpaceCastOp, ReinterpretCastOp, SubViewOp, ViewOp};

/// The source of a `memref.cast` defining `v`, if any.
fn cast_source(ctx: &Context, body: &Body, v: Value) -> Option<Value> {
    let def = body.defining_op(v)?;
    (body.op_name(def).as_str(ctx) == CastOp::NAME).then(|| body.operand(def, 0))
}

/// Upstream's `foldMemRefCast`: operands produced by a `memref.cast` from
/// a ranked memref use the cast's source instead (except operand `skip`).
fn fold_casts_except(ctx: &Context, body: &mut Body, op: OpId, skip: Option<usize>) -> bool {
    let mut folded = false;
    for i in 0..body.num_operands(op) {
        if Some(i) == skip {
            continue;
        }
        let v = body.operand(op, i);
        if let Some(src) = cast_source(ctx, body, v)
            && !matches!(
                body.value_type(src).kind(ctx),
                TypeKind::UnrankedMemRef { .. }
            )
        {
            body.set_operand(op, i, src);
            folded = true;
        }
    }
    folded
}

fn in_place(folded: bool) -> FoldOutcome {
    if folded {
        FoldOutcome::InPlace
    } else {
        FoldOutcome::None
    }
}

/// Folds `memref.cast` operands into the op (load, dealloc, prefetch, DMA, atomics).
pub(crate) fn fold_operand_casts(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let name = body.op_name(op).as_str(ctx);
    if name == crate::CopyOp::NAME {
        return in_place(fold_copy_casts(ctx, body, op));
    }
    let skip = (name == crate::StoreOp::NAME).then_some(0);
    in_place(fold_casts_except(ctx, body, op, skip))
}

/// Upstream's `CastOp::canFoldIntoConsumerOp`: the cast only loses static
/// information (sizes, offset, strides).
pub fn cast_folds_into_consumer(ctx: &Context, source: Type, result: Type) -> bool {
    let (Some((ss, se, ..)), Some((rs, re, ..))) = (ranked(ctx, source), ranked(ctx, result))
    else {
        return false;
    };
    if se != re || ss.len() != rs.len() {
        return false;
    }
    let (Some((sst, so)), Some((rst, ro))) = (
        strides_and_offset(ctx, source),
        strides_and_offset(ctx, result),
    ) else {
        return false;
    };
    let loses_only = |a: i64, b: i64| !(a != b && a == DYNAMIC && b != DYNAMIC);
    ss.iter().zip(rs).all(|(a, b)| loses_only(*a, *b))
        && loses_only(so, ro)
        && sst.iter().zip(&rst).all(|(a, b)| loses_only(*a, *b))
}

fn fold_copy_casts(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let mut folded = false;
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        if let Some(src) = cast_source(ctx, body, v)
            && cast_folds_into_consumer(ctx, body.value_type(src), body.value_type(v))
        {
            body.set_operand(op, i, src);
            folded = true;
        }
    }
    folded
}

/// `memref.cast`: a cast of a cast of a ranked memref casts the original;
/// an identity cast is its operand.
pub(crate) fn fold_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    if fold_casts_except(ctx, body, op, None) {
        return FoldOutcome::InPlace;
    }
    let src = body.operand(op, 0);
    if body.value_type(src) == result_type(body, op, 0) {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(src)]);
    }
    FoldOutcome::None
}

/// `memref.memory_space_cast` of a `memref.memory_space_cast` casts the
/// original; an identity cast is its operand.
pub(crate) fn fold_memory_space_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let src = body.operand(op, 0);
    if let Some(def) = body.defining_op(src)
        && body.op_name(def).as_str(ctx) == MemorySpaceCastOp::NAME
    {
        let inner = body.operand(def, 0);
        body.set_operand(op, 0, inner);
        return FoldOutcome::InPlace;
    }
    if body.value_type(src) == result_type(body, op, 0) {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(src)]);
    }
    FoldOutcome::None
}

fn index_attr(ctx: &Context, v: i64) -> OpFoldResult {
    OpFoldResult::Attr(Attribute::int(ctx, Type::index(ctx), v))
}

/// The position of dynamic dimension `dim` among the dynamic dimensions.
fn dynamic_position(shape: &[i64], dim: usize) -> usize {
    shape.iter().take(dim).filter(|d| **d == DYNAMIC).count()
}

/// `memref.dim` of a static size, of an allocation's or view's dynamic
/// size, or through a cast.
pub(crate) fn fold_dim(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(index) = operands
        .get(1)
        .copied()
        .flatten()
        .and_then(|a| a.int_value(ctx).and_then(|v| v.to_i64()))
    else {
        return FoldOutcome::None;
    };
    let source = body.operand(op, 0);
    let Some((shape, ..)) = ranked(ctx, body.value_type(source)) else {
        return FoldOutcome::None;
    };
    let Ok(dim) = usize::try_from(index) else {
        return FoldOutcome::None;
    };
    let Some(&size) = shape.get(dim) else {
        return FoldOutcome::None;
    };
    if size != DYNAMIC {
        return FoldOutcome::Results(smallvec![index_attr(ctx, size)]);
    }
    let pos = dynamic_position(shape, dim);
    if let Some(def) = body.defining_op(source) {
        let name = body.op_name(def).as_str(ctx);
        let dynamic_sizes = if name == AllocOp::NAME || name == AllocaOp::NAME {
            Some(operand_group(ctx, body, def, "dynamicSizes"))
        } else if name == ViewOp::NAME {
            Some(operand_group(ctx, body, def, "sizes"))
        } else {
            None
        };
        if let Some(v) = dynamic_sizes.and_then(|s| s.get(pos).copied()) {
            return FoldOutcome::Results(smallvec![OpFoldResult::Value(v)]);
        }
        if name == SubViewOp::NAME
            && let Some(v) = dynamic_size_of_view(ctx, body, def, dim)
        {
            return FoldOutcome::Results(smallvec![OpFoldResult::Value(v)]);
        }
    }
    in_place(fold_casts_except(ctx, body, op, None))
}

/// The dynamic size value of result dimension `dim` of a subview (skipping
/// the dimensions it drops).
fn dynamic_size_of_view(ctx: &Context, body: &Body, op: OpId, dim: usize) -> Option<Value> {
    let statics = body
        .attr(ctx, op, "static_sizes")
        .and_then(|a| dense_i64_values(ctx, a))?;
    let sizes = operand_group(ctx, body, op, "sizes");
    let mixed = mixed_values(&statics, &sizes);
    let dropped = dropped_dims(ctx, body, op)?;
    let source_dim = (0..mixed.len()).filter(|i| !dropped.contains(i)).nth(dim)?;
    match mixed.get(source_dim)? {
        MixedValue::Dynamic(v) => Some(*v),
        MixedValue::Static(_) => None,
    }
}

/// The source dimensions a subview drops.
pub fn dropped_dims(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<usize>> {
    let source = body.value_type(body.operand(op, 0));
    let result = body.value_type(body.result(op, 0));
    let list = |n: &str| body.attr(ctx, op, n).and_then(|a| dense_i64_values(ctx, a));
    let (offsets, sizes, strides) = (
        list("static_offsets")?,
        list("static_sizes")?,
        list("static_strides")?,
    );
    let expected = crate::views::subview_type(ctx, source, &offsets, &sizes, &strides)?;
    let (exp_strides, _) = strides_and_offset(ctx, expected)?;
    let (got_strides, _) = strides_and_offset(ctx, result)?;
    crate::views::rank_reduction_mask(&sizes, &exp_strides, &got_strides)
}

/// `memref.rank` of a ranked memref.
pub(crate) fn fold_rank(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    match ranked(ctx, body.value_type(body.operand(op, 0))) {
        Some((shape, ..)) => FoldOutcome::Results(smallvec![index_attr(ctx, shape.len() as i64)]),
        None => FoldOutcome::None,
    }
}

fn all_equal(ctx: &Context, body: &Body, op: OpId, name: &str, value: i64) -> bool {
    body.attr(ctx, op, name)
        .and_then(|a| dense_i64_values(ctx, a))
        .is_some_and(|v| v.iter().all(|x| *x == value))
}

/// `memref.subview` that takes all of a static source, or repeats the
/// subview it views with zero offsets and unit strides.
pub(crate) fn fold_subview(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let src = body.operand(op, 0);
    let src_ty = body.value_type(src);
    let res_ty = result_type(body, op, 0);
    let static_layout = match ranked(ctx, res_ty).and_then(|(_, _, l, _)| l) {
        Some(l) => match l.kind(ctx) {
            strata_ir::AttrKind::Strided { offset, strides } => {
                *offset != DYNAMIC && strides.iter().all(|s| *s != DYNAMIC)
            }
            _ => true,
        },
        None => true,
    };
    if src_ty == res_ty && res_ty.has_static_shape(ctx) && static_layout {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(src)]);
    }
    if let Some(def) = body.defining_op(src)
        && body.op_name(def).as_str(ctx) == SubViewOp::NAME
        && src_ty == res_ty
        && all_equal(ctx, body, op, "static_offsets", 0)
        && all_equal(ctx, body, op, "static_strides", 1)
    {
        let sizes = |o: OpId| {
            let statics = body
                .attr(ctx, o, "static_sizes")
                .and_then(|a| dense_i64_values(ctx, a))
                .unwrap_or_default();
            mixed_values(&statics, &operand_group(ctx, body, o, "sizes"))
        };
        if sizes(op) == sizes(def) {
            return FoldOutcome::Results(smallvec![OpFoldResult::Value(src)]);
        }
    }
    FoldOutcome::None
}

/// `memref.reinterpret_cast` of a reinterpret_cast, a cast or a subview
/// with zero offsets reinterprets the original; one of a statically shaped
/// value of its own type with offset 0 is that value.
pub(crate) fn fold_reinterpret_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let src = body.operand(op, 0);
    if let Some(def) = body.defining_op(src) {
        let name = body.op_name(def).as_str(ctx);
        let through = name == ReinterpretCastOp::NAME
            || name == CastOp::NAME
            || name == SubViewOp::NAME && all_equal(ctx, body, def, "static_offsets", 0);
        if through {
            let inner = body.operand(def, 0);
            body.set_operand(op, 0, inner);
            return FoldOutcome::InPlace;
        }
    }
    let res = result_type(body, op, 0);
    let zero_offset = body
        .attr(ctx, op, "static_offsets")
        .and_then(|a| dense_i64_values(ctx, a))
        .is_some_and(|o| o.first() == Some(&0));
    if res.has_static_shape(ctx) && body.value_type(src) == res && zero_offset {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(src)]);
    }
    FoldOutcome::None
}

/// `memref.transpose` by the identity permutation.
pub(crate) fn fold_transpose(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let src = body.operand(op, 0);
    let identity = matches!(
        body.attr(ctx, op, "permutation").map(|a| a.kind(ctx)),
        Some(strata_ir::AttrKind::AffineMap(m)) if m.is_identity(ctx)
    );
    if identity && body.value_type(src) == result_type(body, op, 0) {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(src)]);
    }
    FoldOutcome::None
}

/// The source of a reshape op `def` of the given name producing `v`.
fn reshape_source(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<Value> {
    let def = body.defining_op(v)?;
    (body.op_name(def).as_str(ctx) == name).then(|| body.operand(def, 0))
}

/// `memref.collapse_shape` of a `memref.expand_shape` back to its source
/// type is that source; an identity collapse is its operand.
pub(crate) fn fold_collapse_shape(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    fold_reshape(ctx, body, op, crate::ExpandShapeOp::NAME)
}

/// `memref.expand_shape` of a `memref.collapse_shape` back to its source
/// type is that source; an identity expand is its operand.
pub(crate) fn fold_expand_shape(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    fold_reshape(ctx, body, op, crate::CollapseShapeOp::NAME)
}

fn fold_reshape(ctx: &Context, body: &mut Body, op: OpId, inverse: &str) -> FoldOutcome {
    let src = body.operand(op, 0);
    let res = result_type(body, op, 0);
    if body.value_type(src) == res {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(src)]);
    }
    if let Some(orig) = reshape_source(ctx, body, src, inverse)
        && body.value_type(orig) == res
        && body
            .defining_op(src)
            .and_then(|d| body.attr(ctx, d, "reassociation"))
            == body.attr(ctx, op, "reassociation")
    {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(orig)]);
    }
    FoldOutcome::None
}

/// `memref.extract_strided_metadata`: the uses of the offset, sizes and
/// strides the source type fixes read index constants created before the
/// op instead. As upstream's folder, it reports no change (the driver is
/// not told about the constants).
pub(crate) fn fold_extract_strided_metadata(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let source = body.value_type(body.operand(op, 0));
    let (Some((shape, ..)), Some((strides, offset))) =
        (ranked(ctx, source), strides_and_offset(ctx, source))
    else {
        return FoldOutcome::None;
    };
    let mut statics = vec![offset];
    statics.extend_from_slice(shape);
    statics.extend_from_slice(&strides);
    let results: Vec<Value> = body.results(op).skip(1).collect();
    let loc = body.op_loc(op);
    let index = Type::index(ctx);
    for (result, value) in results.into_iter().zip(statics) {
        if value == DYNAMIC || !body.has_uses(result) {
            continue;
        }
        let attr = Attribute::int(ctx, index, value);
        let c = strata_dialect_arith::build_constant(ctx, body, attr, index, loc);
        body.insert_op_before(op, c);
        let cv = body.result(c, 0);
        body.replace_all_uses(result, cv);
    }
    FoldOutcome::None
}
