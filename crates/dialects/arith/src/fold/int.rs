//! Folders of the integer binary ops.

use std::cell::Cell;

use strata_ir::dialect::FoldOutcome;
use strata_ir::{Attribute, Body, Context, OpId, Value};
use strata_support::APInt;

use super::values::{Scalar, fold_binary, int_splat, is_int};
use super::{constant_of, def_named, to_attr, to_value, zero_attr};
use crate::enums::{OVERFLOW, OVERFLOW_NSW, OVERFLOW_NUW};

type IntFn = fn(&APInt, &APInt) -> Option<APInt>;

/// Folds two integer constants element by element.
fn fold_ints(ctx: &Context, operands: &[Option<Attribute>], f: IntFn) -> Option<Attribute> {
    fold_binary(ctx, operands, None, |a, b| match (a, b) {
        (Scalar::Int(a), Scalar::Int(b)) => f(a, b).map(Scalar::Int),
        _ => None,
    })
}

fn operands2(body: &Body, op: OpId) -> (Value, Value) {
    (body.operand(op, 0), body.operand(op, 1))
}

fn rhs(operands: &[Option<Attribute>]) -> Option<Attribute> {
    operands.get(1).copied().flatten()
}

/// `addi`: `x + 0`, `(a - b) + b`, `b + (a - b)`, constants.
pub(crate) fn addi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let (lhs, r) = operands2(body, op);

    if is_int(ctx, rhs(ops), 0) {
        to_value(lhs)
    } else if let Some(sub) = def_named(ctx, body, lhs, "arith.subi")
        && body.operand(sub, 1) == r
    {
        to_value(body.operand(sub, 0))
    } else if let Some(sub) = def_named(ctx, body, r, "arith.subi")
        && body.operand(sub, 1) == lhs
    {
        to_value(body.operand(sub, 0))
    } else {
        to_attr(fold_ints(ctx, ops, |a, b| Some(a.add(b))))
    }
}

/// `subi`: `x - x`, `x - 0`, `(a + b) - b`, `(a + b) - a`, constants.
pub(crate) fn subi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let (lhs, r) = operands2(body, op);
    if lhs == r
        && let Some(z) = zero_attr(ctx, body.value_type(body.result(op, 0)))
    {
        return to_attr(Some(z));
    }

    if is_int(ctx, rhs(ops), 0) {
        to_value(lhs)
    } else if let Some(add) = def_named(ctx, body, lhs, "arith.addi")
        && (body.operand(add, 1) == r || body.operand(add, 0) == r)
    {
        let other = if body.operand(add, 1) == r { 0 } else { 1 };
        to_value(body.operand(add, other))
    } else {
        to_attr(fold_ints(ctx, ops, |a, b| Some(a.sub(b))))
    }
}

/// `muli`: `x * 0`, `x * 1`, constants.
pub(crate) fn muli(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let (lhs, r) = operands2(body, op);

    if is_int(ctx, rhs(ops), 0) {
        to_value(r)
    } else if is_int(ctx, rhs(ops), 1) {
        to_value(lhs)
    } else {
        to_attr(fold_ints(ctx, ops, |a, b| Some(a.mul(b))))
    }
}

/// `foldDivMul`: `(a * b) / b` is `a` if the multiplication has `flags`.
fn div_of_mul(ctx: &Context, body: &Body, op: OpId, flags: i64) -> Option<Value> {
    let (lhs, r) = operands2(body, op);
    let mul = def_named(ctx, body, lhs, "arith.muli")?;
    let has = body
        .attr(ctx, mul, "overflowFlags")
        .and_then(|a| OVERFLOW.value(ctx, a))
        .unwrap_or(0);
    if has & flags != flags {
        return None;
    }
    if body.operand(mul, 0) == r {
        Some(body.operand(mul, 1))
    } else if body.operand(mul, 1) == r {
        Some(body.operand(mul, 0))
    } else {
        None
    }
}

fn division(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
    mul_flags: Option<i64>,
    f: IntFn,
) -> FoldOutcome {
    if is_int(ctx, rhs(ops), 1) {
        return to_value(body.operand(op, 0));
    }
    if let Some(flags) = mul_flags
        && let Some(v) = div_of_mul(ctx, body, op, flags)
    {
        return to_value(v);
    }
    to_attr(fold_ints(ctx, ops, f))
}

/// `divui`: `x / 1`, `(a * b) / b` with `nuw`, constants (not by zero).
pub(crate) fn divui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    division(ctx, body, op, ops, Some(OVERFLOW_NUW), |a, b| a.udiv(b))
}

