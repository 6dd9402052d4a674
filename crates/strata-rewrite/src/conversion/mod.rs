//! Dialect conversion: rewrites IR until every operation is legal for a
//! [`ConversionTarget`], using [`ConversionPattern`]s that see their
//! operands remapped to converted values, a [`TypeConverter`] for types and
//! block signatures, and a [`ConversionRewriter`] that logs every change so
//! a failed pattern, or a failed conversion, leaves the IR exactly as it was.
//!
//! Values whose type changed are bridged with
//! `builtin.unrealized_conversion_cast` operations while converting; at the
//! end, casts that cancel out are reconciled and the others become the type
//! converter's materializations (or stay as casts when it has no callback
//! of that kind).

mod driver;
mod finalize;
pub mod func;
mod log;
mod pattern;
pub mod reconcile;
mod rewriter;
mod signature;
mod target;
mod to_llvm;
mod type_converter;

#[cfg(test)]
mod tests;

pub use driver::{ConversionMode, OpRef};
pub use pattern::{
    ConversionPattern, ConversionPatternSet, FrozenConversionPatterns, OpConversionPattern,
};
pub use reconcile::{reconcile_casts, reconcile_unrealized_casts, reconcile_unrealized_casts_in};
pub use rewriter::{ConversionRewriter, OpAdaptor, ValueGroup};
pub use signature::{InputMapping, SignatureConversion};
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn, LegalizationAction};
pub use to_llvm::{ConvertToLLVMPatternInterface, collect_convert_to_llvm_patterns};
pub use type_converter::{
    ConversionFn, Converted, MaterializationFn, MaterializationKind, TypeConverter,
};

use strata_ir::diagnostics::capture_diagnostics;
use strata_ir::{Body, Context, OpId};

use driver::Driver;

/// Why a conversion failed; its diagnostics have been emitted. The IR is as
/// it was before, except when a materialization left after a successful
/// conversion could not be built (then the converted IR stays, as upstream).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ConversionFailure;

/// Runs a conversion of `op` (living in `body`) and everything nested in it.
/// The bodies of isolated operations are first converted in parallel; if
/// that emits a diagnostic or fails, it is undone and the conversion runs
/// again one body after the other, so that diagnostics come as the
/// sequential (pre-order) conversion emits them.
fn run(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
    mode: ConversionMode,
) -> Result<Vec<OpRef>, ConversionFailure> {
    let rw = ConversionRewriter::new(ctx, body);
    let mut driver = Driver::new(rw, target, patterns, mode);
    driver.deferred_bodies = true;
    let (ok, diagnostics) = capture_diagnostics(|| driver.convert_body(0, &[op]));
    if ok && !driver.diverted && diagnostics.is_empty() {
        return finish(ctx, driver, mode);
    }
    driver.rw.rollback_to(0);
    drop(driver);
    let rw = ConversionRewriter::new(ctx, body);
    let mut driver = Driver::new(rw, target, patterns, mode);
    if !driver.convert_body(0, &[op]) {
        driver.rw.rollback_to(0);
        return Err(ConversionFailure);
    }
    finish(ctx, driver, mode)
}

/// Ends a conversion whose operations were all legalized as the mode asks:
/// undone for an analysis, committed and finalized otherwise.
fn finish(
    ctx: &Context,
    mut driver: Driver<'_, '_>,
    mode: ConversionMode,
) -> Result<Vec<OpRef>, ConversionFailure> {
    if mode == ConversionMode::Analysis {
        driver.rw.rollback_to(0);
        return Ok(driver.report);
    }
    if !finalize::finalize(ctx, &mut driver.rw) {
        return Err(ConversionFailure);
    }
    Ok(driver.report)
}

/// Legalizes as much as possible: operations that cannot be legalized stay
/// unless they are explicitly illegal. Returns the operations left
/// unlegalized; on failure the IR is unchanged.
pub fn apply_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
) -> Result<Vec<OpRef>, ConversionFailure> {
    run(ctx, body, op, target, patterns, ConversionMode::Partial)
}

/// Legalizes every operation, or fails leaving the IR unchanged.
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
) -> Result<(), ConversionFailure> {
    run(ctx, body, op, target, patterns, ConversionMode::Full).map(|_| ())
}

/// Finds which operations could be legalized, leaving the IR unchanged.
pub fn apply_analysis_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
) -> Vec<OpRef> {
    run(ctx, body, op, target, patterns, ConversionMode::Analysis).unwrap_or_default()
}
