//! `memref.realloc` and `memref.reshape`: a 1-d buffer grown or shrunk
//! into a new one, and a view of an identity-layout buffer with the shape
//! read from a 1-d memref.

use strata_ir::verifier::op_plain_error;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, OpTraits, Type, TypeKind};
use strata_ods::constraints::TypeConstraint;
use strata_ods::{OpSpec, constraints as c};

use crate::constraints::{ALIGNMENT, ANY_MEMREF};
use crate::util::{err, operand_type, result_type, ty_str};
use crate::views::layout_is_identity;
use crate::{ReallocOp, ReshapeOp};

fn rank_one(ctx: &Context, t: Type) -> Option<Type> {
    match t.kind(ctx) {
        TypeKind::MemRef { shape, element, .. } if shape.len() == 1 => Some(*element),
        _ => None,
    }
}

/// A 1-d memref of any element type.
const MEMREF_1D: TypeConstraint = TypeConstraint {
    description: "1D memref of any type values",
    check: |ctx, t| rank_one(ctx, t).is_some(),
    buildable: None,
};

/// A 1-d memref of signless integers or indices (a shape).
const SHAPE_1D: TypeConstraint = TypeConstraint {
    description: "1D memref of signless integer or index values",
    check: |ctx, t| {
        rank_one(ctx, t).is_some_and(|e| {
            matches!(e.kind(ctx), TypeKind::Index)
                || e.int_width(ctx).is_some_and(|w| e.is_signless_int(ctx, w))
        })
    },
    buildable: None,
};

/// `memref.realloc`.
pub(crate) fn realloc() -> OpSpec {
    OpSpec::new(ReallocOp::NAME)
        .summary("memory reallocation operation")
        .operand("source", MEMREF_1D)
        .optional_operand("dynamicResultSize", c::INDEX)
        .optional_attr("alignment", ALIGNMENT)
        .result("result", MEMREF_1D)
        .format(
            "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
        )
        .verifier(verify_realloc)
}

fn verify_realloc(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op, 0));
    let plain = |msg: String| Err(op_plain_error(ctx, body, op, msg));
    let (
        TypeKind::MemRef {
            element: se,
            memory_space: ss,
            ..
        },
        TypeKind::MemRef {
            shape,
            element: re,
            memory_space: rs,
            ..
        },
    ) = (src.kind(ctx), res.kind(ctx))
    else {
        return Ok(());
    };
    if !layout_is_identity(ctx, src) {
        return plain(format!(
            "unsupported layout for source memref type '{}'",
            ty_str(ctx, src)
        ));
    }
    if !layout_is_identity(ctx, res) {
        return plain(format!(
            "unsupported layout for result memref type '{}'",
            ty_str(ctx, res)
        ));
    }
    let pair = format!(
        "source memref type '{}' and result memref type '{}'",
        ty_str(ctx, src),
        ty_str(ctx, res)
    );
    if ss != rs {
        return plain(format!("different memory spaces specified for {pair}"));
    }
    if se != re {
        return plain(format!("different element types specified for {pair}"));
    }
    let dynamic = shape.contains(&strata_ir::types::DYNAMIC);
    let has_size = body.num_operands(op) > 1;
    if dynamic && !has_size {
        return plain(format!(
            "missing dimension operand for result type '{}'",
            ty_str(ctx, res)
        ));
    }
    if !dynamic && has_size {
        return plain(format!(
            "unnecessary dimension operand for result type '{}'",
            ty_str(ctx, res)
        ));
    }
    Ok(())
}

/// `memref.reshape`.
pub(crate) fn reshape() -> OpSpec {
    OpSpec::new(ReshapeOp::NAME)
        .summary("memref reshape operation")
        .operand("source", ANY_MEMREF)
        .operand("shape", SHAPE_1D)
        .result("result", ANY_MEMREF)
        .traits(OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT))
        .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
        .verifier(verify_reshape)
        .result_names(|_, body, op, set| set(body.result(op, 0), "reshape"))
}

fn element_of(ctx: &Context, t: Type) -> Option<Type> {
    match t.kind(ctx) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => {
            Some(*element)
        }
        _ => None,
    }
}

fn verify_reshape(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (src, res) = (operand_type(body, op, 0), result_type(body, op, 0));
    let fail = |msg: &str| Err(err(ctx, body, op, msg));
    if element_of(ctx, src) != element_of(ctx, res) {
        return fail("element types of source and destination memref types should be the same");
    }
    if matches!(src.kind(ctx), TypeKind::MemRef { .. }) && !layout_is_identity(ctx, src) {
        return fail("source memref type should have identity affine map");
    }
    let shape_len = operand_type(body, op, 1)
        .shape(ctx)
        .and_then(|s| s.first().copied());
    if let TypeKind::MemRef { shape, .. } = res.kind(ctx) {
        if !layout_is_identity(ctx, res) {
            return fail("result memref type should have identity affine map");
        }
        match shape_len {
            Some(strata_ir::types::DYNAMIC) => {
                return fail(
                    "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
                );
            }
            Some(n) if usize::try_from(n).ok() != Some(shape.len()) => {
                return fail("length of shape operand differs from the result's memref rank");
            }
            _ => {}
        }
    }
    Ok(())
}
