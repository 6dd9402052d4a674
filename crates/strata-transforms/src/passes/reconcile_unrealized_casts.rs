//! `reconcile-unrealized-casts`: erases unused
//! `builtin.unrealized_conversion_cast`s and folds chains of casts that
//! lead back to the types they started from.

use strata_ir::{Body, OpId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

use strata_rewrite::conversion::reconcile_unrealized_casts_in;

/// The pass.
#[derive(Clone, Default)]
pub struct ReconcileUnrealizedCasts;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "reconcile-unrealized-casts",
    summary: "Simplify and eliminate unrealized conversion casts",
    options: &[],
    create: || Box::new(ReconcileUnrealizedCasts),
};

impl Pass for ReconcileUnrealizedCasts {
    fn argument(&self) -> &'static str {
        "reconcile-unrealized-casts"
    }

    fn name(&self) -> &'static str {
        "ReconcileUnrealizedCastsPass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        reconcile_unrealized_casts_in(cx.ctx, body, op);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
