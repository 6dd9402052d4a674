//! The sparse backward analysis driver: lattice values flow from results
//! to operands, from block arguments back to the branch operands forwarded
//! to them, from region-branch successors (region arguments, results)
//! back to the operands of the operation or of the region terminators
//! forwarded to them, from callee arguments to call operands, and from
//! call results to the operands of the callee's returns.

use smallvec::SmallVec;
use strata_ir::Attribute;
use strata_ir::dialect::OpTraits;
use strata_ir::interfaces::{
    RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor,
};

use super::dead_code::{Executable, PredecessorState, is_block_live};
use super::ir::{BlockRef, OpRef, ValueRef};
use super::lattice::{MeetLattice, meet, value_for};
use super::solver::{DataFlowAnalysis, LatticeAnchor, ProgramPoint, SolverCx};

/// The transfer functions of a sparse backward analysis.
pub trait BackwardTransfer: 'static {
    /// The lattice value attached to each SSA value.
    type Value: MeetLattice;

    /// Updates the operands of an operation from its results (read with
    /// [`value_for`] at the point after the operation, so changes re-visit it).
    fn visit_operation(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        op: OpRef,
        operands: &[ValueRef],
        results: &[ValueRef],
    );

    /// Handles operand `index` of a branch that is not forwarded to a successor.
    fn visit_branch_operand(&mut self, cx: &mut SolverCx<'_, '_>, op: OpRef, index: usize);

    /// Handles the leading arguments `args` of the entry block of a region
    /// of `branch` that no predecessor forwards a value to (a loop's
    /// induction variable); nothing by default.
    fn visit_non_control_flow_arguments(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        branch: OpRef,
        args: &[ValueRef],
    ) {
        let _ = (cx, branch, args);
    }

    /// Handles operand `index` of a call that is not a call argument.
    fn visit_call_operand(&mut self, cx: &mut SolverCx<'_, '_>, op: OpRef, index: usize);

    /// Sets a value to the state of values escaping the analysed IR.
    fn set_to_exit_state(&mut self, cx: &mut SolverCx<'_, '_>, v: ValueRef);

    /// Handles a call to a function declared but not defined: every operand
    /// escapes by default.
    fn visit_external_call(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        call: OpRef,
        operands: &[ValueRef],
        results: &[ValueRef],
    ) {
        let _ = (call, results);
        for &v in operands {
            self.set_to_exit_state(cx, v);
        }
    }
}

/// Runs a [`BackwardTransfer`] as a data-flow analysis.
pub struct SparseBackward<T> {
    transfer: T,
}

