//! The `f4E2M1FN` and `f8E8M0FNU` expansions of `arith-expand`
//! (`include-f4e2m1`, `include-f8e8m0`): `extf` from and `truncf` to those
//! types become integer bit manipulation on `f32` bits, as upstream's
//! OCP microscaling conversions (round to nearest even for `f4E2M1FN`;
//! `f8E8M0FNU` is an exponent only, with `0xff` as NaN).

use strata_ir::{Attribute, OpId, OpTraits, Type, Value};
use strata_rewrite::Rewriter;
use strata_support::{APFloat, FloatSemantics};

use crate::canonicalize::build::{constant_value, value};
use crate::checks::same_shape;
use crate::expand::{ExpandOptions, binary, cmpi, expand, int_const, select};
use crate::fold::values::{Scalar, encode_splat};

/// The element float semantics of `ty`.
fn semantics(rw: &Rewriter<'_>, ty: Type) -> Option<FloatSemantics> {
    ty.element_type(rw.ctx)
        .unwrap_or(ty)
        .float_semantics(rw.ctx)
}

/// The operand, its type and the result type of a cast.
fn cast_parts(rw: &Rewriter<'_>, op: OpId) -> (Value, Type, Type) {
    let body = rw.body();
    let x = body.operand(op, 0);
    (x, body.value_type(x), body.value_type(body.result(op, 0)))
}

/// The `fastmath` property of `op`, to carry over to the casts it creates.
fn fastmath(rw: &Rewriter<'_>, op: OpId) -> Vec<(&'static str, Attribute)> {
    rw.body()
        .attr(rw.ctx, op, "fastmath")
        .map(|a| vec![("fastmath", a)])
        .unwrap_or_default()
}

/// Creates a float cast `name` of `x` to `ty` and expands it in turn if the
/// options make it illegal (upstream's conversion legalizes new ops).
fn float_cast(
    rw: &mut Rewriter<'_>,
    root: OpId,
    name: &str,
    x: Value,
    ty: Type,
    props: &[(&str, Attribute)],
    options: ExpandOptions,
) -> Value {
    let v = value(rw, root, name, &[x], ty, props);
    expand_created(rw, v, options)
}

/// Expands the op defining `v` (just created) if it is illegal; returns the
/// value standing for `v` afterwards. As upstream's conversion folds a
/// created op before expanding it, a commutative op gets its constant
/// operand moved to the right first.
fn expand_created(rw: &mut Rewriter<'_>, v: Value, options: ExpandOptions) -> Value {
    let Some(op) = rw.body().defining_op(v) else {
        return v;
    };
    move_constant_right(rw, op);
    match expand(rw, op, options) {
        Some(replacement) => replacement,
        None => v,
    }
}

/// Swaps the operands of a commutative binary op whose left operand alone
/// is a constant (upstream's in-place fold of commutative ops).
fn move_constant_right(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx;
    let body = rw.body();
    if !body.op_name(op).has_trait(ctx, OpTraits::COMMUTATIVE) || body.num_operands(op) != 2 {
        return;
    }
    let is_constant = |v: Value| {
        body.defining_op(v)
            .is_some_and(|d| body.op_name(d).has_trait(ctx, OpTraits::CONSTANT_LIKE))
    };
    let (l, r) = (body.operand(op, 0), body.operand(op, 1));
    if is_constant(l) && !is_constant(r) {
        rw.modify_in_place(op, |b| b.set_operands(op, &[r, l]));
    }
}

/// The bit width of the element type of `ty`.
fn width(rw: &Rewriter<'_>, ty: Type) -> Option<u32> {
    semantics(rw, ty).map(|s| s.bit_width())
}

