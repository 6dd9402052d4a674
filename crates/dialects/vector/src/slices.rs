//! The ops that move whole slices of vectors: `insert` (an element or a
//! trailing subvector at a position), `extract_strided_slice`,
//! `insert_strided_slice` and `shape_cast`.

use strata_ir::types::DYNAMIC;
use strata_ir::verifier::op_error;
use strata_ir::{AttrKind, Attribute, Body, Context, DiagResult, OpId, Type};
use strata_ods::constraints::AttrConstraint;
use strata_ods::{OpSpec, constraints as c};

use crate::{ExtractStridedSliceOp, InsertStridedSliceOp, ShapeCastOp};
use crate::{InsertOp, PURE, VECTOR};

/// An array attribute of 64-bit integers (`[0, 1]`).
pub const I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    description: "64-bit integer array attribute",
    check: |ctx, a| i64_array(ctx, a).is_some(),
    syntax: strata_ods::constraints::AttrSyntax::Full,
};

/// The values of an array attribute of 64-bit integers.
pub fn i64_array(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
    attr.array_elements(ctx)?
        .iter()
        .map(|e| match e.kind(ctx) {
            AttrKind::Integer { ty, value } if ty.is_signless_int(ctx, 64) => value.to_i64(),
            _ => None,
        })
        .collect()
}

fn shape(ctx: &Context, ty: Type) -> Vec<i64> {
    ty.shape(ctx).map(<[i64]>::to_vec).unwrap_or_default()
}

fn attr_values(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    body.attr(ctx, op, name)
        .and_then(|a| i64_array(ctx, a))
        .unwrap_or_default()
}

fn verify_insert(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let value = body.value_type(body.operand(op, 0));
    let dest = body.value_type(body.operand(op, 1));
    let position = body
        .attr(ctx, op, "static_position")
        .and_then(|a| strata_ods::dense_i64_values(ctx, a))
        .unwrap_or_default();
    let dest_rank = shape(ctx, dest).len();
    let value_rank = shape(ctx, value).len();
    if position.len() > dest_rank {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected position attribute of rank no greater than dest vector rank",
        ));
    }
    if value.shape(ctx).is_some() && position.len() + value_rank != dest_rank {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected position attribute rank + source rank to match dest vector rank",
        ));
    }
    if value.shape(ctx).is_none() && position.len() != dest_rank {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected position attribute rank to match the dest vector rank",
        ));
    }
    let dynamic = position.iter().filter(|p| **p == DYNAMIC).count();
    if dynamic + 2 != body.num_operands(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected as many dynamic positions as '?' entries",
        ));
    }
    Ok(())
}

/// `vector.insert %v, %dest [pos] : T into vector<...>`.
pub(crate) fn insert() -> OpSpec {
    OpSpec::new(InsertOp::NAME)
        .summary("insert operation")
        .operand("valueToStore", c::ANY_TYPE)
        .operand("dest", VECTOR)
        .variadic_operand("dynamic_position", c::INDEX)
        .attr("static_position", c::DENSE_I64_ARRAY_ATTR)
        .result("result", VECTOR)
        .traits(PURE)
        .all_types_match(&["dest", "result"])
        .format(
            "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)",
        )
        .verifier(|_, ctx, body, op| verify_insert(ctx, body, op))
}

fn verify_extract_strided_slice(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let source = shape(ctx, body.value_type(body.operand(op, 0)));
    let offsets = attr_values(ctx, body, op, "offsets");
    let sizes = attr_values(ctx, body, op, "sizes");
    let strides = attr_values(ctx, body, op, "strides");
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected offsets, sizes and strides attributes of same size",
        ));
    }
    if offsets.len() > source.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected offsets attribute of rank no greater than vector rank",
        ));
    }
    let bounds = |values: &[i64], what: &str, low: i64, high_add: i64| {
        for (d, &v) in values.iter().enumerate() {
            let dim = source.get(d).copied().unwrap_or(0);
            let high = dim.saturating_add(high_add);
            if v < low || v >= high {
                return Err(format!(
                    "expected {what} dimension {d} to be confined to [{low}, {high})"
                ));
            }
        }
        Ok(())
    };
    let ends: Vec<i64> = offsets
        .iter()
        .zip(&sizes)
        .map(|(&o, &s)| o.saturating_add(s))
        .collect();
    let checked = bounds(&offsets, "offsets", 0, 0)
        .and_then(|()| bounds(&sizes, "sizes", 1, 1))
        .and_then(|()| {
            if strides.iter().any(|&st| st != 1) {
                return Err("expected strides to be confined to [1, 2)".to_string());
            }
            Ok(())
        })
        .and_then(|()| bounds(&ends, "sum(offsets, sizes)", 1, 1));
    if let Err(message) = checked {
        return Err(op_error(ctx, body, op, message));
    }
    let source_ty = body.value_type(body.operand(op, 0));
    let mut shape = sizes.clone();
    shape.extend_from_slice(source.get(sizes.len()..).unwrap_or_default());
    let elem = source_ty.element_type(ctx).unwrap_or(source_ty);
    let expected = Type::vector(ctx, &shape, &[], elem);
    if body.value_type(body.result(op, 0)) != expected {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "expected result type to be '{}'",
                strata_asm::type_to_string(ctx, expected)
            ),
        ));
    }
    Ok(())
}

