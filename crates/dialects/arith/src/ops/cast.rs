//! The cast ops: integer and float extension/truncation, int/float
//! conversions, `index_cast`, `bitcast` and the scaling float casts, with
//! upstream's `CastOpInterface` compatibility rules.

use strata_ir::dialect::FoldHook;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits, Type};
use strata_ods::constraints::TypeConstraint;
use strata_ods::{OpSpec, constraints as c};

use crate::checks::{
    cast_incompatible, underlying_type, valid_cast_shapes, verify_elementwise, verify_same_shape,
    verify_same_tensor_dims,
};
use crate::constraints::{BITCAST_TYPE, INDEX_CAST_TYPE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE};
use crate::enums::{OVERFLOW_ATTR, ROUNDING_MODE_ATTR, overflow_none};
use crate::fastmath;
use crate::fold::cast as fc;

/// Bit widths of the underlying scalar types, if both are of kind `pred`.
fn widths(
    ctx: &Context,
    from: Type,
    to: Type,
    memref: bool,
    pred: fn(&Context, Type) -> bool,
) -> Option<(u32, u32)> {
    let a = underlying_type(ctx, from, memref)?;
    let b = underlying_type(ctx, to, memref)?;
    if !pred(ctx, a) || !pred(ctx, b) {
        return None;
    }
    Some((
        a.int_or_float_bit_width(ctx)?,
        b.int_or_float_bit_width(ctx)?,
    ))
}

fn is_int(ctx: &Context, t: Type) -> bool {
    t.is_integer(ctx)
}

fn is_float(ctx: &Context, t: Type) -> bool {
    t.is_float(ctx)
}

/// `areCastCompatible` of the op named `name` for one input and output type.
fn cast_compatible(ctx: &Context, name: &str, from: Type, to: Type) -> bool {
    if !valid_cast_shapes(ctx, from, to) {
        return false;
    }
    match name {
        "arith.extui" | "arith.extsi" => {
            widths(ctx, from, to, false, is_int).is_some_and(|(a, b)| a < b)
        }
        "arith.trunci" => widths(ctx, from, to, false, is_int).is_some_and(|(a, b)| a > b),
        "arith.extf" | "arith.scaling_extf" => {
            widths(ctx, from, to, false, is_float).is_some_and(|(a, b)| a < b)
        }
        "arith.truncf" | "arith.scaling_truncf" => {
            widths(ctx, from, to, false, is_float).is_some_and(|(a, b)| a > b)
        }
        "arith.index_cast" | "arith.index_castui" => {
            match (
                underlying_type(ctx, from, true),
                underlying_type(ctx, to, true),
            ) {
                (Some(a), Some(b)) => {
                    (a.is_index(ctx) && b.is_integer(ctx)) || (a.is_integer(ctx) && b.is_index(ctx))
                }
                _ => false,
            }
        }
        "arith.bitcast" => {
            match (
                underlying_type(ctx, from, true),
                underlying_type(ctx, to, true),
            ) {
                (Some(a), Some(b)) => a
                    .int_or_float_bit_width(ctx)
                    .is_some_and(|w| Some(w) == b.int_or_float_bit_width(ctx)),
                _ => false,
            }
        }
        "arith.sitofp" | "arith.uitofp" => {
            matches!((underlying_type(ctx, from, false), underlying_type(ctx, to, false)),
                (Some(a), Some(b)) if a.is_integer(ctx) && b.is_float(ctx))
        }
        "arith.fptosi" | "arith.fptoui" => {
            matches!((underlying_type(ctx, from, false), underlying_type(ctx, to, false)),
                (Some(a), Some(b)) if a.is_float(ctx) && b.is_integer(ctx))
        }
        _ => false,
    }
}

