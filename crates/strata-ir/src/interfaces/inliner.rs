//! Per-dialect inlining policy (MLIR's DialectInlinerInterface): which of a
//! dialect's operations may be inlined, and how its returning terminators
//! are rewired when a callable's body is spliced into a caller.

use crate::OperationName;
use crate::context::Context;
use crate::ir::{BlockId, Body, OpId, Value};

/// A dialect's inlining policy. Operations of a dialect that does not
/// register this interface are never inlined.
pub trait DialectInlinerInterface: Send + Sync {
    /// True if `op`, an operation of this dialect in a callee, may be
    /// inlined into a caller.
    fn is_legal_to_inline_op(&self, _ctx: &Context, _body: &Body, _op: OpId) -> bool {
        true
    }

    /// True if `op`, an operation of this dialect in a callee (at any
    /// depth), may be inlined into a region whose parent operation is
    /// `dest` (`None` when it is not known). By default, whatever
    /// [`Self::is_legal_to_inline_op`] says.
    fn is_legal_to_inline_into(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        _dest: Option<OperationName>,
    ) -> bool {
        self.is_legal_to_inline_op(ctx, body, op)
    }

    /// Multi-block inlining: replaces `op`, a terminator of this dialect
    /// that returns from the inlined callable, by a branch to `dest`
    /// forwarding the returned values. Terminators that do not return are
    /// left alone.
    fn handle_terminator_with_branch(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: OpId,
        _dest: BlockId,
    ) {
    }

    /// Single-block inlining: replaces every use of `results` (the call's
    /// results) by what the returning terminator `op` returns.
    fn handle_terminator_with_values(
        &self,
        _ctx: &Context,
        body: &mut Body,
        op: OpId,
        results: &[Value],
    ) {
        let values: smallvec::SmallVec<[Value; 4]> = body.operands(op).collect();
        for (&r, &v) in results.iter().zip(&values) {
            body.replace_all_uses(r, v);
        }
    }
}

/// The policy of a dialect all of whose operations may be inlined and
/// whose terminators never return from a callable.
pub struct InlineAll;

impl DialectInlinerInterface for InlineAll {}
