//! Float canonicalizations: `truncf` of an int-to-float conversion, and
//! comparisons of converted integers against float constants rewritten as
//! integer comparisons (upstream's `CmpFIntToFPConst`).

use std::cmp::Ordering;

use strata_ir::{AttrKind, Attribute, OpId};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};
use strata_support::{APFloat, APInt, FloatSemantics, RoundingMode};

use super::build::{constant, constant_value, def, operand, replace_with, type_of};
use crate::enums::{CMPF_PREDICATE, CMPI_PREDICATE};
use crate::fold::compare::pred;

/// `truncf(sitofp(x))` -> `sitofp(x)` (and `uitofp`) without a rounding mode.
fn trunc_of_int_to_float(op: OpId, rw: &mut Rewriter<'_>, conv: &str) -> bool {
    if rw.body().attr(rw.ctx, op, "roundingmode").is_some() {
        return false;
    }
    let Some(c) = def(rw, operand(rw, op, 0), conv) else {
        return false;
    };
    let x = operand(rw, c, 0);
    replace_with(rw, op, conv, &[x], &[])
}

/// `mulf(negf(a), negf(b))` -> `mulf(a, b)` (and `divf`, named `name`),
/// keeping the root's fastmath flags.
fn of_negations(op: OpId, rw: &mut Rewriter<'_>, name: &str) -> bool {
    let negated =
        |rw: &Rewriter<'_>, i| def(rw, operand(rw, op, i), "arith.negf").map(|n| operand(rw, n, 0));
    let (Some(a), Some(b)) = (negated(rw, 0), negated(rw, 1)) else {
        return false;
    };
    let props: Vec<(&str, Attribute)> = rw
        .body()
        .attr(rw.ctx, op, "fastmath")
        .map(|f| ("fastmath", f))
        .into_iter()
        .collect();
    replace_with(rw, op, name, &[a, b], &props)
}

/// `ilogb`: the unbiased exponent of a finite nonzero value; `None` for
/// zero, infinity and NaN.
fn ilogb(v: APFloat) -> Option<i32> {
    if !v.is_finite_nonzero() {
        return None;
    }
    let (bits, exp_shift, frac_bits, bias) = match v.semantics() {
        FloatSemantics::F128 => (v.to_bits(), 112, 112, 16383),
        FloatSemantics::F80 => (v.to_bits(), 64, 63, 16383),
        _ => (u128::from(v.to_f64().to_bits()), 52, 52, 1023),
    };
    let exp_mask = if exp_shift == 64 || exp_shift == 112 {
        0x7FFF
    } else {
        0x7FF
    };
    let exp = ((bits >> exp_shift) & exp_mask) as i32;
    let frac = bits & ((1u128 << exp_shift) - 1);
    if exp == 0 {
        let top = 127 - frac.leading_zeros() as i32;
        return Some(top - frac_bits - (bias - 1));
    }
    Some(exp - bias)
}

fn from_int(sem: FloatSemantics, v: &APInt, signed: bool) -> APFloat {
    APFloat::from_apint(sem, v, signed, RoundingMode::NearestTiesToEven).0
}

/// The outcome of rewriting a comparison.
enum Rewrite {
    Const(bool),
    Cmp(i64, APInt),
}

/// `CmpFIntToFPConst`'s decision for `cmpf(p, {s,u}itofp(x : iW), rhs)`.
fn decide(p: i64, rhs: APFloat, width: u32, unsigned: bool) -> Option<Rewrite> {
    let sem = rhs.semantics();
    let mantissa = sem.precision() as i32;
    let value_bits = if unsigned { width } else { width - 1 } as i32;
    if width as i32 > mantissa {
        match ilogb(rhs) {
            None if rhs.is_inf() => {
                let max = ilogb(APFloat::largest(sem, false)).unwrap_or(0);
                if max < value_bits {
                    return None;
                }
            }
            Some(e) if mantissa <= e && e <= value_bits => return None,
            _ => {}
        }
    }
    let mut ipred = match p {
        7 => return Some(Rewrite::Const(true)),
        14 => return Some(Rewrite::Const(false)),
        1 | 8 => pred::EQ,
        2 | 9 => {
            if unsigned {
                pred::UGT
            } else {
                pred::SGT
            }
        }
        3 | 10 => {
            if unsigned {
                pred::UGE
            } else {
                pred::SGE
            }
        }
        4 | 11 => {
            if unsigned {
                pred::ULT
            } else {
                pred::SLT
            }
        }
        5 | 12 => {
            if unsigned {
                pred::ULE
            } else {
                pred::SLE
            }
        }
        6 | 13 => pred::NE,
        _ => return None,
    };
    let (max, min) = if unsigned {
        (APInt::unsigned_max(width), APInt::zero(width))
    } else {
        (APInt::signed_max(width), APInt::signed_min(width))
    };
    let above = if unsigned { pred::ULT } else { pred::SLT };
    let above_eq = if unsigned { pred::ULE } else { pred::SLE };
    if from_int(sem, &max, !unsigned).compare(rhs) == Some(Ordering::Less) {
        return Some(Rewrite::Const(
            matches!(ipred, pred::NE) || ipred == above || ipred == above_eq,
        ));
    }
    let below = if unsigned { pred::UGT } else { pred::SGT };
    let below_eq = if unsigned { pred::UGE } else { pred::SGE };
    if from_int(sem, &min, !unsigned).compare(rhs) == Some(Ordering::Greater) {
        return Some(Rewrite::Const(
            matches!(ipred, pred::NE) || ipred == below || ipred == below_eq,
        ));
    }
    let (int, status) = rhs.to_integer(width, !unsigned, RoundingMode::TowardZero);
    if status.invalid_op() {
        return None;
    }
    if !rhs.is_zero() && from_int(sem, &int, !unsigned) != rhs {
        let neg = rhs.is_negative();
        match ipred {
            pred::NE => return Some(Rewrite::Const(true)),
            pred::EQ => return Some(Rewrite::Const(false)),
            pred::ULE if neg => return Some(Rewrite::Const(false)),
            pred::SLE if neg => ipred = pred::SLT,
            pred::ULT if neg => return Some(Rewrite::Const(false)),
            pred::ULT => ipred = pred::ULE,
            pred::SLT if !neg => ipred = pred::SLE,
            pred::UGT if neg => return Some(Rewrite::Const(true)),
            pred::SGT if neg => ipred = pred::SGE,
            pred::UGE if neg => return Some(Rewrite::Const(true)),
            pred::UGE => ipred = pred::UGT,
            pred::SGE if !neg => ipred = pred::SGT,
            _ => {}
        }
    }
    Some(Rewrite::Cmp(ipred, int))
}

