//! Small helpers shared by the op definitions.

use strata_asm::type_to_string;
use strata_ir::verifier::op_error;
use strata_ir::{Attribute, Body, Context, Diagnostic, OpId, Type, TypeKind};

/// The parts of a ranked memref type: shape, element, layout, memory space.
pub(crate) type MemRefParts<'a> = (&'a [i64], Type, Option<Attribute>, Option<Attribute>);

/// The parts of a ranked memref type.
pub(crate) fn ranked(ctx: &Context, ty: Type) -> Option<MemRefParts<'_>> {
    match ty.kind(ctx) {
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some((shape, *element, *layout, *memory_space)),
        _ => None,
    }
}

/// The memory space of a ranked or unranked memref.
pub(crate) fn memory_space(ctx: &Context, ty: Type) -> Option<Attribute> {
    match ty.kind(ctx) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// The rank of a ranked memref.
pub(crate) fn rank(ctx: &Context, ty: Type) -> Option<usize> {
    ranked(ctx, ty).map(|(s, ..)| s.len())
}

/// `'name' op message` located at `op`.
pub(crate) fn err(ctx: &Context, body: &Body, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    op_error(ctx, body, op, msg)
}

/// The type as mlir-opt prints it.
pub(crate) fn ty_str(ctx: &Context, ty: Type) -> String {
    type_to_string(ctx, ty)
}

/// The type of operand `i` of `op`.
pub(crate) fn operand_type(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.operand(op, i))
}

/// The type of result `i` of `op`.
pub(crate) fn result_type(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.result(op, i))
}

/// The value of an integer attribute of `op`.
pub(crate) fn int_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<i64> {
    body.attr(ctx, op, name)?.int_value(ctx)?.to_i64()
}
