//! `--convert-scf-to-cf`: lowers `scf.for`, `scf.if`, `scf.while`,
//! `scf.execute_region`, `scf.index_switch`, `scf.parallel` and
//! `scf.forall` (without outputs) to blocks and `cf`
//! branches, laying the blocks out and creating the operations in the
//! order upstream's patterns do, so the output is mlir-opt's.
//!
//! Operations are lowered outermost first (the pre-order of a walk taken
//! before anything changes); lowering an op moves its regions' blocks into
//! the enclosing region, where the nested scf ops are lowered in turn.

mod blocks;
mod lower;
mod parallel;

use smallvec::SmallVec;
use strata_ir::verifier::op_plain_error;
use strata_ir::{Body, Context, OpId, RegionId};
use strata_pass::{Pass, PassContext, PassFailure, PassRegistration, PassResult};

/// The lowering pass.
#[derive(Clone, Default)]
pub struct ConvertScfToCf;

/// The registry entry of `--convert-scf-to-cf`.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "convert-scf-to-cf",
    summary: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    options: &[],
    create: || Box::new(ConvertScfToCf),
};

impl Pass for ConvertScfToCf {
    fn argument(&self) -> &'static str {
        "convert-scf-to-cf"
    }

    fn name(&self) -> &'static str {
        "SCFToControlFlowPass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        lower_nested(cx.ctx, body, op).map_err(|_| PassFailure)
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Lowers the scf ops inside `op` (in its own body if it is isolated).
/// An op that cannot be lowered (`scf.forall` with outputs) stops the
/// pass with upstream's legalization error.
fn lower_nested(ctx: &Context, body: &mut Body, op: OpId) -> Result<(), ()> {
    if let Some(inner) = body.isolated_body_mut(op) {
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(inner.root_regions());
        lower_regions(ctx, inner, &regions)
    } else {
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
        lower_regions(ctx, body, &regions)
    }
}

fn lower_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> Result<(), ()> {
    let mut order = Vec::new();
    for &r in regions {
        collect(body, r, &mut order);
    }
    for op in order {
        if body.isolated_body(op).is_some() {
            lower_nested(ctx, body, op)?;
        } else if !lower::lower_op(ctx, body, op) {
            let name = body.op_name(op).as_str(ctx);
            let msg =
                format!("failed to legalize operation '{name}' that was explicitly marked illegal");
            ctx.emit(op_plain_error(ctx, body, op, msg));
            return Err(());
        }
    }
    Ok(())
}

/// The ops of `region` in pre-order, not entering isolated ops (which are
/// listed and lowered in their own bodies).
fn collect(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            out.push(op);
            if body.isolated_body(op).is_none() {
                for &r in body.local_regions(op) {
                    collect(body, r, out);
                }
            }
        }
    }
}
