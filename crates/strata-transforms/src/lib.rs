//! Transformations: the greedy pattern rewrite driver, region
//! simplification, and the standard passes (canonicalize, cse, ...).

pub mod analysis;
pub mod block_merge;
pub mod conversion;
pub mod dataflow;
pub mod greedy;
pub mod inliner;
pub mod passes;
pub mod region_utils;

pub use passes::registry;
