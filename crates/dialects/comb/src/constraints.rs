//! The type and attribute constraints of `comb`, with the descriptions
//! its verifier messages print.

use strata_ir::{AttrKind, Context, Type};
use strata_ods::constraints::{AttrConstraint, AttrSyntax, TypeConstraint};

/// `i8`, the operands and result of `comb.lut`.
pub const I8: TypeConstraint = TypeConstraint {
    description: "8-bit signless integer",
    check: |ctx, t| t.is_signless_int(ctx, 8),
    buildable: Some(|ctx| Type::int(ctx, 8)),
};

/// Any integer attribute, whatever its type (the truth table).
pub const INTEGER_ATTR: AttrConstraint = AttrConstraint {
    description: "An Attribute containing a integer value",
    check: |ctx, a| matches!(a.kind(ctx), AttrKind::Integer { ty, .. } if ty.is_integer(ctx)),
    syntax: AttrSyntax::Full,
};

fn is_i8_array(ctx: &Context, a: strata_ir::Attribute) -> bool {
    matches!(a.kind(ctx), AttrKind::DenseArray { element, .. } if element.is_signless_int(ctx, 8))
}

/// `array<i8: ...>` (`DenseI8ArrayAttr`), the tables of `comb.lut`.
pub const DENSE_I8_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    description: "i8 dense array attribute",
    check: is_i8_array,
    syntax: AttrSyntax::DenseArray(8),
};
