//! Utilities shared by dialects: for loops (`scf`, `affine`), the
//! counterpart of upstream's `LoopLikeOpInterface` verification; for the
//! dialects that work on shaped types (`tensor`, `memref`), those of
//! upstream's `ViewLikeInterface`, `StaticValueUtils` and
//! `ReshapeOpsUtils`:
//!
//! - [`loop_like`]: `LoopLikeOpInterface` verification of the values a
//!   loop carries between iterations;
//! - [`mixed`]: mixed static/dynamic index lists (`[%a, 4, %b]`, written in
//!   formats as `custom<DynamicIndexList>($values, $static_values)`) and
//!   constant folding of their dynamic entries;
//! - [`offsets`]: `OffsetSizeAndStrideOpInterface` verification, in-bounds
//!   slice checks and rank-reduction matching, with mlir-opt's messages;
//! - [`reassociation`]: reassociation indices (`[[0, 1], [2]]`): attribute
//!   constraint, conversion, verification and collapsed/expanded shapes.
//!
//! Collapse a shape along reassociation groups, and compose two reassociations:
//!
//! ```
//! use strata_dialect_utils::{collapsed_shape, compose_reassociations};
//! let groups = vec![vec![0, 1], vec![2]];
//! assert_eq!(collapsed_shape(&[2, 3, 4], &groups), Some(vec![6, 4]));
//! assert_eq!(compose_reassociations(&groups, &[vec![0, 1]]), Some(vec![vec![0, 1, 2]]));
//! ```

pub mod loop_like;
pub mod mixed;
pub mod offsets;
pub mod reassociation;

pub use mixed::{
    DYNAMIC_INDEX_LIST, MixedValue, constant_index, decompose_mixed, fold_dynamic_index_list,
    mixed_values,
};
pub use offsets::{
    SliceVerification, rank_reduction_mask, slice_verification, slice_verification_error,
    verify_in_bounds_slice, verify_offset_size_stride,
};
pub use reassociation::{
    REASSOCIATION_ATTR, Reassociation, collapsed_shape, compose_reassociations, reassociation_attr,
    reassociation_of, verify_reshape_like,
};
