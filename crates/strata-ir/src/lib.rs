//! The IR core of Strata: the context with its interned types, attributes
//! and names; operations, blocks, regions and values; locations and
//! diagnostics; interfaces; typed op classes; the verifier and dominance;
//! and the builtin dialect. The textual format is `strata-asm`, declarative
//! op definitions `strata-ods`, pattern rewriting `strata-rewrite`.

pub mod affine;
pub mod attributes;
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
pub use diagnostics::{DiagResult, Diagnostic, Severity, SourceManager};
pub use dialect::{DialectDef, OpDef, OpTraits, OperationName};
pub use ident::Ident;
pub use interfaces::InterfaceMap;
pub use ir::{
    BlockId, Body, OpId, OperandId, OperationState, RegionId, StateRegions, Value, ValueDef,
    WalkOrder, WalkResult,
};
pub use location::Location;
pub use op_class::OpClass;
pub use types::{Type, TypeKind};
