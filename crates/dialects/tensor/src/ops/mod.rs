//! The op declarations, grouped by kind.

pub(crate) mod basic;
pub(crate) mod gather;
pub(crate) mod pack;
pub(crate) mod region;
pub(crate) mod reshape;
pub(crate) mod slice;

use strata_ir::{Body, Context, OpId, Value};

/// A result-name hook naming the single result `$name`.
macro_rules! result_name {
    ($name:literal) => {{
        fn hook(
            _: &strata_ir::Context,
            body: &strata_ir::Body,
            op: strata_ir::OpId,
            set: &mut dyn FnMut(strata_ir::Value, &str),
        ) {
            if body.num_results(op) > 0 {
                set(body.result(op, 0), $name);
            }
        }
        hook
    }};
}
pub(crate) use result_name;

/// The type of operand `i`, if present.
pub(crate) fn operand_type(body: &Body, op: OpId, i: usize) -> Option<strata_ir::Type> {
    (i < body.num_operands(op)).then(|| body.value_type(body.operand(op, i)))
}

/// The type of result `i`, if present.
pub(crate) fn result_type(body: &Body, op: OpId, i: usize) -> Option<strata_ir::Type> {
    (i < body.num_results(op)).then(|| body.value_type(body.result(op, i)))
}

/// The operands of the named group.
pub(crate) fn group(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<Value> {
    strata_ods::operand_group(ctx, body, op, name).to_vec()
}

/// The `i64` array attribute `name`, or empty.
pub(crate) fn i64_list(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    body.attr(ctx, op, name)
        .and_then(|a| strata_ods::dense_i64_values(ctx, a))
        .unwrap_or_default()
}

/// The integer held by `v` if an `arith.constant` defines it.
pub(crate) fn constant_value(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    let d = body.defining_op(v)?;
    if body.op_name(d).as_str(ctx) != "arith.constant" {
        return None;
    }
    body.attr(ctx, d, "value")?.int_value(ctx)?.to_i64()
}
