//! Scalar replacement of `llvm.alloca` aggregates (`sroa`): an alloca of
//! one struct or small array is split into one alloca per field used.
//! `llvm.getelementptr`s with constant indices into one field are rewired
//! to a pointer into that field's alloca, and `llvm.load` / `llvm.store`
//! through the alloca itself to the first field's, as upstream. Offsets
//! follow MLIR's default data layout (`layout` below).

use strata_ir::interfaces::{
    DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    DestructurableMemorySlot, MemorySlot, SafeMemorySlotAccessOpInterface, make_state,
};
use strata_ir::{Attribute, Body, Context, OpId, Type, Value};

use smallvec::{SmallVec, smallvec};

/// Arrays with more elements are not destructured (upstream's limit).
const MAX_ARRAY_ELEMENTS: u64 = 16;

/// The dynamic-index marker of `rawConstantIndices`.
const DYNAMIC_INDEX: i32 = i32::MIN;

/// Type sizes and alignments in bytes of MLIR's default data layout.
mod layout {
    use strata_ir::{Context, Type, TypeKind};

    /// The size of `ty` in bytes.
    pub(super) fn size(ctx: &Context, ty: Type) -> Option<u64> {
        if let Some(w) = ty.int_width(ctx) {
            return Some(u64::from(w).div_ceil(8));
        }
        if let Some(s) = ty.float_semantics(ctx) {
            return Some(u64::from(s.bit_width()).div_ceil(8));
        }
        if crate::types::ptr_address_space(ctx, ty).is_some() {
            return Some(8);
        }
        if let Some((elem, n)) = crate::types::array_parts(ctx, ty) {
            let stride = size(ctx, elem)?.checked_next_multiple_of(align(ctx, elem)?)?;
            return stride.checked_mul(n);
        }
        if let Some(info) = crate::types::struct_info(ctx, ty) {
            let mut offset: u64 = 0;
            for &field in &info.body {
                if !info.packed {
                    offset = offset.checked_next_multiple_of(align(ctx, field)?)?;
                }
                offset = offset.checked_add(size(ctx, field)?)?;
            }
            return offset.checked_next_multiple_of(align(ctx, ty)?);
        }
        if let TypeKind::Vector { shape, element, .. } = ty.kind(ctx) {
            let bits = element
                .int_width(ctx)
                .or_else(|| element.float_semantics(ctx).map(|s| s.bit_width()))?;
            let n = shape
                .iter()
                .try_fold(1u64, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?))?;
            return n.checked_mul(u64::from(bits)).map(|b| b.div_ceil(8));
        }
        None
    }

    /// The ABI alignment of `ty` in bytes.
    pub(super) fn align(ctx: &Context, ty: Type) -> Option<u64> {
        if let Some(w) = ty.int_width(ctx) {
            return Some(if w < 64 {
                u64::from(w).div_ceil(8).next_power_of_two()
            } else {
                4
            });
        }
        if ty.float_semantics(ctx).is_some() || matches!(ty.kind(ctx), TypeKind::Vector { .. }) {
            return Some(size(ctx, ty)?.max(1).next_power_of_two());
        }
        if crate::types::ptr_address_space(ctx, ty).is_some() {
            return Some(8);
        }
        if let Some((elem, _)) = crate::types::array_parts(ctx, ty) {
            return align(ctx, elem);
        }
        if let Some(info) = crate::types::struct_info(ctx, ty) {
            if info.packed {
                return Some(1);
            }
            return info
                .body
                .iter()
                .try_fold(1u64, |acc, &f| Some(acc.max(align(ctx, f)?)));
        }
        None
    }
}

/// The fields of a destructurable aggregate, indexed by `i32` attributes.
fn subelements(ctx: &Context, ty: Type) -> Option<Vec<(Attribute, Type)>> {
    let i32_ty = Type::int(ctx, 32);
    let index = |i: usize| Attribute::int(ctx, i32_ty, i64::try_from(i).unwrap_or(i64::MAX));
    if let Some(info) = crate::types::struct_info(ctx, ty) {
        if info.opaque {
            return None;
        }
        return Some(
            info.body
                .iter()
                .enumerate()
                .map(|(i, &t)| (index(i), t))
                .collect(),
        );
    }
    let (elem, n) = crate::types::array_parts(ctx, ty)?;
    if n > MAX_ARRAY_ELEMENTS {
        return None;
    }
    Some((0..n as usize).map(|i| (index(i), elem)).collect())
}

/// True if `v` is an integer constant equal to one.
fn is_constant_one(ctx: &Context, body: &Body, v: Value) -> bool {
    let Some(def) = body.defining_op(v) else {
        return false;
    };
    let name = body.op_name(def);
    let name = name.as_str(ctx);
    if name != "llvm.mlir.constant" && name != "arith.constant" {
        return false;
    }
    body.attr(ctx, def, "value")
        .and_then(|a| a.int_value(ctx).and_then(|i| i.to_i64()))
        == Some(1)
}

