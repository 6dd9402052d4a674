//! `--convert-arith-to-llvm`: `arith` ops to their LLVM dialect
//! counterparts (binary ops with overflow/exact/fast-math flags, compares,
//! casts, `index_cast` by width, min/max as intrinsics, constants).

use std::sync::Arc;

use smallvec::SmallVec;
use strata_ir::{Attribute, Context, OpId, Type, TypeKind, Value};
use strata_rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, OpAdaptor, OpConversionPattern, TypeConverter,
};

use crate::llvm_common::{Builder, convert_fastmath, has_unsupported_float};
use strata_dialect_llvm::enums::i32_attr;

/// Which flags an op carries over.
#[derive(Copy, Clone)]
enum Flags {
    None,
    Overflow,
    Exact,
    FastMath,
    Predicate,
    PredicateFastMath,
}

/// The converted result types, `None` if one does not convert or (unless
/// `allow_arrays`) lowers to an array (an n-D vector).
fn converted_results(
    rw: &ConversionRewriter<'_>,
    op: OpId,
    tc: &TypeConverter,
    allow_arrays: bool,
) -> Option<SmallVec<[Type; 2]>> {
    let ctx = rw.ctx;
    let body = rw.body();
    body.results(op)
        .map(|r| {
            let t = tc.convert_type(ctx, body.value_type(r))?;
            (allow_arrays || is_lowerable(ctx, t)).then_some(t)
        })
        .collect()
}

fn result_types(
    rw: &ConversionRewriter<'_>,
    op: OpId,
    tc: &TypeConverter,
) -> Option<SmallVec<[Type; 2]>> {
    converted_results(rw, op, tc, false)
}

/// LLVM arithmetic applies to scalars and 1-D vectors only (n-D vectors,
/// lowered to arrays, would need unrolling).
fn is_lowerable(ctx: &Context, t: Type) -> bool {
    strata_dialect_llvm::types::array_parts(ctx, t).is_none()
}

fn converted_props(
    ctx: &Context,
    rw: &ConversionRewriter<'_>,
    op: OpId,
    flags: Flags,
) -> Vec<(&'static str, Attribute)> {
    let body = rw.body();
    let mut props = Vec::new();
    match flags {
        Flags::None => {}
        Flags::Overflow => {
            let v = body
                .attr(ctx, op, "overflowFlags")
                .and_then(|a| strata_dialect_arith::enums::OVERFLOW.value(ctx, a))
                .unwrap_or(0);
            props.push(("overflowFlags", i32_attr(ctx, v)));
        }
        Flags::Exact => {
            if let Some(u) = body.attr(ctx, op, "isExact") {
                props.push(("isExact", u));
            }
        }
        Flags::FastMath => {
            props.push((
                "fastmathFlags",
                convert_fastmath(ctx, body.attr(ctx, op, "fastmath")),
            ));
        }
        Flags::Predicate | Flags::PredicateFastMath => {
            if let Some(p) = body.attr(ctx, op, "predicate") {
                props.push(("predicate", p));
            }
            if matches!(flags, Flags::PredicateFastMath) {
                props.push((
                    "fastmathFlags",
                    convert_fastmath(ctx, body.attr(ctx, op, "fastmath")),
                ));
            }
        }
    }
    props
}

/// True for the ops that lower even on floats LLVM has no type for (held
/// as integers): as upstream, `select` and `bitcast` move bits, and
/// `sitofp` has no such check (its LLVM op then fails to verify).
fn lowers_unsupported_floats(from: &str) -> bool {
    matches!(from, "arith.select" | "arith.bitcast" | "arith.sitofp")
}

/// A pattern rewriting `from` into `to` on the converted operands; a
/// bitcast between types that convert alike is its operand.
fn direct(
    set: &mut ConversionPatternSet,
    tc: &Arc<TypeConverter>,
    from: &'static str,
    to: &'static str,
    flags: Flags,
) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new(from, move |op, adaptor, rw| {
            let ctx = rw.ctx;
            if !lowers_unsupported_floats(from) && has_unsupported_float(ctx, rw.body(), op, &c) {
                return false;
            }
            let Some(types) = converted_results(rw, op, &c, true) else {
                return false;
            };
            let operands = adaptor.flat();
            if to == "llvm.bitcast"
                && let ([result], [operand]) = (types.as_slice(), operands.as_slice())
                && rw.body().value_type(*operand) == *result
            {
                rw.replace_op(op, &[*operand]);
                return true;
            }
            let props = converted_props(ctx, rw, op, flags);
            let loc = rw.body().op_loc(op);
            if let [result] = types.as_slice()
                && strata_dialect_llvm::types::array_parts(ctx, *result).is_some()
            {
                let mut b = Builder::new(rw, loc);
                let Some(v) = unroll(&mut b, to, &operands, *result, &props) else {
                    return false;
                };
                rw.replace_op(op, &[v]);
                return true;
            }
            if operands
                .iter()
                .any(|v| !is_lowerable(ctx, rw.body().value_type(*v)))
            {
                return false;
            }
            let state = Builder::new(rw, loc).state(to, &operands, &types, &props);
            rw.replace_op_with_new(op, state);
            true
        })
        .with_type_converter(tc),
    );
}

