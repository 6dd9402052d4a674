//! Integer canonicalizations: reassociating constants through `addi`,
//! `subi` and `muli`; `x + (-1 * y)`; bitwise ops of extensions; `xori`
//! of a comparison; comparisons of extensions.

use strata_ir::{Attribute, OpId, Type, Value};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};
use strata_support::APInt;

use super::build::{
    constant, def, operand, overflow_flags, overflow_prop, replace_with, scalar_int, type_of, value,
};
use crate::enums::CMPI_PREDICATE;
use crate::fold::compare::{inverted_cmpi, pred};
use crate::fold::values::int_splat;

/// How the new op's overflow flags are chosen.
#[derive(Copy, Clone)]
enum Flags {
    /// The flags both matched ops carry.
    Merge,
    /// No flags.
    Default,
}

/// The shape of a reassociation: `outer(inner(..), ..)` where one operand
/// of each is a scalar constant.
#[derive(Copy, Clone)]
struct Reassoc {
    name: &'static str,
    outer: &'static str,
    /// The outer constant is on the left (`c1 - inner`).
    outer_const_lhs: bool,
    inner: &'static str,
    /// The inner constant is on the left (`c0 - x`).
    inner_const_lhs: bool,
    /// The new op.
    result: &'static str,
    /// The new constant is the left operand.
    result_const_lhs: bool,
    /// Computes the new constant from `(c0, c1)`.
    combine: fn(&APInt, &APInt) -> APInt,
    flags: Flags,
}

fn int_attr(rw: &Rewriter<'_>, ty: Type, v: &APInt) -> Attribute {
    Attribute::integer(rw.ctx, ty, v)
}

fn reassociate(r: Reassoc, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let (inner_pos, outer_const_pos) = if r.outer_const_lhs { (1, 0) } else { (0, 1) };
    // The defining op's name is checked before the constant, whose lookup
    // runs the constant's folder.
    let Some(inner) = def(rw, operand(rw, op, inner_pos), r.inner) else {
        return false;
    };
    let Some(c1) = scalar_int(rw, operand(rw, op, outer_const_pos)) else {
        return false;
    };
    let (x_pos, c0_pos) = if r.inner_const_lhs { (1, 0) } else { (0, 1) };
    let Some(c0) = scalar_int(rw, operand(rw, inner, c0_pos)) else {
        return false;
    };
    let x = operand(rw, inner, x_pos);
    let ty = type_of(rw, rw.body().result(op, 0));
    let flags = match r.flags {
        Flags::Merge => overflow_flags(rw, inner) & overflow_flags(rw, op),
        Flags::Default => 0,
    };
    let attr = int_attr(rw, ty, &(r.combine)(&c0, &c1));
    let c = value(rw, op, "arith.constant", &[], ty, &[("value", attr)]);
    let operands = if r.result_const_lhs { [c, x] } else { [x, c] };
    let prop = overflow_prop(rw, flags);
    replace_with(rw, op, r.result, &operands, &[prop])
}

