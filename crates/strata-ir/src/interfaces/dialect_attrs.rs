//! Dialect attribute verification: the hooks through which a dialect
//! checks the attributes in its namespace (`dialect.name`) wherever they
//! are attached, as upstream's `Dialect::verifyOperationAttribute`,
//! `verifyRegionArgAttribute` and `verifyRegionResultAttribute`.

use crate::attributes::{Attribute, NamedAttr};
use crate::context::Context;
use crate::diagnostics::DiagResult;
use crate::ir::{Body, OpId};

/// A dialect's checks of the attributes named in its namespace. Every
/// method accepts by default.
pub trait DialectAttrVerifier: Send + Sync {
    /// Checks `attr`, a discardable attribute of `op`.
    fn verify_operation_attribute(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _attr: &NamedAttr,
    ) -> DiagResult {
        Ok(())
    }

    /// Checks `attr`, attached to argument `arg` of region `region` of `op`
    /// (a function's argument attributes).
    fn verify_region_arg_attribute(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _region: usize,
        _arg: usize,
        _attr: &NamedAttr,
    ) -> DiagResult {
        Ok(())
    }

    /// Checks `attr`, attached to result `result` of region `region` of
    /// `op` (a function's result attributes).
    fn verify_region_result_attribute(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _region: usize,
        _result: usize,
        _attr: &NamedAttr,
    ) -> DiagResult {
        Ok(())
    }
}

/// The verifier of the dialect that `attr`'s name is prefixed with, if
/// that dialect is registered and has one.
fn verifier_of(
    ctx: &Context,
    attr: &NamedAttr,
    check: impl FnOnce(&dyn DialectAttrVerifier) -> DiagResult,
) -> DiagResult {
    let Some((namespace, _)) = attr.name.as_str(ctx).split_once('.') else {
        return Ok(());
    };
    match ctx.dialect(namespace) {
        Some(dialect) => match dialect.interface::<dyn DialectAttrVerifier>() {
            Some(verifier) => check(verifier),
            None => Ok(()),
        },
        None => Ok(()),
    }
}

/// Runs the dialect checks of every discardable attribute of `op`.
pub fn verify_dialect_attrs(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    for attr in body.op_attrs(op).dict_entries(ctx) {
        verifier_of(ctx, attr, |v| {
            v.verify_operation_attribute(ctx, body, op, attr)
        })?;
    }
    Ok(())
}

/// Runs the dialect checks of the attributes in `dict`, attached to
/// argument (`result` false) or result `index` of region 0 of `op`.
pub fn verify_region_value_attrs(
    ctx: &Context,
    body: &Body,
    op: OpId,
    result: bool,
    index: usize,
    dict: Attribute,
) -> DiagResult {
    for attr in dict.dict_entries(ctx) {
        verifier_of(ctx, attr, |v| {
            if result {
                v.verify_region_result_attribute(ctx, body, op, 0, index, attr)
            } else {
                v.verify_region_arg_attribute(ctx, body, op, 0, index, attr)
            }
        })?;
    }
    Ok(())
}