/// `cmpf(p, {s,u}itofp(x), c)` -> an integer comparison of `x` (or a constant).
fn cmpf_int_to_fp_const(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let rhs_attr = constant(rw, operand(rw, op, 1));
    let Some(AttrKind::Float { value: rhs, .. }) = rhs_attr.map(|a| a.kind(ctx)) else {
        return false;
    };
    let rhs = *rhs;
    if rhs.is_nan() {
        return false;
    }
    let lhs = operand(rw, op, 0);
    let (conv, unsigned) = match (def(rw, lhs, "arith.sitofp"), def(rw, lhs, "arith.uitofp")) {
        (Some(c), _) => (c, false),
        (_, Some(c)) => (c, true),
        _ => return false,
    };
    let x = operand(rw, conv, 0);
    let Some(width) = type_of(rw, x).int_width(ctx) else {
        return false;
    };
    let Some(p) = rw
        .body()
        .attr(ctx, op, "predicate")
        .and_then(|a| CMPF_PREDICATE.value(ctx, a))
    else {
        return false;
    };
    match decide(p, rhs, width, unsigned) {
        None => false,
        Some(Rewrite::Const(b)) => {
            let Some(v) = constant_value(rw, op, Attribute::bool(ctx, b)) else {
                return false;
            };
            rw.replace_op(op, &[v]);
            true
        }
        Some(Rewrite::Cmp(ipred, int)) => {
            let ty = type_of(rw, x);
            let Some(c) = constant_value(rw, op, Attribute::integer(ctx, ty, &int)) else {
                return false;
            };
            let attr = CMPI_PREDICATE.attr(ctx, ipred);
            replace_with(rw, op, "arith.cmpi", &[x, c], &[("predicate", attr)])
        }
    }
}

/// Adds the float patterns.
pub(crate) fn populate(set: &mut PatternSet) {
    for (root, name) in [("arith.mulf", "MulFOfNegF"), ("arith.divf", "DivFOfNegF")] {
        set.add(FnPattern::new(Some(root), name, move |op, rw| {
            of_negations(op, rw, root)
        }));
    }
    set.add(FnPattern::new(
        Some("arith.truncf"),
        "TruncFSIToFPToSIToFP",
        |op, rw| trunc_of_int_to_float(op, rw, "arith.sitofp"),
    ));
    set.add(FnPattern::new(
        Some("arith.truncf"),
        "TruncFUIToFPToUIToFP",
        |op, rw| trunc_of_int_to_float(op, rw, "arith.uitofp"),
    ));
    set.add(FnPattern::new(
        Some("arith.cmpf"),
        "CmpFIntToFPConst",
        cmpf_int_to_fp_const,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ilogb_of_normals_and_subnormals() {
        let f = |sem, bits| ilogb(APFloat::from_bits(sem, bits));
        assert_eq!(f(FloatSemantics::F32, 0x3F80_0000), Some(0));
        assert_eq!(f(FloatSemantics::F32, 0x0000_0001), Some(-149));
        assert_eq!(f(FloatSemantics::F16, 0x7BFF), Some(15));
        assert_eq!(f(FloatSemantics::F128, 1), Some(-16494));
        assert_eq!(f(FloatSemantics::F80, 0x3FFF_8000_0000_0000_0000), Some(0));
        assert_eq!(f(FloatSemantics::F32, 0), None);
    }

    #[test]
    fn fractional_constants_adjust_the_predicate() {
        let c = |v: f64| APFloat::from_f64(FloatSemantics::F32, v);
        // x < 4.5 (signed) is x <= 4.
        match decide(4, c(4.5), 32, false) {
            Some(Rewrite::Cmp(p, v)) => assert_eq!((p, v.sext_value()), (pred::SLE, 4)),
            _ => panic!("expected an integer comparison"),
        }
        // An unsigned value is never below -1.5; an i8 never above 300.
        assert!(matches!(
            decide(4, c(-1.5), 32, true),
            Some(Rewrite::Const(false))
        ));
        assert!(matches!(
            decide(2, c(300.0), 8, false),
            Some(Rewrite::Const(false))
        ));
        // i64 values lose precision in f32 near 2^40: no rewrite.
        assert!(decide(1, c(1.0e12), 64, false).is_none());
    }
}
