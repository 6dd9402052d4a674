//! Walking the operations nested in a body, across nested isolated bodies.

use crate::location::Location;

use super::body::Body;
use super::entity::{OpId, RegionId};

/// What a walk callback asks the walker to do next.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkResult {
    /// Continue walking.
    Advance,
    /// Do not visit the regions of the current operation (pre-order only).
    Skip,
    /// Stop the whole walk.
    Interrupt,
}

/// Whether an operation is visited before or after its nested operations.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// Parents before children.
    PreOrder,
    /// Children before parents.
    PostOrder,
}

impl Body {
    /// Walks the operations of `region` and everything nested in them,
    /// calling `f` with the body holding each operation. Returns
    /// [`WalkResult::Interrupt`] if the walk was interrupted.
    pub fn walk_region(
        &self,
        region: RegionId,
        order: WalkOrder,
        f: &mut dyn FnMut(&Body, OpId) -> WalkResult,
    ) -> WalkResult {
        for block in self.region_blocks(region) {
            let mut cur = self.first_op(block);
            while let Some(op) = cur {
                cur = self.next_op(op);
                if crate::stack::grow(|| self.walk_op(op, order, f)) == WalkResult::Interrupt {
                    return WalkResult::Interrupt;
                }
            }
        }
        WalkResult::Advance
    }

    /// Walks `op` and everything nested in it.
    pub fn walk_op(
        &self,
        op: OpId,
        order: WalkOrder,
        f: &mut dyn FnMut(&Body, OpId) -> WalkResult,
    ) -> WalkResult {
        if order == WalkOrder::PreOrder {
            match f(self, op) {
                WalkResult::Interrupt => return WalkResult::Interrupt,
                WalkResult::Skip => return WalkResult::Advance,
                WalkResult::Advance => {}
            }
        }
        let (inner, regions) = self.op_regions(op);
        for &r in regions {
            if inner.walk_region(r, order, f) == WalkResult::Interrupt {
                return WalkResult::Interrupt;
            }
        }
        if order == WalkOrder::PostOrder && f(self, op) == WalkResult::Interrupt {
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    }

    /// Walks every operation nested in the body's root regions.
    pub fn walk(
        &self,
        order: WalkOrder,
        f: &mut dyn FnMut(&Body, OpId) -> WalkResult,
    ) -> WalkResult {
        for r in self.root_regions.clone() {
            if self.walk_region(r, order, f) == WalkResult::Interrupt {
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    }

    /// Applies `f` to the location of every operation and block argument in
    /// this body and all nested bodies, stopping at the first error.
    pub fn try_update_locations<E>(
        &mut self,
        f: &mut dyn FnMut(Location) -> Result<Location, E>,
    ) -> Result<(), E> {
        for op in &mut self.ops {
            op.loc = f(op.loc)?;
            if let Some(inner) = op
                .extra
                .checked_sub(1)
                .and_then(|i| self.op_extras[i as usize].isolated.as_mut())
            {
                crate::stack::grow(|| inner.try_update_locations(f))?;
            }
        }
        for block in &mut self.blocks {
            for loc in block.arg_locs.iter_mut() {
                *loc = f(*loc)?;
            }
        }
        Ok(())
    }
}