/// `extf` of `f8E8M0FNU`: the 8 bits become the exponent of an `f32`;
/// `0xff` becomes an all-ones NaN. Other result types cast from `f32`.
pub(crate) fn f8e8m0_extf(
    rw: &mut Rewriter<'_>,
    op: OpId,
    options: ExpandOptions,
) -> Option<Value> {
    let (x, from, ty) = cast_parts(rw, op);
    if semantics(rw, from)? != FloatSemantics::F8E8M0FNU {
        return None;
    }
    let ctx = rw.ctx;
    let i8_ty = same_shape(ctx, from, Type::int(ctx, 8));
    let i32_ty = same_shape(ctx, from, Type::int(ctx, 32));
    let f32_ty = same_shape(ctx, from, Type::float(ctx, FloatSemantics::F32));
    let props = fastmath(rw, op);
    let bits = value(rw, op, "arith.bitcast", &[x], i8_ty, &[]);
    let nan8 = int_const(rw, op, i8_ty, 0xff)?;
    let nan32 = int_const(rw, op, i32_ty, 0xffff_ffff)?;
    let mantissa_width = int_const(rw, op, i32_ty, 23)?;
    let wide = value(rw, op, "arith.extui", &[bits], i32_ty, &[]);
    let shifted = binary(rw, op, "arith.shli", wide, mantissa_width);
    let is_nan = cmpi(rw, op, "eq", bits, nan8)?;
    let chosen = select(rw, op, is_nan, nan32, shifted);
    let result = value(rw, op, "arith.bitcast", &[chosen], f32_ty, &[]);
    let out = width(rw, ty)?;
    Some(if out < 32 {
        float_cast(rw, op, "arith.truncf", result, ty, &props, options)
    } else if out > 32 {
        float_cast(rw, op, "arith.extf", result, ty, &props, options)
    } else {
        result
    })
}

/// `truncf` to `f8E8M0FNU` (default rounding only): the exponent bits of
/// the operand as `f32`.
pub(crate) fn f8e8m0_truncf(
    rw: &mut Rewriter<'_>,
    op: OpId,
    options: ExpandOptions,
) -> Option<Value> {
    let (mut x, from, ty) = cast_parts(rw, op);
    if semantics(rw, ty)? != FloatSemantics::F8E8M0FNU
        || rw.body().attr(rw.ctx, op, "roundingmode").is_some()
    {
        return None;
    }
    let ctx = rw.ctx;
    let i8_ty = same_shape(ctx, from, Type::int(ctx, 8));
    let i32_ty = same_shape(ctx, from, Type::int(ctx, 32));
    let f32_ty = same_shape(ctx, from, Type::float(ctx, FloatSemantics::F32));
    let props = fastmath(rw, op);
    let input = width(rw, from)?;
    if input < 32 {
        x = float_cast(rw, op, "arith.extf", x, f32_ty, &props, options);
    } else if input > 32 {
        x = float_cast(rw, op, "arith.truncf", x, f32_ty, &props, options);
    }
    let bits = value(rw, op, "arith.bitcast", &[x], i32_ty, &[]);
    let mantissa_width = int_const(rw, op, i32_ty, 23)?;
    let sign_exp = binary(rw, op, "arith.shrui", bits, mantissa_width);
    let exp = value(rw, op, "arith.trunci", &[sign_exp], i8_ty, &[]);
    Some(value(rw, op, "arith.bitcast", &[exp], ty, &[]))
}

