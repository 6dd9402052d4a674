//! `arith.cmpi` and `arith.cmpf`.

use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits, Type};
use strata_ods::{OpSpec, constraints as c};

use crate::checks::{i1_same_shape, verify_elementwise};
use crate::enums::{CMPF_PREDICATE_ATTR, CMPI_PREDICATE_ATTR};
use crate::fastmath;
use crate::fold::compare as fold;

/// The result type of a comparison of `operand`s: `i1` of the same shape.
fn infer(ctx: &Context, operands: &[Type]) -> Result<Vec<Type>, String> {
    operands
        .first()
        .map(|t| vec![i1_same_shape(ctx, *t)])
        .ok_or_else(|| "expected an operand".to_string())
}

fn verify(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let lhs = body.value_type(body.operand(op, 0));
    if body.value_type(body.result(op, 0)) != i1_same_shape(ctx, lhs) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    verify_elementwise(ctx, body, op)
}

const TRAITS: OpTraits = OpTraits::PURE
    .union(OpTraits::NO_MEMORY_EFFECT)
    .union(OpTraits::SAME_TYPE_OPERANDS)
    .union(OpTraits::ELEMENTWISE);

/// `arith.cmpi` and `arith.cmpf`.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("arith.cmpi")
            .summary("integer comparison operation")
            .attr("predicate", CMPI_PREDICATE_ATTR)
            .operand("lhs", c::SIGNLESS_INTEGER_LIKE)
            .operand("rhs", c::SIGNLESS_INTEGER_LIKE)
            .result("result", c::BOOL_LIKE)
            .traits(TRAITS)
            .infer_types(|ctx, operands, _| infer(ctx, operands))
            .verifier(verify)
            .folder(fold::cmpi)
            .format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
        OpSpec::new("arith.cmpf")
            .summary("floating-point comparison operation")
            .attr("predicate", CMPF_PREDICATE_ATTR)
            .operand("lhs", c::FLOAT_LIKE)
            .operand("rhs", c::FLOAT_LIKE)
            .result("result", c::BOOL_LIKE)
            .default_attr("fastmath", fastmath::FASTMATH_ATTR, fastmath::none)
            .traits(TRAITS)
            .infer_types(|ctx, operands, _| infer(ctx, operands))
            .verifier(verify)
            .folder(fold::cmpf)
            .format(
                "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
            ),
    ]
}
