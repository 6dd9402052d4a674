//! LLVM's data layout: the sizes and ABI alignments of types, from a
//! module's `llvm.data_layout` string over LLVM's defaults. Constant
//! folding of address arithmetic in initializers uses it, as LLVM folds
//! `getelementptr` constants into byte offsets.

use strata_dialect_llvm::types as lt;
use strata_ir::{Context, Type, TypeKind};
use strata_support::apfloat::FloatSemantics;

/// An alignment rule for types of one bit width: its ABI alignment in bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Spec {
    bits: u64,
    abi: u64,
}

/// The layout of pointers in one address space.
#[derive(Clone, Copy, Debug, PartialEq)]
struct PointerSpec {
    space: u32,
    bits: u64,
    abi: u64,
    index_bits: u64,
}

/// Type sizes and alignments (LLVM's `DataLayout`, ABI alignments only).
#[derive(Clone, Debug, PartialEq)]
pub struct DataLayout {
    ints: Vec<Spec>,
    floats: Vec<Spec>,
    vectors: Vec<Spec>,
    pointers: Vec<PointerSpec>,
    aggregate_abi: u64,
}

impl Default for DataLayout {
    /// LLVM's default layout (an empty data layout string).
    fn default() -> DataLayout {
        let spec = |bits, abi| Spec { bits, abi };
        DataLayout {
            ints: vec![
                spec(1, 1),
                spec(8, 1),
                spec(16, 2),
                spec(32, 4),
                spec(64, 4),
            ],
            floats: vec![spec(16, 2), spec(32, 4), spec(64, 8), spec(128, 16)],
            vectors: vec![spec(64, 8), spec(128, 16)],
            pointers: vec![PointerSpec {
                space: 0,
                bits: 64,
                abi: 8,
                index_bits: 64,
            }],
            aggregate_abi: 1,
        }
    }
}

/// Sets the rule for `bits` in a list kept sorted by width.
fn set_spec(specs: &mut Vec<Spec>, bits: u64, abi: u64) {
    match specs.binary_search_by_key(&bits, |s| s.bits) {
        Ok(i) => specs[i].abi = abi,
        Err(i) => specs.insert(i, Spec { bits, abi }),
    }
}

/// Bytes from a bit count of an alignment field (`0` means byte-aligned).
fn align_bytes(field: &str) -> Option<u64> {
    let bits: u64 = field.parse().ok()?;
    Some((bits / 8).max(1))
}

impl DataLayout {
    /// The layout a data layout string describes; `None` if it is
    /// malformed. Components that do not affect sizes (endianness,
    /// mangling, native widths, stack and address spaces of allocas,
    /// globals and programs) are accepted and ignored.
    pub fn parse(text: &str) -> Option<DataLayout> {
        let mut dl = DataLayout::default();
        for component in text.split('-').filter(|c| !c.is_empty()) {
            let fields: Vec<&str> = component.split(':').collect();
            let head = fields[0];
            let kind = head.chars().next()?;
            let width = &head[1..];
            match kind {
                'i' | 'f' | 'v' => {
                    let bits: u64 = width.parse().ok()?;
                    let abi = align_bytes(fields.get(1)?)?;
                    let list = match kind {
                        'i' => &mut dl.ints,
                        'f' => &mut dl.floats,
                        _ => &mut dl.vectors,
                    };
                    set_spec(list, bits, abi);
                }
                'a' => dl.aggregate_abi = align_bytes(fields.get(1)?)?,
                'p' => {
                    let space: u32 = if width.is_empty() {
                        0
                    } else {
                        width.parse().ok()?
                    };
                    let bits: u64 = fields.get(1)?.parse().ok()?;
                    let abi = align_bytes(fields.get(2)?)?;
                    let index_bits = match fields.get(4) {
                        Some(f) => f.parse().ok()?,
                        None => bits,
                    };
                    let spec = PointerSpec {
                        space,
                        bits,
                        abi,
                        index_bits,
                    };
                    match dl.pointers.iter_mut().find(|p| p.space == space) {
                        Some(p) => *p = spec,
                        None => dl.pointers.push(spec),
                    }
                }
                _ => {}
            }
        }
        Some(dl)
    }

    fn pointer(&self, space: u32) -> PointerSpec {
        self.pointers
            .iter()
            .find(|p| p.space == space)
            .or_else(|| self.pointers.iter().find(|p| p.space == 0))
            .copied()
            .unwrap_or(PointerSpec {
                space: 0,
                bits: 64,
                abi: 8,
                index_bits: 64,
            })
    }

    /// The width of the offsets of pointers in address space `space`.
    pub fn index_bits(&self, space: u32) -> u64 {
        self.pointer(space).index_bits
    }

    /// The width of pointers in address space `space`.
    pub fn pointer_bits(&self, space: u32) -> u64 {
        self.pointer(space).bits
    }

