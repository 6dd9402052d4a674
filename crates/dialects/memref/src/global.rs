//! `memref.global` and `memref.get_global`.

use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::{
    AttrKind, Attribute, Body, Context, DiagResult, Ident, NamedAttr, OpDef, OpId, OpTraits,
    OperationState, Type,
};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints::{ALIGNMENT, MEMREF_TYPE_ATTR, STATIC_MEMREF};
use crate::util::{err, ranked, result_type, ty_str};
use crate::{GetGlobalOp, GlobalOp};

/// `memref.global`.
pub(crate) fn global() -> OpSpec {
    OpSpec::new(GlobalOp::NAME)
        .summary("declare or define a global memref variable")
        .attr("sym_name", c::SYMBOL_NAME_ATTR)
        .optional_attr("sym_visibility", c::STR_ATTR)
        .attr("type", MEMREF_TYPE_ATTR)
        .optional_attr("initial_value", c::ANY_ATTR)
        .optional_attr("constant", c::UNIT_ATTR)
        .optional_attr("alignment", ALIGNMENT)
        .traits(OpTraits::SYMBOL)
        .custom_syntax(parse_global, print_global)
        .verifier(verify_global)
}

/// The tensor type matching a memref type (the type of its initial value).
fn tensor_of(ctx: &Context, ty: Type) -> Option<Type> {
    let (shape, element, ..) = ranked(ctx, ty)?;
    Some(Type::ranked_tensor(ctx, shape, element, None))
}

/// True for elements attributes (dense, dense resource, sparse, ...).
fn is_elements(ctx: &Context, a: Attribute) -> bool {
    matches!(
        a.kind(ctx),
        AttrKind::DenseElements { .. }
            | AttrKind::DenseStrings { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    )
}

fn parse_global(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let mut props = Vec::new();
    let mut add = |name: &str, value: Attribute| {
        props.push(NamedAttr {
            name: Ident::new(ctx, name),
            value,
        })
    };
    if p.kind() == TokenKind::String {
        let vis = p.parse_string()?;
        add("sym_visibility", Attribute::string(ctx, &vis));
    }
    if p.eat_keyword("constant") {
        add("constant", Attribute::unit(ctx));
    }
    let name_tok = p.token();
    if name_tok.kind != TokenKind::AtIdent {
        return Err(p.error("expected valid '@'-identifier for symbol name"));
    }
    let sym = p.parse_symbol_ref()?;
    let name = match sym.kind(ctx) {
        AttrKind::SymbolRef { root, .. } => root.as_str(ctx).to_string(),
        _ => String::new(),
    };
    add("sym_name", Attribute::string(ctx, &name));
    p.expect(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    if !(ranked(ctx, ty).is_some() && ty.has_static_shape(ctx)) {
        return Err(p.error_at_loc(
            state.loc,
            format!(
                "custom op '{}' type should be static shaped memref, but got '{}'",
                GlobalOp::NAME,
                ty_str(ctx, ty)
            ),
        ));
    }
    add("type", Attribute::type_attr(ctx, ty));
    if p.eat(TokenKind::Equal) {
        if p.eat_keyword("uninitialized") {
            add("initial_value", Attribute::unit(ctx));
        } else {
            let value = p.parse_attribute_of_type(tensor_of(ctx, ty))?;
            if !is_elements(ctx, value) {
                return Err(p.error_at_loc(
                    state.loc,
                    format!(
                        "custom op '{}' initial value should be a unit or elements attribute",
                        GlobalOp::NAME
                    ),
                ));
            }
            add("initial_value", value);
        }
    }
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        if !entries.is_empty() {
            state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
        }
    }
    Ok(())
}

fn print_global(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    if let Some(AttrKind::String { .. }) = body.attr(ctx, op, "sym_visibility").map(|a| a.kind(ctx))
        && let Some(v) = body.attr(ctx, op, "sym_visibility")
    {
        p.write(" ");
        p.print_attribute(v);
    }
    if body.attr(ctx, op, "constant").is_some() {
        p.write(" constant");
    }
    p.write(" ");
    if let Some(name) = strata_ir::symbol_table::symbol_name(ctx, body, op) {
        p.print_symbol_name(name);
    }
    p.write(" : ");
    if let Some(AttrKind::Type(t)) = body.attr(ctx, op, "type").map(|a| a.kind(ctx)) {
        p.print_type(*t);
    }
    if let Some(init) = body.attr(ctx, op, "initial_value") {
        p.write(" = ");
        if matches!(init.kind(ctx), AttrKind::Unit) {
            p.write("uninitialized");
        } else {
            p.print_attribute_without_type(init);
        }
    }
    p.print_optional_attr_dict(
        op,
        &[
            "sym_name",
            "sym_visibility",
            "constant",
            "type",
            "initial_value",
        ],
    );
}

fn verify_global(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(AttrKind::Type(ty)) = body.attr(ctx, op, "type").map(|a| a.kind(ctx)) else {
        return Ok(());
    };
    let ty = *ty;
    if !ty.has_static_shape(ctx) {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "type should be static shaped memref, but got '{}'",
                ty_str(ctx, ty)
            ),
        ));
    }
    let Some(init) = body.attr(ctx, op, "initial_value") else {
        return Ok(());
    };
    if matches!(init.kind(ctx), AttrKind::Unit) {
        return Ok(());
    }
    let Some(init_ty) = init
        .typed_value_type(ctx)
        .filter(|t| t.shape(ctx).is_some())
    else {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "initial value should be a unit or elements attribute, but got {}",
                strata_asm::attr_to_string(ctx, init)
            ),
        ));
    };
    if let Some(expected) = tensor_of(ctx, ty)
        && init_ty != expected
    {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "initial value expected to be of type '{}', but was of type '{}'",
                ty_str(ctx, expected),
                ty_str(ctx, init_ty)
            ),
        ));
    }
    Ok(())
}

/// `memref.get_global`.
pub(crate) fn get_global() -> OpSpec {
    OpSpec::new(GetGlobalOp::NAME)
        .summary("get the memref pointing to a global variable")
        .attr("name", c::FLAT_SYMBOL_REF_ATTR)
        .result("result", STATIC_MEMREF)
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT)
        .format("$name `:` type($result) attr-dict")
        .symbol_uses(verify_get_global_uses)
}

fn verify_get_global_uses(
    ctx: &Context,
    body: &Body,
    op: OpId,
    table: &SymbolTable<'_>,
) -> DiagResult {
    let Some(name_attr) = body.attr(ctx, op, "name") else {
        return Ok(());
    };
    let name = match name_attr.kind(ctx) {
        AttrKind::SymbolRef { root, .. } => root.as_str(ctx).to_string(),
        _ => String::new(),
    };
    let global = table
        .resolve(ctx, name_attr)
        .filter(|(b, g)| b.op_name(*g).as_str(ctx) == GlobalOp::NAME);
    let Some((gbody, g)) = global else {
        return Err(err(
            ctx,
            body,
            op,
            format!("'{name}' does not reference a valid global memref"),
        ));
    };
    let result = result_type(body, op, 0);
    if let Some(AttrKind::Type(gty)) = gbody.attr(ctx, g, "type").map(|a| a.kind(ctx))
        && *gty != result
    {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "result type '{}' does not match type '{}' of the global memref @{name}",
                ty_str(ctx, result),
                ty_str(ctx, *gty)
            ),
        ));
    }
    Ok(())
}
