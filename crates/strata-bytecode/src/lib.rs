//! The MLIR bytecode format, compatible with MLIR 22: a reader of every
//! version upstream writes (0 to 6) and a writer producing the same bytes
//! as `mlir-opt --emit-bytecode` for the dialects Strata ships.
//!
//! ```text
//! parse_bytecode(ctx, &bytes)                -> ParsedSource (body, ops)
//! write_bytecode(ctx, &body, op, &config)    -> Vec<u8>
//! ```

mod builtin_codes;
mod dialect_hooks;
pub mod encoding;
mod error;
pub mod properties;
mod reader;
mod writer;

pub use encoding::{CURRENT_VERSION, MAGIC};
pub use error::BytecodeError;
pub use reader::{is_bytecode, parse_bytecode, parse_bytecode_with_config};
pub use writer::{DEFAULT_PRODUCER, WriterConfig, write_bytecode};
