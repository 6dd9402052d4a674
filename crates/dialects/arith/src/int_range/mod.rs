//! `InferIntRangeInterface` for the arith ops: which op computes its
//! result range how (the arithmetic is in [`infer`]).

pub(crate) mod infer;

use smallvec::{SmallVec, smallvec};
use strata_ir::interfaces::{
    ConstantIntRanges, InferIntRangeInterface, IntegerValueRange, range_storage_width,
};
use strata_ir::{Body, Context, DialectDef, OpId};
use strata_support::APInt;

use crate::enums::{CMPI_PREDICATE, OVERFLOW, OVERFLOW_NSW, OVERFLOW_NUW};
use crate::fold::values::{Scalar, decode};
use infer::Overflow;

/// How one op computes its single result's range from known operand
/// ranges.
type RangeFn = fn(&Context, &Body, OpId, &[ConstantIntRanges]) -> Option<ConstantIntRanges>;

/// The interface implementation of one op.
enum Infer {
    /// The result follows from the ranges of all operands, once known.
    Ranges(RangeFn),
    /// `arith.select`: uses what is known even with an operand unknown.
    Select,
}

impl InferIntRangeInterface for Infer {
    fn infer_result_ranges(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[IntegerValueRange],
    ) -> SmallVec<[IntegerValueRange; 1]> {
        match self {
            Infer::Ranges(f) => {
                let Some(known) = operands.iter().cloned().collect::<Option<Vec<_>>>() else {
                    return SmallVec::new();
                };
                smallvec![f(ctx, body, op, &known)]
            }
            Infer::Select => {
                let [cond, t, f] = operands else {
                    return SmallVec::new();
                };
                let value = match cond.as_ref().and_then(|c| c.constant_value()) {
                    Some(c) if c.is_zero() => f.clone(),
                    Some(_) => t.clone(),
                    None => match (t, f) {
                        (Some(a), Some(b)) => Some(a.union(b)),
                        (a, b) => a.clone().or_else(|| b.clone()),
                    },
                };
                smallvec![value]
            }
        }
    }
}

/// Attaches the interface to the arith ops that implement it.
pub(crate) fn attach(dialect: &mut DialectDef) {
    for op in &mut dialect.ops {
        let infer = match &*op.name {
            "arith.select" => Infer::Select,
            name => match range_fn(name) {
                Some(f) => Infer::Ranges(f),
                None => continue,
            },
        };
        op.add_interface::<dyn InferIntRangeInterface>(Box::new(infer));
    }
}

