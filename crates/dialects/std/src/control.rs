//! The terminators and calls: `br`, `cond_br`, `return`, `call`,
//! `call_indirect`.

use std::ops::Range;

use strata_ir::interfaces::Callee;
use strata_ir::verifier::op_error;
use strata_ir::{AttrKind, Body, Context, DiagResult, OpId, OpTraits};
use strata_ods::{OpSpec, constraints as c, operand_groups_of};

use crate::delegate::{parse_as, print_as, verify_as};

fn group_range(ctx: &Context, body: &Body, op: OpId, group: usize) -> Option<Range<usize>> {
    operand_groups_of(ctx, body, op).and_then(|g| g.get(group).cloned())
}

const BRANCH: OpTraits = OpTraits::PURE
    .union(OpTraits::NO_MEMORY_EFFECT)
    .union(OpTraits::TERMINATOR);

/// `std.br`.
pub(crate) fn br() -> OpSpec {
    OpSpec::new("std.br")
        .summary("unconditional branch")
        .variadic_operand("destOperands", c::ANY_TYPE)
        .successor("dest")
        .traits(BRANCH)
        .branch(|ctx, body, op, _| group_range(ctx, body, op, 0))
        .successor_for_operands(|_, _, _, _| Some(0))
        .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
}

/// `std.cond_br`.
pub(crate) fn cond_br() -> OpSpec {
    OpSpec::new("std.cond_br")
        .summary("conditional branch on an i1")
        .operand("condition", c::I1)
        .variadic_operand("trueDestOperands", c::ANY_TYPE)
        .variadic_operand("falseDestOperands", c::ANY_TYPE)
        .successor("trueDest")
        .successor("falseDest")
        .traits(BRANCH)
        .branch(|ctx, body, op, succ| group_range(ctx, body, op, succ + 1))
        .successor_for_operands(|ctx, _, _, operands| {
            let condition = operands.first().copied().flatten()?.int_value(ctx)?;
            Some(if condition.is_zero() { 1 } else { 0 })
        })
        .format(
            "$condition `,` \
             $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
             $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        )
}

/// `std.return`; the enclosing function checks the operands against its
/// result types (every return-like terminator of `func.func`).
pub(crate) fn ret() -> OpSpec {
    OpSpec::new("std.return")
        .summary("returns from a function")
        .variadic_operand("operands", c::ANY_TYPE)
        .traits(
            OpTraits::PURE
                | OpTraits::NO_MEMORY_EFFECT
                | OpTraits::TERMINATOR
                | OpTraits::RETURN_LIKE,
        )
        .parents(&["func.func"])
        .format("attr-dict ($operands^ `:` type($operands))?")
}

/// `std.call`.
pub(crate) fn call() -> OpSpec {
    OpSpec::new("std.call")
        .summary("direct call to a function")
        .attr("callee", c::FLAT_SYMBOL_REF_ATTR)
        .variadic_operand("operands", c::ANY_TYPE)
        .variadic_result("results", c::ANY_TYPE)
        .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")
        .symbol_uses(verify_call_uses)
        .call(|ctx, body, op| {
            let callee = body.attr(ctx, op, "callee")?;
            Some((Callee::Symbol(callee), 0..body.num_operands(op)))
        })
}

fn verify_call_uses(
    ctx: &Context,
    body: &Body,
    op: OpId,
    table: &strata_ir::symbol_table::SymbolTable<'_>,
) -> DiagResult {
    let Some(callee) = body.attr(ctx, op, "callee") else {
        return Ok(());
    };
    let AttrKind::SymbolRef { root, .. } = callee.kind(ctx) else {
        return Ok(());
    };
    let name = root.as_str(ctx);
    let fn_ty = table
        .lookup(name)
        .and_then(|f| table.body().attr(ctx, f, "function_type"))
        .and_then(|a| a.type_value(ctx));
    let Some(fn_ty) = fn_ty else {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("'{name}' does not reference a valid function"),
        ));
    };
    let Some((inputs, results)) = fn_ty.function_parts(ctx) else {
        return Ok(());
    };
    let operands: Vec<_> = body.operands(op).map(|v| body.value_type(v)).collect();
    let result_types: Vec<_> = body.results(op).map(|v| body.value_type(v)).collect();
    if operands != inputs {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand types do not match the callee's",
        ));
    }
    if result_types != results {
        return Err(op_error(
            ctx,
            body,
            op,
            "result types do not match the callee's",
        ));
    }
    Ok(())
}

/// `std.call_indirect`, written and checked as `func.call_indirect` is.
pub(crate) fn call_indirect() -> OpSpec {
    OpSpec::new("std.call_indirect")
        .summary("indirect call to a value of function type")
        .operand("callee", c::FUNCTION_TYPE)
        .variadic_operand("callee_operands", c::ANY_TYPE)
        .variadic_result("results", c::ANY_TYPE)
        .custom_syntax(
            |_, p, state| parse_as("func.call_indirect", p, state),
            |_, p, op| print_as("func.call_indirect", p, op),
        )
        .verifier(|_, ctx, body, op| verify_as("func.call_indirect", ctx, body, op))
        .call(|_, body, op| {
            let callee = body.operands(op).next()?;
            Some((Callee::Value(callee), 1..body.num_operands(op)))
        })
}
