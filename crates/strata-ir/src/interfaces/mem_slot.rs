//! Memory slots and the interfaces `mem2reg` promotes them through:
//! allocations that hold one value (`PromotableAllocationOpInterface`) and
//! the loads and stores that use them (`PromotableMemOpInterface`); and
//! those `sroa` splits aggregates through (`Destructurable...`).

use smallvec::SmallVec;

use crate::{Body, Context, OpId, OperationState, Type, Value};

/// A pointer to memory holding one value of `elem_type`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MemorySlot {
    /// The pointer (the allocation's result).
    pub ptr: Value,
    /// The type of the value stored in the slot.
    pub elem_type: Type,
}

/// An allocation whose slots may be replaced by SSA values.
pub trait PromotableAllocationOpInterface: Send + Sync {
    /// The slots of `op` that may be promoted.
    fn promotable_slots(&self, ctx: &Context, body: &Body, op: OpId) -> SmallVec<[MemorySlot; 1]>;

    /// The operation producing what a load reads before any store (for
    /// example `ub.poison`), located at `op`.
    fn default_value(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
    ) -> OperationState;
}

/// A load or store that may be removed when its slot is promoted.
pub trait PromotableMemOpInterface: Send + Sync {
    /// True if `op` reads the value of `slot` (its single result).
    fn loads_from(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool;

    /// True if `op` writes `slot`.
    fn stores_to(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool;

    /// The value `op` writes to `slot`.
    fn stored_value(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
    ) -> Option<Value>;

    /// True if `op` uses the slot only as the memory it accesses, so it
    /// can be removed once the slot is promoted.
    fn can_uses_be_removed(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool;
}

/// A memory slot holding an aggregate whose subelements, named by index
/// attributes, may get slots of their own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DestructurableMemorySlot {
    /// The slot as a whole.
    pub slot: MemorySlot,
    /// Each subelement's index and type, in the aggregate's order.
    pub subelements: Vec<(crate::Attribute, Type)>,
}

/// An allocation whose slots may be split into one slot per subelement
/// (`sroa`).
pub trait DestructurableAllocationOpInterface: Send + Sync {
    /// The slots of `op` that may be destructured.
    fn destructurable_slots(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> SmallVec<[DestructurableMemorySlot; 1]>;

    /// Creates, right after `op`, one allocation per index of `used` (in
    /// that order); returns the new slot of each index.
    fn destructure(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &[crate::Attribute],
    ) -> Vec<(crate::Attribute, MemorySlot)>;

    /// Called once every use of the slot has been rewired (erases `op`).
    fn destructuring_complete(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
    );
}

/// An operation accessing one subelement of a destructurable slot, which
/// can be made to access that subelement's own slot.
pub trait DestructurableAccessorOpInterface: Send + Sync {
    /// True if `op` can be rewired; adds the indices it uses to `used`
    /// (without duplicates, in first-use order) and the slots that must
    /// then be only accessed safely (`SafeMemorySlotAccessOpInterface`)
    /// to `must_be_safely_used`.
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<crate::Attribute>,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool;

    /// Makes `op` use the subslot it accesses; true if `op` must then be
    /// erased.
    fn rewire(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        subslots: &[(crate::Attribute, MemorySlot)],
    ) -> bool;
}

/// An operation using a memory slot that can tell whether it only accesses
/// memory within the slot's bounds (what `sroa` requires of the users of
/// a pointer into a destructured slot).
pub trait SafeMemorySlotAccessOpInterface: Send + Sync {
    /// True if `op` accesses `slot` only within its bounds (and does not
    /// let its pointer escape); adds the slots whose users must be checked
    /// in turn to `must_be_safely_used`.
    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool;
}
