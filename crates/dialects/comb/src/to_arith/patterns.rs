//! One conversion pattern per `comb` operation, each building the same
//! computation from `arith` operations on the same widths.

use strata_ir::{Context, OpId};
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, OpAdaptor, OpConversionPattern,
};
use strata_support::APInt;

use super::build::Builder;
use crate::enums::Predicate;
use crate::fold::compare::predicate;
use crate::fold::tables::table;
use crate::lut_syntax::i8_values;
use crate::ops::bits::low_bit;
use crate::semantics::VariadicKind;

type Lowering = fn(&Context, OpId, &OpAdaptor, &mut Builder<'_, '_>) -> Option<strata_ir::Value>;

fn result_width(b: &Builder<'_, '_>, op: OpId) -> u32 {
    b.width(b.rw.body().result(op, 0))
}

fn variadic(
    ctx: &Context,
    op: OpId,
    a: &OpAdaptor,
    b: &mut Builder<'_, '_>,
) -> Option<strata_ir::Value> {
    let kind = VariadicKind::from_name(b.rw.body().op_name(op).as_str(ctx))?;
    let name = match kind.base() {
        VariadicKind::Add => "arith.addi",
        VariadicKind::And => "arith.andi",
        VariadicKind::Mul => "arith.muli",
        VariadicKind::Or => "arith.ori",
        _ => "arith.xori",
    };
    let inputs = a.flat();
    let (first, rest) = inputs.split_first()?;
    let base = rest.iter().fold(*first, |acc, v| b.binary(name, acc, *v));
    Some(if kind.negated() { b.not(base) } else { base })
}

fn inv(_: &Context, _: OpId, a: &OpAdaptor, b: &mut Builder<'_, '_>) -> Option<strata_ir::Value> {
    Some(b.not(a.operand(0)?))
}

fn concat(
    _: &Context,
    op: OpId,
    a: &OpAdaptor,
    b: &mut Builder<'_, '_>,
) -> Option<strata_ir::Value> {
    let width = result_width(b, op);
    Some(b.concat(&a.flat(), width))
}

fn replicate(
    _: &Context,
    op: OpId,
    a: &OpAdaptor,
    b: &mut Builder<'_, '_>,
) -> Option<strata_ir::Value> {
    let x = a.operand(0)?;
    let width = result_width(b, op);
    let count = width.checked_div(b.width(x))? as usize;
    Some(b.concat(&vec![x; count], width))
}

fn extract(
    ctx: &Context,
    op: OpId,
    a: &OpAdaptor,
    b: &mut Builder<'_, '_>,
) -> Option<strata_ir::Value> {
    let x = a.operand(0)?;
    let from = b.width(x);
    let low = u32::try_from(low_bit(ctx, b.rw.body(), op)).ok()?;
    let shifted = if low == 0 {
        x
    } else {
        let amount = b.constant(&APInt::from_u64(from, u64::from(low)));
        b.binary("arith.shrui", x, amount)
    };
    let width = result_width(b, op);
    Some(b.resize(shifted, width))
}

/// Xor-folds the bits onto bit 0 by halving shifts, then keeps bit 0.
fn parity(
    _: &Context,
    _: OpId,
    a: &OpAdaptor,
    b: &mut Builder<'_, '_>,
) -> Option<strata_ir::Value> {
    let x = a.operand(0)?;
    let width = b.width(x);
    if width == 0 {
        return Some(b.constant(&APInt::zero(1)));
    }
    let mut acc = x;
    let mut shift = 1u32;
    while shift < width {
        let amount = b.constant(&APInt::from_u64(width, u64::from(shift)));
        let moved = b.binary("arith.shrui", acc, amount);
        acc = b.binary("arith.xori", acc, moved);
        shift = shift.saturating_mul(2);
    }
    Some(b.resize(acc, 1))
}

