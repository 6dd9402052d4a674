//! The `test` dialect's attribute checks: `test.invalid_attr` is rejected
//! wherever it is attached (on an operation, a function argument or a
//! function result), as upstream's test dialect does, so that tests can
//! exercise dialect attribute verification.

use strata_ir::Context;
use strata_ir::attributes::NamedAttr;
use strata_ir::diagnostics::DiagResult;
use strata_ir::interfaces::DialectAttrVerifier;
use strata_ir::ir::{Body, OpId};
use strata_ir::verifier::op_plain_error;

/// The attribute name the test dialect rejects.
const INVALID: &str = "test.invalid_attr";

/// Rejects `test.invalid_attr` and accepts every other attribute.
pub(crate) struct TestAttrVerifier;

impl TestAttrVerifier {
    fn check(ctx: &Context, body: &Body, op: OpId, attr: &NamedAttr) -> DiagResult {
        if attr.name.as_str(ctx) == INVALID {
            return Err(op_plain_error(
                ctx,
                body,
                op,
                format!("invalid to use '{INVALID}'"),
            ));
        }
        Ok(())
    }
}

impl DialectAttrVerifier for TestAttrVerifier {
    fn verify_operation_attribute(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        attr: &NamedAttr,
    ) -> DiagResult {
        Self::check(ctx, body, op, attr)
    }

    fn verify_region_arg_attribute(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        _region: usize,
        _arg: usize,
        attr: &NamedAttr,
    ) -> DiagResult {
        Self::check(ctx, body, op, attr)
    }

    fn verify_region_result_attribute(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        _region: usize,
        _result: usize,
        attr: &NamedAttr,
    ) -> DiagResult {
        Self::check(ctx, body, op, attr)
    }
}
