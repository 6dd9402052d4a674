//! Custom assembly of the region-holding scf ops: `scf.for`, `scf.if`,
//! `scf.while` and `scf.execute_region`.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{BlockArgDef, ParseResult, Parser, Printer, UnresolvedOperand};
use strata_ir::{
    Attribute, Ident, NamedAttr, OpDef, OpId, OperationState, RegionId, StateRegions, Type, Value,
};
use strata_ods::format::ensure_terminator;

use crate::YieldOp;

/// `(%arg = %init, ...)`: the region arguments and their initial values.
type Assignments<'a> = (
    SmallVec<[UnresolvedOperand<'a>; 4]>,
    SmallVec<[UnresolvedOperand<'a>; 4]>,
);

/// Consumes keyword `kw`, or fails with mlir-opt's custom-op error.
pub(crate) fn expect_keyword(p: &mut Parser<'_>, kw: &str) -> ParseResult<()> {
    if p.eat_keyword(kw) {
        Ok(())
    } else {
        Err(p.custom_op_error(format!("expected '{kw}'")))
    }
}

/// Consumes a `kind` token (spelled `what`), or fails with mlir-opt's
/// custom-op error.
fn expect(p: &mut Parser<'_>, kind: TokenKind, what: &str) -> ParseResult<()> {
    if p.eat(kind) {
        Ok(())
    } else {
        Err(p.custom_op_error(format!("expected {what}")))
    }
}

/// Parses `(%arg = %init, ...)`.
fn parse_assignment_list<'a>(p: &mut Parser<'a>) -> ParseResult<Assignments<'a>> {
    let mut args = SmallVec::new();
    let mut inits = SmallVec::new();
    p.parse_delimited_list(
        TokenKind::LParen,
        TokenKind::RParen,
        "assignment list",
        |p| {
            args.push(p.parse_operand()?);
            expect(p, TokenKind::Equal, "'='")?;
            inits.push(p.parse_operand()?);
            Ok(())
        },
    )?;
    Ok((args, inits))
}

/// Region arguments named `names`, typed `types` (same length).
fn block_args<'a>(
    p: &Parser<'a>,
    names: &[UnresolvedOperand<'a>],
    types: &[Type],
) -> SmallVec<[BlockArgDef<'a>; 4]> {
    names
        .iter()
        .zip(types)
        .map(|(name, &ty)| BlockArgDef {
            name: *name,
            ty,
            attrs: None,
            loc: p.location_at(name.pos),
        })
        .collect()
}

/// Parses an optional trailing `{attr-dict}` into `state.attrs`.
fn parse_optional_attr_dict(p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        if !entries.is_empty() {
            state.attrs = Some(Attribute::dictionary_sorted(p.ctx, &entries));
        }
    }
    Ok(())
}

/// Parses `-> type` or `-> (types)` if an arrow follows.
fn parse_optional_arrow_types(
    p: &mut Parser<'_>,
    out: &mut SmallVec<[Type; 2]>,
) -> ParseResult<()> {
    if p.eat(TokenKind::Arrow) {
        p.parse_function_result_types(out)?;
    }
    Ok(())
}

fn set_unit_prop(p: &Parser<'_>, state: &mut OperationState, name: &str) {
    let mut props = [NamedAttr {
        name: Ident::new(p.ctx, name),
        value: Attribute::unit(p.ctx),
    }];
    state.props = Some(Attribute::dictionary(p.ctx, &mut props));
}

