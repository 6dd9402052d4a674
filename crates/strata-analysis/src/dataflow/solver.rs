//! The data-flow solver: analysis states attached to lattice anchors, the
//! dependencies between states and program points, and the worklist that
//! re-runs analyses at program points until a fixed point is reached.

use std::any::{Any, TypeId};
use std::collections::VecDeque;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::ir::{BlockRef, Ir, OpRef, ValueRef};

/// Identifies an analysis loaded into a solver.
pub type AnalysisId = usize;

/// A point in the program where an analysis can be (re)run.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ProgramPoint {
    /// The start of a block.
    BlockStart(BlockRef),
    /// Just after an operation.
    AfterOp(OpRef),
}

/// What an analysis state is attached to.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum LatticeAnchor {
    /// A program point.
    Point(ProgramPoint),
    /// An SSA value.
    Value(ValueRef),
    /// The control-flow edge from a block to one of its successors.
    Edge(BlockRef, BlockRef),
}

impl LatticeAnchor {
    /// The anchor of the start of `block`.
    pub fn block(block: BlockRef) -> Self {
        LatticeAnchor::Point(ProgramPoint::BlockStart(block))
    }

    /// The anchor just after `op`.
    pub fn after(op: OpRef) -> Self {
        LatticeAnchor::Point(ProgramPoint::AfterOp(op))
    }
}

/// Whether an update changed a state.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ChangeResult {
    /// The state is unchanged.
    NoChange,
    /// The state changed.
    Change,
}

impl std::ops::BitOr for ChangeResult {
    type Output = ChangeResult;
    fn bitor(self, rhs: ChangeResult) -> ChangeResult {
        if self == ChangeResult::Change || rhs == ChangeResult::Change {
            ChangeResult::Change
        } else {
            ChangeResult::NoChange
        }
    }
}

/// The pending (program point, analysis) visits.
#[derive(Default)]
pub struct Worklist {
    queue: VecDeque<(ProgramPoint, AnalysisId)>,
}

impl Worklist {
    /// Schedules `analysis` to visit `point`.
    pub fn push(&mut self, point: ProgramPoint, analysis: AnalysisId) {
        self.queue.push_back((point, analysis));
    }
}

/// Information an analysis computes about a lattice anchor.
pub trait AnalysisState: Any + Default {
    /// Schedules extra work when the state changed, beyond re-visiting the
    /// program points that depend on it.
    fn on_update(&self, anchor: LatticeAnchor, ir: &Ir<'_>, worklist: &mut Worklist) {
        let _ = (anchor, ir, worklist);
    }
}

/// A stored state with its dependents.
struct Slot {
    state: Box<dyn Any>,
    on_update: fn(&dyn Any, LatticeAnchor, &Ir<'_>, &mut Worklist),
    dependents: SmallVec<[(ProgramPoint, AnalysisId); 4]>,
}

fn on_update_of<T: AnalysisState>(
    state: &dyn Any,
    anchor: LatticeAnchor,
    ir: &Ir<'_>,
    worklist: &mut Worklist,
) {
    if let Some(s) = state.downcast_ref::<T>() {
        s.on_update(anchor, ir, worklist);
    }
}

/// Every analysis state, keyed by anchor and state type.
#[derive(Default)]
pub struct States {
    slots: FxHashMap<(LatticeAnchor, TypeId), Slot>,
}

impl States {
    /// The state of type `T` at `anchor`, if one was created.
    pub fn lookup<T: AnalysisState>(&self, anchor: LatticeAnchor) -> Option<&T> {
        self.slots
            .get(&(anchor, TypeId::of::<T>()))
            .and_then(|s| s.state.downcast_ref::<T>())
    }

    fn slot<T: AnalysisState>(&mut self, anchor: LatticeAnchor) -> &mut Slot {
        self.slots
            .entry((anchor, TypeId::of::<T>()))
            .or_insert_with(|| Slot {
                state: Box::new(T::default()),
                on_update: on_update_of::<T>,
                dependents: SmallVec::new(),
            })
    }

    /// The state of type `T` at `anchor`, created in its default state if needed.
    pub fn get_or_create<T: AnalysisState>(&mut self, anchor: LatticeAnchor) -> &mut T {
        match self.slot::<T>(anchor).state.downcast_mut::<T>() {
            Some(s) => s,
            None => unreachable!("state slots are keyed by their type"),
        }
    }
}

/// What an analysis sees while it runs: the IR, the states and the
/// worklist, on behalf of the analysis `current`.
pub struct SolverCx<'s, 'ir> {
    /// The IR.
    pub ir: &'s mut Ir<'ir>,
    states: &'s mut States,
    worklist: &'s mut Worklist,
    current: AnalysisId,
}

impl SolverCx<'_, '_> {
    /// The analysis being run.
    pub fn current(&self) -> AnalysisId {
        self.current
    }

