//! Type and attribute constraints used by declarative op definitions.
//!
//! A constraint is a predicate with the description upstream prints in its
//! verifier messages ("operand #0 must be signless-integer-like, but got
//! 'f32'").

use std::fmt;

use strata_ir::attributes::{AttrKind, Attribute};
use strata_ir::context::Context;
use strata_ir::types::{Signedness, Type, TypeKind};

use super::enums::EnumSpec;

/// A predicate on types.
#[derive(Clone, Copy)]
pub struct TypeConstraint {
    /// What the constraint accepts, as printed in diagnostics.
    pub description: &'static str,
    /// The predicate.
    pub check: fn(&Context, Type) -> bool,
    /// For constraints satisfied by exactly one type (`i1`, `index`), how to
    /// build it, so custom syntax need not spell it.
    pub buildable: Option<fn(&Context) -> Type>,
}

impl fmt::Debug for TypeConstraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TypeConstraint({})", self.description)
    }
}

/// How an attribute is written in custom syntax and what it must satisfy.
#[derive(Clone, Copy)]
pub struct AttrConstraint {
    /// What the constraint accepts, as printed in diagnostics.
    pub description: &'static str,
    /// The predicate.
    pub check: fn(&Context, Attribute) -> bool,
    /// How the attribute is written in custom syntax.
    pub syntax: AttrSyntax,
}

/// How an attribute is written in an assembly format.
#[derive(Clone, Copy)]
pub enum AttrSyntax {
    /// As a full attribute (with its type, if any).
    Full,
    /// As a literal without type: the type is implied (e.g. `i64` for `I64Attr`).
    WithoutType(fn(&Context) -> Type),
    /// As the keyword of an enum case.
    Enum(&'static EnumSpec),
    /// As a type (`TypeAttr`).
    Type,
    /// As a symbol name `@name` (stored as a string).
    SymbolName,
    /// As a symbol reference `@a::@b`.
    SymbolRef,
    /// As presence of a keyword (`UnitAttr`).
    Unit,
    /// A string literal.
    String,
    /// A dense integer array written as `[1, 2]` (stored as `array<iN: ...>`).
    DenseArray(u32),
}

impl AttrConstraint {
    /// Whether `attr` has the attribute kind the property stores, which is
    /// all generic-form property conversion checks (the rest of the
    /// constraint is left to the verifier): an integer or float for a
    /// typed literal, a type attribute, an array for an array of elements,
    /// and the full predicate where it is only a kind check.
    pub fn storage_accepts(&self, ctx: &Context, attr: Attribute) -> bool {
        match self.syntax {
            AttrSyntax::WithoutType(ty) => match attr.kind(ctx) {
                AttrKind::Integer { .. } => ty(ctx).is_int_or_index(ctx),
                AttrKind::Float { .. } => !ty(ctx).is_int_or_index(ctx),
                _ => false,
            },
            AttrSyntax::Type => matches!(attr.kind(ctx), AttrKind::Type(_)),
            AttrSyntax::SymbolName | AttrSyntax::String => {
                matches!(attr.kind(ctx), AttrKind::String { .. })
            }
            AttrSyntax::Full if self.description.starts_with("Array of") => {
                matches!(attr.kind(ctx), AttrKind::Array(_))
            }
            AttrSyntax::Enum(e) => e.value(ctx, attr).is_some(),
            AttrSyntax::Full
            | AttrSyntax::SymbolRef
            | AttrSyntax::Unit
            | AttrSyntax::DenseArray(_) => (self.check)(ctx, attr),
        }
    }
}

impl fmt::Debug for AttrConstraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AttrConstraint({})", self.description)
    }
}

fn element_or_self(ctx: &Context, t: Type) -> Type {
    match t.kind(ctx) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => *element,
        _ => t,
    }
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

fn is_vector_or_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        t.kind(ctx),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// Any type.
pub const ANY_TYPE: TypeConstraint = TypeConstraint {
    description: "any type",
    check: |_, _| true,
    buildable: None,
};

