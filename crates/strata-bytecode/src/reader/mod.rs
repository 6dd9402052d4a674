//! The bytecode reader: header, sections, and the IR they describe.

mod builtin;
mod ir;
mod table;

use std::sync::Arc;

use strata_asm::{ParsedSource, ParserConfig};
use strata_ir::context::ResourceBlob;
use strata_ir::{Context, Ident, Location, OperationName};

use crate::encoding::{
    CURRENT_VERSION, Cursor, MAGIC, VERSION_DIALECT_VERSIONING,
    VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOC, VERSION_NATIVE_PROPERTIES, section,
};
use crate::error::BytecodeError;
use ir::{IrReader, OpNameEntry};
use table::Entry;
pub(crate) use table::Table;

type R<T> = Result<T, BytecodeError>;

/// True if `data` starts with the bytecode magic number.
pub fn is_bytecode(data: &[u8]) -> bool {
    data.starts_with(MAGIC)
}

/// Reads a bytecode file into a top-level body, wrapping the operations
/// in an implicit `builtin.module` as the text parser does.
pub fn parse_bytecode(ctx: &Context, data: &[u8]) -> R<ParsedSource> {
    parse_bytecode_with_config(ctx, data, ParserConfig::default())
}

/// [`parse_bytecode`] with the text parser's configuration (implicit module).
pub fn parse_bytecode_with_config(
    ctx: &Context,
    data: &[u8],
    config: ParserConfig,
) -> R<ParsedSource> {
    let mut file = Cursor::new(data, 0, "header");
    let magic = file.bytes(4).map_err(|_| not_bytecode())?;
    if magic != MAGIC {
        return Err(not_bytecode());
    }
    let version = file.varint()?;
    if version > CURRENT_VERSION {
        return Err(file.error(format!(
            "bytecode version {version} is newer than the current version {CURRENT_VERSION}"
        )));
    }
    let producer = String::from_utf8_lossy(file.nul_string()?).into_owned();
    let note = format!("in bytecode version {version} produced by: {producer}");
    read_sections(ctx, &mut file, version, config).map_err(|mut e| {
        e.producer_note = Some(note);
        e
    })
}

fn not_bytecode() -> BytecodeError {
    BytecodeError::new("input buffer is not an MLIR bytecode file", 0, "header")
}

fn read_sections(
    ctx: &Context,
    file: &mut Cursor<'_>,
    version: u64,
    config: ParserConfig,
) -> R<ParsedSource> {
    let mut sections: [Option<Cursor<'_>>; section::COUNT] = [None; section::COUNT];
    while !file.is_empty() {
        let (id, data) = file.section_data()?;
        let slot = &mut sections[usize::from(id)];
        if slot.is_some() {
            return Err(file.error(format!(
                "duplicate top-level section: {}",
                section::name(id)
            )));
        }
        *slot = Some(data);
    }
    let required = |id: u8| -> R<Cursor<'_>> {
        sections[usize::from(id)].ok_or_else(|| {
            file.error(format!(
                "missing data for top-level section: {}",
                section::name(id)
            ))
        })
    };
    let strings = read_strings(required(section::STRING)?)?;
    let (dialect_names, op_names) =
        read_dialects(ctx, version, required(section::DIALECT)?, &strings)?;
    let attr_type_data = required(section::ATTR_TYPE)?;
    if attr_type_data.remaining() > u32::MAX as usize {
        return Err(attr_type_data.error("the attribute/type section is larger than 4 GiB"));
    }
    let (attrs, types) = read_attr_type_offsets(
        required(section::ATTR_TYPE_OFFSET)?,
        attr_type_data,
        dialect_names.len(),
    )?;
    let properties = if version >= VERSION_NATIVE_PROPERTIES {
        read_properties(required(section::PROPERTIES)?)?
    } else {
        Vec::new()
    };
    let mut ir = required(section::IR)?;
    let mut table = Table::new(
        ctx,
        version,
        strings,
        dialect_names,
        attr_type_data,
        attrs,
        types,
    );
    if let Some(offsets) = sections[usize::from(section::RESOURCE_OFFSET)] {
        let data = sections[usize::from(section::RESOURCE)]
            .ok_or_else(|| file.error("missing data for top-level section: resource section"))?;
        read_resources(&mut table, offsets, data)?;
    }
    let top = IrReader {
        table: &mut table,
        version,
        op_names: &op_names,
        properties: &properties,
        props_cache: Default::default(),
    }
    .read_top(&mut ir)?;
    let ops = top.ops;
    let module_name = strata_ir::builtin::module_op_name(ctx);
    if ops.len() == 1 && (config.no_implicit_module || top.body.op_name(ops[0]) == module_name) {
        return Ok(ParsedSource {
            body: top.body,
            block: top.block,
            ops,
        });
    }
    if config.no_implicit_module {
        return Err(ir.error(format!(
            "source must contain a single top-level operation, found: {}",
            ops.len()
        )));
    }
    let (body, block, module) =
        strata_ir::builtin::wrap_in_module(ctx, top.body, Location::unknown(ctx));
    Ok(ParsedSource {
        body,
        block,
        ops: vec![module],
    })
}

