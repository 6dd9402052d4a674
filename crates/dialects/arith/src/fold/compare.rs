//! Folders of `cmpi` and `cmpf`, and the predicate semantics they share
//! with the canonicalization patterns.

use std::cmp::Ordering;

use strata_ir::dialect::FoldOutcome;
use strata_ir::{AttrKind, Attribute, Body, Context, Ident, OpId, Type};
use strata_support::{APFloat, APInt};

use super::values::{Scalar, element_type, encode_splat, fold_binary, is_int};
use super::{def_named, to_attr, to_value};
use crate::checks::i1_same_shape;
use crate::enums::{CMPF_PREDICATE, CMPI_PREDICATE};

/// `cmpi` predicates, by their stored value.
pub(crate) mod pred {
    /// `eq`.
    pub const EQ: i64 = 0;
    /// `ne`.
    pub const NE: i64 = 1;
    /// `slt`.
    pub const SLT: i64 = 2;
    /// `sle`.
    pub const SLE: i64 = 3;
    /// `sgt`.
    pub const SGT: i64 = 4;
    /// `sge`.
    pub const SGE: i64 = 5;
    /// `ult`.
    pub const ULT: i64 = 6;
    /// `ule`.
    pub const ULE: i64 = 7;
    /// `ugt`.
    pub const UGT: i64 = 8;
    /// `uge`.
    pub const UGE: i64 = 9;
}

/// The result of an integer comparison.
pub(crate) fn apply_cmpi(p: i64, a: &APInt, b: &APInt) -> bool {
    match p {
        pred::EQ => a == b,
        pred::NE => a != b,
        pred::SLT => a.slt(b),
        pred::SLE => a.sle(b),
        pred::SGT => a.sgt(b),
        pred::SGE => a.sge(b),
        pred::ULT => a.ult(b),
        pred::ULE => a.ule(b),
        pred::UGT => a.ugt(b),
        _ => a.uge(b),
    }
}

/// The predicate that holds when the operands are swapped.
pub(crate) fn swapped_cmpi(p: i64) -> i64 {
    match p {
        pred::SLT => pred::SGT,
        pred::SGT => pred::SLT,
        pred::SLE => pred::SGE,
        pred::SGE => pred::SLE,
        pred::ULT => pred::UGT,
        pred::UGT => pred::ULT,
        pred::ULE => pred::UGE,
        pred::UGE => pred::ULE,
        other => other,
    }
}

/// The negated predicate (`invertPredicate`).
pub(crate) fn inverted_cmpi(p: i64) -> i64 {
    match p {
        pred::EQ => pred::NE,
        pred::NE => pred::EQ,
        pred::SLT => pred::SGE,
        pred::SGE => pred::SLT,
        pred::SLE => pred::SGT,
        pred::SGT => pred::SLE,
        pred::ULT => pred::UGE,
        pred::UGE => pred::ULT,
        pred::ULE => pred::UGT,
        _ => pred::ULE,
    }
}

/// The result of a float comparison (`applyCmpPredicate`).
pub(crate) fn apply_cmpf(p: i64, a: APFloat, b: APFloat) -> bool {
    let c = a.compare(b);
    let unordered = c.is_none();
    let (lt, eq, gt) = (
        c == Some(Ordering::Less),
        c == Some(Ordering::Equal),
        c == Some(Ordering::Greater),
    );
    match p {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => !unordered && !eq,
        7 => !unordered,
        8 => unordered || eq,
        9 => unordered || gt,
        10 => unordered || gt || eq,
        11 => unordered || lt,
        12 => unordered || lt || eq,
        13 => !eq,
        14 => unordered,
        _ => true,
    }
}

fn predicate(ctx: &Context, body: &Body, op: OpId, spec: &strata_ods::EnumSpec) -> Option<i64> {
    body.attr(ctx, op, "predicate")
        .and_then(|a| spec.value(ctx, a))
}

/// A boolean of type `ty` (`i1` or a static shape of `i1`).
fn bool_attr(ctx: &Context, ty: Type, v: bool) -> Option<Attribute> {
    if ty.is_shaped(ctx) && !ty.has_static_shape(ctx) {
        return None;
    }
    encode_splat(ctx, ty, Scalar::Int(APInt::from_u64(1, u64::from(v))))
}

fn is_i1_like(ctx: &Context, t: Type) -> bool {
    element_type(ctx, t).is_signless_int(ctx, 1)
}

