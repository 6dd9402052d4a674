//! Speculatability of `tensor.dim`: safe to hoist only with a constant
//! index below the rank of a ranked tensor (as upstream, which compares
//! signed, so negative constants count as speculatable).

use strata_ir::interfaces::{ConditionallySpeculatable, Speculatability};
use strata_ir::{Body, Context, OpId};

use crate::ops::constant_value;
use crate::types::shape_of;

/// `tensor.dim`'s speculation rule.
pub(crate) struct DimSpeculation;

impl ConditionallySpeculatable for DimSpeculation {
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        if body.num_operands(op) < 2 {
            return Speculatability::NotSpeculatable;
        }
        let index = constant_value(ctx, body, body.operand(op, 1));
        let rank = shape_of(ctx, body.value_type(body.operand(op, 0))).map(<[i64]>::len);
        match (index, rank) {
            (Some(i), Some(r)) if i < r as i64 => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}
