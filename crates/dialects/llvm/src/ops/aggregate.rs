//! Aggregate and vector ops: `insertvalue`, `extractvalue`,
//! `insertelement`, `extractelement`, `shufflevector`.

use strata_asm::ParseResult;
use strata_asm::Parser;
use strata_ir::dialect::OpDef;
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, Diagnostic, OpId, OpTraits, Type, TypeKind, Value};
use strata_ods::format::{CustomDirective, CustomSlot, CustomValue};
use strata_ods::{OpSpec, constraints as c, dense_i32_values, dense_i64_values};

use crate::constraints as lc;
use crate::types;

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

/// The type at `position` inside the aggregate `ty`.
pub fn aggregate_element(ctx: &Context, ty: Type, position: &[i64]) -> Option<Type> {
    element_at(ctx, ty, position).ok()
}

/// The type at `position` inside `ty`, or upstream's message saying why
/// there is none (a position out of bounds, or a level that is not an
/// aggregate).
fn element_at(ctx: &Context, ty: Type, position: &[i64]) -> Result<Type, String> {
    let mut t = ty;
    for &i in position {
        let out_of_bounds = || format!("position out of bounds: {i}");
        let index = usize::try_from(i).map_err(|_| out_of_bounds());
        t = if let Some(body) = types::struct_body(ctx, t) {
            *index.and_then(|k| body.get(k).ok_or_else(out_of_bounds))?
        } else if let Some((e, n)) = types::array_parts(ctx, t) {
            if index? as u64 >= n {
                return Err(out_of_bounds());
            }
            e
        } else {
            return Err(format!(
                "expected LLVM IR structure/array type, got: '{}'",
                strata_asm::type_to_string(ctx, t)
            ));
        };
    }
    Ok(t)
}

/// The element type `op`'s `position` selects in `container`, or an error
/// at `op`.
fn selected_element(
    ctx: &Context,
    body: &Body,
    op: OpId,
    container: Value,
) -> Result<Type, Diagnostic> {
    let position = body
        .attr(ctx, op, "position")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    element_at(ctx, body.value_type(container), &position).map_err(|m| op_error(ctx, body, op, m))
}

/// `llvm.insertvalue`: the inserted value has the selected element's type.
fn verify_insertvalue(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let container = body.operand(op, 0);
    let element = selected_element(ctx, body, op, container)?;
    let value = body.value_type(body.operand(op, 1));
    if value != element {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "Type mismatch: cannot insert '{}' into '{}'",
                strata_asm::type_to_string(ctx, value),
                strata_asm::type_to_string(ctx, body.value_type(container))
            ),
        ));
    }
    Ok(())
}

/// `llvm.extractvalue`: the result has the selected element's type.
fn verify_extractvalue(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let container = body.operand(op, 0);
    let element = selected_element(ctx, body, op, container)?;
    let Some(result) = body.results(op).next() else {
        return Ok(());
    };
    let result = body.value_type(result);
    if result != element {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
                strata_asm::type_to_string(ctx, body.value_type(container)),
                strata_asm::type_to_string(ctx, element),
                strata_asm::type_to_string(ctx, result)
            ),
        ));
    }
    Ok(())
}

fn ref_types(slot: Option<&CustomSlot<'_>>) -> Option<Type> {
    match slot {
        Some(CustomSlot::Ref(CustomValue::Types(t))) => t.first().copied(),
        _ => None,
    }
}

fn ref_attr(slot: Option<&CustomSlot<'_>>) -> Option<strata_ir::Attribute> {
    match slot {
        Some(CustomSlot::Ref(CustomValue::Attr(a))) => *a,
        _ => None,
    }
}

