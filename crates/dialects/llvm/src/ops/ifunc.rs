//! `llvm.mlir.ifunc`: an indirect function whose address a resolver
//! function returns at load time; custom syntax and verifiers.

use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::verifier::op_error;
use strata_ir::{Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, OperationState};
use strata_ods::{OpSpec, constraints as c};

use super::func::{
    function_type, named, parse_linkage_prefix, parse_symbol_name,
    print_explicit_linkage_and_visibility, print_unnamed_addr, verify_linkage_among,
};
use super::global::NON_NEGATIVE_I32_ATTR;
use crate::enums::{
    LINKAGE, LINKAGE_ATTR, LINKAGE_AVAILABLE_EXTERNALLY, LINKAGE_EXTERNAL, LINKAGE_INTERNAL,
    LINKAGE_LINKONCE, LINKAGE_LINKONCE_ODR, LINKAGE_PRIVATE, LINKAGE_WEAK, LINKAGE_WEAK_ODR,
    linkage_external, zero_i32, zero_i64,
};
use crate::types;

/// Properties the syntax spells out rather than the attribute dictionary.
const ELIDED: &[&str] = &[
    "sym_name",
    "i_func_type",
    "resolver",
    "resolver_type",
    "linkage",
    "visibility_",
    "unnamed_addr",
];

/// `linkage? visibility? unnamed_addr? @name : type, type @resolver attr-dict`.
fn parse(_def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let mut props = Vec::new();
    parse_linkage_prefix(p, &mut props);
    parse_symbol_name(p, &mut props)?;
    p.expect(TokenKind::Colon, "':'")?;
    let i_func_type = p.parse_type()?;
    props.push(named(
        ctx,
        "i_func_type",
        Attribute::type_attr(ctx, i_func_type),
    ));
    p.expect(TokenKind::Comma, "','")?;
    let resolver_type = p.parse_type()?;
    props.push(named(
        ctx,
        "resolver_type",
        Attribute::type_attr(ctx, resolver_type),
    ));
    if p.kind() != TokenKind::AtIdent {
        // Any other attribute is of the wrong kind, as upstream.
        let start = p.token();
        p.parse_attribute()?;
        return Err(p.custom_op_error_at(start, "invalid kind of attribute specified"));
    }
    props.push(named(ctx, "resolver", p.parse_symbol_ref()?));
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    }
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    Ok(())
}

fn print(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    p.write(" ");
    print_explicit_linkage_and_visibility(p, op);
    print_unnamed_addr(p, op);
    let name = strata_ir::symbol_table::symbol_name(ctx, body, op)
        .unwrap_or("")
        .to_string();
    p.print_symbol_name(&name);
    p.write(" : ");
    for (i, key) in ["i_func_type", "resolver_type"].into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if let Some(t) = body.attr(ctx, op, key).and_then(|a| a.type_value(ctx)) {
            p.print_type(t);
        }
    }
    p.write(" ");
    if let Some(r) = body.attr(ctx, op, "resolver") {
        p.print_attribute(r);
    }
    let default_space = body
        .attr(ctx, op, "address_space")
        .is_none_or(|a| a.int_value(ctx).is_some_and(|v| v.sext_value() == 0));
    if default_space {
        let mut elided = ELIDED.to_vec();
        elided.push("address_space");
        p.print_optional_attr_dict(op, &elided);
    } else {
        p.print_optional_attr_dict(op, ELIDED);
    }
}

/// The linkages an ifunc may have (those of LLVM IR's verifier).
fn verify(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    verify_linkage_among(
        ctx,
        body,
        op,
        &[
            LINKAGE_PRIVATE,
            LINKAGE_INTERNAL,
            LINKAGE_LINKONCE,
            LINKAGE_WEAK,
            LINKAGE_LINKONCE_ODR,
            LINKAGE_WEAK_ODR,
            LINKAGE_EXTERNAL,
        ],
        |keyword| {
            format!(
                "'{keyword}' linkage not supported in ifuncs, available options: private, \
                 internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage"
            )
        },
    )
}

/// The resolver is a function defined here that returns a pointer of the
/// ifunc's address space.
fn verify_uses(ctx: &Context, body: &Body, op: OpId, table: &SymbolTable<'_>) -> DiagResult {
    let error = |message: &str| Err(op_error(ctx, body, op, message));
    let Some(reference) = body.attr(ctx, op, "resolver") else {
        return Ok(());
    };
    let Some((fbody, f)) = table
        .resolve(ctx, reference)
        .filter(|(b, f)| b.op_name(*f).as_str(ctx) == "llvm.func")
    else {
        return error("must have a function resolver");
    };
    let declaration = fbody.isolated_body(f).is_none_or(|inner| {
        inner
            .root_regions()
            .first()
            .is_none_or(|r| inner.region_blocks(*r).next().is_none())
    });
    let available_externally = fbody
        .attr(ctx, f, "linkage")
        .and_then(|a| LINKAGE.value(ctx, a))
        == Some(LINKAGE_AVAILABLE_EXTERNALLY);
    if declaration || available_externally {
        return error("resolver must be a definition");
    }
    let returns_pointer = function_type(ctx, fbody, f)
        .and_then(|t| types::func_parts(ctx, t))
        .is_some_and(|(result, _, _)| types::ptr_address_space(ctx, result).is_some());
    if !returns_pointer {
        return error("resolver must return a pointer");
    }
    let space = body
        .attr(ctx, op, "address_space")
        .and_then(|a| a.int_value(ctx))
        .map_or(0, |v| v.sext_value());
    let resolver_space = body
        .attr(ctx, op, "resolver_type")
        .and_then(|a| a.type_value(ctx))
        .and_then(|t| types::ptr_address_space(ctx, t));
    if resolver_space.is_none_or(|s| i64::from(s) != space) {
        return error("resolver has incorrect type");
    }
    Ok(())
}

/// The declaration of `llvm.mlir.ifunc`.
pub(crate) fn spec() -> OpSpec {
    OpSpec::new("llvm.mlir.ifunc")
        .attr("sym_name", c::STR_ATTR)
        .attr("i_func_type", c::TYPE_ATTR)
        .attr("resolver", c::FLAT_SYMBOL_REF_ATTR)
        .attr("resolver_type", c::TYPE_ATTR)
        .default_attr("linkage", LINKAGE_ATTR, linkage_external)
        .optional_attr("dso_local", c::UNIT_ATTR)
        .default_attr("address_space", NON_NEGATIVE_I32_ATTR, zero_i32)
        .default_attr("unnamed_addr", c::I64_ATTR, zero_i64)
        .default_attr("visibility_", c::I64_ATTR, zero_i64)
        .traits(OpTraits::SYMBOL | OpTraits::ISOLATED_FROM_ABOVE)
        .custom_syntax(parse, print)
        .verifier(verify)
        .symbol_uses(verify_uses)
}
