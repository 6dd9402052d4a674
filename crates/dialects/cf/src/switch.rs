//! `cf.switch`: a multi-way branch on an integer, with its hand-written
//! case-list syntax.

use std::ops::Range;

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::verifier::op_error;
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, DiagResult, Ident, Location, NamedAttr, OpDef,
    OpId, OpTraits, OperationName, OperationState, Type, Value,
};
use strata_ods::{OpSpec, constraints as c, dense_i32_values};
use strata_support::apint::APInt;

/// The declaration of `cf.switch`.
pub(super) fn spec() -> OpSpec {
    OpSpec::new(super::SwitchOp::NAME)
        .summary("Switch operation")
        .operand("flag", c::SIGNLESS_INTEGER)
        .variadic_operand("defaultOperands", c::ANY_TYPE)
        .variadic_of_variadic_operand("caseOperands", c::ANY_TYPE, "case_operand_segments")
        .optional_attr("case_values", c::INT_ELEMENTS_ATTR)
        .attr("case_operand_segments", c::DENSE_I32_ARRAY_ATTR)
        .successor("defaultDestination")
        .variadic_successor("caseDestinations")
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::TERMINATOR)
        .branch(successor_operands)
        .successor_for_operands(successor_for_flag)
        .custom_syntax(parse, print)
        .verifier(verify)
        .canonicalizer(super::canonicalize::switch_patterns)
}

/// The case values of a switch as integers.
pub fn case_values(ctx: &Context, body: &Body, op: OpId) -> Vec<APInt> {
    let Some(attr) = body.attr(ctx, op, "case_values") else {
        return Vec::new();
    };
    let AttrKind::DenseElements { ty, data, splat } = attr.kind(ctx) else {
        return Vec::new();
    };
    let Some(width) = ty.element_type(ctx).and_then(|e| e.int_width(ctx)) else {
        return Vec::new();
    };
    let bytes = width.div_ceil(8) as usize;
    let num = ty.num_elements(ctx).unwrap_or(0) as usize;
    (0..num)
        .map(|i| {
            let at = if *splat { 0 } else { i * bytes };
            APInt::from_le_bytes(width, &data[at..at + bytes])
        })
        .collect()
}

/// The operand positions forwarded to successor `succ` of a switch.
pub fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    succ: usize,
) -> Option<Range<usize>> {
    let groups = strata_ods::operand_groups_of(ctx, body, op)?;
    if succ == 0 {
        return groups.get(1).cloned();
    }
    let segments = body
        .attr(ctx, op, "case_operand_segments")
        .and_then(|a| dense_i32_values(ctx, a))?;
    let case_start = groups.get(2)?.start;
    let before: i32 = segments.iter().take(succ - 1).sum();
    let len = *segments.get(succ - 1)?;
    let start = case_start + before as usize;
    Some(start..start + len as usize)
}

/// The destination taken when the flag is a known integer: the matching
/// case, else the default (successor 0).
fn successor_for_flag(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<usize> {
    let flag = operands.first().copied().flatten()?.int_value(ctx)?;
    let case = case_values(ctx, body, op).iter().position(|v| v == flag);
    Some(case.map_or(0, |i| i + 1))
}

/// Parses the optional `(%a, %b : i32, i32)` after a successor, resolving the values.
pub fn parse_successor_operands<'a>(p: &mut Parser<'a>, out: &mut Vec<Value>) -> ParseResult<()> {
    if !p.eat(TokenKind::LParen) {
        return Ok(());
    }
    let mut names = SmallVec::<[_; 4]>::new();
    p.parse_comma_separated(|p| {
        names.push(p.parse_operand()?);
        Ok(())
    })?;
    p.expect(TokenKind::Colon, "':'")?;
    let at = p.current_loc();
    let mut types = SmallVec::<[Type; 4]>::new();
    p.parse_comma_separated(|p| {
        types.push(p.parse_type()?);
        Ok(())
    })?;
    p.expect(TokenKind::RParen, "')'")?;
    let mut values = SmallVec::<[Value; 4]>::new();
    p.resolve_operands(&names, &types, at, &mut values)?;
    out.extend(values);
    Ok(())
}

