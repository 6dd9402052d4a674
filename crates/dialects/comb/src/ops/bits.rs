//! The bit-structure ops: `concat`, `extract`, `replicate`, `inv`, `parity`.

use strata_asm::MAX_INT_WIDTH;
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, Ident, OpDef, OpId, OpTraits, Type};
use strata_ods::{OpSpec, constraints as c};

use crate::fold::bits as fold;
use crate::ops::PURE;

fn width(ctx: &Context, t: Type) -> u64 {
    u64::from(t.int_width(ctx).unwrap_or(0))
}

/// `concat`'s result: an integer as wide as all inputs together.
fn infer_concat(
    ctx: &Context,
    operands: &[Type],
    _: &[(Ident, strata_ir::Attribute)],
) -> Result<Vec<Type>, String> {
    let total: u64 = operands.iter().map(|t| width(ctx, *t)).sum();
    match u32::try_from(total) {
        Ok(w) if w <= MAX_INT_WIDTH => Ok(vec![Type::int(ctx, w)]),
        _ => Err(format!(
            "the concatenation is {total} bits wide; integer bitwidth is limited to {MAX_INT_WIDTH} bits"
        )),
    }
}

fn verify_concat(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let total: u64 = body
        .operands(op)
        .map(|v| width(ctx, body.value_type(v)))
        .sum();
    let result = width(ctx, body.value_type(body.result(op, 0)));
    if total != result {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "ConcatOp requires operands total width to match type width. operands totalWidth is{total}, but concatOp type width is {result}"
            ),
        ));
    }
    Ok(())
}

/// The `lowBit` of an `extract`, as the unsigned 32-bit value CIRCT reads.
pub(crate) fn low_bit(ctx: &Context, body: &Body, op: OpId) -> u64 {
    body.attr(ctx, op, "lowBit")
        .and_then(|a| a.int_value(ctx))
        .map(|v| v.zext_value() & u64::from(u32::MAX))
        .unwrap_or(0)
}

fn verify_extract(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let src = width(ctx, body.value_type(body.operand(op, 0)));
    let dst = width(ctx, body.value_type(body.result(op, 0)));
    let low = low_bit(ctx, body, op);
    if low >= src || src - low < dst {
        return Err(op_error(ctx, body, op, "from bit too large for input"));
    }
    Ok(())
}

fn verify_replicate(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let src = width(ctx, body.value_type(body.operand(op, 0)));
    let dst = width(ctx, body.value_type(body.result(op, 0)));
    let message = if src == 0 {
        "replicate does not take zero bit integer"
    } else if dst < src {
        "replicate cannot shrink bitwidth of operand"
    } else if !dst.is_multiple_of(src) {
        "replicate must produce integer multiple of operand"
    } else {
        return Ok(());
    };
    Err(op_error(ctx, body, op, message))
}

/// `concat`, `extract`, `replicate`, `inv` and `parity`.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("comb.concat")
            .summary("Concatenate a variadic list of operands together.")
            .variadic_operand("inputs", c::SIGNLESS_INTEGER)
            .result("result", c::SIGNLESS_INTEGER)
            .traits(PURE)
            .infer_types(infer_concat)
            .verifier(verify_concat)
            .folder(fold::concat)
            .format("$inputs attr-dict `:` qualified(type($inputs))"),
        OpSpec::new("comb.extract")
            .summary("Extract a range of bits into a smaller value, lowBit specifies the lowest bit included.")
            .operand("input", c::SIGNLESS_INTEGER)
            .attr("lowBit", c::I32_ATTR)
            .result("result", c::SIGNLESS_INTEGER)
            .traits(PURE)
            .verifier(verify_extract)
            .folder(fold::extract)
            .format("$input `from` $lowBit attr-dict `:` functional-type($input, $result)"),
        OpSpec::new("comb.replicate")
            .summary("Concatenate the operand a constant number of times")
            .operand("input", c::SIGNLESS_INTEGER)
            .result("result", c::SIGNLESS_INTEGER)
            .traits(PURE)
            .verifier(verify_replicate)
            .folder(fold::replicate)
            .format("$input attr-dict `:` functional-type($input, $result)"),
        OpSpec::new("comb.inv")
            .optional_attr("twoState", c::UNIT_ATTR)
            .operand("input", c::SIGNLESS_INTEGER)
            .result("result", c::SIGNLESS_INTEGER)
            .traits(PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
            .folder(fold::inv)
            .format("(`bin` $twoState^)? $input attr-dict `:` qualified(type($input))"),
        OpSpec::new("comb.parity")
            .optional_attr("twoState", c::UNIT_ATTR)
            .operand("input", c::SIGNLESS_INTEGER)
            .result("result", c::I1)
            .traits(PURE)
            .folder(fold::parity)
            .format("(`bin` $twoState^)? $input attr-dict `:` qualified(type($input))"),
    ]
}
