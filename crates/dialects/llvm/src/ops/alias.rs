//! `llvm.mlir.alias`: another name for a global value, whose address an
//! initializer region computes; custom syntax and verifiers.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::verifier::op_error;
use strata_ir::{
    Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, OperationState, StateRegions,
};
use strata_ods::{OpSpec, constraints as c};

use super::func::{
    named, parse_linkage_and_visibility, parse_symbol_name, parse_unnamed_addr,
    print_global_keywords, verify_linkage_among,
};
use super::initializer::{Initialized, returned_type, verify_no_side_effects};
use crate::enums::{
    LINKAGE_ATTR, LINKAGE_AVAILABLE_EXTERNALLY, LINKAGE_EXTERNAL, LINKAGE_INTERNAL,
    LINKAGE_LINKONCE, LINKAGE_LINKONCE_ODR, LINKAGE_PRIVATE, LINKAGE_WEAK, LINKAGE_WEAK_ODR,
    linkage_external, zero_i64,
};
use crate::types;

/// Properties the syntax spells out rather than the attribute dictionary.
const ELIDED: &[&str] = &[
    "sym_name",
    "alias_type",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
];

/// `linkage? visibility? thread_local? unnamed_addr? @name attr-dict : type region`.
fn parse(_def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let mut props = Vec::new();
    parse_linkage_and_visibility(p, &mut props);
    if p.eat_keyword("thread_local") {
        props.push(named(ctx, "thread_local_", Attribute::unit(ctx)));
    }
    parse_unnamed_addr(p, &mut props);
    parse_symbol_name(p, &mut props)?;
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    }
    p.expect(TokenKind::Colon, "':'")?;
    let ty = p.parse_type()?;
    props.push(named(ctx, "alias_type", Attribute::type_attr(ctx, ty)));
    let region = p.parse_region(&[], false)?;
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    Ok(())
}

fn print(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    p.write(" ");
    print_global_keywords(p, op);
    let name = strata_ir::symbol_table::symbol_name(ctx, body, op)
        .unwrap_or("")
        .to_string();
    p.print_symbol_name(&name);
    p.print_optional_attr_dict(op, ELIDED);
    p.write(" : ");
    if let Some(t) = body
        .attr(ctx, op, "alias_type")
        .and_then(|a| a.type_value(ctx))
    {
        p.print_type(t);
    }
    p.write(" ");
    // Upstream omits the initializer's block arguments, which makes text
    // that does not parse; they are printed when there are any.
    p.print_op_region(op, 0, true, true, false);
}

/// The aliased type and the linkages LLVM IR's verifier allows.
fn verify(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let valid_type = body
        .attr(ctx, op, "alias_type")
        .and_then(|a| a.type_value(ctx))
        .is_none_or(|t| types::is_valid_global_type(ctx, t));
    if !valid_type {
        return Err(op_error(
            ctx,
            body,
            op,
            "expects type to be a valid element type for an LLVM global alias",
        ));
    }
    verify_linkage_among(
        ctx,
        body,
        op,
        &[
            LINKAGE_PRIVATE,
            LINKAGE_INTERNAL,
            LINKAGE_AVAILABLE_EXTERNALLY,
            LINKAGE_LINKONCE,
            LINKAGE_WEAK,
            LINKAGE_LINKONCE_ODR,
            LINKAGE_WEAK_ODR,
            LINKAGE_EXTERNAL,
        ],
        |keyword| {
            format!(
                "'{keyword}' linkage not supported in aliases, available options: private, \
                 internal, linkonce, weak, linkonce_odr, weak_odr, external or \
                 available_externally"
            )
        },
    )
}

/// The initializer ends in `llvm.return` of a pointer and has no effect.
fn verify_region(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let returns_pointer =
        returned_type(ctx, body, op).is_some_and(|t| types::ptr_address_space(ctx, t).is_some());
    if !returns_pointer {
        return Err(op_error(
            ctx,
            body,
            op,
            "initializer region must always return a pointer",
        ));
    }
    verify_no_side_effects(ctx, body, op, Initialized::Alias)
}

/// The address space of the pointer an alias's initializer returns (0
/// when it returns none).
pub fn alias_address_space(ctx: &Context, body: &Body, op: OpId) -> u32 {
    returned_type(ctx, body, op)
        .and_then(|t| types::ptr_address_space(ctx, t))
        .unwrap_or(0)
}

/// The declaration of `llvm.mlir.alias`.
pub(crate) fn spec() -> OpSpec {
    OpSpec::new("llvm.mlir.alias")
        .attr("alias_type", c::TYPE_ATTR)
        .attr("sym_name", c::STR_ATTR)
        .default_attr("linkage", LINKAGE_ATTR, linkage_external)
        .optional_attr("dso_local", c::UNIT_ATTR)
        .optional_attr("thread_local_", c::UNIT_ATTR)
        .default_attr("unnamed_addr", c::I64_ATTR, zero_i64)
        .default_attr("visibility_", c::I64_ATTR, zero_i64)
        .sized_region("initializer", 1)
        .traits(OpTraits::SYMBOL | OpTraits::ISOLATED_FROM_ABOVE)
        .implicit_terminator("llvm.return")
        .custom_syntax(parse, print)
        .verifier(verify)
        .region_verifier(verify_region)
}
