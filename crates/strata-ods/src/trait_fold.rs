//! The folds upstream derives from op traits, tried when the op's own
//! folder (if any) folds nothing or only in place: `Commutative` moves
//! constant operands to the end, keeping their order; `Idempotent` folds
//! `op(x, x)` to `x` and `op(op(x))` to `op(x)`; `Involution` folds
//! `op(op(x))` to `x`.

use smallvec::{SmallVec, smallvec};
use strata_ir::attributes::Attribute;
use strata_ir::context::Context;
use strata_ir::dialect::{FoldHook, OpTraits};
use strata_ir::interfaces::{FoldOpInterface, FoldOutcome, OpFoldResult};
use strata_ir::ir::{Body, OpId, Value};

/// The traits that fold.
pub(crate) const FOLDING_TRAITS: [OpTraits; 3] = [
    OpTraits::COMMUTATIVE,
    OpTraits::IDEMPOTENT,
    OpTraits::INVOLUTION,
];

/// An op's folder: its own hook, then the folds of its traits.
pub(crate) struct TraitFold {
    /// The op's own folder.
    pub hook: Option<FoldHook>,
    /// The op's traits.
    pub traits: OpTraits,
}

impl FoldOpInterface for TraitFold {
    fn fold(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> FoldOutcome {
        let outcome = match self.hook {
            Some(hook) => hook(ctx, body, op, operands),
            None => FoldOutcome::None,
        };
        if !matches!(outcome, FoldOutcome::None | FoldOutcome::InPlace) {
            return outcome;
        }
        if self.traits.contains(OpTraits::COMMUTATIVE) && move_constants_last(body, op, operands) {
            return FoldOutcome::InPlace;
        }
        let folded = if self.traits.contains(OpTraits::IDEMPOTENT) {
            idempotent(body, op)
        } else if self.traits.contains(OpTraits::INVOLUTION) {
            involution(body, op)
        } else {
            None
        };
        match folded {
            Some(v) => FoldOutcome::Results(smallvec![OpFoldResult::Value(v)]),
            None => outcome,
        }
    }
}

/// Moves the constant operands after the others (a stable partition from
/// the first constant on); true if that changed the order.
fn move_constants_last(body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> bool {
    let Some(first) = operands.iter().position(Option::is_some) else {
        return false;
    };
    if operands[first..].iter().all(Option::is_some) {
        return false;
    }
    let values: SmallVec<[Value; 4]> = body.operands(op).collect();
    let is_constant = |i: &usize| operands.get(*i).is_some_and(Option::is_some);
    let mut reordered: SmallVec<[Value; 4]> = values[..first].into();
    reordered.extend(
        (first..values.len())
            .filter(|i| !is_constant(i))
            .map(|i| values[i]),
    );
    reordered.extend((first..values.len()).filter(is_constant).map(|i| values[i]));
    body.set_operands(op, &reordered);
    true
}

/// The operand of the same op kind feeding `op`'s single operand, if any.
fn same_op_operand(body: &Body, op: OpId) -> Option<OpId> {
    if body.num_operands(op) != 1 {
        return None;
    }
    body.defining_op(body.operand(op, 0))
        .filter(|&inner| body.op_name(inner) == body.op_name(op))
}

/// `op(x, x)` → `x`; `op(op(x))` → `op(x)`.
fn idempotent(body: &Body, op: OpId) -> Option<Value> {
    if body.num_operands(op) == 2 && body.operand(op, 0) == body.operand(op, 1) {
        return Some(body.operand(op, 0));
    }
    same_op_operand(body, op).map(|_| body.operand(op, 0))
}

/// `op(op(x))` → `x`.
fn involution(body: &Body, op: OpId) -> Option<Value> {
    let inner = same_op_operand(body, op)?;
    (body.num_operands(inner) == 1).then(|| body.operand(inner, 0))
}
