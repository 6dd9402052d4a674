//! `llvm.call` (direct, indirect, variadic) and `llvm.call_intrinsic`.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::interfaces::Callee;
use strata_ir::{AttrKind, Attribute, Ident, NamedAttr, OpDef, OpId, OperationState, Type, Value};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints as lc;
use crate::enums::{
    CCONV, CCONV_ATTR, FASTMATH, FASTMATH_ATTR, TAIL_CALL_KIND, TAIL_CALL_KIND_ATTR, cconv_c,
    fastmath_none, tail_call_none,
};
use crate::types;

fn empty_i32_array(ctx: &strata_ir::Context) -> Attribute {
    Attribute::dense_i32_array(ctx, &[])
}

fn named(ctx: &strata_ir::Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: Ident::new(ctx, name),
        value,
    }
}

/// Parses `(%a, %b)` and the trailing `attr-dict : [ptr,] (types) -> results`,
/// filling operands (after `prefix`) and result types.
fn parse_args_and_type<'a>(
    p: &mut Parser<'a>,
    state: &mut OperationState,
    indirect: Option<strata_asm::UnresolvedOperand<'a>>,
    props: &mut Vec<NamedAttr>,
    vararg_allowed: bool,
) -> ParseResult<usize> {
    let ctx = p.ctx;
    let at = p.current_loc();
    let mut names = Vec::new();
    p.parse_delimited_list(TokenKind::LParen, TokenKind::RParen, "call operands", |p| {
        names.push(p.parse_operand()?);
        Ok(())
    })?;
    if vararg_allowed && p.eat_keyword("vararg") {
        p.expect(TokenKind::LParen, "'('")?;
        let t = p.parse_type()?;
        p.expect(TokenKind::RParen, "')'")?;
        props.push(named(ctx, "var_callee_type", Attribute::type_attr(ctx, t)));
    }
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    }
    p.expect(TokenKind::Colon, "':'")?;
    let mut count = names.len();
    if let Some(callee) = indirect {
        let ptr_ty = p.parse_type()?;
        p.expect(TokenKind::Comma, "','")?;
        let v = p.resolve_operand(&callee, ptr_ty)?;
        state.operands.push(v);
        count += 1;
    }
    let mut inputs: SmallVec<[Type; 4]> = SmallVec::new();
    p.parse_type_list_parens(&mut inputs)?;
    p.expect(TokenKind::Arrow, "'->'")?;
    let mut results: SmallVec<[Type; 2]> = SmallVec::new();
    p.parse_function_result_types(&mut results)?;
    let mut values = SmallVec::<[Value; 4]>::new();
    p.resolve_operands(&names, &inputs, at, &mut values)?;
    state.operands.extend(values);
    state.result_types.extend(results);
    Ok(count)
}

fn parse_call(_def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let mut props = Vec::new();
    let mut cconv = cconv_c(ctx);
    let mut tail = tail_call_none(ctx);
    if p.kind() == TokenKind::BareIdent
        && let Some(v) = CCONV.symbolize(p.tok_text())
    {
        p.bump();
        cconv = CCONV.attr(ctx, v);
    }
    if p.kind() == TokenKind::BareIdent
        && let Some(v) = TAIL_CALL_KIND.symbolize(p.tok_text())
    {
        p.bump();
        tail = TAIL_CALL_KIND.attr(ctx, v);
    }
    let indirect = if p.kind() == TokenKind::AtIdent {
        props.push(named(ctx, "callee", p.parse_symbol_ref()?));
        None
    } else {
        Some(p.parse_operand()?)
    };
    let n = parse_args_and_type(p, state, indirect, &mut props, true)?;
    props.push(named(ctx, "CConv", cconv));
    props.push(named(ctx, "TailCallKind", tail));
    finish_props(ctx, state, props, n);
    Ok(())
}