/// The properties of a switch on a `flag_ty` flag with these case values,
/// per-case operand counts and default operand count.
pub fn props(
    ctx: &Context,
    flag_ty: Type,
    case_values: &[APInt],
    segments: &[i32],
    num_default_operands: usize,
) -> Attribute {
    let num_case_operands: i32 = segments.iter().sum();
    let mut props = vec![
        NamedAttr {
            name: Ident::new(ctx, "case_operand_segments"),
            value: Attribute::dense_i32_array(ctx, segments),
        },
        NamedAttr {
            name: Ident::new(ctx, "operandSegmentSizes"),
            value: Attribute::dense_i32_array(
                ctx,
                &[1, num_default_operands as i32, num_case_operands],
            ),
        },
    ];
    if !case_values.is_empty() {
        let width = flag_ty.int_width(ctx).unwrap_or(32);
        let elem_bytes = width.div_ceil(8) as usize;
        let ty = Type::vector(ctx, &[case_values.len() as i64], &[], flag_ty);
        let attr = if case_values.iter().all(|v| v == &case_values[0]) {
            let mut bytes = case_values[0].to_le_bytes();
            bytes.resize(elem_bytes, 0);
            Attribute::dense_elements(ctx, ty, &bytes, true)
        } else {
            let mut data = Vec::with_capacity(elem_bytes * case_values.len());
            for v in case_values {
                let mut bytes = v.to_le_bytes();
                bytes.resize(elem_bytes, 0);
                data.extend(bytes);
            }
            Attribute::dense_elements(ctx, ty, &data, false)
        };
        props.push(NamedAttr {
            name: Ident::new(ctx, "case_values"),
            value: attr,
        });
    }
    Attribute::dictionary(ctx, &mut props)
}

/// One case of a switch being built: its value, destination and operands.
pub struct SwitchCase {
    /// The flag value selecting this case.
    pub value: APInt,
    /// The destination block.
    pub dest: BlockId,
    /// The operands forwarded to the destination.
    pub operands: SmallVec<[Value; 4]>,
}

/// The state of a new `cf.switch` on `flag`.
pub fn build(
    ctx: &Context,
    body: &Body,
    loc: Location,
    flag: Value,
    default: (BlockId, &[Value]),
    cases: &[SwitchCase],
) -> OperationState {
    let mut state = OperationState::new(OperationName::new(ctx, "cf.switch"), loc);
    state.operands.push(flag);
    state.operands.extend(default.1.iter().copied());
    state.successors.push(default.0);
    let mut segments = Vec::with_capacity(cases.len());
    let mut values = Vec::with_capacity(cases.len());
    for case in cases {
        state.operands.extend(case.operands.iter().copied());
        state.successors.push(case.dest);
        segments.push(case.operands.len() as i32);
        values.push(case.value.clone());
    }
    let flag_ty = body.value_type(flag);
    state.props = Some(props(ctx, flag_ty, &values, &segments, default.1.len()));
    state
}

/// The cases of an existing switch.
pub fn cases(ctx: &Context, body: &Body, op: OpId) -> Vec<SwitchCase> {
    case_values(ctx, body, op)
        .into_iter()
        .enumerate()
        .map(|(i, value)| SwitchCase {
            value,
            dest: body.successors(op)[i + 1],
            operands: successor_operands(ctx, body, op, i + 1)
                .map(|r| r.map(|k| body.operand(op, k)).collect())
                .unwrap_or_default(),
        })
        .collect()
}

/// The default destination's operands of a switch.
pub fn default_operands(ctx: &Context, body: &Body, op: OpId) -> SmallVec<[Value; 4]> {
    successor_operands(ctx, body, op, 0)
        .map(|r| r.map(|k| body.operand(op, k)).collect())
        .unwrap_or_default()
}

