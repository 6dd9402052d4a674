//! The `custom<...>` directives of the LLVM dialect's assembly formats.

use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::verifier::op_plain_error;
use strata_ir::{AttrKind, Attribute, Body, Context, DiagResult, OpDef, OpId, Value};
use strata_ods::dense_i32_values;
use strata_ods::format::{CustomDirective, CustomSlot, CustomValue};

use crate::enums::{GEP_INBOUNDS, GEP_NUSW, GEP_NUW, OVERFLOW_NSW, OVERFLOW_NUW, i32_attr};

/// The marker of a dynamic index in `rawConstantIndices`.
pub const GEP_DYNAMIC_INDEX: i32 = i32::MIN;

fn attr_arg(args: &[CustomValue], i: usize) -> Option<Attribute> {
    match args.get(i) {
        Some(CustomValue::Attr(a)) => *a,
        _ => None,
    }
}

fn int_arg(p: &Printer<'_>, args: &[CustomValue], i: usize) -> i64 {
    attr_arg(args, i)
        .and_then(|a| a.int_value(p.ctx))
        .map(|v| v.sext_value())
        .unwrap_or(0)
}

fn set_attr(slots: &mut [CustomSlot<'_>], i: usize, value: Attribute) {
    if let Some(CustomSlot::Attr(out)) = slots.get_mut(i) {
        *out = Some(value);
    }
}

/// `overflow<nsw, nuw>` (nothing when no flag is set), stored as an `i32`.
pub const OVERFLOW_FLAGS: CustomDirective = CustomDirective {
    name: "OverflowFlags",
    parse: parse_overflow,
    print: print_overflow,
};

fn parse_overflow<'a>(p: &mut Parser<'a>, slots: &mut [CustomSlot<'a>]) -> ParseResult<()> {
    let mut flags = 0;
    if p.eat_keyword("overflow") {
        p.expect(TokenKind::Less, "'<'")?;
        loop {
            flags |= match p.tok_text() {
                "nsw" => OVERFLOW_NSW,
                "nuw" => OVERFLOW_NUW,
                "none" => 0,
                _ => return Err(p.error("expected overflow flag")),
            };
            p.bump();
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::Greater, "'>'")?;
    }
    set_attr(slots, 0, i32_attr(p.ctx, flags));
    Ok(())
}

fn print_overflow(p: &mut Printer<'_>, args: &[CustomValue]) {
    let flags = int_arg(p, args, 0);
    if flags == 0 {
        return;
    }
    let mut names = Vec::new();
    if flags & OVERFLOW_NSW != 0 {
        names.push("nsw");
    }
    if flags & OVERFLOW_NUW != 0 {
        names.push("nuw");
    }
    p.write(&format!(" overflow<{}>", names.join(", ")));
}

/// The no-wrap flags of `llvm.getelementptr` (`inbounds|nuw`), before the base.
pub const GEP_FLAGS: CustomDirective = CustomDirective {
    name: "GEPFlags",
    parse: parse_gep_flags,
    print: print_gep_flags,
};

fn gep_keyword(text: &str) -> Option<i64> {
    match text {
        "inbounds" => Some(GEP_INBOUNDS),
        "inbounds_flag" => Some(1),
        "nusw" => Some(GEP_NUSW),
        "nuw" => Some(GEP_NUW),
        "none" => Some(0),
        _ => None,
    }
}

fn parse_gep_flags<'a>(p: &mut Parser<'a>, slots: &mut [CustomSlot<'a>]) -> ParseResult<()> {
    let mut flags = 0;
    if p.kind() == TokenKind::BareIdent
        && let Some(f) = gep_keyword(p.tok_text())
    {
        flags |= f;
        p.bump();
        while p.eat(TokenKind::VerticalBar) {
            match gep_keyword(p.tok_text()) {
                Some(f) => flags |= f,
                None => return Err(p.error("expected GEP no-wrap flag")),
            }
            p.bump();
        }
    }
    set_attr(slots, 0, i32_attr(p.ctx, flags));
    Ok(())
}

fn print_gep_flags(p: &mut Printer<'_>, args: &[CustomValue]) {
    let mut flags = int_arg(p, args, 0);
    let mut names = Vec::new();
    if flags & GEP_INBOUNDS == GEP_INBOUNDS {
        names.push("inbounds");
        flags &= !GEP_INBOUNDS;
    }
    for (bit, name) in [(1, "inbounds_flag"), (GEP_NUSW, "nusw"), (GEP_NUW, "nuw")] {
        if flags & bit != 0 {
            names.push(name);
        }
    }
    if !names.is_empty() {
        p.write(&format!(" {}", names.join("|")));
    }
}

/// `[%i, 1]`: GEP indices, dynamic (SSA values) and constant (`i32`).
pub const GEP_INDICES: CustomDirective = CustomDirective {
    name: "GEPIndices",
    parse: parse_gep_indices,
    print: print_gep_indices,
};

fn parse_gep_indices<'a>(p: &mut Parser<'a>, slots: &mut [CustomSlot<'a>]) -> ParseResult<()> {
    let mut values = Vec::new();
    let mut raw: Vec<i32> = Vec::new();
    p.parse_comma_separated(|p| {
        if let Some(v) = p.parse_optional_operand()? {
            values.push(v);
            raw.push(GEP_DYNAMIC_INDEX);
        } else {
            let v = p.parse_i64()?;
            raw.push(i32::try_from(v).map_err(|_| p.error("integer constant out of range"))?);
        }
        Ok(())
    })?;
    if let Some(CustomSlot::Operands(out)) = slots.get_mut(0) {
        *out = values;
    }
    set_attr(slots, 1, Attribute::dense_i32_array(p.ctx, &raw));
    Ok(())
}

fn print_gep_indices(p: &mut Printer<'_>, args: &[CustomValue]) {
    let values: &[Value] = match args.first() {
        Some(CustomValue::Operands(v)) => v,
        _ => &[],
    };
    let raw = attr_arg(args, 1)
        .and_then(|a| dense_i32_values(p.ctx, a))
        .unwrap_or_default();
    let mut next = 0;
    for (i, r) in raw.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *r == GEP_DYNAMIC_INDEX {
            if let Some(v) = values.get(next) {
                p.print_operand(*v);
            }
            next += 1;
        } else {
            p.write(&r.to_string());
        }
    }
}