fn read_strings(mut c: Cursor<'_>) -> R<Vec<&[u8]>> {
    let n = c.count("string")?;
    let mut lengths = Vec::with_capacity(n);
    for _ in 0..n {
        lengths.push(c.varint()?);
    }
    let mut strings = Vec::with_capacity(n);
    for &len in lengths.iter().rev() {
        if len == 0 {
            return Err(c.error("string of size zero has no null terminator"));
        }
        let bytes = c.bytes(len)?;
        let (last, text) = bytes.split_last().unwrap_or((&0, &[]));
        if *last != 0 {
            return Err(c.error("malformed null-terminated string, no null character found"));
        }
        strings.push(text);
    }
    Ok(strings)
}

fn utf8<'a>(c: &Cursor<'_>, bytes: &'a [u8]) -> R<&'a str> {
    std::str::from_utf8(bytes).map_err(|_| c.error("expected a UTF-8 name"))
}

fn string_at<'a>(c: &Cursor<'_>, strings: &[&'a [u8]], index: u64) -> R<&'a [u8]> {
    usize::try_from(index)
        .ok()
        .and_then(|i| strings.get(i).copied())
        .ok_or_else(|| c.error(format!("invalid string index: {index}")))
}

fn read_dialects<'a>(
    ctx: &Context,
    version: u64,
    mut c: Cursor<'a>,
    strings: &[&'a [u8]],
) -> R<(Vec<&'a str>, Vec<OpNameEntry>)> {
    let n = c.count("dialect")?;
    let mut dialects = Vec::with_capacity(n);
    for _ in 0..n {
        let (index, versioned) = if version < VERSION_DIALECT_VERSIONING {
            (c.varint()?, false)
        } else {
            c.varint_with_flag()?
        };
        let name = utf8(&c, string_at(&c, strings, index)?)?;
        if versioned {
            let (id, _version) = c.section_data()?;
            if id != section::DIALECT_VERSIONS {
                return Err(c.error(format!(
                    "expected dialect version section, got {}",
                    section::name(id)
                )));
            }
        }
        dialects.push(name);
    }
    if version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
        c.count("operation name")?;
    }
    let mut ops = Vec::new();
    while !c.is_empty() {
        let dialect_index = c.varint()?;
        let dialect = usize::try_from(dialect_index)
            .ok()
            .and_then(|i| dialects.get(i).copied())
            .ok_or_else(|| c.error(format!("invalid dialect index: {dialect_index}")))?;
        let count = c.count("operation name")?;
        for _ in 0..count {
            let index = if version < VERSION_NATIVE_PROPERTIES {
                c.varint()?
            } else {
                c.varint_with_flag()?.0
            };
            let op = utf8(&c, string_at(&c, strings, index)?)?;
            let full = if op.is_empty() {
                dialect.to_string()
            } else {
                format!("{dialect}.{op}")
            };
            let name = OperationName::new(ctx, &full);
            ops.push(OpNameEntry { name });
        }
    }
    Ok((dialects, ops))
}

fn read_attr_type_offsets(
    mut offsets: Cursor<'_>,
    data: Cursor<'_>,
    num_dialects: usize,
) -> R<(Vec<Entry>, Vec<Entry>)> {
    let num_attrs = offsets.count("attribute")?;
    let num_types = offsets.count("type")?;
    let mut end = 0u64;
    let mut read_group = |count: usize| -> R<Vec<Entry>> {
        let mut entries = Vec::with_capacity(count);
        while entries.len() < count {
            let dialect = offsets.varint()?;
            let dialect = u32::try_from(dialect)
                .ok()
                .filter(|&d| (d as usize) < num_dialects)
                .ok_or_else(|| offsets.error(format!("invalid dialect index: {dialect}")))?;
            let n = offsets.count("attribute/type entry")?;
            if entries.len() + n > count {
                return Err(offsets.error("more attribute/type entries than declared"));
            }
            for _ in 0..n {
                let (size, custom) = offsets.varint_with_flag()?;
                let start = end;
                end = start.saturating_add(size);
                if end > data.remaining() as u64 {
                    return Err(offsets.error(format!(
                        "attribute or type entry of {size} bytes overruns the attribute/type section"
                    )));
                }
                entries.push(Entry {
                    dialect,
                    start: start as u32,
                    len: size as u32,
                    custom,
                });
            }
        }
        Ok(entries)
    };
    let attrs = read_group(num_attrs)?;
    let types = read_group(num_types)?;
    Ok((attrs, types))
}

