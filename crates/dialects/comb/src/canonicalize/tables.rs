//! `truth_table`: constant inputs are folded into a smaller table; a
//! one-input table `0b01` is the negated input.

use strata_ir::rewrite::{FnPattern, PatternSet, Rewriter};
use strata_ir::types::Signedness;
use strata_ir::{Attribute, OpId, Type, TypeKind};
use strata_support::APInt;

use super::build::{build, const_int, constant, operands, replace};
use crate::fold::tables::table;
use crate::semantics;

/// The table over the non-constant inputs: `fixed[i]` is the value of
/// input `i` if it is constant.
fn reduced_table(t: &APInt, fixed: &[Option<bool>]) -> APInt {
    let free = fixed.iter().filter(|f| f.is_none()).count() as u32;
    let mut out = APInt::zero(1 << free);
    for r in 0..(1u64 << free) {
        let mut next_free = free;
        let bits: Vec<bool> = fixed
            .iter()
            .map(|f| {
                f.unwrap_or_else(|| {
                    next_free -= 1;
                    (r >> next_free) & 1 == 1
                })
            })
            .collect();
        out.set_bit(r as u32, semantics::truth_table(t, &bits));
    }
    out
}

fn simplify_truth_table(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(t) = table(rw.ctx, rw.body(), op) else {
        return false;
    };
    let inputs = operands(rw, op);
    if u32::try_from(inputs.len())
        .ok()
        .and_then(|n| 1u64.checked_shl(n))
        != Some(u64::from(t.width()))
    {
        return false;
    }
    let fixed: Vec<Option<bool>> = inputs
        .iter()
        .map(|v| const_int(rw, *v).map(|c| !c.is_zero()))
        .collect();
    let i1 = Type::int(rw.ctx, 1);
    if fixed.iter().all(|f| f.is_none()) {
        if let [x] = inputs[..]
            && t == APInt::from_u64(2, 0b01)
        {
            let one = constant(rw, op, &APInt::one(1));
            let v = build(rw, op, "comb.xor", &[x, one], i1, &[], false);
            return replace(rw, op, v);
        }
        return false;
    }
    let new_table = reduced_table(&t, &fixed);
    let remaining: Vec<_> = inputs
        .iter()
        .zip(&fixed)
        .filter(|(_, f)| f.is_none())
        .map(|(v, _)| *v)
        .collect();
    let old_type = rw
        .body()
        .attr(rw.ctx, op, "lookupTable")
        .and_then(|a| a.typed_value_type(rw.ctx));
    let signedness = match old_type.map(|t| t.kind(rw.ctx)) {
        Some(TypeKind::Integer { signedness, .. }) => *signedness,
        _ => Signedness::Signless,
    };
    let ty = Type::integer(rw.ctx, new_table.width(), signedness);
    let attr = Attribute::integer(rw.ctx, ty, &new_table);
    let v = build(
        rw,
        op,
        "comb.truth_table",
        &remaining,
        i1,
        &[("lookupTable", attr)],
        false,
    );
    replace(rw, op, v)
}

/// Adds the `truth_table` pattern.
pub(crate) fn populate(set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some("comb.truth_table"),
        "CombTruthTableSimplify",
        simplify_truth_table,
    ));
}

#[cfg(test)]
mod tests {
    use super::reduced_table;
    use strata_support::APInt;

    #[test]
    fn fixing_an_input_selects_half_of_the_table() {
        // Inputs (a, b), table 0b0110 (xor). With a = 1 the table over b is not-b: 0b01.
        let t = APInt::from_u64(4, 0b0110);
        assert_eq!(
            reduced_table(&t, &[Some(true), None]),
            APInt::from_u64(2, 0b01)
        );
        assert_eq!(
            reduced_table(&t, &[None, Some(false)]),
            APInt::from_u64(2, 0b10)
        );
    }
}
