//! Canonicalizations of `select`, the casts and the extended-precision ops.

use strata_ir::{Attribute, OpId, Type};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};
use strata_support::APInt;

use super::build::{
    constant, constant_value, def, operand, overflow_prop, replace_with, scalar_int, type_of, value,
};
use crate::fold::values::{element_type, int_splat, int_width};

fn result_type(rw: &Rewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().result(op, 0))
}

/// `select(c, false, true)` -> `xori(c, true)` for `i1` results.
fn select_i1_to_not(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    if !result_type(rw, op).is_signless_int(rw.ctx, 1) {
        return false;
    }
    let (t, f) = (operand(rw, op, 1), operand(rw, op, 2));
    let (Some(tv), Some(fv)) = (scalar_int(rw, t), scalar_int(rw, f)) else {
        return false;
    };
    if !tv.is_zero() || !fv.is_one() {
        return false;
    }
    let cond = operand(rw, op, 0);
    let one = Attribute::bool(rw.ctx, true);
    let Some(c) = constant_value(rw, op, one) else {
        return false;
    };
    replace_with(rw, op, "arith.xori", &[cond, c], &[])
}

/// `select(c, select(c, a, b), d)` -> `select(c, a, d)` (and the false side).
fn redundant_select(op: OpId, rw: &mut Rewriter<'_>, side: usize) -> bool {
    let cond = operand(rw, op, 0);
    let Some(inner) = def(rw, operand(rw, op, side), "arith.select") else {
        return false;
    };
    if operand(rw, inner, 0) != cond {
        return false;
    }
    let mut operands = [cond, operand(rw, op, 1), operand(rw, op, 2)];
    operands[side] = operand(rw, inner, side);
    replace_with(rw, op, "arith.select", &operands, &[])
}

/// `select(xori(c, -1), a, b)` -> `select(c, b, a)`.
fn select_not_cond(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(not) = def(rw, operand(rw, op, 0), "arith.xori") else {
        return false;
    };
    let c = constant(rw, operand(rw, not, 1));
    if !int_splat(rw.ctx, c).is_some_and(|v| v.is_all_ones()) {
        return false;
    }
    let operands = [operand(rw, not, 0), operand(rw, op, 2), operand(rw, op, 1)];
    replace_with(rw, op, "arith.select", &operands, &[])
}

/// `select(c, 1, 0)` -> `extui(c)`; `select(c, 0, 1)` -> `extui(xori(c, 1))`
/// for non-`i1` integer results.
fn select_to_extui(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ty = result_type(rw, op);
    if !ty.is_integer(rw.ctx) || ty.is_signless_int(rw.ctx, 1) {
        return false;
    }
    let (t, f) = (operand(rw, op, 1), operand(rw, op, 2));
    let (Some(tv), Some(fv)) = (scalar_int(rw, t), scalar_int(rw, f)) else {
        return false;
    };
    let cond = operand(rw, op, 0);
    if tv.is_one() && fv.is_zero() {
        return replace_with(rw, op, "arith.extui", &[cond], &[]);
    }
    if tv.is_zero() && fv.is_one() {
        let Some(one) = constant_value(rw, op, Attribute::bool(rw.ctx, true)) else {
            return false;
        };
        let i1 = type_of(rw, cond);
        let not = value(rw, op, "arith.xori", &[cond, one], i1, &[]);
        return replace_with(rw, op, "arith.extui", &[not], &[]);
    }
    false
}

/// `cast(cast(x))` -> `x` when the types round-trip.
fn cast_of_cast(op: OpId, rw: &mut Rewriter<'_>, name: &str) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), name) else {
        return false;
    };
    let x = operand(rw, inner, 0);
    if type_of(rw, x) != result_type(rw, op) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

/// `outer(inner(x))` -> `outer(x)` (e.g. `index_cast(extsi(x))`).
fn skip_inner(op: OpId, rw: &mut Rewriter<'_>, inner: &str, outer: &str) -> bool {
    let Some(i) = def(rw, operand(rw, op, 0), inner) else {
        return false;
    };
    let x = operand(rw, i, 0);
    replace_with(rw, op, outer, &[x], &[])
}

fn width(rw: &Rewriter<'_>, t: Type) -> Option<u32> {
    int_width(rw.ctx, element_type(rw.ctx, t))
}

/// `trunci(ext(x))` -> `ext(x)` when `x` is narrower than the result.
fn trunc_of_ext(op: OpId, rw: &mut Rewriter<'_>, ext: &str) -> bool {
    let Some(e) = def(rw, operand(rw, op, 0), ext) else {
        return false;
    };
    let x = operand(rw, e, 0);
    let (Some(src), Some(dst)) = (width(rw, type_of(rw, x)), width(rw, result_type(rw, op))) else {
        return false;
    };
    if src >= dst {
        return false;
    }
    replace_with(rw, op, ext, &[x], &[])
}

