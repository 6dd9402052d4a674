//! Control flow between blocks and regions: BranchOpInterface,
//! RegionBranchOpInterface, RegionBranchTerminatorOpInterface and
//! LoopLikeOpInterface.

use std::ops::Range;

use smallvec::SmallVec;

use crate::attributes::Attribute;
use crate::context::Context;
use crate::dialect::{SuccessorForOperandsHook, SuccessorOperandsHook};
use crate::ir::{Body, OpId, RegionId};

/// A terminator that branches to successor blocks, forwarding some of its
/// operands as the successor's block arguments.
pub trait BranchOpInterface: Send + Sync {
    /// The positions of the operands forwarded to successor `index`.
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        index: usize,
    ) -> Option<Range<usize>>;

    /// The successor taken when the operands have these constant values
    /// (`None` where not constant), if that can be decided.
    fn successor_for_operands(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _operands: &[Option<Attribute>],
    ) -> Option<usize> {
        None
    }
}

/// A [`BranchOpInterface`] given by the two hooks of a declarative op.
pub(crate) struct BranchHooks {
    pub operands: SuccessorOperandsHook,
    pub for_operands: Option<SuccessorForOperandsHook>,
}

impl BranchOpInterface for BranchHooks {
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        index: usize,
    ) -> Option<Range<usize>> {
        (self.operands)(ctx, body, op, index)
    }

    fn successor_for_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        self.for_operands.and_then(|f| f(ctx, body, op, operands))
    }
}

/// Where control is, or goes, around a region-holding operation: the
/// operation itself (entering it or leaving it) or one of its regions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionBranchPoint {
    /// The parent operation (before entry or after exit).
    Parent,
    /// The region with this index.
    Region(u32),
}

/// A successor of a region branch point: a region of the operation (whose
/// entry block receives the forwarded values) or the parent operation
/// (whose results receive them).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSuccessor {
    /// Control leaves the operation.
    Parent,
    /// Control enters the region with this index.
    Region(u32),
}

/// An operation whose regions are executed under its control (structured
/// control flow: conditionals, loops).
pub trait RegionBranchOpInterface: Send + Sync {
    /// The successors of `point`: where control may go when entering the
    /// operation (`Parent`) or when a region's terminator yields.
    fn successors(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        point: RegionBranchPoint,
        operands: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]>;

    /// The positions of the operation's operands forwarded to `successor`
    /// on entry.
    fn entry_successor_operands(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _successor: RegionSuccessor,
    ) -> Range<usize> {
        0..0
    }
}

/// A terminator that returns control to its parent region-branch operation.
pub trait RegionBranchTerminatorOpInterface: Send + Sync {
    /// The positions of the operands forwarded to `successor`.
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        successor: RegionSuccessor,
    ) -> Range<usize>;
}

/// A loop: its body regions; values defined outside the operation are
/// loop invariant.
pub trait LoopLikeOpInterface: Send + Sync {
    /// The regions forming the loop body.
    fn loop_regions(&self, ctx: &Context, body: &Body, op: OpId) -> SmallVec<[RegionId; 1]>;
}
