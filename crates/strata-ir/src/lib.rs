//! The IR core of Strata: the context with its interned types, attributes
//! and names; operations, blocks, regions and values; locations and
//! diagnostics; interfaces; typed op classes; the verifier and dominance;
//! and the builtin dialect. The textual format is `strata-asm`, declarative
//! op definitions `strata-ods`, pattern rewriting `strata-rewrite`.
//!
//! Build a block with one argument and an operation using it:
//!
//! ```
//! use strata_ir::{Body, Context, Location, OperationName, OperationState, Type};
//! let ctx = Context::new();
//! let i32 = Type::integer(&ctx, 32, strata_ir::types::Signedness::Signless);
//! let mut body = Body::new();
//! let block = body.create_block();
//! let x = body.add_block_arg(block, i32, Location::unknown(&ctx));
//! let mut state = OperationState::new(OperationName::new(&ctx, "demo.neg"), Location::unknown(&ctx));
//! state.operands.push(x);
//! state.result_types.push(i32);
//! let op = body.create_op(&ctx, state);
//! body.append_op(block, op);
//! assert_eq!(body.operand(op, 0), x);
//! assert_eq!(body.value_type(body.result(op, 0)), i32);
//! ```

pub mod affine;
pub mod attributes;
mod buckets;
pub mod builtin;
pub mod context;
pub mod diagnostics;
pub mod dialect;
pub mod dominance;
mod file_locs;
pub mod ident;
pub mod interfaces;
mod interner;
pub mod ir;
pub mod line_index;
pub mod location;
pub mod memref_layout;
pub mod op_class;
pub mod symbol_table;
pub mod types;
pub mod verifier;

pub use attributes::{AttrKind, Attribute, NamedAttr};
pub use context::Context;
pub use diagnostics::{DiagResult, Diagnostic, Severity, SourceBytes, SourceManager};
pub use dialect::{DialectDef, OpDef, OpTraits, OperationName};
pub use ident::Ident;
pub use interfaces::InterfaceMap;
pub use ir::{
    BlockId, Body, OpId, OperandId, OperationState, RegionId, StateRegions, Value, ValueDef,
    WalkOrder, WalkResult,
};
pub use location::Location;
pub use op_class::OpClass;
/// Stack growth for recursion over user input (see [`strata_support::stack`]).
pub use strata_support::stack;
pub use types::{Type, TypeKind};
