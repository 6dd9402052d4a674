//! Matching and building helpers shared by the canonicalization patterns.
//! New operations keep the `bin` (two-state) flag of the one they replace.

use smallvec::SmallVec;
use strata_ir::{Attribute, Ident, NamedAttr, OpId, OperationName, OperationState, Type, Value};
use strata_rewrite::Rewriter;
use strata_rewrite::matchers::constant_int;
use strata_support::APInt;

/// The op defining `v` if it is named `name`.
pub(crate) fn def(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    let body = rw.body();
    body.defining_op(v)
        .filter(|d| body.op_name(*d).as_str(rw.ctx) == name)
}

/// The integer constant `v` holds, if it is one.
pub(crate) fn const_int(rw: &mut Rewriter<'_>, v: Value) -> Option<APInt> {
    let ctx = rw.ctx;
    constant_int(ctx, rw.body_mut_untracked(), v)
}

/// The operands of `op`.
pub(crate) fn operands(rw: &Rewriter<'_>, op: OpId) -> Vec<Value> {
    rw.body().operands(op).collect()
}

/// The bit width of `v`.
pub(crate) fn width(rw: &Rewriter<'_>, v: Value) -> u32 {
    rw.body().value_type(v).int_width(rw.ctx).unwrap_or(0)
}

/// The type of `op`'s result.
pub(crate) fn result_type(rw: &Rewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().result(op, 0))
}

/// True if `op` carries the `bin` flag.
pub(crate) fn two_state(rw: &Rewriter<'_>, op: OpId) -> bool {
    rw.body().attr(rw.ctx, op, "twoState").is_some()
}

/// Creates `name` before `root` with `operands`, a result of type `ty`,
/// inherent attributes `props`, and `bin` if `bin`; returns its result.
pub(crate) fn build(
    rw: &mut Rewriter<'_>,
    root: OpId,
    name: &str,
    operands: &[Value],
    ty: Type,
    props: &[(&str, Attribute)],
    bin: bool,
) -> Value {
    let ctx = rw.ctx;
    let mut entries: SmallVec<[NamedAttr; 3]> = props
        .iter()
        .map(|(n, v)| NamedAttr {
            name: Ident::new(ctx, n),
            value: *v,
        })
        .collect();
    if bin {
        entries.push(NamedAttr {
            name: Ident::new(ctx, "twoState"),
            value: Attribute::unit(ctx),
        });
    }
    let mut state = OperationState::new(OperationName::new(ctx, name), rw.body().op_loc(root));
    state.operands.extend_from_slice(operands);
    state.result_types.push(ty);
    state.props = Some(Attribute::dictionary(ctx, &mut entries));
    rw.set_insertion_point_before(root);
    let op = rw.create(state);
    rw.body().result(op, 0)
}

/// An `arith.constant` of `value` before `root`.
pub(crate) fn constant(rw: &mut Rewriter<'_>, root: OpId, value: &APInt) -> Value {
    let ty = Type::int(rw.ctx, value.width());
    let attr = Attribute::integer(rw.ctx, ty, value);
    build(
        rw,
        root,
        "arith.constant",
        &[],
        ty,
        &[("value", attr)],
        false,
    )
}

/// `comb.extract x from low` to `width` bits, before `root`.
pub(crate) fn extract(rw: &mut Rewriter<'_>, root: OpId, x: Value, low: u32, width: u32) -> Value {
    if low == 0 && width == self::width(rw, x) {
        return x;
    }
    let ctx = rw.ctx;
    let low_attr = Attribute::int(ctx, Type::int(ctx, 32), i64::from(low));
    let ty = Type::int(ctx, width);
    build(
        rw,
        root,
        "comb.extract",
        &[x],
        ty,
        &[("lowBit", low_attr)],
        false,
    )
}

/// `comb.concat` of `parts` (a single part is returned as is), before `root`.
pub(crate) fn concat(rw: &mut Rewriter<'_>, root: OpId, parts: &[Value]) -> Value {
    if let [only] = parts {
        return *only;
    }
    let total: u32 = parts.iter().map(|p| width(rw, *p)).sum();
    let ty = Type::int(rw.ctx, total);
    build(rw, root, "comb.concat", parts, ty, &[], false)
}

/// Replaces `root`'s result with `v`.
pub(crate) fn replace(rw: &mut Rewriter<'_>, root: OpId, v: Value) -> bool {
    rw.replace_op(root, &[v]);
    true
}
