//! Analyses shared by the standard passes: dominator trees and
//! structural operation equivalence.

pub mod dominance;
pub mod equivalence;
pub mod symbols;