/// `llvm.alloca` of one aggregate as a destructurable allocation.
pub(crate) struct AllocaAggregate;

impl DestructurableAllocationOpInterface for AllocaAggregate {
    fn destructurable_slots(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> SmallVec<[DestructurableMemorySlot; 1]> {
        let (Some(ptr), Some(elem)) = (
            body.results(op).next(),
            body.attr(ctx, op, "elem_type")
                .and_then(|a| a.type_value(ctx)),
        ) else {
            return SmallVec::new();
        };
        if !is_constant_one(ctx, body, body.operand(op, 0)) {
            return SmallVec::new();
        }
        match subelements(ctx, elem) {
            Some(subelements) => smallvec![DestructurableMemorySlot {
                slot: MemorySlot {
                    ptr,
                    elem_type: elem,
                },
                subelements,
            }],
            None => SmallVec::new(),
        }
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
        let size = body.operand(op, 0);
        let ptr_ty = body.value_type(slot.slot.ptr);
        let mut after = op;
        let mut out = Vec::new();
        for &index in used {
            let Some(&(_, elem)) = slot.subelements.iter().find(|(i, _)| *i == index) else {
                continue;
            };
            let state = make_state(
                ctx,
                loc,
                "llvm.alloca",
                &[size],
                &[ptr_ty],
                &[("elem_type", Attribute::type_attr(ctx, elem))],
            );
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
        if body.results(op).all(|r| !body.has_uses(r)) {
            body.erase_op(op);
        }
    }
}

/// The byte offset a `llvm.getelementptr` with constant, non-negative
/// indices adds to its base.
fn gep_offset(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let raw = body
        .attr(ctx, op, "rawConstantIndices")
        .and_then(|a| strata_ir::attributes::dense_i32_values(ctx, a))?;
    let mut indices = Vec::with_capacity(raw.len());
    for i in raw {
        if i == DYNAMIC_INDEX || i < 0 {
            return None;
        }
        indices.push(u64::try_from(i).ok()?);
    }
    let mut ty = body.attr(ctx, op, "elem_type")?.type_value(ctx)?;
    let (&first, rest) = indices.split_first()?;
    let mut offset = first.checked_mul(layout::size(ctx, ty)?)?;
    for &index in rest {
        if let Some((elem, _)) = crate::types::array_parts(ctx, ty) {
            offset = offset.checked_add(index.checked_mul(layout::size(ctx, elem)?)?)?;
            ty = elem;
        } else if let Some(info) = crate::types::struct_info(ctx, ty) {
            let field = *info.body.get(usize::try_from(index).ok()?)?;
            for &before in info.body.iter().take(usize::try_from(index).ok()?) {
                if !info.packed {
                    offset = offset.checked_next_multiple_of(layout::align(ctx, before)?)?;
                }
                offset = offset.checked_add(layout::size(ctx, before)?)?;
            }
            if !info.packed {
                offset = offset.checked_next_multiple_of(layout::align(ctx, field)?)?;
            }
            ty = field;
        } else {
            return None;
        }
    }
    Some(offset)
}

/// The field of `slot` holding byte `offset`, and the offset within it.
fn subslot_at(ctx: &Context, slot: &MemorySlot, offset: u64) -> Option<(u32, u64)> {
    if offset >= layout::size(ctx, slot.elem_type)? {
        return None;
    }
    if let Some((elem, _)) = crate::types::array_parts(ctx, slot.elem_type) {
        let size = layout::size(ctx, elem)?;
        let index = offset.checked_div(size)?;
        return Some((u32::try_from(index).ok()?, offset - index * size));
    }
    let info = crate::types::struct_info(ctx, slot.elem_type)?;
    let mut start: u64 = 0;
    for (i, &field) in info.body.iter().enumerate() {
        if !info.packed {
            start = start.checked_next_multiple_of(layout::align(ctx, field)?)?;
        }
        if offset < start {
            return None;
        }
        let size = layout::size(ctx, field)?;
        if offset < start + size {
            return Some((u32::try_from(i).ok()?, offset - start));
        }
        start = start.checked_add(size)?;
    }
    None
}

/// The `i32` index attribute of field `i`.
fn index_attr(ctx: &Context, i: u32) -> Attribute {
    Attribute::int(ctx, Type::int(ctx, 32), i64::from(i))
}

/// A `!llvm.array<n x i8>`: the bytes that remain accessible.
fn bytes(ctx: &Context, n: u64) -> Type {
    crate::types::array(ctx, Type::int(ctx, 8), n)
}

/// `llvm.getelementptr` as an accessor of one field (and as a safe
/// access when it stays within its slot).
pub(crate) struct GepAccess;

impl DestructurableAccessorOpInterface for GepAccess {
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<Attribute>,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        if body.operand(op, 0) != slot.slot.ptr {
            return false;
        }
        let Some((index, within)) =
            gep_offset(ctx, body, op).and_then(|o| subslot_at(ctx, &slot.slot, o))
        else {
            return false;
        };
        let attr = index_attr(ctx, index);
        let Some(&(_, field)) = slot.subelements.iter().find(|(i, _)| *i == attr) else {
            return false;
        };
        let Some(size) = layout::size(ctx, field) else {
            return false;
        };
        if !used.contains(&attr) {
            used.push(attr);
        }
        must_be_safely_used.push(MemorySlot {
            ptr: body.result(op, 0),
            elem_type: bytes(ctx, size - within),
        });
        true
    }

    fn rewire(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
    ) -> bool {
        let Some((index, within)) =
            gep_offset(ctx, body, op).and_then(|o| subslot_at(ctx, &slot.slot, o))
        else {
            return false;
        };
        let attr = index_attr(ctx, index);
        let Some(&(_, sub)) = subslots.iter().find(|(i, _)| *i == attr) else {
            return false;
        };
        let result = body.result(op, 0);
        let replacement = if within == 0 {
            sub.ptr
        } else {
            let Ok(within) = i32::try_from(within) else {
                return false;
            };
            let ty = body.value_type(result);
            let mut props = vec![
                (
                    "rawConstantIndices",
                    Attribute::dense_i32_array(ctx, &[within]),
                ),
                ("elem_type", Attribute::type_attr(ctx, Type::int(ctx, 8))),
            ];
            if let Some(flags) = body.attr(ctx, op, "noWrapFlags") {
                props.push(("noWrapFlags", flags));
            }
            let state = make_state(
                ctx,
                body.op_loc(op),
                "llvm.getelementptr",
                &[sub.ptr],
                &[ty],
                &props,
            );
            let new = body.create_op(ctx, state);
            body.insert_op_before(op, new);
            body.result(new, 0)
        };
        body.replace_all_uses(result, replacement);
        true
    }
}

impl SafeMemorySlotAccessOpInterface for GepAccess {
    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        must_be_safely_used: &mut Vec<MemorySlot>,
    ) -> bool {
        if body.operand(op, 0) != slot.ptr {
            return false;
        }
        let (Some(offset), Some(size)) =
            (gep_offset(ctx, body, op), layout::size(ctx, slot.elem_type))
        else {
            return false;
        };
        if offset >= size {
            return false;
        }
        must_be_safely_used.push(MemorySlot {
            ptr: body.result(op, 0),
            elem_type: bytes(ctx, size - offset),
        });
        true
    }
}

