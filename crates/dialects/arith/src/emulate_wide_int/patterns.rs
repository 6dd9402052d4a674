//! The conversion patterns of the wide-integer emulation: each rewrites
//! one arith op on `i2N` values into ops on the `vector<...x2xiN>` halves
//! (or into other arith ops on `i2N` that their own patterns convert).

use std::sync::Arc;

use strata_ir::{Attribute, Context, OpId, Type, Value};
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, OpAdaptor, OpConversionPattern, TypeConverter,
};
use strata_support::{APFloat, APInt, RoundingMode, Status};

use super::build::{Builder, reduce_innermost_dim};
use super::converter::{is_index_like, wide_type};
use crate::enums::{CMPF_PREDICATE, CMPI_PREDICATE};
use crate::fold::values::{Scalar, element_type, encode_splat};

/// A pattern body: the op, its converted operands, the rewriter and the
/// narrow width `N`; false if it does not apply.
type Rewrite = fn(OpId, &OpAdaptor, &mut ConversionRewriter<'_>, u32) -> bool;

/// `arith.cmpi` predicate numbers.
mod pred {
    pub const EQ: i64 = 0;
    pub const NE: i64 = 1;
    pub const SLT: i64 = 2;
    pub const SLE: i64 = 3;
    pub const SGT: i64 = 4;
    pub const SGE: i64 = 5;
    pub const ULT: i64 = 6;
    pub const ULE: i64 = 7;
    pub const UGT: i64 = 8;
    pub const UGE: i64 = 9;
}

/// The `arith.cmpf` predicate `olt`.
const CMPF_OLT: i64 = 4;

/// Adds the arith patterns (and `vector.print`'s) for narrow width `width`.
pub(super) fn populate(set: &mut ConversionPatternSet, converter: &Arc<TypeConverter>, width: u32) {
    let patterns: &[(&str, &str, Rewrite)] = &[
        ("arith.constant", "ConvertConstant", convert_constant),
        ("arith.cmpi", "ConvertCmpI", convert_cmpi),
        ("arith.select", "ConvertSelect", convert_select),
        ("vector.print", "ConvertVectorPrint", convert_print),
        ("arith.addi", "ConvertAddI", convert_addi),
        ("arith.muli", "ConvertMulI", convert_muli),
        ("arith.shli", "ConvertShLI", convert_shli),
        ("arith.shrsi", "ConvertShRSI", convert_shrsi),
        ("arith.shrui", "ConvertShRUI", convert_shrui),
        ("arith.maxui", "ConvertMaxMin", |o, a, r, w| {
            max_min(o, a, r, w, pred::UGT)
        }),
        ("arith.maxsi", "ConvertMaxMin", |o, a, r, w| {
            max_min(o, a, r, w, pred::SGT)
        }),
        ("arith.minui", "ConvertMaxMin", |o, a, r, w| {
            max_min(o, a, r, w, pred::ULT)
        }),
        ("arith.minsi", "ConvertMaxMin", |o, a, r, w| {
            max_min(o, a, r, w, pred::SLT)
        }),
        ("arith.subi", "ConvertSubI", convert_subi),
        ("arith.andi", "ConvertBitwiseBinary", bitwise),
        ("arith.ori", "ConvertBitwiseBinary", bitwise),
        ("arith.xori", "ConvertBitwiseBinary", bitwise),
        ("arith.extsi", "ConvertExtSI", convert_extsi),
        ("arith.extui", "ConvertExtUI", convert_extui),
        ("arith.trunci", "ConvertTruncI", convert_trunci),
        (
            "arith.index_cast",
            "ConvertIndexCastIntToIndex",
            int_to_index,
        ),
        (
            "arith.index_castui",
            "ConvertIndexCastIntToIndex",
            int_to_index,
        ),
        (
            "arith.index_cast",
            "ConvertIndexCastIndexToInt",
            |o, a, r, w| index_to_int(o, a, r, w, "arith.extsi"),
        ),
        (
            "arith.index_castui",
            "ConvertIndexCastIndexToInt",
            |o, a, r, w| index_to_int(o, a, r, w, "arith.extui"),
        ),
        ("arith.sitofp", "ConvertSIToFP", convert_sitofp),
        ("arith.uitofp", "ConvertUIToFP", convert_uitofp),
        ("arith.fptoui", "ConvertFPToUI", convert_fptoui),
        ("arith.fptosi", "ConvertFPToSI", convert_fptosi),
    ];
    for &(root, name, rewrite) in patterns {
        set.add(
            OpConversionPattern::new(root, move |op, adaptor, rw| rewrite(op, adaptor, rw, width))
                .with_name(name)
                .with_type_converter(converter),
        );
    }
}

fn operand(rw: &ConversionRewriter<'_>, op: OpId, i: usize) -> Value {
    rw.body().operand(op, i)
}

fn result_type(rw: &ConversionRewriter<'_>, op: OpId) -> Type {
    let body = rw.body();
    body.value_type(body.result(op, 0))
}

fn adapted(adaptor: &OpAdaptor, i: usize) -> Option<Value> {
    adaptor.operand(i)
}

/// The emulated type of `op`'s result, if it is a wide integer (vector).
fn wide_result(rw: &ConversionRewriter<'_>, op: OpId, width: u32) -> Option<Type> {
    wide_type(rw.ctx, result_type(rw, op), width)
}

fn builder<'r, 'a>(rw: &'r mut ConversionRewriter<'a>, op: OpId) -> Builder<'r, 'a> {
    let loc = rw.body().op_loc(op);
    Builder::new(rw, loc)
}

fn convert_constant(op: OpId, _: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let ctx = rw.ctx;
    let Some(new_ty) = wide_result(rw, op, width) else {
        return false;
    };
    let Some(attr) = rw.body().attr(ctx, op, "value") else {
        return false;
    };
    let Some(c) = crate::fold::values::decode(ctx, attr) else {
        return false;
    };
    let count = match c.form {
        crate::fold::values::Form::Splat => c.ty.num_elements(ctx).unwrap_or(1).max(1) as usize,
        _ => c.elems.len(),
    };
    let mut values = Vec::with_capacity(count.saturating_mul(2));
    for i in 0..count {
        let Some(v) = c.get(i).and_then(Scalar::int) else {
            return false;
        };
        values.push(Scalar::Int(v.lshr(0).trunc(width)));
        values.push(Scalar::Int(v.lshr(width).trunc(width)));
    }
    let Some(new_attr) = crate::fold::values::encode(ctx, new_ty, &values) else {
        return false;
    };
    let value = builder(rw, op).constant(new_attr, new_ty);
    rw.replace_op(op, &[value]);
    true
}

fn convert_addi(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let (Some(new_ty), Some(lhs), Some(rhs)) =
        (wide_result(rw, op, width), adapted(a, 0), adapted(a, 1))
    else {
        return false;
    };
    let ctx = rw.ctx;
    let elem_ty = reduce_innermost_dim(ctx, new_ty);
    let mut b = builder(rw, op);
    let (l0, l1) = b.halves(lhs);
    let (r0, r1) = b.halves(rhs);
    let bool_ty = super::build::bool_like(ctx, elem_ty);
    let sum = b.op("arith.addui_extended", &[l0, r0], &[elem_ty, bool_ty], &[]);
    let (low, carry) = (b.rw.body().result(sum, 0), b.rw.body().result(sum, 1));
    let carry = b.value("arith.extui", &[carry], elem_ty);
    let high0 = b.binary("arith.addi", carry, l1);
    let high = b.binary("arith.addi", high0, r1);
    let result = b.result_vector(new_ty, &[low, high]);
    rw.replace_op(op, &[result]);
    true
}

fn convert_subi(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let (Some(new_ty), Some(lhs), Some(rhs)) =
        (wide_result(rw, op, width), adapted(a, 0), adapted(a, 1))
    else {
        return false;
    };
    let ctx = rw.ctx;
    let elem_ty = reduce_innermost_dim(ctx, new_ty);
    let mut b = builder(rw, op);
    let (l0, l1) = b.halves(lhs);
    let (r0, r1) = b.halves(rhs);
    let low = b.binary("arith.subi", l0, r0);
    let borrow = b.cmpi(pred::ULT, l0, r0);
    let borrow = b.value("arith.extui", &[borrow], elem_ty);
    let high0 = b.binary("arith.subi", l1, borrow);
    let high = b.binary("arith.subi", high0, r1);
    let result = b.result_vector(new_ty, &[low, high]);
    rw.replace_op(op, &[result]);
    true
}

fn bitwise(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let (Some(new_ty), Some(lhs), Some(rhs)) =
        (wide_result(rw, op, width), adapted(a, 0), adapted(a, 1))
    else {
        return false;
    };
    let name = rw.body().op_name(op).as_str(rw.ctx).to_string();
    let mut b = builder(rw, op);
    let (l0, l1) = b.halves(lhs);
    let (r0, r1) = b.halves(rhs);
    let low = b.binary(&name, l0, r0);
    let high = b.binary(&name, l1, r1);
    let result = b.result_vector(new_ty, &[low, high]);
    rw.replace_op(op, &[result]);
    true
}

/// The unsigned predicate comparing the low halves for `pred`.
fn unsigned_predicate(pred: i64) -> i64 {
    match pred {
        pred::SGE => pred::UGE,
        pred::SGT => pred::UGT,
        pred::SLE => pred::ULE,
        pred::SLT => pred::ULT,
        p => p,
    }
}

fn convert_cmpi(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let ctx = rw.ctx;
    let lhs_ty = rw.body().value_type(operand(rw, op, 0));
    let (Some(_), Some(lhs), Some(rhs)) =
        (wide_type(ctx, lhs_ty, width), adapted(a, 0), adapted(a, 1))
    else {
        return false;
    };
    let Some(high_pred) = rw
        .body()
        .attr(ctx, op, "predicate")
        .and_then(|p| CMPI_PREDICATE.value(ctx, p))
    else {
        return false;
    };
    let mut b = builder(rw, op);
    let (l0, l1) = b.halves(lhs);
    let (r0, r1) = b.halves(rhs);
    let low = b.cmpi(unsigned_predicate(high_pred), l0, r0);
    let high = b.cmpi(high_pred, l1, r1);
    let result = match high_pred {
        pred::EQ => b.binary("arith.andi", low, high),
        pred::NE => b.binary("arith.ori", low, high),
        _ => {
            let high_eq = b.cmpi(pred::EQ, l1, r1);
            b.select(high_eq, low, high)
        }
    };
    let result = b.drop_trailing_x1(result);
    rw.replace_op(op, &[result]);
    true
}

fn convert_muli(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let (Some(new_ty), Some(lhs), Some(rhs)) =
        (wide_result(rw, op, width), adapted(a, 0), adapted(a, 1))
    else {
        return false;
    };
    let mut b = builder(rw, op);
    let (l0, l1) = b.halves(lhs);
    let (r0, r1) = b.halves(rhs);
    let half_ty = b.ty(l0);
    let low_low = b.op("arith.mului_extended", &[l0, r0], &[half_ty, half_ty], &[]);
    let (low, low_high) = (
        b.rw.body().result(low_low, 0),
        b.rw.body().result(low_low, 1),
    );
    let low_hi = b.binary("arith.muli", l0, r1);
    let hi_low = b.binary("arith.muli", l1, r0);
    let high = b.binary("arith.addi", low_high, low_hi);
    let high = b.binary("arith.addi", high, hi_low);
    let result = b.result_vector(new_ty, &[low, high]);
    rw.replace_op(op, &[result]);
    true
}

fn convert_extsi(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let (Some(new_ty), Some(input)) = (wide_result(rw, op, width), adapted(a, 0)) else {
        return false;
    };
    let part_ty = reduce_innermost_dim(rw.ctx, new_ty);
    let mut b = builder(rw, op);
    let input = b.append_x1(input);
    let extended = b.cast_or_fold("arith.extsi", input, part_ty);
    let zero = b.int_constant(part_ty, 0);
    let sign = b.cmpi(pred::SLT, extended, zero);
    let sign = b.value("arith.extsi", &[sign], part_ty);
    let result = b.result_vector(new_ty, &[extended, sign]);
    rw.replace_op(op, &[result]);
    true
}

fn convert_extui(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let (Some(new_ty), Some(input)) = (wide_result(rw, op, width), adapted(a, 0)) else {
        return false;
    };
    let part_ty = reduce_innermost_dim(rw.ctx, new_ty);
    let mut b = builder(rw, op);
    let input = b.append_x1(input);
    let extended = b.cast_or_fold("arith.extui", input, part_ty);
    let zero = b.int_constant(new_ty, 0);
    let result = b.insert_last_dim(extended, zero, 0);
    rw.replace_op(op, &[result]);
    true
}

fn max_min(
    op: OpId,
    _: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    width: u32,
    pred: i64,
) -> bool {
    if wide_result(rw, op, width).is_none() {
        return false;
    }
    let (lhs, rhs) = (operand(rw, op, 0), operand(rw, op, 1));
    let mut b = builder(rw, op);
    let cmp = b.cmpi(pred, lhs, rhs);
    let result = b.select(cmp, lhs, rhs);
    rw.replace_op(op, &[result]);
    true
}

fn int_to_index(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let ctx = rw.ctx;
    let result_ty = result_type(rw, op);
    if !is_index_like(ctx, result_ty) {
        return false;
    }
    let in_ty = rw.body().value_type(operand(rw, op, 0));
    let (Some(_), Some(input)) = (wide_type(ctx, in_ty, width), adapted(a, 0)) else {
        return false;
    };
    let name = rw.body().op_name(op).as_str(ctx).to_string();
    let mut b = builder(rw, op);
    let low = b.extract_last_dim(input, 0);
    let low = b.drop_trailing_x1(low);
    let result = b.value(&name, &[low], result_ty);
    rw.replace_op(op, &[result]);
    true
}

fn index_to_int(
    op: OpId,
    a: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    width: u32,
    extension: &str,
) -> bool {
    let ctx = rw.ctx;
    let in_ty = rw.body().value_type(operand(rw, op, 0));
    if !is_index_like(ctx, in_ty) {
        return false;
    }
    let result_ty = result_type(rw, op);
    let (Some(_), Some(input)) = (wide_type(ctx, result_ty, width), adapted(a, 0)) else {
        return false;
    };
    let narrow = same_shape(ctx, result_ty, Type::int(ctx, width));
    let name = rw.body().op_name(op).as_str(ctx).to_string();
    let mut b = builder(rw, op);
    let underlying = b.value(&name, &[input], narrow);
    let result = b.value(extension, &[underlying], result_ty);
    rw.replace_op(op, &[result]);
    true
}

/// `elem`, or a vector of `elem` with the shape of the vector `ty`.
fn same_shape(ctx: &Context, ty: Type, elem: Type) -> Type {
    match ty.shape(ctx) {
        Some(shape) if ty.element_type(ctx).is_some() => Type::vector(ctx, shape, &[], elem),
        _ => elem,
    }
}

fn convert_select(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let (Some(new_ty), Some(cond), Some(t), Some(f)) = (
        wide_result(rw, op, width),
        adapted(a, 0),
        adapted(a, 1),
        adapted(a, 2),
    ) else {
        return false;
    };
    let mut b = builder(rw, op);
    let (t0, t1) = b.halves(t);
    let (f0, f1) = b.halves(f);
    let cond = b.append_x1(cond);
    let low = b.select(cond, t0, f0);
    let high = b.select(cond, t1, f1);
    let result = b.result_vector(new_ty, &[low, high]);
    rw.replace_op(op, &[result]);
    true
}

/// The constants and bound check shared by the logical shifts: zero, the
/// narrow width, and whether the shift amount reaches past one half.
fn shift_setup(
    b: &mut Builder<'_, '_>,
    part_ty: Type,
    amount: Value,
    width: u32,
) -> (Value, Value, Value) {
    let zero = b.int_constant(part_ty, 0);
    let bits = b.int_constant(part_ty, i64::from(width));
    let past_half = b.cmpi(pred::UGE, amount, bits);
    (zero, bits, past_half)
}

fn convert_shli(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let (Some(new_ty), Some(lhs), Some(rhs)) =
        (wide_result(rw, op, width), adapted(a, 0), adapted(a, 1))
    else {
        return false;
    };
    let part_ty = reduce_innermost_dim(rw.ctx, new_ty);
    let mut b = builder(rw, op);
    let (l0, l1) = b.halves(lhs);
    let r0 = b.extract_last_dim(rhs, 0);
    let (zero, bits, past) = shift_setup(&mut b, part_ty, r0, width);
    let shifted0 = b.binary("arith.shli", l0, r0);
    let res0 = b.select(past, zero, shifted0);
    let capped = b.select(past, bits, r0);
    let right_amount = b.binary("arith.subi", bits, capped);
    let shifted_right = b.binary("arith.shrui", l0, right_amount);
    let overshot = b.binary("arith.subi", r0, bits);
    let shifted_left = b.binary("arith.shli", l0, overshot);
    let shifted1 = b.binary("arith.shli", l1, r0);
    let res1_high = b.select(past, zero, shifted1);
    let res1_low = b.select(past, shifted_left, shifted_right);
    let res1 = b.binary("arith.ori", res1_low, res1_high);
    let result = b.result_vector(new_ty, &[res0, res1]);
    rw.replace_op(op, &[result]);
    true
}

fn convert_shrui(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let (Some(new_ty), Some(lhs), Some(rhs)) =
        (wide_result(rw, op, width), adapted(a, 0), adapted(a, 1))
    else {
        return false;
    };
    let part_ty = reduce_innermost_dim(rw.ctx, new_ty);
    let mut b = builder(rw, op);
    let (l0, l1) = b.halves(lhs);
    let r0 = b.extract_last_dim(rhs, 0);
    let (zero, bits, past) = shift_setup(&mut b, part_ty, r0, width);
    let shifted0 = b.binary("arith.shrui", l0, r0);
    let res0_low = b.select(past, zero, shifted0);
    let shifted1 = b.binary("arith.shrui", l1, r0);
    let res1 = b.select(past, zero, shifted1);
    let capped = b.select(past, bits, r0);
    let left_amount = b.binary("arith.subi", bits, capped);
    let shifted_left = b.binary("arith.shli", l1, left_amount);
    let overshot = b.binary("arith.subi", r0, bits);
    let shifted_right = b.binary("arith.shrui", l1, overshot);
    let res0_high = b.select(past, shifted_right, shifted_left);
    let res0 = b.binary("arith.ori", res0_low, res0_high);
    let result = b.result_vector(new_ty, &[res0, res1]);
    rw.replace_op(op, &[result]);
    true
}

fn convert_shrsi(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let (Some(_), Some(lhs), Some(rhs)) =
        (wide_result(rw, op, width), adapted(a, 0), adapted(a, 1))
    else {
        return false;
    };
    let old_ty = result_type(rw, op);
    let (orig_lhs, orig_rhs) = (operand(rw, op, 0), operand(rw, op, 1));
    let mut b = builder(rw, op);
    let l1 = b.extract_last_dim(lhs, 1);
    let r0 = b.extract_last_dim(rhs, 0);
    let narrow = b.ty(r0);
    let zero = b.int_constant(narrow, 0);
    let sign = b.cmpi(pred::SLT, l1, zero);
    let sign = b.drop_trailing_x1(sign);
    let all_sign = b.value("arith.extsi", &[sign], old_ty);
    let max_shift = b.int_constant(narrow, i64::from(width) * 2);
    let kept = b.binary("arith.subi", max_shift, r0);
    let kept = b.drop_trailing_x1(kept);
    let kept = b.value("arith.extui", &[kept], old_ty);
    let sign_bits = b.binary("arith.shli", all_sign, kept);
    let shrui = b.binary("arith.shrui", orig_lhs, orig_rhs);
    let shrsi = b.binary("arith.ori", shrui, sign_bits);
    let noop = b.cmpi(pred::EQ, r0, zero);
    let noop = b.drop_trailing_x1(noop);
    let result = b.select(noop, orig_lhs, shrsi);
    rw.replace_op(op, &[result]);
    true
}

fn convert_sitofp(op: OpId, _: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let ctx = rw.ctx;
    let input = operand(rw, op, 0);
    let old_ty = rw.body().value_type(input);
    if wide_type(ctx, old_ty, width).is_none() {
        return false;
    }
    let result_ty = result_type(rw, op);
    let mut b = builder(rw, op);
    let zero = b.int_constant(old_ty, 0);
    let is_neg = b.cmpi(pred::SLT, input, zero);
    let neg = b.binary("arith.subi", zero, input);
    let abs = b.select(is_neg, neg, input);
    let abs_result = b.value("arith.uitofp", &[abs], result_ty);
    let neg_result = b.value("arith.negf", &[abs_result], result_ty);
    let result = b.select(is_neg, neg_result, abs_result);
    rw.replace_op(op, &[result]);
    true
}

/// A float constant `value` of type `ty`, a splat if `ty` is a vector.
fn float_constant(b: &mut Builder<'_, '_>, ty: Type, value: APFloat) -> Value {
    let ctx = b.rw.ctx;
    let attr = encode_splat(ctx, ty, Scalar::Float(value))
        .unwrap_or_else(|| Attribute::float(ctx, ty, value));
    b.constant(attr, ty)
}

fn convert_uitofp(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let ctx = rw.ctx;
    let in_ty = rw.body().value_type(operand(rw, op, 0));
    let (Some(_), Some(input)) = (wide_type(ctx, in_ty, width), adapted(a, 0)) else {
        return false;
    };
    let result_ty = result_type(rw, op);
    let Some(sem) = element_type(ctx, result_ty).float_semantics(ctx) else {
        return false;
    };
    let mut b = builder(rw, op);
    let (low, high) = b.halves(input);
    let low = b.drop_trailing_x1(low);
    let high = b.drop_trailing_x1(high);
    let high_ty = b.ty(high);
    let zero = b.int_constant(high_ty, 0);
    let high_is_zero = b.cmpi(pred::EQ, high, zero);
    let low_fp = b.value("arith.uitofp", &[low], result_ty);
    let high_fp = b.value("arith.uitofp", &[high], result_ty);
    let pow2 = APFloat::from_f64(sem, (1u64 << width.min(63)) as f64);
    let pow2 = float_constant(&mut b, result_ty, pow2);
    let high_val = b.binary("arith.mulf", high_fp, pow2);
    let sum = b.binary("arith.addf", low_fp, high_val);
    let result = b.select(high_is_zero, low_fp, sum);
    rw.replace_op(op, &[result]);
    true
}

fn convert_fptosi(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let ctx = rw.ctx;
    let int_ty = result_type(rw, op);
    let (Some(_), Some(input)) = (wide_type(ctx, int_ty, width), adapted(a, 0)) else {
        return false;
    };
    let mut b = builder(rw, op);
    let fp_ty = b.ty(input);
    let Some(sem) = element_type(ctx, fp_ty).float_semantics(ctx) else {
        return false;
    };
    let zero = float_constant(&mut b, fp_ty, APFloat::zero(sem, false));
    let zero_int = b.int_constant(int_ty, 0);
    let is_neg = {
        let bool_ty = super::build::bool_like(ctx, fp_ty);
        let cmp = b.op(
            "arith.cmpf",
            &[input, zero],
            &[bool_ty],
            &[("predicate", CMPF_PREDICATE.attr(ctx, CMPF_OLT))],
        );
        b.rw.body().result(cmp, 0)
    };
    let neg = b.value("arith.negf", &[input], fp_ty);
    let abs = b.select(is_neg, neg, input);
    let res = b.value("arith.fptoui", &[abs], int_ty);
    let negated = b.binary("arith.subi", zero_int, res);
    let result = b.select(is_neg, negated, res);
    rw.replace_op(op, &[result]);
    true
}

fn convert_fptoui(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let ctx = rw.ctx;
    let int_ty = result_type(rw, op);
    let (Some(new_ty), Some(input)) = (wide_type(ctx, int_ty, width), adapted(a, 0)) else {
        return false;
    };
    let mut b = builder(rw, op);
    let fp_ty = b.ty(input);
    let Some(sem) = element_type(ctx, fp_ty).float_semantics(ctx) else {
        return false;
    };
    let half_ty = same_shape(ctx, fp_ty, Type::int(ctx, width));
    let Some(two_n) = width.checked_mul(2) else {
        return false;
    };
    let power = APInt::one(two_n).shl(width);
    let (mut pow, status) = APFloat::from_apint(sem, &power, false, RoundingMode::TowardZero);
    if status == Status::INEXACT {
        pow = APFloat::inf(sem, false).unwrap_or(pow);
    }
    let pow = float_constant(&mut b, fp_ty, pow);
    let quotient = b.binary("arith.divf", input, pow);
    let high = b.value("arith.fptoui", &[quotient], half_ty);
    let remainder = b.binary("arith.remf", input, pow);
    let low = b.value("arith.fptoui", &[remainder], half_ty);
    let high = b.append_x1(high);
    let low = b.append_x1(low);
    let result = b.result_vector(new_ty, &[low, high]);
    rw.replace_op(op, &[result]);
    true
}

fn convert_trunci(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, width: u32) -> bool {
    let ctx = rw.ctx;
    let result_ty = result_type(rw, op);
    if !super::converter::is_legal_type(ctx, result_ty, width) {
        return false;
    }
    let Some(input) = adapted(a, 0) else {
        return false;
    };
    let mut b = builder(rw, op);
    let low = b.extract_last_dim(input, 0);
    let low = b.drop_trailing_x1(low);
    let result = b.cast_or_fold("arith.trunci", low, result_ty);
    rw.replace_op(op, &[result]);
    true
}

fn convert_print(op: OpId, a: &OpAdaptor, rw: &mut ConversionRewriter<'_>, _: u32) -> bool {
    let operands = a.flat();
    let mut b = builder(rw, op);
    b.op("vector.print", &operands, &[], &[]);
    rw.erase_op(op);
    true
}
