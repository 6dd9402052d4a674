//! Control-flow edges, their forwarded operands, and the order in which
//! each block's incoming edges are visited.

use std::ops::Range;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::interfaces::BranchOpInterface;
use strata_ir::interfaces::{append_successor_operand, erase_successor_operand};
use strata_ir::{BlockId, Body, Context, OpId, RegionId, Value};

/// The edge from `from` (its terminator) to its successor `index`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Edge {
    /// The block the edge leaves.
    pub from: BlockId,
    /// The successor index in the terminator of `from`.
    pub index: usize,
}

impl Edge {
    /// The terminator of the edge's block.
    pub fn terminator(self, body: &Body) -> Option<OpId> {
        body.last_op(self.from)
    }

    /// The block the edge leads to.
    pub fn successor(self, body: &Body) -> Option<BlockId> {
        let term = self.terminator(body)?;
        body.successors(term).get(self.index).copied()
    }

    /// The values the edge forwards to its successor's arguments.
    pub fn operands(self, ctx: &Context, body: &Body) -> SmallVec<[Value; 4]> {
        self.terminator(body)
            .map(|t| successor_operands(ctx, body, t, self.index))
            .unwrap_or_default()
    }
}

/// The edges leaving `block`, in successor order.
pub(super) fn successor_edges(body: &Body, block: BlockId) -> SmallVec<[Edge; 2]> {
    let n = body.last_op(block).map_or(0, |t| body.successors(t).len());
    (0..n).map(|index| Edge { from: block, index }).collect()
}

/// The successors of `block`.
pub(super) fn successors(body: &Body, block: BlockId) -> &[BlockId] {
    body.last_op(block).map_or(&[], |t| body.successors(t))
}

fn operand_range(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<Range<usize>> {
    body.op_name(op)
        .interface::<dyn BranchOpInterface>(ctx)?
        .successor_operands(ctx, body, op, index)
}

/// The operands `op` forwards to its successor `index`.
pub(super) fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    index: usize,
) -> SmallVec<[Value; 4]> {
    operand_range(ctx, body, op, index)
        .map(|r| r.map(|i| body.operand(op, i)).collect())
        .unwrap_or_default()
}

/// Makes `op` forward `values` to its successor `index`.
pub(super) fn assign_successor_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    index: usize,
    values: &[Value],
) {
    let count = operand_range(ctx, body, op, index).map_or(0, |r| r.len());
    for i in (0..count).rev() {
        erase_successor_operand(ctx, body, op, index, i);
    }
    for &v in values {
        append_successor_operand(ctx, body, op, index, v);
    }
}

/// Appends `value` to the operands `op` forwards to successor `index`.
pub(super) fn append_operand(ctx: &Context, body: &mut Body, op: OpId, index: usize, v: Value) {
    append_successor_operand(ctx, body, op, index, v);
}

/// When each edge was last linked to its successor. Upstream keeps a
/// block's incoming edges in a use list, most recently linked first; the
/// transformation visits predecessors in that order, so it is kept here:
/// the edges of the parsed region in textual order, then every edge as it
/// is created or redirected.
pub(super) struct EdgeOrder {
    stamps: FxHashMap<(OpId, usize), u64>,
    next: u64,
}

impl EdgeOrder {
    /// The order of the edges of `region` as parsed: in textual order.
    pub fn new(body: &Body, region: RegionId) -> EdgeOrder {
        let mut order = EdgeOrder {
            stamps: FxHashMap::default(),
            next: 0,
        };
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                order.linked(body, op);
            }
        }
        order
    }

    /// Records that every successor of the new operation `op` was linked.
    pub fn linked(&mut self, body: &Body, op: OpId) {
        for index in 0..body.successors(op).len() {
            self.stamp(op, index);
        }
    }

    fn stamp(&mut self, op: OpId, index: usize) {
        self.next += 1;
        self.stamps.insert((op, index), self.next);
    }

    /// Points `edge` at `block`.
    pub fn set_successor(&mut self, body: &mut Body, edge: Edge, block: BlockId) {
        if let Some(term) = edge.terminator(body) {
            self.set_op_successor(body, term, edge.index, block);
        }
    }

    /// Points successor `index` of `op` at `block`.
    pub fn set_op_successor(&mut self, body: &mut Body, op: OpId, index: usize, block: BlockId) {
        body.set_successor(op, index, block);
        self.stamp(op, index);
    }

    /// Forgets the edges of `op`, which is being erased.
    pub fn forget(&mut self, op: OpId) {
        self.stamps.retain(|(o, _), _| *o != op);
    }

    /// The edges into `block` from its region, most recently linked first.
    pub fn predecessors(&self, body: &Body, block: BlockId) -> SmallVec<[Edge; 2]> {
        let mut edges: SmallVec<[(u64, Edge); 2]> = body
            .block_predecessors(block)
            .into_iter()
            .filter_map(|(op, index)| {
                let from = body.op_block(op)?;
                let stamp = self.stamps.get(&(op, index)).copied().unwrap_or(0);
                Some((stamp, Edge { from, index }))
            })
            .collect();
        edges.sort_by_key(|e| std::cmp::Reverse(e.0));
        edges.into_iter().map(|(_, e)| e).collect()
    }

    /// The block of the only edge into `block`, if there is exactly one.
    pub fn single_predecessor(&self, body: &Body, block: BlockId) -> Option<BlockId> {
        body.single_predecessor(block)
    }
}
