//! `control-flow-sink`: moves side-effect free operations into the regions
//! of region-branch operations (`scf.if`, `scf.index_switch`, ...) that run
//! at most once, when every use is inside that region, so they are not
//! computed on paths that do not need them.
//!
//! Branch operations are visited in post-order. In each region whose
//! invocation bound (RegionBranchOpInterface) is at most one, the operands
//! of the operations directly in it are examined depth first: a defining
//! operation outside the region whose users are all inside it moves to the
//! front of the region's entry block, and its own operands are examined
//! next.

use super::post_order::apply_in_post_order;
use smallvec::SmallVec;
use strata_ir::interfaces::{RegionBranchOpInterface, has_no_side_effects};
use strata_ir::{Attribute, Body, Context, OpId, RegionId, Value};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};
use strata_rewrite::matchers::constant_of;

/// The control-flow sink pass.
#[derive(Clone, Default)]
pub struct ControlFlowSink;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "control-flow-sink",
    summary: "Sink operations into conditional blocks",
    options: &[],
    create: || Box::new(ControlFlowSink),
};

impl Pass for ControlFlowSink {
    fn argument(&self) -> &'static str {
        "control-flow-sink"
    }

    fn name(&self) -> &'static str {
        "ControlFlowSink"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        match body.take_isolated_body(op) {
            Some(mut inner) => {
                let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(inner.root_regions());
                sink_in_regions(cx.ctx, &mut inner, &roots);
                body.set_isolated_body(op, inner);
            }
            None => {
                let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
                sink_in_regions(cx.ctx, body, &regions);
                sink_into_branch(cx.ctx, body, op);
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Sinks into every region-branch operation nested in `regions` of
/// `body` (and in nested isolated bodies), innermost first; returns how
/// many operations moved.
pub fn sink_in_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> usize {
    apply_in_post_order(
        ctx,
        body,
        regions,
        &|ctx, body, op| {
            body.op_name(op)
                .interface::<dyn RegionBranchOpInterface>(ctx)
                .is_some()
        },
        &mut |ctx, body, op| sink_into_branch(ctx, body, op),
    )
}

/// many operations moved.
fn sink_into_branch(ctx: &Context, body: &mut Body, branch: OpId) -> usize {
    let Some(iface) = body
        .op_name(branch)
        .interface::<dyn RegionBranchOpInterface>(ctx)
    else {
        return 0;
    };
    let operands: SmallVec<[Value; 4]> = body.operands(branch).collect();
    let constants: SmallVec<[Option<Attribute>; 4]> = operands
        .into_iter()
        .map(|v| constant_of(ctx, body, v))
        .collect();
    let bounds = iface.region_invocation_bounds(ctx, body, branch, &constants);
    let regions: SmallVec<[RegionId; 2]> = body
        .local_regions(branch)
        .iter()
        .zip(&bounds)
        .filter(|(r, b)| b.upper.is_some_and(|u| u <= 1) && !body.region_is_empty(**r))
        .map(|(&r, _)| r)
        .collect();
    regions.into_iter().map(|r| sink_region(ctx, body, r)).sum()
}

/// Sinks the operations feeding `region` into it, depth first: the
/// operands of the operations directly in the region are examined (those
/// of operations nested deeper are not), then those of each moved one.
fn sink_region(ctx: &Context, body: &mut Body, region: RegionId) -> usize {
    let mut stack: Vec<OpId> = body
        .region_blocks(region)
        .flat_map(|b| body.block_ops(b))
        .collect();
    let mut sunk = 0;
    while let Some(user) = stack.pop() {
        let operands: SmallVec<[Value; 4]> = body.operands(user).collect();
        for v in operands {
            let Some(def) = body.defining_op(v) else {
                continue;
            };
            if body.op_block(def).and_then(|b| body.block_region(b)) == Some(region) {
                continue;
            }
            if all_users_inside(body, def, region) && has_no_side_effects(ctx, body, def) {
                move_to_front(body, def, region);
                sunk += 1;
                stack.push(def);
            }
        }
    }
    sunk
}

/// True if `op` is nested (at any depth) in `region`.
fn region_contains(body: &Body, region: RegionId, op: OpId) -> bool {
    let mut cur = op;
    loop {
        let Some(r) = body.op_block(cur).and_then(|b| body.block_region(b)) else {
            return false;
        };
        if r == region {
            return true;
        }
        match body.region_parent(r) {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

/// True if every user of a result of `op` is nested in `region`. (The
/// entry block of a region dominates every block nested in it, and no
/// block outside it.)
fn all_users_inside(body: &Body, op: OpId, region: RegionId) -> bool {
    body.results(op).all(|v| {
        body.uses(v)
            .all(|u| region_contains(body, region, body.operand_owner(u)))
    })
}

/// Moves `op` to the front of the entry block of `region`.
fn move_to_front(body: &mut Body, op: OpId, region: RegionId) {
    let Some(entry) = body.entry_block(region) else {
        return;
    };
    match body.first_op(entry) {
        Some(first) => body.move_op_before(op, first),
        None => {
            body.unlink_op(op);
            body.append_op(entry, op);
        }
    }
}
