//! The expansions of `math-expand-ops`, one per op, each building the
//! same sequence of ops as upstream (the constant folds and the moving of
//! constants are the greedy driver's).

use strata_dialect_arith::{float_splat_value, int_splat_value};
use strata_ir::{OpId, Type, Value};
use strata_rewrite::Rewriter;
use strata_rewrite::matchers::constant_of;
use strata_support::APFloat;

use super::builder::Builder;

/// An expansion: rewrites the op and returns true, or leaves it.
pub(crate) type Expansion = fn(&mut Rewriter<'_>, OpId) -> bool;

/// The expansions by op name, in upstream's order.
pub(crate) const EXPANSIONS: &[(&str, Expansion)] = &[
    ("math.ctlz", ctlz),
    ("math.sinh", sinh),
    ("math.cosh", cosh),
    ("math.tan", tan),
    ("math.tanh", tanh),
    ("math.asinh", asinh),
    ("math.acosh", acosh),
    ("math.atanh", atanh),
    ("math.fma", fma),
    ("math.ceil", ceil),
    ("math.exp2", exp2),
    ("math.powf", powf),
    ("math.fpowi", fpowi),
    ("math.round", round),
    ("math.roundeven", roundeven),
    ("math.rsqrt", rsqrt),
    ("math.clampf", clampf),
];

fn operand(rw: &Rewriter<'_>, op: OpId, i: usize) -> Value {
    rw.body().operand(op, i)
}

/// Replaces `op` by `v` when the expansion built it.
fn done(rw: &mut Rewriter<'_>, op: OpId, v: Option<Value>) -> bool {
    match v {
        Some(v) => {
            rw.replace_op(op, &[v]);
            true
        }
        None => false,
    }
}

/// True for a shaped type whose shape is not static (constants of it
/// cannot be made).
fn dynamic_shape(rw: &Rewriter<'_>, ty: Type) -> bool {
    ty.is_shaped(rw.ctx) && !ty.has_static_shape(rw.ctx)
}

fn element(rw: &Rewriter<'_>, ty: Type) -> Type {
    ty.element_type(rw.ctx).unwrap_or(ty)
}

/// `(exp(x) op exp(-x)) * 0.5`.
fn exp_pair(rw: &mut Rewriter<'_>, op: OpId, combine: &str) -> bool {
    let x = operand(rw, op, 0);
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let ty = b.ty(x);
        let e = b.same("math.exp", &[x]);
        let neg = b.same("arith.negf", &[x]);
        let ne = b.same("math.exp", &[neg]);
        let c = b.same(combine, &[e, ne]);
        let half = b.f64(ty, 0.5)?;
        Some(b.same("arith.mulf", &[c, half]))
    })();
    done(rw, op, v)
}

fn sinh(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    exp_pair(rw, op, "arith.subf")
}

fn cosh(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    exp_pair(rw, op, "arith.addf")
}

fn tanh(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let x = operand(rw, op, 0);
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let ty = b.ty(x);
        let zero = b.f64(ty, 0.0)?;
        let one = b.f64(ty, 1.0)?;
        let neg_two = b.f64(ty, -2.0)?;
        let is_neg = b.cmpf("olt", x, zero);
        let is_neg_f = b.op("arith.uitofp", &[is_neg], ty);
        let scaled = b.same("arith.mulf", &[is_neg_f, neg_two]);
        let sign = b.same("arith.addf", &[scaled, one]);
        let positive = b.same("arith.mulf", &[sign, x]);
        let doubled = b.same("arith.mulf", &[neg_two, positive]);
        let e = b.same("math.exp", &[doubled]);
        let num = b.same("arith.subf", &[one, e]);
        let den = b.same("arith.addf", &[one, e]);
        let q = b.same("arith.divf", &[num, den]);
        Some(b.same("arith.mulf", &[sign, q]))
    })();
    done(rw, op, v)
}

fn tan(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let x = operand(rw, op, 0);
    let mut b = Builder::new(rw, op);
    let s = b.same("math.sin", &[x]);
    let c = b.same("math.cos", &[x]);
    let v = b.same("arith.divf", &[s, c]);
    done(rw, op, Some(v))
}

