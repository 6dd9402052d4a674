//! Block surgery used by the lowerings: splitting a block, moving a
//! region's blocks, and creating operations with their default properties.

use smallvec::SmallVec;
use strata_ir::interfaces::populate_default_properties;
use strata_ir::{BlockId, Body, Context, OpId, OperationState, RegionId};

/// Moves the ops of `block` from `at` (inclusive; none if `at` is `None`)
/// to a new block placed right after `block`, and returns the new block.
pub(crate) fn split_block(body: &mut Body, block: BlockId, at: Option<OpId>) -> BlockId {
    let new = body.create_block();
    if let Some(region) = body.block_region(block) {
        body.link_block(region, Some(block), new);
    }
    let mut next = at;
    while let Some(op) = next {
        next = body.next_op(op);
        body.unlink_op(op);
        body.append_op(new, op);
    }
    new
}

/// Moves every block of `region` before `before` (in `before`'s region).
pub(crate) fn inline_region_before(body: &mut Body, region: RegionId, before: BlockId) {
    let Some(dest) = body.block_region(before) else {
        return;
    };
    let blocks: SmallVec<[BlockId; 4]> = body.region_blocks(region).collect();
    for b in blocks {
        body.unlink_block(b);
        let after = body.prev_block(before);
        body.link_block(dest, after, b);
    }
}

/// Creates an op from `state` (with default properties) at the end of `block`.
pub(crate) fn append(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    mut state: OperationState,
) -> OpId {
    populate_default_properties(ctx, &mut state);
    let op = body.create_op(ctx, state);
    body.append_op(block, op);
    op
}

/// Creates an op from `state` (with default properties) before `before`.
pub(crate) fn insert_before(
    ctx: &Context,
    body: &mut Body,
    before: OpId,
    mut state: OperationState,
) -> OpId {
    populate_default_properties(ctx, &mut state);
    let op = body.create_op(ctx, state);
    body.insert_op_before(before, op);
    op
}
