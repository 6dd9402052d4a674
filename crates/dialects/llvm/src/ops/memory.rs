//! Memory ops: `alloca`, `load`, `store`, `getelementptr`.

use strata_ir::interfaces::{
    DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    MemoryEffectOpInterface, PromotableAllocationOpInterface, PromotableMemOpInterface,
    SafeMemorySlotAccessOpInterface,
};
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpId, OpTraits, TypeKind};
use strata_ods::{OpSpec, constraints as c, dense_i32_values};

use crate::constraints as lc;
use crate::directives::{GEP_DYNAMIC_INDEX, GEP_FLAGS, GEP_INDICES};
use crate::enums::{ATOMIC_ORDERING_ATTR, zero_i32, zero_i64};
use crate::ops::atomic::verify_access;
use crate::ops::destructure::{AllocaAggregate, FieldAccess, GepAccess};
use crate::ops::folds::{Access, StackAllocation};
use crate::ops::mem_slot::{AllocaSlot, SlotAccess};
use crate::types;

/// The memory ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("llvm.alloca")
            .operand("arraySize", lc::INT_LIKE)
            .optional_attr("alignment", c::I64_ATTR)
            .attr("elem_type", c::TYPE_ATTR)
            .optional_attr("inalloca", c::UNIT_ATTR)
            .result("res", lc::PTR)
            .format(
                "(`inalloca` $inalloca^)? $arraySize `x` $elem_type attr-dict `:` \
                 functional-type($arraySize, $res)",
            )
            .interface::<dyn PromotableAllocationOpInterface>(|| Box::new(AllocaSlot))
            .interface::<dyn DestructurableAllocationOpInterface>(|| Box::new(AllocaAggregate))
            .interface::<dyn MemoryEffectOpInterface>(|| Box::new(StackAllocation)),
        OpSpec::new("llvm.load")
            .operand("addr", lc::PTR)
            .optional_attr("alignment", c::I64_ATTR)
            .optional_attr("volatile_", c::UNIT_ATTR)
            .optional_attr("nontemporal", c::UNIT_ATTR)
            .optional_attr("invariant", c::UNIT_ATTR)
            .optional_attr("invariantGroup", c::UNIT_ATTR)
            .default_attr("ordering", ATOMIC_ORDERING_ATTR, zero_i64)
            .optional_attr("syncscope", c::STR_ATTR)
            .result("res", lc::FIRST_CLASS)
            .format(
                "(`volatile` $volatile_^)? $addr \
                 (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? \
                 (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? \
                 attr-dict `:` qualified(type($addr)) `->` type($res)",
            )
            .verifier(|_, ctx, body, op| verify_access(ctx, body, op, false))
            .interface::<dyn MemoryEffectOpInterface>(|| Box::new(Access { store: false }))
            .interface::<dyn PromotableMemOpInterface>(|| Box::new(SlotAccess { store: false }))
            .interface::<dyn DestructurableAccessorOpInterface>(|| {
                Box::new(FieldAccess { store: false })
            })
            .interface::<dyn SafeMemorySlotAccessOpInterface>(|| {
                Box::new(FieldAccess { store: false })
            }),
        OpSpec::new("llvm.store")
            .operand("value", lc::FIRST_CLASS)
            .operand("addr", lc::PTR)
            .optional_attr("alignment", c::I64_ATTR)
            .optional_attr("volatile_", c::UNIT_ATTR)
            .optional_attr("nontemporal", c::UNIT_ATTR)
            .optional_attr("invariantGroup", c::UNIT_ATTR)
            .default_attr("ordering", ATOMIC_ORDERING_ATTR, zero_i64)
            .optional_attr("syncscope", c::STR_ATTR)
            .format(
                "(`volatile` $volatile_^)? $value `,` $addr \
                 (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? \
                 (`invariant_group` $invariantGroup^)? \
                 attr-dict `:` type($value) `,` qualified(type($addr))",
            )
            .verifier(|_, ctx, body, op| verify_access(ctx, body, op, true))
            .interface::<dyn MemoryEffectOpInterface>(|| Box::new(Access { store: true }))
            .interface::<dyn PromotableMemOpInterface>(|| Box::new(SlotAccess { store: true }))
            .interface::<dyn DestructurableAccessorOpInterface>(|| {
                Box::new(FieldAccess { store: true })
            })
            .interface::<dyn SafeMemorySlotAccessOpInterface>(|| {
                Box::new(FieldAccess { store: true })
            }),
        OpSpec::new("llvm.getelementptr")
            .operand("base", lc::PTR_LIKE)
            .variadic_operand("dynamicIndices", lc::INT_LIKE)
            .attr("rawConstantIndices", c::DENSE_I32_ARRAY_ATTR)
            .attr("elem_type", c::TYPE_ATTR)
            .default_attr("noWrapFlags", c::I32_ATTR, zero_i32)
            .result("res", lc::PTR_LIKE)
            .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT)
            .directive(GEP_FLAGS)
            .directive(GEP_INDICES)
            .format(
                "`` custom<GEPFlags>($noWrapFlags) $base `[` \
                 custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict \
                 `:` functional-type(operands, results) `,` $elem_type",
            )
            .verifier(|_, ctx, body, op| verify_gep(ctx, body, op))
            .interface::<dyn DestructurableAccessorOpInterface>(|| Box::new(GepAccess))
            .interface::<dyn SafeMemorySlotAccessOpInterface>(|| Box::new(GepAccess)),
    ]
}

/// The `noWrapFlags` bit upstream reserves for `inbounds`, which only the
/// combined `inbounds` value (with `nusw`) may set.
const GEP_INBOUNDS_BIT: i64 = 1;

/// `llvm.getelementptr`: one dynamic operand per dynamic-index marker, no
/// bare `inbounds` bit, and every index into a struct constant and within
/// its body (indices after the first walk into the element type).
fn verify_gep(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let raw = body
        .attr(ctx, op, "rawConstantIndices")
        .and_then(|a| dense_i32_values(ctx, a))
        .unwrap_or_default();
    let dynamic = raw.iter().filter(|&&i| i == GEP_DYNAMIC_INDEX).count();
    if dynamic != body.operands(op).len().saturating_sub(1) {
        return err("expected as many dynamic indices as specified in 'rawConstantIndices'".into());
    }
    let flags = body
        .attr(ctx, op, "noWrapFlags")
        .and_then(|a| a.int_value(ctx))
        .map_or(0, |v| v.sext_value());
    if flags == GEP_INBOUNDS_BIT {
        return err("'inbounds_flag' cannot be used directly.".into());
    }
    let Some(mut ty) = body
        .attr(ctx, op, "elem_type")
        .and_then(|a| a.type_value(ctx))
    else {
        return Ok(());
    };
    for (pos, &index) in raw.iter().enumerate().skip(1) {
        if let Some(info) = types::struct_info(ctx, ty) {
            if index == GEP_DYNAMIC_INDEX {
                return err(format!(
                    "expected index {pos} indexing a struct to be constant"
                ));
            }
            match usize::try_from(index).ok().and_then(|i| info.body.get(i)) {
                Some(&field) => ty = field,
                None => return err(format!("index {pos} indexing a struct is out of bounds")),
            }
        } else if let Some(element) = types::array_parts(ctx, ty)
            .map(|(element, _)| element)
            .or_else(|| match ty.kind(ctx) {
                TypeKind::Vector { element, .. } => Some(*element),
                _ => None,
            })
        {
            ty = element;
        } else {
            return err(format!(
                "type '{}' cannot be indexed (index #{pos})",
                strata_asm::type_to_string(ctx, ty)
            ));
        }
    }
    Ok(())
}
