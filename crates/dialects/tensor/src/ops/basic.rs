//! The element and shape ops: bitcast, cast, concat, dim, empty, extract,
//! from_elements, insert, rank, reshape, splat.

use strata_asm::type_to_string;
use strata_ir::types::DYNAMIC;
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits, Type};
use strata_ods::{OpSpec, constraints as c};

use super::{group, operand_type, result_name, result_type};
use crate::types::{
    BITCAST_TENSOR, NON_ZERO_RANK_TENSOR, RANKED_TENSOR, SHAPE_TENSOR, STATIC_TENSOR,
    compatible_shapes, element_of, num_dynamic_dims, same, shape_of,
};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

fn cast_incompatible(ctx: &Context, body: &Body, op: OpId, a: Type, b: Type) -> DiagResult {
    Err(op_error(
        ctx,
        body,
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_to_string(ctx, a),
            type_to_string(ctx, b)
        ),
    ))
}

fn verify_bitcast(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (Some(a), Some(b)) = (operand_type(body, op, 0), result_type(body, op, 0)) else {
        return Ok(());
    };
    let width = |t: Type| {
        t.element_type(ctx)
            .and_then(|e| e.int_or_float_bit_width(ctx))
    };
    if width(a) != width(b) || !compatible_shapes(ctx, a, b) {
        return cast_incompatible(ctx, body, op, a, b);
    }
    Ok(())
}

fn verify_cast(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (Some(a), Some(b)) = (operand_type(body, op, 0), result_type(body, op, 0)) else {
        return Ok(());
    };
    if a.element_type(ctx) != b.element_type(ctx) || !compatible_shapes(ctx, a, b) {
        return cast_incompatible(ctx, body, op, a, b);
    }
    Ok(())
}

fn verify_concat(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let inputs: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    if inputs.is_empty() {
        return err("requires at least one input".into());
    }
    let Some(result) = result_type(body, op, 0) else {
        return Ok(());
    };
    let Some(rshape) = shape_of(ctx, result) else {
        return Ok(());
    };
    let rank = rshape.len();
    if inputs
        .iter()
        .any(|t| shape_of(ctx, *t).is_none_or(|s| s.len() != rank))
    {
        return err("rank of concatenated inputs must match result rank".into());
    }
    let elem = result.element_type(ctx);
    if inputs.iter().any(|t| t.element_type(ctx) != elem) {
        return err("inputs and result element type must match".into());
    }
    let dim = body
        .attr(ctx, op, "dim")
        .and_then(|a| a.int_value(ctx).and_then(|v| v.to_i64()))
        .unwrap_or(0);
    if dim >= rank as i64 || dim < 0 {
        return err("concatenation dim must be less than the tensor rank".into());
    }
    let inferred = match concat_shape(ctx, &inputs, dim as usize) {
        Ok(s) => s,
        Err(i) => {
            return err(format!(
                "static concatenation size mismatch along non-concatenated dimension {i}"
            ));
        }
    };
    let hit = inferred
        .iter()
        .zip(rshape)
        .any(|(a, b)| *a != DYNAMIC && *b != DYNAMIC && a != b);
    if hit {
        let inferred_ty = elem.map(|e| Type::ranked_tensor(ctx, &inferred, e, None));
        return err(format!(
            "result type '{}'does not match inferred shape '{}' static sizes",
            type_to_string(ctx, result),
            inferred_ty
                .map(|t| type_to_string(ctx, t))
                .unwrap_or_default()
        ));
    }
    Ok(())
}

/// The shape of the concatenation of `inputs` along `dim` (saturating to
/// dynamic), or the first non-concatenated dimension whose static sizes
/// disagree.
pub(crate) fn concat_shape(ctx: &Context, inputs: &[Type], dim: usize) -> Result<Vec<i64>, usize> {
    let shapes: Vec<&[i64]> = inputs.iter().filter_map(|t| shape_of(ctx, *t)).collect();
    let rank = shapes.first().map_or(0, |s| s.len());
    let mut out = vec![DYNAMIC; rank];
    for (i, slot) in out.iter_mut().enumerate() {
        if i == dim {
            let mut total: Option<i64> = Some(0);
            for s in &shapes {
                total = match (total, s.get(i)) {
                    (Some(t), Some(d)) if *d != DYNAMIC => t.checked_add(*d),
                    _ => None,
                };
            }
            *slot = total.unwrap_or(DYNAMIC);
            continue;
        }
        for s in &shapes {
            let d = s.get(i).copied().unwrap_or(DYNAMIC);
            if d == DYNAMIC {
                continue;
            }
            if *slot != DYNAMIC && *slot != d {
                return Err(i);
            }
            *slot = d;
        }
    }
    Ok(out)
}