fn read_properties(mut c: Cursor<'_>) -> R<Vec<Cursor<'_>>> {
    let n = c.count("properties")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let size = c.varint()?;
        let base = c.offset();
        let bytes = c.bytes(size)?;
        out.push(Cursor::new(bytes, base, section::name(section::PROPERTIES)));
    }
    Ok(out)
}

/// Resource entry kinds.
const KIND_BLOB: u8 = 0;
const KIND_BOOL: u8 = 1;
const KIND_STRING: u8 = 2;

fn read_resources<'a>(
    table: &mut Table<'a>,
    mut offsets: Cursor<'a>,
    mut data: Cursor<'a>,
) -> R<()> {
    let ctx = table.ctx;
    let num_external = offsets.count("external resource group")?;
    for _ in 0..num_external {
        let key = offsets.varint()?;
        let group = String::from_utf8_lossy(table.string(key, &offsets)?).into_owned();
        let n = offsets.count("resource")?;
        let mut entries = Vec::with_capacity(n);
        for _ in 0..n {
            let (name, text) = read_resource_entry(table, &mut offsets, &mut data)?;
            entries.push((String::from_utf8_lossy(name).into_owned(), text.to_text()));
        }
        ctx.add_external_resources(&group, entries);
    }
    while !offsets.is_empty() {
        let dialect = offsets.varint()?;
        let is_builtin = usize::try_from(dialect)
            .ok()
            .and_then(|d| table.dialect_names.get(d))
            .map(|n| *n == "builtin")
            .ok_or_else(|| offsets.error(format!("invalid dialect index: {dialect}")))?;
        let n = offsets.count("resource")?;
        for _ in 0..n {
            let (name, value) = read_resource_entry(table, &mut offsets, &mut data)?;
            let key = Ident::new(ctx, &String::from_utf8_lossy(name));
            table.resources.push(key);
            if let (true, ResourceValue::Blob(blob)) = (is_builtin, value) {
                ctx.set_resource(key, blob);
            }
        }
    }
    Ok(())
}

/// The value of one resource entry.
enum ResourceValue<'a> {
    Blob(ResourceBlob),
    Bool(bool),
    String(&'a [u8]),
    Empty,
}

impl ResourceValue<'_> {
    /// The textual form kept for external resources.
    fn to_text(&self) -> String {
        match self {
            ResourceValue::Blob(b) => {
                let mut s = format!("\"0x{:08X}", b.alignment.swap_bytes());
                for byte in b.data.iter() {
                    s.push_str(&format!("{byte:02X}"));
                }
                s.push('"');
                s
            }
            ResourceValue::Bool(v) => v.to_string(),
            ResourceValue::String(s) => escaped(s),
            ResourceValue::Empty => "\"\"".to_string(),
        }
    }
}

/// A string literal in the textual format's escaping.
fn escaped(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 2);
    out.push('"');
    for &b in bytes {
        match b {
            b'"' | b'\\' => {
                out.push('\\');
                out.push(b as char);
            }
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out.push('"');
    out
}

fn read_resource_entry<'a>(
    table: &Table<'a>,
    offsets: &mut Cursor<'a>,
    data: &mut Cursor<'a>,
) -> R<(&'a [u8], ResourceValue<'a>)> {
    let key = offsets.varint()?;
    let name = table.string(key, offsets)?;
    let size = offsets.varint()?;
    let kind = offsets.byte()?;
    let base = data.offset();
    let bytes = data.bytes(size)?;
    let mut entry = Cursor::new(bytes, base, section::name(section::RESOURCE));
    if size == 0 {
        return Ok((name, ResourceValue::Empty));
    }
    let value = match kind {
        KIND_BLOB => {
            let alignment = entry.varint()?;
            let len = entry.varint()?;
            entry.align(alignment.max(1))?;
            let blob = entry.bytes(len)?;
            let alignment = u32::try_from(alignment)
                .map_err(|_| entry.error(format!("invalid alignment: {alignment}")))?;
            ResourceValue::Blob(ResourceBlob {
                alignment,
                data: Arc::from(blob),
            })
        }
        KIND_BOOL => ResourceValue::Bool(entry.byte()? != 0),
        KIND_STRING => {
            let index = entry.varint()?;
            ResourceValue::String(table.string(index, &entry)?)
        }
        _ => return Err(offsets.error(format!("unknown resource entry kind: {kind}"))),
    };
    Ok((name, value))
}