/// Parses `%flag : i32, [ default: ^bb(args), 42: ^bb1(args), ... ]`.
fn parse(_def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let flag = p.parse_operand()?;
    p.expect(TokenKind::Colon, "':'")?;
    let flag_ty = p.parse_type()?;
    let flag = p.resolve_operand(&flag, flag_ty)?;
    p.expect(TokenKind::Comma, "','")?;
    p.expect(TokenKind::LSquare, "'['")?;
    p.expect_keyword("default")?;
    p.expect(TokenKind::Colon, "':'")?;
    let default = p.parse_successor()?;
    let mut default_ops = Vec::new();
    parse_successor_operands(p, &mut default_ops)?;
    let width = flag_ty.int_width(ctx).unwrap_or(32);
    let mut values: Vec<APInt> = Vec::new();
    let mut dests = SmallVec::<[_; 4]>::new();
    let mut case_ops = Vec::new();
    let mut segments: Vec<i32> = Vec::new();
    while p.eat(TokenKind::Comma) {
        let start = p.token();
        let negative = p.eat(TokenKind::Minus);
        let tok = p.token();
        if tok.kind != TokenKind::Integer {
            return Err(p.error("expected integer value"));
        }
        p.bump();
        let value = strata_support::apint::parse_integer_literal(
            p.spelling(tok),
            negative,
            width,
            strata_support::apint::Signedness::Signless,
        )
        .map_err(|e| p.error_at(start, e.to_string()))?;
        values.push(value);
        p.expect(TokenKind::Colon, "':'")?;
        dests.push(p.parse_successor()?);
        let before = case_ops.len();
        parse_successor_operands(p, &mut case_ops)?;
        segments.push((case_ops.len() - before) as i32);
    }
    p.expect(TokenKind::RSquare, "']'")?;
    state.operands.push(flag);
    state.operands.extend(default_ops.iter().copied());
    state.operands.extend(case_ops.iter().copied());
    state.successors.push(default);
    state.successors.extend(dests);
    state.props = Some(props(ctx, flag_ty, &values, &segments, default_ops.len()));
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    }
    Ok(())
}

/// Prints the switch with one case per line.
fn print(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let flag = body.operand(op, 0);
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(body.value_type(flag));
    p.write(", [");
    p.increase_indent();
    p.newline();
    p.write("default: ");
    let succs: SmallVec<[_; 4]> = SmallVec::from_slice(body.successors(op));
    let forwarded = |i: usize| -> SmallVec<[Value; 4]> {
        successor_operands(ctx, body, op, i)
            .map(|r| r.map(|k| body.operand(op, k)).collect())
            .unwrap_or_default()
    };
    if let Some(d) = succs.first() {
        p.print_successor_and_use_list(*d, &forwarded(0));
    }
    for (i, v) in case_values(ctx, body, op).iter().enumerate() {
        p.write(",");
        p.newline();
        // Upstream prints `getLimitedValue()`: unsigned, capped at u64::MAX.
        p.write(&v.to_u64().unwrap_or(u64::MAX).to_string());
        p.write(": ");
        if let Some(d) = succs.get(i + 1) {
            p.print_successor_and_use_list(*d, &forwarded(i + 1));
        }
    }
    p.decrease_indent();
    if body.attr(ctx, op, "case_values").is_some() {
        p.newline();
    }
    p.write("]");
    p.print_optional_attr_dict(
        op,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
}

fn verify(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let num_cases = body.successors(op).len().saturating_sub(1);
    let values = case_values(ctx, body, op);
    if values.len() != num_cases {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "number of case values ({}) should match number of case destinations ({num_cases})",
                values.len()
            ),
        ));
    }
    let flag_ty = body.value_type(body.operand(op, 0));
    if let Some(attr) = body.attr(ctx, op, "case_values")
        && let Some(ty) = attr.typed_value_type(ctx)
        && ty.element_type(ctx) != Some(flag_ty)
    {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "'flag' type ('{}') should match case value type ('{}')",
                strata_asm::type_to_string(ctx, flag_ty),
                ty.element_type(ctx)
                    .map(|t| strata_asm::type_to_string(ctx, t))
                    .unwrap_or_default()
            ),
        ));
    }
    Ok(())
}