fn range_fn(name: &str) -> Option<RangeFn> {
    Some(match name {
        "arith.constant" => constant,
        "arith.addi" => |c, b, o, a| Some(infer::add(&a[0], &a[1], flags(c, b, o))),
        "arith.subi" => |c, b, o, a| Some(infer::sub(&a[0], &a[1], flags(c, b, o))),
        "arith.muli" => |c, b, o, a| Some(infer::mul(&a[0], &a[1], flags(c, b, o))),
        "arith.divui" => |_, _, _, a| Some(infer::div_u(&a[0], &a[1])),
        "arith.divsi" => |_, _, _, a| Some(infer::div_s(&a[0], &a[1])),
        "arith.remui" => |_, _, _, a| Some(infer::rem_u(&a[0], &a[1])),
        "arith.remsi" => |_, _, _, a| Some(infer::rem_s(&a[0], &a[1])),
        "arith.floordivsi" => |_, _, _, a| Some(infer::floor_div_s(&a[0], &a[1])),
        "arith.ceildivsi" => |_, _, _, a| Some(infer::ceil_div_s(&a[0], &a[1])),
        "arith.ceildivui" => |_, _, _, a| Some(infer::ceil_div_u(&a[0], &a[1])),
        "arith.shli" => |c, b, o, a| Some(infer::shl(&a[0], &a[1], flags(c, b, o))),
        "arith.shrsi" => |_, _, _, a| Some(infer::shr_s(&a[0], &a[1])),
        "arith.shrui" => |_, _, _, a| Some(infer::shr_u(&a[0], &a[1])),
        "arith.andi" => |_, _, _, a| Some(infer::bitwise(&a[0], &a[1], APInt::and)),
        "arith.ori" => |_, _, _, a| Some(infer::bitwise(&a[0], &a[1], APInt::or)),
        "arith.xori" => |_, _, _, a| Some(infer::bitwise(&a[0], &a[1], APInt::xor)),
        "arith.maxsi" => |_, _, _, a| Some(infer::min_max(&a[0], &a[1], true, true)),
        "arith.minsi" => |_, _, _, a| Some(infer::min_max(&a[0], &a[1], true, false)),
        "arith.maxui" => |_, _, _, a| Some(infer::min_max(&a[0], &a[1], false, true)),
        "arith.minui" => |_, _, _, a| Some(infer::min_max(&a[0], &a[1], false, false)),
        "arith.extui" => |c, b, o, a| Some(infer::ext_u(&a[0], result_width(c, b, o)?)),
        "arith.extsi" => |c, b, o, a| Some(infer::ext_s(&a[0], result_width(c, b, o)?)),
        "arith.trunci" => |c, b, o, a| Some(infer::trunc(&a[0], result_width(c, b, o)?)),
        "arith.index_cast" => |c, b, o, a| cast(&a[0], result_width(c, b, o)?, true),
        "arith.index_castui" => |c, b, o, a| cast(&a[0], result_width(c, b, o)?, false),
        "arith.cmpi" => cmpi,
        _ => return None,
    })
}

fn flags(ctx: &Context, body: &Body, op: OpId) -> Overflow {
    let bits = body
        .attr(ctx, op, "overflowFlags")
        .and_then(|a| OVERFLOW.value(ctx, a))
        .unwrap_or(0);
    Overflow {
        nsw: bits & OVERFLOW_NSW != 0,
        nuw: bits & OVERFLOW_NUW != 0,
    }
}

fn result_width(ctx: &Context, body: &Body, op: OpId) -> Option<u32> {
    let ty = body.value_type(body.results(op).next()?);
    range_storage_width(ctx, ty)
}

/// `index_cast` (sign-extending) and `index_castui` (zero-extending).
fn cast(r: &ConstantIntRanges, width: u32, signed: bool) -> Option<ConstantIntRanges> {
    Some(match r.width().cmp(&width) {
        std::cmp::Ordering::Less if signed => infer::ext_s(r, width),
        std::cmp::Ordering::Less => infer::ext_u(r, width),
        std::cmp::Ordering::Greater => infer::trunc(r, width),
        std::cmp::Ordering::Equal => r.clone(),
    })
}

/// The union of the elements of an integer constant.
fn constant(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _: &[ConstantIntRanges],
) -> Option<ConstantIntRanges> {
    let value = decode(ctx, body.attr(ctx, op, "value")?)?;
    let mut range: Option<ConstantIntRanges> = None;
    for e in &value.elems {
        let Scalar::Int(v) = e else {
            return None;
        };
        let c = ConstantIntRanges::constant(v);
        range = Some(match range {
            Some(r) => r.union(&c),
            None => c,
        });
    }
    range
}

fn cmpi(
    ctx: &Context,
    body: &Body,
    op: OpId,
    args: &[ConstantIntRanges],
) -> Option<ConstantIntRanges> {
    let pred = body
        .attr(ctx, op, "predicate")
        .and_then(|a| CMPI_PREDICATE.value(ctx, a))?;
    let [l, r] = args else {
        return None;
    };
    Some(match infer::evaluate_pred(pred, l, r) {
        Some(v) => ConstantIntRanges::constant(&APInt::from_u64(1, u64::from(v))),
        None => ConstantIntRanges::from_unsigned(&APInt::zero(1), &APInt::one(1)),
    })
}
