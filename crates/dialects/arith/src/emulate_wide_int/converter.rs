//! The type converter of the wide-integer emulation: `i2N` becomes
//! `vector<2xiN>`, `vector<...xi2N>` becomes `vector<...x2xiN>`, integers
//! up to `N` bits and every other type stay, wider integers cannot be
//! converted.

use strata_ir::{Context, Type, TypeKind};
use strata_rewrite::conversion::{Converted, TypeConverter};

/// The emulated form of `ty` for narrow width `width`: `Some(ty)` if it is
/// legal as it is, `None` if it cannot be converted.
pub(super) fn convert(ctx: &Context, ty: Type, width: u32) -> Option<Type> {
    let wide = width.checked_mul(2)?;
    match ty.kind(ctx) {
        TypeKind::Integer { width: w, .. } => match *w {
            w if w <= width => Some(ty),
            w if w == wide => Some(Type::vector(ctx, &[2], &[], Type::int(ctx, width))),
            _ => None,
        },
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => match element.int_width(ctx) {
            None => Some(ty),
            Some(w) if w <= width => Some(ty),
            Some(w) if w == wide => {
                let mut shape = shape.to_vec();
                shape.push(2);
                let mut scalable = scalable.to_vec();
                if !scalable.is_empty() {
                    scalable.push(false);
                }
                Some(Type::vector(ctx, &shape, &scalable, Type::int(ctx, width)))
            }
            Some(_) => None,
        },
        TypeKind::Function { .. } => {
            let (inputs, results) = ty.function_parts(ctx)?;
            let inputs: Option<Vec<Type>> =
                inputs.iter().map(|&t| convert(ctx, t, width)).collect();
            let results: Option<Vec<Type>> =
                results.iter().map(|&t| convert(ctx, t, width)).collect();
            Some(Type::function(ctx, &inputs?, &results?))
        }
        _ => Some(ty),
    }
}

/// Whether `ty` is legal (converts to itself).
pub(super) fn is_legal_type(ctx: &Context, ty: Type, width: u32) -> bool {
    convert(ctx, ty, width) == Some(ty)
}

/// The emulated vector type of a wide integer (or vector of them); `None`
/// when `ty` stays as it is or cannot be converted.
pub(super) fn wide_type(ctx: &Context, ty: Type, width: u32) -> Option<Type> {
    convert(ctx, ty, width).filter(|&t| t != ty)
}

/// True for `index` and vectors of `index`.
pub(super) fn is_index_like(ctx: &Context, ty: Type) -> bool {
    ty.is_index(ctx) || ty.element_type(ctx).is_some_and(|e| e.is_index(ctx))
}

/// The converter for narrow width `width` (no materializations: values
/// that stay unconverted are bridged by unrealized casts).
pub(super) fn type_converter(width: u32) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(move |ctx, ty| {
        Some(match convert(ctx, ty, width) {
            Some(t) => Converted::Types(smallvec::smallvec![t]),
            None => Converted::Fail,
        })
    });
    tc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_integers_become_vectors_of_halves() {
        let ctx = Context::new();
        let (i32t, i64t) = (Type::int(&ctx, 32), Type::int(&ctx, 64));
        let v2 = Type::vector(&ctx, &[2], &[], i32t);
        assert_eq!(convert(&ctx, i64t, 32), Some(v2));
        assert_eq!(convert(&ctx, i32t, 32), Some(i32t));
        assert_eq!(convert(&ctx, Type::int(&ctx, 128), 32), None);
        let m = Type::vector(&ctx, &[3, 4], &[], i64t);
        let m2 = Type::vector(&ctx, &[3, 4, 2], &[], i32t);
        assert_eq!(wide_type(&ctx, m, 32), Some(m2));
        let f = Type::function(&ctx, &[i64t, m], &[i32t]);
        assert_eq!(
            convert(&ctx, f, 32),
            Some(Type::function(&ctx, &[v2, m2], &[i32t]))
        );
        assert!(is_legal_type(&ctx, Type::index(&ctx), 32));
        assert!(is_index_like(
            &ctx,
            Type::vector(&ctx, &[2], &[], Type::index(&ctx))
        ));
    }
}
