//! The bytecode writer.

use strata_ir::{Body, Context, OpId};

use crate::error::BytecodeError;

/// The producer string `mlir-opt` 22.1.8 writes; Strata writes the same
/// so that its files are byte-identical to upstream's.
pub const DEFAULT_PRODUCER: &str = "MLIR22.1.8";

/// What to write: the format version and the producer string.
#[derive(Clone, Debug)]
pub struct WriterConfig {
    /// The format version (0 to [`crate::CURRENT_VERSION`]).
    pub version: u64,
    /// The producer recorded in the header.
    pub producer: String,
}

/// Writes `op` (an operation of `body`) as a bytecode file.
pub fn write_bytecode(
    _ctx: &Context,
    _body: &Body,
    _op: OpId,
    _config: &WriterConfig,
) -> Result<Vec<u8>, BytecodeError> {
    Err(BytecodeError::new("not implemented", 0, "header"))
}
