//! The intrusive doubly linked lists of a body (operations in a block,
//! blocks in a region), linked and unlinked by one generic pair of
//! functions.

use super::body::{BlockData, OpData, RegionData};
use super::entity::{BlockId, BodyTag, OpId, RegionId};

/// An entity id that indexes its arena (checked against the body's tag in
/// debug builds).
pub(crate) trait ArenaIndex: Copy {
    fn at(self, body: BodyTag) -> usize;
}

impl ArenaIndex for OpId {
    #[inline]
    fn at(self, body: BodyTag) -> usize {
        OpId::at(self, body)
    }
}

impl ArenaIndex for BlockId {
    #[inline]
    fn at(self, body: BodyTag) -> usize {
        BlockId::at(self, body)
    }
}

impl ArenaIndex for RegionId {
    #[inline]
    fn at(self, body: BodyTag) -> usize {
        RegionId::at(self, body)
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
    tag: BodyTag,
) {
    let next = match after {
        Some(a) => *nodes[a.at(tag)].next(),
        None => *parents[parent.at(tag)].first(),
    };
    let n = &mut nodes[node.at(tag)];
    *n.parent() = Some(parent);
    *n.prev() = after;
    *n.next() = next;
    match after {
        Some(a) => *nodes[a.at(tag)].next() = Some(node),
        None => *parents[parent.at(tag)].first() = Some(node),
    }
    match next {
        Some(x) => *nodes[x.at(tag)].prev() = Some(node),
        None => *parents[parent.at(tag)].last() = Some(node),
    }
}

/// Detaches `node` from its container, if it has one.
#[inline]
pub(crate) fn unlink<N: ArenaIndex, P: ArenaIndex>(
    nodes: &mut [impl Node<N, P>],
    parents: &mut [impl Container<N>],
    node: N,
    tag: BodyTag,
) {
    let n = &mut nodes[node.at(tag)];
    let (Some(parent), prev, next) = (n.parent().take(), n.prev().take(), n.next().take()) else {
        return;
    };
    match prev {
        Some(p) => *nodes[p.at(tag)].next() = next,
        None => *parents[parent.at(tag)].first() = next,
    }
    match next {
        Some(x) => *nodes[x.at(tag)].prev() = prev,
        None => *parents[parent.at(tag)].last() = prev,
    }
}