/// A comparison predicate written as a string: `"slt"`.
pub const PREDICATE_ICMP: CustomDirective = CustomDirective {
    name: "ICmpPredicate",
    parse: |p, s| parse_predicate(p, s, &crate::enums::ICMP_PREDICATE),
    print: |p, a| print_predicate(p, a, &crate::enums::ICMP_PREDICATE),
};

/// A floating-point comparison predicate written as a string: `"olt"`.
pub const PREDICATE_FCMP: CustomDirective = CustomDirective {
    name: "FCmpPredicate",
    parse: |p, s| parse_predicate(p, s, &crate::enums::FCMP_PREDICATE),
    print: |p, a| print_predicate(p, a, &crate::enums::FCMP_PREDICATE),
};

fn parse_predicate<'a>(
    p: &mut Parser<'a>,
    slots: &mut [CustomSlot<'a>],
    spec: &'static strata_ods::EnumSpec,
) -> ParseResult<()> {
    let v = spec.parse_value(p)?;
    set_attr(slots, 0, spec.attr(p.ctx, v));
    Ok(())
}

fn print_predicate(p: &mut Printer<'_>, args: &[CustomValue], spec: &strata_ods::EnumSpec) {
    let text = attr_arg(args, 0)
        .and_then(|a| spec.value(p.ctx, a))
        .and_then(|v| spec.stringify(v))
        .unwrap_or_default();
    p.write(&format!("\"{text}\""));
}

/// Prints and parses nothing (upstream's type directives whose type is inferred).
pub const NOTHING: CustomDirective = CustomDirective {
    name: "Inferred",
    parse: |_, _| Ok(()),
    print: |_, _| {},
};

/// Operand bundles, `["tag"(%a, %b : T1, T2), "tag2"()]` (nothing when
/// there are none): the flattened operands, their types, the bundle sizes
/// (`op_bundle_sizes`) and the tags (`op_bundle_tags`).
pub const OP_BUNDLES: CustomDirective = CustomDirective {
    name: "OpBundles",
    parse: parse_op_bundles,
    print: print_op_bundles,
};

