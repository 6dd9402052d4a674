//! Atomic ops: `atomicrmw`, `cmpxchg`, `fence`, and the checks shared with
//! atomic `llvm.load`/`llvm.store`.

use strata_ir::types::Signedness;
use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId, Type, TypeKind};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints as lc;
use crate::enums::{
    ATOMIC_BIN_OP, ATOMIC_BIN_OP_ATTR, ATOMIC_ORDERING, ATOMIC_ORDERING_ATTR, ORDERING_ACQ_REL,
    ORDERING_MONOTONIC,
};
use crate::types;

/// The atomic ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("llvm.atomicrmw")
            .attr("bin_op", ATOMIC_BIN_OP_ATTR)
            .operand("ptr", lc::PTR)
            .operand("val", lc::ANY_LLVM)
            .attr("ordering", ATOMIC_ORDERING_ATTR)
            .optional_attr("syncscope", c::STR_ATTR)
            .optional_attr("alignment", c::I64_ATTR)
            .optional_attr("volatile_", c::UNIT_ATTR)
            .result("res", lc::ANY_LLVM)
            .types_match_with(
                "val",
                "res",
                |_, t| Some(t),
                "result #0 and operand #1 have the same type",
            )
            .format(
                "(`volatile` $volatile_^)? $bin_op $ptr `,` $val \
                 (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` \
                 qualified(type($ptr)) `,` type($val)",
            )
            .verifier(verify_atomicrmw),
        OpSpec::new("llvm.cmpxchg")
            .operand("ptr", lc::PTR)
            .operand("cmp", CMPXCHG_VALUE)
            .operand("val", CMPXCHG_VALUE)
            .attr("success_ordering", ATOMIC_ORDERING_ATTR)
            .attr("failure_ordering", ATOMIC_ORDERING_ATTR)
            .optional_attr("syncscope", c::STR_ATTR)
            .optional_attr("alignment", c::I64_ATTR)
            .optional_attr("weak", c::UNIT_ATTR)
            .optional_attr("volatile_", c::UNIT_ATTR)
            .result("res", lc::ANY_LLVM)
            .types_match_with(
                "val",
                "cmp",
                |_, t| Some(t),
                "operand #1 and operand #2 have the same type",
            )
            .types_match_with(
                "val",
                "res",
                |ctx, t| Some(value_and_flag(ctx, t)),
                "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
            )
            .format(
                "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val \
                 (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering \
                 attr-dict `:` qualified(type($ptr)) `,` type($val)",
            )
            .verifier(verify_cmpxchg),
        OpSpec::new("llvm.fence")
            .attr("ordering", ATOMIC_ORDERING_ATTR)
            .optional_attr("syncscope", c::STR_ATTR)
            .format("(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict")
            .verifier(verify_fence),
    ]
}

/// A signless integer or a pointer (the values `cmpxchg` compares).
const CMPXCHG_VALUE: c::TypeConstraint = c::TypeConstraint {
    description: "signless integer or LLVM pointer type",
    check: |ctx, t| {
        matches!(
            t.kind(ctx),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        ) || types::ptr_address_space(ctx, t).is_some()
    },
    buildable: None,
};

/// `!llvm.struct<(t, i1)>`, the result of `llvm.cmpxchg` on `t`.
pub fn value_and_flag(ctx: &Context, t: Type) -> Type {
    types::literal_struct(ctx, &[t, Type::int(ctx, 1)], false)
}

/// The size in bits of a scalar integer, float or pointer (pointers are
/// 64 bits wide), or `None` for other types.
fn scalar_bits(ctx: &Context, t: Type) -> Option<u64> {
    if types::ptr_address_space(ctx, t).is_some() {
        return Some(64);
    }
    match t.kind(ctx) {
        TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        } => Some(u64::from(*width)),
        TypeKind::Float(s) if types::is_compatible(ctx, t) => Some(u64::from(s.bit_width())),
        _ => None,
    }
}

/// Integers, floats and pointers of a power-of-two size of at least
/// 8 bits: the types atomic accesses support.
pub(crate) fn is_atomic_compatible(ctx: &Context, t: Type) -> bool {
    scalar_bits(ctx, t).is_some_and(|b| b >= 8 && b.is_power_of_two())
}

/// An attribute read as an `i64` (absent: `None`).
fn int_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<i64> {
    body.attr(ctx, op, name)
        .and_then(|a| a.int_value(ctx))
        .map(|v| v.sext_value())
}

fn ordering_name(v: i64) -> String {
    ATOMIC_ORDERING.stringify(v).unwrap_or_default()
}

