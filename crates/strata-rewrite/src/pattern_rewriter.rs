//! The interface every rewriter offers to pattern bodies (MLIR's
//! `RewriterBase`/`PatternRewriter`): the greedy driver's [`Rewriter`] and
//! the dialect conversion's rewriter both implement it, so a rewrite helper
//! generic over `R: PatternRewriter<'ctx>` serves either driver.

use strata_ir::context::Context;
use strata_ir::ir::{BlockId, Body, OpId, OperationState, Value};

use super::{InsertPoint, Rewriter};

/// Changes the IR on behalf of a pattern; every change goes through these
/// methods so the driver can track (or undo) it. `'ctx` is the lifetime of
/// the context, which outlives any borrow of the rewriter.
pub trait PatternRewriter<'ctx> {
    /// The context.
    fn context(&self) -> &'ctx Context;

    /// Read access to the IR the pattern works on.
    fn body(&self) -> &Body;

    /// Where [`PatternRewriter::create`] puts new operations.
    fn insertion_point(&self) -> InsertPoint;

    /// Sets where new operations go.
    fn set_insertion_point(&mut self, point: InsertPoint);

    /// Inserts new operations right before `op`.
    fn set_insertion_point_before(&mut self, op: OpId) {
        self.set_insertion_point(InsertPoint::Before(op));
    }

    /// Inserts new operations right after `op`.
    fn set_insertion_point_after(&mut self, op: OpId) {
        self.set_insertion_point(InsertPoint::After(op));
    }

    /// Inserts new operations at the start of `block`.
    fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.set_insertion_point(InsertPoint::BlockStart(block));
    }

    /// Inserts new operations at the end of `block`.
    fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.set_insertion_point(InsertPoint::BlockEnd(block));
    }

    /// Creates an operation at the insertion point.
    fn create(&mut self, state: OperationState) -> OpId;

    /// Replaces every use of `from` by `to`.
    fn replace_all_uses_with(&mut self, from: Value, to: Value);

    /// Replaces the results of `op` by `values` and erases it.
    fn replace_op(&mut self, op: OpId, values: &[Value]);

    /// Creates an operation before `op` and replaces `op` by its results.
    fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId;

    /// Erases `op` (its results must be unused).
    fn erase_op(&mut self, op: OpId);

    /// Moves `op` to just before `before`.
    fn move_op_before(&mut self, op: OpId, before: OpId);

    /// Changes `op` itself (operands, successors, attributes, location)
    /// with `f`, so the driver learns of the change.
    fn modify_op_in_place(&mut self, op: OpId, f: &mut dyn FnMut(&mut Body));
}

impl<'ctx> PatternRewriter<'ctx> for Rewriter<'ctx> {
    fn context(&self) -> &'ctx Context {
        self.ctx
    }

    fn body(&self) -> &Body {
        Rewriter::body(self)
    }

    fn insertion_point(&self) -> InsertPoint {
        Rewriter::insertion_point(self)
    }

    fn set_insertion_point(&mut self, point: InsertPoint) {
        Rewriter::set_insertion_point(self, point)
    }

    fn create(&mut self, state: OperationState) -> OpId {
        Rewriter::create(self, state)
    }

    fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        Rewriter::replace_all_uses_with(self, from, to)
    }

    fn replace_op(&mut self, op: OpId, values: &[Value]) {
        Rewriter::replace_op(self, op, values)
    }

    fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        Rewriter::replace_op_with_new(self, op, state)
    }

    fn erase_op(&mut self, op: OpId) {
        Rewriter::erase_op(self, op)
    }

    fn move_op_before(&mut self, op: OpId, before: OpId) {
        Rewriter::move_op_before(self, op, before)
    }

    fn modify_op_in_place(&mut self, op: OpId, f: &mut dyn FnMut(&mut Body)) {
        Rewriter::modify_in_place(self, op, f)
    }
}
