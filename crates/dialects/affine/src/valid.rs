//! Which values may be dimensions and symbols of affine maps (upstream's
//! `isValidDim` / `isValidSymbol`).
//!
//! The affine scope of a value is the region of the closest enclosing op
//! with the `AFFINE_SCOPE` trait (`func.func`, `builtin.module`). A valid
//! symbol is an index value defined at the top of that region, a constant,
//! an `affine.apply` of valid symbols, or the result of a `dim` op on a
//! top-level shaped value, or the result of a pure op whose operands are
//! valid symbols. A valid dimension is a valid symbol, an
//! induction variable of `affine.for` / `affine.parallel`, or an
//! `affine.apply` of valid dimensions.

use strata_ir::ir::ValueDef;
use strata_ir::{Body, Context, OpId, OpTraits, RegionId, Value};

use crate::{ApplyOp, ForOp, ParallelOp};

/// The region of the affine scope `op` is in: the region of the closest
/// ancestor with the `AFFINE_SCOPE` trait (in this body, or the body's
/// owner if no ancestor in the body is one).
fn affine_scope(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    loop {
        let region = body.op_block(cur).and_then(|b| body.block_region(b))?;
        match body.region_parent(region) {
            Some(parent) => {
                if body.op_name(parent).has_trait(ctx, OpTraits::AFFINE_SCOPE) {
                    return Some(region);
                }
                cur = parent;
            }
            None => {
                let owner_is_scope = body
                    .owner_name()
                    .is_some_and(|n| n.has_trait(ctx, OpTraits::AFFINE_SCOPE));
                return owner_is_scope.then_some(region);
            }
        }
    }
}

/// The affine scope of the place `value` is defined in.
fn value_scope(ctx: &Context, body: &Body, value: Value) -> Option<RegionId> {
    match body.value_def(value) {
        ValueDef::Result(op, _) => affine_scope(ctx, body, op),
        ValueDef::BlockArg(block, _) => {
            let region = body.block_region(block)?;
            match body.region_parent(region) {
                Some(parent) if body.op_name(parent).has_trait(ctx, OpTraits::AFFINE_SCOPE) => {
                    Some(region)
                }
                Some(parent) => affine_scope(ctx, body, parent),
                None => body
                    .owner_name()
                    .is_some_and(|n| n.has_trait(ctx, OpTraits::AFFINE_SCOPE))
                    .then_some(region),
            }
        }
        ValueDef::Placeholder => None,
    }
}

/// True if `value` is defined directly in `region`.
fn is_top_level_in(body: &Body, value: Value, region: RegionId) -> bool {
    body.value_region(value) == Some(region)
}

/// True if `value` is an induction variable of `affine.for` or
/// `affine.parallel`.
pub(crate) fn is_induction_var(ctx: &Context, body: &Body, value: Value) -> bool {
    let ValueDef::BlockArg(block, index) = body.value_def(value) else {
        return false;
    };
    let Some(parent) = body.block_parent_op(block) else {
        return false;
    };
    if body.isa::<ForOp>(ctx, parent) {
        return index == 0;
    }
    body.isa::<ParallelOp>(ctx, parent)
}

/// True if `value` may be a symbol of an affine map used in its own scope.
pub fn is_valid_symbol(ctx: &Context, body: &Body, value: Value) -> bool {
    if !body.value_type(value).is_index(ctx) {
        return false;
    }
    match value_scope(ctx, body, value) {
        Some(scope) if is_top_level_in(body, value, scope) => true,
        Some(scope) => is_valid_symbol_in(ctx, body, value, scope),
        None => match body.defining_op(value) {
            Some(op) => is_constant(ctx, body, op),
            None => false,
        },
    }
}