impl<T: BackwardTransfer> SparseBackward<T> {
    /// The analysis with these transfer functions.
    pub fn new(transfer: T) -> Self {
        SparseBackward { transfer }
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
            let ops: SmallVec<[OpRef; 16]> = cx.ir.block_ops(block).collect();
            for &op in ops.iter().rev() {
                strata_ir::stack::grow(|| self.initialize_recursively(cx, op));
            }
        }
    }

    fn visit_operation(&mut self, cx: &mut SolverCx<'_, '_>, op: OpRef) {
        if let Some(block) = cx.ir.op_block(op)
            && !is_block_live(cx, block)
        {
            return;
        }
        let point = ProgramPoint::AfterOp(op);
        let operands: SmallVec<[ValueRef; 4]> = cx.ir.operands(op).collect();
        let results: SmallVec<[ValueRef; 2]> = cx.ir.results(op).collect();
        for &r in &results {
            value_for::<T::Value>(cx, point, r);
        }
        if cx.ir.region_branch(op).is_some() {
            self.visit_region_successors(cx, op, &operands);
            return;
        }
        if cx.ir.is_branch(op) {
            self.visit_branch(cx, op, &operands);
            return;
        }
        if let Some((_, args)) = cx.ir.call_info(op)
            && let Some(callee) = cx.ir.resolve_callee(op)
            && cx.ir.is_callable(callee)
        {
            let Some(entry) = cx.ir.callable_region(callee).and_then(|(rb, r)| {
                cx.ir
                    .body(rb)
                    .entry_block(r)
                    .map(|b| BlockRef { body: rb, block: b })
            }) else {
                self.transfer
                    .visit_external_call(cx, op, &operands, &results);
                return;
            };
            let params: SmallVec<[ValueRef; 4]> = cx.ir.block_args(entry).collect();
            let mut forwarded = SmallVec::<[bool; 8]>::from_elem(false, operands.len());
            for (&param, index) in params.iter().zip(args) {
                forwarded[index] = true;
                let value = value_for::<T::Value>(cx, point, param);
                meet(cx, operands[index], &value);
            }
            for (index, _) in forwarded.iter().enumerate().filter(|(_, f)| !**f) {
                self.transfer.visit_call_operand(cx, op, index);
            }
            return;
        }
        if let Some(branch) = cx.ir.parent_op(op).filter(|&p| {
            cx.ir.region_branch(p).is_some()
                && cx.ir.def(op).is_some_and(|d| {
                    d.interfaces
                        .contains::<dyn RegionBranchTerminatorOpInterface>()
                })
        }) {
            self.visit_terminator_successors(cx, op, branch, &operands);
            return;
        }
        if cx.ir.has_trait(op, OpTraits::RETURN_LIKE)
            && let Some(callable) = cx.ir.parent_op(op).filter(|&p| cx.ir.is_callable(p))
        {
            let calls: Option<SmallVec<[OpRef; 4]>> = {
                let sites = cx.get_for::<PredecessorState>(point, LatticeAnchor::after(callable));
                sites
                    .all_known()
                    .then(|| sites.known().iter().copied().collect())
            };
            match calls {
                Some(calls) => {
                    for call in calls {
                        let call_results: SmallVec<[ValueRef; 2]> = cx.ir.results(call).collect();
                        for (&operand, result) in operands.iter().zip(call_results) {
                            let value = value_for::<T::Value>(cx, point, result);
                            meet(cx, operand, &value);
                        }
                    }
                }
                None => {
                    for &v in &operands {
                        self.transfer.set_to_exit_state(cx, v);
                    }
                }
            }
            return;
        }
        self.transfer.visit_operation(cx, op, &operands, &results);
    }

    /// Entering the region-branch operation `op`: what each successor
    /// receives flows back into the operands forwarded to it; the other
    /// operands (a condition, loop bounds) are branch operands.
    fn visit_region_successors(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        op: OpRef,
        operands: &[ValueRef],
    ) {
        let point = ProgramPoint::AfterOp(op);
        let Some(branch) = cx.ir.region_branch(op) else {
            return;
        };
        let unknown: SmallVec<[Option<Attribute>; 4]> = SmallVec::from_elem(None, operands.len());
        let successors = branch.successors(
            cx.ir.ctx,
            cx.ir.body(op.body),
            op.op,
            RegionBranchPoint::Parent,
            &unknown,
        );
        let mut forwarded = SmallVec::<[bool; 8]>::from_elem(false, operands.len());
        for successor in successors {
            let range =
                branch.entry_successor_operands(cx.ir.ctx, cx.ir.body(op.body), op.op, successor);
            let targets = cx.ir.successor_targets(op, successor);
            let produced = targets.len().saturating_sub(range.len());
            for (index, &target) in range.zip(&targets[produced..]) {
                let Some(&operand) = operands.get(index) else {
                    continue;
                };
                forwarded[index] = true;
                let value = value_for::<T::Value>(cx, point, target);
                meet(cx, operand, &value);
            }
            if successor != RegionSuccessor::Parent {
                self.transfer
                    .visit_non_control_flow_arguments(cx, op, &targets[..produced]);
            }
        }
        for (index, _) in forwarded.iter().enumerate().filter(|(_, f)| !**f) {
            self.transfer.visit_branch_operand(cx, op, index);
        }
    }

    /// Leaving a region of `branch` through `term`: what each successor
    /// receives flows back into the operands forwarded to it; the others
    /// (`scf.condition`'s condition) are branch operands.
    fn visit_terminator_successors(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        term: OpRef,
        branch: OpRef,
        operands: &[ValueRef],
    ) {
        let point = ProgramPoint::AfterOp(term);
        let unknown: SmallVec<[Option<Attribute>; 4]> = SmallVec::from_elem(None, operands.len());
        let successors = cx.ir.terminator_successors(branch, term, &unknown);
        let mut forwarded = SmallVec::<[bool; 8]>::from_elem(false, operands.len());
        for successor in successors {
            let Some(range) = cx.ir.region_successor_operands(branch, term, successor) else {
                continue;
            };
            let targets = cx.ir.successor_targets(branch, successor);
            let produced = targets.len().saturating_sub(range.len());
            for (index, &target) in range.zip(&targets[produced..]) {
                let Some(&operand) = operands.get(index) else {
                    continue;
                };
                forwarded[index] = true;
                let value = value_for::<T::Value>(cx, point, target);
                meet(cx, operand, &value);
            }
        }
        for (index, _) in forwarded.iter().enumerate().filter(|(_, f)| !**f) {
            self.transfer.visit_branch_operand(cx, term, index);
        }
    }

    fn visit_branch(&mut self, cx: &mut SolverCx<'_, '_>, op: OpRef, operands: &[ValueRef]) {
        let point = ProgramPoint::AfterOp(op);
        let mut forwarded = SmallVec::<[bool; 8]>::from_elem(false, operands.len());
        let successors: SmallVec<[BlockRef; 2]> = cx
            .ir
            .body(op.body)
            .successors(op.op)
            .iter()
            .map(|&b| BlockRef {
                body: op.body,
                block: b,
            })
            .collect();
        for (i, succ) in successors.into_iter().enumerate() {
            let range = cx.ir.successor_operands(op, i);
            let args: SmallVec<[ValueRef; 4]> = cx.ir.block_args(succ).collect();
            let produced = args.len().saturating_sub(range.len());
            for index in range.clone() {
                forwarded[index] = true;
                if let Some(&arg) = args.get(produced + index - range.start) {
                    let value = value_for::<T::Value>(cx, point, arg);
                    meet(cx, operands[index], &value);
                }
            }
        }
        for (index, _) in forwarded.iter().enumerate().filter(|(_, f)| !**f) {
            self.transfer.visit_branch_operand(cx, op, index);
        }
    }
}

impl<T: BackwardTransfer> DataFlowAnalysis for SparseBackward<T> {
    fn initialize(&mut self, cx: &mut SolverCx<'_, '_>, top: OpRef) {
        self.initialize_recursively(cx, top);
    }

    fn visit(&mut self, cx: &mut SolverCx<'_, '_>, point: ProgramPoint) {
        if let ProgramPoint::AfterOp(op) = point {
            self.visit_operation(cx, op);
        }
    }
}
