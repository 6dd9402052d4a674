//! The attribute and type tables: entries decoded on first use, either
//! from a dialect's custom encoding or from their textual form.

use rustc_hash::FxHashMap;
use strata_asm::Parser;
use strata_asm::lexer::TokenKind;
use strata_ir::{Attribute, Context, Ident, Type};

use crate::encoding::Cursor;
use crate::error::BytecodeError;

/// Nesting of attribute/type references beyond which reading stops, so a
/// hostile chain of references cannot overflow the stack.
const MAX_DEPTH: u32 = 512;

/// The state of one table entry.
#[derive(Clone, Copy)]
enum Slot<T> {
    Pending,
    InProgress,
    Done(T),
}

/// One encoded attribute or type: where its encoding is in the
/// attribute/type section.
#[derive(Clone, Copy)]
pub(crate) struct Entry {
    /// Index of the owning dialect in the dialect section.
    pub dialect: u32,
    /// Start of the encoding in the section.
    pub start: u32,
    /// Size of the encoding.
    pub len: u32,
    /// True for a custom (dialect) encoding, false for text.
    pub custom: bool,
}

/// Attributes and types of a file, with the strings and resource keys
/// their encodings refer to.
pub(crate) struct Table<'a> {
    pub ctx: &'a Context,
    /// The file's format version.
    pub version: u64,
    pub strings: Vec<&'a [u8]>,
    pub dialect_names: Vec<&'a str>,
    /// The attribute/type section.
    data: Cursor<'a>,
    attr_entries: Vec<Entry>,
    type_entries: Vec<Entry>,
    attrs: Vec<Slot<Attribute>>,
    types: Vec<Slot<Type>>,
    /// The keys of dialect resources, in handle order.
    pub resources: Vec<Ident>,
    /// StringAttrs already turned into identifiers.
    pub idents: FxHashMap<Attribute, Ident>,
    depth: u32,
}

impl<'a> Table<'a> {
    /// A table over the given entries.
    pub fn new(
        ctx: &'a Context,
        version: u64,
        strings: Vec<&'a [u8]>,
        dialect_names: Vec<&'a str>,
        data: Cursor<'a>,
        attr_entries: Vec<Entry>,
        type_entries: Vec<Entry>,
    ) -> Self {
        let attrs = attr_entries.iter().map(|_| Slot::Pending).collect();
        let types = type_entries.iter().map(|_| Slot::Pending).collect();
        Table {
            ctx,
            version,
            strings,
            dialect_names,
            data,
            attr_entries,
            type_entries,
            attrs,
            types,
            resources: Vec::new(),
            idents: FxHashMap::default(),
            depth: 0,
        }
    }

