//! Constants created for folded `math` ops: `ub.poison` for poison and
//! `arith.constant` otherwise, built by name so `math` does not depend on
//! the `arith` implementation.

use strata_ir::{
    AttrKind, Attribute, Body, Context, Ident, Location, NamedAttr, OpId, OperationName,
    OperationState, Type, TypeKind,
};
use strata_support::Signedness;

/// True if `arith.constant` can hold `value` as a constant of type `ty`
/// (upstream's `arith::ConstantOp::isBuildableWith`).
fn arith_buildable(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if value.typed_value_type(ctx) != Some(ty) {
        return false;
    }
    if let TypeKind::Integer { signedness, .. } = ty.kind(ctx)
        && *signedness != Signedness::Signless
    {
        return false;
    }
    matches!(
        value.kind(ctx),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    )
}

/// Creates a detached constant op producing `value` of type `ty`.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if strata_dialect_ub::is_poison(ctx, value) {
        return strata_dialect_ub::materialize_poison(ctx, body, value, ty, loc);
    }
    if !arith_buildable(ctx, value, ty) {
        return None;
    }
    let mut state = OperationState::new(OperationName::new(ctx, "arith.constant"), loc);
    state.result_types.push(ty);
    let mut props = [NamedAttr {
        name: Ident::new(ctx, "value"),
        value,
    }];
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    Some(body.create_op(ctx, state))
}
