//! Byte-level access to dense integer/float elements attributes, as the
//! tensor folders need it: element extraction, reshaping, and building
//! from scalar attributes.

use strata_ir::{AttrKind, Attribute, Context, Type, TypeKind};
use strata_support::{APFloat, APInt};

/// Bytes per element of `elem` (integers, index as 64 bits, floats).
fn element_bytes(ctx: &Context, elem: Type) -> Option<usize> {
    match elem.kind(ctx) {
        TypeKind::Integer { width, .. } => Some(width.div_ceil(8) as usize),
        TypeKind::Index => Some(8),
        TypeKind::Float(sem) => Some(sem.bit_width().div_ceil(8) as usize),
        _ => None,
    }
}

/// The scalar attribute of element type `elem` stored in `bytes`.
fn scalar_from_bytes(ctx: &Context, elem: Type, bytes: &[u8]) -> Option<Attribute> {
    match elem.kind(ctx) {
        TypeKind::Float(sem) => {
            let mut raw = [0u8; 16];
            raw.get_mut(..bytes.len())?.copy_from_slice(bytes);
            Some(Attribute::float(
                ctx,
                elem,
                APFloat::from_bits(*sem, u128::from_le_bytes(raw)),
            ))
        }
        TypeKind::Integer { width, .. } => Some(Attribute::integer(
            ctx,
            elem,
            &APInt::from_le_bytes(*width, bytes),
        )),
        TypeKind::Index => Some(Attribute::integer(
            ctx,
            elem,
            &APInt::from_le_bytes(64, bytes),
        )),
        _ => None,
    }
}

/// The bytes of a scalar integer/float attribute of element type `elem`.
fn scalar_bytes(ctx: &Context, elem: Type, attr: Attribute, out: &mut Vec<u8>) -> Option<()> {
    let n = element_bytes(ctx, elem)?;
    match attr.kind(ctx) {
        AttrKind::Integer { ty, value } if *ty == elem => {
            let bytes = value.to_le_bytes();
            out.extend((0..n).map(|i| bytes.get(i).copied().unwrap_or(0)));
        }
        AttrKind::Float { ty, value } if *ty == elem => {
            out.extend_from_slice(value.to_bits().to_le_bytes().get(..n)?);
        }
        _ => return None,
    }
    Some(())
}

/// The value of a splat dense elements attribute.
pub(crate) fn splat_value(ctx: &Context, attr: Attribute) -> Option<Attribute> {
    match attr.kind(ctx) {
        AttrKind::DenseElements {
            ty,
            data,
            splat: true,
        } => scalar_from_bytes(ctx, ty.element_type(ctx)?, data),
        _ => None,
    }
}

/// The element at row-major position `flat` of a dense elements attribute.
pub(crate) fn element_at(ctx: &Context, attr: Attribute, flat: usize) -> Option<Attribute> {
    let AttrKind::DenseElements { ty, data, splat } = attr.kind(ctx) else {
        return None;
    };
    let elem = ty.element_type(ctx)?;
    let n = element_bytes(ctx, elem)?;
    let at = if *splat { 0 } else { flat.checked_mul(n)? };
    scalar_from_bytes(ctx, elem, data.get(at..at.checked_add(n)?)?)
}

/// The same elements with type `ty` (same number of elements).
pub(crate) fn reshaped(ctx: &Context, attr: Attribute, ty: Type) -> Option<Attribute> {
    match attr.kind(ctx) {
        AttrKind::DenseElements { data, splat, .. } => {
            Some(Attribute::dense_elements(ctx, ty, data, *splat))
        }
        _ => None,
    }
}

/// A dense elements attribute of type `ty` holding `elems` (scalar
/// attributes of its element type); a splat when all are equal.
pub(crate) fn from_scalars(ctx: &Context, ty: Type, elems: &[Attribute]) -> Option<Attribute> {
    let elem = ty.element_type(ctx)?;
    let first = *elems.first()?;
    let mut data = Vec::new();
    if elems.iter().all(|e| *e == first) {
        scalar_bytes(ctx, elem, first, &mut data)?;
        return Some(Attribute::dense_elements(ctx, ty, &data, true));
    }
    for e in elems {
        scalar_bytes(ctx, elem, *e, &mut data)?;
    }
    Some(Attribute::dense_elements(ctx, ty, &data, false))
}

/// Whether `attr` is a dense elements attribute.
pub(crate) fn is_dense(ctx: &Context, attr: Attribute) -> bool {
    matches!(attr.kind(ctx), AttrKind::DenseElements { .. })
}

/// The row-major flat position of `indices` in `shape`, if in bounds.
pub(crate) fn flat_index(shape: &[i64], indices: &[i64]) -> Option<usize> {
    if shape.len() != indices.len() {
        return None;
    }
    let mut flat: i64 = 0;
    for (d, i) in shape.iter().zip(indices) {
        if *i < 0 || *i >= *d {
            return None;
        }
        flat = flat.checked_mul(*d)?.checked_add(*i)?;
    }
    usize::try_from(flat).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flat_indices() {
        assert_eq!(flat_index(&[2, 3], &[1, 2]), Some(5));
        assert_eq!(flat_index(&[2, 3], &[2, 0]), None);
        assert_eq!(flat_index(&[2, 3], &[0, -1]), None);
        assert_eq!(flat_index(&[], &[]), Some(0));
    }

    #[test]
    fn elements_round_trip() {
        let ctx = Context::new();
        let i32t = Type::int(&ctx, 32);
        let ty = Type::ranked_tensor(&ctx, &[3], i32t, None);
        let elems: Vec<Attribute> = [4, -1, 7]
            .iter()
            .map(|v| Attribute::int(&ctx, i32t, *v))
            .collect();
        let dense = from_scalars(&ctx, ty, &elems);
        assert!(dense.is_some_and(|d| is_dense(&ctx, d)));
        let picked = dense.and_then(|d| element_at(&ctx, d, 1));
        assert_eq!(picked, Some(Attribute::int(&ctx, i32t, -1)));
        let splat = from_scalars(&ctx, ty, &[elems[0], elems[0], elems[0]]);
        assert_eq!(splat.and_then(|s| splat_value(&ctx, s)), Some(elems[0]));
        assert_eq!(dense.and_then(|d| element_at(&ctx, d, 3)), None);
    }
}
