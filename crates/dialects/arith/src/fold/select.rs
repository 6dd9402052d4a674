//! The folder of `select`.

use strata_ir::dialect::FoldOutcome;
use strata_ir::{Attribute, Body, Context, OpId};

use super::compare::pred;
use super::values::{Form, Scalar, decode, encode, is_int, is_poison};
use super::{def_named, to_attr, to_value};
use crate::enums::CMPI_PREDICATE;

/// `select`: equal branches, constant condition, poison branches,
/// `select(c, true, false)`, `select(a == b, a, b)`, and elementwise
/// selection between dense constants.
pub(crate) fn select(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let cond = body.operand(op, 0);
    let (t, f) = (body.operand(op, 1), body.operand(op, 2));
    if t == f {
        return to_value(t);
    }
    let at = |i: usize| ops.get(i).copied().flatten();
    if is_int(ctx, at(0), 1) {
        return to_value(t);
    }
    if is_int(ctx, at(0), 0) {
        return to_value(f);
    }
    if at(1).is_some_and(|a| is_poison(ctx, a)) {
        return to_value(f);
    }
    if at(2).is_some_and(|a| is_poison(ctx, a)) {
        return to_value(t);
    }
    let result_ty = body.value_type(body.result(op, 0));
    if result_ty.is_signless_int(ctx, 1) && is_int(ctx, at(1), 1) && is_int(ctx, at(2), 0) {
        return to_value(cond);
    }
    if let Some(cmp) = def_named(ctx, body, cond, "arith.cmpi") {
        let p = body
            .attr(ctx, cmp, "predicate")
            .and_then(|a| CMPI_PREDICATE.value(ctx, a));
        if let Some(p @ (pred::EQ | pred::NE)) = p {
            let (l, r) = (body.operand(cmp, 0), body.operand(cmp, 1));
            if (l == t && r == f) || (r == t && l == f) {
                return to_value(if p == pred::NE { t } else { f });
            }
        }
    }
    let (Some(c), Some(a), Some(b)) = (
        at(0).and_then(|x| decode(ctx, x)),
        at(1).and_then(|x| decode(ctx, x)),
        at(2).and_then(|x| decode(ctx, x)),
    ) else {
        return FoldOutcome::None;
    };
    if [c.form, a.form, b.form].contains(&Form::Scalar) {
        return FoldOutcome::None;
    }
    let Some(n) = c.ty.num_elements(ctx) else {
        return FoldOutcome::None;
    };
    let mut out = Vec::with_capacity(n as usize);
    for i in 0..n as usize {
        let (Some(Scalar::Int(bit)), Some(x), Some(y)) = (c.get(i), a.get(i), b.get(i)) else {
            return FoldOutcome::None;
        };
        out.push(if bit.is_zero() { y.clone() } else { x.clone() });
    }
    to_attr(encode(ctx, a.ty, &out))
}
