//! Analyses shared by the standard passes: structural operation
//! equivalence and symbol uses. Dominator trees are `strata_ir::dominance`.

pub mod equivalence;
pub mod symbols;
