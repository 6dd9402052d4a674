//! `func.func`: its custom syntax (signature with argument and result
//! attributes, visibility, external declarations) and verifier.

use smallvec::SmallVec;
use strata_asm::function_signature::{
    FunctionArguments, attrs_array, dict_at, parse_arg_attrs, parse_function_arguments,
    print_function_arguments,
};
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::verifier::{op_error, op_plain_error};
use strata_ir::{
    AttrKind, Attribute, Body, Context, DiagResult, Ident, NamedAttr, OpDef, OpId, OpTraits,
    OperationState, StateRegions, Type,
};

/// Attributes printed by the signature syntax rather than the `attributes` dictionary.
const SIGNATURE_ATTRS: &[&str] = &[
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

/// Parses `[visibility] @name(args) [-> results] [attributes {...}] [{body}]`.
pub(crate) fn parse(
    _def: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx;
    let mut props: Vec<NamedAttr> = Vec::new();
    let named = |n: &str, value| NamedAttr {
        name: Ident::new(ctx, n),
        value,
    };
    for vis in ["private", "public", "nested"] {
        if p.eat_keyword(vis) {
            props.push(named("sym_visibility", Attribute::string(ctx, vis)));
            break;
        }
    }
    if p.kind() != TokenKind::AtIdent {
        return Err(p.error("expected valid '@'-identifier for symbol name"));
    }
    let name = p.parse_symbol_ref()?;
    if let AttrKind::SymbolRef { root, .. } = name.kind(ctx) {
        props.push(named("sym_name", Attribute::string(ctx, root.as_str(ctx))));
    }
    let FunctionArguments {
        args,
        types: arg_types,
        attrs: arg_attrs,
        ..
    } = parse_function_arguments(p, false)?;
    let mut result_types: SmallVec<[Type; 2]> = SmallVec::new();
    let mut result_attrs: SmallVec<[Attribute; 2]> = SmallVec::new();
    if p.eat(TokenKind::Arrow) {
        if p.kind() == TokenKind::LParen {
            p.parse_delimited_list(
                TokenKind::LParen,
                TokenKind::RParen,
                "function results",
                |p| {
                    result_types.push(p.parse_type()?);
                    result_attrs.push(parse_arg_attrs(p)?);
                    Ok(())
                },
            )?;
        } else {
            result_types.push(p.parse_non_function_type()?);
            result_attrs.push(Attribute::empty_dictionary(ctx));
        }
    }
    props.push(named(
        "function_type",
        Attribute::type_attr(ctx, Type::function(ctx, &arg_types, &result_types)),
    ));
    if let Some(a) = attrs_array(ctx, &arg_attrs) {
        props.push(named("arg_attrs", a));
    }
    if let Some(a) = attrs_array(ctx, &result_attrs) {
        props.push(named("res_attrs", a));
    }
    let dict_at = p.token();
    if p.eat_keyword("attributes") {
        let entries = p.parse_dictionary_entries()?;
        // The signature gives these; upstream rejects them in the dictionary.
        for inferred in ["sym_visibility", "sym_name", "function_type"] {
            if entries.iter().any(|e| e.name.as_str(ctx) == inferred) {
                return Err(p.error_at(
                    dict_at,
                    format!("'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
                ));
            }
        }
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    }
    // A signature of types only leaves the entry block to name its
    // arguments (`^bb0(%a: f32):`), as upstream.
    if p.kind() == TokenKind::LBrace {
        let brace = p.token();
        let region = p.parse_region(&args, false)?;
        if p.body().region_is_empty(region) {
            return Err(p.error_at(
                brace,
                "custom op 'func.func' expected non-empty function body",
            ));
        }
        state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    } else {
        state.regions = StateRegions::Local(SmallVec::from_slice(&[p.create_empty_region()]));
    }
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    Ok(())
}

/// The input and result types of a function.
pub type Signature = (SmallVec<[Type; 4]>, SmallVec<[Type; 2]>);

/// The function type of a `func.func`.
pub fn function_type(ctx: &Context, body: &Body, op: OpId) -> Option<Signature> {
    let t = body.attr(ctx, op, "function_type")?.type_value(ctx)?;
    let (i, r) = t.function_parts(ctx)?;
    Some((SmallVec::from_slice(i), SmallVec::from_slice(r)))
}

/// Prints the signature and body of a `func.func`.
pub(crate) fn print(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    p.write(" ");
    if let Some(vis) = body
        .attr(ctx, op, "sym_visibility")
        .and_then(|a| a.str_value(ctx))
    {
        p.write(vis);
        p.write(" ");
    }
    let name = body
        .attr(ctx, op, "sym_name")
        .and_then(|a| a.str_value(ctx))
        .unwrap_or("")
        .to_string();
    p.print_symbol_name(&name);
    let (inputs, results) = function_type(ctx, body, op).unwrap_or_default();
    let (_, entry_args) = p.op_region_entry_args(op, 0);
    let external = entry_args.is_empty()
        && body
            .op_regions(op)
            .0
            .region_blocks(body.op_regions(op).1[0])
            .next()
            .is_none();
    print_function_arguments(p, op, &inputs, false, external);
    let body = p.body();
    if !results.is_empty() {
        p.write(" -> ");
        let any_attrs =
            (0..results.len()).any(|i| !dict_at(ctx, body, op, "res_attrs", i).is_empty());
        let wrap = results.len() > 1 || any_attrs || results[0].function_parts(ctx).is_some();
        if wrap {
            p.write("(");
        }
        for (i, ty) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(*ty);
            let attrs = dict_at(ctx, body, op, "res_attrs", i);
            p.print_attr_entries(&attrs, false);
        }
        if wrap {
            p.write(")");
        }
    }
    p.print_optional_attr_dict_with_keyword(op, SIGNATURE_ATTRS);
    if !external {
        p.write(" ");
        p.print_op_region(op, 0, false, true, false);
    }
}

/// Checks the entry block against the signature, and visibility of declarations.
pub(crate) fn verify(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some((inputs, results)) = function_type(ctx, body, op) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires attribute 'function_type'",
        ));
    };
    for (name, count) in [("arg_attrs", inputs.len()), ("res_attrs", results.len())] {
        if let Some(a) = body.attr(ctx, op, name)
            && let Some(elems) = a.array_elements(ctx)
            && elems.len() != count
        {
            let what = if name == "arg_attrs" {
                "argument"
            } else {
                "result"
            };
            let of = if name == "arg_attrs" {
                "function arguments"
            } else {
                "function results"
            };
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of {of}, got {}, but expected {count}",
                    elems.len()
                ),
            ));
        }
        if let Some(a) = body.attr(ctx, op, name)
            && let Some(elems) = a.array_elements(ctx)
            && elems
                .iter()
                .flat_map(|d| d.dict_entries(ctx))
                .any(|e| !e.name.as_str(ctx).contains('.'))
        {
            let which = if name == "arg_attrs" {
                "arguments"
            } else {
                "results"
            };
            return Err(op_error(
                ctx,
                body,
                op,
                format!("{which} may only have dialect attributes"),
            ));
        }
        if let Some(elems) = body.attr(ctx, op, name).and_then(|a| a.array_elements(ctx)) {
            for (i, dict) in elems.iter().enumerate() {
                strata_ir::interfaces::verify_region_value_attrs(
                    ctx,
                    body,
                    op,
                    name == "res_attrs",
                    i,
                    *dict,
                )?;
            }
        }
    }
    let (rbody, regions) = body.op_regions(op);
    let Some(entry) = regions.first().and_then(|r| rbody.entry_block(*r)) else {
        if strata_ir::symbol_table::symbol_visibility(ctx, body, op) == "public" {
            return Err(op_error(
                ctx,
                body,
                op,
                "symbol declaration cannot have public visibility",
            ));
        }
        return Ok(());
    };
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
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    strata_asm::type_to_string(ctx, at),
                    strata_asm::type_to_string(ctx, *t)
                ),
            ));
        }
    }
    Ok(())
}

