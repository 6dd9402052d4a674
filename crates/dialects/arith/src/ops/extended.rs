//! The extended-precision ops: `addui_extended`, `mulsi_extended`,
//! `mului_extended`.

use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits, Value};
use strata_ods::{OpSpec, constraints as c};

use crate::checks::verify_elementwise;
use crate::fold::extended as fold;

fn verify(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    verify_elementwise(ctx, body, op)
}

const TRAITS: OpTraits = OpTraits::PURE
    .union(OpTraits::NO_MEMORY_EFFECT)
    .union(OpTraits::COMMUTATIVE)
    .union(OpTraits::ELEMENTWISE);

fn names(first: &'static str, second: &'static str) -> strata_asm::NameHook {
    match (first, second) {
        ("sum", _) => |_, body: &Body, op, set: &mut dyn FnMut(Value, &str)| {
            set(body.result(op, 0), "sum");
            set(body.result(op, 1), "overflow");
        },
        _ => |_, body: &Body, op, set: &mut dyn FnMut(Value, &str)| {
            set(body.result(op, 0), "low");
            set(body.result(op, 1), "high");
        },
    }
}

fn mul_extended(
    name: &'static str,
    summary: &'static str,
    f: strata_ir::dialect::FoldHook,
) -> OpSpec {
    OpSpec::new(name)
        .summary(summary)
        .operand("lhs", c::SIGNLESS_INTEGER_LIKE)
        .operand("rhs", c::SIGNLESS_INTEGER_LIKE)
        .result("low", c::SIGNLESS_INTEGER_LIKE)
        .result("high", c::SIGNLESS_INTEGER_LIKE)
        .all_types_match(&["lhs", "rhs", "low", "high"])
        .traits(TRAITS)
        .verifier(verify)
        .folder(f)
        .result_names(names("low", "high"))
        .format("$lhs `,` $rhs attr-dict `:` type($lhs)")
}

/// The extended-precision ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("arith.addui_extended")
            .summary("extended unsigned integer addition operation returning sum and overflow bit")
            .operand("lhs", c::SIGNLESS_INTEGER_LIKE)
            .operand("rhs", c::SIGNLESS_INTEGER_LIKE)
            .result("sum", c::SIGNLESS_INTEGER_LIKE)
            .result("overflow", c::BOOL_LIKE)
            .all_types_match(&["lhs", "rhs", "sum"])
            .traits(TRAITS)
            .verifier(verify)
            .folder(fold::addui_extended)
            .result_names(names("sum", "overflow"))
            .format("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"),
        mul_extended(
            "arith.mulsi_extended",
            "extended signed integer multiplication operation",
            fold::mulsi_extended,
        ),
        mul_extended(
            "arith.mului_extended",
            "extended unsigned integer multiplication operation",
            fold::mului_extended,
        ),
    ]
}
