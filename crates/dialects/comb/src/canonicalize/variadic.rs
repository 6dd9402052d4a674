//! Normalizing the variadic ops: nested ops of the same kind are flattened
//! (when used once; the result keeps `bin` only if all of them had it),
//! constants are merged into one last operand, neutral constants dropped, absorbing
//! constants and complementary pairs (`and(x, inv(x))`, `or(x, xor(x, -1))`)
//! decide the result, repeated operands are removed (`and`, `or`) or
//! cancelled (`xor`), a single remaining operand replaces the op (`nand`,
//! `nor`, `xnor` become `inv`), `add(x, x)` and `mul(x, 2^k)` become shifts
//! (as `concat`s); on `i1`, `add` is `xor` and `mul` is `and`.

use strata_ir::{OpId, Value};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};
use strata_support::APInt;

use super::build::{
    build, concat, const_int, constant, def, extract, operands, replace, result_type, two_state,
    width,
};
use crate::semantics::VariadicKind;

/// The constant that decides the whole result, if any.
fn absorbing(kind: VariadicKind, width: u32) -> Option<APInt> {
    match kind.base() {
        VariadicKind::And | VariadicKind::Mul => Some(APInt::zero(width)),
        VariadicKind::Or => Some(APInt::all_ones(width)),
        _ => None,
    }
}

/// Replaces `op` by the constant `base` (negated for nand/nor/xnor).
fn to_constant(rw: &mut Rewriter<'_>, op: OpId, kind: VariadicKind, base: APInt) -> bool {
    let value = if kind.negated() { base.not() } else { base };
    let c = constant(rw, op, &value);
    replace(rw, op, c)
}

/// Flattens single-use operands of the base kind; the result is two-state
/// only if every flattened op is (as CIRCT does).
fn flatten(
    rw: &Rewriter<'_>,
    op: OpId,
    kind: VariadicKind,
    bin: &mut bool,
    inputs: &[Value],
) -> Vec<Value> {
    let mut flat = Vec::with_capacity(inputs.len());
    for &v in inputs {
        match def(rw, v, kind.base().name()) {
            Some(d) if d != op && rw.body().has_one_use(v) => {
                *bin &= two_state(rw, d);
                flat.extend(rw.body().operands(d));
            }
            _ => flat.push(v),
        }
    }
    flat
}

/// Removes repeated operands: keeps the first of each (`and`, `or`) or
/// cancels pairs (`xor`).
fn dedupe(kind: VariadicKind, rest: Vec<Value>) -> Vec<Value> {
    match kind.base() {
        VariadicKind::And | VariadicKind::Or => {
            let mut out: Vec<Value> = Vec::with_capacity(rest.len());
            for v in rest {
                if !out.contains(&v) {
                    out.push(v);
                }
            }
            out
        }
        VariadicKind::Xor => {
            let mut out: Vec<Value> = Vec::with_capacity(rest.len());
            for v in rest {
                match out.iter().position(|x| *x == v) {
                    Some(i) => {
                        out.remove(i);
                    }
                    None => out.push(v),
                }
            }
            out
        }
        _ => rest,
    }
}

/// The value `v` negates: `inv(x)` or `xor(x, -1)`.
fn negation_of(rw: &mut Rewriter<'_>, v: Value) -> Option<Value> {
    if let Some(d) = def(rw, v, "comb.inv") {
        return Some(rw.body().operand(d, 0));
    }
    let d = def(rw, v, "comb.xor")?;
    match operands(rw, d)[..] {
        [x, ones] if const_int(rw, ones).is_some_and(|c| c.is_all_ones()) => Some(x),
        _ => None,
    }
}

/// True if some operand is the negation of another.
fn has_complement(rw: &mut Rewriter<'_>, rest: &[Value]) -> bool {
    rest.iter()
        .any(|v| negation_of(rw, *v).is_some_and(|x| rest.contains(&x)))
}

