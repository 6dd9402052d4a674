//! Speculatability of `scf.if` (as safe as its regions) and `scf.for` (as
//! safe as its body when the step is a nonzero constant, since a zero step
//! never terminates), which lets LICM hoist invariant nested ops.

use strata_ir::interfaces::{ConditionallySpeculatable, Speculatability};
use strata_ir::{Body, Context, OpId, OpTraits};

/// `scf.if`: recursively speculatable.
pub(crate) struct IfSpeculation;

impl ConditionallySpeculatable for IfSpeculation {
    fn speculatability(&self, _ctx: &Context, _body: &Body, _op: OpId) -> Speculatability {
        Speculatability::RecursivelySpeculatable
    }
}

/// `scf.for`: recursively speculatable with a nonzero constant step.
pub(crate) struct ForSpeculation;

impl ConditionallySpeculatable for ForSpeculation {
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        let step = body
            .operands(op)
            .nth(2)
            .and_then(|v| body.defining_op(v))
            .filter(|d| body.op_name(*d).has_trait(ctx, OpTraits::CONSTANT_LIKE))
            .and_then(|d| body.attr(ctx, d, "value"))
            .and_then(|a| a.int_value(ctx).map(|v| !v.is_zero()));
        if step == Some(true) {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}
