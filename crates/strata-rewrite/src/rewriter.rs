//! The rewriter: the one way patterns and drivers change the IR, so that a
//! listener (such as the greedy driver's worklist) sees every change.

use smallvec::SmallVec;

use strata_ir::context::Context;
use strata_ir::ir::{BlockId, Body, OpId, OperandId, OperationState, RegionId, Value};

/// Receives notifications of IR changes made through a [`Rewriter`].
pub trait RewriteListener {
    /// An operation was created and inserted.
    fn op_inserted(&mut self, _body: &Body, _op: OpId) {}
    /// An operation is about to be erased.
    fn op_erased(&mut self, _body: &Body, _op: OpId) {}
    /// An operation was changed in place (operands, attributes, ...).
    fn op_modified(&mut self, _body: &Body, _op: OpId) {}
    /// The results of an operation are about to be replaced by `with`.
    fn op_replaced(&mut self, _body: &Body, _op: OpId, _with: &[Value]) {}
}

/// Where new operations go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Before this operation.
    Before(OpId),
    /// After this operation.
    After(OpId),
    /// At the start of this block.
    BlockStart(BlockId),
    /// At the end of this block.
    BlockEnd(BlockId),
    /// Nowhere: created detached.
    Detached,
}

/// Changes a [`Body`] while notifying a listener.
pub struct Rewriter<'a> {
    /// The context.
    pub ctx: &'a Context,
    body: &'a mut Body,
    point: InsertPoint,
    listener: Option<&'a mut dyn RewriteListener>,
}

