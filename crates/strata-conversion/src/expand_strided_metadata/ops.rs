//! Builders of the memref ops the expansion creates.

use strata_dialect_memref::{ExtractStridedMetadataOp, ReinterpretCastOp, strided_metadata_types};
use strata_ir::interfaces::{make_state, populate_default_properties};
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Location, OpId, Type, Value};
use strata_rewrite::Rewriter;

use super::fold::Ofr;

/// `memref.extract_strided_metadata %source` at the insertion point
/// (`None` unless the source is a ranked memref).
pub(super) fn extract_strided_metadata(
    rw: &mut Rewriter<'_>,
    source: Value,
    loc: Location,
) -> Option<OpId> {
    let ctx = rw.ctx;
    let types = strided_metadata_types(ctx, rw.body().value_type(source))?;
    let state = make_state(
        ctx,
        loc,
        ExtractStridedMetadataOp::NAME,
        &[source],
        &types,
        &[],
    );
    Some(rw.create(state))
}

/// Splits a mixed list into its static array and its values.
fn split(list: &[Ofr]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut values = Vec::new();
    for o in list {
        match *o {
            Ofr::Const(c) => statics.push(c),
            Ofr::Val(v) => {
                statics.push(DYNAMIC);
                values.push(v);
            }
        }
    }
    (statics, values)
}

/// `memref.reinterpret_cast %source to offset: [offset], sizes: [sizes],
/// strides: [strides] : ... to ty` at the insertion point.
pub(super) fn reinterpret_cast(
    rw: &mut Rewriter<'_>,
    loc: Location,
    ty: Type,
    source: Value,
    offset: Ofr,
    sizes: &[Ofr],
    strides: &[Ofr],
) -> Value {
    let ctx = rw.ctx;
    let (off_static, off_values) = split(&[offset]);
    let (size_static, size_values) = split(sizes);
    let (stride_static, stride_values) = split(strides);
    let mut operands = vec![source];
    operands.extend(&off_values);
    operands.extend(&size_values);
    operands.extend(&stride_values);
    let count = |v: &[Value]| i32::try_from(v.len()).unwrap_or(i32::MAX);
    let segments = [
        1,
        count(&off_values),
        count(&size_values),
        count(&stride_values),
    ];
    let mut state = make_state(
        ctx,
        loc,
        ReinterpretCastOp::NAME,
        &operands,
        &[ty],
        &[
            (
                "static_offsets",
                Attribute::dense_i64_array(ctx, &off_static),
            ),
            (
                "static_sizes",
                Attribute::dense_i64_array(ctx, &size_static),
            ),
            (
                "static_strides",
                Attribute::dense_i64_array(ctx, &stride_static),
            ),
            (
                "operandSegmentSizes",
                Attribute::dense_i32_array(ctx, &segments),
            ),
        ],
    );
    populate_default_properties(ctx, &mut state);
    let op = rw.create(state);
    rw.body().result(op, 0)
}