/// Applies `to` to each 1-D vector of n-D operands (lowered to nested
/// arrays), as upstream's vector unrolling does.
fn unroll(
    b: &mut Builder<'_, ConversionRewriter<'_>>,
    to: &str,
    operands: &[Value],
    result: Type,
    props: &[(&'static str, Attribute)],
) -> Option<Value> {
    b.unroll_nd(operands, result, |b, parts, inner| {
        Some(b.value(to, parts, inner, props))
    })
}

fn width_of(ctx: &Context, t: Type) -> Option<u32> {
    match t.kind(ctx) {
        TypeKind::Vector { element, .. } => element.int_width(ctx),
        _ => t.int_width(ctx),
    }
}

/// `index_cast` / `index_castui`: nothing, an extension or a truncation.
fn index_cast(
    set: &mut ConversionPatternSet,
    tc: &Arc<TypeConverter>,
    from: &str,
    ext: &'static str,
) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new(from, move |op, adaptor, rw| {
            let ctx = rw.ctx;
            let Some(types) = result_types(rw, op, &c) else {
                return false;
            };
            let (Some(&to), Some(v)) = (types.first(), adaptor.operand(0)) else {
                return false;
            };
            let from_ty = rw.body().value_type(v);
            let (Some(wf), Some(wt)) = (width_of(ctx, from_ty), width_of(ctx, to)) else {
                return false;
            };
            if wf == wt {
                rw.replace_op(op, &[v]);
                return true;
            }
            let name = if wt > wf { ext } else { "llvm.trunc" };
            let loc = rw.body().op_loc(op);
            let state = Builder::new(rw, loc).state(name, &[v], &[to], &[]);
            rw.replace_op_with_new(op, state);
            true
        })
        .with_type_converter(tc),
    );
}

fn constant(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new("arith.constant", move |op, _, rw| {
            let ctx = rw.ctx;
            let Some(types) = result_types(rw, op, &c) else {
                return false;
            };
            let Some(value) = rw.body().attr(ctx, op, "value") else {
                return false;
            };
            let loc = rw.body().op_loc(op);
            let state =
                Builder::new(rw, loc).state("llvm.mlir.constant", &[], &types, &[("value", value)]);
            rw.replace_op_with_new(op, state);
            true
        })
        .with_type_converter(tc),
    );
}

/// Adds the `arith` to LLVM patterns.
pub fn populate_patterns(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    use Flags::*;
    let table: &[(&str, &str, Flags)] = &[
        ("arith.addi", "llvm.add", Overflow),
        ("arith.subi", "llvm.sub", Overflow),
        ("arith.muli", "llvm.mul", Overflow),
        ("arith.shli", "llvm.shl", Overflow),
        ("arith.divsi", "llvm.sdiv", Exact),
        ("arith.divui", "llvm.udiv", Exact),
        ("arith.shrsi", "llvm.ashr", Exact),
        ("arith.shrui", "llvm.lshr", Exact),
        ("arith.remsi", "llvm.srem", None),
        ("arith.remui", "llvm.urem", None),
        ("arith.andi", "llvm.and", None),
        ("arith.ori", "llvm.or", None),
        ("arith.xori", "llvm.xor", None),
        ("arith.maxsi", "llvm.intr.smax", None),
        ("arith.maxui", "llvm.intr.umax", None),
        ("arith.minsi", "llvm.intr.smin", None),
        ("arith.minui", "llvm.intr.umin", None),
        ("arith.addf", "llvm.fadd", FastMath),
        ("arith.subf", "llvm.fsub", FastMath),
        ("arith.mulf", "llvm.fmul", FastMath),
        ("arith.divf", "llvm.fdiv", FastMath),
        ("arith.remf", "llvm.frem", FastMath),
        ("arith.negf", "llvm.fneg", FastMath),
        ("arith.maximumf", "llvm.intr.maximum", FastMath),
        ("arith.minimumf", "llvm.intr.minimum", FastMath),
        ("arith.maxnumf", "llvm.intr.maxnum", FastMath),
        ("arith.minnumf", "llvm.intr.minnum", FastMath),
        ("arith.cmpi", "llvm.icmp", Predicate),
        ("arith.cmpf", "llvm.fcmp", PredicateFastMath),
        ("arith.select", "llvm.select", None),
        ("arith.extsi", "llvm.sext", None),
        ("arith.extui", "llvm.zext", None),
        ("arith.trunci", "llvm.trunc", Overflow),
        ("arith.extf", "llvm.fpext", None),
        ("arith.sitofp", "llvm.sitofp", None),
        ("arith.uitofp", "llvm.uitofp", None),
        ("arith.fptosi", "llvm.fptosi", None),
        ("arith.fptoui", "llvm.fptoui", None),
    ];
    for (from, to, flags) in table {
        direct(set, tc, from, to, *flags);
    }
    truncf(set, tc);
    addui_extended(set, tc);
    bitcast(set, tc);
    index_cast(set, tc, "arith.index_cast", "llvm.sext");
    index_cast(set, tc, "arith.index_castui", "llvm.zext");
    constant(set, tc);
    crate::arith_expand::populate_patterns(set, tc);
}