/// True if `value` may be a symbol in the affine scope `scope`.
pub(crate) fn is_valid_symbol_in(
    ctx: &Context,
    body: &Body,
    value: Value,
    scope: RegionId,
) -> bool {
    if !body.value_type(value).is_index(ctx) {
        return false;
    }
    if is_top_level_in(body, value, scope) {
        return true;
    }
    let Some(def) = body.defining_op(value) else {
        return false;
    };
    if is_constant(ctx, body, def) {
        return true;
    }
    if body.isa::<ApplyOp>(ctx, def) {
        return body
            .operands(def)
            .all(|v| is_valid_symbol_in(ctx, body, v, scope));
    }
    if is_dim_op(ctx, body, def) {
        return body
            .operands(def)
            .next()
            .is_some_and(|src| is_top_level_in(body, src, scope));
    }
    let pure = body.op_name(def).has_trait(ctx, OpTraits::PURE) && body.num_regions(def) == 0;
    pure && body
        .operands(def)
        .all(|v| is_valid_symbol_in(ctx, body, v, scope))
}

/// True if `value` may be a dimension of an affine map used in its scope.
pub fn is_valid_dim(ctx: &Context, body: &Body, value: Value) -> bool {
    if !body.value_type(value).is_index(ctx) {
        return false;
    }
    match body.defining_op(value) {
        Some(op) => match affine_scope(ctx, body, op) {
            Some(scope) => is_valid_dim_in(ctx, body, value, scope),
            None => is_constant(ctx, body, op),
        },
        None => is_induction_var(ctx, body, value) || is_scope_arg(ctx, body, value),
    }
}

/// True if `value` may be a dimension in the affine scope `scope`.
pub(crate) fn is_valid_dim_in(ctx: &Context, body: &Body, value: Value, scope: RegionId) -> bool {
    if !body.value_type(value).is_index(ctx) {
        return false;
    }
    if is_valid_symbol_in(ctx, body, value, scope) {
        return true;
    }
    let Some(def) = body.defining_op(value) else {
        return is_induction_var(ctx, body, value) || is_scope_arg(ctx, body, value);
    };
    if body.isa::<ApplyOp>(ctx, def) {
        return body
            .operands(def)
            .all(|v| is_valid_dim_in(ctx, body, v, scope));
    }
    if is_dim_op(ctx, body, def) {
        return body.operands(def).next().is_some_and(|src| {
            value_scope(ctx, body, src).is_some_and(|s| is_top_level_in(body, src, s))
        });
    }
    false
}

/// True if `value` is an argument of a block of an affine scope op.
fn is_scope_arg(ctx: &Context, body: &Body, value: Value) -> bool {
    let ValueDef::BlockArg(block, _) = body.value_def(value) else {
        return false;
    };
    match body.block_parent_op(block) {
        Some(parent) => body.op_name(parent).has_trait(ctx, OpTraits::AFFINE_SCOPE),
        None => body
            .owner_name()
            .is_some_and(|n| n.has_trait(ctx, OpTraits::AFFINE_SCOPE)),
    }
}

/// The affine scope region `op` is in, if any.
pub(crate) fn scope_of(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    affine_scope(ctx, body, op)
}

/// True for a constant-like op.
pub(crate) fn is_constant(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.op_name(op).has_trait(ctx, OpTraits::CONSTANT_LIKE)
}

/// True for `memref.dim` and `tensor.dim`.
fn is_dim_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(body.op_name(op).as_str(ctx), "memref.dim" | "tensor.dim")
}

/// True if `value` is a dimension valid where `op` uses it.
pub(crate) fn valid_dim_for(ctx: &Context, body: &Body, op: OpId, value: Value) -> bool {
    match affine_scope(ctx, body, op) {
        Some(scope) => is_valid_dim_in(ctx, body, value, scope),
        None => is_valid_dim(ctx, body, value),
    }
}

/// True if `value` is a symbol valid where `op` uses it.
pub(crate) fn valid_symbol_for(ctx: &Context, body: &Body, op: OpId, value: Value) -> bool {
    match affine_scope(ctx, body, op) {
        Some(scope) => is_valid_symbol_in(ctx, body, value, scope),
        None => is_valid_symbol(ctx, body, value),
    }
}