/// `log(x + sqrt(fma(x, x, c)))`.
fn log_sqrt(rw: &mut Rewriter<'_>, op: OpId, c: f64) -> bool {
    let x = operand(rw, op, 0);
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let ty = b.ty(x);
        let k = b.f64(ty, c)?;
        let f = b.same("math.fma", &[x, x, k]);
        let s = b.same("math.sqrt", &[f]);
        let a = b.same("arith.addf", &[x, s]);
        Some(b.same("math.log", &[a]))
    })();
    done(rw, op, v)
}

fn asinh(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    log_sqrt(rw, op, 1.0)
}

fn acosh(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    log_sqrt(rw, op, -1.0)
}

fn atanh(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let x = operand(rw, op, 0);
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let ty = b.ty(x);
        let one = b.f64(ty, 1.0)?;
        let add = b.same("arith.addf", &[x, one]);
        let neg = b.same("arith.negf", &[x]);
        let sub = b.same("arith.addf", &[neg, one]);
        let q = b.same("arith.divf", &[add, sub]);
        let l = b.same("math.log", &[q]);
        let half = b.f64(ty, 0.5)?;
        Some(b.same("arith.mulf", &[l, half]))
    })();
    done(rw, op, v)
}

fn fma(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (x, y, z) = (operand(rw, op, 0), operand(rw, op, 1), operand(rw, op, 2));
    let mut b = Builder::new(rw, op);
    let m = b.same("arith.mulf", &[x, y]);
    let v = b.same("arith.addf", &[m, z]);
    done(rw, op, Some(v))
}

/// `copysign(sitofp(fptosi(x to i64)), x)`: `x` truncated toward zero.
fn truncated(b: &mut Builder<'_, '_>, x: Value) -> Value {
    let ty = b.ty(x);
    let i64_ty = b.shaped(ty, Type::int(b.ctx(), 64));
    let i = b.op("arith.fptosi", &[x], i64_ty);
    let f = b.op("arith.sitofp", &[i], ty);
    b.same("math.copysign", &[f, x])
}

fn ceil(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let x = operand(rw, op, 0);
    let ty = rw.body().value_type(x);
    if dynamic_shape(rw, ty) {
        return false;
    }
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let t = truncated(&mut b, x);
        let zero = b.f64(ty, 0.0)?;
        let one = b.f64(ty, 1.0)?;
        let gt = b.cmpf("ogt", x, t);
        let incr = b.select(gt, one, zero);
        Some(b.same("arith.addf", &[t, incr]))
    })();
    done(rw, op, v)
}

fn exp2(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let x = operand(rw, op, 0);
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let ln2 = b.f64(b.ty(x), std::f64::consts::LN_2)?;
        let m = b.same("arith.mulf", &[x, ln2]);
        Some(b.same("math.exp", &[m]))
    })();
    done(rw, op, v)
}

/// True if `v` is exactly `x` in its format.
fn exactly(v: APFloat, x: f64) -> bool {
    let (c, status, _) = APFloat::from_f64(strata_support::FloatSemantics::F64, x).convert(
        v.semantics(),
        strata_support::RoundingMode::NearestTiesToEven,
    );
    status == strata_support::Status::OK && c == v
}

fn powf(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (a, e) = (operand(rw, op, 0), operand(rw, op, 1));
    let ctx = rw.ctx;
    let exponent =
        constant_of(ctx, rw.body_mut_untracked(), e).and_then(|attr| float_splat_value(ctx, attr));
    let ty = rw.body().value_type(a);
    let mut b = Builder::new(rw, op);
    let v = (|| {
        if let Some(k) = exponent {
            if k.is_zero() {
                return b.f64(ty, 1.0);
            }
            if exactly(k, 1.0) {
                return Some(a);
            }
            if exactly(k, -1.0) {
                let one = b.f64(ty, 1.0)?;
                return Some(b.same("arith.divf", &[one, a]));
            }
            if exactly(k, 0.5) {
                return Some(b.same("math.sqrt", &[a]));
            }
            if exactly(k, -0.5) {
                return Some(b.same("math.rsqrt", &[a]));
            }
            if exactly(k, 2.0) {
                return Some(b.same("arith.mulf", &[a, a]));
            }
            if exactly(k, -2.0) {
                let one = b.f64(ty, 1.0)?;
                let sq = b.same("arith.mulf", &[a, a]);
                return Some(b.same("arith.divf", &[one, sq]));
            }
            if exactly(k, 3.0) {
                let sq = b.same("arith.mulf", &[a, a]);
                return Some(b.same("arith.mulf", &[sq, a]));
            }
        }
        let l = b.same("math.log", &[a]);
        let m = b.same("arith.mulf", &[e, l]);
        Some(b.same("math.exp", &[m]))
    })();
    done(rw, op, v)
}

