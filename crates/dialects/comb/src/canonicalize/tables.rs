//! `truth_table`: constant inputs, repeated inputs and inputs the output
//! does not depend on are folded into a smaller table; a one-input table
//! `0b01` is the negated input.

use strata_ir::types::Signedness;
use strata_ir::{Attribute, OpId, Type, TypeKind, Value};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};
use strata_support::APInt;

use super::build::{build, const_int, constant, operands, replace};
use crate::fold::tables::table;
use crate::semantics;

/// Where each input of a reduced table comes from.
#[derive(Copy, Clone)]
enum Source {
    /// A constant.
    Const(bool),
    /// Input `k` of the reduced table (repeated inputs share one).
    Input(u32),
}

/// The table over `kept` inputs, input `j` of the original table taking
/// its value from `sources[j]`.
fn reduced_table(t: &APInt, sources: &[Source], kept: u32) -> APInt {
    let mut out = APInt::zero(1 << kept);
    let mut bits = Vec::with_capacity(sources.len());
    for r in 0..(1u64 << kept) {
        bits.clear();
        bits.extend(sources.iter().map(|s| match s {
            Source::Const(b) => *b,
            Source::Input(k) => (r >> (kept - 1 - k)) & 1 == 1,
        }));
        out.set_bit(r as u32, semantics::truth_table(t, &bits));
    }
    out
}

/// True if the output of `t` (over `kept` inputs) does not depend on input `k`.
fn independent_of(t: &APInt, kept: u32, k: u32) -> bool {
    let bit = 1u64 << (kept - 1 - k);
    (0..(1u64 << kept))
        .filter(|r| r & bit == 0)
        .all(|r| t.bit(r as u32) == t.bit((r | bit) as u32))
}

/// The distinct non-constant inputs and where each input comes from.
fn sources_of(inputs: &[Value], fixed: &[Option<bool>]) -> (Vec<Source>, Vec<Value>) {
    let mut kept: Vec<Value> = Vec::new();
    let sources = inputs
        .iter()
        .zip(fixed)
        .map(|(v, f)| match f {
            Some(b) => Source::Const(*b),
            None => match kept.iter().position(|k| k == v) {
                Some(k) => Source::Input(k as u32),
                None => {
                    kept.push(*v);
                    Source::Input(kept.len() as u32 - 1)
                }
            },
        })
        .collect();
    (sources, kept)
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
    let mut fixed: Vec<Option<bool>> = inputs
        .iter()
        .map(|v| const_int(rw, *v).map(|c| !c.is_zero()))
        .collect();
    // Constant and repeated inputs go; an input the output does not depend
    // on is as good as a constant.
    let (new_table, remaining) = loop {
        let (sources, kept) = sources_of(&inputs, &fixed);
        let m = kept.len() as u32;
        let reduced = reduced_table(&t, &sources, m);
        match (0..m).find(|k| independent_of(&reduced, m, *k)) {
            Some(k) => {
                let irrelevant = kept[k as usize];
                for (f, v) in fixed.iter_mut().zip(&inputs) {
                    if *v == irrelevant {
                        *f = Some(false);
                    }
                }
            }
            None => break (reduced, kept),
        }
    };
    let i1 = Type::int(rw.ctx, 1);
    if remaining.len() == inputs.len() {
        if let [x] = inputs[..]
            && t == APInt::from_u64(2, 0b01)
        {
            let one = constant(rw, op, &APInt::one(1));
            let v = build(rw, op, "comb.xor", &[x, one], i1, &[], false);
            return replace(rw, op, v);
        }
        return false;
    }
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
    use super::{Source, independent_of, reduced_table};
    use strata_support::APInt;

    #[test]
    fn fixing_an_input_selects_half_of_the_table() {
        // Inputs (a, b), table 0b0110 (xor). With a = 1 the table over b is not-b: 0b01.
        let t = APInt::from_u64(4, 0b0110);
        let (one, free) = (Source::Const(true), Source::Input(0));
        assert_eq!(reduced_table(&t, &[one, free], 1), APInt::from_u64(2, 0b01));
        let zero = Source::Const(false);
        assert_eq!(
            reduced_table(&t, &[free, zero], 1),
            APInt::from_u64(2, 0b10)
        );
        // The xor of an input with itself is false.
        assert_eq!(
            reduced_table(&t, &[free, free], 1),
            APInt::from_u64(2, 0b00)
        );
    }

    #[test]
    fn finds_inputs_the_output_ignores() {
        // Inputs (a, b), table 0b1100: the output is a.
        let t = APInt::from_u64(4, 0b1100);
        assert!(independent_of(&t, 2, 1));
        assert!(!independent_of(&t, 2, 0));
    }
}
