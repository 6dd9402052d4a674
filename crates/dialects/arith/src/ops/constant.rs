//! `arith.constant`: its declaration, verifier, result names, folder and
//! the dialect's constant materialization.

use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ods::{OpClass, OpSpec, constraints as c};

use strata_dialect_ub::PoisonOp;
use strata_ir::types::Signedness;
use strata_ir::verifier::op_error;
use strata_ir::{
    AttrKind, Attribute, Body, Context, DiagResult, Ident, Location, NamedAttr, OpDef, OpId,
    OpTraits, OperationName, OperationState, Type, TypeKind, Value,
};

/// The `arith.constant` declaration.
pub(crate) fn spec() -> OpSpec {
    OpSpec::new("arith.constant")
        .summary("integer or floating point constant")
        .attr("value", crate::constraints::TYPED_ATTR)
        .result("result", c::ANY_TYPE)
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::CONSTANT_LIKE)
        .infer_types(|ctx, _, attrs| {
            attrs
                .iter()
                .find(|(n, _)| n.as_str(ctx) == "value")
                .and_then(|(_, a)| a.typed_value_type(ctx))
                .map(|t| vec![t])
                .ok_or_else(|| "expected a typed attribute".to_string())
        })
        .format("attr-dict $value")
        .verifier(verify)
        .folder(|ctx, body, op, _| match body.attr(ctx, op, "value") {
            Some(a) => FoldOutcome::Results(smallvec::smallvec![OpFoldResult::Attr(a)]),
            None => FoldOutcome::None,
        })
        .result_names(result_names)
}

fn is_elements(ctx: &Context, a: Attribute) -> bool {
    matches!(
        a.kind(ctx),
        AttrKind::DenseElements { .. }
            | AttrKind::DenseStrings { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    )
}

fn verify(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let ty = body.value_type(body.result(op, 0));
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    if let Some(value) = body.attr(ctx, op, "value")
        && value.typed_value_type(ctx) != Some(ty)
    {
        return err("failed to verify that all of {value, result} have same type");
    }
    if matches!(ty.kind(ctx), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless)
    {
        return err("integer return type must be signless");
    }
    let Some(value) = body.attr(ctx, op, "value") else {
        return Ok(());
    };
    if !matches!(
        value.kind(ctx),
        AttrKind::Integer { .. } | AttrKind::Float { .. }
    ) && !is_elements(ctx, value)
    {
        return err("value must be an integer, float, or elements attribute");
    }
    let scalable =
        matches!(ty.kind(ctx), TypeKind::Vector { scalable, .. } if scalable.iter().any(|s| *s));
    let splat = matches!(
        value.kind(ctx),
        AttrKind::DenseElements { splat: true, .. } | AttrKind::DenseStrings { splat: true, .. }
    );
    if scalable && !splat {
        return err(
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        );
    }
    Ok(())
}

/// `%c42_i32`, `%c7` (index), `%true`/`%false`, `%cst` otherwise.
fn result_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let result = body.result(op, 0);
    let ty = body.value_type(result);
    let Some(AttrKind::Integer { value, .. }) = body.attr(ctx, op, "value").map(|a| a.kind(ctx))
    else {
        set(result, "cst");
        return;
    };
    match ty.kind(ctx) {
        TypeKind::Integer { width: 1, .. } => {
            set(result, if value.is_zero() { "false" } else { "true" })
        }
        TypeKind::Integer { width, signedness } => {
            // The type's text, written here rather than by a printer made
            // for every constant.
            let sign = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            let name = format!("c{}_{sign}{width}", value.to_string_signed());
            set(result, &name);
        }
        _ => set(result, &format!("c{}", value.to_string_signed())),
    }
}

/// `ConstantOp::isBuildableWith`: a typed integer, float or elements
/// attribute of exactly `ty`, with signless integer elements.
fn buildable(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if value.typed_value_type(ctx) != Some(ty) {
        return false;
    }
    let elem = ty.element_type(ctx).unwrap_or(ty);
    if matches!(elem.kind(ctx), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Signless)
    {
        return false;
    }
    matches!(
        value.kind(ctx),
        AttrKind::Integer { .. } | AttrKind::Float { .. }
    ) || is_elements(ctx, value)
}

/// Creates a detached op for `value`: `arith.constant`, or `ub.poison`
/// (when the `ub` dialect is registered) for `#ub.poison`. The constant
/// materializer of `arith`, and of dialects (like `math`) whose folded
/// values are arith constants.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if crate::fold::values::is_poison(ctx, value) {
        PoisonOp::name(ctx).def(ctx)?;
        let mut state = PoisonOp::state(ctx, loc);
        state.result_types.push(ty);
        return Some(PoisonOp::create(ctx, body, state).op());
    }
    buildable(ctx, value, ty).then(|| build_constant(ctx, body, value, ty, loc))
}

/// Creates a detached `arith.constant` of `value` (whose type is `ty`).
pub fn build_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> OpId {
    let mut state = OperationState::new(OperationName::new(ctx, "arith.constant"), loc);
    state.result_types.push(ty);
    let mut entries = [NamedAttr {
        name: Ident::new(ctx, "value"),
        value,
    }];
    state.props = Some(Attribute::dictionary(ctx, &mut entries));
    body.create_op(ctx, state)
}
