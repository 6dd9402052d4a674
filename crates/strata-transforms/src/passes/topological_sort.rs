//! `topological-sort`: reorders the operations of every block in a graph
//! region so that, where the use-def graph allows it, each value is defined
//! before it is used. Cycles are broken at the first unscheduled operation.

use std::collections::HashSet;

use smallvec::SmallVec;
use strata_ir::dominance::has_ssa_dominance;
use strata_ir::{BlockId, Body, Context, OpId, OpTraits, RegionId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

/// The topological sort pass.
#[derive(Clone, Default)]
pub struct TopologicalSort;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "topological-sort",
    summary: "Sort regions without SSA dominance in topological order",
    options: &[],
    create: || Box::new(TopologicalSort),
};

impl Pass for TopologicalSort {
    fn argument(&self) -> &'static str {
        "topological-sort"
    }

    fn name(&self) -> &'static str {
        "TopologicalSort"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        sort_nested(cx.ctx, body, op);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Sorts the graph regions of `op` and of everything nested in it.
fn sort_nested(ctx: &Context, body: &mut Body, op: OpId) {
    if let Some(inner) = body.isolated_body_mut(op) {
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(inner.root_regions());
        sort_regions(ctx, inner, &regions);
    } else {
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
        sort_regions(ctx, body, &regions);
    }
}

fn sort_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) {
    for &r in regions {
        let blocks: SmallVec<[BlockId; 4]> = body.region_blocks(r).collect();
        for &b in &blocks {
            let ops: SmallVec<[OpId; 8]> = body.block_ops(b).collect();
            for nested in ops {
                sort_nested(ctx, body, nested);
            }
        }
        if !has_ssa_dominance(ctx, body, r) {
            for b in blocks {
                sort_block(ctx, body, b);
            }
        }
    }
}

/// Sorts the operations of `block` (its terminator stays last). Returns
/// false if a cycle had to be broken.
pub fn sort_block(ctx: &Context, body: &mut Body, block: BlockId) -> bool {
    let end = body
        .last_op(block)
        .filter(|&t| body.op_name(t).has_trait(ctx, OpTraits::TERMINATOR));
    let ops: Vec<OpId> = body
        .block_ops(block)
        .take_while(|&o| Some(o) != end)
        .collect();
    let Some(&first) = ops.first() else {
        return true;
    };
    let mut unscheduled: HashSet<OpId> = ops.iter().copied().collect();
    let mut next = Some(first);
    let mut acyclic = true;
    while !unscheduled.is_empty() {
        let Some(start) = next else { break };
        let pending: Vec<OpId> = std::iter::successors(Some(start), |&o| body.next_op(o))
            .take_while(|&o| Some(o) != end)
            .collect();
        let mut scheduled_any = false;
        for op in pending {
            if !is_ready(body, op, op, &unscheduled) {
                continue;
            }
            unscheduled.remove(&op);
            scheduled_any = true;
            if Some(op) == next {
                next = body.next_op(op).filter(|&o| Some(o) != end);
            } else if let Some(before) = next {
                body.move_op_before(op, before);
            }
        }
        if !scheduled_any {
            acyclic = false;
            unscheduled.remove(&start);
            next = body.next_op(start).filter(|&o| Some(o) != end);
        }
    }
    acyclic
}

/// True if no operand of `op` or of the operations nested in it is defined
/// by (or inside) an unscheduled operation other than `root` itself.
fn is_ready(body: &Body, root: OpId, op: OpId, unscheduled: &HashSet<OpId>) -> bool {
    let operands_ready = body.operands(op).all(|v| {
        let mut def = body.defining_op(v);
        while let Some(d) = def {
            if d == root {
                return true;
            }
            if unscheduled.contains(&d) {
                return false;
            }
            def = body.parent_op(d);
        }
        true
    });
    operands_ready
        && body.local_regions(op).iter().all(|&r| {
            body.region_blocks(r).all(|b| {
                body.block_ops(b)
                    .all(|nested| is_ready(body, root, nested, unscheduled))
            })
        })
}
