//! `--llvm-request-c-wrappers`: marks functions with
//! `llvm.emit_c_interface`, so that `convert-func-to-llvm` gives each a
//! `_mlir_ciface_` wrapper. Run on a `func.func`, it marks that function;
//! run on another op (a module), it marks the functions directly in it,
//! as upstream's implicit nesting of this function pass does.

use strata_ir::{Attribute, Body, Ident, OpId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

use crate::c_interface::EMIT_C_INTERFACE;

/// The pass.
#[derive(Clone)]
pub struct RequestCWrappers;

/// The registry entry of `--llvm-request-c-wrappers`.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "llvm-request-c-wrappers",
    summary: "Request C wrapper emission for all functions",
    options: &[],
    create: || Box::new(RequestCWrappers),
};

impl Pass for RequestCWrappers {
    fn argument(&self) -> &'static str {
        "llvm-request-c-wrappers"
    }

    fn name(&self) -> &'static str {
        "LLVMRequestCWrappersPass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let name = Ident::new(ctx, EMIT_C_INTERFACE);
        let unit = Attribute::unit(ctx);
        if body.op_name(op).as_str(ctx) == "func.func" {
            body.set_discardable_attr(ctx, op, name, Some(unit));
            return Ok(());
        }
        let Some(inner) = body.isolated_body_mut(op) else {
            return Ok(());
        };
        let mut funcs = Vec::new();
        for &r in inner.root_regions() {
            for b in inner.region_blocks(r) {
                funcs.extend(
                    inner
                        .block_ops(b)
                        .filter(|&o| inner.op_name(o).as_str(ctx) == "func.func"),
                );
            }
        }
        for f in funcs {
            inner.set_discardable_attr(ctx, f, name, Some(unit));
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