/// Adds the fast-math, bundle and segment properties and moves inherent
/// attributes of the dictionary into them. A `fastmathFlags` entry that is
/// not `#llvm.fastmath<...>` is dropped, as upstream's property conversion
/// drops it (the flags keep their default).
fn finish_props(
    ctx: &strata_ir::Context,
    state: &mut OperationState,
    mut props: Vec<NamedAttr>,
    num_operands: usize,
) {
    let mut fmf = fastmath_none(ctx);
    if let Some(attrs) = state.attrs {
        let mut rest = Vec::new();
        for e in attrs.dict_entries(ctx) {
            if e.name.as_str(ctx) == "fastmathFlags" {
                if crate::enums::FASTMATH.value(ctx, e.value).is_some() {
                    fmf = e.value;
                }
            } else {
                rest.push(*e);
            }
        }
        state.attrs = (!rest.is_empty()).then(|| Attribute::dictionary_sorted(ctx, &rest));
    }
    props.push(named(ctx, "fastmathFlags", fmf));
    props.push(named(ctx, "op_bundle_sizes", empty_i32_array(ctx)));
    let n = i32::try_from(num_operands).unwrap_or(i32::MAX);
    props.push(named(
        ctx,
        "operandSegmentSizes",
        Attribute::dense_i32_array(ctx, &[n, 0]),
    ));
    state.props = Some(Attribute::dictionary(ctx, &mut props));
}

fn print_signature(p: &mut Printer<'_>, op: OpId, args: &[Value]) {
    let body = p.body();
    let inputs: SmallVec<[Type; 4]> = args.iter().map(|v| body.value_type(*v)).collect();
    let results: SmallVec<[Type; 2]> = body.results(op).map(|v| body.value_type(v)).collect();
    p.print_functional_type(&inputs, &results);
}

fn is_fastmath_none(p: &Printer<'_>, op: OpId) -> bool {
    p.body()
        .attr(p.ctx, op, "fastmathFlags")
        .and_then(|a| FASTMATH.value(p.ctx, a))
        .is_none_or(|v| v == 0)
}

const CALL_ELIDED: &[&str] = &[
    "callee",
    "TailCallKind",
    "var_callee_type",
    "CConv",
    "operandSegmentSizes",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
];

fn print_call(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    p.write(" ");
    if let Some(v) = body
        .attr(ctx, op, "CConv")
        .and_then(|a| CCONV.value(ctx, a))
        && v != 0
        && let Some(s) = CCONV.stringify(v)
    {
        p.write(&s);
        p.write(" ");
    }
    if let Some(v) = body
        .attr(ctx, op, "TailCallKind")
        .and_then(|a| TAIL_CALL_KIND.value(ctx, a))
        && v != 0
        && let Some(s) = TAIL_CALL_KIND.stringify(v)
    {
        p.write(&s);
        p.write(" ");
    }
    let n = callee_operand_count(ctx, body, op);
    let operands: SmallVec<[Value; 4]> = body.operands(op).take(n).collect();
    let callee = body.attr(ctx, op, "callee");
    let args: &[Value] = match callee {
        Some(sym) => {
            p.print_attribute(sym);
            &operands
        }
        None => {
            if let Some(f) = operands.first() {
                p.print_operand(*f);
            }
            operands.get(1..).unwrap_or(&[])
        }
    };
    p.write("(");
    p.print_operands(args.iter().copied());
    p.write(")");
    if let Some(t) = body.attr(ctx, op, "var_callee_type") {
        p.write(" vararg(");
        p.print_attribute(t);
        p.write(")");
    }
    let mut elided: Vec<&str> = CALL_ELIDED.to_vec();
    if is_fastmath_none(p, op) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(op, &elided);
    p.write(" : ");
    if callee.is_none()
        && let Some(f) = operands.first()
    {
        let t = p.body().value_type(*f);
        p.print_type(t);
        p.write(", ");
    }
    let args: SmallVec<[Value; 4]> = args.iter().copied().collect();
    print_signature(p, op, &args);
}

/// The number of callee operands (the first operand segment) of a call.
fn callee_operand_count(ctx: &strata_ir::Context, body: &strata_ir::Body, op: OpId) -> usize {
    body.attr(ctx, op, "operandSegmentSizes")
        .and_then(|a| strata_ods::dense_i32_values(ctx, a))
        .and_then(|v| v.first().copied())
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or_else(|| body.num_operands(op))
}

