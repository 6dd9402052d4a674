//! Multi-way branches to structured conditionals: the first branch of a
//! block becomes an operation with one region per successor, holding the
//! blocks that successor's edge dominates, followed by the operations of
//! the block where the branches meet again (the continuation).

use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use strata_ir::{BlockId, Body, OpId, RegionId, Type, Value};
use strata_rewrite::InsertPoint;

use super::edges::{Edge, successor_edges, successor_operands, successors};
use super::graph::Dominators;
use super::{Lifter, Reported, at_terminator};

/// True if `block` ends the region (its terminator has no successors).
fn is_exit_block(body: &Body, block: BlockId) -> bool {
    successors(body, block).is_empty()
}

impl Lifter<'_> {
    /// Lifts the branch ending `entry`; returns the entries of the regions
    /// to process next (the new conditional regions and `entry` itself,
    /// which now continues with the continuation's operations).
    pub(super) fn branches_to_regions(
        &mut self,
        body: &mut Body,
        entry: BlockId,
    ) -> Result<Vec<BlockId>, Reported> {
        let ctx = self.ctx;
        let succs: SmallVec<[BlockId; 4]> = SmallVec::from_slice(successors(body, entry));
        match succs.as_slice() {
            [] => return Ok(Vec::new()),
            [succ] => {
                let succ = *succ;
                let Some(term) = body.last_op(entry) else {
                    return Ok(Vec::new());
                };
                let forwarded = successor_operands(ctx, body, term, 0);
                let args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(succ));
                for (old, new) in args.iter().zip(forwarded) {
                    body.replace_all_uses(*old, new);
                }
                self.erase_terminator(body, term);
                body.splice_block_ops(succ, entry);
                body.erase_block(succ);
                return Ok(vec![entry]);
            }
            _ => {}
        }
        let Some(region) = body.block_region(entry) else {
            return Ok(Vec::new());
        };
        let mut not_continuation: FxHashSet<BlockId> = FxHashSet::default();
        not_continuation.insert(entry);
        let mut dominators: Option<Dominators> = None;
        let mut branch_regions: Vec<Vec<BlockId>> = Vec::with_capacity(succs.len());
        for &succ in &succs {
            if self.order.single_predecessor(body, succ) != Some(entry) {
                branch_regions.push(Vec::new());
                continue;
            }
            let dom = dominators.get_or_insert_with(|| Dominators::new(body, region));
            let blocks = dom.subtree(succ);
            not_continuation.extend(blocks.iter().copied());
            branch_regions.push(blocks);
        }

        let entry_edges = successor_edges(body, entry);
        let mut continuation_edges: Vec<Edge> = Vec::new();
        let mut post_dominated = true;
        let mut no_continuation_edge = true;
        for (&entry_edge, blocks) in entry_edges.iter().zip(&branch_regions) {
            if blocks.is_empty() {
                continuation_edges.push(entry_edge);
                no_continuation_edge = false;
                continue;
            }
            for &block in blocks {
                if is_exit_block(body, block) {
                    post_dominated = false;
                    continuation_edges.extend(self.order.predecessors(body, block));
                    continue;
                }
                for edge in successor_edges(body, block) {
                    if edge
                        .successor(body)
                        .is_some_and(|s| !not_continuation.contains(&s))
                    {
                        continuation_edges.push(edge);
                        no_continuation_edge = false;
                    }
                }
            }
        }
        if no_continuation_edge {
            return Ok(succs.to_vec());
        }
        let targets: Vec<Option<BlockId>> = continuation_edges
            .iter()
            .map(|e| e.successor(body))
            .collect();
        let mut continuation = match targets.first() {
            Some(&Some(first)) if targets.iter().all(|t| *t == Some(first)) => Some(first),
            _ => None,
        };
        if continuation.is_none() || !post_dominated {
            let Some(first) = continuation_edges.first() else {
                return Err(Reported);
            };
            let loc = body
                .last_op(first.from)
                .map_or_else(|| strata_ir::Location::unknown(ctx), |t| body.op_loc(t));
            let mux = self.single_entry_block(body, loc, &continuation_edges);
            continuation = Some(mux.block);
        }
        if !post_dominated {
            return Ok(vec![entry]);
        }
        let Some(continuation) = continuation else {
            return Err(Reported);
        };
        self.build_conditional(body, entry, continuation, &branch_regions)
    }

    /// Moves each branch region into a new region (an empty one gets a
    /// block of its own), creates the conditional from them, makes every
    /// branch to the continuation a region terminator, and appends the
    /// continuation's operations to `entry`.
    fn build_conditional(
        &mut self,
        body: &mut Body,
        entry: BlockId,
        continuation: BlockId,
        branch_regions: &[Vec<BlockId>],
    ) -> Result<Vec<BlockId>, Reported> {
        let ctx = self.ctx;
        let mut sub_regions = Vec::new();
        let mut empty_blocks: Vec<(BlockId, SmallVec<[Value; 4]>)> = Vec::new();
        let mut regions: Vec<RegionId> = Vec::with_capacity(branch_regions.len());
        let entry_edges = successor_edges(body, entry);
        for (blocks, &entry_edge) in branch_regions.iter().zip(&entry_edges) {
            let region = body.create_region();
            regions.push(region);
            if blocks.is_empty() {
                let block = body.create_block();
                body.append_block(region, block);
                empty_blocks.push((block, entry_edge.operands(ctx, body)));
                continue;
            }
            self.single_exit_branch_region(body, blocks, continuation, &mut empty_blocks, region);
            let Some(first) = body.entry_block(region) else {
                continue;
            };
            let forwarded = entry_edge.operands(ctx, body);
            let args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(first));
            for (old, new) in args.iter().zip(forwarded) {
                body.replace_all_uses(*old, new);
            }
            for i in (0..args.len()).rev() {
                body.erase_block_arg(first, i);
            }
            sub_regions.push(first);
        }
        let Some(term) = body.last_op(entry) else {
            return Err(Reported);
        };
        let result_types: SmallVec<[Type; 4]> = body
            .block_args(continuation)
            .iter()
            .map(|&a| body.value_type(a))
            .collect();
        let cond = self.iface.create_structured_branch_region_op(
            ctx,
            body,
            term,
            &result_types,
            &regions,
        )?;
        self.erase_terminator(body, term);
        let cond_loc = body.op_loc(cond);
        for (block, values) in empty_blocks {
            let at = InsertPoint::BlockEnd(block);
            self.iface.create_structured_branch_region_terminator_op(
                ctx, body, cond_loc, at, cond, None, &values,
            )?;
        }
        for user in branches_to(body, &regions, continuation) {
            let Some(block) = body.op_block(user) else {
                continue;
            };
            let values = successor_operands(ctx, body, user, 0);
            let loc = body.op_loc(user);
            let at = at_terminator(body, block);
            self.iface.create_structured_branch_region_terminator_op(
                ctx,
                body,
                loc,
                at,
                cond,
                Some(user),
                &values,
            )?;
            self.erase_terminator(body, user);
        }
        let args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(continuation));
        let results: SmallVec<[Value; 4]> = body.results(cond).collect();
        for (old, new) in args.iter().zip(results) {
            body.replace_all_uses(*old, new);
        }
        body.splice_block_ops(continuation, entry);
        body.erase_block(continuation);
        sub_regions.push(entry);
        Ok(sub_regions)
    }

    /// Moves `blocks` into `region`; when several of their edges lead to
    /// `continuation`, all but the first go through a new empty block
    /// (appended last, and recorded in `empty_blocks`) and the first too.
    fn single_exit_branch_region(
        &mut self,
        body: &mut Body,
        blocks: &[BlockId],
        continuation: BlockId,
        empty_blocks: &mut Vec<(BlockId, SmallVec<[Value; 4]>)>,
        region: RegionId,
    ) {
        let mut single_exit: Option<BlockId> = None;
        let mut previous: Option<Edge> = None;
        for &block in blocks {
            for edge in successor_edges(body, block) {
                if edge.successor(body) != Some(continuation) {
                    continue;
                }
                let Some(first) = previous else {
                    previous = Some(edge);
                    continue;
                };
                let exit = match single_exit {
                    Some(b) => b,
                    None => {
                        let b = body.create_block();
                        super::multiplexer::copy_arguments(body, b, continuation);
                        self.order.set_successor(body, first, b);
                        empty_blocks.push((b, SmallVec::from_slice(body.block_args(b))));
                        single_exit = Some(b);
                        b
                    }
                };
                self.order.set_successor(body, edge, exit);
            }
            body.unlink_block(block);
            body.append_block(region, block);
        }
        if let Some(b) = single_exit {
            body.append_block(region, b);
        }
    }
}

/// The terminators in `regions` that branch to `block`.
fn branches_to(body: &Body, regions: &[RegionId], block: BlockId) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in regions {
        for b in body.region_blocks(r) {
            if let Some(t) = body.last_op(b)
                && body.successors(t).contains(&block)
            {
                out.push(t);
            }
        }
    }
    out
}
