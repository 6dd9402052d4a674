//! Side-effect queries.

use crate::context::Context;
use crate::dialect::OpTraits;
use crate::ir::{Body, OpId, WalkOrder, WalkResult};

/// True if `op` (and, for recursively-effecting ops, everything nested in
/// it) reads or writes no memory and has no other side effect.
pub fn has_no_side_effects(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    let Some(def) = name.def(ctx) else {
        return false;
    };
    if def.has(OpTraits::PURE) || def.has(OpTraits::NO_MEMORY_EFFECT) {
        if !def.has(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
            return true;
        }
    } else if !def.has(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    let (inner, regions) = body.op_regions(op);
    let mut pure = true;
    for &r in regions {
        inner.walk_region(r, WalkOrder::PreOrder, &mut |b, o| {
            if !has_no_side_effects(ctx, b, o) {
                pure = false;
                return WalkResult::Interrupt;
            }
            WalkResult::Skip
        });
    }
    pure
}

/// True if `op` could be erased were its results unused.
pub fn would_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    if name.has_trait(ctx, OpTraits::TERMINATOR) || name.has_trait(ctx, OpTraits::SYMBOL) {
        return false;
    }
    has_no_side_effects(ctx, body, op)
}

/// True if `op` has no used results and no side effects.
pub fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.results(op).all(|v| !body.has_uses(v)) && would_be_trivially_dead(ctx, body, op)
}
