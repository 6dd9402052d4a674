//! The MLIR bytecode format, compatible with MLIR 22: a reader of every
//! version upstream writes (0 to 6) and a writer producing the same bytes
//! as `mlir-opt --emit-bytecode` for the dialects Strata ships.
//!
//! ```text
//! parse_bytecode(ctx, &bytes)                -> ParsedSource (body, ops)
//! write_bytecode(ctx, &body, op, &config)    -> Vec<u8>
//! ```
//!
//! Write a module as bytecode, then read it back:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! strata_dialects::register_all(&ctx).expect("valid declarations");
//! let src = "func.func @f() -> i32 {\n  %c = arith.constant 3 : i32\n  return %c : i32\n}";
//! let m = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let config = strata_bytecode::WriterConfig::default();
//! let bytes = strata_bytecode::write_bytecode(&ctx, &m.body, m.ops[0], &config).expect("writable");
//! assert!(strata_bytecode::is_bytecode(&bytes));
//! let back = strata_bytecode::parse_bytecode(&ctx, &bytes).expect("readable");
//! let print = |p: &strata_asm::ParsedSource| strata_asm::op_to_string(&ctx, &p.body, p.ops[0], Default::default());
//! assert_eq!(print(&back), print(&m));
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
