//! Lattice elements attached to SSA values, for sparse analyses.

use smallvec::SmallVec;

use super::ir::{Ir, ValueRef};
use super::solver::{
    AnalysisId, AnalysisState, ChangeResult, LatticeAnchor, ProgramPoint, SolverCx, Worklist,
};

/// A value of a lattice ordered for a forward analysis.
pub trait JoinLattice: Clone + Default + PartialEq + 'static {
    /// The least upper bound of `self` and `other`, stored in `self`.
    fn join(&mut self, other: &Self) -> ChangeResult;
}

/// A value of a lattice ordered for a backward analysis.
pub trait MeetLattice: Clone + Default + PartialEq + 'static {
    /// The greatest lower bound of `self` and `other`, stored in `self`.
    fn meet(&mut self, other: &Self) -> ChangeResult;
}

/// The lattice element of one SSA value.
#[derive(Default)]
pub struct Lattice<V> {
    /// The current value.
    pub value: V,
    use_def_subscribers: SmallVec<[AnalysisId; 2]>,
}

impl<V> Lattice<V> {
    /// Asks that `analysis` re-visit every user of the value when it changes.
    pub fn use_def_subscribe(&mut self, analysis: AnalysisId) {
        if !self.use_def_subscribers.contains(&analysis) {
            self.use_def_subscribers.push(analysis);
        }
    }
}

impl<V: Default + 'static> AnalysisState for Lattice<V> {
    fn on_update(&self, anchor: LatticeAnchor, ir: &Ir<'_>, worklist: &mut Worklist) {
        let LatticeAnchor::Value(v) = anchor else {
            return;
        };
        if self.use_def_subscribers.is_empty() {
            return;
        }
        for user in ir.users(v) {
            for &a in &self.use_def_subscribers {
                worklist.push(ProgramPoint::AfterOp(user), a);
            }
        }
    }
}

/// The current lattice value of `v` (created uninitialized if needed).
pub fn value_of<V: Clone + Default + 'static>(cx: &mut SolverCx<'_, '_>, v: ValueRef) -> V {
    cx.get_or_create::<Lattice<V>>(LatticeAnchor::Value(v))
        .value
        .clone()
}

/// The lattice value of `v`, recording that the current analysis must
/// re-visit `dependent` when it changes.
pub fn value_for<V: Clone + Default + 'static>(
    cx: &mut SolverCx<'_, '_>,
    dependent: ProgramPoint,
    v: ValueRef,
) -> V {
    cx.get_for::<Lattice<V>>(dependent, LatticeAnchor::Value(v))
        .value
        .clone()
}

/// Joins `value` into the lattice of `v`, propagating a change.
pub fn join<V: JoinLattice>(cx: &mut SolverCx<'_, '_>, v: ValueRef, value: &V) {
    cx.update::<Lattice<V>>(LatticeAnchor::Value(v), |l| l.value.join(value));
}

/// Meets `value` into the lattice of `v`, propagating a change.
pub fn meet<V: MeetLattice>(cx: &mut SolverCx<'_, '_>, v: ValueRef, value: &V) {
    cx.update::<Lattice<V>>(LatticeAnchor::Value(v), |l| l.value.meet(value));
}