fn set_type(slots: &mut [CustomSlot<'_>], t: Type) {
    if let Some(CustomSlot::Types(out)) = slots.get_mut(0) {
        *out = vec![t];
    }
}

/// `custom<InsertExtractValueElementType>(type($v), ref(type($container)), ref($position))`.
const VALUE_ELEMENT_TYPE: CustomDirective = CustomDirective {
    name: "InsertExtractValueElementType",
    parse: parse_value_element,
    print: |_, _| {},
};

fn parse_value_element<'a>(p: &mut Parser<'a>, slots: &mut [CustomSlot<'a>]) -> ParseResult<()> {
    let ctx = p.ctx;
    let container = ref_types(slots.get(1));
    let position = ref_attr(slots.get(2)).and_then(|a| dense_i64_values(ctx, a));
    let (Some(container), Some(position)) = (container, position) else {
        return Err(p.error("expected container type and position"));
    };
    let t = element_at(ctx, container, &position).map_err(|m| p.custom_op_error(m))?;
    set_type(slots, t);
    Ok(())
}

/// `custom<VectorElementType>(type($v), ref(type($vector)))`.
const VECTOR_ELEMENT_TYPE: CustomDirective = CustomDirective {
    name: "VectorElementType",
    parse: |p, slots| {
        let Some(t) = ref_types(slots.get(1)).and_then(|t| t.element_type(p.ctx)) else {
            return Err(p.error("expected LLVM dialect-compatible vector type"));
        };
        set_type(slots, t);
        Ok(())
    },
    print: |_, _| {},
};

/// `custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))`.
const SHUFFLE_TYPE: CustomDirective = CustomDirective {
    name: "ShuffleType",
    parse: |p, slots| {
        let ctx = p.ctx;
        let v1 = match slots.first() {
            Some(CustomSlot::Ref(CustomValue::Types(t))) => t.first().copied(),
            _ => None,
        };
        let mask = ref_attr(slots.get(2)).and_then(|a| dense_i32_values(ctx, a));
        let (Some(v1), Some(mask)) = (v1, mask) else {
            return Err(p.error("expected vector type and mask"));
        };
        let t = shuffle_result(ctx, v1, mask.len());
        if let Some(CustomSlot::Types(out)) = slots.get_mut(1) {
            *out = vec![t];
        }
        Ok(())
    },
    print: |_, _| {},
};

/// The result type of a shuffle of `v1` with a mask of `n` elements.
pub fn shuffle_result(ctx: &Context, v1: Type, n: usize) -> Type {
    match v1.kind(ctx) {
        TypeKind::Vector {
            element, scalable, ..
        } => Type::vector(
            ctx,
            &[n as i64],
            &[scalable.first().copied().unwrap_or(false)],
            *element,
        ),
        _ => v1,
    }
}

/// The aggregate and vector ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("llvm.insertvalue")
            .operand("container", lc::AGGREGATE)
            .operand("value", lc::ANY_LLVM)
            .attr("position", c::DENSE_I64_ARRAY_ATTR)
            .result("res", lc::AGGREGATE)
            .traits(PURE)
            .all_types_match(&["container", "res"])
            .verifier(verify_insertvalue)
            .directive(VALUE_ELEMENT_TYPE)
            .format(
                "$value `,` $container `` $position attr-dict `:` type($container) \
                 custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))",
            ),
        OpSpec::new("llvm.extractvalue")
            .operand("container", lc::AGGREGATE)
            .attr("position", c::DENSE_I64_ARRAY_ATTR)
            .result("res", lc::ANY_LLVM)
            .traits(PURE)
            .verifier(verify_extractvalue)
            .folder(crate::ops::folds::fold_extractvalue)
            .directive(VALUE_ELEMENT_TYPE)
            .format(
                "$container `` $position attr-dict `:` type($container) \
                 custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))",
            ),
        OpSpec::new("llvm.extractelement")
            .operand("vector", lc::VECTOR)
            .operand("position", c::SIGNLESS_INTEGER)
            .result("res", lc::ANY_LLVM)
            .traits(PURE)
            .types_match_with(
                "vector",
                "res",
                vector_element,
                "result type matches vector element type",
            )
            .infer_types(|ctx, ops, _| {
                ops.first()
                    .and_then(|t| t.element_type(ctx))
                    .map(|t| vec![t])
                    .ok_or_else(|| "expected a vector".to_string())
            })
            .format("$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"),
        OpSpec::new("llvm.insertelement")
            .operand("vector", lc::VECTOR)
            .operand("value", lc::ANY_LLVM)
            .operand("position", c::SIGNLESS_INTEGER)
            .result("res", lc::VECTOR)
            .traits(PURE)
            .all_types_match(&["vector", "res"])
            .types_match_with(
                "vector",
                "value",
                vector_element,
                "argument type matches vector element type",
            )
            .directive(VECTOR_ELEMENT_TYPE)
            .format(
                "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` \
                 type($vector) `` custom<VectorElementType>(type($value), ref(type($vector)))",
            ),
        OpSpec::new("llvm.shufflevector")
            .operand("v1", lc::VECTOR)
            .operand("v2", lc::VECTOR)
            .attr("mask", c::DENSE_I32_ARRAY_ATTR)
            .result("res", lc::VECTOR)
            .traits(PURE)
            .all_types_match(&["v1", "v2"])
            .directive(SHUFFLE_TYPE)
            .format(
                "$v1 `,` $v2 $mask attr-dict `:` type($v1) \
                 custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))",
            ),
    ]
}

/// The element type of a vector (`LLVM::getVectorElementType`).
fn vector_element(ctx: &strata_ir::Context, t: strata_ir::Type) -> Option<strata_ir::Type> {
    t.element_type(ctx)
}
