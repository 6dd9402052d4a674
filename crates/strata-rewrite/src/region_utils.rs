//! Region simplification: unreachable-block erasure, dead code and dead
//! block-argument elimination, and (aggressively) merging identical blocks.

use crate::Rewriter;
use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::interfaces::BranchOpInterface;
use strata_ir::interfaces::would_be_trivially_dead;
use strata_ir::{BlockId, Body, Context, OpId, RegionId, Value};

/// The successors of a block (from its terminator).
pub fn block_successors(body: &Body, block: BlockId) -> SmallVec<[BlockId; 2]> {
    body.last_op(block)
        .map(|t| SmallVec::from_slice(body.successors(t)))
        .unwrap_or_default()
}

/// The blocks of `region` reachable from its entry, in post-order.
pub fn post_order(body: &Body, region: RegionId) -> Vec<BlockId> {
    let Some(entry) = body.entry_block(region) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut seen: FxHashSet<BlockId> = FxHashSet::default();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    seen.insert(entry);
    while let Some((b, i)) = stack.last_mut() {
        let succs = block_successors(body, *b);
        if *i < succs.len() {
            let next = succs[*i];
            *i += 1;
            if seen.insert(next) {
                stack.push((next, 0));
            }
        } else {
            out.push(*b);
            stack.pop();
        }
    }
    out
}

/// The blocks of `region` reachable from its entry, in depth-first
/// pre-order (successors in operand order), as upstream's forward-dominance
/// walk visits them; unreachable blocks are left out.
pub fn pre_order(body: &Body, region: RegionId) -> Vec<BlockId> {
    let Some(entry) = body.entry_block(region) else {
        return Vec::new();
    };
    let mut out = vec![entry];
    let mut seen: FxHashSet<BlockId> = FxHashSet::default();
    seen.insert(entry);
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some((b, i)) = stack.last_mut() {
        let succs = block_successors(body, *b);
        if *i < succs.len() {
            let next = succs[*i];
            *i += 1;
            if seen.insert(next) {
                out.push(next);
                stack.push((next, 0));
            }
        } else {
            stack.pop();
        }
    }
    out
}

/// Erases the blocks not reachable from their region's entry (in `regions`
/// and the regions nested in them). Returns whether anything was erased.
pub fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let body = rw.body();
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        if blocks.len() <= 1 {
            for &b in &blocks {
                for op in body.block_ops(b) {
                    worklist.extend_from_slice(body.local_regions(op));
                }
            }
            continue;
        }
        let reachable: FxHashSet<BlockId> = post_order(body, region).into_iter().collect();
        let dead: Vec<BlockId> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains(b))
            .collect();
        for &b in &blocks {
            if reachable.contains(&b) {
                for op in rw.body().block_ops(b) {
                    worklist.extend_from_slice(rw.body().local_regions(op));
                }
            }
        }
        for &b in &dead {
            let ops: Vec<OpId> = rw.body().block_ops(b).collect();
            for op in ops {
                rw.body_mut_untracked().drop_all_references(op);
            }
        }
        for b in dead {
            rw.erase_block(b);
            erased = true;
        }
    }
    erased
}

/// Which values and operations are known to be live: operations in a
/// bit set indexed by their id (every operation of the regions is asked
/// about on each round), block arguments in a hash set.
#[derive(Default)]
struct LiveMap {
    ops: Vec<u64>,
    values: FxHashSet<Value>,
    changed: bool,
}

