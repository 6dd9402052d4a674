//! Analyses shared by the standard passes: dominator trees, memory
//! effects and structural operation equivalence.

pub mod dominance;
pub mod equivalence;
pub mod side_effects;
pub mod symbols;