fn fpowi(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (base, power) = (operand(rw, op, 0), operand(rw, op, 1));
    let ctx = rw.ctx;
    let exponent = constant_of(ctx, rw.body_mut_untracked(), power)
        .and_then(|attr| int_splat_value(ctx, attr))
        .and_then(|k| k.to_i64());
    let ty = rw.body().value_type(base);
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let Some(k) = exponent else {
            let p = b.op("arith.sitofp", &[power], ty);
            return Some(b.op("math.powf", &[base, p], ty));
        };
        let mut n = k.unsigned_abs();
        let one = b.f64(ty, 1.0)?;
        let mut res = b.f64(ty, 1.0)?;
        let mut x = base;
        while n > 0 {
            if n & 1 == 1 {
                res = b.same("arith.mulf", &[x, res]);
            }
            n >>= 1;
            x = b.same("arith.mulf", &[x, x]);
        }
        if k < 0 {
            let sem = b.float_semantics(ty);
            let zero = b.float(ty, APFloat::zero(sem, false))?;
            let neg_zero = b.float(ty, APFloat::zero(sem, true))?;
            let inf = b.float(ty, APFloat::inf(sem, false)?)?;
            let neg_inf = b.float(ty, APFloat::inf(sem, true)?)?;
            let is_zero = b.cmpf("oeq", res, zero);
            let is_neg_zero = b.cmpf("oeq", res, neg_zero);
            res = b.same("arith.divf", &[one, res]);
            res = b.select(is_zero, inf, res);
            res = b.select(is_neg_zero, neg_inf, res);
        }
        Some(res)
    })();
    done(rw, op, v)
}

fn round(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let x = operand(rw, op, 0);
    let ty = rw.body().value_type(x);
    let f32_ty = Type::float(rw.ctx, strata_support::FloatSemantics::F32);
    if element(rw, ty) != f32_ty {
        return false;
    }
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let i32_ty = b.shaped(ty, Type::int(b.ctx(), 32));
        let half = b.f64(ty, 0.5)?;
        let c23 = b.int(i32_ty, 23)?;
        let c127 = b.int(i32_ty, 127)?;
        let exp_mask = b.int(i32_ty, 255)?;
        let incr = b.same("math.copysign", &[half, x]);
        let add = b.same("arith.addf", &[x, incr]);
        let t = truncated(&mut b, add);
        let bits = b.op("arith.bitcast", &[x], i32_ty);
        let shifted = b.same("arith.shrui", &[bits, c23]);
        let exp = b.same("arith.andi", &[shifted, exp_mask]);
        let biased = b.same("arith.subi", &[exp, c127]);
        let special = b.cmpi("sge", biased, c23);
        Some(b.select(special, x, t))
    })();
    done(rw, op, v)
}

fn ctlz(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let x = operand(rw, op, 0);
    let ty = rw.body().value_type(x);
    let Some(width) = element(rw, ty).int_width(rw.ctx).filter(|w| *w <= 64) else {
        return false;
    };
    let all = u64::MAX >> (64 - width);
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let mut cur = x;
        let mut count = b.int(ty, 0)?;
        let mut bw = width;
        while bw > 1 {
            let half = bw / 2;
            let bits = b.int(ty, i64::from(half))?;
            let mask = b.int(ty, (all >> half) as i64)?;
            let pred = b.cmpi("ule", cur, mask);
            let add = b.same("arith.addi", &[count, bits]);
            let shift = b.same("arith.shli", &[cur, bits]);
            cur = b.select(pred, shift, cur);
            count = b.select(pred, add, count);
            bw = half;
        }
        let zero = b.int(ty, 0)?;
        let pred = b.cmpi("eq", x, zero);
        let full = b.int(ty, i64::from(width))?;
        Some(b.select(pred, full, count))
    })();
    done(rw, op, v)
}