/// `divsi`: `x / 1`, `(a * b) / b` with `nsw`, constants (no overflow).
pub(crate) fn divsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    division(ctx, body, op, ops, Some(OVERFLOW_NSW), |a, b| {
        a.sdiv_ov(b).and_then(|(q, ov)| (!ov).then_some(q))
    })
}

/// `ceildivui`: `x / 1`, constants (no overflow, not by zero).
pub(crate) fn ceildivui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    division(ctx, body, op, ops, None, |a, b| {
        let (q, r) = a.udivrem(b)?;
        if r.is_zero() {
            return Some(q);
        }
        let (sum, ov) = q.uadd_ov(&APInt::one(a.width()));
        (!ov).then_some(sum)
    })
}

/// `ceildivsi`: `x / 1`, constants (no intermediate overflow).
pub(crate) fn ceildivsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    division(ctx, body, op, ops, None, |a, b| {
        a.ceil_div_signed(b).and_then(|(q, ov)| (!ov).then_some(q))
    })
}

/// `floordivsi`: `x / 1`, constants (no overflow).
pub(crate) fn floordivsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    division(ctx, body, op, ops, None, |a, b| {
        a.floor_div_signed(b).and_then(|(q, ov)| (!ov).then_some(q))
    })
}

fn remainder(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
    f: IntFn,
) -> FoldOutcome {
    if is_int(ctx, rhs(ops), 1) {
        return to_attr(zero_attr(ctx, body.value_type(body.result(op, 0))));
    }
    to_attr(fold_ints(ctx, ops, f))
}

/// `remui`: `x % 1`, constants (not by zero).
pub(crate) fn remui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    remainder(ctx, body, op, ops, |a, b| a.urem(b))
}

/// `remsi`: `x % 1`, constants (not by zero).
pub(crate) fn remsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    remainder(ctx, body, op, ops, |a, b| a.srem(b))
}

/// True if `v` is `xori(x, all-ones)` with `x == of`.
fn is_not_of(ctx: &Context, body: &mut Body, v: Value, of: Value) -> Option<Value> {
    let xor = def_named(ctx, body, v, "arith.xori")?;
    if body.operand(xor, 0) != of {
        return None;
    }
    let ones = body.operand(xor, 1);
    let c = constant_of(ctx, body, ones);
    int_splat(ctx, c).filter(APInt::is_all_ones).map(|_| ones)
}

/// `andi`: `x & 0`, `x & -1`, `x & ~x`, `a & (a & b)`, constants.
pub(crate) fn andi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let (lhs, r) = operands2(body, op);
    let c = int_splat(ctx, rhs(ops));

    if c.as_ref().is_some_and(APInt::is_zero) {
        to_value(r)
    } else if c.as_ref().is_some_and(APInt::is_all_ones) {
        to_value(lhs)
    } else if is_not_of(ctx, body, r, lhs).is_some() || is_not_of(ctx, body, lhs, r).is_some() {
        to_attr(zero_attr(ctx, body.value_type(body.result(op, 0))))
    } else if let Some(inner) = and_of_and(body, op, lhs, r) {
        to_value(inner)
    } else {
        to_attr(fold_ints(ctx, ops, |a, b| Some(a.and(b))))
    }
}

/// `and(a, and(a, b))` in any operand order: the inner `and`'s result. The
/// inner op must have the outer op's name, so a dialect reusing this folder
/// (std's `and`) matches its own ops.
fn and_of_and(body: &Body, op: OpId, lhs: Value, rhs: Value) -> Option<Value> {
    let name = body.op_name(op);
    [(lhs, rhs), (rhs, lhs)]
        .into_iter()
        .find_map(|(inner, other)| {
            let prev = body
                .defining_op(inner)
                .filter(|d| body.op_name(*d) == name)?;
            let (a, b) = operands2(body, prev);
            (other == a || other == b).then_some(inner)
        })
}

/// `ori`: `x | 0`, `x | -1`, `x | ~x`, constants.
pub(crate) fn ori(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let (lhs, r) = operands2(body, op);
    let c = int_splat(ctx, rhs(ops));

    if c.as_ref().is_some_and(APInt::is_zero) {
        to_value(lhs)
    } else if c.as_ref().is_some_and(APInt::is_all_ones) {
        // The constant itself (not the operand), as upstream.
        to_attr(rhs(ops))
    } else if let Some(ones) = is_not_of(ctx, body, r, lhs).or_else(|| is_not_of(ctx, body, lhs, r))
    {
        to_value(ones)
    } else {
        to_attr(fold_ints(ctx, ops, |a, b| Some(a.or(b))))
    }
}

