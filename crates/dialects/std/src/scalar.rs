//! `std.cmpi` (string predicates in the custom form, an `i64` attribute
//! underneath) and `std.constant` (numbers, elements and function
//! references), with the dialect's constant materialization.

use smallvec::smallvec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::verifier::op_error;
use strata_ir::{
    AttrKind, Attribute, Body, Context, DiagResult, Ident, Location, NamedAttr, OpDef, OpId,
    OpTraits, OperationState, Type, TypeKind, Value,
};
use strata_ods::{OpSpec, constraints as c};
use strata_support::APInt;

use crate::types::i1_same_shape;

/// The `cmpi` predicate mnemonics, by their integer value.
pub const PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// `std.cmpi`.
pub(crate) fn cmpi() -> OpSpec {
    OpSpec::new("std.cmpi")
        .summary("integer comparison")
        .attr("predicate", c::I64_ATTR)
        .operand("lhs", c::SIGNLESS_INTEGER_LIKE)
        .operand("rhs", c::SIGNLESS_INTEGER_LIKE)
        .result("result", c::BOOL_LIKE)
        .traits(
            OpTraits::PURE
                | OpTraits::NO_MEMORY_EFFECT
                | OpTraits::SAME_TYPE_OPERANDS
                | OpTraits::ELEMENTWISE,
        )
        .custom_syntax(parse_cmpi, print_cmpi)
        .verifier(verify_cmpi)
        .folder(crate::delegate::folds_as!("arith.cmpi"))
        .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(crate::delegate::same_as!(
            "arith.cmpi"
        ))
}

fn parse_cmpi(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let tok = p.token();
    let mnemonic = match tok.kind {
        TokenKind::String => p.parse_string()?,
        TokenKind::BareIdent => {
            let s = p.tok_text().to_string();
            p.bump();
            s
        }
        _ => return Err(p.error("expected string comparison predicate")),
    };
    let Some(value) = PREDICATES.iter().position(|m| *m == mnemonic) else {
        return Err(p.error_at(tok, format!("unknown comparison predicate \"{mnemonic}\"")));
    };
    p.expect(TokenKind::Comma, "','")?;
    let lhs = p.parse_operand()?;
    p.expect(TokenKind::Comma, "','")?;
    let rhs = p.parse_operand()?;
    let mut entries = if p.kind() == TokenKind::LBrace {
        p.parse_dictionary_entries()?
    } else {
        Vec::new()
    };
    p.expect(TokenKind::Colon, "':'")?;
    let ty_tok = p.token();
    let ty = p.parse_type()?;
    state.operands.push(p.resolve_operand(&lhs, ty)?);
    state.operands.push(p.resolve_operand(&rhs, ty)?);
    let Some(result) = i1_same_shape(ctx, ty) else {
        return Err(p.error_at(ty_tok, "expected an integer-like type"));
    };
    state.result_types.push(result);
    let value = APInt::from_u64(64, value as u64);
    entries.push(NamedAttr {
        name: Ident::new(ctx, "predicate"),
        value: Attribute::integer(ctx, Type::int(ctx, 64), &value),
    });
    state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    Ok(())
}

/// The predicate of a `std.cmpi`, if valid.
pub fn predicate(ctx: &Context, body: &Body, op: OpId) -> Option<usize> {
    let v = body.attr(ctx, op, "predicate")?.int_value(ctx)?.to_i64()?;
    usize::try_from(v).ok().filter(|v| *v < PREDICATES.len())
}

fn print_cmpi(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    let mnemonic = predicate(p.ctx, body, op).map_or("eq", |i| PREDICATES[i]);
    p.write(" ");
    p.print_escaped_string(mnemonic.as_bytes());
    p.write(", ");
    p.print_operand(body.operand(op, 0));
    p.write(", ");
    p.print_operand(body.operand(op, 1));
    p.print_optional_attr_dict(op, &["predicate"]);
    p.write(" : ");
    p.print_type(body.value_type(body.operand(op, 0)));
}

fn verify_cmpi(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    if predicate(ctx, body, op).is_none() {
        return Err(op_error(
            ctx,
            body,
            op,
            "attribute 'predicate' failed to satisfy constraint: an integer in [0, 9]",
        ));
    }
    let lhs = body.value_type(body.operand(op, 0));
    if i1_same_shape(ctx, lhs) != Some(body.value_type(body.result(op, 0))) {
        return Err(op_error(
            ctx,
            body,
            op,
            "result type must be i1 of the operands' shape",
        ));
    }
    Ok(())
}

