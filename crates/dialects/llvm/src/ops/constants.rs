//! Constants and the ops naming values without computing them:
//! `mlir.constant`, `mlir.undef`, `mlir.poison`, `mlir.zero`, `mlir.addressof`.

use smallvec::smallvec;
use strata_ir::dialect::OpDef;
use strata_ir::interfaces::{FoldOutcome, OpFoldResult};
use strata_ir::symbol_table::SymbolTable;
use strata_ir::verifier::op_error;
use strata_ir::{AttrKind, Body, Context, DiagResult, OpId, OpTraits, Type, TypeKind};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints as lc;
use crate::types;

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

fn valueless(name: &'static str) -> OpSpec {
    OpSpec::new(name)
        .result("res", lc::ANY_LLVM)
        .traits(PURE)
        .format("attr-dict `:` type($res)")
}

/// `llvm.mlir.addressof` names a global, alias, function or ifunc; a
/// global's address space is the pointer's.
fn verify_addressof_uses(
    ctx: &Context,
    body: &Body,
    op: OpId,
    table: &SymbolTable<'_>,
) -> DiagResult {
    let Some(reference) = body.attr(ctx, op, "global_name") else {
        return Ok(());
    };
    let target = table.resolve(ctx, reference).filter(|(b, t)| {
        matches!(
            b.op_name(*t).as_str(ctx),
            "llvm.mlir.global" | "llvm.mlir.alias" | "llvm.func" | "llvm.mlir.ifunc"
        )
    });
    let Some((tbody, global)) = target else {
        return Err(op_error(
            ctx,
            body,
            op,
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or \
             'llvm.func' or 'llvm.mlir.ifunc'",
        ));
    };
    let space = match tbody.op_name(global).as_str(ctx) {
        "llvm.mlir.global" => tbody
            .attr(ctx, global, "addr_space")
            .and_then(|a| a.int_value(ctx))
            .map_or(0, |v| v.sext_value()),
        "llvm.mlir.alias" => i64::from(super::alias::alias_address_space(ctx, tbody, global)),
        _ => return Ok(()),
    };
    let pointer_space = body
        .results(op)
        .next()
        .and_then(|r| types::ptr_address_space(ctx, body.value_type(r)));
    if pointer_space.is_some_and(|p| i64::from(p) != space) {
        return Err(op_error(
            ctx,
            body,
            op,
            "pointer address space must match address space of the referenced global or alias",
        ));
    }
    Ok(())
}

/// The constant-like ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("llvm.mlir.constant")
            .attr("value", c::ANY_ATTR)
            .result("res", lc::ANY_LLVM)
            .traits(PURE | OpTraits::CONSTANT_LIKE)
            .folder(|ctx, body, op, _| match body.attr(ctx, op, "value") {
                Some(v) => FoldOutcome::Results(smallvec![OpFoldResult::Attr(v)]),
                None => FoldOutcome::None,
            })
            .verifier(verify_constant)
            .format("`(` $value `)` attr-dict `:` type($res)"),
        valueless("llvm.mlir.undef"),
        valueless("llvm.mlir.poison"),
        valueless("llvm.mlir.zero"),
        OpSpec::new("llvm.mlir.addressof")
            .attr("global_name", c::FLAT_SYMBOL_REF_ATTR)
            .result("res", lc::PTR)
            .traits(PURE)
            .symbol_uses(verify_addressof_uses)
            .format("$global_name attr-dict `:` type($res)"),
    ]
}

/// The innermost element type of nested vectors and LLVM arrays.
fn innermost_element(ctx: &Context, ty: Type) -> Type {
    match ty.kind(ctx) {
        TypeKind::Vector { element, .. } => innermost_element(ctx, *element),
        _ => match types::array_parts(ctx, ty) {
            Some((element, _)) => innermost_element(ctx, element),
            None => ty,
        },
    }
}

/// `llvm.mlir.constant`: a float value (scalar, or the elements of a dense
/// value) is held by a float of the same semantics or an integer of the
/// same width, which is how floats LLVM has no type for are lowered.
fn verify_constant(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let (Some(value), Some(result)) = (body.attr(ctx, op, "value"), body.results(op).next()) else {
        return Ok(());
    };
    let result = body.value_type(result);
    let (float, holder) = match value.kind(ctx) {
        AttrKind::Float { ty, .. } => (*ty, result),
        AttrKind::DenseElements { ty, .. } => match ty.element_type(ctx) {
            Some(e) if e.is_float(ctx) => (e, innermost_element(ctx, result)),
            _ => return Ok(()),
        },
        _ => return Ok(()),
    };
    let Some(width) = float.int_or_float_bit_width(ctx) else {
        return Ok(());
    };
    if holder.is_float(ctx) && holder != float {
        return Err(op_error(
            ctx,
            body,
            op,
            "attribute and type have different float semantics",
        ));
    }
    if holder.is_integer(ctx) && holder.int_width(ctx) != Some(width) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!("expected integer type of width {width}"),
        ));
    }
    Ok(())
}
