//! `--convert-math-to-llvm`: `math` ops to LLVM intrinsics, and the
//! expansions upstream uses for `rsqrt`, `expm1` and `log1p`.

use std::sync::Arc;

use strata_ir::{Attribute, Context, OpId, Type, Value};
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, OpConversionPattern, TypeConverter,
};
use strata_support::apfloat::APFloat;

use crate::llvm_common::{Builder, convert_fastmath, has_unsupported_float};

/// The converted result type; `None` if it has none, lowers to an array
/// (n-D vector) when `nd` is false, or the op computes on a float LLVM has
/// no type for.
fn result_type(
    rw: &ConversionRewriter<'_>,
    op: OpId,
    tc: &TypeConverter,
    nd: bool,
) -> Option<Type> {
    if has_unsupported_float(rw.ctx, rw.body(), op, tc) {
        return None;
    }
    let t = tc.convert_type(rw.ctx, rw.body().value_type(rw.body().result(op, 0)))?;
    (nd || strata_dialect_llvm::types::array_parts(rw.ctx, t).is_none()).then_some(t)
}

/// True if `t` is a lowered n-D vector (a nested array).
fn is_nd(ctx: &Context, t: Type) -> bool {
    strata_dialect_llvm::types::array_parts(ctx, t).is_some()
}

fn fastmath_prop(ctx: &Context, rw: &ConversionRewriter<'_>, op: OpId) -> Attribute {
    convert_fastmath(ctx, rw.body().attr(ctx, op, "fastmath"))
}

/// How a `math` op maps to an intrinsic.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    /// A float intrinsic carrying the fast-math flags.
    Float,
    /// An integer intrinsic without flags.
    Int,
    /// An integer intrinsic with a `false` poison flag of this name.
    IntFlag(&'static str),
    /// `llvm.intr.is.fpclass` with this class mask.
    FpClass(i64),
}

fn intrinsic(
    set: &mut ConversionPatternSet,
    tc: &Arc<TypeConverter>,
    from: &'static str,
    to: &'static str,
    kind: Kind,
) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new(from, move |op, adaptor, rw| {
            let ctx = rw.ctx;
            // As upstream, the flagless intrinsics apply to each 1-D vector
            // of an n-D vector; the others leave n-D vectors alone.
            let nd = matches!(kind, Kind::Float | Kind::Int);
            let Some(ty) = result_type(rw, op, &c, nd) else {
                return false;
            };
            let props: Vec<(&str, Attribute)> = match kind {
                Kind::Float => vec![("fastmathFlags", fastmath_prop(ctx, rw, op))],
                Kind::Int => vec![],
                Kind::IntFlag(n) => vec![(n, Attribute::bool(ctx, false))],
                Kind::FpClass(bits) => {
                    vec![("bit", strata_dialect_llvm::enums::i32_attr(ctx, bits))]
                }
            };
            let operands = adaptor.flat();
            let loc = rw.body().op_loc(op);
            if is_nd(ctx, ty) {
                let mut b = Builder::new(rw, loc);
                let Some(v) = b.unroll_nd(&operands, ty, |b, parts, inner| {
                    Some(b.value(to, parts, inner, &props))
                }) else {
                    return false;
                };
                rw.replace_op(op, &[v]);
                return true;
            }
            let state = Builder::new(rw, loc).state(to, &operands, &[ty], &props);
            rw.replace_op_with_new(op, state);
            true
        })
        .with_type_converter(tc),
    );
}

/// The constant 1.0 of a float (or float vector) type.
fn one(ctx: &Context, ty: Type) -> Option<Attribute> {
    let elem = ty.element_type(ctx).unwrap_or(ty);
    let sem = elem.float_semantics(ctx)?;
    let v = APFloat::from_f64(sem, 1.0);
    if elem == ty {
        Some(Attribute::float(ctx, ty, v))
    } else {
        let bytes = sem.bit_width().div_ceil(8) as usize;
        let data = v.to_bits().to_le_bytes();
        Some(Attribute::dense_elements(ctx, ty, data.get(..bytes)?, true))
    }
}

/// The expansions: `rsqrt` = 1 / sqrt, `expm1` = exp - 1, `log1p` = log(1 + x).
#[derive(Copy, Clone)]
enum Expansion {
    Rsqrt,
    Expm1,
    Log1p,
}