fn parse_call_intrinsic(
    _def: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx;
    let name = p.parse_string()?;
    let mut props = vec![named(ctx, "intrin", Attribute::string(ctx, &name))];
    let n = parse_args_and_type(p, state, None, &mut props, false)?;
    finish_props(ctx, state, props, n);
    Ok(())
}

fn print_call_intrinsic(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    p.write(" ");
    if let Some(a) = body.attr(ctx, op, "intrin") {
        p.print_attribute(a);
    }
    let n = callee_operand_count(ctx, body, op);
    let args: SmallVec<[Value; 4]> = body.operands(op).take(n).collect();
    p.write("(");
    p.print_operands(args.iter().copied());
    p.write(")");
    let mut elided: Vec<&str> = vec!["intrin", "operandSegmentSizes", "op_bundle_sizes"];
    if is_fastmath_none(p, op) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(op, &elided);
    p.write(" : ");
    print_signature(p, op, &args);
}

/// The callee and argument range of an `llvm.call`.
fn call_hook(
    ctx: &strata_ir::Context,
    body: &strata_ir::Body,
    op: OpId,
) -> Option<(Callee, std::ops::Range<usize>)> {
    let n = callee_operand_count(ctx, body, op);
    match body.attr(ctx, op, "callee") {
        Some(sym) if matches!(sym.kind(ctx), AttrKind::SymbolRef { .. }) => {
            Some((Callee::Symbol(sym), 0..n))
        }
        _ => {
            let f = body.operands(op).next()?;
            Some((Callee::Value(f), 1..n))
        }
    }
}