/// `arith.bitcast` is `llvm.bitcast`, or nothing when the operand already
/// has the converted result type (memrefs of any element type lower to the
/// same descriptor).
fn bitcast(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new("arith.bitcast", move |op, adaptor: &OpAdaptor, rw| {
            let ctx = rw.ctx;
            let Some(types) = converted_results(rw, op, &c, true) else {
                return false;
            };
            let operands: SmallVec<[Value; 4]> = adaptor.flat();
            let ([operand], [result]) = (operands.as_slice(), types.as_slice()) else {
                return false;
            };
            if rw.body().value_type(*operand) == *result {
                rw.replace_op(op, &[*operand]);
                return true;
            }
            let loc = rw.body().op_loc(op);
            let mut b = Builder::new(rw, loc);
            let v = if strata_dialect_llvm::types::array_parts(ctx, *result).is_some() {
                match unroll(&mut b, "llvm.bitcast", &operands, *result, &[]) {
                    Some(v) => v,
                    None => return false,
                }
            } else {
                b.value("llvm.bitcast", &operands, *result, &[])
            };
            rw.replace_op(op, &[v]);
            true
        })
        .with_type_converter(tc),
    );
}

/// The LLVM rounding mode of an `arith` rounding mode (`to_nearest_even`,
/// `downward`, `upward`, `toward_zero`, `to_nearest_away`).
fn llvm_rounding_mode(arith_mode: i64) -> Option<i64> {
    use strata_dialect_llvm::enums as e;
    Some(match arith_mode {
        0 => e::ROUNDING_TONEAREST,
        1 => e::ROUNDING_DOWNWARD,
        2 => e::ROUNDING_UPWARD,
        3 => e::ROUNDING_TOWARDZERO,
        4 => e::ROUNDING_TONEARESTAWAY,
        _ => return None,
    })
}

/// `arith.truncf` is `llvm.fptrunc`, or with a rounding mode
/// `llvm.intr.experimental.constrained.fptrunc` ignoring FP exceptions.
fn truncf(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new("arith.truncf", move |op, adaptor: &OpAdaptor, rw| {
            let ctx = rw.ctx;
            if has_unsupported_float(ctx, rw.body(), op, &c) {
                return false;
            }
            let rounding = match rw.body().attr(ctx, op, "roundingmode") {
                Some(a) => match a
                    .int_value(ctx)
                    .and_then(|v| llvm_rounding_mode(v.sext_value()))
                {
                    Some(mode) => Some(mode),
                    None => return false,
                },
                None => None,
            };
            let Some(types) = result_types(rw, op, &c) else {
                return false;
            };
            let operands: SmallVec<[Value; 4]> = adaptor.flat();
            let loc = rw.body().op_loc(op);
            let i64_ty = Type::int(ctx, 64);
            let state = match rounding {
                Some(mode) => Builder::new(rw, loc).state(
                    "llvm.intr.experimental.constrained.fptrunc",
                    &operands,
                    &types,
                    &[
                        ("roundingmode", Attribute::int(ctx, i64_ty, mode)),
                        ("fpExceptionBehavior", Attribute::int(ctx, i64_ty, 0)),
                    ],
                ),
                None => Builder::new(rw, loc).state("llvm.fptrunc", &operands, &types, &[]),
            };
            rw.replace_op_with_new(op, state);
            true
        })
        .with_type_converter(tc),
    );
}

/// `arith.addui_extended` is `llvm.intr.uadd.with.overflow`, whose struct
/// result holds the sum and the carry.
fn addui_extended(set: &mut ConversionPatternSet, tc: &Arc<TypeConverter>) {
    let c = tc.clone();
    set.add(
        OpConversionPattern::new(
            "arith.addui_extended",
            move |op, adaptor: &OpAdaptor, rw| {
                let ctx = rw.ctx;
                let Some(types) = result_types(rw, op, &c) else {
                    return false;
                };
                let operands: SmallVec<[Value; 4]> = adaptor.flat();
                let ([_, _], [sum_ty, carry_ty]) = (operands.as_slice(), types.as_slice()) else {
                    return false;
                };
                let (sum_ty, carry_ty) = (*sum_ty, *carry_ty);
                let pair =
                    strata_dialect_llvm::types::literal_struct(ctx, &[sum_ty, carry_ty], false);
                let loc = rw.body().op_loc(op);
                let mut b = Builder::new(rw, loc);
                let res = b.value("llvm.intr.uadd.with.overflow", &operands, pair, &[]);
                let sum = b.extract_value(res, &[0], sum_ty);
                let carry = b.extract_value(res, &[1], carry_ty);
                rw.replace_op(op, &[sum, carry]);
                true
            },
        )
        .with_type_converter(tc),
    );
}
