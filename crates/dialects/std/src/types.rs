//! Type predicates and type transforms shared by the std ops.

use strata_ir::{AttrKind, Context, Type, TypeKind};
use strata_ods::constraints::TypeConstraint;

/// A ranked memref.
pub(crate) const RANKED_MEMREF: TypeConstraint = TypeConstraint {
    description: "memref of any type values",
    check: |ctx, t| matches!(t.kind(ctx), TypeKind::MemRef { .. }),
    buildable: None,
};

/// A memref or a tensor.
pub(crate) const MEMREF_OR_TENSOR: TypeConstraint = TypeConstraint {
    description: "memref or tensor",
    check: |ctx, t| {
        matches!(
            t.kind(ctx),
            TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        )
    },
    buildable: None,
};

/// A scalar integer, index or float.
pub(crate) const INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    description: "integer or float",
    check: |ctx, t| t.is_int_or_index(ctx) || t.is_float(ctx),
    buildable: None,
};

/// The element type of a shaped type.
pub(crate) fn element_of(ctx: &Context, t: Type) -> Option<Type> {
    t.element_type(ctx)
}

/// `i1`, or a vector/tensor of `i1` with the shape of `t`.
pub(crate) fn i1_same_shape(ctx: &Context, t: Type) -> Option<Type> {
    let i1 = Type::int(ctx, 1);
    Some(match t.kind(ctx) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Type::vector(ctx, shape, scalable, i1),
        TypeKind::RankedTensor { shape, .. } => Type::ranked_tensor(ctx, shape, i1, None),
        TypeKind::UnrankedTensor { .. } => Type::unranked_tensor(ctx, i1),
        _ => i1,
    })
}

/// The tensor type with the shape and element type of memref `t`.
pub(crate) fn tensor_of_memref(ctx: &Context, t: Type) -> Option<Type> {
    match t.kind(ctx) {
        TypeKind::MemRef { shape, element, .. } => {
            Some(Type::ranked_tensor(ctx, shape, *element, None))
        }
        TypeKind::UnrankedMemRef { element, .. } => Some(Type::unranked_tensor(ctx, *element)),
        _ => None,
    }
}

/// The rank of a ranked shaped type.
pub(crate) fn rank(ctx: &Context, t: Type) -> Option<usize> {
    match t.kind(ctx) {
        TypeKind::MemRef { shape, .. }
        | TypeKind::RankedTensor { shape, .. }
        | TypeKind::Vector { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// The number of symbols of a memref's affine-map layout (0 otherwise).
pub(crate) fn layout_symbols(ctx: &Context, t: Type) -> usize {
    match t.kind(ctx) {
        TypeKind::MemRef {
            layout: Some(l), ..
        } => match l.kind(ctx) {
            AttrKind::AffineMap(map) => map.num_symbols as usize,
            _ => 0,
        },
        _ => 0,
    }
}

/// Whether two shapes can describe the same data: equal ranks, and equal
/// sizes wherever both are static.
pub(crate) fn shapes_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            *x == *y || *x == strata_ir::types::DYNAMIC || *y == strata_ir::types::DYNAMIC
        })
}
