//! The sparse forward analysis driver: lattice values of SSA values,
//! computed by an operation transfer function and propagated along
//! control flow (branch operands to block arguments, call arguments to
//! callee arguments, returns to call results, region-branch operands and
//! region terminators to region arguments and results) through executable
//! code.

use smallvec::SmallVec;
use strata_ir::interfaces::RegionSuccessor;

use super::dead_code::{Executable, PredecessorState, is_block_live};
use super::ir::{BlockRef, OpRef, ValueRef};
use super::lattice::{JoinLattice, Lattice, join, value_for};
use super::solver::{DataFlowAnalysis, LatticeAnchor, ProgramPoint, SolverCx};

/// The transfer functions of a sparse forward analysis.
pub trait ForwardTransfer: 'static {
    /// The lattice value attached to each SSA value.
    type Value: JoinLattice;

    /// The pessimistic value of values whose origin is not analysed.
    fn entry_state(&self) -> Self::Value;

    /// The pessimistic value of `v` (by default [`Self::entry_state`]),
    /// for lattices whose top depends on the value, like its type.
    fn entry_state_of(&self, cx: &SolverCx<'_, '_>, v: ValueRef) -> Self::Value {
        let _ = (cx, v);
        self.entry_state()
    }

    /// Computes the results of an operation that is neither a call nor
    /// region control flow, joining them into `results`.
    fn visit_operation(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        op: OpRef,
        operands: &[Self::Value],
        results: &[ValueRef],
    );

    /// Called after the framework joined a value into the lattice of `v`
    /// (a block argument, a call result, a callee argument), so that an
    /// analysis can derive other states from the new value; nothing by
    /// default.
    fn on_join(&mut self, cx: &mut SolverCx<'_, '_>, v: ValueRef) {
        let _ = (cx, v);
    }

    /// Computes the arguments `args` of an entry block of a region of `op`
    /// that no predecessor forwards a value to (a loop's induction
    /// variables); returns false to leave them to the entry state (the
    /// default).
    fn visit_non_control_flow_arguments(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        op: OpRef,
        args: &[ValueRef],
    ) -> bool {
        let _ = (cx, op, args);
        false
    }

    /// Computes the results of a call to a function declared but not
    /// defined; pessimistic by default.
    fn visit_external_call(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        call: OpRef,
        operands: &[Self::Value],
        results: &[ValueRef],
    ) {
        let _ = (call, operands);
        let entry = self.entry_state();
        for &r in results {
            join(cx, r, &entry);
        }
    }
}

/// Runs a [`ForwardTransfer`] as a data-flow analysis.
pub struct SparseForward<T> {
    transfer: T,
}

impl<T: ForwardTransfer> SparseForward<T> {
    /// The analysis with these transfer functions.
    pub fn new(transfer: T) -> Self {
        SparseForward { transfer }
    }

    fn set_all_to_entry(&mut self, cx: &mut SolverCx<'_, '_>, values: &[ValueRef]) {
        for &v in values {
            let entry = self.transfer.entry_state_of(cx, v);
            self.join_into(cx, v, &entry);
        }
    }

    /// Joins `value` into the lattice of `v` and tells the transfer.
    fn join_into(&mut self, cx: &mut SolverCx<'_, '_>, v: ValueRef, value: &T::Value) {
        join(cx, v, value);
        self.transfer.on_join(cx, v);
    }

    fn initialize_recursively(&mut self, cx: &mut SolverCx<'_, '_>, op: OpRef) {
        self.visit_operation(cx, op);
        let (rb, regions) = cx.ir.regions(op);
        let blocks: SmallVec<[BlockRef; 8]> = regions
            .iter()
            .flat_map(|&r| cx.ir.body(rb).region_blocks(r))
            .map(|block| BlockRef { body: rb, block })
            .collect();
        for block in blocks {
            let current = cx.current();
            cx.get_or_create::<Executable>(LatticeAnchor::block(block))
                .block_content_subscribe(current);
            self.visit_block(cx, block);
            let ops: SmallVec<[OpRef; 16]> = cx.ir.block_ops(block).collect();
            for op in ops {
                strata_ir::stack::grow(|| self.initialize_recursively(cx, op));
            }
        }
    }