fn expansion(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>, from: &str, e: Expansion) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new(from, move |op, adaptor, rw| {
            let ctx = rw.ctx;
            let (Some(ty), Some(x)) = (result_type(rw, op, &c, true), adaptor.operand(0)) else {
                return false;
            };
            let fmf = fastmath_prop(ctx, rw, op);
            let loc = rw.body().op_loc(op);
            let mut b = Builder::new(rw, loc);
            let fm = [("fastmathFlags", fmf)];
            let expand = |b: &mut Builder<'_, ConversionRewriter<'_>>, x: Value, ty: Type| {
                let c1 = b.constant(one(ctx, ty)?, ty);
                Some(match e {
                    Expansion::Rsqrt => {
                        let s = b.value("llvm.intr.sqrt", &[x], ty, &fm);
                        b.value("llvm.fdiv", &[c1, s], ty, &fm)
                    }
                    Expansion::Expm1 => {
                        let ex = b.value("llvm.intr.exp", &[x], ty, &fm);
                        b.value("llvm.fsub", &[ex, c1], ty, &fm)
                    }
                    Expansion::Log1p => {
                        let s = b.value("llvm.fadd", &[c1, x], ty, &fm);
                        b.value("llvm.intr.log", &[s], ty, &fm)
                    }
                })
            };
            let result = if is_nd(ctx, ty) {
                b.unroll_nd(&[x], ty, |b, parts, inner| {
                    expand(b, *parts.first()?, inner)
                })
            } else {
                expand(&mut b, x, ty)
            };
            let Some(result) = result else {
                return false;
            };
            rw.replace_op(op, &[result]);
            true
        })
        .with_type_converter(tc),
    );
}

/// Adds the `math` to LLVM patterns.
pub fn populate_patterns(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    use Kind::*;
    let table: &[(&str, &str, Kind)] = &[
        ("math.absf", "llvm.intr.fabs", Float),
        ("math.ceil", "llvm.intr.ceil", Float),
        ("math.copysign", "llvm.intr.copysign", Float),
        ("math.cos", "llvm.intr.cos", Float),
        ("math.cosh", "llvm.intr.cosh", Float),
        ("math.acos", "llvm.intr.acos", Float),
        ("math.sin", "llvm.intr.sin", Float),
        ("math.sinh", "llvm.intr.sinh", Float),
        ("math.asin", "llvm.intr.asin", Float),
        ("math.tan", "llvm.intr.tan", Float),
        ("math.tanh", "llvm.intr.tanh", Float),
        ("math.atan", "llvm.intr.atan", Float),
        ("math.atan2", "llvm.intr.atan2", Float),
        ("math.exp", "llvm.intr.exp", Float),
        ("math.exp2", "llvm.intr.exp2", Float),
        ("math.floor", "llvm.intr.floor", Float),
        ("math.fma", "llvm.intr.fma", Float),
        ("math.log", "llvm.intr.log", Float),
        ("math.log10", "llvm.intr.log10", Float),
        ("math.log2", "llvm.intr.log2", Float),
        ("math.powf", "llvm.intr.pow", Float),
        ("math.fpowi", "llvm.intr.powi", Float),
        ("math.round", "llvm.intr.round", Float),
        ("math.roundeven", "llvm.intr.roundeven", Float),
        ("math.sqrt", "llvm.intr.sqrt", Float),
        ("math.trunc", "llvm.intr.trunc", Float),
        ("math.ctpop", "llvm.intr.ctpop", Int),
        ("math.ctlz", "llvm.intr.ctlz", IntFlag("is_zero_poison")),
        ("math.cttz", "llvm.intr.cttz", IntFlag("is_zero_poison")),
        ("math.absi", "llvm.intr.abs", IntFlag("is_int_min_poison")),
        ("math.isnan", "llvm.intr.is.fpclass", FpClass(3)),
        ("math.isinf", "llvm.intr.is.fpclass", FpClass(516)),
        ("math.isfinite", "llvm.intr.is.fpclass", FpClass(504)),
        ("math.isnormal", "llvm.intr.is.fpclass", FpClass(264)),
    ];
    for (from, to, kind) in table {
        intrinsic(set, tc, from, to, *kind);
    }
    expansion(set, tc, "math.rsqrt", Expansion::Rsqrt);
    expansion(set, tc, "math.expm1", Expansion::Expm1);
    expansion(set, tc, "math.log1p", Expansion::Log1p);
}