/// `i1`.
pub const I1: TypeConstraint = TypeConstraint {
    description: "1-bit signless integer",
    check: |ctx, t| t.is_signless_int(ctx, 1),
    buildable: Some(|ctx| Type::int(ctx, 1)),
};

/// `index`.
pub const INDEX: TypeConstraint = TypeConstraint {
    description: "index",
    check: |ctx, t| t.is_index(ctx),
    buildable: Some(Type::index),
};

/// Any signless integer.
pub const SIGNLESS_INTEGER: TypeConstraint = TypeConstraint {
    description: "signless integer",
    check: is_signless_int,
    buildable: None,
};

/// A signless integer or index.
pub const SIGNLESS_INTEGER_OR_INDEX: TypeConstraint = TypeConstraint {
    description: "signless integer or index",
    check: |ctx, t| is_signless_int(ctx, t) || t.is_index(ctx),
    buildable: None,
};

/// A signless integer, or a vector/tensor of them.
pub const SIGNLESS_INTEGER_LIKE: TypeConstraint = TypeConstraint {
    description: "signless-integer-like",
    check: |ctx, t| {
        let e = element_or_self(ctx, t);
        is_signless_int(ctx, e) || e.is_index(ctx)
    },
    buildable: None,
};

/// A signless integer or index, or a vector/tensor of them.
pub const SIGNLESS_INTEGER_OR_INDEX_LIKE: TypeConstraint = TypeConstraint {
    description: "signless-integer-or-index-like",
    check: |ctx, t| {
        let e = element_or_self(ctx, t);
        is_signless_int(ctx, e) || e.is_index(ctx)
    },
    buildable: None,
};

/// A float, or a vector/tensor of floats.
pub const FLOAT_LIKE: TypeConstraint = TypeConstraint {
    description: "floating-point-like",
    check: |ctx, t| element_or_self(ctx, t).is_float(ctx),
    buildable: None,
};

/// Any float type.
pub const FLOAT: TypeConstraint = TypeConstraint {
    description: "floating-point",
    check: |ctx, t| t.is_float(ctx),
    buildable: None,
};

/// `i1`, or a vector/tensor of `i1`.
pub const BOOL_LIKE: TypeConstraint = TypeConstraint {
    description: "bool-like",
    check: |ctx, t| element_or_self(ctx, t).is_signless_int(ctx, 1),
    buildable: None,
};

/// A signless integer, index or float, or a vector/tensor of them.
pub const SIGNLESS_INT_OR_FLOAT_LIKE: TypeConstraint = TypeConstraint {
    description: "signless-integer-or-float-like",
    check: |ctx, t| {
        let e = element_or_self(ctx, t);
        is_signless_int(ctx, e) || e.is_index(ctx) || e.is_float(ctx)
    },
    buildable: None,
};

/// A vector or tensor of any element type.
pub const VECTOR_OR_TENSOR: TypeConstraint = TypeConstraint {
    description: "vector or tensor",
    check: is_vector_or_tensor,
    buildable: None,
};

/// A function type.
pub const FUNCTION_TYPE: TypeConstraint = TypeConstraint {
    description: "function type",
    check: |ctx, t| t.function_parts(ctx).is_some(),
    buildable: None,
};

/// A ranked memref type (`AnyMemRef`).
pub const MEMREF: TypeConstraint = TypeConstraint {
    description: "memref of any type values",
    check: |ctx, t| matches!(t.kind(ctx), TypeKind::MemRef { .. }),
    buildable: None,
};

