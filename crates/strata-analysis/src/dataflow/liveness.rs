//! Liveness: whether an SSA value may affect the program's observable
//! behaviour. A value is live if it is an operand of an operation with
//! memory effects or of a terminator, a call operand that is not an
//! argument, decides which regions of a live region-branch operation run,
//! escapes through a public function, or is used to compute a live value
//! (including through the results and region arguments of region-branch
//! operations it is forwarded to).

use smallvec::SmallVec;
use strata_ir::interfaces::{RemovableMemo, would_be_trivially_dead_memo};

use super::constant_propagation::SparseConstantPropagation;
use super::dead_code::DeadCodeAnalysis;
use super::ir::{Ir, OpRef, ValueRef};
use super::lattice::{Lattice, MeetLattice, meet, value_for};
use super::solver::{ChangeResult, DataFlowSolver, LatticeAnchor, ProgramPoint, SolverCx, States};
use super::sparse_backward::{BackwardTransfer, SparseBackward};

/// The liveness lattice: not (yet) known live, or live.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Liveness {
    /// True if the value is live.
    pub live: bool,
}

impl MeetLattice for Liveness {
    fn meet(&mut self, other: &Self) -> ChangeResult {
        if other.live && !self.live {
            self.live = true;
            return ChangeResult::Change;
        }
        ChangeResult::NoChange
    }
}

const LIVE: Liveness = Liveness { live: true };

/// The transfer functions of liveness analysis.
#[derive(Default)]
pub struct LivenessTransfer {
    /// Which operations could be erased were their results unused (the
    /// IR does not change while the analysis runs).
    removable: RemovableMemo,
}

/// Liveness analysis as a loadable analysis.
pub type LivenessAnalysis = SparseBackward<LivenessTransfer>;

impl LivenessAnalysis {
    /// The analysis.
    pub fn create() -> Self {
        SparseBackward::new(LivenessTransfer::default())
    }
}

fn is_live(cx: &mut SolverCx<'_, '_>, v: ValueRef) -> bool {
    cx.get_or_create::<Lattice<Liveness>>(LatticeAnchor::Value(v))
        .value
        .live
}

impl LivenessTransfer {
    /// True if `op` matters whatever its results: it has effects, is a
    /// terminator or a symbol.
    fn has_effect(&mut self, cx: &SolverCx<'_, '_>, op: OpRef) -> bool {
        let ir = &*cx.ir;
        !would_be_trivially_dead_memo(ir.ctx, ir.body(op.body), op.op, &mut self.removable)
    }

    /// Marks `values` live if `op` has an effect or a live result (read at
    /// `point`, so that a change re-visits it).
    fn live_with(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        op: OpRef,
        point: ProgramPoint,
        values: &[ValueRef],
    ) {
        let results: SmallVec<[ValueRef; 2]> = cx.ir.results(op).collect();
        let mut live = self.has_effect(cx, op);
        for r in results {
            live |= value_for::<Liveness>(cx, point, r).live;
        }
        if live {
            for &v in values {
                meet(cx, v, &LIVE);
            }
        }
    }
}

impl BackwardTransfer for LivenessTransfer {
    type Value = Liveness;

    fn visit_operation(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        op: OpRef,
        operands: &[ValueRef],
        results: &[ValueRef],
    ) {
        let live_result = results.iter().any(|&r| is_live(cx, r));
        if live_result || self.has_effect(cx, op) {
            for &v in operands {
                meet(cx, v, &LIVE);
            }
        }
    }

    fn visit_branch_operand(&mut self, cx: &mut SolverCx<'_, '_>, op: OpRef, index: usize) {
        // The successors a branch picks are not tracked, so what decides
        // them is conservatively live (a terminator has an effect). What
        // decides the regions a region-branch operation runs (a
        // condition, loop bounds, `scf.condition`'s flag) is live if the
        // operation is.
        let v = ValueRef {
            body: op.body,
            value: cx.ir.body(op.body).operand(op.op, index),
        };
        let decides = cx
            .ir
            .parent_op(op)
            .filter(|&p| cx.ir.region_exit_parent(op) == Some(p) && !cx.ir.is_branch(op))
            .unwrap_or(op);
        self.live_with(cx, decides, ProgramPoint::AfterOp(op), &[v]);
    }

    fn visit_non_control_flow_arguments(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        branch: OpRef,
        args: &[ValueRef],
    ) {
        self.live_with(cx, branch, ProgramPoint::AfterOp(branch), args);
    }

    fn visit_call_operand(&mut self, cx: &mut SolverCx<'_, '_>, op: OpRef, index: usize) {
        let v = ValueRef {
            body: op.body,
            value: cx.ir.body(op.body).operand(op.op, index),
        };
        meet(cx, v, &LIVE);
    }

    fn set_to_exit_state(&mut self, cx: &mut SolverCx<'_, '_>, v: ValueRef) {
        meet(cx, v, &LIVE);
    }
}

/// Runs dead code analysis, constant propagation and liveness on the IR
/// nested in the top operation of `ir`; every value then has a liveness
/// state (dead when unreachable), so a value without one was created later.
pub fn run_liveness<'ir>(ir: Ir<'ir>) -> DataFlowSolver<'ir> {
    let mut solver = DataFlowSolver::new(ir);
    solver.load(Box::new(DeadCodeAnalysis));
    solver.load(Box::new(SparseConstantPropagation::create()));
    solver.load(Box::new(LivenessAnalysis::create()));
    solver.initialize_and_run();
    let (ir, states) = solver.parts_mut();
    let mut values: SmallVec<[ValueRef; 32]> = SmallVec::new();
    ir.walk(ir.top(), &mut |ir, op| {
        values.extend(ir.results(op));
        let (rb, regions) = ir.regions(op);
        for &r in regions {
            for b in ir.body(rb).region_blocks(r) {
                values.extend(
                    ir.body(rb)
                        .block_args(b)
                        .iter()
                        .map(|&value| ValueRef { body: rb, value }),
                );
            }
        }
    });
    for v in values {
        states.get_or_create::<Lattice<Liveness>>(LatticeAnchor::Value(v));
    }
    solver
}

/// The liveness of `v`: `None` if the value was created after the analysis.
pub fn liveness(states: &States, v: ValueRef) -> Option<bool> {
    states
        .lookup::<Lattice<Liveness>>(LatticeAnchor::Value(v))
        .map(|l| l.value.live)
}
