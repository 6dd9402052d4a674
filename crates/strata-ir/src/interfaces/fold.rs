//! Constant folding (MLIR's `fold` method, consulted by the greedy driver,
//! dialect conversion and constant matchers).

use crate::attributes::Attribute;
use crate::context::Context;
use crate::ir::{Body, OpId, Value};

/// One result of folding: a constant attribute or an existing value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    /// The result is this constant.
    Attr(Attribute),
    /// The result is this existing value.
    Value(Value),
}

/// What a folder did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoldOutcome {
    /// Nothing.
    None,
    /// The operation was updated in place.
    InPlace,
    /// The operation's results are replaced by these.
    Results(smallvec::SmallVec<[OpFoldResult; 1]>),
}

/// An operation that folds given the constant values of its operands.
pub trait FoldOpInterface: Send + Sync {
    /// Folds `op`; `operands` holds each operand's constant value (`None`
    /// where not constant).
    fn fold(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> FoldOutcome;
}

impl FoldOpInterface for crate::dialect::FoldHook {
    fn fold(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> FoldOutcome {
        self(ctx, body, op, operands)
    }
}