/// Parses `[unsigned] %iv = %lb to %ub step %step [iter_args(...) -> (types)]
/// [: type] region attr-dict`.
pub(crate) fn parse_for(
    _def: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    if p.eat_keyword("unsigned") {
        set_unit_prop(p, state, "unsignedCmp");
    }
    let iv = p.parse_operand()?;
    expect(p, TokenKind::Equal, "'='")?;
    let lb = p.parse_operand()?;
    expect_keyword(p, "to")?;
    let ub = p.parse_operand()?;
    expect_keyword(p, "step")?;
    let step = p.parse_operand()?;
    let mut names: SmallVec<[UnresolvedOperand<'_>; 4]> = SmallVec::from_slice(&[iv]);
    let mut inits = SmallVec::new();
    let mut result_types: SmallVec<[Type; 2]> = SmallVec::new();
    let list_pos = p.current_pos();
    if p.eat_keyword("iter_args") {
        let (args, values) = parse_assignment_list(p)?;
        names.extend(args);
        inits = values;
        expect(p, TokenKind::Arrow, "'->'")?;
        p.parse_function_result_types(&mut result_types)?;
    }
    let iv_type = if p.eat(TokenKind::Colon) {
        p.parse_type()?
    } else {
        Type::index(p.ctx)
    };
    if inits.len() != result_types.len() {
        return Err(p.error_at_loc(
            state.loc,
            "custom op 'scf.for' mismatch in number of loop-carried values and defined values",
        ));
    }
    let mut arg_types: SmallVec<[Type; 4]> = SmallVec::from_slice(&[iv_type]);
    arg_types.extend(result_types.iter().copied());
    let args = block_args(p, &names, &arg_types);
    let region = p.parse_region(&args, false)?;
    ensure_terminator(p, region, YieldOp::NAME, state.loc);
    // As upstream, the operands are resolved after the body, so that a
    // bound naming a value of the body (the induction variable, say) is
    // an undeclared name rather than that value.
    for bound in [&lb, &ub, &step] {
        let v = p.resolve_operand(bound, iv_type)?;
        state.operands.push(v);
    }
    p.resolve_operands_at(&inits, &result_types, list_pos, &mut state.operands)?;
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    state.result_types.extend(result_types);
    parse_optional_attr_dict(p, state)
}

/// Prints ` (%arg = %init, ...)` after `prefix`, nothing if empty.
fn print_assignments(p: &mut Printer<'_>, op: OpId, prefix: &str, args: &[Value], inits: &[Value]) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (a, v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.with_region_body(op, |p| p.print_operand(*a));
        p.write(" = ");
        p.print_operand(*v);
    }
    p.write(")");
}

/// Prints the custom form of `scf.for`.
pub(crate) fn print_for(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let operands: SmallVec<[Value; 6]> = body.operands(op).collect();
    let (_, args) = p.op_region_entry_args(op, 0);
    let (Some(&iv), [lb, ub, step, inits @ ..]) = (args.first(), operands.as_slice()) else {
        return;
    };
    p.write(" ");
    if body.attr(ctx, op, "unsignedCmp").is_some() {
        p.write("unsigned ");
    }
    p.with_region_body(op, |p| p.print_operand(iv));
    p.write(" = ");
    p.print_operand(*lb);
    p.write(" to ");
    p.print_operand(*ub);
    p.write(" step ");
    p.print_operand(*step);
    print_assignments(p, op, " iter_args", args.get(1..).unwrap_or(&[]), inits);
    if !inits.is_empty() {
        let types: SmallVec<[Type; 4]> = inits.iter().map(|v| body.value_type(*v)).collect();
        p.write(" -> (");
        p.print_type_list(&types);
        p.write(")");
    }
    p.write(" ");
    let iv_type = body.value_type(*lb);
    if !iv_type.is_index(ctx) {
        p.write(" : ");
        p.print_type(iv_type);
        p.write(" ");
    }
    p.print_op_region(op, 0, false, !inits.is_empty(), false);
    p.print_optional_attr_dict(op, &["unsignedCmp"]);
}

/// Parses `%cond [-> types] region [else region] attr-dict`.
pub(crate) fn parse_if(
    _def: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let cond = p.parse_operand()?;
    let i1 = Type::integer(p.ctx, 1, strata_ir::types::Signedness::Signless);
    let v = p.resolve_operand(&cond, i1)?;
    state.operands.push(v);
    parse_optional_arrow_types(p, &mut state.result_types)?;
    let then = p.parse_region(&[], false)?;
    ensure_terminator(p, then, YieldOp::NAME, state.loc);
    let otherwise = if p.eat_keyword("else") {
        let r = p.parse_region(&[], false)?;
        ensure_terminator(p, r, YieldOp::NAME, state.loc);
        r
    } else {
        p.create_empty_region()
    };
    state.regions = StateRegions::Local(SmallVec::from_slice(&[then, otherwise]));
    parse_optional_attr_dict(p, state)
}