fn roundeven(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let x = operand(rw, op, 0);
    let ty = rw.body().value_type(x);
    let Some(sem) = element(rw, ty).float_semantics(rw.ctx) else {
        return false;
    };
    let width = sem.bit_width();
    let mant = sem.precision() - 1;
    let Some(exp_width) = width.checked_sub(mant + 1).filter(|w| (1..63).contains(w)) else {
        return false;
    };
    if !(1..63).contains(&mant) {
        return false;
    }
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let ity = b.shaped(ty, Type::int(b.ctx(), width));
        let one_f = b.f64(ty, 1.0)?;
        let c0 = b.int(ity, 0)?;
        let c1 = b.int(ity, 1)?;
        let cm1 = b.int(ity, -1)?;
        let c_mant = b.int(ity, i64::from(mant))?;
        let c_top = b.int(ity, i64::from(width - 1))?;
        let c_bias = b.int(ity, (1i64 << (exp_width - 1)) - 1)?;
        let c_half_bit = b.int(ity, 1i64 << (mant - 1))?;
        let c_mant_mask = b.int(ity, (1i64 << mant) - 1)?;
        let exp_mask = b.int(ity, (1i64 << exp_width) - 1)?;
        let bits = b.op("arith.bitcast", &[x], ity);
        let r = b.same("math.round", &[x]);
        let r_bits = b.op("arith.bitcast", &[r], ity);
        let biased_exp = |b: &mut Builder<'_, '_>, v: Value| {
            let s = b.same("arith.shrui", &[v, c_mant]);
            let e = b.same("arith.andi", &[s, exp_mask]);
            b.same("arith.subi", &[e, c_bias])
        };
        let x_exp = biased_exp(&mut b, bits);
        let r_exp = biased_exp(&mut b, r_bits);
        let shift_right = |b: &mut Builder<'_, '_>, v: Value, s: Value| {
            let lo = b.same("arith.maxsi", &[s, c0]);
            let clamped = b.same("arith.minsi", &[lo, c_top]);
            b.same("arith.shrui", &[v, clamped])
        };
        let mask_mantissa = |b: &mut Builder<'_, '_>, m: Value, s: Value| {
            let mask = shift_right(b, c_mant_mask, s);
            b.same("arith.andi", &[m, mask])
        };
        let r_exp_zero = b.cmpi("eq", r_exp, c0);
        let r_exp_m1 = b.same("arith.subi", &[r_exp, c1]);
        let r_masked = mask_mantissa(&mut b, r_bits, r_exp_m1);
        let r_odd = b.cmpi("ne", r_masked, c0);
        let r_odd = b.same("arith.ori", &[r_odd, r_exp_zero]);
        let x_exp_m1 = b.cmpi("eq", x_exp, cm1);
        let shifted_half = shift_right(&mut b, c_half_bit, x_exp);
        let expected = b.select(x_exp_m1, c0, shifted_half);
        let x_masked = mask_mantissa(&mut b, bits, x_exp);
        let halfway = b.cmpi("eq", x_masked, expected);
        let ge = b.cmpi("sge", x_exp, cm1);
        let lt = b.cmpi("slt", x_exp, c_mant);
        let halfway = b.same("arith.andi", &[halfway, lt]);
        let halfway = b.same("arith.andi", &[halfway, ge]);
        let sign = b.same("math.copysign", &[one_f, x]);
        let shifted = b.same("arith.subf", &[r, sign]);
        let needs = b.same("arith.andi", &[r_odd, halfway]);
        let res = b.select(needs, shifted, r);
        Some(b.same("math.copysign", &[res, x]))
    })();
    done(rw, op, v)
}

fn rsqrt(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let x = operand(rw, op, 0);
    let ty = rw.body().value_type(x);
    if dynamic_shape(rw, ty) || !element(rw, ty).is_float(rw.ctx) {
        return false;
    }
    let mut b = Builder::new(rw, op);
    let v = (|| {
        let one = b.f64(ty, 1.0)?;
        let s = b.same("math.sqrt", &[x]);
        Some(b.same("arith.divf", &[one, s]))
    })();
    done(rw, op, v)
}

fn clampf(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (x, lo, hi) = (operand(rw, op, 0), operand(rw, op, 1), operand(rw, op, 2));
    let fm = rw.body().attr(ctx, op, "fastmath");
    let props: Vec<(&str, strata_ir::Attribute)> =
        fm.into_iter().map(|a| ("fastmath", a)).collect();
    let ty = rw.body().value_type(x);
    let mut b = Builder::new(rw, op);
    let m = b.op_with("arith.minimumf", &[x, lo], ty, &props);
    let v = b.op_with("arith.maximumf", &[m, hi], ty, &props);
    done(rw, op, Some(v))
}
