//! The log of IR changes made during a conversion, so that a failed
//! pattern, or a failed conversion, can be undone exactly.

use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use strata_ir::{Attribute, BlockId, Body, Location, OpId, OperandId, RegionId, Type, Value};

/// Which body (an isolated-from-above scope) a change happened in: an
/// index into the rewriter's table of paths from the root body.
pub(crate) type BodyKey = u32;

/// An operation's state before an in-place modification.
#[derive(Debug)]
pub(crate) struct OpSnapshot {
    pub op: OpId,
    pub operands: SmallVec<[Value; 4]>,
    pub successors: SmallVec<[BlockId; 2]>,
    pub attrs: Attribute,
    pub props: Option<Attribute>,
    pub loc: Location,
}

impl OpSnapshot {
    pub(crate) fn take(body: &Body, op: OpId) -> Self {
        OpSnapshot {
            op,
            operands: body.operands(op).collect(),
            successors: SmallVec::from_slice(body.successors(op)),
            attrs: body.op_attrs(op),
            props: body.op_props(op),
            loc: body.op_loc(op),
        }
    }

    fn restore(&self, body: &mut Body) {
        let op = self.op;
        body.set_operands(op, &self.operands);
        for (i, s) in self.successors.iter().enumerate() {
            body.set_successor(op, i, *s);
        }
        body.set_op_attrs(op, self.attrs);
        body.set_op_props(op, self.props);
        body.set_op_loc(op, self.loc);
    }
}

/// One reversible change.
#[derive(Debug)]
pub(crate) enum Change {
    /// An operation was created (and possibly inserted).
    CreatedOp(OpId),
    /// An operation was erased: it is only unlinked until the conversion commits.
    ErasedOp {
        op: OpId,
        block: BlockId,
        prev: Option<OpId>,
    },
    /// An operand slot was pointed at a new value.
    Operand { slot: OperandId, old: Value },
    /// An operation was modified in place.
    ModifiedOp(Box<OpSnapshot>),
    /// An operation was moved from this position.
    MovedOp {
        op: OpId,
        block: Option<BlockId>,
        prev: Option<OpId>,
    },
    /// A block was created.
    CreatedBlock(BlockId),
    /// A block was moved from this position.
    MovedBlock {
        block: BlockId,
        region: Option<RegionId>,
        prev: Option<BlockId>,
    },
    /// A block was replaced (by one with converted arguments) and detached;
    /// it is erased when the conversion commits.
    DetachedBlock {
        block: BlockId,
        region: RegionId,
        prev: Option<BlockId>,
    },
    /// All operations of `from` were moved to the end of the empty block `to`.
    SplicedOps { from: BlockId, to: BlockId },
    /// A successor of a branch was retargeted.
    Successor {
        op: OpId,
        index: usize,
        old: BlockId,
    },
    /// A value mapping entry was set (the old entry, if any).
    /// (Boxed, as the two rare large payloads below, to keep the log's
    /// entries small: a conversion logs several changes per operation.)
    Mapped {
        value: Value,
        old: Option<Box<SmallVec<[Value; 1]>>>,
    },
    /// An unrealized cast was recorded as a pending materialization.
    Materialized(OpId),
    /// A target materialization of a group of values was cached.
    GroupCached(Box<CachedGroup>),
    /// The rewriter of the isolated body this entry's key names was taken
    /// over, with all its changes (kept apart, see
    /// `ConversionRewriter::absorb`).
    Absorbed,
}

/// A cached 1:N target materialization: the values and the types.
pub(crate) type CachedGroup = (SmallVec<[Value; 4]>, SmallVec<[Type; 1]>);

/// Entities freed while undoing, so nested ones are not freed twice.
#[derive(Default)]
pub(crate) struct Freed {
    ops: FxHashSet<OpId>,
    blocks: FxHashSet<BlockId>,
}

impl Freed {
    fn collect_op(&mut self, body: &Body, op: OpId) {
        self.ops.insert(op);
        for &r in body.local_regions(op) {
            for b in body.region_blocks(r) {
                self.collect_block(body, b);
            }
        }
    }

    fn collect_block(&mut self, body: &Body, block: BlockId) {
        self.blocks.insert(block);
        for op in body.block_ops(block) {
            self.collect_op(body, op);
        }
    }
}

/// Undoes one change in `body`. Value-mapping, materialization and
/// absorbed-rewriter entries are undone by the rewriter itself.
pub(crate) fn undo(body: &mut Body, change: &Change, freed: &mut Freed) {
    match *change {
        Change::CreatedOp(op) => {
            if !freed.ops.contains(&op) {
                freed.collect_op(body, op);
                body.erase_op(op);
            }
        }
        Change::ErasedOp { op, block, prev } => body.link_op(block, prev, op),
        Change::Operand { slot, old } => body.set_operand_value(slot, old),
        Change::ModifiedOp(ref snapshot) => snapshot.restore(body),
        Change::MovedOp { op, block, prev } => {
            body.unlink_op(op);
            if let Some(block) = block {
                body.link_op(block, prev, op);
            }
        }
        Change::CreatedBlock(block) => {
            if !freed.blocks.contains(&block) {
                freed.collect_block(body, block);
                body.erase_block(block);
            }
        }
        Change::MovedBlock {
            block,
            region,
            prev,
        } => {
            body.unlink_block(block);
            if let Some(region) = region {
                body.link_block(region, prev, block);
            }
        }
        Change::DetachedBlock {
            block,
            region,
            prev,
        } => body.link_block(region, prev, block),
        Change::SplicedOps { from, to } => body.splice_block_ops(to, from),
        Change::Successor { op, index, old } => body.set_successor(op, index, old),
        Change::Mapped { .. }
        | Change::Materialized(_)
        | Change::GroupCached(_)
        | Change::Absorbed => {}
    }
}

/// Makes one change final: frees what was erased.
pub(crate) fn commit(body: &mut Body, change: &Change) {
    match *change {
        Change::ErasedOp { op, .. } => body.erase_op(op),
        Change::DetachedBlock { block, .. } => body.erase_block(block),
        _ => {}
    }
}
