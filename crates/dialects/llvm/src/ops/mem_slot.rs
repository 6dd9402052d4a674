//! Promotion of `llvm.alloca` slots (mem2reg): an alloca in the entry
//! block of its region is a slot of its element type; non-volatile
//! `llvm.load` and `llvm.store` of exactly that type through the pointer
//! are the promotable accesses; loads before any store read
//! `llvm.mlir.undef`.

use smallvec::{SmallVec, smallvec};
use strata_ir::interfaces::{
    MemorySlot, PromotableAllocationOpInterface, PromotableMemOpInterface,
    populate_default_properties,
};
use strata_ir::{Body, Context, OpId, OperationName, OperationState, Value};

/// `llvm.alloca` as a promotable allocation.
pub(crate) struct AllocaSlot;

impl PromotableAllocationOpInterface for AllocaSlot {
    fn promotable_slots(&self, ctx: &Context, body: &Body, op: OpId) -> SmallVec<[MemorySlot; 1]> {
        let in_entry = body.op_block(op).is_some_and(|b| body.is_entry_block(b));
        let ptr = body.results(op).next();
        let elem = body
            .attr(ctx, op, "elem_type")
            .and_then(|a| a.type_value(ctx));
        match (in_entry, ptr, elem) {
            (true, Some(ptr), Some(elem_type)) => smallvec![MemorySlot { ptr, elem_type }],
            _ => SmallVec::new(),
        }
    }

    fn default_value(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
    ) -> OperationState {
        let mut state =
            OperationState::new(OperationName::new(ctx, "llvm.mlir.undef"), body.op_loc(op));
        state.result_types.push(slot.elem_type);
        populate_default_properties(ctx, &mut state);
        state
    }
}

/// `llvm.load` (`store: false`) and `llvm.store` as promotable accesses.
pub(crate) struct SlotAccess {
    pub(crate) store: bool,
}

impl SlotAccess {
    /// The address operand.
    fn addr(&self, body: &Body, op: OpId) -> Option<Value> {
        body.operands(op).nth(usize::from(self.store))
    }
}

impl PromotableMemOpInterface for SlotAccess {
    fn loads_from(&self, _: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        !self.store && self.addr(body, op) == Some(slot.ptr)
    }

    fn stores_to(&self, _: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        self.store && self.addr(body, op) == Some(slot.ptr)
    }

    fn stored_value(&self, _: &Context, body: &Body, op: OpId, _: &MemorySlot) -> Option<Value> {
        if self.store {
            body.operands(op).next()
        } else {
            None
        }
    }

    fn can_uses_be_removed(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        if body.attr(ctx, op, "volatile_").is_some() || self.addr(body, op) != Some(slot.ptr) {
            return false;
        }
        if self.store {
            body.operands(op)
                .next()
                .is_some_and(|v| v != slot.ptr && body.value_type(v) == slot.elem_type)
        } else {
            body.results(op)
                .next()
                .is_some_and(|r| body.value_type(r) == slot.elem_type)
        }
    }
}
