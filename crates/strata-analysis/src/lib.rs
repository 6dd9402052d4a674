//! Analyses shared by passes: the dataflow framework (dead code, sparse
//! constant propagation, liveness), structural operation equivalence and
//! symbol uses. The dominator tree is `strata_ir::dominance`, since the
//! verifier needs it.

pub mod dataflow;
pub mod equivalence;
pub mod symbols;
