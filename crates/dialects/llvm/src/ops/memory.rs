//! Memory ops: `alloca`, `load`, `store`, `getelementptr`.

use strata_ir::OpTraits;
use strata_ir::interfaces::{
    DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    MemoryEffectOpInterface, PromotableAllocationOpInterface, PromotableMemOpInterface,
    SafeMemorySlotAccessOpInterface,
};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints as lc;
use crate::directives::{GEP_FLAGS, GEP_INDICES};
use crate::enums::{ATOMIC_ORDERING_ATTR, zero_i32, zero_i64};
use crate::ops::atomic::verify_access;
use crate::ops::destructure::{AllocaAggregate, FieldAccess, GepAccess};
use crate::ops::folds::{Access, StackAllocation};
use crate::ops::mem_slot::{AllocaSlot, SlotAccess};

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
            .interface::<dyn DestructurableAccessorOpInterface>(|| Box::new(GepAccess))
            .interface::<dyn SafeMemorySlotAccessOpInterface>(|| Box::new(GepAccess)),
    ]
}
