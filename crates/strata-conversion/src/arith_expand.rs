//! The expansions of `arith.ceildivsi`, `arith.floordivsi` and
//! `arith.ceildivui` into simpler `arith` ops on the original operands, in
//! upstream's order; the conversion then folds and lowers each new op.

use std::sync::Arc;

use strata_ir::{Attribute, Context, OpId, Type, TypeKind, Value};
use strata_rewrite::PatternRewriter;
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, OpConversionPattern, TypeConverter,
};
use strata_support::apint::APInt;

use crate::llvm_common::Builder;

/// The integer constant `v` of `ty` (a splat for vectors).
fn int_const(ctx: &Context, ty: Type, v: i64) -> Option<Attribute> {
    match ty.kind(ctx) {
        TypeKind::Vector { element, .. } => {
            let w = if matches!(element.kind(ctx), TypeKind::Index) {
                64
            } else {
                element.int_width(ctx)?
            };
            let bits = APInt::from_i64(w, v);
            let mut bytes = bits.to_le_bytes();
            bytes.resize(w.div_ceil(8) as usize, 0);
            Some(Attribute::dense_elements(ctx, ty, &bytes, true))
        }
        _ => Some(Attribute::int(ctx, ty, v)),
    }
}

/// The `i1` type shaped like `ty`.
fn bool_like(ctx: &Context, ty: Type) -> Type {
    let i1 = Type::int(ctx, 1);
    match ty.kind(ctx) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Type::vector(ctx, shape, scalable, i1),
        _ => i1,
    }
}

fn icmp<'c, R: PatternRewriter<'c>>(
    b: &mut Builder<'_, R>,
    pred: i64,
    x: Value,
    y: Value,
) -> Value {
    let ctx = b.ctx();
    let ty = bool_like(ctx, b.rw.body().value_type(x));
    let p = strata_dialect_arith::enums::CMPI_PREDICATE.attr(ctx, pred);
    b.value("arith.cmpi", &[x, y], ty, &[("predicate", p)])
}

fn constant<'c, R: PatternRewriter<'c>>(b: &mut Builder<'_, R>, ty: Type, v: i64) -> Option<Value> {
    let ctx = b.ctx();
    let a = int_const(ctx, ty, v)?;
    Some(b.value("arith.constant", &[], ty, &[("value", a)]))
}

const EQ: i64 = 0;
const NE: i64 = 1;
const SLT: i64 = 2;

#[derive(Copy, Clone)]
enum Div {
    CeilSigned,
    FloorSigned,
    CeilUnsigned,
}

fn expand<'c, R: PatternRewriter<'c>>(
    b: &mut Builder<'_, R>,
    kind: Div,
    a: Value,
    d: Value,
    ty: Type,
) -> Option<Value> {
    let ctx = b.ctx();
    let i1 = bool_like(ctx, ty);
    Some(match kind {
        Div::CeilSigned => {
            let zero = constant(b, ty, 0)?;
            let one = constant(b, ty, 1)?;
            let q = b.value("arith.divsi", &[a, d], ty, &[]);
            let prod = b.value("arith.muli", &[q, d], ty, &[]);
            let ne = icmp(b, NE, a, prod);
            let a_neg = icmp(b, SLT, a, zero);
            let d_neg = icmp(b, SLT, d, zero);
            let same = icmp(b, EQ, a_neg, d_neg);
            let cond = b.value("arith.andi", &[ne, same], i1, &[]);
            let plus = b.value("arith.addi", &[q, one], ty, &[]);
            b.value("arith.select", &[cond, plus, q], ty, &[])
        }
        Div::FloorSigned => {
            let q = b.value("arith.divsi", &[a, d], ty, &[]);
            let prod = b.value("arith.muli", &[q, d], ty, &[]);
            let ne = icmp(b, NE, a, prod);
            let zero = constant(b, ty, 0)?;
            let a_neg = icmp(b, SLT, a, zero);
            let d_neg = icmp(b, SLT, d, zero);
            let differ = icmp(b, NE, a_neg, d_neg);
            let cond = b.value("arith.andi", &[ne, differ], i1, &[]);
            let minus_one = constant(b, ty, -1)?;
            let minus = b.value("arith.addi", &[q, minus_one], ty, &[]);
            b.value("arith.select", &[cond, minus, q], ty, &[])
        }
        Div::CeilUnsigned => {
            let zero = constant(b, ty, 0)?;
            let is_zero = icmp(b, EQ, a, zero);
            let one = constant(b, ty, 1)?;
            let minus = b.value("arith.subi", &[a, one], ty, &[]);
            let q = b.value("arith.divui", &[minus, d], ty, &[]);
            let plus = b.value("arith.addi", &[q, one], ty, &[]);
            b.value("arith.select", &[is_zero, zero, plus], ty, &[])
        }
    })
}

/// Points the operands of the ops built between `before` and `op` that use
/// an original value of the division at its current one, recording the
/// original for the folders: upstream's expansion is not a conversion
/// pattern, so its ops fold on the unconverted values. The ops are built on
/// the originals because two operands may share their current value while
/// their originals differ (`floordivsi(c, select(false, c, c))`).
fn note_originals(
    rw: &mut ConversionRewriter<'_>,
    before: Option<OpId>,
    op: OpId,
    originals: &[(Value, Value)],
) {
    let mut next = match before {
        Some(p) => rw.body().next_op(p),
        None => rw.body().op_block(op).and_then(|b| rw.body().first_op(b)),
    };
    while let Some(new) = next
        && new != op
    {
        for i in 0..rw.body().num_operands(new) {
            let v = rw.body().operand(new, i);
            if let Some(&(current, original)) = originals.iter().find(|(_, o)| *o == v)
                && current != original
            {
                rw.modify_op_in_place(new, |body| body.set_operand(new, i, current));
                rw.set_original_operand(new, i, original);
            }
        }
        next = rw.body().next_op(new);
    }
}

/// Adds the expansions of the rounding divisions.
pub fn populate_patterns(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    for (name, kind) in [
        ("arith.ceildivsi", Div::CeilSigned),
        ("arith.floordivsi", Div::FloorSigned),
        ("arith.ceildivui", Div::CeilUnsigned),
    ] {
        let c = tc.clone();
        set.add(
            OpConversionPattern::new(name, move |op, _, rw| {
                let ctx = rw.ctx;
                let body = rw.body();
                let ty = body.value_type(body.result(op, 0));
                let Some(converted) = c.convert_type(ctx, ty) else {
                    return false;
                };
                if strata_dialect_llvm::types::array_parts(ctx, converted).is_some() {
                    return false;
                }
                let (a, d) = (rw.original_operand(op, 0), rw.original_operand(op, 1));
                let originals = [(body.operand(op, 0), a), (body.operand(op, 1), d)];
                let before = rw.body().prev_op(op);
                let loc = rw.body().op_loc(op);
                let mut b = Builder::new(rw, loc);
                let Some(v) = expand(&mut b, kind, a, d, ty) else {
                    return false;
                };
                note_originals(rw, before, op, &originals);
                rw.replace_op(op, &[v]);
                true
            })
            .with_type_converter(tc),
        );
    }
}