/// Checks every `func.return` in the body against the function's result types.
pub(crate) fn verify_returns(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some((_, results)) = function_type(ctx, body, op) else {
        return Ok(());
    };
    let name = body
        .attr(ctx, op, "sym_name")
        .and_then(|a| a.str_value(ctx))
        .unwrap_or("");
    let (rbody, regions) = body.op_regions(op);
    let ret = strata_ir::OperationName::new(ctx, "func.return");
    for &r in regions {
        for block in rbody.region_blocks(r) {
            let Some(term) = rbody.last_op(block) else {
                continue;
            };
            // `func.return` and seed 000's `std.return` check the function's
            // results; other dialects' terminators (`llvm.return` in a
            // partially converted function) verify themselves.
            let term_name = rbody.op_name(term);
            let std_return = term_name.as_str(ctx).starts_with("std.")
                && term_name
                    .def(ctx)
                    .is_some_and(|d| d.has(OpTraits::RETURN_LIKE));
            if term_name != ret && !std_return {
                continue;
            }
            let n = rbody.num_operands(term);
            if n != results.len() {
                return Err(op_error(
                    ctx,
                    rbody,
                    term,
                    format!(
                        "has {n} operands, but enclosing function (@{name}) returns {}",
                        results.len()
                    ),
                ));
            }
            for (i, (v, t)) in rbody.operands(term).zip(results.iter()).enumerate() {
                let vt = rbody.value_type(v);
                if vt != *t {
                    return Err(op_plain_error(
                        ctx,
                        rbody,
                        term,
                        format!(
                            "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                            strata_asm::type_to_string(ctx, vt),
                            strata_asm::type_to_string(ctx, *t)
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}