/// `std.constant`.
pub(crate) fn constant() -> OpSpec {
    OpSpec::new("std.constant")
        .summary("a constant number, elements or function reference")
        .attr("value", c::ANY_ATTR)
        .result("result", c::ANY_TYPE)
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::CONSTANT_LIKE)
        .custom_syntax(parse_constant, print_constant)
        .verifier(verify_constant)
        .symbol_uses(verify_constant_uses)
        .folder(|ctx, body, op, _| match body.attr(ctx, op, "value") {
            Some(a) => FoldOutcome::Results(smallvec![OpFoldResult::Attr(a)]),
            None => FoldOutcome::None,
        })
        .result_names(constant_names)
}

fn is_symbol(ctx: &Context, a: Attribute) -> bool {
    matches!(a.kind(ctx), AttrKind::SymbolRef { .. })
}

fn parse_constant(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let mut entries = if p.kind() == TokenKind::LBrace {
        p.parse_dictionary_entries()?
    } else {
        Vec::new()
    };
    let value = p.parse_attribute()?;
    let ty = match value.typed_value_type(ctx) {
        Some(t) if !is_symbol(ctx, value) => t,
        _ => {
            p.expect(TokenKind::Colon, "':'")?;
            p.parse_type()?
        }
    };
    state.result_types.push(ty);
    entries.push(NamedAttr {
        name: Ident::new(ctx, "value"),
        value,
    });
    state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    Ok(())
}

fn print_constant(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    p.print_optional_attr_dict(op, &["value"]);
    let Some(value) = body.attr(p.ctx, op, "value") else {
        return;
    };
    p.write(" ");
    p.print_attribute(value);
    if is_symbol(p.ctx, value) || value.typed_value_type(p.ctx).is_none() {
        p.write(" : ");
        p.print_type(body.value_type(body.result(op, 0)));
    }
}

fn verify_constant(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let ty = body.value_type(body.result(op, 0));
    let Some(value) = body.attr(ctx, op, "value") else {
        return Ok(());
    };
    let err = |m: String| Err(op_error(ctx, body, op, m));
    if is_symbol(ctx, value) {
        if !matches!(ty.kind(ctx), TypeKind::Function { .. }) {
            return err("requires 'value' to be a function reference for a function type".into());
        }
        return Ok(());
    }
    match value.typed_value_type(ctx) {
        Some(t) if t == ty => Ok(()),
        Some(t) => err(format!(
            "requires attribute's type ('{}') to match op's return type ('{}')",
            strata_asm::type_to_string(ctx, t),
            strata_asm::type_to_string(ctx, ty)
        )),
        None => err("unsupported 'value' attribute".into()),
    }
}

fn verify_constant_uses(
    ctx: &Context,
    body: &Body,
    op: OpId,
    table: &strata_ir::symbol_table::SymbolTable<'_>,
) -> DiagResult {
    let Some(value) = body.attr(ctx, op, "value") else {
        return Ok(());
    };
    let AttrKind::SymbolRef { root, .. } = value.kind(ctx) else {
        return Ok(());
    };
    let fn_ty = table
        .lookup(root.as_str(ctx))
        .and_then(|f| table.body().attr(ctx, f, "function_type"));
    let Some(fn_ty) = fn_ty else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("reference to undefined function '{}'", root.as_str(ctx)),
        ));
    };
    let result = body.value_type(body.result(op, 0));
    if fn_ty.type_value(ctx) != Some(result) {
        return Err(op_error(
            ctx,
            body,
            op,
            "reference to function with mismatched type",
        ));
    }
    Ok(())
}

/// `%c42_i32`, `%c7` (index), `%true`/`%false`, `%f` for functions,
/// `%cst` otherwise (arith.constant's names).
fn constant_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let result = body.result(op, 0);
    let ty = body.value_type(result);
    let value = body.attr(ctx, op, "value");
    if value.is_some_and(|v| is_symbol(ctx, v)) {
        set(result, "f");
        return;
    }
    let Some(AttrKind::Integer { value, .. }) = value.map(|a| a.kind(ctx)) else {
        set(result, "cst");
        return;
    };
    match ty.kind(ctx) {
        TypeKind::Integer { width: 1, .. } => {
            set(result, if value.is_zero() { "false" } else { "true" })
        }
        TypeKind::Integer { .. } => {
            let name = format!(
                "c{}_{}",
                value.to_string_signed(),
                strata_asm::type_to_string(ctx, ty)
            );
            set(result, &name);
        }
        _ => set(result, &format!("c{}", value.to_string_signed())),
    }
}

/// Creates a detached `std.constant` for a folded value: a number or
/// elements attribute of type `ty`, or a function reference.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let fits = match value.kind(ctx) {
        AttrKind::SymbolRef { .. } => matches!(ty.kind(ctx), TypeKind::Function { .. }),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. } => {
            value.typed_value_type(ctx) == Some(ty)
        }
        _ => false,
    };
    if !fits {
        return None;
    }
    let state = strata_ir::interfaces::make_state(
        ctx,
        loc,
        "std.constant",
        &[],
        &[ty],
        &[("value", value)],
    );
    Some(body.create_op(ctx, state))
}
