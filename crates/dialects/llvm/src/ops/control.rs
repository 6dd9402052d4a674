//! Terminators: `br`, `cond_br`, `switch`, `return`, `unreachable`.

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer};
use strata_dialect_cf::switch as cf_switch;
use strata_ir::attributes::dense_i32_values;
use strata_ir::verifier::{op_error, op_plain_error};
use strata_ir::{
    Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, OperationState, TypeKind, Value,
};
use strata_ods::{OpSpec, constraints as c, operand_groups_of};
use strata_support::apint::APInt;

use crate::constraints as lc;

const TERM: OpTraits = OpTraits::PURE
    .union(OpTraits::NO_MEMORY_EFFECT)
    .union(OpTraits::TERMINATOR);

/// Parses `%flag : i32, ^default(args) [ 1: ^bb(args), ... ]`.
fn parse_switch(_def: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx;
    let flag = p.parse_operand()?;
    p.expect(TokenKind::Colon, "':'")?;
    let flag_ty = p.parse_type()?;
    let flag = p.resolve_operand(&flag, flag_ty)?;
    p.expect(TokenKind::Comma, "','")?;
    let default = p.parse_successor()?;
    let mut default_ops = Vec::new();
    cf_switch::parse_successor_operands(p, &mut default_ops)?;
    let width = flag_ty.int_width(ctx).unwrap_or(32);
    let mut values: Vec<APInt> = Vec::new();
    let mut dests = SmallVec::<[_; 4]>::new();
    let mut case_ops = Vec::new();
    let mut segments: Vec<i32> = Vec::new();
    p.expect(TokenKind::LSquare, "'['")?;
    if !p.eat(TokenKind::RSquare) {
        loop {
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
            cf_switch::parse_successor_operands(p, &mut case_ops)?;
            segments.push(i32::try_from(case_ops.len() - before).unwrap_or(i32::MAX));
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "']'")?;
    }
    state.operands.push(flag);
    state.operands.extend(default_ops.iter().copied());
    state.operands.extend(case_ops.iter().copied());
    state.successors.push(default);
    state.successors.extend(dests);
    state.props = Some(cf_switch::props(
        ctx,
        flag_ty,
        &values,
        &segments,
        default_ops.len(),
    ));
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
    }
    Ok(())
}

/// Checks the case values against the case destinations and the flag's
/// type, and the branch weights against the successors.
fn verify_switch(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let num_succs = body.successors(op).len();
    let case_values = body.attr(ctx, op, "case_values");
    let num_values = case_values.map(|_| cf_switch::case_values(ctx, body, op).len());
    if num_values.unwrap_or(0) != num_succs.saturating_sub(1) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expects number of case values to match number of case destinations",
        ));
    }
    if let Some(weights) = body
        .attr(ctx, op, "branch_weights")
        .and_then(|a| dense_i32_values(ctx, a))
        && weights.len() != num_succs
    {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            format!(
                "expects number of branch weights to match number of successors: {} vs {num_succs}",
                weights.len()
            ),
        ));
    }
    let flag_ty = body.value_type(body.operand(op, 0));
    if let Some(ty) = case_values.and_then(|a| a.typed_value_type(ctx))
        && ty.element_type(ctx) != Some(flag_ty)
    {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            "expects case value type to match condition value type",
        ));
    }
    Ok(())
}

/// Prints the switch with one case per line (and `]` on a line of its own).
fn print_switch(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    let flag = body.operand(op, 0);
    let flag_ty = body.value_type(flag);
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(flag_ty);
    p.write(", ");
    let succs: SmallVec<[_; 4]> = SmallVec::from_slice(body.successors(op));
    let forwarded = |i: usize| -> SmallVec<[Value; 4]> {
        cf_switch::successor_operands(ctx, body, op, i)
            .map(|r| r.map(|k| body.operand(op, k)).collect())
            .unwrap_or_default()
    };
    if let Some(d) = succs.first() {
        p.print_successor_and_use_list(*d, &forwarded(0));
    }
    p.write(" [");
    let unsigned_print = matches!(flag_ty.kind(ctx), TypeKind::Integer { width: 1, .. });
    let values = cf_switch::case_values(ctx, body, op);
    p.increase_indent();
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.write(",");
        }
        p.newline();
        p.write(&if unsigned_print {
            v.to_string_unsigned()
        } else {
            v.to_string_signed()
        });
        p.write(": ");
        if let Some(d) = succs.get(i + 1) {
            p.print_successor_and_use_list(*d, &forwarded(i + 1));
        }
    }
    p.decrease_indent();
    // As mlir-opt, the closing bracket is on a line of its own even when
    // there is no case.
    p.newline();
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

fn group(
    ctx: &strata_ir::Context,
    body: &strata_ir::Body,
    op: OpId,
    g: usize,
) -> Option<std::ops::Range<usize>> {
    operand_groups_of(ctx, body, op).and_then(|v| v.get(g).cloned())
}

/// The terminators.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("llvm.br")
            .variadic_operand("destOperands", lc::ANY_LLVM)
            .optional_attr("loop_annotation", c::ANY_ATTR)
            .successor("dest")
            .traits(TERM)
            .branch(|ctx, body, op, _| group(ctx, body, op, 0))
            .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"),
        OpSpec::new("llvm.cond_br")
            .operand("condition", c::I1)
            .variadic_operand("trueDestOperands", lc::ANY_LLVM)
            .variadic_operand("falseDestOperands", lc::ANY_LLVM)
            .optional_attr("branch_weights", c::DENSE_I32_ARRAY_ATTR)
            .optional_attr("loop_annotation", c::ANY_ATTR)
            .successor("trueDest")
            .successor("falseDest")
            .traits(TERM)
            .branch(|ctx, body, op, succ| group(ctx, body, op, succ + 1))
            .format(
                "$condition ( `weights` `(` $branch_weights^ `)` )? `,` \
                 $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
                 $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
            ),
        OpSpec::new("llvm.switch")
            .operand("value", lc::INT_LIKE)
            .variadic_operand("defaultOperands", lc::ANY_LLVM)
            .variadic_of_variadic_operand("caseOperands", lc::ANY_LLVM, "case_operand_segments")
            .optional_attr("case_values", c::INT_ELEMENTS_ATTR)
            .attr("case_operand_segments", c::DENSE_I32_ARRAY_ATTR)
            .optional_attr("branch_weights", c::DENSE_I32_ARRAY_ATTR)
            .successor("defaultDestination")
            .variadic_successor("caseDestinations")
            .traits(TERM)
            .branch(cf_switch::successor_operands)
            .custom_syntax(parse_switch, print_switch)
            .verifier(verify_switch),
        OpSpec::new("llvm.return")
            .optional_operand("arg", lc::ANY_LLVM)
            .traits(TERM | OpTraits::RETURN_LIKE)
            .format("attr-dict ($arg^ `:` type($arg))?"),
        OpSpec::new("llvm.unreachable")
            .traits(OpTraits::TERMINATOR)
            .format("attr-dict"),
    ]
}