const REASSOCIATIONS: &[Reassoc] = &[
    Reassoc {
        name: "AddIAddConstant",
        outer: "arith.addi",
        outer_const_lhs: false,
        inner: "arith.addi",
        inner_const_lhs: false,
        result: "arith.addi",
        result_const_lhs: false,
        combine: |a, b| a.add(b),
        flags: Flags::Merge,
    },
    Reassoc {
        name: "AddISubConstantRHS",
        outer: "arith.addi",
        outer_const_lhs: false,
        inner: "arith.subi",
        inner_const_lhs: false,
        result: "arith.addi",
        result_const_lhs: false,
        combine: |c0, c1| c1.sub(c0),
        flags: Flags::Merge,
    },
    Reassoc {
        name: "AddISubConstantLHS",
        outer: "arith.addi",
        outer_const_lhs: false,
        inner: "arith.subi",
        inner_const_lhs: true,
        result: "arith.subi",
        result_const_lhs: true,
        combine: |a, b| a.add(b),
        flags: Flags::Merge,
    },
    Reassoc {
        name: "MulIMulIConstant",
        outer: "arith.muli",
        outer_const_lhs: false,
        inner: "arith.muli",
        inner_const_lhs: false,
        result: "arith.muli",
        result_const_lhs: false,
        combine: |a, b| a.mul(b),
        flags: Flags::Merge,
    },
    Reassoc {
        name: "SubIRHSAddConstant",
        outer: "arith.subi",
        outer_const_lhs: false,
        inner: "arith.addi",
        inner_const_lhs: false,
        result: "arith.addi",
        result_const_lhs: false,
        combine: |c0, c1| c0.sub(c1),
        flags: Flags::Default,
    },
    Reassoc {
        name: "SubILHSAddConstant",
        outer: "arith.subi",
        outer_const_lhs: true,
        inner: "arith.addi",
        inner_const_lhs: false,
        result: "arith.subi",
        result_const_lhs: true,
        combine: |c0, c1| c1.sub(c0),
        flags: Flags::Merge,
    },
    Reassoc {
        name: "SubIRHSSubConstantRHS",
        outer: "arith.subi",
        outer_const_lhs: false,
        inner: "arith.subi",
        inner_const_lhs: false,
        result: "arith.subi",
        result_const_lhs: false,
        combine: |a, b| a.add(b),
        flags: Flags::Merge,
    },
    Reassoc {
        name: "SubIRHSSubConstantLHS",
        outer: "arith.subi",
        outer_const_lhs: false,
        inner: "arith.subi",
        inner_const_lhs: true,
        result: "arith.subi",
        result_const_lhs: true,
        combine: |c0, c1| c0.sub(c1),
        flags: Flags::Merge,
    },
    Reassoc {
        name: "SubILHSSubConstantRHS",
        outer: "arith.subi",
        outer_const_lhs: true,
        inner: "arith.subi",
        inner_const_lhs: false,
        result: "arith.subi",
        result_const_lhs: true,
        combine: |a, b| a.add(b),
        flags: Flags::Merge,
    },
    Reassoc {
        name: "SubILHSSubConstantLHS",
        outer: "arith.subi",
        outer_const_lhs: true,
        inner: "arith.subi",
        inner_const_lhs: true,
        result: "arith.addi",
        result_const_lhs: false,
        combine: |c0, c1| c1.sub(c0),
        flags: Flags::Merge,
    },
];

/// True if `v` is a constant -1 (scalar or splat).
fn is_minus_one(rw: &mut Rewriter<'_>, v: Value) -> bool {
    let c = constant(rw, v);
    int_splat(rw.ctx, c).is_some_and(|x| x.is_all_ones())
}

/// `addi(x, muli(y, -1))` -> `subi(x, y)` (either operand order of `addi`).
fn add_mul_minus_one(op: OpId, rw: &mut Rewriter<'_>, mul_pos: usize) -> bool {
    let Some(mul) = def(rw, operand(rw, op, mul_pos), "arith.muli") else {
        return false;
    };
    if !is_minus_one(rw, operand(rw, mul, 1)) {
        return false;
    }
    let x = operand(rw, op, 1 - mul_pos);
    let y = operand(rw, mul, 0);
    let prop = overflow_prop(rw, 0);
    replace_with(rw, op, "arith.subi", &[x, y], &[prop])
}

/// `subi(subi(a, b), a)` -> `subi(0, b)`.
fn sub_sub_lhs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = def(rw, operand(rw, op, 0), "arith.subi") else {
        return false;
    };
    if operand(rw, inner, 0) != operand(rw, op, 1) {
        return false;
    }
    let ty = type_of(rw, rw.body().result(op, 0));
    let Some(zero) = crate::fold::zero_attr(rw.ctx, ty) else {
        return false;
    };
    let b = operand(rw, inner, 1);
    let flags = overflow_flags(rw, inner) & overflow_flags(rw, op);
    let c = value(rw, op, "arith.constant", &[], ty, &[("value", zero)]);
    let prop = overflow_prop(rw, flags);
    replace_with(rw, op, "arith.subi", &[c, b], &[prop])
}

/// `op(ext(x), ext(y))` -> `ext(op(x, y))` when `x` and `y` have one type.
fn bitwise_of_ext(op: OpId, rw: &mut Rewriter<'_>, name: &str, ext: &str) -> bool {
    let (Some(a), Some(b)) = (
        def(rw, operand(rw, op, 0), ext),
        def(rw, operand(rw, op, 1), ext),
    ) else {
        return false;
    };
    let (x, y) = (operand(rw, a, 0), operand(rw, b, 0));
    let ty = type_of(rw, x);
    if ty != type_of(rw, y) {
        return false;
    }
    let inner = value(rw, op, name, &[x, y], ty, &[]);
    replace_with(rw, op, ext, &[inner], &[])
}