fn with_call_attrs(spec: OpSpec) -> OpSpec {
    spec.variadic_of_variadic_operand("op_bundle_operands", lc::ANY_LLVM, "op_bundle_sizes")
        .default_attr("fastmathFlags", FASTMATH_ATTR, fastmath_none)
        .default_attr("op_bundle_sizes", c::DENSE_I32_ARRAY_ATTR, empty_i32_array)
        .optional_attr("op_bundle_tags", c::ARRAY_ATTR)
        .optional_attr("arg_attrs", c::ARRAY_ATTR)
        .optional_attr("res_attrs", c::ARRAY_ATTR)
        .traits(strata_ir::OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
        .verifier(crate::directives::verify_op_bundles)
}

/// Symbol-use verification of `llvm.call`: the `var_callee_type`, then the
/// callee (an `llvm.func` or `llvm.mlir.ifunc` for a direct call, a pointer
/// operand for an indirect one) and, for a direct call, the arguments and
/// result against the callee's signature.
fn verify_call_uses(
    ctx: &strata_ir::Context,
    body: &strata_ir::Body,
    op: OpId,
    table: &strata_ir::symbol_table::SymbolTable<'_>,
) -> strata_ir::diagnostics::DiagResult {
    let error = |message: String| Err(strata_ir::verifier::op_error(ctx, body, op, message));
    let show = |t: Type| format!("'{}'", strata_asm::type_to_string(ctx, t));
    let n = callee_operand_count(ctx, body, op);
    let direct = body.attr(ctx, op, "callee");
    let args: SmallVec<[Type; 8]> = body
        .operands(op)
        .take(n)
        .skip(usize::from(direct.is_none()))
        .map(|v| body.value_type(v))
        .collect();
    let result = body.results(op).next().map(|r| body.value_type(r));
    let var_callee = body
        .attr(ctx, op, "var_callee_type")
        .map(|a| match a.kind(ctx) {
            AttrKind::Type(t) => types::func_parts(ctx, *t),
            _ => None,
        });
    if let Some(var_callee) = &var_callee {
        let Some((ret, params, true)) = var_callee else {
            return error("expected var_callee_type to be a variadic function type".into());
        };
        if params.len() > args.len() {
            return error(format!(
                "expected var_callee_type to have at most {} parameters",
                args.len()
            ));
        }
        if let Some((p, a)) = params.iter().zip(&args).find(|(p, a)| p != a) {
            return error(format!(
                "var_callee_type parameter type mismatch: {} != {}",
                show(*p),
                show(*a)
            ));
        }
        match result {
            None if !types::is_void(ctx, *ret) => {
                return error("expected var_callee_type to return void".into());
            }
            Some(r) if r != *ret => {
                return error(format!(
                    "var_callee_type return type mismatch: {} != {}",
                    show(*ret),
                    show(r)
                ));
            }
            _ => {}
        }
    }
    let Some(reference) = direct else {
        return match body.operands(op).next() {
            None => error("must have either a `callee` attribute or at least an operand".into()),
            Some(f) if types::ptr_address_space(ctx, body.value_type(f)).is_none() => {
                error(format!(
                    "indirect call expects a pointer as callee: {}",
                    show(body.value_type(f))
                ))
            }
            Some(_) => Ok(()),
        };
    };
    let name = match reference.kind(ctx) {
        AttrKind::SymbolRef { root, .. } => root.as_str(ctx).to_string(),
        _ => String::new(),
    };
    let callee_type = match table.resolve(ctx, reference) {
        None => {
            return error(format!(
                "'{name}' does not reference a symbol in the current scope"
            ));
        }
        Some((b, f)) => match b.op_name(f).as_str(ctx) {
            "llvm.func" => b.attr(ctx, f, "function_type"),
            "llvm.mlir.ifunc" => b.attr(ctx, f, "i_func_type"),
            _ => {
                return error(format!(
                    "'{name}' does not reference a valid LLVM function or IFunc"
                ));
            }
        },
    };
    let Some((ret, params, vararg)) = callee_type.and_then(|a| match a.kind(ctx) {
        AttrKind::Type(t) => types::func_parts(ctx, *t),
        _ => None,
    }) else {
        return Ok(());
    };
    if vararg && var_callee.is_none() {
        return error("missing var_callee_type attribute for vararg call".into());
    }
    if !vararg && params.len() != args.len() {
        return error(format!(
            "incorrect number of operands ({}) for callee (expecting: {})",
            args.len(),
            params.len()
        ));
    }
    if params.len() > args.len() {
        return error(format!(
            "incorrect number of operands ({}) for varargs callee (expecting at least: {})",
            args.len(),
            params.len()
        ));
    }
    if let Some((i, (a, p))) = args
        .iter()
        .zip(&params)
        .enumerate()
        .find(|(_, (a, p))| a != p)
    {
        return error(format!(
            "operand type mismatch for operand {i}: {} != {}",
            show(*a),
            show(*p)
        ));
    }
    match result {
        None if !types::is_void(ctx, ret) => {
            error("expected function call to produce a value".into())
        }
        Some(_) if types::is_void(ctx, ret) => {
            error("calling function with void result must not produce values".into())
        }
        Some(r) if r != ret => error(format!(
            "result type mismatch: {} != {}",
            show(r),
            show(ret)
        )),
        _ => Ok(()),
    }
}

/// The call ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        with_call_attrs(
            OpSpec::new("llvm.call")
                .variadic_operand("callee_operands", lc::ANY_LLVM)
                .optional_attr("callee", c::FLAT_SYMBOL_REF_ATTR)
                .optional_attr("var_callee_type", c::TYPE_ATTR)
                .default_attr("CConv", CCONV_ATTR, cconv_c)
                .default_attr("TailCallKind", TAIL_CALL_KIND_ATTR, tail_call_none)
                .optional_attr("branch_weights", c::DENSE_I32_ARRAY_ATTR)
                .optional_attr("no_inline", c::UNIT_ATTR)
                .optional_attr("always_inline", c::UNIT_ATTR)
                .optional_attr("inline_hint", c::UNIT_ATTR)
                .optional_attr("convergent", c::UNIT_ATTR)
                .optional_attr("no_unwind", c::UNIT_ATTR)
                .optional_attr("will_return", c::UNIT_ATTR)
                .optional_result("result", lc::ANY_LLVM),
        )
        .call(call_hook)
        .symbol_uses(verify_call_uses)
        .custom_syntax(parse_call, print_call),
        with_call_attrs(
            OpSpec::new("llvm.call_intrinsic")
                .variadic_operand("args", lc::ANY_LLVM)
                .attr("intrin", c::STR_ATTR)
                .optional_result("results", lc::ANY_LLVM),
        )
        .custom_syntax(parse_call_intrinsic, print_call_intrinsic),
    ]
}
