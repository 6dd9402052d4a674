//! Matchers used by patterns: the constant value of a constant-like
//! operation (upstream's `m_Constant`) and its integer specializations.

use strata_support::apint::APInt;

use strata_ir::attributes::Attribute;
use strata_ir::context::Context;
use strata_ir::dialect::{FoldOutcome, OpFoldResult, OpTraits};
use strata_ir::interfaces::FoldOpInterface;
use strata_ir::ir::{Body, OpId, Value};

/// The constant produced by `op` if it is a constant-like operation with
/// one result whose folder yields an attribute.
pub fn constant_op_value(ctx: &Context, body: &mut Body, op: OpId) -> Option<Attribute> {
    let def = body.op_name(op).def(ctx)?;
    if !def.has(OpTraits::CONSTANT_LIKE) || body.num_results(op) != 1 {
        return None;
    }
    match def
        .interface::<dyn FoldOpInterface>()?
        .fold(ctx, body, op, &[])
    {
        FoldOutcome::Results(r) => match r.first() {
            Some(OpFoldResult::Attr(a)) => Some(*a),
            _ => None,
        },
        _ => None,
    }
}

/// The constant `value` is known to hold, if it is defined by a constant-like operation.
pub fn constant_of(ctx: &Context, body: &mut Body, value: Value) -> Option<Attribute> {
    let op = body.defining_op(value)?;
    constant_op_value(ctx, body, op)
}

/// `value` as a fold result (upstream's `getAsOpFoldResult`): the constant
/// it holds if a constant-like operation defines it, otherwise the value
/// itself. Two values compare equal this way when they are the same value
/// or both constants of the same attribute.
pub fn as_fold_result(ctx: &Context, body: &mut Body, value: Value) -> OpFoldResult {
    constant_of(ctx, body, value).map_or(OpFoldResult::Value(value), OpFoldResult::Attr)
}

/// The scalar integer constant (integer, index or bool attribute) `value` holds.
pub fn constant_int(ctx: &Context, body: &mut Body, value: Value) -> Option<APInt> {
    constant_of(ctx, body, value)?.int_value(ctx).cloned()
}