fn verify_dynamic_sizes(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(result) = result_type(body, op, 0) else {
        return Ok(());
    };
    let expected = num_dynamic_dims(ctx, result);
    let has = group(ctx, body, op, "dynamicSizes").len();
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

fn verify_extract(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let rank = operand_type(body, op, 0).and_then(|t| shape_of(ctx, t).map(<[i64]>::len));
    if rank.is_some_and(|r| r != group(ctx, body, op, "indices").len()) {
        return Err(op_error(
            ctx,
            body,
            op,
            "incorrect number of indices for extract_element",
        ));
    }
    Ok(())
}

fn verify_insert(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let rank = operand_type(body, op, 1).and_then(|t| shape_of(ctx, t).map(<[i64]>::len));
    if rank.is_some_and(|r| r != group(ctx, body, op, "indices").len()) {
        return Err(op_error(ctx, body, op, "incorrect number of indices"));
    }
    Ok(())
}

fn verify_reshape(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let (Some(src), Some(shape), Some(res)) = (
        operand_type(body, op, 0),
        operand_type(body, op, 1),
        result_type(body, op, 0),
    ) else {
        return Ok(());
    };
    if src.element_type(ctx) != res.element_type(ctx) {
        return err("element types of source and destination tensor types should be the same");
    }
    let shape_len = shape_of(ctx, shape).and_then(|s| s.first().copied());
    if let Some(rshape) = shape_of(ctx, res) {
        if let Some(sshape) = shape_of(ctx, src)
            && !rshape.contains(&DYNAMIC)
            && !sshape.contains(&DYNAMIC)
            && src.num_elements(ctx) != res.num_elements(ctx)
        {
            return err("source and destination tensor should have the same number of elements");
        }
        if shape_len == Some(DYNAMIC) {
            return err(
                "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
            );
        }
        if shape_len != Some(rshape.len() as i64) {
            return err("length of shape operand differs from the result's tensor rank");
        }
    }
    Ok(())
}

/// The ops of this file.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new(crate::BitcastOp::NAME)
            .summary("tensor bitcast operation")
            .operand("source", BITCAST_TENSOR)
            .result("dest", BITCAST_TENSOR)
            .traits(PURE)
            .folder(crate::fold::identity_cast)
            .canonicalizer(crate::canonicalize::cast::bitcast_patterns)
            .format("$source attr-dict `:` type($source) `to` type($dest)")
            .verifier(verify_bitcast),
        OpSpec::new(crate::CastOp::NAME)
            .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
                Box::new(strata_dialect_arith::runtime_checks::CastMatches {
                    rank_op: "tensor.rank",
                    dim_op: "tensor.dim",
                    layout: false,
                })
            })
            .summary("tensor cast operation")
            .operand("source", c::TENSOR)
            .result("dest", c::TENSOR)
            .traits(PURE)
            .folder(crate::fold::identity_cast)
            .canonicalizer(crate::canonicalize::cast::cast_patterns)
            .format("$source attr-dict `:` type($source) `to` type($dest)")
            .verifier(verify_cast)
            .result_names(result_name!("cast")),
        OpSpec::new(crate::ConcatOp::NAME)
            .summary("tensor concatenation operation")
            .attr("dim", c::I64_ATTR)
            .variadic_operand("inputs", RANKED_TENSOR)
            .result("result", RANKED_TENSOR)
            .traits(PURE)
            .folder(crate::fold::concat)
            .canonicalizer(crate::canonicalize::shape::concat_patterns)
            .format("`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)")
            .verifier(verify_concat)
            .result_names(result_name!("concat")),
        OpSpec::new(crate::DimOp::NAME)
            .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
                Box::new(strata_dialect_arith::runtime_checks::DimIndexInBounds {
                    rank_op: "tensor.rank",
                })
            })
            .summary("dimension index operation")
            .operand("source", NON_ZERO_RANK_TENSOR)
            .operand("index", c::INDEX)
            .result("result", c::INDEX)
            .traits(OpTraits::NO_MEMORY_EFFECT)
            .folder(crate::fold::dim)
            .canonicalizer(crate::canonicalize::shape::dim_patterns)
            .interface::<dyn strata_ir::interfaces::ConditionallySpeculatable>(|| {
                Box::new(crate::speculation::DimSpeculation)
            })
            .format("attr-dict $source `,` $index `:` type($source)")
            .result_names(result_name!("dim")),
        OpSpec::new(crate::EmptyOp::NAME)
            .summary("empty tensor operation")
            .variadic_operand("dynamicSizes", c::INDEX)
            .result("result", RANKED_TENSOR)
            .traits(PURE)
            .canonicalizer(crate::canonicalize::shape::empty_patterns)
            .format("`(`$dynamicSizes`)` attr-dict `:` type($result)")
            .verifier(verify_dynamic_sizes),
        OpSpec::new(crate::ExtractOp::NAME)
            .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
                Box::new(strata_dialect_arith::runtime_checks::IndicesInBounds {
                    container: 0,
                    indices: 1,
                    dim_op: "tensor.dim",
                })
            })
            .summary("element extraction operation")
            .operand("tensor", RANKED_TENSOR)
            .variadic_operand("indices", c::INDEX)
            .result("result", c::ANY_TYPE)
            .traits(PURE)
            .types_match_with(
                "tensor",
                "result",
                element_of,
                "result type matches element type of tensor",
            )
            .folder(crate::fold::extract)
            .canonicalizer(crate::canonicalize::cast::extract_patterns)
            .format("$tensor `[` $indices `]` attr-dict `:` type($tensor)")
            .verifier(verify_extract)
            .result_names(result_name!("extracted")),
        OpSpec::new(crate::FromElementsOp::NAME)
            .summary("tensor from elements operation.")
            .variadic_operand("elements", c::ANY_TYPE)
            .result("result", STATIC_TENSOR)
            .traits(PURE)
            .types_match_with_repeated(
                "result",
                "elements",
                element_of,
                |ctx, t| t.num_elements(ctx).and_then(|n| usize::try_from(n).ok()),
                "operand types match result element type",
            )
            .folder(crate::fold::from_elements)
            .format("$elements attr-dict `:` type($result)")
            .result_names(result_name!("from_elements")),
        OpSpec::new(crate::InsertOp::NAME)
            .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| {
                Box::new(strata_dialect_arith::runtime_checks::IndicesInBounds {
                    container: 1,
                    indices: 2,
                    dim_op: "tensor.dim",
                })
            })
            .summary("element insertion operation")
            .operand("scalar", c::ANY_TYPE)
            .operand("dest", RANKED_TENSOR)
            .variadic_operand("indices", c::INDEX)
            .result("result", RANKED_TENSOR)
            .traits(PURE)
            .types_match_with("dest", "result", same, "result type matches type of dest")
            .types_match_with(
                "dest",
                "scalar",
                element_of,
                "scalar type matches element type of dest",
            )
            .folder(crate::fold::insert)
            .format("$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)")
            .verifier(verify_insert)
            .result_names(result_name!("inserted")),
        OpSpec::new(crate::RankOp::NAME)
            .summary("rank operation")
            .operand("tensor", c::TENSOR)
            .result("result", c::INDEX)
            .traits(PURE)
            .folder(crate::fold::rank)
            .format("$tensor attr-dict `:` type($tensor)")
            .result_names(result_name!("rank")),
        OpSpec::new(crate::ReshapeOp::NAME)
            .summary("tensor reshape operation")
            .operand("source", c::TENSOR)
            .operand("shape", SHAPE_TENSOR)
            .result("result", c::TENSOR)
            .traits(PURE)
            .folder(crate::fold::reshape)
            .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
            .verifier(verify_reshape)
            .result_names(result_name!("reshape")),
        OpSpec::new(crate::SplatOp::NAME)
            .summary("tensor splat or broadcast operation")
            .operand("input", c::ANY_TYPE)
            .variadic_operand("dynamicSizes", c::INDEX)
            .result("aggregate", RANKED_TENSOR)
            .traits(PURE)
            .types_match_with(
                "aggregate",
                "input",
                element_of,
                "operand type matches element type of result",
            )
            .folder(crate::fold::splat)
            .format("$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)")
            .verifier(verify_dynamic_sizes)
            .result_names(result_name!("splat")),
    ]
}