/// `llvm.load` (`store: false`) and `llvm.store` as accessors of the first
/// field through the slot itself, and as safe accesses.
pub(crate) struct FieldAccess {
    pub(crate) store: bool,
}

impl FieldAccess {
    /// The address operand.
    fn addr(&self, body: &Body, op: OpId) -> Value {
        body.operand(op, usize::from(self.store))
    }

    /// The type read or written.
    fn access_type(&self, body: &Body, op: OpId) -> Type {
        if self.store {
            body.value_type(body.operand(op, 0))
        } else {
            body.value_type(body.result(op, 0))
        }
    }

    /// True if `op` is a plain access of at most `ty`'s size through `ptr`
    /// that does not store the pointer itself.
    fn fits(&self, ctx: &Context, body: &Body, op: OpId, ptr: Value, ty: Type) -> bool {
        if body.attr(ctx, op, "volatile_").is_some() || self.addr(body, op) != ptr {
            return false;
        }
        if self.store && body.operand(op, 0) == ptr {
            return false;
        }
        matches!(
            (layout::size(ctx, self.access_type(body, op)), layout::size(ctx, ty)),
            (Some(a), Some(s)) if a <= s
        )
    }
}

impl DestructurableAccessorOpInterface for FieldAccess {
    fn can_rewire(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &mut Vec<Attribute>,
        _: &mut Vec<MemorySlot>,
    ) -> bool {
        let first = index_attr(ctx, 0);
        let Some(&(_, field)) = slot.subelements.iter().find(|(i, _)| *i == first) else {
            return false;
        };
        if !self.fits(ctx, body, op, slot.slot.ptr, field) {
            return false;
        }
        if !used.contains(&first) {
            used.push(first);
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
        let first = index_attr(ctx, 0);
        if let Some(&(_, sub)) = subslots.iter().find(|(i, _)| *i == first) {
            body.set_operand(op, usize::from(self.store), sub.ptr);
        }
        false
    }
}

impl SafeMemorySlotAccessOpInterface for FieldAccess {
    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        _: &mut Vec<MemorySlot>,
    ) -> bool {
        self.fits(ctx, body, op, slot.ptr, slot.elem_type)
    }
}
