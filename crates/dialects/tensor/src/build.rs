//! Creating tensor ops from patterns: generic creation with properties,
//! index constants, casts and mixed offset/size/stride lists.

use strata_dialect_utils::{MixedValue, decompose_mixed};
use strata_ir::{Attribute, Ident, NamedAttr, OpId, OperationName, OperationState, Type, Value};
use strata_rewrite::Rewriter;

/// Creates op `name` before `root` (at its location) with the operands,
/// result types and properties given; returns the new op.
pub(crate) fn create(
    rw: &mut Rewriter<'_>,
    root: OpId,
    name: &str,
    operands: &[Value],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let ctx = rw.ctx;
    let mut state = OperationState::new(OperationName::new(ctx, name), rw.body().op_loc(root));
    state.operands.extend_from_slice(operands);
    state.result_types.extend_from_slice(results);
    let mut entries: Vec<NamedAttr> = props
        .iter()
        .map(|(n, v)| NamedAttr {
            name: Ident::new(ctx, n),
            value: *v,
        })
        .collect();
    state.props = Some(Attribute::dictionary(ctx, &mut entries));
    rw.set_insertion_point_before(root);
    rw.create(state)
}

/// The first result of `op`.
pub(crate) fn result(rw: &Rewriter<'_>, op: OpId) -> Value {
    rw.body().result(op, 0)
}

/// `tensor.cast %v : ... to ty` before `root`.
pub(crate) fn cast(rw: &mut Rewriter<'_>, root: OpId, v: Value, ty: Type) -> Value {
    let op = create(rw, root, crate::CastOp::NAME, &[v], &[ty], &[]);
    result(rw, op)
}

/// Replaces `op` by `v`, casting it to `op`'s result type if it differs.
pub(crate) fn replace_with_cast(rw: &mut Rewriter<'_>, op: OpId, v: Value) {
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let v = if rw.body().value_type(v) == ty {
        v
    } else {
        cast(rw, op, v, ty)
    };
    rw.replace_op(op, &[v]);
}

/// Creates an offset/size/stride op `name` before `root`: `leading`
/// operands, then the three mixed lists, then `trailing` properties.
pub(crate) fn create_sliced(
    rw: &mut Rewriter<'_>,
    root: OpId,
    name: &str,
    leading: &[Value],
    lists: [&[MixedValue]; 3],
    results: &[Type],
) -> OpId {
    let ctx = rw.ctx;
    let mut operands = leading.to_vec();
    let mut segments: Vec<i32> = vec![1; leading.len()];
    let mut props: Vec<(&str, Attribute)> = Vec::new();
    for (list, attr) in lists
        .iter()
        .zip(["static_offsets", "static_sizes", "static_strides"])
    {
        let (statics, dynamics) = decompose_mixed(list);
        segments.push(dynamics.len() as i32);
        operands.extend(dynamics);
        props.push((attr, Attribute::dense_i64_array(ctx, &statics)));
    }
    props.push((
        "operandSegmentSizes",
        Attribute::dense_i32_array(ctx, &segments),
    ));
    create(rw, root, name, &operands, results, &props)
}
