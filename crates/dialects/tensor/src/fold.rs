//! The folders of the tensor ops (upstream's `fold` methods).

use smallvec::smallvec;
use strata_dialect_utils::reassociation_of;
use strata_ir::interfaces::{FoldOutcome, OpFoldResult};
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Body, Context, OpId, Type, Value};
use strata_rewrite::matchers::as_fold_result;

use crate::elements;
use crate::ops::{i64_list, operand_type, result_type};
use crate::types::shape_of;

fn value(v: Value) -> FoldOutcome {
    FoldOutcome::Results(smallvec![OpFoldResult::Value(v)])
}

fn attr(a: Attribute) -> FoldOutcome {
    FoldOutcome::Results(smallvec![OpFoldResult::Attr(a)])
}

fn index_attr(ctx: &Context, v: i64) -> Attribute {
    Attribute::int(ctx, Type::index(ctx), v)
}

fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    a?.int_value(ctx)?.to_i64()
}

/// The op defining `v` if its name is `name`.
pub(crate) fn def_named(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<OpId> {
    body.defining_op(v)
        .filter(|d| body.op_name(*d).as_str(ctx) == name)
}

/// `cast`/`bitcast` to the same type folds to its source.
pub(crate) fn identity_cast(
    _: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let src = body.operand(op, 0);
    if Some(body.value_type(src)) == result_type(body, op, 0) {
        return value(src);
    }
    FoldOutcome::None
}

/// `tensor.rank` of a ranked tensor.
pub(crate) fn rank(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    match operand_type(body, op, 0).and_then(|t| shape_of(ctx, t)) {
        Some(s) => attr(index_attr(ctx, s.len() as i64)),
        None => FoldOutcome::None,
    }
}

/// Replaces a `tensor.cast` operand that only loses static information by
/// the cast's source (upstream's `foldTensorCast`); true if any changed.
pub(crate) fn fold_operand_casts(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let mut changed = false;
    for i in 0..body.num_operands(op) {
        let v = body.operand(op, i);
        let Some(cast) = def_named(ctx, body, v, crate::CastOp::NAME) else {
            continue;
        };
        let src = body.operand(cast, 0);
        if crate::types::preserves_static_info(ctx, body.value_type(v), body.value_type(src)) {
            body.set_operand(op, i, src);
            changed = true;
        }
    }
    changed
}

/// `tensor.dim` of a static size, of a `tensor.generate` extent, of a
/// non-rank-reducing slice's dynamic size, or through a cast.
pub(crate) fn dim(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(index) = int_of(ctx, operands.get(1).copied().flatten()) else {
        return FoldOutcome::None;
    };
    let src = body.operand(op, 0);
    let Some(shape) = shape_of(ctx, body.value_type(src)).map(<[i64]>::to_vec) else {
        return FoldOutcome::None;
    };
    let Some(i) = usize::try_from(index).ok().filter(|i| *i < shape.len()) else {
        return FoldOutcome::None;
    };
    if shape[i] != DYNAMIC {
        return attr(index_attr(ctx, shape[i]));
    }
    let position = shape[..i].iter().filter(|d| **d == DYNAMIC).count();
    if let Some(generate) = def_named(ctx, body, src, crate::GenerateOp::NAME)
        && position < body.num_operands(generate)
    {
        return value(body.operand(generate, position));
    }
    if let Some(slice) = def_named(ctx, body, src, crate::ExtractSliceOp::NAME) {
        let sizes = i64_list(ctx, body, slice, "static_sizes");
        let source_rank = operand_type(body, slice, 0)
            .and_then(|t| shape_of(ctx, t))
            .map(<[i64]>::len);
        if source_rank == Some(shape.len()) && sizes.get(i) == Some(&DYNAMIC) {
            let k = sizes[..i].iter().filter(|s| **s == DYNAMIC).count();
            let dynamic = crate::ops::group(ctx, body, slice, "sizes");
            if let Some(v) = dynamic.get(k) {
                return value(*v);
            }
        }
    }
    if fold_operand_casts(ctx, body, op) {
        return FoldOutcome::InPlace;
    }
    FoldOutcome::None
}

/// The constant indices of an op, if all are constants.
fn constant_indices(ctx: &Context, operands: &[Option<Attribute>]) -> Option<Vec<i64>> {
    operands.iter().map(|a| int_of(ctx, *a)).collect()
}

/// `tensor.extract` of a splat constant, of `from_elements`, of a dense
/// constant, or right after an insert at the same indices.
pub(crate) fn extract(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let tensor_attr = operands.first().copied().flatten();
    if let Some(splat) = tensor_attr.and_then(|a| elements::splat_value(ctx, a)) {
        return attr(splat);
    }
    let src = body.operand(op, 0);
    let Some(indices) = constant_indices(ctx, operands.get(1..).unwrap_or_default()) else {
        return FoldOutcome::None;
    };
    if let Some(from) = def_named(ctx, body, src, crate::FromElementsOp::NAME) {
        let shape = shape_of(ctx, body.value_type(src)).unwrap_or_default();
        let mut flat: i64 = 0;
        let mut stride: i64 = 1;
        for (d, i) in shape.iter().zip(&indices).rev() {
            flat = flat.wrapping_add(i.wrapping_mul(stride));
            stride = stride.wrapping_mul(*d);
        }
        if let Some(f) = usize::try_from(flat)
            .ok()
            .filter(|f| *f < body.num_operands(from))
        {
            return value(body.operand(from, f));
        }
        return FoldOutcome::None;
    }
    if let Some(a) = tensor_attr
        && let Some(shape) = a.typed_value_type(ctx).and_then(|t| t.shape(ctx))
        && let Some(flat) = elements::flat_index(shape, &indices)
        && let Some(e) = elements::element_at(ctx, a, flat)
    {
        return attr(e);
    }
    if let Some(insert) = def_named(ctx, body, src, crate::InsertOp::NAME) {
        // The indices are compared as written, each the same value or the
        // same constant op's value, as upstream: not by what the operands
        // are known to hold (under --sccp an index computed to a constant
        // is not the same index).
        let n = body.num_operands(op);
        let scalar = body.operand(insert, 0);
        let mut same = body.num_operands(insert) == n + 1;
        for i in 1..n {
            if !same {
                break;
            }
            let (ours, theirs) = (body.operand(op, i), body.operand(insert, i + 1));
            same = ours == theirs
                || as_fold_result(ctx, body, ours) == as_fold_result(ctx, body, theirs);
        }
        if same && Some(body.value_type(scalar)) == result_type(body, op, 0) {
            return value(scalar);
        }
    }
    FoldOutcome::None
}

/// `tensor.insert` of a constant into a splat constant of that value.
pub(crate) fn insert(
    ctx: &Context,
    _: &mut Body,
    _: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    if let (Some(scalar), Some(dest)) = (
        operands.first().copied().flatten(),
        operands.get(1).copied().flatten(),
    ) && elements::splat_value(ctx, dest) == Some(scalar)
    {
        return attr(dest);
    }
    FoldOutcome::None
}

/// `tensor.from_elements` of constants.
pub(crate) fn from_elements(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(values) = operands.iter().copied().collect::<Option<Vec<_>>>() else {
        return FoldOutcome::None;
    };
    match result_type(body, op, 0).and_then(|t| elements::from_scalars(ctx, t, &values)) {
        Some(a) => attr(a),
        None => FoldOutcome::None,
    }
}

/// `tensor.splat` of a constant into a static shape.
pub(crate) fn splat(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(v) = operands.first().copied().flatten() else {
        return FoldOutcome::None;
    };
    let Some(ty) = result_type(body, op, 0).filter(|t| t.has_static_shape(ctx)) else {
        return FoldOutcome::None;
    };
    match elements::from_scalars(ctx, ty, &[v]) {
        Some(a) => attr(a),
        None => FoldOutcome::None,
    }
}

/// `tensor.reshape` to the source's static type, or of another reshape
/// (in place).
pub(crate) fn reshape(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let src = body.operand(op, 0);
    let Some(res) = result_type(body, op, 0) else {
        return FoldOutcome::None;
    };
    if let Some(inner) = def_named(ctx, body, src, crate::ReshapeOp::NAME) {
        let inner_src = body.operand(inner, 0);
        body.set_operand(op, 0, inner_src);
        return FoldOutcome::InPlace;
    }
    if body.value_type(src) == res && res.has_static_shape(ctx) {
        return value(src);
    }
    FoldOutcome::None
}

/// `tensor.pad` by nothing (same static type, not `nofold`).
pub(crate) fn pad(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let src = body.operand(op, 0);
    let res = result_type(body, op, 0);
    if res == Some(body.value_type(src))
        && res.is_some_and(|t| t.has_static_shape(ctx))
        && body.attr(ctx, op, "nofold").is_none()
    {
        return value(src);
    }
    FoldOutcome::None
}

/// Whether the op's static offsets are 0, strides 1 and sizes the shape.
fn is_identity_slice(ctx: &Context, body: &Body, op: OpId, shape: &[i64]) -> bool {
    let offsets = i64_list(ctx, body, op, "static_offsets");
    let sizes = i64_list(ctx, body, op, "static_sizes");
    let strides = i64_list(ctx, body, op, "static_strides");
    offsets.iter().all(|o| *o == 0)
        && strides.iter().all(|s| *s == 1)
        && sizes.as_slice() == shape
        && !shape.contains(&DYNAMIC)
}

/// Whether two ops have the same offsets, sizes and strides (same static
/// lists and the same dynamic values).
pub(crate) fn same_slice_params(ctx: &Context, body: &Body, a: OpId, b: OpId) -> bool {
    ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .all(|n| i64_list(ctx, body, a, n) == i64_list(ctx, body, b, n))
        && ["offsets", "sizes", "strides"]
            .iter()
            .all(|n| crate::ops::group(ctx, body, a, n) == crate::ops::group(ctx, body, b, n))
}

/// `tensor.extract_slice` of everything, or of a splat constant.
pub(crate) fn extract_slice(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let src = body.operand(op, 0);
    let src_ty = body.value_type(src);
    let Some(res) = result_type(body, op, 0) else {
        return FoldOutcome::None;
    };
    if let Some(a) = operands.first().copied().flatten()
        && elements::splat_value(ctx, a).is_some()
        && res.has_static_shape(ctx)
        && let Some(r) = elements::reshaped(ctx, a, res)
    {
        return attr(r);
    }
    if src_ty == res && shape_of(ctx, src_ty).is_some_and(|s| is_identity_slice(ctx, body, op, s)) {
        return value(src);
    }
    if let Some(insert) = def_named(ctx, body, src, crate::InsertSliceOp::NAME)
        && same_slice_params(ctx, body, op, insert)
        && Some(body.value_type(body.operand(insert, 0))) == Some(res)
    {
        return value(body.operand(insert, 0));
    }
    FoldOutcome::None
}

/// `tensor.insert_slice` of a whole tensor, or of the slice just
/// extracted from the destination at the same place.
pub(crate) fn insert_slice(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let src = body.operand(op, 0);
    let dest = body.operand(op, 1);
    let src_ty = body.value_type(src);
    if src_ty == body.value_type(dest)
        && shape_of(ctx, src_ty).is_some_and(|s| is_identity_slice(ctx, body, op, s))
    {
        return value(src);
    }
    if let Some(extract) = def_named(ctx, body, src, crate::ExtractSliceOp::NAME)
        && body.operand(extract, 0) == dest
        && same_slice_params(ctx, body, op, extract)
    {
        return value(dest);
    }
    FoldOutcome::None
}

/// `collapse_shape` / `expand_shape`: of a constant, to the same type, or
/// undoing the inverse reshape with the same reassociation.
pub(crate) fn reshape_like(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let src = body.operand(op, 0);
    let Some(res) = result_type(body, op, 0) else {
        return FoldOutcome::None;
    };
    if body.value_type(src) == res {
        return value(src);
    }
    let name = body.op_name(op).as_str(ctx);
    let inverse = if name == crate::CollapseShapeOp::NAME {
        crate::ExpandShapeOp::NAME
    } else {
        crate::CollapseShapeOp::NAME
    };
    if let Some(prev) = def_named(ctx, body, src, inverse) {
        let inner = body.operand(prev, 0);
        // An expansion only undoes a collapse when each group has at most
        // one dynamic size (otherwise the split of the sizes may differ).
        let unambiguous = name == crate::CollapseShapeOp::NAME
            || at_most_one_dynamic_per_group(ctx, body, op, res);
        if body.value_type(inner) == res && unambiguous {
            return value(inner);
        }
    }
    if let Some(a) = operands.first().copied().flatten()
        && elements::is_dense(ctx, a)
        && res.has_static_shape(ctx)
        && let Some(r) = elements::reshaped(ctx, a, res)
    {
        return attr(r);
    }
    FoldOutcome::None
}

/// Whether each reassociation group of `op` covers at most one dynamic
/// size of the expanded type `expanded`.
fn at_most_one_dynamic_per_group(ctx: &Context, body: &Body, op: OpId, expanded: Type) -> bool {
    let Some(shape) = shape_of(ctx, expanded) else {
        return false;
    };
    let groups = body
        .attr(ctx, op, "reassociation")
        .and_then(|a| reassociation_of(ctx, a))
        .unwrap_or_default();
    groups.iter().all(|g| {
        g.iter()
            .filter(|d| {
                usize::try_from(**d)
                    .ok()
                    .and_then(|d| shape.get(d))
                    .is_some_and(|s| *s == DYNAMIC)
            })
            .count()
            <= 1
    })
}

/// `tensor.concat` of one input of the result's type.
pub(crate) fn concat(
    _: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    if body.num_operands(op) == 1 {
        let v = body.operand(op, 0);
        if Some(body.value_type(v)) == result_type(body, op, 0) {
            return value(v);
        }
    }
    FoldOutcome::None
}
