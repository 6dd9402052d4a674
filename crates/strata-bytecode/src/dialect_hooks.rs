//! Adapters between the reader/writer and the dialect hooks of
//! [`BytecodeDialectInterface`]: dialects other than builtin encode their
//! attributes and types through these.

use strata_ir::interfaces::{
    BytecodeDialectInterface, DialectBytecodeReader, DialectBytecodeWriter,
};
use strata_ir::{Attribute, Context, Type};

use crate::encoding::Cursor;
use crate::error::BytecodeError;
use crate::reader::Table;
use crate::writer::Sink;

/// The bytecode hooks of the registered dialect `name`, if it has them.
pub(crate) fn hooks(ctx: &Context, name: &str) -> Option<std::sync::Arc<strata_ir::DialectDef>> {
    ctx.dialect(name)
        .filter(|d| d.interfaces.contains::<dyn BytecodeDialectInterface>())
}

/// Reads a dialect's encoding from an attribute/type entry; keeps the
/// first error so the caller can report it.
pub(crate) struct EntryReader<'t, 'a> {
    pub table: &'t mut Table<'a>,
    pub cur: &'t mut Cursor<'a>,
    pub version: u64,
    pub error: Option<BytecodeError>,
}

impl EntryReader<'_, '_> {
    fn keep<T>(&mut self, r: Result<T, BytecodeError>) -> Option<T> {
        match r {
            Ok(v) => Some(v),
            Err(e) => {
                self.error.get_or_insert(e);
                None
            }
        }
    }
}

impl DialectBytecodeReader for EntryReader<'_, '_> {
    fn bytecode_version(&self) -> u64 {
        self.version
    }
    fn read_varint(&mut self) -> Option<u64> {
        let r = self.cur.varint();
        self.keep(r)
    }
    fn read_signed_varint(&mut self) -> Option<i64> {
        let r = self.cur.signed_varint();
        self.keep(r)
    }
    fn read_byte(&mut self) -> Option<u8> {
        let r = self.cur.byte();
        self.keep(r)
    }
    fn read_attribute(&mut self) -> Option<Attribute> {
        let r = self.table.read_attr(self.cur);
        self.keep(r)
    }
    fn read_optional_attribute(&mut self) -> Option<Option<Attribute>> {
        let r = self.table.read_optional_attr(self.cur);
        self.keep(r)
    }
    fn read_type(&mut self) -> Option<Type> {
        let r = self.table.read_type(self.cur);
        self.keep(r)
    }
    fn read_string(&mut self) -> Option<Vec<u8>> {
        let r = self.table.read_string(self.cur).map(<[u8]>::to_vec);
        self.keep(r)
    }
    fn read_blob(&mut self) -> Option<Vec<u8>> {
        let r = self
            .cur
            .varint()
            .and_then(|n| self.cur.bytes(n))
            .map(<[u8]>::to_vec);
        self.keep(r)
    }
}

/// Writes a dialect's encoding to a writer sink (numbering or emitting).
pub(crate) struct SinkWriter<'s> {
    pub sink: &'s mut dyn Sink,
    pub version: u64,
}

impl DialectBytecodeWriter for SinkWriter<'_> {
    fn bytecode_version(&self) -> u64 {
        self.version
    }
    fn write_varint(&mut self, value: u64) {
        self.sink.varint(value);
    }
    fn write_signed_varint(&mut self, value: i64) {
        self.sink.signed_varint(value);
    }
    fn write_byte(&mut self, value: u8) {
        self.sink.byte(value);
    }
    fn write_attribute(&mut self, attr: Attribute) {
        self.sink.attr(attr);
    }
    fn write_optional_attribute(&mut self, attr: Option<Attribute>) {
        self.sink.optional_attr(attr);
    }
    fn write_type(&mut self, ty: Type) {
        self.sink.ty(ty);
    }
    fn write_string(&mut self, s: &[u8]) {
        self.sink.string(s);
    }
    fn write_blob(&mut self, data: &[u8]) {
        self.sink.blob(data);
    }
}

/// Encodes a non-builtin attribute through its dialect's hooks.
pub(crate) fn write_attribute(
    ctx: &Context,
    dialect: &str,
    attr: Attribute,
    sink: &mut dyn Sink,
    version: u64,
) -> bool {
    let Some(def) = hooks(ctx, dialect) else {
        return false;
    };
    let Some(iface) = def.interface::<dyn BytecodeDialectInterface>() else {
        return false;
    };
    iface.write_attribute(ctx, attr, &mut SinkWriter { sink, version })
}

/// Encodes a non-builtin type through its dialect's hooks.
pub(crate) fn write_type(
    ctx: &Context,
    dialect: &str,
    ty: Type,
    sink: &mut dyn Sink,
    version: u64,
) -> bool {
    let Some(def) = hooks(ctx, dialect) else {
        return false;
    };
    let Some(iface) = def.interface::<dyn BytecodeDialectInterface>() else {
        return false;
    };
    iface.write_type(ctx, ty, &mut SinkWriter { sink, version })
}