/// `vector.extract_strided_slice %v {offsets, sizes, strides} : A to B`.
pub(crate) fn extract_strided_slice() -> OpSpec {
    OpSpec::new(ExtractStridedSliceOp::NAME)
        .summary("extract_strided_slice operation")
        .operand("source", VECTOR)
        .attr("offsets", I64_ARRAY_ATTR)
        .attr("sizes", I64_ARRAY_ATTR)
        .attr("strides", I64_ARRAY_ATTR)
        .result("result", VECTOR)
        .traits(PURE)
        .format("$source attr-dict `:` type($source) `to` type($result)")
        .verifier(|_, ctx, body, op| verify_extract_strided_slice(ctx, body, op))
}

fn verify_insert_strided_slice(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let source = shape(ctx, body.value_type(body.operand(op, 0)));
    let dest = shape(ctx, body.value_type(body.operand(op, 1)));
    let offsets = attr_values(ctx, body, op, "offsets");
    let strides = attr_values(ctx, body, op, "strides");
    if offsets.len() != dest.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected offsets of same size as destination vector rank",
        ));
    }
    if strides.len() != source.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected strides of same size as source vector rank",
        ));
    }
    if source.len() > dest.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected source rank to be no greater than destination rank",
        ));
    }
    let lead = dest.len() - source.len();
    for (d, &o) in offsets.iter().enumerate() {
        if o < 0 || o >= dest[d] {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected offsets dimension {d} to be confined to [0, {})",
                    dest[d]
                ),
            ));
        }
    }
    for (d, &o) in offsets.iter().enumerate().skip(lead) {
        if o.checked_add(source[d - lead]).is_none_or(|e| e > dest[d]) {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expected sum(offsets, source vector shape) dimension {d} to be confined to [1, {})",
                    dest[d] + 1
                ),
            ));
        }
    }
    Ok(())
}

/// `vector.insert_strided_slice %v, %dest {offsets, strides} : A into B`.
pub(crate) fn insert_strided_slice() -> OpSpec {
    OpSpec::new(InsertStridedSliceOp::NAME)
        .summary("strided_slice operation")
        .operand("valueToStore", VECTOR)
        .operand("dest", VECTOR)
        .attr("offsets", I64_ARRAY_ATTR)
        .attr("strides", I64_ARRAY_ATTR)
        .result("res", VECTOR)
        .traits(PURE)
        .all_types_match(&["dest", "res"])
        .format("$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)")
        .verifier(|_, ctx, body, op| verify_insert_strided_slice(ctx, body, op))
}

fn verify_shape_cast(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let source = body.value_type(body.operand(op, 0));
    let result = body.value_type(body.result(op, 0));
    if source.element_type(ctx) != result.element_type(ctx) {
        return Err(op_error(
            ctx,
            body,
            op,
            "has different source and result element types",
        ));
    }
    let count = |t: Type| {
        shape(ctx, t)
            .iter()
            .try_fold(1i64, |acc, &d| acc.checked_mul(d))
    };
    let (n, m) = (count(source), count(result));
    if n != m {
        let show = |c: Option<i64>| c.map_or_else(|| "?".to_string(), |v| v.to_string());
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "has different number of elements at source ({}) and result ({})",
                show(n),
                show(m)
            ),
        ));
    }
    Ok(())
}

/// `vector.shape_cast %v : A to B`.
pub(crate) fn shape_cast() -> OpSpec {
    OpSpec::new(ShapeCastOp::NAME)
        .summary("shape_cast casts between vector shapes")
        .operand("source", VECTOR)
        .result("result", VECTOR)
        .traits(PURE)
        .format("$source attr-dict `:` type($source) `to` type($result)")
        .verifier(|_, ctx, body, op| verify_shape_cast(ctx, body, op))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn i64_arrays_round_trip_and_reject_other_elements() {
        let ctx = Context::new();
        let attr = Attribute::i64_array(&ctx, &[0, -3, 7]);
        assert_eq!(i64_array(&ctx, attr), Some(vec![0, -3, 7]));
        let i32_elem = Attribute::int(&ctx, Type::int(&ctx, 32), 1);
        assert_eq!(i64_array(&ctx, Attribute::array(&ctx, &[i32_elem])), None);
        assert_eq!(i64_array(&ctx, Attribute::unit(&ctx)), None);
    }
}
