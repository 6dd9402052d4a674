//! Canonicalization patterns of the memref ops.

use strata_ir::Context;
use strata_ir::rewrite::PatternSet;

/// Patterns of `memref.alloc` and `memref.alloca`.
pub(crate) fn alloc_patterns(_: &Context, _set: &mut PatternSet) {}

/// Patterns of `memref.dim`.
pub(crate) fn dim_patterns(_: &Context, _set: &mut PatternSet) {}

/// Patterns of `memref.copy`.
pub(crate) fn copy_patterns(_: &Context, _set: &mut PatternSet) {}

/// Patterns of `memref.subview`.
pub(crate) fn subview_patterns(_: &Context, _set: &mut PatternSet) {}

/// Patterns of `memref.view`.
pub(crate) fn view_patterns(_: &Context, _set: &mut PatternSet) {}

/// Patterns of `memref.reinterpret_cast`.
pub(crate) fn reinterpret_cast_patterns(_: &Context, _set: &mut PatternSet) {}