fn icmp(
    ctx: &Context,
    op: OpId,
    a: &OpAdaptor,
    b: &mut Builder<'_, '_>,
) -> Option<strata_ir::Value> {
    let pred = match predicate(ctx, b.rw.body(), op)? {
        Predicate::Ceq | Predicate::Weq => Predicate::Eq,
        Predicate::Cne | Predicate::Wne => Predicate::Ne,
        p => p,
    };
    Some(b.cmpi(pred.value(), a.operand(0)?, a.operand(1)?))
}

fn mux(_: &Context, _: OpId, a: &OpAdaptor, b: &mut Builder<'_, '_>) -> Option<strata_ir::Value> {
    Some(b.select(a.operand(0)?, a.operand(1)?, a.operand(2)?))
}

/// Shifts the table right by the index the inputs form and keeps bit 0.
fn truth_table(
    ctx: &Context,
    op: OpId,
    a: &OpAdaptor,
    b: &mut Builder<'_, '_>,
) -> Option<strata_ir::Value> {
    let t = table(ctx, b.rw.body(), op)?;
    let inputs = a.flat();
    let n = u32::try_from(inputs.len()).ok()?;
    if n == 0 {
        return Some(b.constant(&APInt::from_u64(1, u64::from(t.bit(0)))));
    }
    let index = b.concat(&inputs, n);
    let width = t.width();
    let wide_index = b.resize(index, width);
    let table = b.constant(&t);
    let shifted = b.binary("arith.shrui", table, wide_index);
    Some(b.resize(shifted, 1))
}

/// Computes the index, then selects the entry equal to it (0 otherwise).
fn lut(
    ctx: &Context,
    op: OpId,
    a: &OpAdaptor,
    b: &mut Builder<'_, '_>,
) -> Option<strata_ir::Value> {
    let tables = |n| b.rw.body().attr(ctx, op, n).and_then(|x| i8_values(ctx, x));
    let (coefficients, entries) = (tables("coefficients")?, tables("lookupTable")?);
    let mut index = b.constant(&APInt::zero(8));
    for (c, x) in coefficients.iter().zip(a.flat()) {
        let c = b.constant(&APInt::from_i64(8, i64::from(*c)));
        let term = b.binary("arith.muli", c, x);
        index = b.binary("arith.addi", index, term);
    }
    let mut result = b.constant(&APInt::zero(8));
    for (k, e) in entries.iter().enumerate().take(256).rev() {
        let key = b.constant(&APInt::from_u64(8, k as u64));
        let hit = b.cmpi(Predicate::Eq.value(), index, key);
        let value = b.constant(&APInt::from_i64(8, i64::from(*e)));
        result = b.select(hit, value, result);
    }
    Some(result)
}

fn pattern(name: &'static str, lower: Lowering) -> OpConversionPattern {
    OpConversionPattern::new(name, move |op, adaptor, rw: &mut ConversionRewriter<'_>| {
        let ctx = rw.ctx;
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point_before(op);
        let mut b = Builder { rw, loc };
        match lower(ctx, op, adaptor, &mut b) {
            Some(v) => {
                rw.replace_op(op, &[v]);
                true
            }
            None => false,
        }
    })
}

/// The patterns lowering every `comb` operation.
pub(crate) fn populate(set: &mut ConversionPatternSet) {
    for name in [
        "comb.add",
        "comb.and",
        "comb.mul",
        "comb.nand",
        "comb.nor",
        "comb.or",
        "comb.xnor",
        "comb.xor",
    ] {
        set.add(pattern(name, variadic));
    }
    set.add(pattern("comb.inv", inv));
    set.add(pattern("comb.concat", concat));
    set.add(pattern("comb.replicate", replicate));
    set.add(pattern("comb.extract", extract));
    set.add(pattern("comb.parity", parity));
    set.add(pattern("comb.icmp", icmp));
    set.add(pattern("comb.mux", mux));
    set.add(pattern("comb.truth_table", truth_table));
    set.add(pattern("comb.lut", lut));
}
