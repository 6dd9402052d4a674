//! A data-flow analysis framework in the style of MLIR's: a solver runs
//! analyses over a worklist of program points until their states (lattice
//! elements attached to values, blocks, edges and program points) stop
//! changing.
//!
//! Provided analyses: dead code analysis (executable blocks and edges,
//! call-graph predecessors), sparse constant propagation (a sparse forward
//! analysis simulating operation folders) and liveness (a sparse backward
//! analysis).

pub mod constant_propagation;
pub mod dead_code;
pub mod int_range;
pub mod ir;
pub mod lattice;
pub mod liveness;
pub mod solver;
pub mod sparse_backward;
pub mod sparse_forward;

pub use constant_propagation::{ConstantValue, SparseConstantPropagation};
pub use dead_code::{DeadCodeAnalysis, Executable, PredecessorState};
pub use int_range::{IntRange, IntegerRangeAnalysis, range_of};
pub use ir::{BlockRef, BodyIdx, Ir, OpRef, ValueRef};
pub use lattice::{JoinLattice, Lattice, MeetLattice};
pub use liveness::{Liveness, LivenessAnalysis, liveness, run_liveness};
pub use solver::{
    AnalysisId, AnalysisState, ChangeResult, DataFlowAnalysis, DataFlowSolver, LatticeAnchor,
    ProgramPoint, SolverCx, States,
};
pub use sparse_backward::{BackwardTransfer, SparseBackward};
pub use sparse_forward::{ForwardTransfer, SparseForward};

#[cfg(test)]
mod tests;