/// The operand or result type at `i`, if any.
fn type_at(body: &Body, op: OpId, operand: usize) -> Option<Type> {
    body.operands(op).nth(operand).map(|v| body.value_type(v))
}

fn is_float_bin_op(kind: &str) -> bool {
    matches!(
        kind,
        "fadd" | "fsub" | "fmax" | "fmin" | "fmaximum" | "fminimum"
    )
}

fn verify_atomicrmw(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let Some(val) = type_at(body, op, 1) else {
        return Ok(());
    };
    let kind = int_attr(ctx, body, op, "bin_op")
        .and_then(|k| ATOMIC_BIN_OP.stringify(k))
        .unwrap_or_default();
    if is_float_bin_op(&kind) {
        let elem = match val.kind(ctx) {
            TypeKind::Vector { scalable, .. } if scalable.iter().any(|s| *s) => {
                return err("expected LLVM IR fixed vector type");
            }
            TypeKind::Vector { element, .. } => Some(*element),
            _ => None,
        };
        match elem {
            Some(e) if !(e.is_float(ctx) && types::is_compatible(ctx, e)) => {
                return err("expected LLVM IR floating point type for vector element");
            }
            None if !(val.is_float(ctx) && types::is_compatible(ctx, val)) => {
                return err("expected LLVM IR floating point type");
            }
            _ => {}
        }
    } else if kind == "xchg" {
        if !is_atomic_compatible(ctx, val) {
            return err("unexpected LLVM IR type for 'xchg' bin_op");
        }
    } else if !matches!(
        val.kind(ctx),
        TypeKind::Integer {
            width: 8 | 16 | 32 | 64,
            signedness: Signedness::Signless
        }
    ) {
        return err("expected LLVM IR integer type");
    }
    if int_attr(ctx, body, op, "ordering").unwrap_or(0) < ORDERING_MONOTONIC {
        return err(&format!(
            "expected at least '{}' ordering",
            ordering_name(ORDERING_MONOTONIC)
        ));
    }
    Ok(())
}

fn verify_cmpxchg(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let err = |m: &str| Err(op_error(ctx, body, op, m));
    let Some(val) = type_at(body, op, 2) else {
        return Ok(());
    };
    if !is_atomic_compatible(ctx, val) {
        return err("unexpected LLVM IR type");
    }
    let success = int_attr(ctx, body, op, "success_ordering").unwrap_or(0);
    let failure = int_attr(ctx, body, op, "failure_ordering").unwrap_or(0);
    if success < ORDERING_MONOTONIC || failure < ORDERING_MONOTONIC {
        return err("ordering must be at least 'monotonic'");
    }
    if failure == ORDERING_ACQ_REL || failure == ORDERING_ACQ_REL - 1 {
        return err("failure ordering cannot be 'release' or 'acq_rel'");
    }
    Ok(())
}

fn verify_fence(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let ordering = int_attr(ctx, body, op, "ordering").unwrap_or(0);
    if ordering <= ORDERING_MONOTONIC {
        return Err(op_error(
            ctx,
            body,
            op,
            "can be given only acquire, release, acq_rel, and seq_cst orderings",
        ));
    }
    Ok(())
}

/// The verifier of `llvm.load` (`store: false`) and `llvm.store`: an
/// atomic access needs a supported type, an ordering the access allows
/// and an alignment; a non-atomic one has no syncscope.
pub(crate) fn verify_access(ctx: &Context, body: &Body, op: OpId, store: bool) -> DiagResult {
    let err = |m: String| Err(op_error(ctx, body, op, m));
    let value = if store {
        type_at(body, op, 0)
    } else {
        body.results(op).next().map(|r| body.value_type(r))
    };
    let Some(value) = value else {
        return Ok(());
    };
    let ordering = int_attr(ctx, body, op, "ordering").unwrap_or(0);
    if ordering == 0 {
        if body.attr(ctx, op, "syncscope").is_some() {
            return err("expected syncscope to be null for non-atomic access".into());
        }
        return Ok(());
    }
    if !is_atomic_compatible(ctx, value) {
        return err(format!(
            "unsupported type '{}' for atomic access",
            strata_asm::type_to_string(ctx, value)
        ));
    }
    // Loads cannot release, stores cannot acquire; neither can be acq_rel.
    let forbidden = if store {
        ORDERING_ACQ_REL - 2
    } else {
        ORDERING_ACQ_REL - 1
    };
    if ordering == forbidden || ordering == ORDERING_ACQ_REL {
        return err(format!(
            "unsupported ordering '{}'",
            ordering_name(ordering)
        ));
    }
    if body.attr(ctx, op, "alignment").is_none() {
        return err("expected alignment for atomic access".into());
    }
    Ok(())
}
