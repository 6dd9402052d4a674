//! The hook through which a dialect encodes its own attributes and types in
//! the bytecode format (MLIR's BytecodeDialectInterface). The bytecode
//! reader and writer consult it; attributes and types of a dialect without
//! it (or for which it declines) are stored in their textual form.
//! Operation properties need no hook: their encoding follows from each
//! op's declared inherent attributes.

use crate::attributes::Attribute;
use crate::context::Context;
use crate::types::Type;

/// What a dialect's decoder reads from: primitives, and references to the
/// file's attributes, types and strings. Every method returns `None` on
/// malformed input.
pub trait DialectBytecodeReader {
    /// The version of the file's format.
    fn bytecode_version(&self) -> u64;
    /// An unsigned varint.
    fn read_varint(&mut self) -> Option<u64>;
    /// A zigzag-encoded signed varint.
    fn read_signed_varint(&mut self) -> Option<i64>;
    /// One byte.
    fn read_byte(&mut self) -> Option<u8>;
    /// A reference to an attribute.
    fn read_attribute(&mut self) -> Option<Attribute>;
    /// A reference to an optional attribute (`Some(None)` when absent).
    fn read_optional_attribute(&mut self) -> Option<Option<Attribute>>;
    /// A reference to a type.
    fn read_type(&mut self) -> Option<Type>;
    /// A reference to a string of the string section.
    fn read_string(&mut self) -> Option<Vec<u8>>;
    /// A size-prefixed blob.
    fn read_blob(&mut self) -> Option<Vec<u8>>;
}

/// What a dialect's encoder writes to (the counterpart of
/// [`DialectBytecodeReader`]).
pub trait DialectBytecodeWriter {
    /// The version of the format being written.
    fn bytecode_version(&self) -> u64;
    /// An unsigned varint.
    fn write_varint(&mut self, value: u64);
    /// A zigzag-encoded signed varint.
    fn write_signed_varint(&mut self, value: i64);
    /// One byte.
    fn write_byte(&mut self, value: u8);
    /// A reference to an attribute.
    fn write_attribute(&mut self, attr: Attribute);
    /// A reference to an optional attribute.
    fn write_optional_attribute(&mut self, attr: Option<Attribute>);
    /// A reference to a type.
    fn write_type(&mut self, ty: Type);
    /// A string, stored once in the string section.
    fn write_string(&mut self, s: &[u8]);
    /// A size-prefixed blob.
    fn write_blob(&mut self, data: &[u8]);
}

/// A dialect's bytecode encoding of its attributes and types. The writer
/// calls the `write_*` hooks twice per value (once to number what they
/// refer to, once to emit), so they must write the same thing each time.
pub trait BytecodeDialectInterface: Send + Sync {
    /// Encodes `attr` of this dialect; false to fall back to text.
    fn write_attribute(
        &self,
        _ctx: &Context,
        _attr: Attribute,
        _writer: &mut dyn DialectBytecodeWriter,
    ) -> bool {
        false
    }

    /// Decodes an attribute written by [`Self::write_attribute`]; `None`
    /// on malformed input.
    fn read_attribute(
        &self,
        _ctx: &Context,
        _reader: &mut dyn DialectBytecodeReader,
    ) -> Option<Attribute> {
        None
    }

    /// Encodes `ty` of this dialect; false to fall back to text.
    fn write_type(
        &self,
        _ctx: &Context,
        _ty: Type,
        _writer: &mut dyn DialectBytecodeWriter,
    ) -> bool {
        false
    }

    /// Decodes a type written by [`Self::write_type`]; `None` on
    /// malformed input.
    fn read_type(&self, _ctx: &Context, _reader: &mut dyn DialectBytecodeReader) -> Option<Type> {
        None
    }
}