/// `xori`: `x ^ 0`, `x ^ x`, `(x ^ a) ^ a`, `a ^ (x ^ a)`, constants.
pub(crate) fn xori(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let (lhs, r) = operands2(body, op);

    if is_int(ctx, rhs(ops), 0) {
        to_value(lhs)
    } else if lhs == r {
        to_attr(zero_attr(ctx, body.value_type(body.result(op, 0))))
    } else if let Some(prev) = def_named(ctx, body, lhs, "arith.xori")
        && (body.operand(prev, 1) == r || body.operand(prev, 0) == r)
    {
        to_value(body.operand(prev, if body.operand(prev, 1) == r { 0 } else { 1 }))
    } else if let Some(prev) = def_named(ctx, body, r, "arith.xori")
        && (body.operand(prev, 1) == lhs || body.operand(prev, 0) == lhs)
    {
        to_value(body.operand(prev, if body.operand(prev, 1) == lhs { 0 } else { 1 }))
    } else {
        to_attr(fold_ints(ctx, ops, |a, b| Some(a.xor(b))))
    }
}

/// Shifts: `x << 0`, constants when the (last evaluated) amount is below
/// the width; larger amounts shift by at most the width, like LLVM's APInt.
fn shift(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ops: &[Option<Attribute>],
    f: fn(&APInt, u32) -> APInt,
) -> FoldOutcome {
    if is_int(ctx, rhs(ops), 0) {
        return to_value(body.operand(op, 0));
    }
    let bounded = Cell::new(false);
    let result = fold_ints_with(ctx, ops, |a, b| {
        let width = b.width();
        bounded.set(b.ult(&APInt::from_u64(width, u64::from(width))));
        let amount = b.to_u64().map_or(width, |v| v.min(u64::from(width)) as u32);
        Some(f(a, amount))
    });
    if bounded.get() {
        to_attr(result)
    } else {
        FoldOutcome::None
    }
}

fn fold_ints_with(
    ctx: &Context,
    operands: &[Option<Attribute>],
    f: impl Fn(&APInt, &APInt) -> Option<APInt>,
) -> Option<Attribute> {
    fold_binary(ctx, operands, None, |a, b| match (a, b) {
        (Scalar::Int(a), Scalar::Int(b)) => f(a, b).map(Scalar::Int),
        _ => None,
    })
}

/// `shli`.
pub(crate) fn shli(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    shift(ctx, body, op, ops, APInt::shl)
}

/// `shrui`.
pub(crate) fn shrui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    shift(ctx, body, op, ops, APInt::lshr)
}

/// `shrsi`.
pub(crate) fn shrsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    shift(ctx, body, op, ops, APInt::ashr)
}

/// Min/max: `op(x, x)`, the absorbing bound (`rhs`), the neutral bound
/// (`lhs`), constants.
fn min_max(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
    absorbing: fn(&APInt) -> bool,
    neutral: fn(&APInt) -> bool,
    f: IntFn,
) -> FoldOutcome {
    let (lhs, r) = operands2(body, op);

    if lhs == r {
        to_value(r)
    } else if let Some(c) = int_splat(ctx, rhs(ops))
        && (absorbing(&c) || neutral(&c))
    {
        to_value(if absorbing(&c) { r } else { lhs })
    } else {
        to_attr(fold_ints(ctx, ops, f))
    }
}

/// `maxsi`.
pub(crate) fn maxsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(
        ctx,
        body,
        op,
        ops,
        APInt::is_signed_max,
        APInt::is_signed_min,
        |a, b| Some(a.smax(b)),
    )
}

/// `maxui`.
pub(crate) fn maxui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(
        ctx,
        body,
        op,
        ops,
        APInt::is_all_ones,
        APInt::is_zero,
        |a, b| Some(a.umax(b)),
    )
}

/// `minsi`.
pub(crate) fn minsi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(
        ctx,
        body,
        op,
        ops,
        APInt::is_signed_min,
        APInt::is_signed_max,
        |a, b| Some(a.smin(b)),
    )
}

/// `minui`.
pub(crate) fn minui(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(
        ctx,
        body,
        op,
        ops,
        APInt::is_zero,
        APInt::is_all_ones,
        |a, b| Some(a.umin(b)),
    )
}