/// `extf` of `f4E2M1FN`: assembles the `f32` bits from the 3 value bits
/// (exponent high bits, low exponent bit and mantissa) and the sign.
pub(crate) fn f4e2m1_extf(
    rw: &mut Rewriter<'_>,
    op: OpId,
    options: ExpandOptions,
) -> Option<Value> {
    let (x, from, ty) = cast_parts(rw, op);
    if semantics(rw, from)? != FloatSemantics::F4E2M1FN {
        return None;
    }
    let ctx = rw.ctx;
    let f32_ty = same_shape(ctx, from, Type::float(ctx, FloatSemantics::F32));
    let i4_ty = same_shape(ctx, from, Type::int(ctx, 4));
    let i32_ty = same_shape(ctx, from, Type::int(ctx, 32));
    let bits = value(rw, op, "arith.bitcast", &[x], i4_ty, &[]);
    let c0 = int_const(rw, op, i4_ty, 0x0)?;
    let c1 = int_const(rw, op, i4_ty, 0x1)?;
    let c2 = int_const(rw, op, i4_ty, 0x2)?;
    let c4 = int_const(rw, op, i4_ty, 0x4)?;
    let c7 = int_const(rw, op, i4_ty, 0x7)?;
    let magnitude = binary(rw, op, "arith.andi", bits, c7);
    let c20 = int_const(rw, op, i32_ty, 0x14)?;
    let low = binary(rw, op, "arith.shli", magnitude, c2);
    let is_half = cmpi(rw, op, "eq", magnitude, c1)?;
    let low = select(rw, op, is_half, c0, low);
    let low = value(rw, op, "arith.extui", &[low], i32_ty, &[]);
    let low = binary(rw, op, "arith.shli", low, c20);
    let zero_exp = int_const(rw, op, i32_ty, 0)?;
    let high_exp = int_const(rw, op, i32_ty, 0x4000_0000)?;
    let low_exp = int_const(rw, op, i32_ty, 0x3f00_0000)?;
    let larger = cmpi(rw, op, "uge", magnitude, c4)?;
    let exp = select(rw, op, larger, high_exp, low_exp);
    let is_zero = cmpi(rw, op, "eq", magnitude, c0)?;
    let exp = select(rw, op, is_zero, zero_exp, exp);
    let sign_bit = int_const(rw, op, i32_ty, 0x8000_0000)?;
    let c8 = int_const(rw, op, i4_ty, 0x8)?;
    let negative = cmpi(rw, op, "uge", bits, c8)?;
    let sign = select(rw, op, negative, sign_bit, zero_exp);
    let unsigned = binary(rw, op, "arith.addi", low, exp);
    let all = binary(rw, op, "arith.addi", unsigned, sign);
    let result = value(rw, op, "arith.bitcast", &[all], f32_ty, &[]);
    Some(if semantics(rw, ty)? == FloatSemantics::F32 {
        result
    } else {
        float_cast(rw, op, "arith.truncf", result, ty, &[], options)
    })
}

/// An `arith.constant` of float type `ty` holding `v`.
fn float_const(rw: &mut Rewriter<'_>, root: OpId, ty: Type, v: f64) -> Option<Value> {
    let sem = semantics(rw, ty)?;
    let attr = encode_splat(rw.ctx, ty, Scalar::Float(APFloat::from_f64(sem, v)))?;
    constant_value(rw, root, attr)
}

