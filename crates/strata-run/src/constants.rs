//! Constant attributes as the bit patterns of a type's scalar leaves: one
//! mechanism for `llvm.mlir.constant` values and global initializers.

use strata_ir::{AttrKind, Attribute, Context, Type, TypeKind};
use strata_support::apint::APInt;

use crate::layout::{Leaf, leaves};

/// The low 128 bits of `v`.
pub fn apint_bits(v: &APInt) -> u128 {
    let mut b = [0u8; 16];
    for (i, x) in v.to_le_bytes().iter().take(16).enumerate() {
        b[i] = *x;
    }
    u128::from_le_bytes(b)
}

/// The width in bits of a scalar element type of a dense attribute.
fn element_width(ctx: &Context, t: Type) -> Option<u32> {
    match t.kind(ctx) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        TypeKind::Float(s) => Some(s.bit_width()),
        _ => None,
    }
}

/// The leaves of `ty` and the bits of each as given by constant `attr`.
pub fn leaf_bits(ctx: &Context, attr: Attribute, ty: Type) -> Option<(Vec<Leaf>, Vec<u128>)> {
    let ls = leaves(ctx, ty)?;
    let bits = match attr.kind(ctx) {
        AttrKind::Integer { value, .. } if ls.len() == 1 => vec![apint_bits(value)],
        AttrKind::Float { .. } if ls.len() == 1 => vec![attr.float_value(ctx)?.to_bits()],
        AttrKind::String { bytes, .. } => {
            let mut v: Vec<u128> = bytes.iter().map(|b| u128::from(*b)).collect();
            v.resize(ls.len(), 0);
            v
        }
        AttrKind::DenseElements {
            ty: aty,
            data,
            splat,
        } => {
            let width = element_width(ctx, aty.element_type(ctx)?)?;
            let bytes = width.div_ceil(8) as usize;
            let mut v = Vec::with_capacity(ls.len());
            for i in 0..ls.len() {
                let at = if *splat { 0 } else { i.checked_mul(bytes)? };
                let raw = data.get(at..at.checked_add(bytes)?)?;
                v.push(apint_bits(&APInt::from_le_bytes(width, raw)));
            }
            v
        }
        _ => return None,
    };
    (bits.len() == ls.len()).then_some((ls, bits))
}

/// The bytes of a global of type `ty` (`size` bytes) initialized by `attr`.
pub fn initializer_bytes(ctx: &Context, attr: Attribute, ty: Type, size: u64) -> Option<Vec<u8>> {
    let (ls, bits) = leaf_bits(ctx, attr, ty)?;
    let mut out = vec![0u8; usize::try_from(size).ok()?];
    for (l, b) in ls.iter().zip(bits) {
        let n = l.scalar.clif().bytes() as usize;
        let at = usize::try_from(l.offset).ok()?;
        let dst = out.get_mut(at..at.checked_add(n)?)?;
        dst.copy_from_slice(&b.to_le_bytes()[..n]);
    }
    Some(out)
}
