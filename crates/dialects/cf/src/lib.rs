//! The `cf` dialect: unstructured control flow (branches, switch, assert).
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_cf::dialect().expect("valid declarations"));
//! ctx.allow_unregistered_dialects(true);
//! let src = "%t = \"demo.cond\"() : () -> i1\ncf.assert %t, \"holds\"";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("cf.assert %0, \"holds\""), "{text}");
//! ```

mod canonicalize;
pub mod switch;

pub use canonicalize::{build_br, build_cond_br};
pub use switch::{SwitchCase, build as build_switch};

use std::ops::Range;

use strata_ir::interfaces::{DialectInlinerInterface, InlineAll};
use strata_ir::{Body, Context, DialectDef, OpId, OpTraits};
use strata_ods::{OpSpec, constraints as c, operand_groups_of};

/// The `cf` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect("cf", vec![br(), cond_br(), switch::spec(), assert()])?;
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    Ok(d)
}

mod classes;
pub use classes::*;

/// Operand positions of the operand group `group` of `op`.
fn group_range(ctx: &Context, body: &Body, op: OpId, group: usize) -> Option<Range<usize>> {
    operand_groups_of(ctx, body, op).and_then(|g| g.get(group).cloned())
}

fn br() -> OpSpec {
    OpSpec::new(BranchOp::NAME)
        .summary("Branch operation")
        .variadic_operand("destOperands", c::ANY_TYPE)
        .successor("dest")
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::TERMINATOR)
        .branch(|ctx, body, op, _| group_range(ctx, body, op, 0))
        .successor_for_operands(|_, _, _, _| Some(0))
        .canonicalizer(canonicalize::br_patterns)
        .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
}

fn cond_br() -> OpSpec {
    OpSpec::new(CondBranchOp::NAME)
        .summary("Conditional branch operation")
        .operand("condition", c::I1)
        .variadic_operand("trueDestOperands", c::ANY_TYPE)
        .variadic_operand("falseDestOperands", c::ANY_TYPE)
        .optional_attr("branch_weights", c::DENSE_I32_ARRAY_ATTR)
        .successor("trueDest")
        .successor("falseDest")
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::TERMINATOR)
        .branch(|ctx, body, op, succ| group_range(ctx, body, op, succ + 1))
        .successor_for_operands(|ctx, _, _, operands| {
            let condition = operands.first().copied().flatten()?.int_value(ctx)?;
            Some(if condition.is_zero() { 1 } else { 0 })
        })
        .canonicalizer(canonicalize::cond_br_patterns)
        .format(
            "$condition (`weights` `(` $branch_weights^ `)` )? `,` \
             $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
             $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        )
        .verifier(|_, ctx, body, op| {
            if let Some(w) = body.attr(ctx, op, "branch_weights")
                && let Some(values) = strata_ods::dense_i32_values(ctx, w)
                && values.len() != 2
            {
                return Err(strata_ir::verifier::op_plain_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "expects number of branch weights to match number of successors: {} vs 2",
                        values.len()
                    ),
                ));
            }
            if let Some(w) = body.attr(ctx, op, "branch_weights")
                && let Some(values) = strata_ods::dense_i32_values(ctx, w)
                && values.iter().all(|&v| v == 0)
            {
                return Err(strata_ir::verifier::op_plain_error(
                    ctx,
                    body,
                    op,
                    "branch weights cannot all be zero",
                ));
            }
            Ok(())
        })
}

fn assert() -> OpSpec {
    OpSpec::new(AssertOp::NAME)
        .summary("Assert operation with message attribute")
        .operand("arg", c::I1)
        .attr("msg", c::STR_ATTR)
        .canonicalizer(canonicalize::assert_patterns)
        .format("$arg `,` $msg attr-dict")
}

strata_ods::generated_classes_test!("cf.br" => "BranchOp", "cf.cond_br" => "CondBranchOp");
