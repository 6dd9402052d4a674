//! Destructuring of `memref.alloca` (sroa): a static alloca of 2 to 16
//! elements splits into one rank-0 alloca per element that constant-index
//! `memref.load`s and `memref.store`s access.

use smallvec::{SmallVec, smallvec};
use strata_ir::interfaces::{
    DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    DestructurableMemorySlot, MemorySlot, populate_default_properties,
};
use strata_ir::{
    Attribute, Body, Context, OpId, OpTraits, OperationName, OperationState, Type, TypeKind,
};

/// The largest number of elements a destructured memref may have.
const MAX_ELEMENTS: u64 = 16;

/// `memref.alloca` as a destructurable allocation.
pub(crate) struct AllocaAggregate;

/// The index attributes (`[i, j, ...]` of `index` integers) of every element
/// of `shape`, first dimension fastest as upstream walks them.
fn all_indices(ctx: &Context, shape: &[i64]) -> Vec<Attribute> {
    let index = Type::index(ctx);
    let mut coords = vec![0i64; shape.len()];
    let mut out = Vec::new();
    loop {
        let attrs: Vec<Attribute> = coords
            .iter()
            .map(|&c| Attribute::integer(ctx, index, &strata_support::APInt::from_i64(64, c)))
            .collect();
        out.push(Attribute::array(ctx, &attrs));
        let mut advanced = false;
        for (c, &d) in coords.iter_mut().zip(shape) {
            *c += 1;
            if *c < d {
                advanced = true;
                break;
            }
            *c = 0;
        }
        if !advanced {
            return out;
        }
    }
}

impl DestructurableAllocationOpInterface for AllocaAggregate {
    fn destructurable_slots(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> SmallVec<[DestructurableMemorySlot; 1]> {
        let Some(ptr) = body.results(op).next() else {
            return SmallVec::new();
        };
        let ty = body.value_type(ptr);
        let TypeKind::MemRef { shape, element, .. } = ty.kind(ctx) else {
            return SmallVec::new();
        };
        if shape.iter().any(|&d| d < 0) {
            return SmallVec::new();
        }
        let count = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?));
        if !count.is_some_and(|n| n != 1 && n <= MAX_ELEMENTS) {
            return SmallVec::new();
        }
        let subelements = all_indices(ctx, shape)
            .into_iter()
            .map(|i| (i, *element))
            .collect();
        smallvec![DestructurableMemorySlot {
            slot: MemorySlot { ptr, elem_type: ty },
            subelements,
        }]
    }

    fn destructure(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &[Attribute],
    ) -> Vec<(Attribute, MemorySlot)> {
        let loc = body.op_loc(op);
        let mut after = op;
        let mut out = Vec::new();
        for &index in used {
            let Some(&(_, elem)) = slot.subelements.iter().find(|(i, _)| *i == index) else {
                continue;
            };
            let mut state = OperationState::new(OperationName::new(ctx, "memref.alloca"), loc);
            state
                .result_types
                .push(Type::memref(ctx, &[], elem, None, None));
            let mut props = [strata_ir::NamedAttr {
                name: strata_ir::Ident::new(ctx, "operandSegmentSizes"),
                value: Attribute::dense_i32_array(ctx, &[0, 0]),
            }];
            state.props = Some(Attribute::dictionary(ctx, &mut props));
            populate_default_properties(ctx, &mut state);
            let new = body.create_op(ctx, state);
            body.insert_op_after(after, new);
            after = new;
            out.push((
                index,
                MemorySlot {
                    ptr: body.result(new, 0),
                    elem_type: elem,
                },
            ));
        }
        out
    }

    fn destructuring_complete(
        &self,
        _: &Context,
        body: &mut Body,
        op: OpId,
        _: &DestructurableMemorySlot,
    ) {
        body.erase_op(op);
    }
}

/// `memref.load` (`store: false`) and `memref.store` as accessors of one
/// element.
pub(crate) struct ElementAccess {
    pub(crate) store: bool,
}

impl ElementAccess {
    /// The position of the memref operand.
    fn memref_pos(&self) -> usize {
        usize::from(self.store)
    }

    /// The constant, in-bounds index `op` accesses, as an attribute.
    fn index(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
        let memref = body.operand(op, self.memref_pos());
        let TypeKind::MemRef { shape, .. } = body.value_type(memref).kind(ctx) else {
            return None;
        };
        let mut coords = Vec::with_capacity(shape.len());
        for (v, &dim) in body
            .operands(op)
            .skip(self.memref_pos() + 1)
            .zip(shape.iter())
        {
            let attr = constant_index(ctx, body, v)?;
            let c = attr.int_value(ctx)?.to_u64()?;
            if u64::try_from(dim).map_or(true, |d| c >= d) {
                return None;
            }
            coords.push(attr);
        }
        Some(Attribute::array(ctx, &coords))
    }
}

/// The integer attribute held by the constant-like op defining `v`.
fn constant_index(ctx: &Context, body: &Body, v: strata_ir::Value) -> Option<Attribute> {
    let def = body.defining_op(v)?;
    if !body.op_name(def).has_trait(ctx, OpTraits::CONSTANT_LIKE) {
        return None;
    }
    body.attr(ctx, def, "value")
        .filter(|a| a.int_value(ctx).is_some())
}

impl DestructurableAccessorOpInterface for ElementAccess {
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<Attribute>,
        _: &mut Vec<MemorySlot>,
    ) -> bool {
        if body.operand(op, self.memref_pos()) != slot.slot.ptr
            || (self.store && body.operand(op, 0) == slot.slot.ptr)
        {
            return false;
        }
        let Some(index) = self.index(ctx, body, op) else {
            return false;
        };
        if self.store && !slot.subelements.iter().any(|(i, _)| *i == index) {
            return false;
        }
        if !used.contains(&index) {
            used.push(index);
        }
        true
    }

    fn rewire(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
    ) -> bool {
        let Some(index) = self.index(ctx, body, op) else {
            return false;
        };
        let Some((_, sub)) = subslots.iter().find(|(i, _)| *i == index) else {
            return false;
        };
        let operands: SmallVec<[strata_ir::Value; 2]> = if self.store {
            smallvec![body.operand(op, 0), sub.ptr]
        } else {
            smallvec![sub.ptr]
        };
        body.set_operands(op, &operands);
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_walk_the_first_dimension_fastest() {
        let ctx = Context::new();
        let text: Vec<String> = all_indices(&ctx, &[2, 3])
            .into_iter()
            .map(|a| {
                a.array_elements(&ctx)
                    .unwrap_or_default()
                    .iter()
                    .map(|e| e.int_value(&ctx).map_or(-1, |v| v.sext_value()).to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect();
        assert_eq!(text, ["0,0", "1,0", "0,1", "1,1", "0,2", "1,2"]);
        assert_eq!(all_indices(&ctx, &[]).len(), 1);
    }
}