    fn visit_operation(&mut self, cx: &mut SolverCx<'_, '_>, op: OpRef) {
        let results: SmallVec<[ValueRef; 2]> = cx.ir.results(op).collect();
        if results.is_empty() {
            return;
        }
        if let Some(block) = cx.ir.op_block(op)
            && !is_block_live(cx, block)
        {
            return;
        }
        let operand_values: SmallVec<[ValueRef; 4]> = cx.ir.operands(op).collect();
        let current = cx.current();
        let mut operands: SmallVec<[T::Value; 4]> = SmallVec::new();
        for v in operand_values {
            let lattice = cx.get_or_create::<Lattice<T::Value>>(LatticeAnchor::Value(v));
            lattice.use_def_subscribe(current);
            operands.push(lattice.value.clone());
        }
        if cx.ir.region_branch(op).is_some() {
            let point = ProgramPoint::AfterOp(op);
            self.visit_region_successors(cx, op, point, RegionSuccessor::Parent, &results);
        } else if cx.ir.is_call(op) {
            self.visit_call(cx, op, &operands, &results);
        } else {
            self.transfer.visit_operation(cx, op, &operands, &results);
        }
    }

    fn visit_call(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        call: OpRef,
        operands: &[T::Value],
        results: &[ValueRef],
    ) {
        let callee = cx.ir.resolve_callee(call);
        if let Some(callee) = callee
            && cx.ir.is_callable(callee)
            && cx.ir.callable_region(callee).is_none()
        {
            self.transfer
                .visit_external_call(cx, call, operands, results);
            return;
        }
        let point = ProgramPoint::AfterOp(call);
        let returns: SmallVec<[OpRef; 4]> = {
            let preds = cx.get_for::<PredecessorState>(point, LatticeAnchor::after(call));
            if !preds.all_known() {
                self.set_all_to_entry(cx, results);
                return;
            }
            preds.known().iter().copied().collect()
        };
        for ret in returns {
            let returned: SmallVec<[ValueRef; 4]> = cx.ir.operands(ret).collect();
            for (&result, operand) in results.iter().zip(returned) {
                let value = value_for::<T::Value>(cx, point, operand);
                self.join_into(cx, result, &value);
            }
        }
    }

    fn visit_block(&mut self, cx: &mut SolverCx<'_, '_>, block: BlockRef) {
        let args: SmallVec<[ValueRef; 4]> = cx.ir.block_args(block).collect();
        if args.is_empty() || !is_block_live(cx, block) {
            return;
        }
        let point = ProgramPoint::BlockStart(block);
        if cx.ir.body(block.body).is_entry_block(block.block) {
            let parent = cx.ir.block_parent_op(block);
            let region = cx.ir.body(block.body).block_region(block.block);
            if let Some(parent) = parent
                && cx.ir.callable_region(parent).map(|(_, r)| r) == region
            {
                self.visit_callable_entry(cx, parent, block, &args);
            } else if let Some(parent) = parent.filter(|&p| cx.ir.region_branch(p).is_some())
                && let Some(index) = cx.ir.region_index(block)
            {
                let successor = RegionSuccessor::Region(index);
                self.visit_region_successors(cx, parent, point, successor, &args);
            } else if !parent
                .is_some_and(|p| self.transfer.visit_non_control_flow_arguments(cx, p, &args))
            {
                self.set_all_to_entry(cx, &args);
            }
            return;
        }
        let preds: SmallVec<[_; 4]> = cx.ir.predecessors(block).iter().copied().collect();
        for pred in preds {
            let from = BlockRef {
                body: block.body,
                block: pred.from,
            };
            let edge = LatticeAnchor::Edge(from, block);
            let current = cx.current();
            let executable = cx.get_or_create::<Executable>(edge);
            executable.block_content_subscribe(current);
            if !executable.is_live() {
                continue;
            }
            let Some(term) = cx.ir.terminator(from).filter(|&t| cx.ir.is_branch(t)) else {
                self.set_all_to_entry(cx, &args);
                return;
            };
            let range = cx.ir.successor_operands(term, pred.successor);
            let produced = args.len().saturating_sub(range.len());
            for (i, &arg) in args.iter().enumerate() {
                if i < produced {
                    self.set_all_to_entry(cx, &[arg]);
                    continue;
                }
                let operand = ValueRef {
                    body: term.body,
                    value: cx
                        .ir
                        .body(term.body)
                        .operand(term.op, range.start + i - produced),
                };
                let value = value_for::<T::Value>(cx, point, operand);
                self.join_into(cx, arg, &value);
            }
        }
    }

