//! Folders of the LLVM dialect's ops, the memory effects of its memory
//! ops, and the dialect's constant materialization (`llvm.mlir.constant`).

use smallvec::smallvec;
use strata_ir::interfaces::{
    EffectInstance, EffectKind, FoldOutcome, MemoryEffectOpInterface, MemoryEffects, OpFoldResult,
    Resource,
};
use strata_ir::{AttrKind, Attribute, Body, Context, Location, OpId, Type, TypeKind};
use strata_ods::dense_i64_values;
use strata_support::apint::APInt;

/// The `monotonic` atomic ordering: accesses at least this strong order
/// other memory operations.
const ORDERING_MONOTONIC: i64 = 2;

/// A cast (`llvm.bitcast`, `llvm.addrspacecast`) folds to its operand when
/// the types match, and a cast of a cast of the same kind back to the
/// original type folds to the original value.
pub(crate) fn fold_cast(
    _: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let arg = body.operand(op, 0);
    let Some(res) = body.results(op).next() else {
        return FoldOutcome::None;
    };
    let res_ty = body.value_type(res);
    if body.value_type(arg) == res_ty {
        return FoldOutcome::Results(smallvec![OpFoldResult::Value(arg)]);
    }
    if let Some(def) = body.defining_op(arg)
        && body.op_name(def) == body.op_name(op)
    {
        let inner = body.operand(def, 0);
        if body.value_type(inner) == res_ty {
            return FoldOutcome::Results(smallvec![OpFoldResult::Value(inner)]);
        }
    }
    FoldOutcome::None
}

/// `llvm.extractvalue` looks through the `llvm.insertvalue`s writing other
/// positions, and folds to the inserted value when one writes its position.
pub(crate) fn fold_extractvalue(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let Some(position) = body
        .attr(ctx, op, "position")
        .and_then(|a| dense_i64_values(ctx, a))
    else {
        return FoldOutcome::None;
    };
    let original = body.operand(op, 0);
    let mut container = original;
    while let Some(def) = body.defining_op(container) {
        if body.op_name(def).as_str(ctx) != "llvm.insertvalue" {
            break;
        }
        let Some(inserted) = body
            .attr(ctx, def, "position")
            .and_then(|a| dense_i64_values(ctx, a))
        else {
            break;
        };
        if inserted == position {
            return FoldOutcome::Results(smallvec![OpFoldResult::Value(body.operand(def, 1))]);
        }
        // One position inside the other: the insert overlaps the extract.
        let common = inserted.len().min(position.len());
        if inserted[..common] == position[..common] {
            break;
        }
        container = body.operand(def, 0);
    }
    if container == original {
        return FoldOutcome::None;
    }
    body.set_operand(op, 0, container);
    FoldOutcome::InPlace
}

/// `llvm.icmp "eq"` / `"ne"` of a value with itself is `true` / `false`.
pub(crate) fn fold_icmp(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    if body.operand(op, 0) != body.operand(op, 1) {
        return FoldOutcome::None;
    }
    let Some(predicate) = body
        .attr(ctx, op, "predicate")
        .and_then(|a| a.int_value(ctx))
        .map(|v| v.sext_value())
    else {
        return FoldOutcome::None;
    };
    // Only the equality predicates fold (upstream's folder).
    let holds = match predicate {
        0 => true,
        1 => false,
        _ => return FoldOutcome::None,
    };
    let Some(res) = body.results(op).next() else {
        return FoldOutcome::None;
    };
    if matches!(body.value_type(res).kind(ctx), TypeKind::Vector { .. }) {
        return FoldOutcome::None;
    }
    FoldOutcome::Results(smallvec![OpFoldResult::Attr(Attribute::bool(ctx, holds))])
}

/// The effects of `llvm.load` (`store: false`) and `llvm.store`: an access
/// of the address operand; a volatile access, or an atomic one at least
/// `monotonic`, may also read and write any memory (upstream's rule).
pub(crate) struct Access {
    /// Whether the op writes (`llvm.store`) rather than reads.
    pub store: bool,
}

