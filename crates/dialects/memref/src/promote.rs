//! Promotion of `memref.alloca` slots (mem2reg): single-element static
//! allocas are slots; `memref.load` and `memref.store` on them are the
//! promotable accesses; loads before any store read `ub.poison`.

use smallvec::{SmallVec, smallvec};
use strata_ir::interfaces::{
    MemorySlot, PromotableAllocationOpInterface, PromotableMemOpInterface,
    populate_default_properties,
};
use strata_ir::{Body, Context, OpId, OperationName, OperationState, Type, TypeKind};

/// `memref.alloca` as a promotable allocation.
pub(crate) struct AllocaSlot;

/// True for element types a slot may hold (those with a zero value).
fn supported_element(ctx: &Context, t: Type) -> bool {
    match t.kind(ctx) {
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => true,
        TypeKind::Vector { element, .. } => supported_element(ctx, *element),
        TypeKind::MemRef { .. } => true,
        _ => false,
    }
}

impl PromotableAllocationOpInterface for AllocaSlot {
    fn promotable_slots(&self, ctx: &Context, body: &Body, op: OpId) -> SmallVec<[MemorySlot; 1]> {
        let Some(ptr) = body.results(op).next() else {
            return SmallVec::new();
        };
        let ty = body.value_type(ptr);
        let TypeKind::MemRef { shape, element, .. } = ty.kind(ctx) else {
            return SmallVec::new();
        };
        let single = shape.iter().all(|&d| d == 1);
        if !single || !supported_element(ctx, *element) {
            return SmallVec::new();
        }
        smallvec![MemorySlot {
            ptr,
            elem_type: *element,
        }]
    }

    fn default_value(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
    ) -> OperationState {
        let mut state = OperationState::new(OperationName::new(ctx, "ub.poison"), body.op_loc(op));
        state.result_types.push(slot.elem_type);
        populate_default_properties(ctx, &mut state);
        state
    }
}

/// `memref.load` (`store: false`) and `memref.store` as promotable
/// accesses.
pub(crate) struct SlotAccess {
    pub(crate) store: bool,
}

impl PromotableMemOpInterface for SlotAccess {
    fn loads_from(&self, _: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        !self.store && body.operands(op).next() == Some(slot.ptr)
    }

    fn stores_to(&self, _: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        self.store && body.operands(op).nth(1) == Some(slot.ptr)
    }

    fn stored_value(
        &self,
        _: &Context,
        body: &Body,
        op: OpId,
        _: &MemorySlot,
    ) -> Option<strata_ir::Value> {
        if self.store {
            body.operands(op).next()
        } else {
            None
        }
    }

    fn can_uses_be_removed(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        if self.store {
            self.stores_to(ctx, body, op, slot) && body.operands(op).next() != Some(slot.ptr)
        } else {
            self.loads_from(ctx, body, op, slot)
                && body
                    .results(op)
                    .next()
                    .is_some_and(|r| body.value_type(r) == slot.elem_type)
        }
    }
}
