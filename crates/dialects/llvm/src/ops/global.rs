//! `llvm.mlir.global`: a global variable with an initializer attribute or
//! an initializer region; custom syntax and verifier.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::verifier::{op_error, op_plain_error};
use strata_ir::{
    AttrKind, Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, OperationState,
    StateRegions, Type, TypeKind,
};
use strata_ods::{OpSpec, constraints as c};

use super::func::{
    named, parse_linkage_and_visibility, parse_optional_comdat, parse_symbol_name,
    parse_unnamed_addr, print_global_keywords, print_optional_comdat,
};
use super::initializer::{Initialized, initializer_return, returned_type, verify_no_side_effects};
use crate::enums::{
    LINKAGE, LINKAGE_APPENDING, LINKAGE_ATTR, LINKAGE_COMMON, linkage_external, zero_i32, zero_i64,
};
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
    parse_linkage_and_visibility(p, &mut props);
    if p.eat_keyword("thread_local") {
        props.push(named(ctx, "thread_local_", Attribute::unit(ctx)));
    }
    parse_unnamed_addr(p, &mut props);
    if p.eat_keyword("constant") {
        props.push(named(ctx, "constant", Attribute::unit(ctx)));
    }
    parse_symbol_name(p, &mut props)?;
    p.expect(TokenKind::LParen, "'('")?;
    let mut value = None;
    if p.kind() != TokenKind::RParen {
        let v = p.parse_attribute()?;
        props.push(named(ctx, "value", v));
        value = Some(v);
    }
    p.expect(TokenKind::RParen, "')'")?;
    parse_optional_comdat(p, &mut props)?;
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
    print_global_keywords(p, op);
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
    print_optional_comdat(p, op);
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

/// The value type of a global.
pub fn global_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    body.attr(ctx, op, "global_type")?.type_value(ctx)
}

fn verify(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let Some(ty) = global_type(ctx, body, op) else {
        return Ok(());
    };
    if !types::is_valid_global_type(ctx, ty) {
        return error("expects type to be a valid element type for an LLVM global".into());
    }
    let value = body.attr(ctx, op, "value");
    if let Some(AttrKind::String { bytes, .. }) = value.map(|v| v.kind(ctx)) {
        let i8_array = types::array_parts(ctx, ty)
            .is_some_and(|(elem, n)| elem == Type::int(ctx, 8) && n == bytes.len() as u64);
        if !i8_array {
            return error(
                "requires an i8 array type of the length equal to that of the string".into(),
            );
        }
    }
    if let Some((name, _, _)) = types::target_ext_parts(ctx, ty) {
        // Only SPIR-V's target types may live in globals (upstream's
        // `CanBeGlobal` property).
        if !name.starts_with("spirv.") {
            return error("this target extension type cannot be used in a global".into());
        }
        if value.is_some() {
            return error(
                "global with target extension type can only be initialized with zero-initializer"
                    .into(),
            );
        }
    }
    match body
        .attr(ctx, op, "linkage")
        .and_then(|a| LINKAGE.value(ctx, a))
    {
        Some(LINKAGE_COMMON) if value.is_some_and(|v| !is_zero_attribute(ctx, v)) => {
            return error("expected zero value for 'common' linkage".into());
        }
        Some(LINKAGE_APPENDING) if types::array_parts(ctx, ty).is_none() => {
            return error("expected array type for 'appending' linkage".into());
        }
        _ => {}
    }
    let alignment = body
        .attr(ctx, op, "alignment")
        .and_then(|a| a.int_value(ctx))
        .map(|v| v.zext_value());
    if alignment.is_some_and(|a| !a.is_power_of_two()) {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            "alignment attribute is not a power of 2",
        ));
    }
    Ok(())
}

/// The initializer returns a value of the global's type, has no effect,
/// and the global has no initial value besides.
fn verify_region(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    if initializer_return(ctx, body, op).is_none() {
        return Ok(());
    }
    let Some(returned) = returned_type(ctx, body, op) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "initializer region cannot return void",
        ));
    };
    if let Some(ty) = global_type(ctx, body, op)
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
    verify_no_side_effects(ctx, body, op, Initialized::Global)?;
    if body.attr(ctx, op, "value").is_some() {
        return Err(op_error(
            ctx,
            body,
            op,
            "cannot have both initializer value and region",
        ));
    }
    Ok(())
}

/// Upstream's `isZeroAttribute`: an integer or float zero, or elements
/// (dense, sparse or an array) that are all zero.
fn is_zero_attribute(ctx: &Context, attr: Attribute) -> bool {
    match attr.kind(ctx) {
        AttrKind::Integer { .. } => attr.int_value(ctx).is_some_and(|v| v.is_zero()),
        AttrKind::Float { .. } => attr.float_value(ctx).is_some_and(|v| v.is_zero()),
        AttrKind::Array(items) => items.iter().all(|a| is_zero_attribute(ctx, *a)),
        AttrKind::Sparse { values, .. } => is_zero_attribute(ctx, *values),
        AttrKind::DenseElements { ty, data, .. } => {
            let element = ty.element_type(ctx).unwrap_or(*ty);
            match element.kind(ctx) {
                TypeKind::Integer { .. } => data.iter().all(|b| *b == 0),
                TypeKind::Float(sem) => {
                    let bits = sem.bit_width() as usize;
                    let bytes = bits.div_ceil(8);
                    // A zero of either sign: every bit but the sign bit is clear.
                    data.chunks(bytes).all(|chunk| {
                        chunk.iter().enumerate().all(|(i, b)| {
                            let sign = if (bits - 1) / 8 == i {
                                1u8 << ((bits - 1) % 8)
                            } else {
                                0
                            };
                            b & !sign == 0
                        })
                    })
                }
                _ => false,
            }
        }
        _ => false,
    }
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
        .traits(OpTraits::SYMBOL | OpTraits::ISOLATED_FROM_ABOVE)
        .implicit_terminator("llvm.return")
        .custom_syntax(parse, print)
        .verifier(verify)
        .region_verifier(verify_region)
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
