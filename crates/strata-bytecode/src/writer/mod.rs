//! The bytecode writer, laying the file out as upstream's writer does.

mod builtin;
mod ir;
mod numbering;
mod resources;

use rustc_hash::FxHashMap;
use strata_asm::{attr_to_string, type_to_string};
use strata_ir::{Attribute, Body, Context, Ident, OpId, Type};

use crate::encoding::{
    CURRENT_VERSION, Emitter, MAGIC, VERSION_DIALECT_VERSIONING,
    VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOC, VERSION_NATIVE_PROPERTIES, section,
};
use crate::error::BytecodeError;
pub(crate) use builtin::Sink;
use numbering::{Numbered, Numbering};

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

impl Default for WriterConfig {
    fn default() -> Self {
        WriterConfig {
            version: CURRENT_VERSION,
            producer: DEFAULT_PRODUCER.to_string(),
        }
    }
}

/// Writes `op` (an operation of `body`, usually the top-level module) as a
/// bytecode file.
pub fn write_bytecode(
    ctx: &Context,
    body: &Body,
    op: OpId,
    config: &WriterConfig,
) -> Result<Vec<u8>, BytecodeError> {
    if config.version > CURRENT_VERSION {
        return Err(BytecodeError::new(
            format!(
                "unsupported version requested {}, must be in range [0, {CURRENT_VERSION}]",
                config.version
            ),
            0,
            "header",
        ));
    }
    let numbering = Numbering::new(ctx, body, op, config.version);
    let mut w = Writer {
        ctx,
        n: &numbering,
        strings: StringTable::default(),
        properties: PropertiesTable::default(),
    };
    let mut file = Emitter::new();
    file.bytes(MAGIC);
    file.varint(config.version);
    file.nul_string(config.producer.as_bytes());
    w.write_dialects(&mut file);
    w.write_attrs_and_types(&mut file);
    let mut ir = Emitter::new();
    ir.varint_with_flag(1, false);
    w.write_op(&mut ir, body, op)?;
    file.section(section::IR, ir);
    w.write_resources(&mut file);
    let mut strings = Emitter::new();
    w.strings.write(&mut strings);
    file.section(section::STRING, strings);
    if config.version >= VERSION_NATIVE_PROPERTIES {
        let mut props = Emitter::new();
        w.properties.write(&mut props);
        file.section(section::PROPERTIES, props);
    } else if !w.properties.entries.is_empty() {
        return Err(BytecodeError::new(
            "unexpected properties emitted incompatible with bytecode <5",
            0,
            "header",
        ));
    }
    Ok(file.buf)
}

/// The string section: strings in first-use order.
#[derive(Default)]
struct StringTable {
    strings: Vec<Vec<u8>>,
    index: FxHashMap<Vec<u8>, u64>,
}

impl StringTable {
    fn insert(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.strings.len() as u64;
        self.strings.push(s.to_vec());
        self.index.insert(s.to_vec(), i);
        i
    }

    fn write(&self, e: &mut Emitter) {
        e.varint(self.strings.len() as u64);
        for s in self.strings.iter().rev() {
            e.varint(s.len() as u64 + 1);
        }
        for s in &self.strings {
            e.nul_string(s);
        }
    }
}

/// The properties section: distinct encodings, each size-prefixed.
#[derive(Default)]
struct PropertiesTable {
    entries: Vec<Vec<u8>>,
    index: FxHashMap<Vec<u8>, u64>,
}

impl PropertiesTable {
    fn insert(&mut self, raw: &[u8]) -> u64 {
        let mut e = Emitter::new();
        e.varint(raw.len() as u64);
        e.bytes(raw);
        if let Some(&i) = self.index.get(&e.buf) {
            return i;
        }
        let i = self.entries.len() as u64;
        self.index.insert(e.buf.clone(), i);
        self.entries.push(e.buf);
        i
    }

