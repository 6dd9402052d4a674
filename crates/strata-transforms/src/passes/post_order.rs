//! Visiting selected operations innermost first, across isolated bodies.

use smallvec::SmallVec;
use strata_ir::{Body, Context, OpId, RegionId};

/// Runs `f` on the regions of `op`: the root regions of its own isolated
/// body when it has one, else its regions within `body`.
pub(crate) fn in_op_regions<R>(
    body: &mut Body,
    op: OpId,
    f: impl FnOnce(&mut Body, &[RegionId]) -> R,
) -> R {
    match body.take_isolated_body(op) {
        Some(mut inner) => {
            let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(inner.root_regions());
            let result = f(&mut inner, &roots);
            body.set_isolated_body(op, inner);
            result
        }
        None => {
            let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
            f(body, &regions)
        }
    }
}

/// Applies `apply` to every operation of `regions` of `body` that
/// `selects` accepts, in post-order (nested operations before their
/// parents), after doing the same inside every nested isolated body;
/// returns the sum of what `apply` returned.
pub(crate) fn apply_in_post_order(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    selects: &impl Fn(&Context, &Body, OpId) -> bool,
    apply: &mut impl FnMut(&Context, &mut Body, OpId) -> usize,
) -> usize {
    let mut selected = Vec::new();
    let mut isolated = Vec::new();
    for &r in regions {
        collect(ctx, body, r, selects, &mut selected, &mut isolated);
    }
    let mut total = 0;
    for op in isolated {
        if let Some(mut inner) = body.take_isolated_body(op) {
            let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(inner.root_regions());
            total += strata_ir::stack::grow(|| {
                apply_in_post_order(ctx, &mut inner, &roots, selects, apply)
            });
            body.set_isolated_body(op, inner);
        }
    }
    for op in selected {
        total += apply(ctx, body, op);
    }
    total
}

/// Collects, in post-order, the selected operations of `region` (within
/// this body) and the isolated operations whose bodies hold more.
fn collect(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    selects: &impl Fn(&Context, &Body, OpId) -> bool,
    selected: &mut Vec<OpId>,
    isolated: &mut Vec<OpId>,
) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            if body.isolated_body(op).is_some() {
                isolated.push(op);
                continue;
            }
            for &r in body.local_regions(op) {
                strata_ir::stack::grow(|| collect(ctx, body, r, selects, selected, isolated));
            }
            if selects(ctx, body, op) {
                selected.push(op);
            }
        }
    }
}
