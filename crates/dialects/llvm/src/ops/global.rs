//! `llvm.mlir.global`: a global variable with an initializer attribute or
//! an initializer region; custom syntax and verifier.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::verifier::{op_error, op_plain_error};
use strata_ir::{
    AttrKind, Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, OperationState,
    StateRegions, Type,
};
use strata_ods::{OpSpec, constraints as c};

use super::func::{named, parse_linkage_prefix, print_linkage_prefix};
use crate::enums::{LINKAGE, LINKAGE_ATTR, linkage_external, zero_i32, zero_i64};
use crate::types;

const ELIDED: &[&str] = &[
    "sym_name",
    "global_type",
    "constant",
    "value",
    "linkage",
    "unnamed_addr",
    "thread_local_",
    "visibility_",
    "comdat",
];

fn parse(_def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let start = p.current_loc();
    let mut props = Vec::new();
    parse_linkage_prefix(p, &mut props);
    if p.eat_keyword("thread_local") {
        props.push(named(ctx, "thread_local_", Attribute::unit(ctx)));
        // unnamed_addr may follow thread_local.
        props.retain(|e| e.name.as_str(ctx) != "unnamed_addr");
        let ua = if p.eat_keyword("local_unnamed_addr") {
            1
        } else if p.eat_keyword("unnamed_addr") {
            2
        } else {
            0
        };
        props.push(named(ctx, "unnamed_addr", crate::enums::i64_attr(ctx, ua)));
    }
    if p.eat_keyword("constant") {
        props.push(named(ctx, "constant", Attribute::unit(ctx)));
    }
    if p.kind() != TokenKind::AtIdent {
        return Err(p.error("expected valid '@'-identifier for symbol name"));
    }
    let name = p.parse_symbol_ref()?;
    if let AttrKind::SymbolRef { root, .. } = name.kind(ctx) {
        props.push(named(
            ctx,
            "sym_name",
            Attribute::string(ctx, root.as_str(ctx)),
        ));
    }
    p.expect(TokenKind::LParen, "'('")?;
    let mut value = None;
    if p.kind() != TokenKind::RParen {
        let v = p.parse_attribute()?;
        props.push(named(ctx, "value", v));
        value = Some(v);
    }
    p.expect(TokenKind::RParen, "')'")?;
    if p.eat_keyword("comdat") {
        p.expect(TokenKind::LParen, "'('")?;
        props.push(named(ctx, "comdat", p.parse_symbol_ref()?));
        p.expect(TokenKind::RParen, "')'")?;
    }
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    }
    let ty = if p.eat(TokenKind::Colon) {
        let ty = p.parse_type()?;
        if p.kind() == TokenKind::Comma {
            return Err(p.error_at_loc(start, "expected zero or one type"));
        }
        ty
    } else {
        match value.map(|v| v.kind(ctx)) {
            Some(AttrKind::String { bytes, .. }) => {
                types::array(ctx, Type::int(ctx, 8), bytes.len() as u64)
            }
            _ => {
                return Err(p.error_at_loc(start, "type can only be omitted for string globals"));
            }
        }
    };
    props.push(named(ctx, "global_type", Attribute::type_attr(ctx, ty)));
    let region = if p.kind() == TokenKind::LBrace {
        p.parse_region(&[], false)?
    } else {
        p.create_empty_region()
    };
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    Ok(())
}

fn print(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    p.write(" ");
    let linkage = body
        .attr(ctx, op, "linkage")
        .and_then(|a| LINKAGE.value(ctx, a))
        .unwrap_or(crate::enums::LINKAGE_EXTERNAL);
    if linkage == 10 {
        p.write("external ");
    }
    let thread_local = body.attr(ctx, op, "thread_local_").is_some();
    if thread_local {
        print_linkage_prefix_no_unnamed(p, op);
        p.write("thread_local ");
        print_unnamed(p, op);
    } else {
        print_linkage_prefix(p, op);
    }
    if body.attr(ctx, op, "constant").is_some() {
        p.write("constant ");
    }
    let name = strata_ir::symbol_table::symbol_name(ctx, body, op)
        .unwrap_or("")
        .to_string();
    p.print_symbol_name(&name);
    p.write("(");
    let value = body.attr(ctx, op, "value");
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.write(")");
    if let Some(c) = body.attr(ctx, op, "comdat") {
        p.write(" comdat(");
        p.print_attribute(c);
        p.write(")");
    }
    p.print_optional_attr_dict(op, ELIDED);
    if matches!(value.map(|v| v.kind(ctx)), Some(AttrKind::String { .. })) {
        return;
    }
    p.write(" : ");
    if let Some(t) = body
        .attr(ctx, op, "global_type")
        .and_then(|a| a.type_value(ctx))
    {
        p.print_type(t);
    }
    let (rbody, regions) = body.op_regions(op);
    if regions
        .first()
        .is_some_and(|r| rbody.region_blocks(*r).next().is_some())
    {
        p.write(" ");
        // Upstream omits the initializer's block arguments, which makes
        // text that does not parse; they are printed when there are any.
        p.print_op_region(op, 0, true, true, false);
    }
}

fn print_linkage_prefix_no_unnamed(p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    if let Some(v) = body
        .attr(ctx, op, "linkage")
        .and_then(|a| LINKAGE.value(ctx, a))
        && v != 10
        && let Some(s) = LINKAGE.stringify(v)
    {
        p.write(&s);
        p.write(" ");
    }
    match body
        .attr(ctx, op, "visibility_")
        .and_then(|a| a.int_value(ctx))
        .map(|v| v.sext_value())
    {
        Some(1) => p.write("hidden "),
        Some(2) => p.write("protected "),
        _ => {}
    }
}