    fn write(&self, e: &mut Emitter) {
        e.varint(self.entries.len() as u64);
        for entry in &self.entries {
            e.bytes(entry);
        }
    }
}

/// The state of one write.
struct Writer<'w, 'c> {
    ctx: &'c Context,
    n: &'w Numbering<'c>,
    strings: StringTable,
    properties: PropertiesTable,
}

/// Writes encodings with the final numbering.
struct Emit<'e, 'w, 'c> {
    e: &'e mut Emitter,
    n: &'w Numbering<'c>,
    strings: &'e mut StringTable,
}

impl Sink for Emit<'_, '_, '_> {
    fn attr(&mut self, attr: Attribute) {
        self.e.varint(u64::from(self.n.attr(attr)));
    }
    fn optional_attr(&mut self, attr: Option<Attribute>) {
        match attr {
            Some(a) => self.e.varint_with_flag(u64::from(self.n.attr(a)), true),
            None => self.e.varint(0),
        }
    }
    fn ty(&mut self, ty: Type) {
        self.e.varint(u64::from(self.n.ty(ty)));
    }
    fn varint(&mut self, v: u64) {
        self.e.varint(v);
    }
    fn signed_varint(&mut self, v: i64) {
        self.e.signed_varint(v);
    }
    fn byte(&mut self, b: u8) {
        self.e.byte(b);
    }
    fn string(&mut self, s: &[u8]) {
        let i = self.strings.insert(s);
        self.e.varint(i);
    }
    fn blob(&mut self, data: &[u8]) {
        self.e.varint(data.len() as u64);
        self.e.bytes(data);
    }
    fn resource(&mut self, key: Ident) {
        let i = self.n.resource_number.get(&key).copied().unwrap_or(0);
        self.e.varint(u64::from(i));
    }
}

/// Writes `entries` in runs of the same dialect: dialect, count, entries.
fn write_grouped<T>(
    e: &mut Emitter,
    entries: &[Numbered<T>],
    mut each: impl FnMut(&mut Emitter, &Numbered<T>),
) {
    let mut i = 0;
    while i < entries.len() {
        let dialect = entries[i].dialect;
        let end = entries[i..]
            .iter()
            .position(|x| x.dialect != dialect)
            .map_or(entries.len(), |p| i + p);
        e.varint(u64::from(dialect));
        e.varint((end - i) as u64);
        for x in &entries[i..end] {
            each(e, x);
        }
        i = end;
    }
}