    /// String `index` of the string section.
    pub fn string(&self, index: u64, at: &Cursor<'_>) -> Result<&'a [u8], BytecodeError> {
        usize::try_from(index)
            .ok()
            .and_then(|i| self.strings.get(i).copied())
            .ok_or_else(|| at.error(format!("invalid string index: {index}")))
    }

    /// Reads a string reference.
    pub fn read_string(&self, cur: &mut Cursor<'a>) -> Result<&'a [u8], BytecodeError> {
        let index = cur.varint()?;
        self.string(index, cur)
    }

    /// Attribute `index`, decoded on first use.
    pub fn attr(&mut self, index: u64, at: &Cursor<'_>) -> Result<Attribute, BytecodeError> {
        let i = match usize::try_from(index) {
            Ok(i) if i < self.attrs.len() => i,
            _ => return Err(at.error(format!("invalid Attribute index: {index}"))),
        };
        match self.attrs[i] {
            Slot::Done(a) => return Ok(a),
            Slot::InProgress => {
                return Err(at.error(format!("cyclic reference to Attribute index {index}")));
            }
            Slot::Pending => {}
        }
        self.enter(at)?;
        self.attrs[i] = Slot::InProgress;
        let result = self.decode_attr(i);
        self.depth -= 1;
        match result {
            Ok(a) => {
                self.attrs[i] = Slot::Done(a);
                Ok(a)
            }
            Err(e) => {
                self.attrs[i] = Slot::Pending;
                Err(e)
            }
        }
    }

    /// Type `index`, decoded on first use.
    pub fn ty(&mut self, index: u64, at: &Cursor<'_>) -> Result<Type, BytecodeError> {
        let i = match usize::try_from(index) {
            Ok(i) if i < self.types.len() => i,
            _ => return Err(at.error(format!("invalid Type index: {index}"))),
        };
        match self.types[i] {
            Slot::Done(t) => return Ok(t),
            Slot::InProgress => {
                return Err(at.error(format!("cyclic reference to Type index {index}")));
            }
            Slot::Pending => {}
        }
        self.enter(at)?;
        self.types[i] = Slot::InProgress;
        let result = self.decode_type(i);
        self.depth -= 1;
        match result {
            Ok(t) => {
                self.types[i] = Slot::Done(t);
                Ok(t)
            }
            Err(e) => {
                self.types[i] = Slot::Pending;
                Err(e)
            }
        }
    }

    /// Reads an attribute reference.
    pub fn read_attr(&mut self, cur: &mut Cursor<'a>) -> Result<Attribute, BytecodeError> {
        let index = cur.varint()?;
        self.attr(index, cur)
    }

    /// Reads an optional attribute reference (`0` for none).
    pub fn read_optional_attr(
        &mut self,
        cur: &mut Cursor<'a>,
    ) -> Result<Option<Attribute>, BytecodeError> {
        let (index, present) = cur.varint_with_flag()?;
        if !present {
            return Ok(None);
        }
        self.attr(index, cur).map(Some)
    }

    /// Reads a type reference.
    pub fn read_type(&mut self, cur: &mut Cursor<'a>) -> Result<Type, BytecodeError> {
        let index = cur.varint()?;
        self.ty(index, cur)
    }

    fn enter(&mut self, at: &Cursor<'_>) -> Result<(), BytecodeError> {
        if self.depth >= MAX_DEPTH {
            return Err(at.error("attribute/type references are nested too deeply"));
        }
        self.depth += 1;
        Ok(())
    }

    /// The dialect, encoding and custom flag of an entry.
    fn entry(&self, e: Entry) -> (usize, Cursor<'a>, bool) {
        let data = self
            .data
            .slice(e.start as usize, e.len as usize)
            .unwrap_or(self.data);
        (e.dialect as usize, data, e.custom)
    }

    fn decode_attr(&mut self, i: usize) -> Result<Attribute, BytecodeError> {
        let (dialect, mut data, custom) = self.entry(self.attr_entries[i]);
        if !custom {
            if let Some((dialect, body)) = self.unregistered_symbol(&data, b'#') {
                let attr = Attribute::opaque(self.ctx, dialect, body, None);
                let text = strata_asm::attr_to_string(self.ctx, attr);
                if self.reparses(&text, |p| p.parse_attribute(), attr) {
                    return Ok(attr);
                }
            }
            return self.parse_text(&mut data, |p| p.parse_attribute(), "Attribute");
        }
        let attr = match self.dialect_names.get(dialect).copied() {
            Some("builtin") => super::builtin::read_attribute(self, &mut data)?,
            Some(name) => self.read_with_hooks(name, &mut data, "attributes", |i, ctx, r| {
                i.read_attribute(ctx, r)
            })?,
            None => return Err(data.error(format!("invalid dialect index: {dialect}"))),
        };
        if !data.is_empty() {
            return Err(data.error("unexpected trailing bytes after Attribute encoding"));
        }
        Ok(attr)
    }

    fn decode_type(&mut self, i: usize) -> Result<Type, BytecodeError> {
        let (dialect, mut data, custom) = self.entry(self.type_entries[i]);
        if !custom {
            if let Some((dialect, body)) = self.unregistered_symbol(&data, b'!') {
                let ty = Type::opaque(self.ctx, dialect, body);
                let text = strata_asm::type_to_string(self.ctx, ty);
                if self.reparses(&text, |p| p.parse_type(), ty) {
                    return Ok(ty);
                }
            }
            return self.parse_text(&mut data, |p| p.parse_type(), "Type");
        }
        let ty = match self.dialect_names.get(dialect).copied() {
            Some("builtin") => super::builtin::read_type(self, &mut data)?,
            Some(name) => {
                self.read_with_hooks(name, &mut data, "types", |i, ctx, r| i.read_type(ctx, r))?
            }
            None => return Err(data.error(format!("invalid dialect index: {dialect}"))),
        };
        if !data.is_empty() {
            return Err(data.error("unexpected trailing bytes after Type encoding"));
        }
        Ok(ty)
    }

    /// The dialect and body of `!dialect.body` (or `#dialect.body`) text of
    /// an unregistered dialect, which upstream writes without brackets
    /// around a body of several groups; such text is kept opaque as is.
    fn unregistered_symbol(&self, data: &Cursor<'a>, sigil: u8) -> Option<(Ident, &'a str)> {
        if !self.ctx.allows_unregistered_dialects() {
            return None;
        }
        let mut probe = *data;
        let text = probe.nul_string().ok()?;
        let text = std::str::from_utf8(text.strip_prefix(&[sigil])?).ok()?;
        let (dialect, body) = text.split_once('.')?;
        let valid = !dialect.is_empty()
            && dialect
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$');
        if !valid || self.ctx.dialect(dialect).is_some() || !probe.is_empty() {
            return None;
        }
        Some((Ident::new(self.ctx, dialect), body))
    }

    /// Decodes a custom entry of dialect `name` through its bytecode hooks.
    fn read_with_hooks<T>(
        &mut self,
        name: &str,
        data: &mut Cursor<'a>,
        what: &str,
        read: impl FnOnce(
            &dyn strata_ir::interfaces::BytecodeDialectInterface,
            &Context,
            &mut dyn strata_ir::interfaces::DialectBytecodeReader,
        ) -> Option<T>,
    ) -> Result<T, BytecodeError> {
        let unsupported = || {
            data.error(format!(
                "dialect {name} does not support reading {what} from bytecode"
            ))
        };
        let Some(def) = crate::dialect_hooks::hooks(self.ctx, name) else {
            return Err(unsupported());
        };
        let Some(iface) = def.interface::<dyn strata_ir::interfaces::BytecodeDialectInterface>()
        else {
            return Err(unsupported());
        };
        let start = *data;
        let ctx = self.ctx;
        let version = self.version;
        let mut reader = crate::dialect_hooks::EntryReader {
            table: self,
            cur: data,
            version,
            error: None,
        };
        let value = read(iface, ctx, &mut reader);
        match (value, reader.error) {
            (Some(v), None) => Ok(v),
            (_, Some(e)) => Err(e),
            (None, None) => Err(start.error(format!("failed to read {what} of dialect {name}"))),
        }
    }

    /// True if `text` (the printed form of `value`) parses back to it.
    fn reparses<T: PartialEq>(
        &self,
        text: &str,
        parse: impl FnOnce(&mut Parser<'_>) -> strata_asm::ParseResult<T>,
        value: T,
    ) -> bool {
        let mut parser = Parser::new(self.ctx, text.as_bytes(), "");
        matches!(parse(&mut parser), Ok(v) if v == value) && parser.kind() == TokenKind::Eof
    }

    /// Parses the NUL-terminated textual form of an attribute or type.
    fn parse_text<T>(
        &self,
        data: &mut Cursor<'a>,
        parse: impl FnOnce(&mut Parser<'_>) -> strata_asm::ParseResult<T>,
        what: &str,
    ) -> Result<T, BytecodeError> {
        let start = *data;
        let text = data.nul_string()?;
        if !data.is_empty() {
            return Err(data.error(format!(
                "unexpected trailing bytes after {what} assembly format"
            )));
        }
        let shown = String::from_utf8_lossy(text).into_owned();
        let mut parser = Parser::new(self.ctx, text, &shown);
        let value = parse(&mut parser).map_err(|e| start.error(e.0.message.clone()))?;
        if parser.kind() != TokenKind::Eof {
            return Err(start.error(format!(
                "trailing characters found after {what} assembly format: {}",
                parser.tok_text()
            )));
        }
        Ok(value)
    }
}
