//! `icmp`: constants move to the right, non-strict comparisons against a
//! constant become strict, comparisons that hold for one value only
//! become equalities, `i1` comparisons with a constant become the value or
//! its negation; `xor(icmp, 1)` and `inv(icmp)` negate the predicate.
//! `mux`: constant `i1` arms become logic, a negated condition swaps the
//! arms, a nested mux on the same condition is bypassed.

use strata_ir::{OpId, Type, Value};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};
use strata_support::APInt;

use super::build::{
    build, const_int, constant, def, operands, replace, result_type, two_state, width,
};
use crate::enums::{ICMP_PREDICATE, Predicate};
use crate::fold::compare::predicate;

fn new_icmp(
    rw: &mut Rewriter<'_>,
    root: OpId,
    pred: Predicate,
    lhs: Value,
    rhs: Value,
    bin: bool,
) -> Value {
    let attr = ICMP_PREDICATE.attr(rw.ctx, pred.value());
    let i1 = Type::int(rw.ctx, 1);
    build(
        rw,
        root,
        "comb.icmp",
        &[lhs, rhs],
        i1,
        &[("predicate", attr)],
        bin,
    )
}

fn xor_one(rw: &mut Rewriter<'_>, root: OpId, x: Value, bin: bool) -> Value {
    let one = constant(rw, root, &APInt::one(1));
    let i1 = Type::int(rw.ctx, 1);
    build(rw, root, "comb.xor", &[x, one], i1, &[], bin)
}

/// A strict or equality form of `x pred c`, if simpler.
fn tighter(pred: Predicate, c: &APInt) -> Option<(Predicate, APInt)> {
    use Predicate::*;
    let w = c.width();
    let one = APInt::one(w);
    Some(match pred {
        Ule if !c.is_all_ones() => (Ult, c.add(&one)),
        Uge if !c.is_zero() => (Ugt, c.sub(&one)),
        Sle if !c.is_signed_max() => (Slt, c.add(&one)),
        Sge if !c.is_signed_min() => (Sgt, c.sub(&one)),
        Ult if c.is_one() => (Eq, APInt::zero(w)),
        Ugt if c.add(&one).is_all_ones() => (Eq, APInt::all_ones(w)),
        Slt if c.sub(&one).is_signed_min() => (Eq, APInt::signed_min(w)),
        Sgt if c.add(&one).is_signed_max() => (Eq, APInt::signed_max(w)),
        _ => return None,
    })
}

fn simplify_icmp(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(pred) = predicate(rw.ctx, rw.body(), op) else {
        return false;
    };
    let bin = two_state(rw, op);
    let [lhs, rhs] = operands(rw, op)[..] else {
        return false;
    };
    let (lc, rc) = (const_int(rw, lhs), const_int(rw, rhs));
    if lc.is_some() && rc.is_none() {
        let v = new_icmp(rw, op, pred.swapped(), rhs, lhs, bin);
        return replace(rw, op, v);
    }
    let Some(c) = rc else {
        return false;
    };
    if width(rw, lhs) == 1 {
        use Predicate::*;
        let is_eq = matches!(pred, Eq | Ceq | Weq);
        let is_ne = matches!(pred, Ne | Cne | Wne);
        if (is_eq && c.is_one()) || (is_ne && c.is_zero()) {
            return replace(rw, op, lhs);
        }
        if is_eq || is_ne {
            let v = xor_one(rw, op, lhs, bin);
            return replace(rw, op, v);
        }
    }
    let Some((p, k)) = tighter(pred, &c) else {
        return false;
    };
    let k = constant(rw, op, &k);
    let v = new_icmp(rw, op, p, lhs, k, bin);
    replace(rw, op, v)
}

/// `xor(icmp, 1)` or `inv(icmp)` with a single-use `icmp`: the negated comparison.
fn negate_icmp(op: OpId, rw: &mut Rewriter<'_>, is_inv: bool) -> bool {
    let inputs = operands(rw, op);
    let cmp_value = match inputs.as_slice() {
        [x] if is_inv => *x,
        [x, one]
            if !is_inv && width(rw, *x) == 1 && const_int(rw, *one).is_some_and(|c| c.is_one()) =>
        {
            *x
        }
        _ => return false,
    };
    let Some(cmp) = def(rw, cmp_value, "comb.icmp") else {
        return false;
    };
    if !rw.body().has_one_use(cmp_value) {
        return false;
    }
    let Some(pred) = predicate(rw.ctx, rw.body(), cmp) else {
        return false;
    };
    let (a, b) = (rw.body().operand(cmp, 0), rw.body().operand(cmp, 1));
    let bin = two_state(rw, cmp);
    let v = new_icmp(rw, op, pred.negated(), a, b, bin);
    replace(rw, op, v)
}

