//! collapse_shape and expand_shape.

use strata_dialect_utils::{REASSOCIATION_ATTR, verify_reshape_like};
use strata_ir::types::DYNAMIC;
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits};
use strata_ods::{OpSpec, constraints as c};

use super::{group, i64_list, operand_type, result_name, result_type};
use crate::types::{RANKED_TENSOR, shape_of};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

fn verify_collapse(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    match (operand_type(body, op, 0), result_type(body, op, 0)) {
        (Some(src), Some(res)) => verify_reshape_like(ctx, body, op, src, res),
        _ => Ok(()),
    }
}

fn verify_expand(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (Some(src), Some(res)) = (operand_type(body, op, 0), result_type(body, op, 0)) else {
        return Ok(());
    };
    let statics = i64_list(ctx, body, op, "static_output_shape");
    let rank = shape_of(ctx, res).map_or(0, <[i64]>::len);
    if statics.len() != rank {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
                statics.len()
            ),
        ));
    }
    let dynamic = statics.iter().filter(|s| **s == DYNAMIC).count();
    let values = group(ctx, body, op, "output_shape").len();
    if values != dynamic {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
            ),
        ));
    }
    verify_reshape_like(ctx, body, op, res, src)
}

/// The ops of this file.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new(crate::CollapseShapeOp::NAME)
            .summary("operation to produce a tensor with a smaller rank")
            .operand("src", RANKED_TENSOR)
            .attr("reassociation", REASSOCIATION_ATTR)
            .result("result", RANKED_TENSOR)
            .traits(PURE)
            .folder(crate::fold::reshape_like)
            .canonicalizer(crate::canonicalize::shape::reshape_patterns)
            .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
            .verifier(verify_collapse)
            .result_names(result_name!("collapsed")),
        OpSpec::new(crate::ExpandShapeOp::NAME)
            .summary("operation to produce a tensor with a higher rank")
            .operand("src", RANKED_TENSOR)
            .attr("reassociation", REASSOCIATION_ATTR)
            .variadic_operand("output_shape", c::INDEX)
            .attr("static_output_shape", c::DENSE_I64_ARRAY_ATTR)
            .result("result", RANKED_TENSOR)
            .traits(PURE)
            .folder(crate::fold::reshape_like)
            .format(
                "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
            )
            .verifier(verify_expand)
            .result_names(result_name!("expanded")),
    ]
}