impl LiveMap {
    fn op_live(&self, op: OpId) -> bool {
        let i = op.index();
        self.ops
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    fn set_op(&mut self, op: OpId) {
        let i = op.index();
        if i / 64 >= self.ops.len() {
            self.ops.resize(i / 64 + 1, 0);
        }
        let bit = 1u64 << (i % 64);
        let word = &mut self.ops[i / 64];
        self.changed |= *word & bit == 0;
        *word |= bit;
    }

    /// Marks a value live; a result makes its whole operation live.
    fn set_value(&mut self, body: &Body, v: Value) {
        match body.defining_op(v) {
            Some(op) => self.set_op(op),
            None => self.changed |= self.values.insert(v),
        }
    }

    fn is_live(&self, body: &Body, v: Value) -> bool {
        match body.defining_op(v) {
            Some(op) => self.op_live(op),
            None => self.values.contains(&v),
        }
    }
}

/// For a successor operand of a branch, the block argument it feeds.
fn successor_argument(ctx: &Context, body: &Body, op: OpId, operand: usize) -> Option<Value> {
    let branch = body.op_name(op).interface::<dyn BranchOpInterface>(ctx)?;
    for (i, succ) in body.successors(op).iter().enumerate() {
        let range = branch.successor_operands(ctx, body, op, i)?;
        if range.contains(&operand) {
            return body.block_args(*succ).get(operand - range.start).copied();
        }
    }
    None
}

fn process_value(ctx: &Context, body: &Body, v: Value, live: &mut LiveMap) {
    let proved = body.uses(v).any(|u| {
        let owner = body.operand_owner(u);
        if body.next_op(owner).is_none()
            && body.op_name(owner).has_trait(ctx, OpTraits::TERMINATOR)
            && let Some(arg) = successor_argument(ctx, body, owner, body.operand_number(u))
        {
            return live.is_live(body, arg);
        }
        live.op_live(owner)
    });
    if proved {
        live.set_value(body, v);
    }
}

fn propagate_op(ctx: &Context, body: &Body, op: OpId, live: &mut LiveMap) {
    for &r in body.local_regions(op) {
        propagate_region(ctx, body, r, live);
    }
    // Only the last operation of a block can be a terminator (the trait
    // lookup is skipped for the others); a terminator is handled whether
    // live or not.
    let terminator =
        body.next_op(op).is_none() && body.op_name(op).has_trait(ctx, OpTraits::TERMINATOR);
    if !terminator && live.op_live(op) {
        return;
    }
    if terminator {
        live.set_op(op);
        let branch = body.op_name(op).interface::<dyn BranchOpInterface>(ctx);
        for (i, succ) in body.successors(op).iter().enumerate() {
            match branch.and_then(|b| b.successor_operands(ctx, body, op, i)) {
                Some(_) => {}
                None => {
                    for &a in body.block_args(*succ) {
                        live.set_value(body, a);
                    }
                }
            }
        }
        return;
    }
    // A live user proves the operation live whatever its effects, so the
    // results are looked at first: the effect query then runs only for
    // operations that no live operation uses (the outcome is the same in
    // either order).
    for r in body.results(op) {
        process_value(ctx, body, r, live);
        if live.op_live(op) {
            return;
        }
    }
    if body.isolated_body(op).is_some() || !would_be_trivially_dead(ctx, body, op) {
        live.set_op(op);
    }
}

fn propagate_region(ctx: &Context, body: &Body, region: RegionId, live: &mut LiveMap) {
    for block in post_order(body, region) {
        let mut cursor = body.last_op(block);
        while let Some(op) = cursor {
            propagate_op(ctx, body, op, live);
            cursor = body.prev_op(op);
        }
        if body.is_entry_block(block) {
            continue;
        }
        for &a in body.block_args(block) {
            if !live.is_live(body, a) {
                process_value(ctx, body, a, live);
            }
        }
    }
}

/// Removes the operands a branch forwards to dead block arguments.
fn erase_dead_successor_operands(rw: &mut Rewriter<'_>, op: OpId, live: &LiveMap) {
    let ctx = rw.ctx;
    let Some(branch) = rw
        .body()
        .op_name(op)
        .interface::<dyn BranchOpInterface>(ctx)
    else {
        return;
    };
    let succs: SmallVec<[BlockId; 2]> = SmallVec::from_slice(rw.body().successors(op));
    for succ in (0..succs.len()).rev() {
        let Some(range) = branch.successor_operands(ctx, rw.body(), op, succ) else {
            continue;
        };
        let args: SmallVec<[Value; 4]> = SmallVec::from_slice(rw.body().block_args(succs[succ]));
        for i in (0..range.len()).rev() {
            if args.get(i).is_some_and(|a| !live.is_live(rw.body(), *a)) {
                strata_ir::interfaces::erase_successor_operand(
                    ctx,
                    rw.body_mut_untracked(),
                    op,
                    succ,
                    i,
                );
                rw.notify_modified(op);
            }
        }
    }
}

fn delete_deadness(rw: &mut Rewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    for &region in regions {
        let single = rw.body().region_blocks(region).nth(1).is_none();
        for block in post_order(rw.body(), region) {
            if !single && let Some(t) = rw.body().last_op(block) {
                erase_dead_successor_operands(rw, t, live);
            }
            // Backwards; erasing an operation leaves those before it alone.
            let mut cursor = rw.body().last_op(block);
            while let Some(op) = cursor {
                cursor = rw.body().prev_op(op);
                if !live.op_live(op) {
                    erased = true;
                    let results: SmallVec<[Value; 2]> = rw.body().results(op).collect();
                    for r in results {
                        let users: SmallVec<[_; 4]> = rw.body().uses(r).collect();
                        for u in users {
                            let owner = rw.body().operand_owner(u);
                            rw.body_mut_untracked().drop_all_references(owner);
                        }
                    }
                    rw.erase_op(op);
                } else if !rw.body().local_regions(op).is_empty() {
                    let nested: SmallVec<[RegionId; 2]> =
                        SmallVec::from_slice(rw.body().local_regions(op));
                    erased |= strata_ir::stack::grow(|| delete_deadness(rw, &nested, live));
                }
            }
        }
        let blocks: Vec<BlockId> = rw.body().region_blocks(region).skip(1).collect();
        for b in blocks {
            let args: SmallVec<[Value; 4]> = SmallVec::from_slice(rw.body().block_args(b));
            for (i, a) in args.iter().enumerate().rev() {
                if !live.is_live(rw.body(), *a) {
                    rw.body_mut_untracked().erase_block_arg(b, i);
                }
            }
        }
    }
    erased
}

/// Dead code and dead block-argument elimination over `regions`.
pub fn run_region_dce(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let ctx = rw.ctx;
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(ctx, rw.body(), r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, regions, &live)
}

/// Simplifies the control flow of `regions`; returns whether anything changed.
pub fn simplify_regions(rw: &mut Rewriter<'_>, regions: &[RegionId], merge_blocks: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(rw, regions);
    let dce = run_region_dce(rw, regions);
    let merged = merge_blocks && crate::block_merge::merge_identical_blocks(rw, regions);
    let dropped = merge_blocks && drop_redundant_arguments(rw, regions);
    erased_blocks || dce || merged || dropped
}

/// Replaces each block argument that every predecessor passes the same
/// value by that value, and removes it (upstream's
/// `dropRedundantArguments`, run by aggressive simplification). As
/// upstream, the result reports whether the last block visited changed.
pub fn drop_redundant_arguments(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        let blocks: SmallVec<[BlockId; 8]> = rw.body().region_blocks(region).collect();
        for block in blocks {
            changed = drop_block_redundant_arguments(rw, block);
            for op in rw.body().block_ops(block) {
                worklist.extend_from_slice(rw.body().local_regions(op));
            }
        }
    }
    changed
}

