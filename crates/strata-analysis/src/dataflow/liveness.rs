//! Liveness: whether an SSA value may affect the program's observable
//! behaviour. A value is live if it is an operand of an operation with
//! memory effects or of a return-like terminator, a branch condition or a
//! call operand that is not an argument, escapes through a public
//! function, or is used to compute a live value.

use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::interfaces::has_no_side_effects;

use super::constant_propagation::SparseConstantPropagation;
use super::dead_code::DeadCodeAnalysis;
use super::ir::{Ir, OpRef, ValueRef};
use super::lattice::{Lattice, MeetLattice, meet};
use super::solver::{ChangeResult, DataFlowSolver, LatticeAnchor, SolverCx, States};
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
pub struct LivenessTransfer;

/// Liveness analysis as a loadable analysis.
pub type LivenessAnalysis = SparseBackward<LivenessTransfer>;

impl LivenessAnalysis {
    /// The analysis.
    pub fn create() -> Self {
        SparseBackward::new(LivenessTransfer)
    }
}

fn is_live(cx: &mut SolverCx<'_, '_>, v: ValueRef) -> bool {
    cx.get_or_create::<Lattice<Liveness>>(LatticeAnchor::Value(v))
        .value
        .live
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
        let ir = &*cx.ir;
        let effects = !has_no_side_effects(ir.ctx, ir.body(op.body), op.op);
        let live_result = results.iter().any(|&r| is_live(cx, r));
        if effects || cx.ir.has_trait(op, OpTraits::RETURN_LIKE) || live_result {
            for &v in operands {
                meet(cx, v, &LIVE);
            }
        }
    }

    fn visit_branch_operand(&mut self, cx: &mut SolverCx<'_, '_>, op: OpRef, index: usize) {
        // The successors a branch picks are not tracked, so what decides
        // them is conservatively live.
        let v = ValueRef {
            body: op.body,
            value: cx.ir.body(op.body).operand(op.op, index),
        };
        meet(cx, v, &LIVE);
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
