//! The hook through which a dialect encodes its own attributes and types in
//! the bytecode format (MLIR's BytecodeDialectInterface). The bytecode
//! reader and writer consult it; attributes and types of a dialect without
//! it are stored in their textual form.

use crate::attributes::Attribute;
use crate::context::Context;
use crate::types::Type;

/// A dialect's bytecode encoding of its attributes and types.
pub trait BytecodeDialectInterface: Send + Sync {
    /// The version of the dialect's encoding, written once per file.
    fn version(&self) -> u64 {
        0
    }

    /// Appends the encoding of `attr` to `out`; false to fall back to text.
    fn write_attribute(&self, ctx: &Context, attr: Attribute, out: &mut Vec<u8>) -> bool;

    /// Decodes an attribute written by [`Self::write_attribute`], advancing
    /// `input` past it; `None` on malformed input.
    fn read_attribute(&self, ctx: &Context, version: u64, input: &mut &[u8]) -> Option<Attribute>;

    /// Appends the encoding of `ty` to `out`; false to fall back to text.
    fn write_type(&self, ctx: &Context, ty: Type, out: &mut Vec<u8>) -> bool;

    /// Decodes a type written by [`Self::write_type`], advancing `input`
    /// past it; `None` on malformed input.
    fn read_type(&self, ctx: &Context, version: u64, input: &mut &[u8]) -> Option<Type>;
}
