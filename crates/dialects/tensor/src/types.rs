//! Type constraints and type transforms of the tensor ops, with upstream's
//! descriptions.

use strata_ir::types::DYNAMIC;
use strata_ir::{Context, Type, TypeKind};
use strata_ods::constraints::TypeConstraint;

/// A ranked tensor.
pub(crate) fn is_ranked(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::RankedTensor { .. })
}

/// `AnyRankedTensor`.
pub(crate) const RANKED_TENSOR: TypeConstraint = TypeConstraint {
    description: "ranked tensor of any type values",
    check: is_ranked,
    buildable: None,
};

/// `AnyStaticShapeTensor`.
pub(crate) const STATIC_TENSOR: TypeConstraint = TypeConstraint {
    description: "statically shaped tensor of any type values",
    check: |ctx, t| is_ranked(ctx, t) && t.has_static_shape(ctx),
    buildable: None,
};

/// `AnyNonZeroRankedOrUnrankedTensor`.
pub(crate) const NON_ZERO_RANK_TENSOR: TypeConstraint = TypeConstraint {
    description: "non-0-ranked or unranked tensor",
    check: |ctx, t| match t.kind(ctx) {
        TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
        TypeKind::UnrankedTensor { .. } => true,
        _ => false,
    },
    buildable: None,
};

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// `TensorOf<[AnySignlessInteger, AnyUnsignedInteger, AnySignedInteger, AnyFloat]>`.
pub(crate) const BITCAST_TENSOR: TypeConstraint = TypeConstraint {
    description: "tensor of signless integer or unsigned integer or signed integer or floating-point values",
    check: |ctx, t| {
        is_tensor(ctx, t)
            && t.element_type(ctx)
                .is_some_and(|e| e.is_integer(ctx) || e.is_float(ctx))
    },
    buildable: None,
};

/// `RankedTensorOf<[AnySignlessIntegerOrIndex]>`.
pub(crate) const INDEX_LIKE_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    description: "ranked tensor of signless integer or index values",
    check: |ctx, t| {
        is_ranked(ctx, t)
            && t.element_type(ctx)
                .is_some_and(|e| e.is_index(ctx) || is_signless_int(ctx, e))
    },
    buildable: None,
};

/// `TensorRankOf<[AnySignlessInteger, Index], [1]>`.
pub(crate) const SHAPE_TENSOR: TypeConstraint = TypeConstraint {
    description: "1D tensor of signless integer or index values",
    check: |ctx, t| {
        t.shape(ctx).is_some_and(|s| s.len() == 1)
            && is_ranked(ctx, t)
            && t.element_type(ctx)
                .is_some_and(|e| e.is_index(ctx) || is_signless_int(ctx, e))
    },
    buildable: None,
};

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::Integer {
            signedness: strata_ir::types::Signedness::Signless,
            ..
        }
    )
}

/// The element type of a shaped type (`TypesMatchWith` transform).
pub(crate) fn element_of(ctx: &Context, t: Type) -> Option<Type> {
    t.element_type(ctx)
}

/// The type itself (`TypesMatchWith` transform `$_self`).
pub(crate) fn same(_: &Context, t: Type) -> Option<Type> {
    Some(t)
}

/// The shape of a ranked tensor type.
pub(crate) fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    match t.kind(ctx) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The number of dynamic dimensions of a ranked tensor type.
pub(crate) fn num_dynamic_dims(ctx: &Context, t: Type) -> usize {
    shape_of(ctx, t).map_or(0, |s| s.iter().filter(|d| **d == DYNAMIC).count())
}

/// A ranked tensor type with `t`'s element type and encoding and `shape`.
pub(crate) fn with_shape(ctx: &Context, t: Type, shape: &[i64]) -> Option<Type> {
    match t.kind(ctx) {
        TypeKind::RankedTensor {
            element, encoding, ..
        } => Some(Type::ranked_tensor(ctx, shape, *element, *encoding)),
        _ => None,
    }
}

/// Upstream's `verifyCompatibleShape` on two tensor types: unranked is
/// compatible with anything, ranks must agree, static sizes must agree.
pub(crate) fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(p, q)| *p == DYNAMIC || *q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

/// Whether `target` keeps all static information of `source` (both ranked
/// with the same element type and rank, no static size made dynamic):
/// upstream's `preservesStaticInformation`.
pub(crate) fn preserves_static_info(ctx: &Context, source: Type, target: Type) -> bool {
    match (shape_of(ctx, source), shape_of(ctx, target)) {
        (Some(s), Some(t)) => {
            source.element_type(ctx) == target.element_type(ctx)
                && s.len() == t.len()
                && s.iter().zip(t).all(|(a, b)| *a == DYNAMIC || *b != DYNAMIC)
        }
        _ => false,
    }
}
