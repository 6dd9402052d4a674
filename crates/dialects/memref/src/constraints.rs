//! Type and attribute constraints of the memref ops, with upstream's
//! descriptions (they appear in verifier messages).

use strata_ir::{AttrKind, Attribute, Context, Type, TypeKind};
use strata_ods::constraints::{AttrConstraint, AttrSyntax, TypeConstraint};
use strata_ods::{EnumSpec, EnumStorage};

fn is_ranked(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::MemRef { .. })
}

fn is_unranked(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::UnrankedMemRef { .. })
}

fn int_or_float(ctx: &Context, t: Type) -> bool {
    t.is_float(ctx) || t.int_width(ctx).is_some_and(|w| t.is_signless_int(ctx, w))
}

/// A ranked memref (`AnyMemRef`).
pub const MEMREF: TypeConstraint = TypeConstraint {
    description: "memref of any type values",
    check: is_ranked,
    buildable: None,
};

/// A ranked or unranked memref.
pub const ANY_MEMREF: TypeConstraint = TypeConstraint {
    description: "ranked or unranked memref of any type values",
    check: |ctx, t| is_ranked(ctx, t) || is_unranked(ctx, t),
    buildable: None,
};

/// An unranked memref or a memref of rank at least one.
pub const NON_0_RANKED_OR_UNRANKED: TypeConstraint = TypeConstraint {
    description: "unranked.memref of any type values or non-0-ranked.memref of any type values",
    check: |ctx, t| {
        is_unranked(ctx, t) || t.shape(ctx).is_some_and(|s| !s.is_empty()) && is_ranked(ctx, t)
    },
    buildable: None,
};

/// A ranked memref with a strided layout.
pub const STRIDED_MEMREF: TypeConstraint = TypeConstraint {
    description: "strided memref of any type values",
    check: |ctx, t| strata_ir::memref_layout::is_strided(ctx, t),
    buildable: None,
};

/// A statically shaped ranked memref.
pub const STATIC_MEMREF: TypeConstraint = TypeConstraint {
    description: "statically shaped memref of any type values",
    check: |ctx, t| is_ranked(ctx, t) && t.has_static_shape(ctx),
    buildable: None,
};

/// A 1-d memref of `i8` (the buffer of `memref.view`).
pub const I8_BUFFER: TypeConstraint = TypeConstraint {
    description: "1D memref of 8-bit signless integer values",
    check: |ctx, t| {
        is_ranked(ctx, t)
            && t.shape(ctx).is_some_and(|s| s.len() == 1)
            && t.element_type(ctx)
                .is_some_and(|e| e.is_signless_int(ctx, 8))
    },
    buildable: None,
};

/// A signless integer or a float.
pub const INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    description: "signless integer or floating-point",
    check: int_or_float,
    buildable: None,
};

/// A ranked memref of signless integers or floats.
pub const INT_OR_FLOAT_MEMREF: TypeConstraint = TypeConstraint {
    description: "memref of signless integer or floating-point values",
    check: |ctx, t| is_ranked(ctx, t) && t.element_type(ctx).is_some_and(|e| int_or_float(ctx, e)),
    buildable: None,
};

fn int_attr(ctx: &Context, a: Attribute, width: u32) -> Option<i64> {
    match a.kind(ctx) {
        AttrKind::Integer { ty, .. } if ty.is_signless_int(ctx, width) => {
            a.int_value(ctx).and_then(|v| v.to_i64())
        }
        _ => None,
    }
}

fn positive_power_of_two(v: Option<i64>) -> bool {
    v.is_some_and(|v| v > 0 && (v & (v - 1)) == 0)
}

/// The `alignment` of allocations and globals: a positive power of two.
pub const ALIGNMENT: AttrConstraint = AttrConstraint {
    description: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    check: |ctx, a| positive_power_of_two(int_attr(ctx, a, 64)),
    syntax: AttrSyntax::WithoutType(|ctx| Type::int(ctx, 64)),
};

/// The `alignment` of `memref.assume_alignment`: a positive `i32`.
pub const POSITIVE_I32: AttrConstraint = AttrConstraint {
    description: "32-bit signless integer attribute whose value is positive",
    check: |ctx, a| int_attr(ctx, a, 32).is_some_and(|v| v > 0),
    syntax: AttrSyntax::WithoutType(|ctx| Type::int(ctx, 32)),
};

/// The locality hint of `memref.prefetch`: 0 to 3.
pub const LOCALITY: AttrConstraint = AttrConstraint {
    description: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |ctx, a| int_attr(ctx, a, 32).is_some_and(|v| (0..=3).contains(&v)),
    syntax: AttrSyntax::WithoutType(|ctx| Type::int(ctx, 32)),
};

/// A bool attribute.
pub const BOOL_ATTR: AttrConstraint = AttrConstraint {
    description: "bool attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::Integer { ty, .. } if ty.is_signless_int(ctx, 1)),
    syntax: AttrSyntax::Full,
};

/// An affine map attribute.
pub const AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint {
    description: "AffineMap attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::AffineMap(_)),
    syntax: AttrSyntax::Full,
};

/// A type attribute holding a ranked memref type.
pub const MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint {
    description: "memref type attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::Type(t) if is_ranked(ctx, *t)),
    syntax: AttrSyntax::Type,
};

/// `AtomicRMWKind`, stored as an `i64`.
pub static ATOMIC_RMW_KIND: EnumSpec = EnumSpec {
    name: "::mlir::arith::AtomicRMWKind",
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("andi", 2),
        ("assign", 3),
        ("maximumf", 4),
        ("maxnumf", 5),
        ("maxs", 6),
        ("maxu", 7),
        ("minimumf", 8),
        ("minnumf", 9),
        ("mins", 10),
        ("minu", 11),
        ("mulf", 12),
        ("muli", 13),
        ("ori", 14),
        ("xori", 15),
    ],
    storage: EnumStorage::Integer(64),
    bit_enum: false,
    separator: "",
};

/// The `kind` attribute of `memref.atomic_rmw`.
pub const ATOMIC_RMW_KIND_ATTR: AttrConstraint = AttrConstraint {
    description: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    check: |ctx, a| ATOMIC_RMW_KIND.value(ctx, a).is_some(),
    syntax: AttrSyntax::Enum(&ATOMIC_RMW_KIND),
};