    /// The state of type `T` at `anchor` (created if needed), for changes
    /// that are not updates of its value (such as subscriptions).
    pub fn get_or_create<T: AnalysisState>(&mut self, anchor: LatticeAnchor) -> &mut T {
        self.states.get_or_create(anchor)
    }

    /// The state of type `T` at `anchor`, recording that the current
    /// analysis must re-visit `dependent` when it changes.
    pub fn get_for<T: AnalysisState>(
        &mut self,
        dependent: ProgramPoint,
        anchor: LatticeAnchor,
    ) -> &T {
        self.add_dependency::<T>(anchor, dependent);
        self.states.get_or_create(anchor)
    }

    /// Records that the current analysis must re-visit `dependent` when
    /// the state of type `T` at `anchor` changes.
    pub fn add_dependency<T: AnalysisState>(
        &mut self,
        anchor: LatticeAnchor,
        dependent: ProgramPoint,
    ) {
        let entry = (dependent, self.current);
        let slot = self.states.slot::<T>(anchor);
        if !slot.dependents.contains(&entry) {
            slot.dependents.push(entry);
        }
    }

    /// Applies `f` to the state of type `T` at `anchor`; if it reports a
    /// change, schedules everything depending on the state.
    pub fn update<T: AnalysisState>(
        &mut self,
        anchor: LatticeAnchor,
        f: impl FnOnce(&mut T) -> ChangeResult,
    ) {
        let slot = self.states.slot::<T>(anchor);
        let changed = match slot.state.downcast_mut::<T>() {
            Some(s) => f(s),
            None => ChangeResult::NoChange,
        };
        if changed == ChangeResult::NoChange {
            return;
        }
        for &(point, analysis) in &slot.dependents {
            self.worklist.push(point, analysis);
        }
        (slot.on_update)(&*slot.state, anchor, self.ir, self.worklist);
    }
}

/// An analysis run by the solver.
pub trait DataFlowAnalysis {
    /// Sets up the initial states and dependencies for the IR nested in `top`.
    fn initialize(&mut self, cx: &mut SolverCx<'_, '_>, top: OpRef);

    /// Re-computes what the analysis knows at `point`.
    fn visit(&mut self, cx: &mut SolverCx<'_, '_>, point: ProgramPoint);
}

/// Runs analyses together to a common fixed point.
pub struct DataFlowSolver<'ir> {
    ir: Ir<'ir>,
    analyses: Vec<Box<dyn DataFlowAnalysis>>,
    states: States,
    worklist: Worklist,
}

impl<'ir> DataFlowSolver<'ir> {
    /// A solver over `ir` with no analyses.
    pub fn new(ir: Ir<'ir>) -> Self {
        DataFlowSolver {
            ir,
            analyses: Vec::new(),
            states: States::default(),
            worklist: Worklist::default(),
        }
    }

    /// Loads an analysis; analyses are initialized in load order.
    pub fn load(&mut self, analysis: Box<dyn DataFlowAnalysis>) -> AnalysisId {
        self.analyses.push(analysis);
        self.analyses.len() - 1
    }

    /// Initializes every analysis on the top operation and runs the
    /// worklist until nothing changes.
    pub fn initialize_and_run(&mut self) {
        let top = self.ir.top();
        for (id, analysis) in self.analyses.iter_mut().enumerate() {
            let mut cx = SolverCx {
                ir: &mut self.ir,
                states: &mut self.states,
                worklist: &mut self.worklist,
                current: id,
            };
            analysis.initialize(&mut cx, top);
        }
        while let Some((point, id)) = self.worklist.queue.pop_front() {
            let mut cx = SolverCx {
                ir: &mut self.ir,
                states: &mut self.states,
                worklist: &mut self.worklist,
                current: id,
            };
            self.analyses[id].visit(&mut cx, point);
        }
    }

    /// The IR.
    pub fn ir(&self) -> &Ir<'ir> {
        &self.ir
    }

    /// The computed states.
    pub fn states(&self) -> &States {
        &self.states
    }

    /// The IR (to rewrite it) and the computed states.
    pub fn parts_mut(&mut self) -> (&mut Ir<'ir>, &mut States) {
        (&mut self.ir, &mut self.states)
    }
}