/// Whether region `index` of `op` has no blocks.
fn region_is_empty(p: &Printer<'_>, op: OpId, index: usize) -> bool {
    let (rbody, regions) = p.body().op_regions(op);
    regions
        .get(index)
        .is_none_or(|r: &RegionId| rbody.region_is_empty(*r))
}

/// Prints the custom form of `scf.if`.
pub(crate) fn print_if(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    p.write(" ");
    if let Some(cond) = body.operands(op).next() {
        p.print_operand(cond);
    }
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    if !results.is_empty() {
        p.write(" -> (");
        p.print_type_list(&results);
        p.write(")");
    }
    let terminators = !results.is_empty();
    p.write(" ");
    p.print_op_region(op, 0, false, terminators, false);
    if !region_is_empty(p, op, 1) {
        p.write(" else ");
        p.print_op_region(op, 1, false, terminators, false);
    }
    p.print_optional_attr_dict(op, &[]);
}

/// Parses `[(%arg = %init, ...)] : (inputs) -> results region do region
/// [attributes {...}]`.
pub(crate) fn parse_while(
    _def: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let (names, inits) = if p.kind() == TokenKind::LParen {
        parse_assignment_list(p)?
    } else {
        (SmallVec::new(), SmallVec::new())
    };
    let colon = p.token();
    expect(p, TokenKind::Colon, "':'")?;
    let ty_tok = p.token();
    let fn_ty = p.parse_type()?;
    let Some((inputs, results)) = fn_ty.function_parts(p.ctx) else {
        let found = strata_asm::type_to_string(p.ctx, fn_ty);
        return Err(p.error_at(
            colon,
            format!(
                "custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found '{found}'"
            ),
        ));
    };
    let (inputs, results): (SmallVec<[Type; 4]>, SmallVec<[Type; 2]>) =
        (SmallVec::from_slice(inputs), SmallVec::from_slice(results));
    if inputs.len() != inits.len() {
        return Err(p.error_at(
            colon,
            format!(
                "custom op 'scf.while' expected as many input types as operands (expected {} got {})",
                inits.len(),
                inputs.len()
            ),
        ));
    }
    p.resolve_operands_at(&inits, &inputs, p.pos_of(ty_tok), &mut state.operands)?;
    state.result_types.extend(results);
    let args = block_args(p, &names, &inputs);
    let before = p.parse_region(&args, false)?;
    expect_keyword(p, "do")?;
    let after = p.parse_region(&[], false)?;
    state.regions = StateRegions::Local(SmallVec::from_slice(&[before, after]));
    if p.eat_keyword("attributes") {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(p.ctx, &entries));
    }
    Ok(())
}

/// Prints the custom form of `scf.while`.
pub(crate) fn print_while(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    let inits: SmallVec<[Value; 4]> = body.operands(op).collect();
    let (_, args) = p.op_region_entry_args(op, 0);
    if args.len() == inits.len() {
        print_assignments(p, op, " ", &args, &inits);
    }
    let inputs: SmallVec<[Type; 4]> = inits.iter().map(|v| body.value_type(*v)).collect();
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    p.write(" : ");
    p.print_functional_type(&inputs, &results);
    p.write(" ");
    p.print_op_region(op, 0, args.len() != inits.len(), true, false);
    p.write(" do ");
    p.print_op_region(op, 1, true, true, false);
    p.print_optional_attr_dict_with_keyword(op, &[]);
}

/// Parses `[-> types] [no_inline] region attr-dict`.
pub(crate) fn parse_execute_region(
    _def: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_optional_arrow_types(p, &mut state.result_types)?;
    if p.eat_keyword("no_inline") {
        set_unit_prop(p, state, "no_inline");
    }
    let region = p.parse_region(&[], false)?;
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    parse_optional_attr_dict(p, state)
}

/// Prints the custom form of `scf.execute_region`.
pub(crate) fn print_execute_region(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    if !results.is_empty() {
        p.write(" -> ");
        p.print_result_types(&results);
    }
    p.write(" ");
    if body.attr(ctx, op, "no_inline").is_some() {
        p.write("no_inline ");
    }
    p.print_op_region(op, 0, false, true, false);
    p.print_optional_attr_dict(op, &["no_inline"]);
}
