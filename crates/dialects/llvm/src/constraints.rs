//! Type constraints of the LLVM dialect's operands and results.

use strata_ir::{Context, Type, TypeKind};
use strata_ods::constraints::TypeConstraint;

use crate::types;

fn scalar_or_vector(ctx: &Context, t: Type, f: fn(&Context, Type) -> bool) -> bool {
    match t.kind(ctx) {
        TypeKind::Vector { element, .. } => f(ctx, *element),
        _ => f(ctx, t),
    }
}

fn signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::Integer {
            signedness: strata_ir::types::Signedness::Signless,
            ..
        }
    )
}

fn float(ctx: &Context, t: Type) -> bool {
    types::is_compatible_float(ctx, t)
}

fn pointer(ctx: &Context, t: Type) -> bool {
    types::ptr_address_space(ctx, t).is_some()
}

/// Any LLVM-compatible type.
pub const ANY_LLVM: TypeConstraint = TypeConstraint {
    description: "LLVM dialect-compatible type",
    check: types::is_compatible,
    buildable: None,
};

/// A signless integer or a vector of them.
pub const INT_LIKE: TypeConstraint = TypeConstraint {
    description: "signless integer or LLVM dialect-compatible vector of signless integer",
    check: |ctx, t| scalar_or_vector(ctx, t, signless_int),
    buildable: None,
};

/// A floating-point type or a vector of them.
pub const FLOAT_LIKE: TypeConstraint = TypeConstraint {
    description: "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    check: |ctx, t| scalar_or_vector(ctx, t, float),
    buildable: None,
};

/// An integer, float, or vector of them.
pub const INT_OR_FLOAT_LIKE: TypeConstraint = TypeConstraint {
    description: "integer or floating point or LLVM dialect-compatible vector of integer or floating point",
    check: |ctx, t| scalar_or_vector(ctx, t, |c, t| signless_int(c, t) || float(c, t)),
    buildable: None,
};

/// `!llvm.ptr` (any address space) or a vector of them.
pub const PTR_LIKE: TypeConstraint = TypeConstraint {
    description: "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    check: |ctx, t| scalar_or_vector(ctx, t, pointer),
    buildable: None,
};

/// `!llvm.ptr` in any address space.
pub const PTR: TypeConstraint = TypeConstraint {
    description: "LLVM pointer type",
    check: pointer,
    buildable: None,
};

/// `i1` or a vector of `i1`.
pub const BOOL_LIKE: TypeConstraint = TypeConstraint {
    description: "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    check: |ctx, t| scalar_or_vector(ctx, t, |c, t| t.is_signless_int(c, 1)),
    buildable: None,
};

/// A 1-D vector of LLVM-compatible elements.
pub const VECTOR: TypeConstraint = TypeConstraint {
    description: "LLVM dialect-compatible vector type",
    check: |ctx, t| {
        matches!(t.kind(ctx), TypeKind::Vector { shape, element, .. }
            if shape.len() == 1 && types::is_compatible(ctx, *element))
    },
    buildable: None,
};

/// An LLVM aggregate (struct or array).
pub const AGGREGATE: TypeConstraint = TypeConstraint {
    description: "LLVM aggregate type",
    check: |ctx, t| types::struct_info(ctx, t).is_some() || types::array_parts(ctx, t).is_some(),
    buildable: None,
};

/// An LLVM-compatible first-class type (not void or function).
pub const FIRST_CLASS: TypeConstraint = TypeConstraint {
    description: "LLVM dialect-compatible type",
    check: |ctx, t| types::is_compatible(ctx, t) && types::is_valid_element(ctx, t),
    buildable: None,
};

/// A `true`/`false` attribute.
pub const BOOL_ATTR: strata_ods::constraints::AttrConstraint =
    strata_ods::constraints::AttrConstraint {
        description: "bool attribute",
        check: |ctx, a| matches!(a.kind(ctx), strata_ir::AttrKind::Integer { ty, .. } if ty.is_signless_int(ctx, 1)),
        syntax: strata_ods::constraints::AttrSyntax::Full,
    };
