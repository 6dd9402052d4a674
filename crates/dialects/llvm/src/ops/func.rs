//! `llvm.func`: its custom syntax (linkage, visibility, calling convention,
//! signature with argument/result attributes and varargs, `attributes`,
//! body or declaration) and verifier.

use smallvec::SmallVec;
use strata_asm::function_signature::{
    FunctionArguments, attrs_array, dict_at, parse_arg_attrs, parse_function_arguments,
    print_function_arguments,
};
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::verifier::op_error;
use strata_ir::{
    AttrKind, Attribute, Body, Context, DiagResult, Ident, NamedAttr, OpDef, OpId, OpTraits,
    OperationState, StateRegions, Type,
};
use strata_ods::{OpSpec, constraints as c};

use crate::enums::{
    CCONV, CCONV_ATTR, LINKAGE, LINKAGE_ATTR, LINKAGE_COMMON, LINKAGE_EXTERN_WEAK,
    LINKAGE_EXTERNAL, cconv_c, linkage_external, zero_i64,
};
use crate::types;

/// Attributes printed by the signature syntax rather than the `attributes` dictionary.
const SIGNATURE_ATTRS: &[&str] = &[
    "sym_name",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "linkage",
    "CConv",
    "visibility_",
    "unnamed_addr",
    "comdat",
];

/// `visibility_` values.
const VISIBILITY: &[(&str, i64)] = &[("hidden", 1), ("protected", 2)];
/// `unnamed_addr` values.
const UNNAMED_ADDR: &[(&str, i64)] = &[("local_unnamed_addr", 1), ("unnamed_addr", 2)];

/// The property `n` = `value`, as the custom parsers collect them.
pub(super) fn named(ctx: &Context, n: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: Ident::new(ctx, n),
        value,
    }
}

fn eat_keyword_of(p: &mut Parser<'_>, table: &[(&str, i64)]) -> Option<i64> {
    let v = table
        .iter()
        .find(|(k, _)| p.kind() == TokenKind::BareIdent && p.tok_text() == *k)
        .map(|(_, v)| *v)?;
    p.bump();
    Some(v)
}

/// Parses the prefix keywords shared by `llvm.func` and `llvm.mlir.global`:
/// linkage, visibility, unnamed_addr; pushes their properties.
pub(crate) fn parse_linkage_prefix(p: &mut Parser<'_>, props: &mut Vec<NamedAttr>) {
    parse_linkage_and_visibility(p, props);
    parse_unnamed_addr(p, props);
}

/// Parses the `@name` of a symbol; pushes the `sym_name` property.
pub(crate) fn parse_symbol_name(p: &mut Parser<'_>, props: &mut Vec<NamedAttr>) -> ParseResult<()> {
    if p.kind() != TokenKind::AtIdent {
        return Err(p.custom_op_error("expected valid '@'-identifier for symbol name"));
    }
    if let AttrKind::SymbolRef { root, .. } = p.parse_symbol_ref()?.kind(p.ctx) {
        props.push(named(
            p.ctx,
            "sym_name",
            Attribute::string(p.ctx, root.as_str(p.ctx)),
        ));
    }
    Ok(())
}

/// Parses an optional linkage keyword (`external` when absent) and an
/// optional visibility keyword; pushes their properties.
pub(crate) fn parse_linkage_and_visibility(p: &mut Parser<'_>, props: &mut Vec<NamedAttr>) {
    let ctx = p.ctx;
    let mut linkage = linkage_external(ctx);
    if p.kind() == TokenKind::BareIdent
        && let Some(v) = LINKAGE.symbolize(p.tok_text())
    {
        p.bump();
        linkage = LINKAGE.attr(ctx, v);
    }
    props.push(named(ctx, "linkage", linkage));
    let vis = eat_keyword_of(p, VISIBILITY).unwrap_or(0);
    props.push(named(ctx, "visibility_", crate::enums::i64_attr(ctx, vis)));
}

/// Parses an optional `unnamed_addr` or `local_unnamed_addr`; pushes the
/// `unnamed_addr` property.
pub(crate) fn parse_unnamed_addr(p: &mut Parser<'_>, props: &mut Vec<NamedAttr>) {
    let ctx = p.ctx;
    let ua = eat_keyword_of(p, UNNAMED_ADDR).unwrap_or(0);
    props.push(named(ctx, "unnamed_addr", crate::enums::i64_attr(ctx, ua)));
}

