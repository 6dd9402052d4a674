//! Type constraints specific to `arith`, with upstream's descriptions.

use strata_ir::types::Signedness;
use strata_ir::{AttrKind, Context, Type, TypeKind};
use strata_ods::constraints::{AttrConstraint, AttrSyntax, TypeConstraint};

/// The element type of a vector or tensor, or `t` itself.
pub(crate) fn element_or_self(ctx: &Context, t: Type) -> Type {
    match t.kind(ctx) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => *element,
        _ => t,
    }
}

fn is_vector_or_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// True for a scalar accepted by `pred`, or a vector/tensor of such scalars.
fn scalar_or_container(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    if is_vector_or_tensor(ctx, t) {
        return pred(ctx, element_or_self(ctx, t));
    }
    pred(ctx, t)
}

fn is_memref_of(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    match t.kind(ctx) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => {
            pred(ctx, *element)
        }
        _ => false,
    }
}

/// `SignlessFixedWidthIntegerLike`: signless integers (not index) and
/// vectors/tensors of them; the operands and results of integer casts.
pub const SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: TypeConstraint = TypeConstraint {
    description: "signless-fixed-width-integer-like",
    check: |ctx, t| scalar_or_container(ctx, t, is_signless_int),
    buildable: None,
};

/// The operand and result types of `index_cast` / `index_castui`.
pub const INDEX_CAST_TYPE: TypeConstraint = TypeConstraint {
    description: "signless-integer-like or memref of signless-integer",
    check: |ctx, t| {
        let int_or_index = |ctx: &Context, t: Type| is_signless_int(ctx, t) || t.is_index(ctx);
        scalar_or_container(ctx, t, int_or_index) || is_memref_of(ctx, t, int_or_index)
    },
    buildable: None,
};

/// The operand and result types of `bitcast`.
pub const BITCAST_TYPE: TypeConstraint = TypeConstraint {
    description: "signless-integer-or-float-like or memref of signless-integer or float",
    check: |ctx, t| {
        let int_or_float = |ctx: &Context, t: Type| is_signless_int(ctx, t) || t.is_float(ctx);
        scalar_or_container(ctx, t, int_or_float) || is_memref_of(ctx, t, int_or_float)
    },
    buildable: None,
};

/// `TypedAttrInterface`: attributes that carry a type, including strings
/// (whose type may be absent), as `arith.constant`'s `value` requires.
pub const TYPED_ATTR: AttrConstraint = AttrConstraint {
    description: "TypedAttr instance",
    check: |ctx, a| {
        a.typed_value_type(ctx).is_some() || matches!(a.kind(ctx), AttrKind::String { .. })
    },
    syntax: AttrSyntax::Full,
};