/// `add(x, x)`: `x << 1`.
fn double(rw: &mut Rewriter<'_>, op: OpId, rest: &mut Vec<Value>) -> bool {
    let Some((i, j)) = (0..rest.len()).find_map(|i| {
        ((i + 1)..rest.len())
            .find(|j| rest[*j] == rest[i])
            .map(|j| (i, j))
    }) else {
        return false;
    };
    let x = rest[i];
    let w = width(rw, x);
    let shifted = if w <= 1 {
        constant(rw, op, &APInt::zero(w))
    } else {
        let low = extract(rw, op, x, 0, w - 1);
        let zero = constant(rw, op, &APInt::zero(1));
        concat(rw, op, &[low, zero])
    };
    rest.remove(j);
    rest[i] = shifted;
    true
}

fn normalize(kind: VariadicKind, op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let bin = two_state(rw, op);
    let inputs = operands(rw, op);
    if inputs.is_empty() {
        return false;
    }
    let w = result_type(rw, op).int_width(rw.ctx).unwrap_or(0);
    if w == 1 && matches!(kind, VariadicKind::Add | VariadicKind::Mul) {
        // On one bit, addition is xor and multiplication is and.
        let logic = if kind == VariadicKind::Add {
            VariadicKind::Xor
        } else {
            VariadicKind::And
        };
        let ty = result_type(rw, op);
        let v = build(rw, op, logic.name(), &inputs, ty, &[], bin);
        return replace(rw, op, v);
    }
    let mut bin = bin;
    let flat = flatten(rw, op, kind, &mut bin, &inputs);
    let mut rest = Vec::with_capacity(flat.len());
    let mut combined = kind.identity(w);
    let mut constants = 0;
    for v in flat {
        match const_int(rw, v) {
            Some(c) => {
                combined = kind.combine(&combined, &c);
                constants += 1;
            }
            None => rest.push(v),
        }
    }
    if absorbing(kind, w).is_some_and(|a| a == combined) && constants > 0 {
        return to_constant(rw, op, kind, combined);
    }
    let rest_before = rest.len();
    let mut rest = dedupe(kind, rest);
    let mut changed = rest.len() != rest_before;
    if matches!(kind.base(), VariadicKind::And | VariadicKind::Or) && has_complement(rw, &rest) {
        let decided = absorbing(kind, w).unwrap_or_else(|| APInt::zero(w));
        return to_constant(rw, op, kind, decided);
    }
    if kind == VariadicKind::Add && constants == 0 && rest.len() == 2 {
        changed |= double(rw, op, &mut rest);
    }
    if kind == VariadicKind::Mul
        && let [x] = rest.as_slice()
        && combined.count_ones() == 1
        && !combined.is_one()
    {
        let k = combined.count_trailing_zeros();
        let x = *x;
        let low = extract(rw, op, x, 0, w - k);
        let zeros = constant(rw, op, &APInt::zero(k));
        let shifted = concat(rw, op, &[low, zeros]);
        return replace(rw, op, shifted);
    }
    let keep_constant = combined != kind.identity(w) || rest.is_empty();
    let mut new_operands = rest;
    if keep_constant {
        // The one constant operand, already last, is kept as it is.
        let last_constant = inputs
            .last()
            .copied()
            .filter(|v| constants == 1 && const_int(rw, *v).is_some());
        let c = match last_constant {
            Some(v) => v,
            None => {
                changed = true;
                constant(rw, op, &combined)
            }
        };
        new_operands.push(c);
    } else if constants > 0 {
        changed = true;
    }
    changed |= new_operands.len() != inputs.len() || new_operands != inputs;
    match new_operands.as_slice() {
        [only] if !kind.negated() => replace(rw, op, *only),
        [only] => {
            let ty = result_type(rw, op);
            let inverted = build(rw, op, "comb.inv", &[*only], ty, &[], bin);
            replace(rw, op, inverted)
        }
        _ if !changed => false,
        _ => {
            let ty = result_type(rw, op);
            let v = build(rw, op, kind.name(), &new_operands, ty, &[], bin);
            replace(rw, op, v)
        }
    }
}

/// Adds the normalization pattern of each variadic op.
pub(crate) fn populate(set: &mut PatternSet) {
    use VariadicKind::*;
    for kind in [Add, And, Mul, Nand, Nor, Or, Xnor, Xor] {
        set.add(FnPattern::new(
            Some(kind.name()),
            "CombVariadicNormalize",
            move |op, rw| normalize(kind, op, rw),
        ));
    }
}
