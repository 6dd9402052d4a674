//! `--lift-cf-to-scf`: lifts the `cf` branches of function bodies to
//! `scf.if`, `scf.index_switch` and `scf.while` with the generic
//! transformation of `strata_transforms::cfg_to_scf`, creating `cf`, `scf`,
//! `arith` and `ub` operations as upstream's
//! `ControlFlowToSCFTransformation` does (see [`interface`]).
//!
//! As upstream, every `func.func` is visited (nested ones first) and
//! within it every multi-block region, innermost first.

pub mod interface;

use smallvec::SmallVec;
use strata_ir::{Body, Context, OpId, RegionId, Type};
use strata_pass::{Pass, PassContext, PassFailure, PassRegistration, PassResult};
use strata_transforms::cfg_to_scf::{Reported, transform_cfg_to_scf};

use interface::ControlFlowToScf;

/// The lifting pass.
#[derive(Clone, Default)]
pub struct LiftControlFlowToScf;

/// The registry entry of `--lift-cf-to-scf`.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "lift-cf-to-scf",
    summary: "Lift ControlFlow dialect to SCF dialect",
    options: &[],
    create: || Box::new(LiftControlFlowToScf),
};

impl Pass for LiftControlFlowToScf {
    fn argument(&self) -> &'static str {
        "lift-cf-to-scf"
    }

    fn name(&self) -> &'static str {
        "LiftControlFlowToSCFPass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        lift_functions(cx.ctx, body, op).map_err(|_| PassFailure)
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

const FUNC: &str = "func.func";

/// The operations in `regions`, in order.
fn ops_of(body: &Body, regions: &[RegionId]) -> Vec<OpId> {
    let mut ops = Vec::new();
    for &r in regions {
        for b in body.region_blocks(r) {
            ops.extend(body.block_ops(b));
        }
    }
    ops
}

/// Lifts every function in `op` (and `op` itself if it is one), nested
/// functions before the ones holding them.
fn lift_functions(ctx: &Context, body: &mut Body, op: OpId) -> Result<(), Reported> {
    if let Some(inner) = body.isolated_body_mut(op) {
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(inner.root_regions());
        for child in ops_of(inner, &regions) {
            lift_functions(ctx, inner, child)?;
        }
    } else {
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
        for child in ops_of(body, &regions) {
            lift_functions(ctx, body, child)?;
        }
    }
    if body.op_name(op).as_str(ctx) == FUNC {
        lift_function(ctx, body, op)?;
    }
    Ok(())
}

/// Lifts the regions of the operations in function `func`'s body,
/// innermost first, then the body itself.
fn lift_function(ctx: &Context, body: &mut Body, func: OpId) -> Result<(), Reported> {
    let results: Vec<Type> = strata_dialect_func::function_type(ctx, body, func)
        .map(|(_, r)| r.to_vec())
        .unwrap_or_default();
    let loc = body.op_loc(func);
    let iface = ControlFlowToScf {
        function_results: results,
    };
    let Some(inner) = body.isolated_body_mut(func) else {
        return Ok(());
    };
    let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(inner.root_regions());
    if regions.iter().all(|&r| inner.region_is_empty(r)) {
        return Ok(());
    }
    for op in ops_of(inner, &regions) {
        lift_nested(ctx, inner, op, &iface)?;
    }
    for r in regions {
        transform_cfg_to_scf(ctx, inner, r, &iface, loc)?;
    }
    Ok(())
}

/// Lifts the regions of `op` after those of the operations nested in them.
fn lift_nested(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    iface: &ControlFlowToScf,
) -> Result<(), Reported> {
    if body.isolated_body(op).is_some() {
        return Ok(());
    }
    let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
    for child in ops_of(body, &regions) {
        lift_nested(ctx, body, child, iface)?;
    }
    let loc = body.op_loc(op);
    for r in regions {
        transform_cfg_to_scf(ctx, body, r, iface, loc)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
