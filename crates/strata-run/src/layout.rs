//! LLVM-dialect types as Cranelift sees them: scalars (integers of any
//! width up to 128 in the smallest container, `f16`/`bf16` as their bits,
//! pointers as `i64`) and aggregates flattened to their scalar leaves, with
//! sizes, alignments and field offsets of the x86-64 data layout.

use cranelift_codegen::ir::types;
use strata_dialect_llvm::types as lt;
use strata_ir::{Context, Type, TypeKind};
use strata_support::apfloat::FloatSemantics;

/// A float format the runner supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Float {
    /// IEEE half, held as `i16` bits.
    F16,
    /// bfloat16, held as `i16` bits.
    BF16,
    /// IEEE single.
    F32,
    /// IEEE double.
    F64,
}

/// A scalar value kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// An integer of the given bit width (1..=128).
    Int(u32),
    /// A float.
    Float(Float),
    /// A pointer.
    Ptr,
}

impl Scalar {
    /// The Cranelift type holding the scalar.
    pub fn clif(self) -> types::Type {
        match self {
            Scalar::Int(w) => int_container(w),
            Scalar::Float(Float::F16 | Float::BF16) => types::I16,
            Scalar::Float(Float::F32) => types::F32,
            Scalar::Float(Float::F64) => types::F64,
            Scalar::Ptr => types::I64,
        }
    }

    /// Size and alignment in bytes.
    pub fn size_align(self) -> (u64, u64) {
        let n = u64::from(self.clif().bytes());
        (n, n)
    }
}

/// The Cranelift integer type holding `width` bits.
pub fn int_container(width: u32) -> types::Type {
    match width {
        0..=8 => types::I8,
        9..=16 => types::I16,
        17..=32 => types::I32,
        33..=64 => types::I64,
        _ => types::I128,
    }
}

/// The scalar kind of `ty`, if it is a supported scalar.
pub fn scalar(ctx: &Context, ty: Type) -> Option<Scalar> {
    match ty.kind(ctx) {
        TypeKind::Integer { width, .. } if (1..=128).contains(width) => Some(Scalar::Int(*width)),
        TypeKind::Index => Some(Scalar::Int(64)),
        TypeKind::Float(s) => Some(Scalar::Float(match s {
            FloatSemantics::F16 => Float::F16,
            FloatSemantics::BF16 => Float::BF16,
            FloatSemantics::F32 => Float::F32,
            FloatSemantics::F64 => Float::F64,
            _ => return None,
        })),
        _ if lt::ptr_address_space(ctx, ty).is_some() => Some(Scalar::Ptr),
        _ => None,
    }
}

/// A scalar inside a (possibly aggregate) type, at a byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// The scalar.
    pub scalar: Scalar,
    /// Its byte offset from the start of the value.
    pub offset: u64,
}

/// Size and alignment of `ty` in bytes.
pub fn size_align(ctx: &Context, ty: Type) -> Option<(u64, u64)> {
    if let Some(s) = scalar(ctx, ty) {
        return Some(s.size_align());
    }
    if let Some((e, n)) = lt::array_parts(ctx, ty) {
        let (s, a) = size_align(ctx, e)?;
        return Some((s.checked_mul(n)?, a));
    }
    let info = lt::struct_info(ctx, ty)?;
    let mut offset = 0u64;
    let mut align = 1u64;
    for f in &info.body {
        let (s, a) = size_align(ctx, *f)?;
        let a = if info.packed { 1 } else { a };
        offset = offset.checked_next_multiple_of(a)?.checked_add(s)?;
        align = align.max(a);
    }
    Some((offset.checked_next_multiple_of(align)?, align))
}

/// The byte offset of field `index` of struct type `ty`.
pub fn field_offset(ctx: &Context, ty: Type, index: usize) -> Option<u64> {
    let info = lt::struct_info(ctx, ty)?;
    let mut offset = 0u64;
    for (i, f) in info.body.iter().enumerate() {
        let (s, a) = size_align(ctx, *f)?;
        let a = if info.packed { 1 } else { a };
        offset = offset.checked_next_multiple_of(a)?;
        if i == index {
            return Some(offset);
        }
        offset = offset.checked_add(s)?;
    }
    None
}

/// The element types of an aggregate (array elements repeated).
fn members(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    if let Some((e, n)) = lt::array_parts(ctx, ty) {
        let n = usize::try_from(n).ok().filter(|n| *n <= 1 << 16)?;
        return Some(vec![e; n]);
    }
    Some(lt::struct_info(ctx, ty)?.body)
}

/// The byte offset of member `index` of aggregate `ty`.
fn member_offset(ctx: &Context, ty: Type, index: usize) -> Option<u64> {
    if let Some((e, _)) = lt::array_parts(ctx, ty) {
        return size_align(ctx, e)?
            .0
            .checked_mul(u64::try_from(index).ok()?);
    }
    field_offset(ctx, ty, index)
}

/// The scalar leaves of `ty` in order, offsets relative to `base`.
pub fn leaves(ctx: &Context, ty: Type) -> Option<Vec<Leaf>> {
    let mut out = Vec::new();
    push_leaves(ctx, ty, 0, &mut out)?;
    Some(out)
}

fn push_leaves(ctx: &Context, ty: Type, base: u64, out: &mut Vec<Leaf>) -> Option<()> {
    if let Some(s) = scalar(ctx, ty) {
        out.push(Leaf {
            scalar: s,
            offset: base,
        });
        return Some(());
    }
    for (i, m) in members(ctx, ty)?.into_iter().enumerate() {
        let off = base.checked_add(member_offset(ctx, ty, i)?)?;
        push_leaves(ctx, m, off, out)?;
    }
    Some(())
}

/// The range of leaves (start, count) and the type of the member at
/// `position` inside aggregate `ty`.
pub fn member_leaves(ctx: &Context, ty: Type, position: &[i64]) -> Option<(usize, usize, Type)> {
    let mut start = 0usize;
    let mut cur = ty;
    for &p in position {
        let ms = members(ctx, cur)?;
        let p = usize::try_from(p).ok()?;
        for m in ms.get(..p)? {
            start = start.checked_add(leaves(ctx, *m)?.len())?;
        }
        cur = *ms.get(p)?;
    }
    Some((start, leaves(ctx, cur)?.len(), cur))
}

/// The Cranelift types of the leaves of `ty` (none for `!llvm.void`).
pub fn clif_types(ctx: &Context, ty: Type) -> Option<Vec<types::Type>> {
    if lt::is_void(ctx, ty) {
        return Some(Vec::new());
    }
    Some(leaves(ctx, ty)?.iter().map(|l| l.scalar.clif()).collect())
}