impl Writer<'_, '_> {
    fn write_dialects(&mut self, file: &mut Emitter) {
        let n = self.n;
        let mut e = Emitter::new();
        e.varint(n.dialects.len() as u64);
        for d in &n.dialects {
            let id = self.strings.insert(d.as_bytes());
            if n.version < VERSION_DIALECT_VERSIONING {
                e.varint(id);
            } else {
                e.varint_with_flag(id, false);
            }
        }
        if n.version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
            e.varint(n.op_names.len() as u64);
        }
        let ctx = self.ctx;
        let strings = &mut self.strings;
        write_grouped(&mut e, &n.op_names, |e, o| {
            let full = o.item.as_str(ctx);
            let bare = full.split_once('.').map_or("", |(_, rest)| rest);
            let id = strings.insert(bare.as_bytes());
            if n.version < VERSION_NATIVE_PROPERTIES {
                e.varint(id);
            } else {
                e.varint_with_flag(id, o.item.is_registered(ctx));
            }
        });
        file.section(section::DIALECT, e);
    }

    fn write_attrs_and_types(&mut self, file: &mut Emitter) {
        let (ctx, n) = (self.ctx, self.n);
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        offsets.varint(n.attrs.len() as u64);
        offsets.varint(n.types.len() as u64);
        let mut prev = 0usize;
        let strings = &mut self.strings;
        let mut finish = |data: &mut Emitter, offsets: &mut Emitter, custom: bool| {
            offsets.varint_with_flag((data.len() - prev) as u64, custom);
            prev = data.len();
        };
        let mut attr_offsets = Emitter::new();
        write_grouped(&mut attr_offsets, &n.attrs, |o, a| {
            if a.custom {
                let mut sink = Emit {
                    e: &mut data,
                    n,
                    strings,
                };
                match builtin::attr_dialect(ctx, a.item) {
                    "builtin" => builtin::write_attribute(ctx, a.item, &mut sink),
                    d => {
                        crate::dialect_hooks::write_attribute(ctx, d, a.item, &mut sink, n.version)
                    }
                };
            } else {
                data.nul_string(attr_to_string(ctx, a.item).as_bytes());
            }
            finish(&mut data, o, a.custom);
        });
        offsets.bytes(&attr_offsets.buf);
        let mut type_offsets = Emitter::new();
        write_grouped(&mut type_offsets, &n.types, |o, t| {
            if t.custom {
                let mut sink = Emit {
                    e: &mut data,
                    n,
                    strings,
                };
                match builtin::type_dialect(ctx, t.item) {
                    "builtin" => builtin::write_type(ctx, t.item, &mut sink),
                    d => crate::dialect_hooks::write_type(ctx, d, t.item, &mut sink, n.version),
                };
            } else {
                data.nul_string(type_to_string(ctx, t.item).as_bytes());
            }
            finish(&mut data, o, t.custom);
        });
        offsets.bytes(&type_offsets.buf);
        file.section(section::ATTR_TYPE_OFFSET, offsets);
        file.section(section::ATTR_TYPE, data);
    }

    fn write_resources(&mut self, file: &mut Emitter) {
        let (ctx, n) = (self.ctx, self.n);
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        let external = ctx.external_resources();
        offsets.varint(external.len() as u64);
        let mut prev = 0usize;
        for (group, entries) in &external {
            let mut sizes: Vec<(&str, u64, u8)> = Vec::new();
            for (key, text) in entries {
                let kind = match resources::ExternalValue::parse(text) {
                    resources::ExternalValue::Bool(b) => {
                        data.byte(u8::from(b));
                        resources::KIND_BOOL
                    }
                    resources::ExternalValue::String(s) => {
                        data.varint(self.strings.insert(&s));
                        resources::KIND_STRING
                    }
                    resources::ExternalValue::Blob { alignment, bytes } => {
                        data.varint(u64::from(alignment));
                        data.varint(bytes.len() as u64);
                        data.align_to(u64::from(alignment));
                        data.bytes(&bytes);
                        resources::KIND_BLOB
                    }
                };
                sizes.push((key, (data.len() - prev) as u64, kind));
                prev = data.len();
            }
            offsets.varint(self.strings.insert(group.as_bytes()));
            offsets.varint(sizes.len() as u64);
            for (key, size, kind) in sizes {
                offsets.varint(self.strings.insert(key.as_bytes()));
                offsets.varint(size);
                offsets.byte(kind);
            }
        }
        if !n.resources.is_empty() {
            let mut entries: Vec<(Ident, u64)> = Vec::new();
            for &key in &n.resources {
                if let Some(blob) = ctx.resource(key) {
                    data.varint(u64::from(blob.alignment));
                    data.varint(blob.data.len() as u64);
                    data.align_to(u64::from(blob.alignment));
                    data.bytes(&blob.data);
                }
                entries.push((key, (data.len() - prev) as u64));
                prev = data.len();
            }
            let builtin = n.dialects.iter().position(|d| d == "builtin").unwrap_or(0);
            offsets.varint(builtin as u64);
            offsets.varint(entries.len() as u64);
            for (key, size) in entries {
                let id = self.strings.insert(key.as_str(ctx).as_bytes());
                offsets.varint(id);
                offsets.varint(size);
                offsets.byte(0);
            }
        }
        file.section(section::RESOURCE_OFFSET, offsets);
        file.section(section::RESOURCE, data);
    }
}
