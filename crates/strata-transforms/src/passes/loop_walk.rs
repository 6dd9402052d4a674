//! Visiting the loops under a pass's operation innermost first, into nested
//! isolated bodies: the traversal shared by the loop hoisting passes.

use smallvec::SmallVec;
use strata_ir::interfaces::LoopLikeOpInterface;
use strata_ir::{Body, Context, OpId, RegionId};

/// What a pass does to one loop.
pub(crate) type LoopFn<'f> = &'f dyn Fn(&Context, &mut Body, OpId);

/// Calls `f` on every loop-like operation nested in `op` (and in nested
/// isolated bodies), innermost first, then on `op` itself if it is a loop.
pub(crate) fn for_each_loop_innermost_first(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    f: LoopFn<'_>,
) {
    match body.take_isolated_body(op) {
        Some(mut inner) => {
            let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(inner.root_regions());
            visit_regions(ctx, &mut inner, &roots, f);
            body.set_isolated_body(op, inner);
        }
        None => {
            let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
            visit_regions(ctx, body, &regions, f);
            if is_loop(ctx, body, op) {
                f(ctx, body, op);
            }
        }
    }
}

fn is_loop(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.op_name(op)
        .interface::<dyn LoopLikeOpInterface>(ctx)
        .is_some()
}

/// Processes every loop nested in `regions` of `body` (and in nested
/// isolated bodies), innermost first.
fn visit_regions(ctx: &Context, body: &mut Body, regions: &[RegionId], f: LoopFn<'_>) {
    let mut loops: Vec<OpId> = Vec::new();
    let mut isolated: Vec<OpId> = Vec::new();
    for &r in regions {
        collect(ctx, body, r, &mut loops, &mut isolated);
    }
    for op in isolated {
        if let Some(mut inner) = body.take_isolated_body(op) {
            let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(inner.root_regions());
            strata_ir::stack::grow(|| visit_regions(ctx, &mut inner, &roots, f));
            body.set_isolated_body(op, inner);
        }
    }
    for op in loops {
        f(ctx, body, op);
    }
}

/// Collects, in post-order, the loop-like operations of `region` (within
/// this body) and the isolated operations whose bodies hold more.
fn collect(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    loops: &mut Vec<OpId>,
    isolated: &mut Vec<OpId>,
) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            if body.isolated_body(op).is_some() {
                isolated.push(op);
                continue;
            }
            for &r in body.local_regions(op) {
                collect(ctx, body, r, loops, isolated);
            }
            if is_loop(ctx, body, op) {
                loops.push(op);
            }
        }
    }
}