/// Checks that `op`'s linkage is one of `allowed`; else the error is
/// `message` of the linkage's keyword.
pub(crate) fn verify_linkage_among(
    ctx: &Context,
    body: &Body,
    op: OpId,
    allowed: &[i64],
    message: impl Fn(&str) -> String,
) -> DiagResult {
    match body
        .attr(ctx, op, "linkage")
        .and_then(|a| LINKAGE.value(ctx, a))
    {
        Some(linkage) if !allowed.contains(&linkage) => {
            let keyword = LINKAGE.stringify(linkage).unwrap_or_default();
            Err(op_error(ctx, body, op, message(&keyword)))
        }
        _ => Ok(()),
    }
}

/// Prints the keywords before the symbol name of a global or an alias:
/// the linkage (`external` too), visibility, `thread_local` and
/// `unnamed_addr`.
pub(crate) fn print_global_keywords(p: &mut Printer<'_>, op: OpId) {
    print_explicit_linkage_and_visibility(p, op);
    if p.body().attr(p.ctx, op, "thread_local_").is_some() {
        p.write("thread_local ");
    }
    print_unnamed_addr(p, op);
}

/// Prints the linkage, `external` included, and the visibility keyword.
pub(crate) fn print_explicit_linkage_and_visibility(p: &mut Printer<'_>, op: OpId) {
    let linkage = p
        .body()
        .attr(p.ctx, op, "linkage")
        .and_then(|a| LINKAGE.value(p.ctx, a));
    if linkage.is_none_or(|v| v == LINKAGE_EXTERNAL) {
        p.write("external ");
    }
    print_linkage_and_visibility(p, op);
}

/// Parses an optional `comdat(@group::@selector)`; pushes the `comdat`
/// property.
pub(crate) fn parse_optional_comdat(
    p: &mut Parser<'_>,
    props: &mut Vec<NamedAttr>,
) -> ParseResult<()> {
    if p.eat_keyword("comdat") {
        p.expect(TokenKind::LParen, "'('")?;
        props.push(named(p.ctx, "comdat", p.parse_symbol_ref()?));
        p.expect(TokenKind::RParen, "')'")?;
    }
    Ok(())
}

/// Prints ` comdat(@group::@selector)` if the op names a comdat.
pub(crate) fn print_optional_comdat(p: &mut Printer<'_>, op: OpId) {
    if let Some(c) = p.body().attr(p.ctx, op, "comdat") {
        p.write(" comdat(");
        p.print_attribute(c);
        p.write(")");
    }
}

/// Prints the linkage (unless `external`), visibility and unnamed_addr keywords.
pub(crate) fn print_linkage_prefix(p: &mut Printer<'_>, op: OpId) {
    print_linkage_and_visibility(p, op);
    print_unnamed_addr(p, op);
}

/// Prints the linkage (unless `external`) and visibility keywords.
pub(crate) fn print_linkage_and_visibility(p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    if let Some(v) = body
        .attr(ctx, op, "linkage")
        .and_then(|a| LINKAGE.value(ctx, a))
        && v != LINKAGE_EXTERNAL
        && let Some(s) = LINKAGE.stringify(v)
    {
        p.write(&s);
        p.write(" ");
    }
    print_keyword_of(p, op, "visibility_", VISIBILITY);
}

/// Prints the `unnamed_addr` keyword, if any.
pub(crate) fn print_unnamed_addr(p: &mut Printer<'_>, op: OpId) {
    print_keyword_of(p, op, "unnamed_addr", UNNAMED_ADDR);
}

/// Prints the keyword of `table` that the integer property `name` holds.
fn print_keyword_of(p: &mut Printer<'_>, op: OpId, name: &str, table: &[(&str, i64)]) {
    let ctx = p.ctx;
    let v = p
        .body()
        .attr(ctx, op, name)
        .and_then(|a| a.int_value(ctx))
        .map_or(0, |v| v.sext_value());
    if let Some((k, _)) = table.iter().find(|(_, x)| *x == v) {
        p.write(k);
        p.write(" ");
    }
}

