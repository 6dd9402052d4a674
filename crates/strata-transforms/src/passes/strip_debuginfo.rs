//! `strip-debuginfo`: replaces the location of every operation and block
//! argument with `loc(unknown)`.

use smallvec::SmallVec;
use strata_ir::{Body, Location, OpId, RegionId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

/// The debug info stripping pass.
#[derive(Clone, Default)]
pub struct StripDebugInfo;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "strip-debuginfo",
    summary: "Strip debug info from all operations",
    options: &[],
    create: || Box::new(StripDebugInfo),
};

impl Pass for StripDebugInfo {
    fn argument(&self) -> &'static str {
        "strip-debuginfo"
    }

    fn name(&self) -> &'static str {
        "StripDebugInfo"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let unknown = Location::unknown(cx.ctx);
        strip_op(body, op, unknown);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Strips `op` and everything nested in it.
fn strip_op(body: &mut Body, op: OpId, unknown: Location) {
    body.set_op_loc(op, unknown);
    if let Some(inner) = body.isolated_body_mut(op) {
        let stripped: Result<(), std::convert::Infallible> =
            inner.try_update_locations(&mut |_| Ok(unknown));
        let Ok(()) = stripped;
        return;
    }
    let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
    for r in regions {
        let blocks: SmallVec<[strata_ir::BlockId; 4]> = body.region_blocks(r).collect();
        for b in blocks {
            for i in 0..body.block_args(b).len() {
                body.set_block_arg_loc(b, i, unknown);
            }
            let ops: SmallVec<[OpId; 8]> = body.block_ops(b).collect();
            for nested in ops {
                strip_op(body, nested, unknown);
            }
        }
    }
}