/// `trunci(shrsi(x, c))` -> `trunci(shrui(x, c))` when the shift drops
/// exactly the bits the truncation keeps above the sign-extended ones.
fn trunc_of_shrsi(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(shr) = def(rw, operand(rw, op, 0), "arith.shrsi") else {
        return false;
    };
    let amount = constant(rw, operand(rw, shr, 1));
    let Some(c) = int_splat(rw.ctx, amount) else {
        return false;
    };
    let x = operand(rw, shr, 0);
    let (Some(src), Some(dst)) = (width(rw, type_of(rw, x)), width(rw, result_type(rw, op))) else {
        return false;
    };
    if c.to_u64() != Some(u64::from(src - dst)) {
        return false;
    }
    let ty = type_of(rw, x);
    let by = operand(rw, shr, 1);
    let shrui = value(rw, op, "arith.shrui", &[x, by], ty, &[]);
    let prop = overflow_prop(rw, 0);
    replace_with(rw, op, "arith.trunci", &[shrui], &[prop])
}

/// `mul{s,u}i_extended` / `addui_extended` whose second result is unused
/// -> the plain op.
fn extended_to_plain(op: OpId, rw: &mut Rewriter<'_>, plain: &str) -> bool {
    let second = rw.body().result(op, 1);
    if rw.body().uses(second).next().is_some() {
        return false;
    }
    let (a, b) = (operand(rw, op, 0), operand(rw, op, 1));
    let ty = result_type(rw, op);
    let prop = overflow_prop(rw, 0);
    let v = value(rw, op, plain, &[a, b], ty, &[prop]);
    rw.replace_op(op, &[v, second]);
    true
}

/// `mulsi_extended(x, 1)` -> `x, extsi(cmpi slt x, 0)`.
fn mulsi_extended_rhs_one(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let c = constant(rw, operand(rw, op, 1));
    if !int_splat(rw.ctx, c).is_some_and(|v| v == APInt::one(v.width())) {
        return false;
    }
    let x = operand(rw, op, 0);
    let ty = type_of(rw, x);
    let Some(zero) = crate::fold::zero_attr(rw.ctx, ty) else {
        return false;
    };
    let Some(z) = constant_value(rw, op, zero) else {
        return false;
    };
    let i1 = crate::checks::i1_same_shape(rw.ctx, ty);
    let slt = crate::enums::CMPI_PREDICATE.attr(rw.ctx, 2);
    let neg = value(rw, op, "arith.cmpi", &[x, z], i1, &[("predicate", slt)]);
    let high = value(rw, op, "arith.extsi", &[neg], ty, &[]);
    rw.replace_op(op, &[x, high]);
    true
}

/// Adds the `select`, cast and extended-op patterns.
pub(crate) fn populate(set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some("arith.select"),
        "SelectI1ToNot",
        select_i1_to_not,
    ));
    set.add(FnPattern::new(
        Some("arith.select"),
        "RedundantSelectTrue",
        |op, rw| redundant_select(op, rw, 1),
    ));
    set.add(FnPattern::new(
        Some("arith.select"),
        "RedundantSelectFalse",
        |op, rw| redundant_select(op, rw, 2),
    ));
    set.add(FnPattern::new(
        Some("arith.select"),
        "SelectNotCond",
        select_not_cond,
    ));
    set.add(FnPattern::new(
        Some("arith.select"),
        "SelectToExtUI",
        select_to_extui,
    ));
    for (root, name) in [
        ("arith.index_cast", "IndexCastOfIndexCast"),
        ("arith.index_castui", "IndexCastUIOfIndexCastUI"),
        ("arith.bitcast", "BitcastOfBitcast"),
    ] {
        set.add(FnPattern::new(Some(root), name, move |op, rw| {
            cast_of_cast(op, rw, root)
        }));
    }
    for (root, name, inner) in [
        ("arith.index_cast", "IndexCastOfExtSI", "arith.extsi"),
        ("arith.index_castui", "IndexCastUIOfExtUI", "arith.extui"),
        ("arith.extsi", "ExtSIOfExtUI", "arith.extui"),
    ] {
        let outer = if root == "arith.extsi" {
            "arith.extui"
        } else {
            root
        };
        set.add(FnPattern::new(Some(root), name, move |op, rw| {
            skip_inner(op, rw, inner, outer)
        }));
    }
    set.add(FnPattern::new(
        Some("arith.trunci"),
        "TruncIExtSIToExtSI",
        |op, rw| trunc_of_ext(op, rw, "arith.extsi"),
    ));
    set.add(FnPattern::new(
        Some("arith.trunci"),
        "TruncIExtUIToExtUI",
        |op, rw| trunc_of_ext(op, rw, "arith.extui"),
    ));
    set.add(FnPattern::new(
        Some("arith.trunci"),
        "TruncIShrSIToTrunciShrUI",
        trunc_of_shrsi,
    ));
    set.add(FnPattern::new(
        Some("arith.mulsi_extended"),
        "MulSIExtendedToMulI",
        |op, rw| extended_to_plain(op, rw, "arith.muli"),
    ));
    set.add(FnPattern::new(
        Some("arith.mulsi_extended"),
        "MulSIExtendedRHSOne",
        mulsi_extended_rhs_one,
    ));
    set.add(FnPattern::new(
        Some("arith.mului_extended"),
        "MulUIExtendedToMulI",
        |op, rw| extended_to_plain(op, rw, "arith.muli"),
    ));
    set.add(FnPattern::new(
        Some("arith.addui_extended"),
        "AddUIExtendedToAddI",
        |op, rw| extended_to_plain(op, rw, "arith.addi"),
    ));
}