fn parse(_def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let mut props: Vec<NamedAttr> = Vec::new();
    parse_linkage_prefix(p, &mut props);
    let mut cconv = cconv_c(ctx);
    if p.kind() == TokenKind::BareIdent
        && let Some(v) = CCONV.symbolize(p.tok_text())
    {
        p.bump();
        cconv = CCONV.attr(ctx, v);
    }
    props.push(named(ctx, "CConv", cconv));
    let name_tok = p.token();
    parse_symbol_name(p, &mut props)?;
    let FunctionArguments {
        args,
        types: arg_types,
        attrs: arg_attrs,
        named: has_names,
        variadic: vararg,
    } = parse_function_arguments(p, true)?;
    let mut result = types::void(ctx);
    let mut result_attrs: Vec<Attribute> = Vec::new();
    if p.eat(TokenKind::Arrow) {
        if p.eat(TokenKind::LParen) {
            // `-> ()` declares no result, as mlir-opt reads it.
            if !p.eat(TokenKind::RParen) {
                result = p.parse_type()?;
                result_attrs.push(parse_arg_attrs(p)?);
                p.expect(TokenKind::RParen, "')'")?;
            }
        } else {
            result = p.parse_type()?;
        }
    }
    const CONSTRUCT: &str = "failed to construct function type: expected LLVM type for function";
    if !arg_types.iter().all(|t| types::is_compatible(ctx, *t)) {
        return Err(p.custom_op_error_at(name_tok, format!("{CONSTRUCT} arguments")));
    }
    if !types::is_void(ctx, result) && !types::is_compatible(ctx, result) {
        let shown = strata_asm::type_to_string(ctx, result);
        return Err(p.custom_op_error_at(name_tok, format!("{CONSTRUCT} results'{shown}'")));
    }
    props.push(named(
        ctx,
        "function_type",
        Attribute::type_attr(ctx, types::func(ctx, result, &arg_types, vararg)),
    ));
    if let Some(a) = attrs_array(ctx, &arg_attrs) {
        props.push(named(ctx, "arg_attrs", a));
    }
    if let Some(a) = attrs_array(ctx, &result_attrs) {
        props.push(named(ctx, "res_attrs", a));
    }
    parse_optional_comdat(p, &mut props)?;
    if p.eat_keyword("attributes") {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    }
    if p.kind() == TokenKind::LBrace {
        if has_names == Some(false) {
            return Err(p.error("expected SSA identifier"));
        }
        let region = p.parse_region(&args, false)?;
        state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    } else {
        state.regions = StateRegions::Local(SmallVec::from_slice(&[p.create_empty_region()]));
    }
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    Ok(())
}

/// The `!llvm.func` type of an `llvm.func`.
pub fn function_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    body.attr(ctx, op, "function_type")?.type_value(ctx)
}

fn print(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    p.write(" ");
    print_linkage_prefix(p, op);
    if let Some(v) = body
        .attr(ctx, op, "CConv")
        .and_then(|a| CCONV.value(ctx, a))
        && v != 0
        && let Some(s) = CCONV.stringify(v)
    {
        p.write(&s);
        p.write(" ");
    }
    let name = strata_ir::symbol_table::symbol_name(ctx, body, op)
        .unwrap_or("")
        .to_string();
    p.print_symbol_name(&name);
    let (result, inputs, vararg) = function_type(ctx, body, op)
        .and_then(|t| types::func_parts(ctx, t))
        .unwrap_or((types::void(ctx), Vec::new(), false));
    let external = body
        .op_regions(op)
        .1
        .first()
        .is_none_or(|r| body.op_regions(op).0.region_blocks(*r).next().is_none());
    print_function_arguments(p, op, &inputs, vararg, external);
    let body = p.body();
    if !types::is_void(ctx, result) {
        p.write(" -> ");
        let attrs = dict_at(ctx, body, op, "res_attrs", 0);
        if attrs.is_empty() {
            p.print_type(result);
        } else {
            p.write("(");
            p.print_type(result);
            p.print_attr_entries(&attrs, false);
            p.write(")");
        }
    }
    print_optional_comdat(p, op);
    p.print_optional_attr_dict_with_keyword(op, SIGNATURE_ATTRS);
    if !external {
        p.write(" ");
        p.print_op_region(op, 0, false, true, false);
    }
}

fn verify(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some((_, inputs, _)) = function_type(ctx, body, op).and_then(|t| types::func_parts(ctx, t))
    else {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires attribute 'function_type'",
        ));
    };
    let linkage = body
        .attr(ctx, op, "linkage")
        .and_then(|a| LINKAGE.value(ctx, a))
        .unwrap_or(LINKAGE_EXTERNAL);
    let (rbody, regions) = body.op_regions(op);
    let Some(entry) = regions.first().and_then(|r| rbody.entry_block(*r)) else {
        if linkage != LINKAGE_EXTERNAL && linkage != LINKAGE_EXTERN_WEAK {
            return Err(op_error(
                ctx,
                body,
                op,
                "external functions must have 'external' or 'extern_weak' linkage",
            ));
        }
        return Ok(());
    };
    if linkage == LINKAGE_EXTERN_WEAK || linkage == LINKAGE_COMMON {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "functions cannot have '{}' linkage",
                LINKAGE.stringify(linkage).unwrap_or_default()
            ),
        ));
    }
    let args = rbody.block_args(entry);
    if args.len() != inputs.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (a, t)) in args.iter().zip(inputs.iter()).enumerate() {
        let at = rbody.value_type(*a);
        if at != *t {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    strata_asm::type_to_string(ctx, at),
                    strata_asm::type_to_string(ctx, *t)
                ),
            ));
        }
    }
    Ok(())
}

