//! The variadic bitwise and arithmetic ops: `add`, `and`, `mul`, `nand`,
//! `nor`, `or`, `xnor`, `xor`, each `(bin)? %a, %b, ... : iN`.

use strata_ir::dialect::FoldHook;
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits};
use strata_ods::{OpSpec, constraints as c};

use crate::fold::variadic as fold;
use crate::ops::PURE;

/// `UTVariadicOp`'s check: at least one input.
fn verify_nonempty(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    match body.num_operands(op) {
        0 => Err(op_error(
            ctx,
            body,
            op,
            "expected 1 or more operands, but found 0",
        )),
        _ => Ok(()),
    }
}

fn variadic(name: &'static str, commutative: bool, fold: FoldHook) -> OpSpec {
    let mut traits = PURE | OpTraits::SAME_TYPE_OPERANDS | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE;
    if commutative {
        traits = traits | OpTraits::COMMUTATIVE;
    }
    OpSpec::new(name)
        .optional_attr("twoState", c::UNIT_ATTR)
        .variadic_operand("inputs", c::SIGNLESS_INTEGER)
        .result("result", c::SIGNLESS_INTEGER)
        .traits(traits)
        .verifier(verify_nonempty)
        .folder(fold)
        .format("(`bin` $twoState^)? $inputs attr-dict `:` qualified(type($result))")
}

/// The eight variadic ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        variadic("comb.add", true, fold::add),
        variadic("comb.and", true, fold::and),
        variadic("comb.mul", true, fold::mul),
        variadic("comb.nand", false, fold::nand),
        variadic("comb.nor", false, fold::nor),
        variadic("comb.or", true, fold::or),
        variadic("comb.xnor", false, fold::xnor),
        variadic("comb.xor", true, fold::xor),
    ]
}