/// `cmpi`: equal operands, `ext(i1) != 0`, `i1 != 0`, `i1 == 1`, moving a
/// constant to the right (swapping the predicate), constants.
pub(crate) fn cmpi(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(p) = predicate(ctx, body, op, &CMPI_PREDICATE) else {
        return FoldOutcome::None;
    };
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let result_ty = body.value_type(body.result(op, 0));
    if lhs == rhs {
        let v = matches!(p, pred::EQ | pred::SLE | pred::SGE | pred::ULE | pred::UGE);
        return to_attr(bool_attr(ctx, result_ty, v));
    }
    let rhs_attr = ops.get(1).copied().flatten();
    if is_int(ctx, rhs_attr, 0) {
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def_named(ctx, body, lhs, ext) {
                let src = body.operand(e, 0);
                if element_type(ctx, body.value_type(src)).is_signless_int(ctx, 1) && p == pred::NE
                {
                    return to_value(src);
                }
            }
        }
        if is_i1_like(ctx, body.value_type(lhs)) && p == pred::NE {
            return to_value(lhs);
        }
    }
    if is_int(ctx, rhs_attr, 1) && is_i1_like(ctx, body.value_type(lhs)) && p == pred::EQ {
        return to_value(lhs);
    }
    let lhs_attr = ops.first().copied().flatten();
    if lhs_attr.is_some() && rhs_attr.is_none() {
        let swapped = CMPI_PREDICATE.attr(ctx, swapped_cmpi(p));
        body.set_inherent_attr(ctx, op, Ident::new(ctx, "predicate"), Some(swapped));
        body.set_operands(op, &[rhs, lhs]);
        return FoldOutcome::InPlace;
    }
    let Some(lhs_ty) = lhs_attr.and_then(|a| a.typed_value_type(ctx)) else {
        return FoldOutcome::None;
    };
    to_attr(fold_binary(
        ctx,
        ops,
        Some(i1_same_shape(ctx, lhs_ty)),
        |a, b| {
            let (Scalar::Int(a), Scalar::Int(b)) = (a, b) else {
                return None;
            };
            Some(Scalar::Int(APInt::from_u64(
                1,
                u64::from(apply_cmpi(p, a, b)),
            )))
        },
    ))
}

fn scalar_float(ctx: &Context, a: Option<Attribute>) -> Option<APFloat> {
    match a?.kind(ctx) {
        AttrKind::Float { value, .. } => Some(*value),
        _ => None,
    }
}

/// `cmpf`: scalar constants (a NaN operand decides for both).
pub(crate) fn cmpf(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    ops: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(p) = predicate(ctx, body, op, &CMPF_PREDICATE) else {
        return FoldOutcome::None;
    };
    let mut lhs = scalar_float(ctx, ops.first().copied().flatten());
    let mut rhs = scalar_float(ctx, ops.get(1).copied().flatten());
    if let Some(l) = lhs.filter(|l| l.is_nan()) {
        rhs = Some(l);
    }
    if let Some(r) = rhs.filter(|r| r.is_nan()) {
        lhs = Some(r);
    }
    let (Some(a), Some(b)) = (lhs, rhs) else {
        return FoldOutcome::None;
    };
    to_attr(Some(Attribute::bool(ctx, apply_cmpf(p, a, b))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_support::FloatSemantics;

    #[test]
    fn predicate_tables_are_consistent() {
        let vals = [-2i64, 0, 3];
        for p in 0..10 {
            assert_eq!(inverted_cmpi(inverted_cmpi(p)), p);
            for a in vals {
                for b in vals {
                    let (x, y) = (APInt::from_i64(8, a), APInt::from_i64(8, b));
                    assert_eq!(apply_cmpi(p, &x, &y), !apply_cmpi(inverted_cmpi(p), &x, &y));
                    assert_eq!(apply_cmpi(p, &x, &y), apply_cmpi(swapped_cmpi(p), &y, &x));
                }
            }
        }
    }

    #[test]
    fn float_predicates_treat_nan_as_unordered() {
        let sem = FloatSemantics::F32;
        let nan = APFloat::nan(sem).unwrap();
        let one = APFloat::one(sem);
        assert!((1..=7).all(|p| !apply_cmpf(p, nan, one)));
        assert!((8..=14).all(|p| apply_cmpf(p, nan, one)));
        assert!(apply_cmpf(
            3,
            APFloat::zero(sem, true),
            APFloat::zero(sem, false)
        ));
    }
}