/// `xori(cmpi(p, a, b), true)` -> `cmpi(!p, a, b)`.
fn xor_not_cmp(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(cmp) = def(rw, operand(rw, op, 0), "arith.cmpi") else {
        return false;
    };
    let Some(one) = scalar_int(rw, operand(rw, op, 1)) else {
        return false;
    };
    if one.width() != 1 || !one.is_one() {
        return false;
    }
    let ctx = rw.ctx;
    let Some(p) = rw
        .body()
        .attr(ctx, cmp, "predicate")
        .and_then(|a| CMPI_PREDICATE.value(ctx, a))
    else {
        return false;
    };
    let operands = [operand(rw, cmp, 0), operand(rw, cmp, 1)];
    let attr = CMPI_PREDICATE.attr(ctx, inverted_cmpi(p));
    replace_with(rw, op, "arith.cmpi", &operands, &[("predicate", attr)])
}

/// `cmpi(eq/ne, ext(a), ext(b))` -> `cmpi(eq/ne, a, b)`.
fn cmp_of_ext(op: OpId, rw: &mut Rewriter<'_>, ext: &str) -> bool {
    let ctx = rw.ctx;
    let Some(p) = rw
        .body()
        .attr(ctx, op, "predicate")
        .and_then(|a| CMPI_PREDICATE.value(ctx, a))
    else {
        return false;
    };
    if p != pred::EQ && p != pred::NE {
        return false;
    }
    let (Some(a), Some(b)) = (
        def(rw, operand(rw, op, 0), ext),
        def(rw, operand(rw, op, 1), ext),
    ) else {
        return false;
    };
    let (x, y) = (operand(rw, a, 0), operand(rw, b, 0));
    if type_of(rw, x) != type_of(rw, y) {
        return false;
    }
    let attr = CMPI_PREDICATE.attr(ctx, p);
    replace_with(rw, op, "arith.cmpi", &[x, y], &[("predicate", attr)])
}

/// Adds the integer patterns.
pub(crate) fn populate(set: &mut PatternSet) {
    for r in REASSOCIATIONS {
        let r = *r;
        set.add(FnPattern::new(Some(r.outer), r.name, move |op, rw| {
            reassociate(r, op, rw)
        }));
    }
    set.add(FnPattern::new(
        Some("arith.addi"),
        "AddIMulNegativeOneRhs",
        |op, rw| add_mul_minus_one(op, rw, 1),
    ));
    set.add(FnPattern::new(
        Some("arith.addi"),
        "AddIMulNegativeOneLhs",
        |op, rw| add_mul_minus_one(op, rw, 0),
    ));
    set.add(FnPattern::new(
        Some("arith.subi"),
        "SubISubILHSRHSLHS",
        sub_sub_lhs,
    ));
    for (root, name, ext) in [
        ("arith.andi", "AndOfExtUI", "arith.extui"),
        ("arith.andi", "AndOfExtSI", "arith.extsi"),
        ("arith.ori", "OrOfExtUI", "arith.extui"),
        ("arith.ori", "OrOfExtSI", "arith.extsi"),
        ("arith.xori", "XOrIOfExtUI", "arith.extui"),
        ("arith.xori", "XOrIOfExtSI", "arith.extsi"),
    ] {
        set.add(FnPattern::new(Some(root), name, move |op, rw| {
            bitwise_of_ext(op, rw, root, ext)
        }));
    }
    set.add(FnPattern::new(
        Some("arith.xori"),
        "XOrINotCmpI",
        xor_not_cmp,
    ));
    set.add(FnPattern::new(Some("arith.cmpi"), "CmpIExtSI", |op, rw| {
        cmp_of_ext(op, rw, "arith.extsi")
    }));
    set.add(FnPattern::new(Some("arith.cmpi"), "CmpIExtUI", |op, rw| {
        cmp_of_ext(op, rw, "arith.extui")
    }));
}
