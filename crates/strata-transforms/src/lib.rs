//! The generic passes (canonicalize, cse, inline, sccp, ...) and the
//! inliner they share. The drivers they run are in `strata-rewrite`, the
//! analyses in `strata-analysis`.

pub mod inliner;
pub mod passes;

pub use passes::registry;
