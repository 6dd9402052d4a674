//! Visiting selected operations innermost first, across isolated bodies.

use smallvec::SmallVec;
use strata_ir::{Body, Context, OpId, RegionId};

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
