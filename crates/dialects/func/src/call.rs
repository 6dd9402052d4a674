//! `func.call`, `func.call_indirect` and `func.constant`: syntax and checks
//! against the callee.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer, type_to_string};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::verifier::op_error;
use strata_ir::{
    AttrKind, Body, Context, DiagResult, OpDef, OpId, OperationName, OperationState, Type, Value,
};

use super::func_op::function_type;

fn types_to_string(ctx: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|t| format!("'{}'", type_to_string(ctx, *t)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The `func.func` a symbol reference attribute of `op` points to.
fn callee<'a>(
    ctx: &Context,
    body: &Body,
    op: OpId,
    attr: &str,
    table: &SymbolTable<'a>,
) -> Option<(&'a Body, OpId)> {
    let reference = body.attr(ctx, op, attr)?;
    let (fbody, f) = table.resolve(ctx, reference)?;
    (fbody.op_name(f) == OperationName::new(ctx, "func.func")).then_some((fbody, f))
}

fn symbol_text(ctx: &Context, body: &Body, op: OpId, attr: &str) -> String {
    match body.attr(ctx, op, attr).map(|a| a.kind(ctx)) {
        Some(AttrKind::SymbolRef { root, .. }) => root.as_str(ctx).to_string(),
        _ => String::new(),
    }
}

/// Checks a `func.call` against the signature of its callee.
pub(crate) fn verify_call_uses(
    ctx: &Context,
    body: &Body,
    op: OpId,
    table: &SymbolTable<'_>,
) -> DiagResult {
    let Some((fbody, f)) = callee(ctx, body, op, "callee", table) else {
        let name = symbol_text(ctx, body, op, "callee");
        return Err(op_error(
            ctx,
            body,
            op,
            format!("'{name}' does not reference a valid function"),
        ));
    };
    let Some((inputs, results)) = function_type(ctx, fbody, f) else {
        return Ok(());
    };
    if inputs.len() != body.num_operands(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "incorrect number of operands for callee",
        ));
    }
    for (i, (v, t)) in body.operands(op).zip(inputs.iter()).enumerate() {
        let vt = body.value_type(v);
        if vt != *t {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_to_string(ctx, *t),
                    type_to_string(ctx, vt)
                ),
            ));
        }
    }
    if results.len() != body.num_results(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "incorrect number of results for callee",
        ));
    }
    let actual: SmallVec<[Type; 2]> = body.results(op).map(|v| body.value_type(v)).collect();
    if let Some(i) = actual.iter().zip(results.iter()).position(|(a, b)| a != b) {
        let loc = body.op_loc(op);
        return Err(
            op_error(ctx, body, op, format!("result type mismatch at index {i}"))
                .with_note(
                    loc,
                    format!("      op result types: {}", types_to_string(ctx, &actual)),
                )
                .with_note(
                    loc,
                    format!("function result types: {}", types_to_string(ctx, &results)),
                ),
        );
    }
    Ok(())
}

/// Checks that a `func.constant` names a function of its result type.
pub(crate) fn verify_constant_uses(
    ctx: &Context,
    body: &Body,
    op: OpId,
    table: &SymbolTable<'_>,
) -> DiagResult {
    let name = symbol_text(ctx, body, op, "value");
    let Some((fbody, f)) = callee(ctx, body, op, "value", table) else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("reference to undefined function '{name}'"),
        ));
    };
    let expected = fbody
        .attr(ctx, f, "function_type")
        .and_then(|a| a.type_value(ctx));
    if expected != Some(body.value_type(body.result(op, 0))) {
        return Err(op_error(
            ctx,
            body,
            op,
            "reference to function with mismatched type",
        ));
    }
    Ok(())
}

/// Names the result of `func.constant` `%f`, as upstream does.
pub(crate) fn constant_result_name(
    _ctx: &Context,
    body: &Body,
    op: OpId,
    set: &mut dyn FnMut(Value, &str),
) {
    set(body.result(op, 0), "f");
}

/// Parses `%callee(%args) attr-dict : (inputs) -> results`.
pub(crate) fn parse_call_indirect(
    _def: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let callee = p.parse_operand()?;
    let at = p.current_loc();
    let mut args = SmallVec::<[_; 4]>::new();
    p.parse_delimited_list(TokenKind::LParen, TokenKind::RParen, "call operands", |p| {
        args.push(p.parse_operand()?);
        Ok(())
    })?;
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(strata_ir::Attribute::dictionary_sorted(p.ctx, &entries));
    }
    p.expect(TokenKind::Colon, "':'")?;
    let ty_tok = p.token();
    let fn_ty = p.parse_type()?;
    let Some((inputs, results)) = fn_ty.function_parts(p.ctx) else {
        return Err(p.error_at(ty_tok, "expected function type"));
    };
    let (inputs, results): (SmallVec<[Type; 4]>, SmallVec<[Type; 2]>) =
        (SmallVec::from_slice(inputs), SmallVec::from_slice(results));
    let callee = p.resolve_operand(&callee, fn_ty)?;
    state.operands.push(callee);
    p.resolve_operands(&args, &inputs, at, &mut state.operands)?;
    state.result_types.extend(results);
    Ok(())
}

/// Prints `%callee(%args) attr-dict : type`.
pub(crate) fn print_call_indirect(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    let Some((&callee, args)) = operands.split_first() else {
        return;
    };
    p.write(" ");
    p.print_operand(callee);
    p.write("(");
    p.print_operands(args.iter().copied());
    p.write(")");
    p.print_optional_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(body.value_type(callee));
}

/// Checks the operands and results of `func.call_indirect` against the callee type.
pub(crate) fn verify_call_indirect(
    _def: &OpDef,
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> DiagResult {
    let Some(callee) = body.operands(op).next() else {
        return Ok(());
    };
    let Some((inputs, results)) = body.value_type(callee).function_parts(ctx) else {
        return Ok(());
    };
    if inputs.len() + 1 != body.num_operands(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "incorrect number of operands for callee",
        ));
    }
    for (i, (v, t)) in body.operands(op).skip(1).zip(inputs.iter()).enumerate() {
        if body.value_type(v) != *t {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    type_to_string(ctx, *t),
                    type_to_string(ctx, body.value_type(v))
                ),
            ));
        }
    }
    if results.len() != body.num_results(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "incorrect number of results for callee",
        ));
    }
    Ok(())
}
