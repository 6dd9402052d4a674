//! Speculatability of the integer divisions: `divui`/`ceildivui` may run
//! speculatively only when the divisor is a nonzero constant, `divsi` /
//! `ceildivsi` when it is neither zero nor -1 (the overflowing
//! `MIN / -1`), so that LICM never hoists a division that might trap.

use strata_ir::interfaces::{ConditionallySpeculatable, Speculatability};
use strata_ir::{Body, Context, OpId, OpTraits};
use strata_ods::OpSpec;
use strata_support::apint::APInt;

use crate::fold::values::int_splat;

/// A division, signed or unsigned.
struct Division {
    signed: bool,
}

/// The divisor of `op` if a constant-like op defines it (scalar or splat).
fn constant_divisor(ctx: &Context, body: &Body, op: OpId) -> Option<APInt> {
    let rhs = body.operands(op).nth(1)?;
    let def = body.defining_op(rhs)?;
    if !body.op_name(def).has_trait(ctx, OpTraits::CONSTANT_LIKE) {
        return None;
    }
    int_splat(ctx, body.attr(ctx, def, "value"))
}

impl ConditionallySpeculatable for Division {
    fn speculatability(&self, ctx: &Context, body: &Body, op: OpId) -> Speculatability {
        let may_trap = |d: &APInt| d.is_zero() || (self.signed && d.is_all_ones());
        match constant_divisor(ctx, body, op) {
            Some(d) if !may_trap(&d) => Speculatability::Speculatable,
            _ => Speculatability::NotSpeculatable,
        }
    }
}

/// Makes a division op conditionally speculatable: no memory effects, but
/// not `Pure`.
pub(crate) fn division(mut spec: OpSpec, signed: bool) -> OpSpec {
    spec.traits = spec.traits.without(OpTraits::PURE);
    if signed {
        spec.interface::<dyn ConditionallySpeculatable>(|| Box::new(Division { signed: true }))
    } else {
        spec.interface::<dyn ConditionallySpeculatable>(|| Box::new(Division { signed: false }))
    }
}
