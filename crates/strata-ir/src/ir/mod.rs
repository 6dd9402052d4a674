//! Operations, blocks, regions and values, stored in per-isolation-scope arenas.

mod absorb;
mod access;
mod body;
mod entity;
#[cfg(test)]
mod foreign_ids;
mod list;
mod walk;

pub use absorb::Absorbed;
pub use body::{Body, OperationState, StateRegions, ValueDef};
pub use entity::{BlockId, OpId, OperandId, RegionId, Value};
pub use walk::{WalkOrder, WalkResult};