impl MemoryEffectOpInterface for Access {
    fn effects(&self, ctx: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        let addr_index = usize::from(self.store);
        if addr_index >= body.num_operands(op) {
            return;
        }
        let kind = if self.store {
            EffectKind::Write
        } else {
            EffectKind::Read
        };
        out.push(EffectInstance::on(kind, body.operand(op, addr_index)));
        let ordering = body
            .attr(ctx, op, "ordering")
            .and_then(|a| a.int_value(ctx))
            .map_or(0, |v| v.sext_value());
        if body.attr(ctx, op, "volatile_").is_some() || ordering >= ORDERING_MONOTONIC {
            out.push(EffectInstance::new(EffectKind::Read));
            out.push(EffectInstance::new(EffectKind::Write));
        }
    }
}

/// `llvm.alloca` allocates its result on the stack of the enclosing
/// automatic allocation scope.
pub(crate) struct StackAllocation;

impl MemoryEffectOpInterface for StackAllocation {
    fn effects(&self, _: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        out.push(EffectInstance {
            kind: EffectKind::Allocate,
            resource: Resource::AUTOMATIC_ALLOCATION_SCOPE,
            value: body.results(op).next(),
        });
    }
}

/// Materializes a folded constant of the LLVM dialect as
/// `llvm.mlir.constant` (integer, float and dense values).
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let supported = matches!(
        value.kind(ctx),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
    );
    if !supported || value.typed_value_type(ctx) != Some(ty) {
        return None;
    }
    let state = strata_ir::interfaces::make_state(
        ctx,
        loc,
        "llvm.mlir.constant",
        &[],
        &[ty],
        &[("value", value)],
    );
    Some(body.create_op(ctx, state))
}

/// The scalar integer constant `attrs[i]` holds, if any.
fn int_operand<'a>(ctx: &'a Context, attrs: &[Option<Attribute>], i: usize) -> Option<&'a APInt> {
    attrs.get(i).copied().flatten()?.int_value(ctx)
}

/// The type of the single result of `op`.
fn result_type(body: &Body, op: OpId) -> Option<Type> {
    body.results(op).next().map(|r| body.value_type(r))
}

/// `llvm.zext` of a scalar integer constant is the zero-extended constant.
pub(crate) fn fold_zext(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    attrs: &[Option<Attribute>],
) -> FoldOutcome {
    let (Some(v), Some(ty)) = (int_operand(ctx, attrs, 0), result_type(body, op)) else {
        return FoldOutcome::None;
    };
    let Some(width) = ty.int_width(ctx) else {
        return FoldOutcome::None;
    };
    let folded = Attribute::integer(ctx, ty, &v.zext(width));
    FoldOutcome::Results(smallvec![OpFoldResult::Attr(folded)])
}

/// Folds a binary op on two scalar integer constants to what `apply`
/// computes from them, if anything.
fn fold_int_binary(
    ctx: &Context,
    body: &Body,
    op: OpId,
    attrs: &[Option<Attribute>],
    apply: impl FnOnce(&APInt, &APInt) -> Option<APInt>,
) -> FoldOutcome {
    let (Some(lhs), Some(rhs), Some(ty)) = (
        int_operand(ctx, attrs, 0),
        int_operand(ctx, attrs, 1),
        result_type(body, op),
    ) else {
        return FoldOutcome::None;
    };
    match apply(lhs, rhs) {
        Some(v) => FoldOutcome::Results(smallvec![OpFoldResult::Attr(Attribute::integer(
            ctx, ty, &v
        ))]),
        None => FoldOutcome::None,
    }
}

/// `llvm.shl` of scalar integer constants folds when the shift amount is
/// less than the bit width (a larger shift is poison).
pub(crate) fn fold_shl(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    attrs: &[Option<Attribute>],
) -> FoldOutcome {
    fold_int_binary(ctx, body, op, attrs, |lhs, rhs| {
        let amount = rhs.zext_value();
        if rhs.active_bits() > 64 || amount >= u64::from(lhs.width()) {
            return None;
        }
        Some(lhs.shl(u32::try_from(amount).ok()?))
    })
}

/// `llvm.or` of scalar integer constants is their bitwise or.
pub(crate) fn fold_or(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    attrs: &[Option<Attribute>],
) -> FoldOutcome {
    fold_int_binary(ctx, body, op, attrs, |lhs, rhs| Some(lhs.or(rhs)))
}
