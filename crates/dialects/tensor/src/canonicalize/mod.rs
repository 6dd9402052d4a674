//! The canonicalization patterns of the tensor ops, as mlir-opt 22
//! applies them under `--canonicalize`.

pub(crate) mod cast;
pub(crate) mod pack;
pub(crate) mod shape;
pub(crate) mod slice;

use strata_dialect_utils::{MixedValue, mixed_values};
use strata_ir::{OpId, Type, Value};
use strata_rewrite::Rewriter;
use strata_rewrite::matchers::constant_int;

use crate::ops::{group, i64_list};

/// The constant integer `v` holds (any constant-like op).
pub(crate) fn constant(rw: &mut Rewriter<'_>, v: Value) -> Option<i64> {
    let ctx = rw.ctx;
    constant_int(ctx, rw.body_mut_untracked(), v)?.to_i64()
}

/// The mixed list of `op` from attribute `statics` and operand group `values`.
pub(crate) fn mixed(rw: &Rewriter<'_>, op: OpId, statics: &str, values: &str) -> Vec<MixedValue> {
    let ctx = rw.ctx;
    let s = i64_list(ctx, rw.body(), op, statics);
    let v = group(ctx, rw.body(), op, values);
    mixed_values(&s, &v)
}

/// Replaces dynamic entries holding constants by static ones (upstream's
/// `foldDynamicIndexList`); true if any changed.
pub(crate) fn fold_list(
    rw: &mut Rewriter<'_>,
    list: &mut [MixedValue],
    only_non_negative: bool,
) -> bool {
    let ctx = rw.ctx;
    strata_dialect_utils::fold_dynamic_index_list(
        ctx,
        rw.body_mut_untracked(),
        list,
        only_non_negative,
        false,
    )
}

/// The type of `v`.
pub(crate) fn ty(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.body().value_type(v)
}

/// The type of the first result of `op`.
pub(crate) fn result_ty(rw: &Rewriter<'_>, op: OpId) -> Type {
    rw.body().value_type(rw.body().result(op, 0))
}