/// The value every predecessor of `block` forwards as argument `index`,
/// if they all forward the same one through `BranchOpInterface`.
fn common_incoming(ctx: &Context, body: &Body, block: BlockId, index: usize) -> Option<Value> {
    let mut common = None;
    for (pred, succ) in body.block_predecessors(block) {
        let branch = body.op_name(pred).interface::<dyn BranchOpInterface>(ctx)?;
        let range = branch.successor_operands(ctx, body, pred, succ)?;
        let v = body.operand(pred, range.clone().nth(index)?);
        match common {
            None => common = Some(v),
            Some(c) if c != v => return None,
            Some(_) => {}
        }
    }
    common
}

fn drop_block_redundant_arguments(rw: &mut Rewriter<'_>, block: BlockId) -> bool {
    let ctx = rw.ctx;
    let args: SmallVec<[Value; 4]> = SmallVec::from_slice(rw.body().block_args(block));
    let mut erase = Vec::new();
    for (i, &arg) in args.iter().enumerate() {
        if let Some(v) = common_incoming(ctx, rw.body(), block, i).filter(|&v| v != arg) {
            erase.push(i);
            rw.replace_all_uses_with(arg, v);
        }
    }
    for &i in erase.iter().rev() {
        rw.body_mut_untracked().erase_block_arg(block, i);
        for (pred, succ) in rw.body().block_predecessors(block) {
            strata_ir::interfaces::erase_successor_operand(
                ctx,
                rw.body_mut_untracked(),
                pred,
                succ,
                i,
            );
            rw.notify_modified(pred);
        }
    }
    !erase.is_empty()
}
