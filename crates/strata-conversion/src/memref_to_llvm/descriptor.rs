//! A ranked memref descriptor built field by field (upstream's
//! `MemRefDescriptor` setters): the lowerings that rebuild a descriptor
//! share these instead of spelling out each `llvm.insertvalue`.

use strata_dialect_llvm::types as lt;
use strata_ir::{Type, Value};

use super::B;

/// A descriptor under construction: starts as `llvm.mlir.poison`.
pub(super) struct Descriptor(Value);

impl Descriptor {
    /// A poison descriptor of type `ty`.
    pub(super) fn poison(b: &mut B<'_, '_>, ty: Type) -> Descriptor {
        Descriptor(b.poison(ty))
    }

    /// Sets the field at `position` (`[0]` allocated pointer, `[1]` aligned
    /// pointer, `[2]` offset, `[3, i]` size `i`, `[4, i]` stride `i`).
    pub(super) fn set_field(&mut self, b: &mut B<'_, '_>, position: &[i64], v: Value) {
        self.0 = b.insert_value(self.0, v, position);
    }

    /// Sets the allocated and aligned pointers (fields 0 and 1).
    pub(super) fn set_pointers(&mut self, b: &mut B<'_, '_>, allocated: Value, aligned: Value) {
        self.set_field(b, &[0], allocated);
        self.set_field(b, &[1], aligned);
    }

    /// Sets the offset (field 2).
    pub(super) fn set_offset(&mut self, b: &mut B<'_, '_>, offset: Value) {
        self.set_field(b, &[2], offset);
    }

    /// Sets size `i` (field 3).
    pub(super) fn set_size(&mut self, b: &mut B<'_, '_>, i: usize, size: Value) {
        self.set_field(b, &[3, i as i64], size);
    }

    /// Sets stride `i` (field 4).
    pub(super) fn set_stride(&mut self, b: &mut B<'_, '_>, i: usize, stride: Value) {
        self.set_field(b, &[4, i as i64], stride);
    }

    /// Sets size `i`, then stride `i`.
    pub(super) fn set_size_and_stride(
        &mut self,
        b: &mut B<'_, '_>,
        i: usize,
        size: Value,
        stride: Value,
    ) {
        self.set_size(b, i, size);
        self.set_stride(b, i, stride);
    }

    /// The descriptor value built so far.
    pub(super) fn value(&self) -> Value {
        self.0
    }
}

/// The allocated and aligned pointers of the descriptor `desc` of a memref
/// in address space `space`.
pub(super) fn pointers(b: &mut B<'_, '_>, desc: Value, space: u32) -> (Value, Value) {
    let ptr = lt::ptr(b.ctx(), space);
    (
        b.extract_value(desc, &[0], ptr),
        b.extract_value(desc, &[1], ptr),
    )
}