/// The check upstream makes once the body is verified: the arguments of
/// the entry block (one per parameter) have LLVM-compatible types.
fn verify_regions(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let params = function_type(ctx, body, op)
        .and_then(|t| types::func_parts(ctx, t))
        .map_or(0, |(_, inputs, _)| inputs.len());
    let (rbody, regions) = body.op_regions(op);
    let Some(entry) = regions.first().and_then(|r| rbody.entry_block(*r)) else {
        return Ok(());
    };
    for (i, a) in rbody.block_args(entry).iter().take(params).enumerate() {
        if !types::is_compatible(ctx, rbody.value_type(*a)) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!("entry block argument #{i} is not of LLVM type"),
            ));
        }
    }
    Ok(())
}

/// The declaration of `llvm.func`.
pub(crate) fn spec() -> OpSpec {
    let mut spec = OpSpec::new("llvm.func")
        .attr("sym_name", c::STR_ATTR)
        .optional_attr("sym_visibility", c::STR_ATTR)
        .attr("function_type", c::TYPE_ATTR)
        .default_attr("linkage", LINKAGE_ATTR, linkage_external)
        .default_attr("CConv", CCONV_ATTR, cconv_c)
        .default_attr("visibility_", c::I64_ATTR, zero_i64)
        .default_attr("unnamed_addr", c::I64_ATTR, zero_i64)
        .optional_attr("arg_attrs", c::DICT_ARRAY_ATTR)
        .optional_attr("res_attrs", c::DICT_ARRAY_ATTR)
        .optional_attr("personality", c::FLAT_SYMBOL_REF_ATTR)
        .optional_attr("garbageCollector", c::STR_ATTR)
        .optional_attr("passthrough", c::ARRAY_ATTR)
        .optional_attr("section", c::STR_ATTR)
        .optional_attr("alignment", c::I64_ATTR)
        .optional_attr("target_cpu", c::STR_ATTR)
        .optional_attr("target_features", c::ANY_ATTR)
        .optional_attr("frame_pointer", c::ANY_ATTR)
        .optional_attr("memory_effects", c::ANY_ATTR)
        .optional_attr("comdat", c::SYMBOL_REF_ATTR)
        .optional_attr("vscale_range", c::ANY_ATTR)
        .optional_attr("reciprocal_estimates", c::STR_ATTR)
        .optional_attr("prefer_vector_width", c::STR_ATTR)
        .optional_attr("instrument_function_entry", c::STR_ATTR)
        .optional_attr("instrument_function_exit", c::STR_ATTR)
        .optional_attr("denormal_fpenv", c::ANY_ATTR)
        .optional_attr("fp_contract", c::STR_ATTR)
        .optional_attr("tune_cpu", c::STR_ATTR)
        .optional_attr("function_entry_count", c::I64_ATTR);
    for flag in [
        "dso_local",
        "always_inline",
        "no_inline",
        "inline_hint",
        "optimize_none",
        "no_unwind",
        "will_return",
        "convergent",
        "arm_streaming",
        "no_signed_zeros_fp_math",
        "no_infs_fp_math",
        "no_nans_fp_math",
        "unsafe_fp_math",
        "approx_func_fp_math",
        "no_caller_saved_registers",
        "nocallback",
        "modular_format",
        "use_sample_profile",
    ] {
        spec = spec.optional_attr(flag, c::UNIT_ATTR);
    }
    spec.region("body")
        .traits(
            OpTraits::ISOLATED_FROM_ABOVE
                | OpTraits::SYMBOL
                | OpTraits::AUTOMATIC_ALLOCATION_SCOPE
                | OpTraits::AFFINE_SCOPE,
        )
        .callable(0)
        .custom_syntax(parse, print)
        .verifier(verify)
        .region_verifier(verify_regions)
        .symbol_uses(super::global::verify_comdat_use)
}