/// A ranked or unranked memref type (`AnyRankedOrUnrankedMemRef`).
pub const ANY_MEMREF: TypeConstraint = TypeConstraint {
    description: "ranked or unranked memref of any type values",
    check: |ctx, t| {
        matches!(
            t.kind(ctx),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    },
    buildable: None,
};

/// A ranked or unranked tensor.
pub const TENSOR: TypeConstraint = TypeConstraint {
    description: "tensor of any type values",
    check: |ctx, t| {
        matches!(
            t.kind(ctx),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    },
    buildable: None,
};

/// Any attribute.
pub const ANY_ATTR: AttrConstraint = AttrConstraint {
    description: "any attribute",
    check: |_, _| true,
    syntax: AttrSyntax::Full,
};

/// Any typed attribute (integer, float, elements, ...).
pub const TYPED_ATTR: AttrConstraint = AttrConstraint {
    description: "TypedAttr instance",
    check: |ctx, a| a.typed_value_type(ctx).is_some(),
    syntax: AttrSyntax::Full,
};

fn int_attr_of_width(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(a.kind(ctx), AttrKind::Integer { ty, .. } if ty.is_signless_int(ctx, width))
}

/// A 64-bit signless integer attribute.
pub const I64_ATTR: AttrConstraint = AttrConstraint {
    description: "64-bit signless integer attribute",
    check: |ctx, a| int_attr_of_width(ctx, a, 64),
    syntax: AttrSyntax::WithoutType(|ctx| Type::int(ctx, 64)),
};

/// A 32-bit signless integer attribute.
pub const I32_ATTR: AttrConstraint = AttrConstraint {
    description: "32-bit signless integer attribute",
    check: |ctx, a| int_attr_of_width(ctx, a, 32),
    syntax: AttrSyntax::WithoutType(|ctx| Type::int(ctx, 32)),
};

/// An index attribute.
pub const INDEX_ATTR: AttrConstraint = AttrConstraint {
    description: "index attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::Integer { ty, .. } if ty.is_index(ctx)),
    syntax: AttrSyntax::WithoutType(Type::index),
};

/// A string attribute.
pub const STR_ATTR: AttrConstraint = AttrConstraint {
    description: "string attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::String { .. }),
    syntax: AttrSyntax::String,
};

/// A symbol name (a string attribute written `@name`).
pub const SYMBOL_NAME_ATTR: AttrConstraint = AttrConstraint {
    description: "string attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::String { .. }),
    syntax: AttrSyntax::SymbolName,
};

/// A flat symbol reference `@name`.
pub const FLAT_SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    description: "flat symbol reference attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
    syntax: AttrSyntax::SymbolRef,
};

/// A possibly nested symbol reference.
pub const SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    description: "symbol reference attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::SymbolRef { .. }),
    syntax: AttrSyntax::SymbolRef,
};

/// A type attribute.
pub const TYPE_ATTR: AttrConstraint = AttrConstraint {
    description: "any type attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::Type(_)),
    syntax: AttrSyntax::Type,
};

/// A type attribute holding a function type.
pub const FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    description: "type attribute of function type",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::Type(t) if t.function_parts(ctx).is_some()),
    syntax: AttrSyntax::Type,
};

/// A unit attribute (a flag).
pub const UNIT_ATTR: AttrConstraint = AttrConstraint {
    description: "unit attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::Unit),
    syntax: AttrSyntax::Unit,
};

/// An array attribute.
pub const ARRAY_ATTR: AttrConstraint = AttrConstraint {
    description: "array attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::Array(_)),
    syntax: AttrSyntax::Full,
};

/// An array of dictionary attributes.
pub const DICT_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    description: "Array of dictionary attributes",
    check: |ctx, a| {
        a.array_elements(ctx).is_some_and(|e| {
            e.iter()
                .all(|x| matches!(x.kind(ctx), AttrKind::Dictionary(_)))
        })
    },
    syntax: AttrSyntax::Full,
};

fn dense_array_of(ctx: &Context, a: Attribute, width: u32) -> bool {
    matches!(a.kind(ctx), AttrKind::DenseArray { element, .. } if element.is_signless_int(ctx, width))
}

/// `array<i64: ...>`.
pub const DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    description: "i64 dense array attribute",
    check: |ctx, a| dense_array_of(ctx, a, 64),
    syntax: AttrSyntax::DenseArray(64),
};

/// `array<i32: ...>`.
pub const DENSE_I32_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    description: "i32 dense array attribute",
    check: |ctx, a| dense_array_of(ctx, a, 32),
    syntax: AttrSyntax::DenseArray(32),
};

/// A dense integer elements attribute.
pub const INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    description: "integer elements attribute",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::DenseElements { ty, .. } if ty.element_type(ctx).is_some_and(|e| e.is_int_or_index(ctx))),
    syntax: AttrSyntax::Full,
};
