//! Matching and building helpers shared by the canonicalization patterns.

use strata_ir::interfaces::{is_op_or_equivalent, make_state};
use strata_ir::{AttrKind, Attribute, OpId, Type, Value};
use strata_rewrite::Rewriter;
use strata_support::APInt;

use crate::enums::OVERFLOW;
use crate::fold::{constant_of, def_named};

/// The op defining `v` if it is named `name`.
pub(crate) fn def(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    def_named(rw.ctx, rw.body(), v, name)
}

/// Operand `i` of `op`.
pub(crate) fn operand(rw: &Rewriter<'_>, op: OpId, i: usize) -> Value {
    rw.body().operand(op, i)
}

/// The type of `v`.
pub(crate) fn type_of(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.body().value_type(v)
}

/// The constant attribute of `v` (any constant-like op).
pub(crate) fn constant(rw: &mut Rewriter<'_>, v: Value) -> Option<Attribute> {
    let ctx = rw.ctx;
    constant_of(ctx, rw.body_mut_untracked(), v)
}

/// The value of `v` if it is a scalar integer constant (`APIntAttr`).
pub(crate) fn scalar_int(rw: &mut Rewriter<'_>, v: Value) -> Option<APInt> {
    let a = constant(rw, v)?;
    match a.kind(rw.ctx) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The overflow flags of `op` (0 when absent).
pub(crate) fn overflow_flags(rw: &Rewriter<'_>, op: OpId) -> i64 {
    rw.body()
        .attr(rw.ctx, op, "overflowFlags")
        .and_then(|a| OVERFLOW.value(rw.ctx, a))
        .unwrap_or(0)
}

/// Creates `name` before `root` with the given operands, result types and
/// inherent attributes (defaults filled in); returns its first result.
pub(crate) fn create(
    rw: &mut Rewriter<'_>,
    root: OpId,
    name: &str,
    operands: &[Value],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let state = make_state(
        rw.ctx,
        rw.body().op_loc(root),
        name,
        operands,
        results,
        props,
    );
    rw.set_insertion_point_before(root);
    rw.create(state)
}

/// Creates `name` like [`create`] and returns its first result.
pub(crate) fn value(
    rw: &mut Rewriter<'_>,
    root: OpId,
    name: &str,
    operands: &[Value],
    ty: Type,
    props: &[(&str, Attribute)],
) -> Value {
    let op = create(rw, root, name, operands, &[ty], props);
    rw.body().result(op, 0)
}

/// Creates an `arith.constant` of `attr` before `root`.
pub(crate) fn constant_value(rw: &mut Rewriter<'_>, root: OpId, attr: Attribute) -> Option<Value> {
    let ty = attr.typed_value_type(rw.ctx)?;
    Some(value(
        rw,
        root,
        "arith.constant",
        &[],
        ty,
        &[("value", attr)],
    ))
}

/// Replaces `root` with a new `name` op of the same result type (of the
/// root's own name when the root is declared equivalent to `name`, keeping
/// only the properties the root's op declares: a legacy op without
/// overflow or fastmath flags gets none).
pub(crate) fn replace_with(
    rw: &mut Rewriter<'_>,
    root: OpId,
    name: &str,
    operands: &[Value],
    props: &[(&str, Attribute)],
) -> bool {
    let ctx = rw.ctx;
    let own = rw.body().op_name(root);
    let ty = rw.body().value_type(rw.body().result(root, 0));
    let v = if own.as_str(ctx) != name && is_op_or_equivalent(ctx, own, name) {
        let declared: Vec<(&str, Attribute)> = props
            .iter()
            .filter(|(n, _)| own.def(ctx).is_some_and(|d| d.is_inherent(n)))
            .copied()
            .collect();
        value(rw, root, own.as_str(ctx), operands, ty, &declared)
    } else {
        value(rw, root, name, operands, ty, props)
    };
    rw.replace_op(root, &[v]);
    true
}

/// The `overflowFlags` property holding `flags`.
pub(crate) fn overflow_prop(rw: &Rewriter<'_>, flags: i64) -> (&'static str, Attribute) {
    ("overflowFlags", OVERFLOW.attr(rw.ctx, flags))
}
