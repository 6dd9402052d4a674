//! gather and scatter.

use strata_asm::type_to_string;
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits, Type};
use strata_ods::{OpSpec, constraints as c};

use super::{i64_list, operand_type, result_name, result_type};
use crate::types::{INDEX_LIKE_RANKED_TENSOR, RANKED_TENSOR, shape_of, with_shape};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

/// Checks the `gather_dims` / `scatter_dims` against the indices shape and
/// the rank of the gathered (scattered) tensor.
fn verify_dims(
    dims: &[i64],
    indices: &[i64],
    rank: usize,
    kind: &str,
    of: &str,
) -> Result<(), String> {
    if dims.is_empty() {
        return Err(format!("{kind}_dims must be non-empty"));
    }
    if dims.len() > rank {
        return Err(format!("{kind}_dims overflow {of} rank"));
    }
    if indices.last() != Some(&(dims.len() as i64)) {
        return Err(format!(
            "{kind}_dims length must match the size of last dimension of indices"
        ));
    }
    for d in dims {
        if *d < 0 {
            return Err(format!("{kind}_dims value must be non-negative"));
        }
        if *d >= rank as i64 {
            return Err(format!("{kind}_dims value must be smaller than {of} rank"));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(format!("{kind}_dims values must be strictly increasing"));
    }
    Ok(())
}

/// The type gathered from `source` with `indices` along `dims` (upstream's
/// `GatherOp::inferResultType`), with unit dimensions kept or dropped.
pub(crate) fn gathered_type(
    ctx: &Context,
    source: Type,
    indices: &[i64],
    dims: &[i64],
    rank_reduced: bool,
) -> Option<Type> {
    let sshape = shape_of(ctx, source)?;
    let mut shape: Vec<i64> = indices.get(..indices.len().checked_sub(1)?)?.to_vec();
    for (i, s) in sshape.iter().enumerate() {
        if dims.contains(&(i as i64)) {
            if !rank_reduced {
                shape.push(1);
            }
        } else {
            shape.push(*s);
        }
    }
    with_shape(ctx, source, &shape)
}

/// Verifies a gather (`kind` = "gather") or scatter: `full` is the gathered
/// (scattered-into) tensor type and `part` the gathered (scattered) one.
fn verify_gather_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
    full: Type,
    indices: Type,
    part: Type,
    kind: &str,
) -> DiagResult {
    let (of, what) = if kind == "gather" {
        ("source", "result")
    } else {
        ("dest", "source")
    };
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let dims = i64_list(ctx, body, op, &format!("{kind}_dims"));
    let (Some(fshape), Some(ishape)) = (shape_of(ctx, full), shape_of(ctx, indices)) else {
        return Ok(());
    };
    if let Err(m) = verify_dims(&dims, ishape, fshape.len(), kind, of) {
        return err(m);
    }
    if kind == "scatter" && body.attr(ctx, op, "unique").is_none() {
        return err("requires 'unique' attribute to be set".into());
    }
    let expected = gathered_type(ctx, full, ishape, &dims, false);
    let reduced = gathered_type(ctx, full, ishape, &dims, true);
    if Some(part) != expected && Some(part) != reduced {
        let s = |t: Option<Type>| t.map(|t| type_to_string(ctx, t)).unwrap_or_default();
        return err(format!(
            "{what} type mismatch: expected '{}' or its rank-reduced variant '{}' (got: '{}')",
            s(expected),
            s(reduced),
            type_to_string(ctx, part)
        ));
    }
    Ok(())
}

fn verify_gather(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    match (
        operand_type(body, op, 0),
        operand_type(body, op, 1),
        result_type(body, op, 0),
    ) {
        (Some(s), Some(i), Some(r)) => verify_gather_like(ctx, body, op, s, i, r, "gather"),
        _ => Ok(()),
    }
}

fn verify_scatter(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    match (
        operand_type(body, op, 0),
        operand_type(body, op, 1),
        operand_type(body, op, 2),
    ) {
        (Some(s), Some(d), Some(i)) => verify_gather_like(ctx, body, op, d, i, s, "scatter"),
        _ => Ok(()),
    }
}

/// The ops of this file.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new(crate::GatherOp::NAME)
            .summary("gather a subset of a tensor at specified indices")
            .operand("source", RANKED_TENSOR)
            .operand("indices", INDEX_LIKE_RANKED_TENSOR)
            .attr("gather_dims", c::DENSE_I64_ARRAY_ATTR)
            .optional_attr("unique", c::UNIT_ATTR)
            .result("result", RANKED_TENSOR)
            .traits(PURE)
            .format(
                "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
            )
            .verifier(verify_gather)
            .result_names(result_name!("gather")),
        OpSpec::new(crate::ScatterOp::NAME)
            .summary("scatter a tensor into a destination tensor at specified indices")
            .operand("source", RANKED_TENSOR)
            .operand("dest", RANKED_TENSOR)
            .operand("indices", INDEX_LIKE_RANKED_TENSOR)
            .attr("scatter_dims", c::DENSE_I64_ARRAY_ATTR)
            .optional_attr("unique", c::UNIT_ATTR)
            .result("result", RANKED_TENSOR)
            .traits(PURE)
            .format(
                "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
            )
            .verifier(verify_scatter)
            .result_names(result_name!("scatter")),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_support::FloatSemantics;

    #[test]
    fn gathered_types() {
        let ctx = Context::new();
        let f32t = Type::float(&ctx, FloatSemantics::F32);
        let src = Type::ranked_tensor(&ctx, &[4, 8, 2], f32t, None);
        let full = gathered_type(&ctx, src, &[3, 2], &[0, 2], false);
        assert_eq!(
            full,
            Some(Type::ranked_tensor(&ctx, &[3, 1, 8, 1], f32t, None))
        );
        let reduced = gathered_type(&ctx, src, &[3, 2], &[0, 2], true);
        assert_eq!(
            reduced,
            Some(Type::ranked_tensor(&ctx, &[3, 8], f32t, None))
        );
        assert_eq!(gathered_type(&ctx, src, &[], &[0], true), None);
    }

    #[test]
    fn dims_messages() {
        assert_eq!(
            verify_dims(&[1, 0], &[1, 2], 2, "gather", "source"),
            Err("gather_dims values must be strictly increasing".into())
        );
        assert!(verify_dims(&[0], &[5, 1], 2, "scatter", "dest").is_ok());
    }
}
