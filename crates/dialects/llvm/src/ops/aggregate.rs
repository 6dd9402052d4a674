//! Aggregate and vector ops: `insertvalue`, `extractvalue`,
//! `insertelement`, `extractelement`, `shufflevector`.

use strata_asm::ParseResult;
use strata_asm::Parser;
use strata_ir::{Context, OpTraits, Type, TypeKind};
use strata_ods::format::{CustomDirective, CustomSlot, CustomValue};
use strata_ods::{OpSpec, constraints as c, dense_i32_values, dense_i64_values};

use crate::constraints as lc;
use crate::types;

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

/// The type at `position` inside the aggregate `ty`.
pub fn aggregate_element(ctx: &Context, ty: Type, position: &[i64]) -> Option<Type> {
    let mut t = ty;
    for &i in position {
        let i = usize::try_from(i).ok()?;
        t = if let Some(body) = types::struct_body(ctx, t) {
            *body.get(i)?
        } else if let Some((e, n)) = types::array_parts(ctx, t) {
            if i as u64 >= n {
                return None;
            }
            e
        } else {
            return None;
        };
    }
    Some(t)
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
    let Some(t) = aggregate_element(ctx, container, &position) else {
        return Err(p.error(format!(
            "expected LLVM IR structure/array type, got: {}",
            strata_asm::type_to_string(ctx, container)
        )));
    };
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
            .directive(VALUE_ELEMENT_TYPE)
            .format(
                "$container `` $position attr-dict `:` type($container) \
                 custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))",
            ),
        OpSpec::new("llvm.extractelement")
            .operand("vector", lc::VECTOR)
            .operand("position", lc::INT_LIKE)
            .result("res", lc::ANY_LLVM)
            .traits(PURE)
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
            .operand("position", lc::INT_LIKE)
            .result("res", lc::VECTOR)
            .traits(PURE)
            .all_types_match(&["vector", "res"])
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
