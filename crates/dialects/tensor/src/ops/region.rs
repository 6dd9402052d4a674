//! The ops with a body computing elements: generate, pad, and their
//! terminator yield.

use strata_asm::type_to_string;
use strata_ir::types::DYNAMIC;
use strata_ir::verifier::{op_error, op_plain_error};
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits, Type};
use strata_ods::{OpSpec, constraints as c};

use super::{i64_list, operand_type, result_name, result_type};
use crate::types::{RANKED_TENSOR, num_dynamic_dims, shape_of};

/// The entry block's argument types and the type its terminator yields.
fn body_signature(body: &Body, op: OpId) -> Option<(Vec<Type>, Option<Type>)> {
    let (rbody, regions) = body.op_regions(op);
    let region = *regions.first()?;
    let block = rbody.entry_block(region)?;
    let args = rbody
        .block_args(block)
        .iter()
        .map(|a| rbody.value_type(*a))
        .collect();
    let yielded = rbody
        .last_op(block)
        .filter(|t| rbody.num_operands(*t) == 1)
        .map(|t| rbody.value_type(rbody.operand(t, 0)));
    Some((args, yielded))
}

fn verify_generate(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(res) = result_type(body, op, 0) else {
        return Ok(());
    };
    let (has, expected) = (body.num_operands(op), num_dynamic_dims(ctx, res));
    if has != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
        ));
    }
    Ok(())
}

fn verify_generate_region(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (Some(res), Some((args, yielded))) = (result_type(body, op, 0), body_signature(body, op))
    else {
        return Ok(());
    };
    if !args.iter().all(|t| t.is_index(ctx)) {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            "all body arguments must be index",
        ));
    }
    if Some(args.len()) != shape_of(ctx, res).map(<[i64]>::len) {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            "must have one body argument per input dimension",
        ));
    }
    if yielded != res.element_type(ctx) {
        return Err(op_error(
            ctx,
            body,
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

/// The result shape of a pad (upstream's `PadOp::inferResultType`), or
/// `None` if the low/high lists do not match the source rank.
pub(crate) fn pad_result_shape(source: &[i64], low: &[i64], high: &[i64]) -> Option<Vec<i64>> {
    if low.len() != source.len() || high.len() != source.len() {
        return None;
    }
    Some(
        source
            .iter()
            .zip(low.iter().zip(high))
            .map(|(s, (l, h))| {
                if *s == DYNAMIC || *l == DYNAMIC || *h == DYNAMIC {
                    DYNAMIC
                } else {
                    s.checked_add(*l)
                        .and_then(|x| x.checked_add(*h))
                        .unwrap_or(DYNAMIC)
                }
            })
            .collect(),
    )
}

fn verify_pad(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (Some(src), Some(res)) = (operand_type(body, op, 0), result_type(body, op, 0)) else {
        return Ok(());
    };
    let (Some(sshape), Some(rshape)) = (shape_of(ctx, src), shape_of(ctx, res)) else {
        return Ok(());
    };
    let low = i64_list(ctx, body, op, "static_low");
    let high = i64_list(ctx, body, op, "static_high");
    let err = |m: String| Err(op_plain_error(ctx, body, op, m));
    let Some(expected) = pad_result_shape(sshape, &low, &high) else {
        return err(format!(
            "failed to infer expectedType from sourceType '{}', specified resultType is '{}'",
            type_to_string(ctx, src),
            type_to_string(ctx, res)
        ));
    };
    let mismatch = rshape.len() != expected.len()
        || expected
            .iter()
            .zip(rshape)
            .any(|(e, r)| e != r && *e != DYNAMIC);
    if mismatch {
        let expected_ty = src
            .element_type(ctx)
            .map(|e| Type::ranked_tensor(ctx, &expected, e, None));
        return err(format!(
            "specified type '{}' does not match the inferred type '{}'",
            type_to_string(ctx, res),
            expected_ty
                .map(|t| type_to_string(ctx, t))
                .unwrap_or_default()
        ));
    }
    Ok(())
}

fn verify_pad_region(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (Some(res), Some((args, yielded))) = (result_type(body, op, 0), body_signature(body, op))
    else {
        return Ok(());
    };
    let rank = shape_of(ctx, res).map_or(0, <[i64]>::len);
    if args.len() != rank {
        return Err(op_plain_error(
            ctx,
            body,
            op,
            format!("expected the block to have {rank} arguments"),
        ));
    }
    if let Some(i) = args.iter().position(|t| !t.is_index(ctx)) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("expected block argument {} to be an index", i + 1),
        ));
    }
    if yielded != res.element_type(ctx) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected yield type to match shape element type",
        ));
    }
    Ok(())
}

/// The ops of this file.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new(crate::GenerateOp::NAME)
            .summary("Creates a dynamically sized tensor from elements")
            .variadic_operand("dynamicExtents", c::INDEX)
            .result("result", RANKED_TENSOR)
            .sized_region("body", 1)
            .traits(OpTraits::RECURSIVE_MEMORY_EFFECTS | OpTraits::SINGLE_BLOCK)
            .implicit_terminator(crate::YieldOp::NAME)
            .canonicalizer(crate::canonicalize::shape::generate_patterns)
            .format("$dynamicExtents $body attr-dict `:` type($result)")
            .verifier(verify_generate)
            .region_verifier(verify_generate_region)
            .result_names(result_name!("generated")),
        OpSpec::new(crate::PadOp::NAME)
            .summary("tensor pad operation")
            .operand("source", RANKED_TENSOR)
            .variadic_operand("low", c::INDEX)
            .variadic_operand("high", c::INDEX)
            .attr("static_low", c::DENSE_I64_ARRAY_ATTR)
            .attr("static_high", c::DENSE_I64_ARRAY_ATTR)
            .optional_attr("nofold", c::UNIT_ATTR)
            .result("result", RANKED_TENSOR)
            .sized_region("region", 1)
            .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::SINGLE_BLOCK)
            .implicit_terminator(crate::YieldOp::NAME)
            .folder(crate::fold::pad)
            .canonicalizer(crate::canonicalize::shape::pad_patterns)
            .format(
                "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)",
            )
            .verifier(verify_pad)
            .region_verifier(verify_pad_region)
            .result_names(result_name!("padded")),
        OpSpec::new(crate::YieldOp::NAME)
            .summary("Yield a value from a region")
            .operand("value", c::ANY_TYPE)
            .traits(
                OpTraits::PURE
                    | OpTraits::NO_MEMORY_EFFECT
                    | OpTraits::TERMINATOR
                    | OpTraits::RETURN_LIKE,
            )
            .parents(&["tensor.generate", "tensor.pad"])
            .format("$value attr-dict `:` type($value)"),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pad_shapes() {
        assert_eq!(
            pad_result_shape(&[2, 3], &[1, 0], &[0, 2]),
            Some(vec![3, 5])
        );
        assert_eq!(
            pad_result_shape(&[DYNAMIC, 3], &[1, DYNAMIC], &[0, 2]),
            Some(vec![DYNAMIC, DYNAMIC])
        );
        assert_eq!(pad_result_shape(&[2, 3], &[1], &[0, 2]), None);
        assert_eq!(
            pad_result_shape(&[i64::MAX], &[1], &[0]),
            Some(vec![DYNAMIC])
        );
    }
}
