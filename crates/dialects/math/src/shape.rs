//! Shape rules of the `math` ops that are not "all types equal": the
//! classification ops produce `i1`s of the operand's shape, and `fpowi`
//! needs operands and result of one shape.

use strata_ir::verifier::op_error;
use strata_ir::{Attribute, Body, Context, DiagResult, Ident, OpDef, OpId, Type, TypeKind};

/// `i1` with the shape of `ty` (upstream's `getI1SameShape`).
fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    same_shape(ctx, ty, Type::int(ctx, 1))
}

/// `elem` with the shape of `ty`; `elem` itself when `ty` is not shaped.
pub(crate) fn same_shape(ctx: &Context, ty: Type, i1: Type) -> Type {
    match ty.kind(ctx) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Type::vector(ctx, shape, scalable, i1),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => Type::ranked_tensor(ctx, shape, i1, *encoding),
        TypeKind::UnrankedTensor { .. } => Type::unranked_tensor(ctx, i1),
        _ => i1,
    }
}

/// Infers the result type of a classification op from its operand.
pub fn infer_i1_same_shape(
    ctx: &Context,
    operands: &[Type],
    _attrs: &[(Ident, Attribute)],
) -> Result<Vec<Type>, String> {
    match operands {
        [t] => Ok(vec![i1_same_shape(ctx, *t)]),
        _ => Err("expected one operand".into()),
    }
}

/// Checks that a classification op's result is `i1` of its operand's shape.
pub fn verify_i1_same_shape(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let operand = body.value_type(body.operand(op, 0));
    let result = body.value_type(body.result(op, 0));
    if result != i1_same_shape(ctx, operand) {
        return Err(op_error(
            ctx,
            body,
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

/// The shape of a type for shape compatibility: `None` for non-shaped
/// types, `Some(None)` for unranked ones.
fn shape_of(ctx: &Context, ty: Type) -> Option<Option<&[i64]>> {
    match ty.kind(ctx) {
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => ty.shape(ctx).map(Some),
    }
}

fn compatible(a: Option<&[i64]>, b: Option<&[i64]>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y || *x < 0 || *y < 0)
        }
        _ => true,
    }
}

/// Checks that all operands and results have compatible shapes
/// (`SameOperandsAndResultShape`).
pub fn verify_same_shape(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let types = body
        .operands(op)
        .chain(body.results(op))
        .map(|v| shape_of(ctx, body.value_type(v)));
    let mut first: Option<Option<Option<&[i64]>>> = None;
    for s in types {
        let ok = match (first, s) {
            (None, _) => {
                first = Some(s);
                true
            }
            (Some(None), None) => true,
            (Some(Some(a)), Some(b)) => compatible(a, b),
            _ => false,
        };
        if !ok {
            return Err(op_error(
                ctx,
                body,
                op,
                "requires the same shape for all operands and results",
            ));
        }
    }
    Ok(())
}
