//! The intrusive doubly linked lists of a body (operations in a block,
//! blocks in a region), linked and unlinked by one generic pair of
//! functions.

use super::body::{BlockData, OpData, RegionData};
use super::entity::{BlockId, OpId, RegionId};

/// An entity id that indexes its arena.
pub(crate) trait ArenaIndex: Copy {
    fn at(self) -> usize;
}

impl ArenaIndex for OpId {
    fn at(self) -> usize {
        self.index()
    }
}

impl ArenaIndex for BlockId {
    fn at(self) -> usize {
        self.index()
    }
}

impl ArenaIndex for RegionId {
    fn at(self) -> usize {
        self.index()
    }
}

/// A list element: its container and neighbours.
pub(crate) trait Node<N, P> {
    fn parent(&mut self) -> &mut Option<P>;
    fn prev(&mut self) -> &mut Option<N>;
    fn next(&mut self) -> &mut Option<N>;
}

/// A list container: its first and last elements.
pub(crate) trait Container<N> {
    fn first(&mut self) -> &mut Option<N>;
    fn last(&mut self) -> &mut Option<N>;
}

impl Node<OpId, BlockId> for OpData {
    fn parent(&mut self) -> &mut Option<BlockId> {
        &mut self.parent
    }
    fn prev(&mut self) -> &mut Option<OpId> {
        &mut self.prev
    }
    fn next(&mut self) -> &mut Option<OpId> {
        &mut self.next
    }
}

impl Node<BlockId, RegionId> for BlockData {
    fn parent(&mut self) -> &mut Option<RegionId> {
        &mut self.parent
    }
    fn prev(&mut self) -> &mut Option<BlockId> {
        &mut self.prev
    }
    fn next(&mut self) -> &mut Option<BlockId> {
        &mut self.next
    }
}

impl Container<OpId> for BlockData {
    fn first(&mut self) -> &mut Option<OpId> {
        &mut self.first_op
    }
    fn last(&mut self) -> &mut Option<OpId> {
        &mut self.last_op
    }
}

impl Container<BlockId> for RegionData {
    fn first(&mut self) -> &mut Option<BlockId> {
        &mut self.first_block
    }
    fn last(&mut self) -> &mut Option<BlockId> {
        &mut self.last_block
    }
}

/// Inserts the detached `node` into `parent` after `after` (at the front
/// if `None`).
#[inline]
pub(crate) fn link<N: ArenaIndex, P: ArenaIndex>(
    nodes: &mut [impl Node<N, P>],
    parents: &mut [impl Container<N>],
    parent: P,
    after: Option<N>,
    node: N,
) {
    let next = match after {
        Some(a) => *nodes[a.at()].next(),
        None => *parents[parent.at()].first(),
    };
    let n = &mut nodes[node.at()];
    *n.parent() = Some(parent);
    *n.prev() = after;
    *n.next() = next;
    match after {
        Some(a) => *nodes[a.at()].next() = Some(node),
        None => *parents[parent.at()].first() = Some(node),
    }
    match next {
        Some(x) => *nodes[x.at()].prev() = Some(node),
        None => *parents[parent.at()].last() = Some(node),
    }
}

/// Detaches `node` from its container, if it has one.
#[inline]
pub(crate) fn unlink<N: ArenaIndex, P: ArenaIndex>(
    nodes: &mut [impl Node<N, P>],
    parents: &mut [impl Container<N>],
    node: N,
) {
    let n = &mut nodes[node.at()];
    let (Some(parent), prev, next) = (n.parent().take(), n.prev().take(), n.next().take()) else {
        return;
    };
    match prev {
        Some(p) => *nodes[p.at()].next() = next,
        None => *parents[parent.at()].first() = next,
    }
    match next {
        Some(x) => *nodes[x.at()].prev() = prev,
        None => *parents[parent.at()].last() = prev,
    }
}