/// The traits and interface checks of a cast, in upstream's order.
fn verify_cast(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    verify_same_tensor_dims(ctx, body, op)?;
    verify_same_shape(ctx, body, op)?;
    let name = body.op_name(op).as_str(ctx);
    let from = body.value_type(body.operand(op, 0));
    let to = body.value_type(body.result(op, 0));
    if !cast_compatible(ctx, name, from, to) {
        return cast_incompatible(ctx, body, op);
    }
    verify_elementwise(ctx, body, op)
}

const CAST_TRAITS: OpTraits = OpTraits::PURE
    .union(OpTraits::NO_MEMORY_EFFECT)
    .union(OpTraits::ELEMENTWISE);

fn cast(
    name: &'static str,
    from: TypeConstraint,
    to: TypeConstraint,
    fold: FoldHook,
    summary: &'static str,
) -> OpSpec {
    OpSpec::new(name)
        .summary(summary)
        .operand("in", from)
        .result("out", to)
        .traits(CAST_TRAITS)
        .verifier(verify_cast)
        .folder(fold)
        .format("$in attr-dict `:` type($in) `to` type($out)")
}

/// The cast ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    let int = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;
    vec![
        cast("arith.extui", int, int, fc::extui, "integer zero extension operation"),
        cast("arith.extsi", int, int, fc::extsi, "integer sign extension operation"),
        cast("arith.extf", c::FLOAT_LIKE, c::FLOAT_LIKE, fc::extf, "cast from floating-point to wider floating-point")
            .optional_attr("fastmath", fastmath::FASTMATH_ATTR)
            .format("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
        cast("arith.trunci", int, int, fc::trunci, "integer truncation operation")
            .default_attr("overflowFlags", OVERFLOW_ATTR, overflow_none)
            .format("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"),
        cast("arith.truncf", c::FLOAT_LIKE, c::FLOAT_LIKE, fc::truncf, "cast from floating-point to narrower floating-point")
            .optional_attr("roundingmode", ROUNDING_MODE_ATTR)
            .optional_attr("fastmath", fastmath::FASTMATH_ATTR)
            .format(
                "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)",
            ),
        cast("arith.uitofp", int, c::FLOAT_LIKE, fc::uitofp, "cast from unsigned integer type to floating-point"),
        cast("arith.sitofp", int, c::FLOAT_LIKE, fc::sitofp, "cast from integer type to floating-point"),
        cast("arith.fptoui", c::FLOAT_LIKE, int, fc::fptoui, "cast from floating-point type to integer type"),
        cast("arith.fptosi", c::FLOAT_LIKE, int, fc::fptosi, "cast from floating-point type to integer type"),
        cast("arith.index_cast", INDEX_CAST_TYPE, INDEX_CAST_TYPE, fc::index_cast, "index cast"),
        cast("arith.index_castui", INDEX_CAST_TYPE, INDEX_CAST_TYPE, fc::index_castui, "unsigned index cast"),
        cast("arith.bitcast", BITCAST_TYPE, BITCAST_TYPE, fc::bitcast, "bitcast between values of equal bit width"),
        OpSpec::new("arith.scaling_extf")
            .summary("Upcasts input floats using provided scales values following OCP MXFP Spec")
            .operand("in", c::FLOAT_LIKE)
            .operand("scale", c::FLOAT_LIKE)
            .result("out", c::FLOAT_LIKE)
            .optional_attr("fastmath", fastmath::FASTMATH_ATTR)
            .traits(CAST_TRAITS)
            .verifier(verify_cast)
            .format(
                "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
            ),
        OpSpec::new("arith.scaling_truncf")
            .summary("Downcasts input floating point values using provided scales values following OCP MXFP Spec")
            .operand("in", c::FLOAT_LIKE)
            .operand("scale", c::FLOAT_LIKE)
            .result("out", c::FLOAT_LIKE)
            .optional_attr("roundingmode", ROUNDING_MODE_ATTR)
            .optional_attr("fastmath", fastmath::FASTMATH_ATTR)
            .traits(CAST_TRAITS)
            .verifier(verify_cast)
            .format(
                "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
            ),
    ]
}
