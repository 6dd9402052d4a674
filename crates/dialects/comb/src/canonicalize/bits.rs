//! `concat`: nested concats are flattened, zero-width operands dropped,
//! adjacent constants merged, adjacent extracts of contiguous bits of one
//! value merged, repeated values replicated. `extract`: of an extract, of
//! `and`/`or`/`xor` with a constant that decides the bits, of the operands
//! of a concat it covers, of one copy inside a replicate.

use strata_ir::{OpId, Value};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};
use strata_support::APInt;

use super::build::{build, concat, const_int, constant, def, extract, operands, replace, width};
use crate::ops::bits::low_bit;
use crate::semantics;

/// One operand of a concat being rebuilt.
enum Part {
    Value(Value),
    Const(APInt),
    /// `width` bits of `source` from `low`.
    Slice {
        source: Value,
        low: u32,
        width: u32,
    },
    /// `source` repeated `count` times.
    Repeat {
        source: Value,
        count: u32,
    },
}

fn slice_of(rw: &Rewriter<'_>, v: Value) -> Option<(Value, u32, u32)> {
    let d = def(rw, v, "comb.extract")?;
    let low = u32::try_from(low_bit(rw.ctx, rw.body(), d)).ok()?;
    Some((rw.body().operand(d, 0), low, width(rw, v)))
}

fn simplify_concat(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let inputs = operands(rw, op);
    let mut flat = Vec::with_capacity(inputs.len());
    let mut changed = false;
    for v in &inputs {
        match def(rw, *v, "comb.concat") {
            Some(d) => {
                flat.extend(rw.body().operands(d));
                changed = true;
            }
            None => flat.push(*v),
        }
    }
    let mut parts: Vec<Part> = Vec::with_capacity(flat.len());
    for v in flat {
        if width(rw, v) == 0 {
            changed = true;
            continue;
        }
        let next = match (const_int(rw, v), slice_of(rw, v)) {
            (Some(c), _) => Part::Const(c),
            (None, Some((source, low, width))) => Part::Slice { source, low, width },
            (None, None) => Part::Value(v),
        };
        if let (Some(Part::Value(prev)), Part::Value(v)) = (parts.last(), &next)
            && prev == v
            && let Some(last) = parts.last_mut()
        {
            *last = Part::Repeat {
                source: *v,
                count: 2,
            };
            changed = true;
            continue;
        }
        match (parts.last_mut(), next) {
            (Some(Part::Const(hi)), Part::Const(lo)) => {
                *hi = semantics::concat(&[&*hi, &lo]);
                changed = true;
            }
            (
                Some(Part::Slice { source, low, width }),
                Part::Slice {
                    source: s2,
                    low: l2,
                    width: w2,
                },
            ) if *source == s2 && l2.checked_add(w2) == Some(*low) => {
                *low = l2;
                *width += w2;
                changed = true;
            }
            (Some(Part::Repeat { source, count }), Part::Value(v)) if *source == v => {
                *count += 1;
                changed = true;
            }
            (_, next) => parts.push(next),
        }
    }
    if !changed || parts.is_empty() {
        return false;
    }
    let values: Vec<Value> = parts
        .into_iter()
        .map(|p| match p {
            Part::Value(v) => v,
            Part::Const(c) => constant(rw, op, &c),
            Part::Slice { source, low, width } => extract(rw, op, source, low, width),
            Part::Repeat { source, count } => {
                let ty = strata_ir::Type::int(rw.ctx, width(rw, source) * count);
                build(rw, op, "comb.replicate", &[source], ty, &[], false)
            }
        })
        .collect();
    let v = concat(rw, op, &values);
    replace(rw, op, v)
}

/// Bits `low..low + width` of `and`/`or`/`xor(x, c)` when `c` decides
/// them: the bits of `x` (`c`'s bits neutral) or a constant (absorbing).
fn extract_of_masked(
    rw: &mut Rewriter<'_>,
    op: OpId,
    input: Value,
    low: u32,
    width: u32,
) -> Option<Value> {
    let d = rw.body().defining_op(input)?;
    let name = rw.body().op_name(d).as_str(rw.ctx).to_string();
    let [x, c] = operands(rw, d)[..] else {
        return None;
    };
    let bits = semantics::extract(&const_int(rw, c)?, low, width);
    let (zeros, ones) = (bits.is_zero(), bits.is_all_ones());
    match name.as_str() {
        "comb.and" | "comb.or" if (name == "comb.and") == zeros && (zeros || ones) => {
            Some(constant(rw, op, &bits))
        }
        "comb.and" if ones => Some(extract(rw, op, x, low, width)),
        "comb.or" | "comb.xor" if zeros => Some(extract(rw, op, x, low, width)),
        _ => None,
    }
}

fn simplify_extract(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let input = rw.body().operand(op, 0);
    let Ok(low) = u32::try_from(low_bit(rw.ctx, rw.body(), op)) else {
        return false;
    };
    let w = width(rw, rw.body().result(op, 0));
    if let Some((source, inner_low, _)) = slice_of(rw, input) {
        let Some(l) = inner_low.checked_add(low) else {
            return false;
        };
        let v = extract(rw, op, source, l, w);
        return replace(rw, op, v);
    }
    if let Some(v) = extract_of_masked(rw, op, input, low, w) {
        return replace(rw, op, v);
    }
    if let Some(d) = def(rw, input, "comb.replicate") {
        let x = rw.body().operand(d, 0);
        let xw = width(rw, x);
        if xw > 0 && low / xw == (low + w).saturating_sub(1) / xw && w > 0 {
            let v = extract(rw, op, x, low % xw, w);
            return replace(rw, op, v);
        }
        return false;
    }
    let Some(d) = def(rw, input, "comb.concat") else {
        return false;
    };
    // Operand i of the concat holds bits [start, start + width); the last
    // operand starts at bit 0.
    let parts = operands(rw, d);
    let mut start = width(rw, input);
    let mut pieces = Vec::new();
    for p in parts {
        let pw = width(rw, p);
        start = start.saturating_sub(pw);
        let (lo, hi) = (start.max(low), (start + pw).min(low + w));
        if lo < hi {
            pieces.push((p, lo - start, hi - lo));
        }
    }
    let values: Vec<Value> = pieces
        .into_iter()
        .map(|(p, l, pw)| extract(rw, op, p, l, pw))
        .collect();
    if values.is_empty() {
        return false;
    }
    let v = concat(rw, op, &values);
    replace(rw, op, v)
}

/// Adds the `concat` and `extract` patterns.
pub(crate) fn populate(set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some("comb.concat"),
        "CombConcatSimplify",
        simplify_concat,
    ));
    set.add(FnPattern::new(
        Some("comb.extract"),
        "CombExtractSimplify",
        simplify_extract,
    ));
}