/// The condition negated by `inv(c)` or `xor(c, 1)`, if `c` is one.
fn negated_condition(rw: &mut Rewriter<'_>, c: Value) -> Option<Value> {
    if let Some(d) = def(rw, c, "comb.inv") {
        return Some(rw.body().operand(d, 0));
    }
    let d = def(rw, c, "comb.xor")?;
    match operands(rw, d)[..] {
        [x, one] if const_int(rw, one).is_some_and(|v| v.is_one()) => Some(x),
        _ => None,
    }
}

fn simplify_mux(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let bin = two_state(rw, op);
    let [c, t, f] = operands(rw, op)[..] else {
        return false;
    };
    let ty = result_type(rw, op);
    if let Some(nc) = negated_condition(rw, c) {
        let v = build(rw, op, "comb.mux", &[nc, f, t], ty, &[], bin);
        return replace(rw, op, v);
    }
    for (arm, is_true) in [(t, true), (f, false)] {
        if let Some(inner) = def(rw, arm, "comb.mux")
            && rw.body().operand(inner, 0) == c
        {
            let bypass = rw.body().operand(inner, if is_true { 1 } else { 2 });
            let ops = if is_true {
                [c, bypass, f]
            } else {
                [c, t, bypass]
            };
            let v = build(rw, op, "comb.mux", &ops, ty, &[], bin);
            return replace(rw, op, v);
        }
    }
    if ty.int_width(rw.ctx) != Some(1) {
        return false;
    }
    let (tc, fc) = (const_int(rw, t), const_int(rw, f));
    let logic = |rw: &mut Rewriter<'_>, name: &str, a: Value, b: Value| {
        build(rw, op, name, &[a, b], ty, &[], bin)
    };
    let v = match (tc.map(|v| v.is_one()), fc.map(|v| v.is_one())) {
        _ if t == c => logic(rw, "comb.or", c, f),
        _ if f == c => logic(rw, "comb.and", c, t),
        (Some(true), Some(false)) => c,
        (Some(false), Some(true)) => xor_one(rw, op, c, bin),
        (_, Some(false)) => logic(rw, "comb.and", c, t),
        (Some(true), _) => logic(rw, "comb.or", c, f),
        (Some(false), _) => {
            let nc = xor_one(rw, op, c, bin);
            logic(rw, "comb.and", nc, f)
        }
        (_, Some(true)) => {
            let nc = xor_one(rw, op, c, bin);
            logic(rw, "comb.or", nc, t)
        }
        _ => return false,
    };
    replace(rw, op, v)
}

/// Adds the `icmp`, negation and `mux` patterns.
pub(crate) fn populate(set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some("comb.icmp"),
        "CombICmpSimplify",
        simplify_icmp,
    ));
    set.add(
        FnPattern::new(Some("comb.xor"), "CombXorOfICmp", |op, rw| {
            negate_icmp(op, rw, false)
        })
        .with_benefit(2),
    );
    set.add(FnPattern::new(
        Some("comb.inv"),
        "CombInvOfICmp",
        |op, rw| negate_icmp(op, rw, true),
    ));
    set.add(FnPattern::new(
        Some("comb.mux"),
        "CombMuxSimplify",
        simplify_mux,
    ));
}

#[cfg(test)]
mod tests {
    use super::tighter;
    use crate::enums::Predicate;
    use crate::semantics::icmp;
    use strata_support::APInt;

    #[test]
    fn tightened_comparisons_agree_on_every_4_bit_value() {
        for pred in Predicate::ALL {
            for c in 0..16 {
                let c = APInt::from_u64(4, c);
                let Some((p, k)) = tighter(pred, &c) else {
                    continue;
                };
                for x in 0..16 {
                    let x = APInt::from_u64(4, x);
                    assert_eq!(icmp(pred, &x, &c), icmp(p, &x, &k), "{pred:?} {c:?}");
                }
            }
        }
    }
}