    /// Joins into `targets` (the results of the region-branch operation
    /// `branch`, or the arguments of the entry block of one of its
    /// regions) the values forwarded by every known predecessor of
    /// `successor`. Leading targets nothing is forwarded to (like a loop's
    /// induction variable) get the entry state.
    fn visit_region_successors(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        branch: OpRef,
        point: ProgramPoint,
        successor: RegionSuccessor,
        targets: &[ValueRef],
    ) {
        let preds: SmallVec<[OpRef; 4]> = {
            let preds = cx.get_for::<PredecessorState>(point, LatticeAnchor::Point(point));
            if !preds.all_known() {
                self.set_all_to_entry(cx, targets);
                return;
            }
            preds.known().iter().copied().collect()
        };
        for pred in preds {
            let forwarded: Option<SmallVec<[ValueRef; 4]>> = cx
                .ir
                .region_successor_operands(branch, pred, successor)
                .and_then(|range| {
                    let operands: SmallVec<[ValueRef; 8]> = cx.ir.operands(pred).collect();
                    operands.get(range).map(SmallVec::from_slice)
                });
            let Some(forwarded) = forwarded else {
                self.set_all_to_entry(cx, targets);
                return;
            };
            let produced = targets.len().saturating_sub(forwarded.len());
            let (leading, joined) = targets.split_at(produced);
            if !leading.is_empty()
                && !self
                    .transfer
                    .visit_non_control_flow_arguments(cx, branch, leading)
            {
                self.set_all_to_entry(cx, leading);
            }
            for (&target, operand) in joined.iter().zip(forwarded) {
                let value = value_for::<T::Value>(cx, point, operand);
                self.join_into(cx, target, &value);
            }
        }
    }

    fn visit_callable_entry(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        callable: OpRef,
        entry: BlockRef,
        args: &[ValueRef],
    ) {
        let point = ProgramPoint::BlockStart(entry);
        let calls: SmallVec<[OpRef; 4]> = {
            let sites = cx.get_for::<PredecessorState>(point, LatticeAnchor::after(callable));
            if !sites.all_known() {
                self.set_all_to_entry(cx, args);
                return;
            }
            sites.known().iter().copied().collect()
        };
        for call in calls {
            let Some((_, range)) = cx.ir.call_info(call) else {
                continue;
            };
            let body = cx.ir.body(call.body);
            let passed: SmallVec<[ValueRef; 4]> = range
                .map(|i| ValueRef {
                    body: call.body,
                    value: body.operand(call.op, i),
                })
                .collect();
            for (&arg, operand) in args.iter().zip(passed) {
                let value = value_for::<T::Value>(cx, point, operand);
                self.join_into(cx, arg, &value);
            }
        }
    }
}

impl<T: ForwardTransfer> DataFlowAnalysis for SparseForward<T> {
    fn initialize(&mut self, cx: &mut SolverCx<'_, '_>, top: OpRef) {
        for block in cx.ir.entry_blocks(top) {
            let args: SmallVec<[ValueRef; 4]> = cx.ir.block_args(block).collect();
            self.set_all_to_entry(cx, &args);
        }
        self.initialize_recursively(cx, top);
    }

    fn visit(&mut self, cx: &mut SolverCx<'_, '_>, point: ProgramPoint) {
        match point {
            ProgramPoint::AfterOp(op) => self.visit_operation(cx, op),
            ProgramPoint::BlockStart(block) => self.visit_block(cx, block),
        }
    }
}