fn print_unnamed(p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    match p
        .body()
        .attr(ctx, op, "unnamed_addr")
        .and_then(|a| a.int_value(ctx))
        .map(|v| v.sext_value())
    {
        Some(1) => p.write("local_unnamed_addr "),
        Some(2) => p.write("unnamed_addr "),
        _ => {}
    }
}

/// The value type of a global.
pub fn global_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    body.attr(ctx, op, "global_type")?.type_value(ctx)
}

fn verify(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (rbody, regions) = body.op_regions(op);
    let has_region = regions
        .first()
        .is_some_and(|r| rbody.region_blocks(*r).next().is_some());
    let value = body.attr(ctx, op, "value");
    if has_region && value.is_some() {
        return Err(op_error(
            ctx,
            body,
            op,
            "cannot have both initializer value and region",
        ));
    }
    let Some(ty) = global_type(ctx, body, op) else {
        return Ok(());
    };
    if let Some((name, _, _)) = types::target_ext_parts(ctx, ty) {
        // Only SPIR-V's target types may live in globals (upstream's
        // `CanBeGlobal` property).
        if !name.starts_with("spirv.") {
            return Err(op_error(
                ctx,
                body,
                op,
                "this target extension type cannot be used in a global",
            ));
        }
    }
    if types::target_ext_parts(ctx, ty).is_some() && value.is_some() {
        return Err(op_error(
            ctx,
            body,
            op,
            "global with target extension type can only be initialized with zero-initializer",
        ));
    }
    if let Some(AttrKind::String { bytes, .. }) = value.map(|v| v.kind(ctx)) {
        let i8_array = types::array_parts(ctx, ty)
            .is_some_and(|(elem, n)| elem == Type::int(ctx, 8) && n == bytes.len() as u64);
        if !i8_array {
            return Err(op_error(
                ctx,
                body,
                op,
                "requires an i8 array type of the length equal to that of the string",
            ));
        }
    }
    if has_region
        && let Some(returned) = initializer_type(ctx, body, op)
        && returned != ty
    {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "initializer region type '{}' does not match global type '{}'",
                strata_asm::type_to_string(ctx, returned),
                strata_asm::type_to_string(ctx, ty)
            ),
        ));
    }
    Ok(())
}

/// The type of the value the initializer region's `llvm.return` yields.
fn initializer_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    let (rbody, regions) = body.op_regions(op);
    let block = rbody.region_blocks(*regions.first()?).last()?;
    let ret = rbody.block_ops(block).last()?;
    if rbody.op_name(ret).as_str(ctx) != "llvm.return" || rbody.num_operands(ret) != 1 {
        return None;
    }
    Some(rbody.value_type(rbody.operand(ret, 0)))
}

/// An `i32` attribute holding a value of at least 0 (an address space).
pub(crate) const NON_NEGATIVE_I32_ATTR: c::AttrConstraint = c::AttrConstraint {
    description: "32-bit signless integer attribute whose value is non-negative",
    check: |ctx, a| {
        (c::I32_ATTR.check)(ctx, a) && a.int_value(ctx).is_some_and(|v| v.sext_value() >= 0)
    },
    syntax: c::I32_ATTR.syntax,
};

/// The declaration of `llvm.mlir.global`.
pub(crate) fn spec() -> OpSpec {
    let mut spec = OpSpec::new("llvm.mlir.global")
        .attr("global_type", c::TYPE_ATTR)
        .optional_attr("constant", c::UNIT_ATTR)
        .attr("sym_name", c::STR_ATTR)
        .default_attr("linkage", LINKAGE_ATTR, linkage_external)
        .optional_attr("value", c::ANY_ATTR)
        .optional_attr("alignment", c::I64_ATTR)
        .default_attr("addr_space", NON_NEGATIVE_I32_ATTR, zero_i32)
        .default_attr("unnamed_addr", c::I64_ATTR, zero_i64)
        .optional_attr("section", c::STR_ATTR)
        .default_attr("visibility_", c::I64_ATTR, zero_i64)
        .optional_attr("comdat", c::SYMBOL_REF_ATTR)
        .optional_attr("dbg_exprs", c::ARRAY_ATTR);
    for flag in ["dso_local", "thread_local_", "externally_initialized"] {
        spec = spec.optional_attr(flag, c::UNIT_ATTR);
    }
    spec.region("initializer")
        .traits(OpTraits::SYMBOL | OpTraits::ISOLATED_FROM_ABOVE | OpTraits::SINGLE_BLOCK)
        .custom_syntax(parse, print)
        .verifier(verify)
        .symbol_uses(verify_comdat_use)
}

/// Upstream's symbol-use check of a global's or function's `comdat`: it
/// names an `llvm.comdat_selector` (nested in an `llvm.comdat`).
pub(crate) fn verify_comdat_use(
    ctx: &Context,
    body: &Body,
    op: OpId,
    table: &SymbolTable<'_>,
) -> DiagResult {
    let Some(reference) = body.attr(ctx, op, "comdat") else {
        return Ok(());
    };
    let selector = table
        .resolve(ctx, reference)
        .is_some_and(|(b, s)| b.op_name(s).as_str(ctx) == "llvm.comdat_selector");
    if selector {
        Ok(())
    } else {
        Err(op_plain_error(ctx, body, op, "expected comdat symbol"))
    }
}
