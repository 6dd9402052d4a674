//! `arith.select`, with its hand-written syntax
//! `%c, %t, %f attr-dict : [cond-type ,] type`.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer, type_to_string};
use strata_ir::verifier::op_error;
use strata_ir::{
    Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, OperationState, Type, Value,
};
use strata_ods::{OpSpec, constraints as c};

use crate::checks::{i1_same_shape, verify_elementwise};
use crate::fold::select as fold;

fn parse(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let at = p.current_loc();
    let first = p.token();
    let mut operands = SmallVec::<[_; 3]>::new();
    operands.push(p.parse_operand()?);
    while p.eat(TokenKind::Comma) {
        operands.push(p.parse_operand()?);
    }
    if operands.len() != 3 {
        return Err(p.error_at(first, "custom op 'arith.select' expected 3 operands"));
    }
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(p.ctx, &entries));
    }
    p.expect(TokenKind::Colon, "':'")?;
    let mut ty = p.parse_type()?;
    let mut cond = Type::int(p.ctx, 1);
    if p.eat(TokenKind::Comma) {
        cond = ty;
        ty = p.parse_type()?;
    }
    p.resolve_operands(&operands, &[cond, ty, ty], at, &mut state.operands)?;
    state.result_types.push(ty);
    Ok(())
}

fn print(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    let operands: SmallVec<[Value; 3]> = body.operands(op).collect();
    p.write(" ");
    p.print_operands(operands.iter().copied());
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    if let Some(cond) = operands.first().map(|v| body.value_type(*v))
        && cond.is_shaped(p.ctx)
    {
        p.print_type(cond);
        p.write(", ");
    }
    p.print_type(body.value_type(body.result(op, 0)));
}

/// The trait predicate: an `i1` condition, or a shaped one whose shape
/// (ignoring element type, container kind and encoding) is the result's.
fn condition_matches_shape(ctx: &Context, cond: Type, result: Type) -> bool {
    if cond.is_signless_int(ctx, 1) {
        return true;
    }
    match (cond.shape(ctx), result.shape(ctx)) {
        (Some(a), Some(b)) => a == b,
        (None, None) => cond.is_shaped(ctx) && result.is_shaped(ctx),
        _ => false,
    }
}

fn verify(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let cond = body.value_type(body.operand(op, 0));
    let result = body.value_type(body.result(op, 0));
    if !condition_matches_shape(ctx, cond, result) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    verify_elementwise(ctx, body, op)?;
    let expected = i1_same_shape(ctx, result);
    if !cond.is_signless_int(ctx, 1) && cond != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                type_to_string(ctx, expected),
                type_to_string(ctx, cond)
            ),
        ));
    }
    Ok(())
}

/// The `arith.select` declaration.
pub(crate) fn spec() -> OpSpec {
    OpSpec::new("arith.select")
        .summary("select operation")
        .operand("condition", c::BOOL_LIKE)
        .operand("true_value", c::ANY_TYPE)
        .operand("false_value", c::ANY_TYPE)
        .result("result", c::ANY_TYPE)
        .all_types_match(&["true_value", "false_value", "result"])
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::ELEMENTWISE)
        .custom_syntax(parse, print)
        .verifier(verify)
        .folder(fold::select)
}