/// `truncf` to `f4E2M1FN`: clamps to ±6, then builds sign, exponent and
/// mantissa from the `f32` bits, rounding to nearest even.
pub(crate) fn f4e2m1_truncf(
    rw: &mut Rewriter<'_>,
    op: OpId,
    options: ExpandOptions,
) -> Option<Value> {
    let (mut x, from, ty) = cast_parts(rw, op);
    if semantics(rw, ty)? != FloatSemantics::F4E2M1FN {
        return None;
    }
    let ctx = rw.ctx;
    let i4_ty = same_shape(ctx, from, Type::int(ctx, 4));
    let i8_ty = same_shape(ctx, from, Type::int(ctx, 8));
    let i32_ty = same_shape(ctx, from, Type::int(ctx, 32));
    let f32_ty = same_shape(ctx, from, Type::float(ctx, FloatSemantics::F32));
    if semantics(rw, from)? != FloatSemantics::F32 {
        x = float_cast(rw, op, "arith.extf", x, f32_ty, &[], options);
    }
    let c1 = int_const(rw, op, i4_ty, 1)?;
    let c3 = int_const(rw, op, i4_ty, 3)?;
    let c22 = int_const(rw, op, i32_ty, 22)?;
    let c0_i8 = int_const(rw, op, i8_ty, 0x00)?;
    let cff_i8 = int_const(rw, op, i8_ty, 0xff)?;
    let zero = int_const(rw, op, i32_ty, 0)?;
    // Clamp to the representable range.
    let upper = float_const(rw, op, f32_ty, 6.0)?;
    let lower = float_const(rw, op, f32_ty, -6.0)?;
    let clamped = binary(rw, op, "arith.minnumf", upper, x);
    let clamped = expand_created(rw, clamped, options);
    let clamped = binary(rw, op, "arith.maxnumf", lower, clamped);
    let clamped = expand_created(rw, clamped, options);
    let bits = value(rw, op, "arith.bitcast", &[clamped], i32_ty, &[]);
    // Sign.
    let c31 = int_const(rw, op, i32_ty, 31)?;
    let sign32 = binary(rw, op, "arith.shrui", bits, c31);
    let sign4 = value(rw, op, "arith.trunci", &[sign32], i4_ty, &[]);
    let f4 = binary(rw, op, "arith.shli", sign4, c3);
    // Exponent, rebiased.
    let bias = int_const(rw, op, i32_ty, 0x7e)?;
    let c23 = int_const(rw, op, i32_ty, 23)?;
    let sign_exp = binary(rw, op, "arith.shrui", bits, c23);
    let rebiased = binary(rw, op, "arith.subi", sign_exp, bias);
    let exp4 = value(rw, op, "arith.trunci", &[rebiased], i4_ty, &[]);
    let exp4 = binary(rw, op, "arith.shli", exp4, c1);
    let f4 = binary(rw, op, "arith.addi", f4, exp4);
    // First mantissa bit.
    let first_mask = int_const(rw, op, i32_ty, 0x40_0000)?;
    let man = binary(rw, op, "arith.andi", bits, first_mask);
    let man = binary(rw, op, "arith.shrui", man, c22);
    let man4 = value(rw, op, "arith.trunci", &[man], i4_ty, &[]);
    let f4 = binary(rw, op, "arith.addi", f4, man4);
    // Subnormal results and rounding to 0.5.
    let man_mask = int_const(rw, op, i32_ty, 0x7f_ffff)?;
    let exp8 = value(rw, op, "arith.trunci", &[rebiased], i8_ty, &[]);
    let subnormal = cmpi(rw, op, "sle", exp8, c0_i8)?;
    let neg_one_exp = cmpi(rw, op, "eq", exp8, cff_i8)?;
    let man23 = binary(rw, op, "arith.andi", bits, man_mask);
    let nonzero_man = cmpi(rw, op, "ugt", man23, zero)?;
    let to_half = binary(rw, op, "arith.andi", neg_one_exp, nonzero_man);
    let zero_exp = cmpi(rw, op, "eq", exp8, c0_i8)?;
    let subnormal_bits = int_const(rw, op, i4_ty, 0xf)?;
    let half_bits = int_const(rw, op, i4_ty, 0x0)?;
    let sub = select(rw, op, subnormal, subnormal_bits, f4);
    let sub = select(rw, op, to_half, half_bits, sub);
    let f4 = select(rw, op, zero_exp, f4, sub);
    // Round up.
    let low_mask = int_const(rw, op, i32_ty, 0x3f_ffff)?;
    let round = int_const(rw, op, i32_ty, 0x20_0000)?;
    let man22 = binary(rw, op, "arith.andi", bits, low_mask);
    let should_round = cmpi(rw, op, "uge", man22, round)?;
    let should_round = binary(rw, op, "arith.ori", should_round, subnormal);
    let rounded = binary(rw, op, "arith.addi", f4, c1);
    let f4 = select(rw, op, should_round, rounded, f4);
    Some(value(rw, op, "arith.bitcast", &[f4], ty, &[]))
}
