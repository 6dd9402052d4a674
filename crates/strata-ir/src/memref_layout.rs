//! Memref layouts as strides and an offset: the canonical (row-major)
//! strides of a shape, and the strides and offset of a ranked memref type
//! whatever its layout (none, `strided<...>` or an affine map), the role of
//! upstream's `getStridesAndOffset`. Dynamic strides and offsets are
//! [`DYNAMIC`]; all arithmetic is checked, an overflow making the value
//! dynamic.

use crate::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::types::{DYNAMIC, Type, TypeKind};

/// The row-major strides of `shape`: the innermost is 1, each other the
/// product of the sizes to its right (dynamic once a dynamic or zero size,
/// or an overflow, is met, as upstream's canonical strided layout).
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    let mut running = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = if shape[i] > 0 && running != DYNAMIC {
            running.checked_mul(shape[i]).unwrap_or(DYNAMIC)
        } else {
            DYNAMIC
        };
    }
    strides
}

/// `a * b` with upstream's saturated arithmetic: 0 if either is 0, else
/// dynamic if either is dynamic or the product overflows.
pub fn mul_static(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_mul(b).unwrap_or(DYNAMIC)
}

/// `a + b` for static values; dynamic if either is dynamic or it overflows.
pub fn add_static(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_add(b).unwrap_or(DYNAMIC)
}

/// The strides and offset of a ranked memref type, or `None` if the type
/// is not a ranked memref or its layout is not strided.
pub fn strides_and_offset(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ty.kind(ctx) else {
        return None;
    };
    let Some(layout) = layout else {
        return Some((canonical_strides(shape), 0));
    };
    match layout.kind(ctx) {
        AttrKind::Strided { offset, strides } => Some((strides.to_vec(), *offset)),
        AttrKind::AffineMap(map) => {
            if map.is_identity(ctx) {
                return Some((canonical_strides(shape), 0));
            }
            let [expr] = &*map.results else {
                return None;
            };
            let mut strides = vec![0i64; shape.len()];
            let mut offset = 0i64;
            extract(ctx, *expr, &mut strides, &mut offset)?;
            Some((strides, offset))
        }
        _ => None,
    }
}

/// Adds the contributions of one term of a layout expression.
fn extract(ctx: &Context, expr: AffineExpr, strides: &mut [i64], offset: &mut i64) -> Option<()> {
    match *expr.kind(ctx) {
        AffineExprKind::Constant(c) => *offset = add_static(*offset, c),
        AffineExprKind::Symbol(_) => *offset = DYNAMIC,
        AffineExprKind::Dim(d) => {
            let s = strides.get_mut(d as usize)?;
            *s = add_static(*s, 1);
        }
        AffineExprKind::Binary(AffineBinaryOp::Add, lhs, rhs) => {
            extract(ctx, lhs, strides, offset)?;
            extract(ctx, rhs, strides, offset)?;
        }
        AffineExprKind::Binary(AffineBinaryOp::Mul, lhs, rhs) => {
            let (dim_side, factor) = if lhs.is_symbolic_or_constant(ctx) {
                (rhs, lhs)
            } else if rhs.is_symbolic_or_constant(ctx) {
                (lhs, rhs)
            } else {
                return None;
            };
            let factor = factor.constant_value(ctx).unwrap_or(DYNAMIC);
            let mut inner = vec![0i64; strides.len()];
            let mut inner_offset = 0i64;
            extract(ctx, dim_side, &mut inner, &mut inner_offset)?;
            for (s, i) in strides.iter_mut().zip(inner) {
                if i != 0 {
                    *s = add_static(*s, mul_static(i, factor));
                }
            }
            if inner_offset != 0 {
                *offset = add_static(*offset, mul_static(inner_offset, factor));
            }
        }
        AffineExprKind::Binary(..) => return None,
    }
    Some(())
}

/// True if `ty` is a ranked memref whose layout has strides and an offset.
pub fn is_strided(ctx: &Context, ty: Type) -> bool {
    strides_and_offset(ctx, ty).is_some()
}

/// The layout attribute of `strides` and `offset` for a memref of
/// `shape`: `None` (the identity) when they are the canonical strides and
/// a zero offset, else `strided<[...], offset: ...>`.
pub fn layout_for(ctx: &Context, shape: &[i64], strides: &[i64], offset: i64) -> Option<Attribute> {
    if offset == 0 && strides == canonical_strides(shape).as_slice() {
        None
    } else {
        Some(Attribute::strided(ctx, offset, strides))
    }
}

/// True if the memref type has the identity layout (none, or canonical
/// strides with offset 0 written as `strided<...>` count as not identity,
/// as upstream).
pub fn has_identity_layout(ctx: &Context, ty: Type) -> bool {
    matches!(ty.kind(ctx), TypeKind::MemRef { layout: None, .. })
}

/// True if the ranked memref is contiguous: its strides are the canonical
/// strides of its shape (dimensions of size 1 may have any stride).
pub fn is_contiguous(ctx: &Context, ty: Type) -> bool {
    let (Some(shape), Some((strides, _))) = (ty.shape(ctx), strides_and_offset(ctx, ty)) else {
        return false;
    };
    let canonical = canonical_strides(shape);
    shape
        .iter()
        .zip(strides.iter().zip(canonical.iter()))
        .all(|(&d, (&s, &c))| d == 1 || (s == c && s != DYNAMIC))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::AffineMap;

    #[test]
    fn canonical_strides_stop_at_dynamic_sizes() {
        assert_eq!(canonical_strides(&[2, 3, 4]), vec![12, 4, 1]);
        assert_eq!(canonical_strides(&[2, DYNAMIC, 4]), vec![DYNAMIC, 4, 1]);
        assert_eq!(canonical_strides(&[]), Vec::<i64>::new());
        assert_eq!(canonical_strides(&[i64::MAX, 4]), vec![4, 1]);
        assert_eq!(canonical_strides(&[2, i64::MAX, 4]), vec![DYNAMIC, 4, 1]);
        assert_eq!(canonical_strides(&[3, 0, 4]), vec![DYNAMIC, 4, 1]);
        assert_eq!(mul_static(0, DYNAMIC), 0);
        assert_eq!(mul_static(DYNAMIC, 2), DYNAMIC);
    }

    #[test]
    fn strides_of_each_layout_kind() {
        let ctx = Context::new();
        let f32 = Type::float(&ctx, strata_support::apfloat::FloatSemantics::F32);
        let plain = Type::memref(&ctx, &[4, 5], f32, None, None);
        assert_eq!(strides_and_offset(&ctx, plain), Some((vec![5, 1], 0)));
        let strided = Attribute::strided(&ctx, DYNAMIC, &[7, 1]);
        let t = Type::memref(&ctx, &[4, 5], f32, Some(strided), None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![7, 1], DYNAMIC)));
        let map = AffineMap::strided_layout(&ctx, &[1, DYNAMIC], 3);
        let t = Type::memref(
            &ctx,
            &[4, 5],
            f32,
            Some(Attribute::affine_map(&ctx, &map)),
            None,
        );
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![1, DYNAMIC], 3)));
        let d0 = AffineExpr::dim(&ctx, 0);
        let two = AffineExpr::constant(&ctx, 2);
        let m = AffineMap::new(1, 0, vec![AffineExpr::floor_div(&ctx, d0, two)]);
        let t = Type::memref(&ctx, &[4], f32, Some(Attribute::affine_map(&ctx, &m)), None);
        assert_eq!(strides_and_offset(&ctx, t), None);
    }
}