impl<'a> Rewriter<'a> {
    /// A rewriter over `body` notifying `listener`.
    pub fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        listener: Option<&'a mut dyn RewriteListener>,
    ) -> Self {
        Rewriter {
            ctx,
            body,
            point: InsertPoint::Detached,
            listener,
        }
    }

    /// Read access to the IR.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// Direct mutable access, for changes the caller reports itself with
    /// [`Rewriter::notify_modified`] (or to detached IR nobody listens to).
    pub fn body_mut_untracked(&mut self) -> &mut Body {
        self.body
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> InsertPoint {
        self.point
    }

    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, p: InsertPoint) {
        self.point = p;
    }

    /// Inserts before `op`.
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        self.point = InsertPoint::Before(op);
    }

    /// Inserts after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = InsertPoint::After(op);
    }

    /// Inserts at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.point = InsertPoint::BlockEnd(block);
    }

    /// Inserts at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.point = InsertPoint::BlockStart(block);
    }

    /// Reports an in-place change made through [`Rewriter::body_mut_untracked`].
    pub fn notify_modified(&mut self, op: OpId) {
        if let Some(l) = self.listener.as_mut() {
            l.op_modified(self.body, op);
        }
    }

    /// Inserts a detached operation at the insertion point and notifies.
    pub fn insert(&mut self, op: OpId) -> OpId {
        match self.point {
            InsertPoint::Before(b) => self.body.insert_op_before(b, op),
            InsertPoint::After(a) => {
                self.body.insert_op_after(a, op);
                self.point = InsertPoint::After(op);
            }
            InsertPoint::BlockStart(b) => {
                self.body.link_op(b, None, op);
                self.point = InsertPoint::After(op);
            }
            InsertPoint::BlockEnd(b) => self.body.append_op(b, op),
            InsertPoint::Detached => return op,
        }
        if let Some(l) = self.listener.as_mut() {
            l.op_inserted(self.body, op);
        }
        op
    }

    /// Creates an operation at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(self.ctx, state);
        self.insert(op)
    }

    /// Runs `f` to change `op` in place, then notifies.
    pub fn modify_in_place<T>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> T) -> T {
        let r = f(self.body);
        self.notify_modified(op);
        r
    }

    /// Replaces every use of `from` with `to`, notifying each user.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let users: SmallVec<[OperandId; 8]> = self.body.uses(from).collect();
        for u in users {
            let owner = self.body.operand_owner(u);
            self.body.set_operand_value(u, to);
            self.notify_modified(owner);
        }
    }

    /// Replaces the results of `op` with `values` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        if let Some(l) = self.listener.as_mut() {
            l.op_replaced(self.body, op, values);
        }
        let results: SmallVec<[Value; 2]> = self.body.results(op).collect();
        for (r, v) in results.iter().zip(values) {
            self.replace_all_uses_with(*r, *v);
        }
        self.erase_op(op);
    }

    /// Creates an operation before `op` and replaces `op` with its results.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let saved = self.point;
        self.point = InsertPoint::Before(op);
        let new_op = self.create(state);
        self.point = saved;
        let values: SmallVec<[Value; 2]> = self.body.results(new_op).collect();
        self.replace_op(op, &values);
        new_op
    }

    /// Erases an operation (and everything nested in it), notifying the
    /// listener of each nested operation first, innermost first. Each
    /// notified operation drops its operands before the next notification,
    /// as upstream erases nested operations one at a time: a listener
    /// counting the uses of an operand sees only those of operations not
    /// erased yet.
    pub fn erase_op(&mut self, op: OpId) {
        if let Some(l) = self.listener.as_mut() {
            let mut nested = Vec::new();
            collect_nested_local(self.body, op, &mut nested);
            for o in nested {
                l.op_erased(self.body, o);
                self.body.set_operands(o, &[]);
            }
            l.op_erased(self.body, op);
        }
        if matches!(self.point, InsertPoint::Before(p) | InsertPoint::After(p) if p == op) {
            self.point = match self.body.next_op(op) {
                Some(n) => InsertPoint::Before(n),
                None => self
                    .body
                    .op_block(op)
                    .map_or(InsertPoint::Detached, InsertPoint::BlockEnd),
            };
        }
        self.body.erase_op(op);
    }

    /// Erases a block and its operations, notifying the listener of every
    /// operation erased, nested ones included (innermost first), so that no
    /// worklist keeps an erased operation; each drops its operands once
    /// notified, as in [`Rewriter::erase_op`].
    pub fn erase_block(&mut self, block: BlockId) {
        if let Some(l) = self.listener.as_mut() {
            let ops: SmallVec<[OpId; 8]> = self.body.block_ops(block).collect();
            let mut nested = Vec::new();
            for op in ops.iter().rev() {
                nested.clear();
                collect_nested_local(self.body, *op, &mut nested);
                nested.push(*op);
                for &o in &nested {
                    l.op_erased(self.body, o);
                    self.body.set_operands(o, &[]);
                }
            }
        }
        self.body.erase_block(block);
    }

    /// Moves `op` before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.body.move_op_before(op, before);
        self.notify_modified(op);
    }

    /// Moves the operations of `source` to before `op` (or to the end of
    /// `dest` if `op` is `None`), replacing `source`'s arguments with
    /// `args`, and erases `source`.
    pub fn inline_block(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) {
        let block_args: SmallVec<[Value; 4]> = SmallVec::from_slice(self.body.block_args(source));
        for (a, v) in block_args.iter().zip(args) {
            self.replace_all_uses_with(*a, *v);
        }
        let ops: SmallVec<[OpId; 8]> = self.body.block_ops(source).collect();
        for op in ops {
            self.body.unlink_op(op);
            match before {
                Some(b) => self.body.insert_op_before(b, op),
                None => self.body.append_op(dest, op),
            }
            self.notify_modified(op);
        }
        self.body.erase_block(source);
    }

    /// Moves the blocks of `region` before `before` in `dest` (at the end if `None`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) {
        let blocks: SmallVec<[BlockId; 4]> = self.body.region_blocks(region).collect();
        for b in blocks {
            self.body.unlink_block(b);
            let after = match before {
                Some(x) => self.body.prev_block(x),
                None => self.body.region_blocks(dest).last(),
            };
            self.body.link_block(dest, after, b);
        }
    }
}

/// The operations nested in `op`'s local regions (not in nested isolated
/// bodies), innermost first and in reverse order, users before the
/// operations defining their operands: a listener that queues the
/// definitions of an erased operation's operands (the greedy driver) then
/// sees each definition erased after it was queued, and drops it again.
fn collect_nested_local(body: &Body, op: OpId, out: &mut Vec<OpId>) {
    for &r in body.local_regions(op).iter().rev() {
        let blocks: SmallVec<[BlockId; 4]> = body.region_blocks(r).collect();
        for &b in blocks.iter().rev() {
            let ops: SmallVec<[OpId; 8]> = body.block_ops(b).collect();
            for &inner in ops.iter().rev() {
                strata_ir::stack::grow(|| collect_nested_local(body, inner, out));
                out.push(inner);
            }
        }
    }
}
