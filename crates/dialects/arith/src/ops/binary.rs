//! The elementwise integer and floating-point arithmetic ops: `addi` ...
//! `xori`, shifts, min/max, `addf` ... `remf`, `negf`.

use strata_ir::dialect::FoldHook;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits};
use strata_ods::{OpSpec, constraints as c};

use crate::checks::verify_elementwise;
use crate::enums::{OVERFLOW_ATTR, overflow_none};
use crate::fastmath;
use crate::fold::{float as ff, int as fi};
use crate::ops::speculation::division;

/// Which optional flag attribute a binary op carries.
#[derive(Copy, Clone)]
enum Flags {
    None,
    Overflow,
    Exact,
    FastMath,
}

fn verify(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    verify_elementwise(ctx, body, op)
}

fn binary(name: &'static str, flags: Flags, commutative: bool, fold: FoldHook) -> OpSpec {
    let ty = match flags {
        Flags::FastMath => c::FLOAT_LIKE,
        _ => c::SIGNLESS_INTEGER_LIKE,
    };
    let mut traits = OpTraits::PURE
        | OpTraits::NO_MEMORY_EFFECT
        | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE
        | OpTraits::ELEMENTWISE;
    if commutative {
        traits = traits | OpTraits::COMMUTATIVE;
    }
    let spec = OpSpec::new(name)
        .operand("lhs", ty)
        .operand("rhs", ty)
        .result("result", ty)
        .traits(traits)
        .verifier(verify)
        .folder(fold);
    match flags {
        Flags::None => spec.format("$lhs `,` $rhs attr-dict `:` type($result)"),
        Flags::Overflow => spec
            .default_attr("overflowFlags", OVERFLOW_ATTR, overflow_none)
            .format("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"),
        Flags::Exact => spec
            .optional_attr("isExact", c::UNIT_ATTR)
            .format("$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)"),
        Flags::FastMath => spec
            .default_attr("fastmath", fastmath::FASTMATH_ATTR, fastmath::none)
            .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    }
}

/// The integer binary ops.
pub(crate) fn int_ops() -> Vec<OpSpec> {
    use Flags::*;
    vec![
        binary("arith.addi", Overflow, true, fi::addi).summary("integer addition operation"),
        binary("arith.subi", Overflow, false, fi::subi).summary("Integer subtraction operation."),
        binary("arith.muli", Overflow, true, fi::muli).summary("Integer multiplication operation."),
        division(
            binary("arith.divui", Exact, false, fi::divui)
                .summary("unsigned integer division operation"),
            false,
        ),
        division(
            binary("arith.divsi", Exact, false, fi::divsi)
                .summary("signed integer division operation"),
            true,
        ),
        division(
            binary("arith.ceildivui", None, false, fi::ceildivui)
                .summary("unsigned ceil integer division operation"),
            false,
        ),
        division(
            binary("arith.ceildivsi", None, false, fi::ceildivsi)
                .summary("signed ceil integer division operation"),
            true,
        ),
        binary("arith.floordivsi", None, false, fi::floordivsi)
            .summary("signed floor integer division operation"),
        binary("arith.remui", None, false, fi::remui)
            .summary("unsigned integer division remainder operation"),
        binary("arith.remsi", None, false, fi::remsi)
            .summary("signed integer division remainder operation"),
        binary("arith.andi", None, true, fi::andi)
            .traits(OpTraits::IDEMPOTENT)
            .summary("integer binary and"),
        binary("arith.ori", None, true, fi::ori)
            .traits(OpTraits::IDEMPOTENT)
            .summary("integer binary or"),
        binary("arith.xori", None, true, fi::xori).summary("integer binary xor"),
        binary("arith.shli", Overflow, false, fi::shli).summary("integer left-shift"),
        binary("arith.shrui", Exact, false, fi::shrui).summary("unsigned integer right-shift"),
        binary("arith.shrsi", Exact, false, fi::shrsi).summary("signed integer right-shift"),
        binary("arith.maxsi", None, true, fi::maxsi).summary("signed integer maximum operation"),
        binary("arith.maxui", None, true, fi::maxui).summary("unsigned integer maximum operation"),
        binary("arith.minsi", None, true, fi::minsi).summary("signed integer minimum operation"),
        binary("arith.minui", None, true, fi::minui).summary("unsigned integer minimum operation"),
    ]
}

/// The floating-point binary ops and `negf`.
pub(crate) fn float_ops() -> Vec<OpSpec> {
    use Flags::FastMath;
    vec![
        binary("arith.addf", FastMath, true, ff::addf).summary("floating point addition operation"),
        binary("arith.subf", FastMath, false, ff::subf)
            .summary("floating point subtraction operation"),
        binary("arith.mulf", FastMath, true, ff::mulf)
            .summary("floating point multiplication operation"),
        binary("arith.divf", FastMath, false, ff::divf)
            .summary("floating point division operation"),
        binary("arith.remf", FastMath, false, ff::remf)
            .summary("floating point division remainder operation"),
        binary("arith.maximumf", FastMath, true, ff::maximumf)
            .summary("floating-point maximum operation"),
        binary("arith.maxnumf", FastMath, true, ff::maxnumf)
            .summary("floating-point maximum operation"),
        binary("arith.minimumf", FastMath, true, ff::minimumf)
            .summary("floating-point minimum operation"),
        binary("arith.minnumf", FastMath, true, ff::minnumf)
            .summary("floating-point minimum operation"),
        OpSpec::new("arith.negf")
            .summary("floating point negation")
            .operand("operand", c::FLOAT_LIKE)
            .result("result", c::FLOAT_LIKE)
            .default_attr("fastmath", fastmath::FASTMATH_ATTR, fastmath::none)
            .traits(
                OpTraits::PURE
                    | OpTraits::NO_MEMORY_EFFECT
                    | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE
                    | OpTraits::ELEMENTWISE,
            )
            .verifier(verify)
            .folder(ff::negf)
            .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    ]
}
