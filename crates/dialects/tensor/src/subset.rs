//! SubsetOpInterface of `tensor.extract_slice` (an extraction) and
//! `tensor.insert_slice` (an insertion): the accessed slice is given by the
//! op's offsets, sizes and strides.

use strata_dialect_utils::offsets::OffsetSizeStride;
use strata_dialect_utils::{MixedValue, mixed_values};
use strata_ir::interfaces::{HyperrectangularSlice, SliceIndex, SubsetOpInterface, SubsetRole};
use strata_ir::{Body, Context, OpId};
use strata_ods::operand_group;

/// The interface of `tensor.extract_slice`.
pub(crate) struct ExtractSliceSubset;

/// The interface of `tensor.insert_slice`.
pub(crate) struct InsertSliceSubset;

/// The offsets, sizes and strides of a slice op.
fn slice_of(ctx: &Context, body: &Body, op: OpId) -> Option<HyperrectangularSlice> {
    let oss = OffsetSizeStride::of(ctx, body, op);
    let list = |statics: &[i64], group: &str| -> Option<Vec<SliceIndex>> {
        let dynamics = operand_group(ctx, body, op, group);
        let mixed = mixed_values(statics, &dynamics);
        (mixed.len() == statics.len()).then(|| {
            mixed
                .into_iter()
                .map(|m| match m {
                    MixedValue::Static(v) => SliceIndex::Static(v),
                    MixedValue::Dynamic(v) => SliceIndex::Value(v),
                })
                .collect()
        })
    };
    Some(HyperrectangularSlice {
        offsets: list(&oss.offsets, "offsets")?,
        sizes: list(&oss.sizes, "sizes")?,
        strides: list(&oss.strides, "strides")?,
    })
}

impl SubsetOpInterface for ExtractSliceSubset {
    fn role(&self, _ctx: &Context, _body: &Body, _op: OpId) -> SubsetRole {
        SubsetRole::Extraction { source: 0 }
    }

    fn accessed_slice(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Option<HyperrectangularSlice> {
        slice_of(ctx, body, op)
    }
}

impl SubsetOpInterface for InsertSliceSubset {
    fn role(&self, _ctx: &Context, _body: &Body, _op: OpId) -> SubsetRole {
        SubsetRole::Insertion {
            source: 0,
            destination: 1,
            destination_style: true,
        }
    }

    fn accessed_slice(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Option<HyperrectangularSlice> {
        slice_of(ctx, body, op)
    }
}