/// Upstream's check of the tags of an op with operand bundles: every tag is
/// a string, and there is one tag per bundle (the ODS verifier has checked
/// that the bundle sizes add up to the bundle operands).
pub fn verify_op_bundles(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let tags: Vec<Attribute> = body
        .attr(ctx, op, "op_bundle_tags")
        .and_then(|a| a.array_elements(ctx).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    if tags
        .iter()
        .any(|t| !matches!(t.kind(ctx), AttrKind::String { .. }))
    {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            "operand bundle tag must be a StringAttr",
        ));
    }
    let bundles = body
        .attr(ctx, op, "op_bundle_sizes")
        .and_then(|a| dense_i32_values(ctx, a))
        .map_or(0, |sizes| sizes.len());
    if bundles != tags.len() {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            format!(
                "expected {bundles} operand bundle tags, but actually got {}",
                tags.len()
            ),
        ));
    }
    Ok(())
}

fn parse_op_bundles<'a>(p: &mut Parser<'a>, slots: &mut [CustomSlot<'a>]) -> ParseResult<()> {
    let mut operands = Vec::new();
    let mut types = Vec::new();
    let mut sizes: Vec<i32> = Vec::new();
    let mut tags = Vec::new();
    if p.eat(TokenKind::LSquare) {
        p.parse_comma_separated(|p| {
            tags.push(Attribute::string(p.ctx, &p.parse_string()?));
            p.expect(TokenKind::LParen, "'('")?;
            let before = operands.len();
            if !p.eat(TokenKind::RParen) {
                p.parse_comma_separated(|p| {
                    operands.push(p.parse_operand()?);
                    Ok(())
                })?;
                p.expect(TokenKind::Colon, "':'")?;
                p.parse_comma_separated(|p| {
                    types.push(p.parse_type()?);
                    Ok(())
                })?;
                p.expect(TokenKind::RParen, "')'")?;
            }
            let n = operands.len() - before;
            sizes.push(i32::try_from(n).map_err(|_| p.error("too many bundle operands"))?);
            Ok(())
        })?;
        p.expect(TokenKind::RSquare, "']'")?;
    }
    if operands.len() != types.len() {
        return Err(p.error("expected as many types as operands in operand bundles"));
    }
    if let Some(CustomSlot::Operands(out)) = slots.get_mut(0) {
        *out = operands;
    }
    if let Some(CustomSlot::Types(out)) = slots.get_mut(1) {
        *out = types;
    }
    set_attr(slots, 2, Attribute::dense_i32_array(p.ctx, &sizes));
    if !tags.is_empty() {
        set_attr(slots, 3, Attribute::array(p.ctx, &tags));
    }
    Ok(())
}

fn print_op_bundles(p: &mut Printer<'_>, args: &[CustomValue]) {
    let ctx = p.ctx;
    let values: &[Value] = match args.first() {
        Some(CustomValue::Operands(v)) => v,
        _ => &[],
    };
    let sizes = attr_arg(args, 2)
        .and_then(|a| dense_i32_values(ctx, a))
        .unwrap_or_default();
    let tags: Vec<Attribute> = attr_arg(args, 3)
        .and_then(|a| a.array_elements(ctx).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    if tags.is_empty() {
        return;
    }
    p.write("[");
    let mut next = 0usize;
    for (i, tag) in tags.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_attribute(*tag);
        let n = sizes
            .get(i)
            .and_then(|s| usize::try_from(*s).ok())
            .unwrap_or(0);
        let group = values.get(next..next + n).unwrap_or(&[]);
        next += n;
        p.write("(");
        for (j, v) in group.iter().enumerate() {
            if j > 0 {
                p.write(", ");
            }
            p.print_operand(*v);
        }
        if !group.is_empty() {
            p.write(" : ");
            for (j, v) in group.iter().enumerate() {
                if j > 0 {
                    p.write(", ");
                }
                let t = p.body().value_type(*v);
                p.print_type(t);
            }
        }
        p.write(")");
    }
    p.write("]");
}