    /// The size of `ty` in bits (`getTypeSizeInBits`).
    pub fn size_in_bits(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ty.kind(ctx) {
            TypeKind::Integer { width, .. } => Some(u64::from(*width)),
            TypeKind::Float(s) => Some(float_bits(*s)?),
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } if shape.len() == 1 && !scalable.first().copied().unwrap_or(false) => {
                let n = u64::try_from(shape[0]).ok()?;
                n.checked_mul(self.size_in_bits(ctx, *element)?)
            }
            _ => {
                if let Some(space) = lt::ptr_address_space(ctx, ty) {
                    return Some(self.pointer(space).bits);
                }
                if lt::is_ppc_fp128(ctx, ty) {
                    return Some(128);
                }
                if lt::array_parts(ctx, ty).is_some() || lt::struct_info(ctx, ty).is_some() {
                    return self.alloc_size(ctx, ty)?.checked_mul(8);
                }
                None
            }
        }
    }

    /// The bytes a store of `ty` writes (`getTypeStoreSize`).
    pub fn store_size(&self, ctx: &Context, ty: Type) -> Option<u64> {
        Some(self.size_in_bits(ctx, ty)?.div_ceil(8))
    }

    /// The distance between consecutive `ty`s in memory (`getTypeAllocSize`).
    pub fn alloc_size(&self, ctx: &Context, ty: Type) -> Option<u64> {
        if let Some((element, n)) = lt::array_parts(ctx, ty) {
            return self.alloc_size(ctx, element)?.checked_mul(n);
        }
        if let Some(info) = lt::struct_info(ctx, ty) {
            return Some(self.struct_layout(ctx, &info.body, info.packed)?.size)
                .filter(|_| !info.opaque);
        }
        let store = self.store_size(ctx, ty)?;
        store.checked_next_multiple_of(self.abi_align(ctx, ty)?)
    }

    /// The ABI alignment of `ty` in bytes (`getABITypeAlign`).
    pub fn abi_align(&self, ctx: &Context, ty: Type) -> Option<u64> {
        match ty.kind(ctx) {
            TypeKind::Integer { width, .. } => {
                let bits = u64::from(*width);
                let i = self.ints.partition_point(|s| s.bits < bits);
                self.ints.get(i).or(self.ints.last()).map(|s| s.abi)
            }
            TypeKind::Float(s) => {
                let bits = float_bits(*s)?;
                Some(self.float_align(bits))
            }
            TypeKind::Vector { .. } => {
                let bits = self.size_in_bits(ctx, ty)?;
                match self.vectors.iter().find(|s| s.bits == bits) {
                    Some(s) => Some(s.abi),
                    None => Some(bits.div_ceil(8).next_power_of_two()),
                }
            }
            _ => {
                if let Some(space) = lt::ptr_address_space(ctx, ty) {
                    return Some(self.pointer(space).abi);
                }
                if lt::is_ppc_fp128(ctx, ty) {
                    return Some(self.float_align(128));
                }
                if let Some((element, _)) = lt::array_parts(ctx, ty) {
                    return self.abi_align(ctx, element);
                }
                if let Some(info) = lt::struct_info(ctx, ty) {
                    return Some(self.struct_layout(ctx, &info.body, info.packed)?.align)
                        .filter(|_| !info.opaque);
                }
                None
            }
        }
    }

    fn float_align(&self, bits: u64) -> u64 {
        match self.floats.iter().find(|s| s.bits == bits) {
            Some(s) => s.abi,
            None => (bits / 8).next_power_of_two(),
        }
    }

    /// The offsets of a struct's fields, its size and its alignment.
    pub fn struct_layout(
        &self,
        ctx: &Context,
        fields: &[Type],
        packed: bool,
    ) -> Option<StructLayout> {
        let mut offsets = Vec::with_capacity(fields.len());
        let mut size = 0u64;
        let mut align = if packed { 1 } else { self.aggregate_abi };
        for &field in fields {
            let field_align = if packed {
                1
            } else {
                self.abi_align(ctx, field)?
            };
            size = size.checked_next_multiple_of(field_align)?;
            offsets.push(size);
            size = size.checked_add(self.alloc_size(ctx, field)?)?;
            align = align.max(field_align);
        }
        Some(StructLayout {
            offsets,
            size: size.checked_next_multiple_of(align)?,
            align,
        })
    }
}

/// Where a struct's fields lie.
pub struct StructLayout {
    /// The byte offset of each field.
    pub offsets: Vec<u64>,
    /// The allocation size, padded to the alignment.
    pub size: u64,
    /// The ABI alignment.
    pub align: u64,
}

/// The bit width of the float types LLVM has.
fn float_bits(sem: FloatSemantics) -> Option<u64> {
    use FloatSemantics as S;
    match sem {
        S::BF16 | S::F16 => Some(16),
        S::F32 => Some(32),
        S::F64 => Some(64),
        S::F80 => Some(80),
        S::F128 => Some(128),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_overrides_and_keeps_defaults() {
        let dl = DataLayout::parse("e-m:e-p270:32:32-i64:64-i128:128-f80:128-n8:16:32:64-S128")
            .expect("valid layout");
        assert_eq!(
            dl.ints.iter().find(|s| s.bits == 64).map(|s| s.abi),
            Some(8)
        );
        assert_eq!(
            dl.ints.iter().find(|s| s.bits == 128).map(|s| s.abi),
            Some(16)
        );
        assert_eq!(dl.pointer(270).bits, 32);
        assert_eq!(dl.pointer(1).bits, 64);
        assert_eq!(dl.float_align(80), 16);
        assert!(DataLayout::parse("i64:x").is_none());
    }
}
