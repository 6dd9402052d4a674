//! Printing of attributes and locations.

use smallvec::SmallVec;
use strata_support::apfloat::APFloat;
use strata_support::apint::APInt;

use crate::DialectAttrAsmInterface;
use strata_ir::attributes::{AttrKind, Attribute};
use strata_ir::ident::Ident;
use strata_ir::types::{DYNAMIC, Signedness, Type, TypeKind};

use super::Printer;

/// True for `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Appends `"..."` with LLVM's escaping (`\\`, and `\XX` for quotes and non-printables).
pub(crate) fn escape_string(bytes: &[u8], out: &mut String) {
    out.push('"');
    escape_string_contents(bytes, out);
    out.push('"');
}

/// Whether a string literal holds `c` as itself, without an escape.
fn is_plain_string_byte(c: u8) -> bool {
    (0x20..0x7F).contains(&c) && c != b'"' && c != b'\\'
}

/// Appends the text of a string literal holding `bytes`, without quotes.
pub(crate) fn escape_string_contents(bytes: &[u8], out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    if bytes.iter().all(|&c| is_plain_string_byte(c))
        && let Ok(text) = std::str::from_utf8(bytes)
    {
        out.push_str(text);
        return;
    }
    out.reserve(bytes.len() + 8);
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if is_plain_string_byte(c) {
            out.push(c as char);
        } else {
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
}

impl Printer<'_> {
    /// Prints a string literal with escapes.
    pub fn print_escaped_string(&mut self, bytes: &[u8]) {
        if self.collecting {
            return;
        }
        escape_string(bytes, &mut self.out.buf);
    }

    /// Prints `text` bare if it is an identifier, as a string literal otherwise.
    pub fn print_keyword_or_string(&mut self, text: &str) {
        if is_bare_identifier(text) {
            self.write(text);
        } else {
            self.print_escaped_string(text.as_bytes());
        }
    }

    /// Prints `@name`, quoting the name if needed.
    pub fn print_symbol_name(&mut self, name: &str) {
        self.write("@");
        self.print_keyword_or_string(name);
    }

    /// Prints a float value as MLIR does.
    pub fn print_float(&mut self, value: APFloat) {
        if !self.collecting {
            self.out.buf.push_str(self.float_texts.text(value));
        }
    }

    fn print_int_element(&mut self, value: &APInt, ty: Type) {
        if self.collecting {
            return;
        }
        let signed = match ty.kind(self.ctx) {
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => {
                self.write(if value.is_zero() { "false" } else { "true" });
                return;
            }
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => false,
            _ => true,
        };
        value.write_radix(10, signed, &mut self.out.buf);
    }

    /// Prints an attribute in full (its own alias is not used; nested ones are).
    pub(crate) fn print_attribute_inline(&mut self, attr: Attribute, elide_type: bool) {
        let ctx = self.ctx;
        let mut print_type_suffix = true;
        if attr.point_loc(ctx).is_some() {
            self.print_location_attr(attr);
            return;
        }
        match attr.kind(ctx) {
            AttrKind::Unit => self.write("unit"),
            AttrKind::Integer { ty, value } => {
                if ty.is_signless_int(ctx, 1) {
                    self.write(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                self.print_int_element(value, *ty);
                if !elide_type {
                    self.write(" : ");
                    self.print_type(*ty);
                }
                return;
            }
            AttrKind::Float { ty, value } => {
                self.print_float(*value);
                if !elide_type {
                    self.write(" : ");
                    self.print_type(*ty);
                }
                return;
            }
            AttrKind::String { bytes, .. } => self.print_escaped_string(bytes),
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::Array(elems) => {
                self.write("[");
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_attribute_may_elide(*e);
                }
                self.write("]");
            }
            AttrKind::Dictionary(entries) => {
                self.write("{");
                for (i, e) in entries.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_named_attr(e.name.as_str(ctx), e.value);
                }
                self.write("}");
            }
            AttrKind::SymbolRef { root, nested } => {
                self.print_symbol_name(root.as_str(ctx));
                for n in nested.iter() {
                    self.write("::");
                    self.print_symbol_name(n.as_str(ctx));
                }
            }
            AttrKind::AffineMap(map) => {
                self.write("affine_map<");
                let text = strata_ir::affine::map_to_string(ctx, map);
                self.write(&text);
                self.write(">");
            }
            AttrKind::IntegerSet(set) => {
                self.write("affine_set<");
                let text = strata_ir::affine::set_to_string(ctx, set);
                self.write(&text);
                self.write(">");
            }
            AttrKind::DenseElements { ty, splat, .. }
            | AttrKind::DenseStrings { ty, splat, .. }
                if self.should_elide_elements(*ty, *splat) =>
            {
                self.write("dense_resource<__elided__>");
            }
            AttrKind::Sparse {
                indices, values, ..
            } if self.should_elide_dense(*indices) || self.should_elide_dense(*values) => {
                self.write("dense_resource<__elided__>");
            }
            AttrKind::DenseElements { ty, data, splat } => {
                self.write("dense<");
                self.print_dense_body(*ty, data, *splat, true);
                self.write(">");
            }
            AttrKind::DenseStrings { ty, strings, splat } => {
                self.write("dense<");
                self.print_dense_strings_body(*ty, &strings.clone(), *splat);
                self.write(">");
            }
            AttrKind::DenseResource { key, .. } => {
                self.write("dense_resource<");
                let key = key.as_str(ctx).to_string();
                self.print_keyword_or_string(&key);
                self.write(">");
                self.referenced_resources.push(attr);
            }
            AttrKind::Sparse {
                indices, values, ..
            } => {
                self.write("sparse<");
                // No index at all (even a splat of a zero-element type).
                let indices_empty = indices
                    .typed_value_type(ctx)
                    .and_then(|t| t.num_elements(ctx))
                    == Some(0);
                if !indices_empty {
                    self.print_sparse_part(*indices);
                    self.write(", ");
                    self.print_sparse_part(*values);
                }
                self.write(">");
            }
            AttrKind::DenseArray { element, len, data } => {
                self.write("array<");
                self.print_type(*element);
                if *len > 0 {
                    self.write(": ");
                    let bytes =
                        element.int_or_float_bit_width(ctx).unwrap_or(8).div_ceil(8) as usize;
                    for i in 0..*len as usize {
                        if i > 0 {
                            self.write(", ");
                        }
                        self.print_element(*element, &data[i * bytes..(i + 1) * bytes]);
                    }
                }
                self.write(">");
                return;
            }
            AttrKind::Strided { offset, strides } => {
                self.write("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_dynamic(*s);
                }
                self.write("]");
                if *offset != 0 {
                    self.write(", offset: ");
                    self.print_dynamic(*offset);
                }
                self.write(">");
            }
            AttrKind::Distinct { referenced, .. } => {
                let next = self.distinct_ids.len() as u64;
                let id = *self.distinct_ids.entry(attr).or_insert(next);
                self.write_fmt(format_args!("distinct[{id}]<"));
                if !matches!(referenced.kind(ctx), AttrKind::Unit) {
                    self.print_attribute(*referenced);
                }
                self.write(">");
            }
            AttrKind::Opaque { dialect, data, .. } => {
                let dialect = dialect.as_str(ctx).to_string();
                let data = data.to_string();
                self.print_dialect_symbol('#', &dialect, &data);
            }
            AttrKind::Dialect { dialect, .. } => {
                print_type_suffix = false;
                let name = dialect.as_str(ctx);
                let def = ctx.dialect(name);
                match def
                    .as_deref()
                    .and_then(|d| d.interface::<dyn DialectAttrAsmInterface>())
                {
                    Some(asm) => {
                        self.write("#");
                        self.write(name);
                        asm.print_attr(self, attr);
                    }
                    None => self.write("<<unprintable dialect attribute>>"),
                }
            }
            AttrKind::UnknownLoc
            | AttrKind::FileLineColLoc { .. }
            | AttrKind::NameLoc { .. }
            | AttrKind::CallSiteLoc { .. }
            | AttrKind::FusedLoc { .. } => {
                self.print_location_attr(attr);
                return;
            }
        }
        if print_type_suffix
            && !elide_type
            && let Some(ty) = attr.typed_value_type(ctx)
            && ty != Type::none(ctx)
        {
            self.write(" : ");
            self.print_type(ty);
        }
    }

    /// Prints `name = value`, or just `name` for unit values.
    pub fn print_named_attr(&mut self, name: &str, value: Attribute) {
        self.print_keyword_or_string(name);
        if value != Attribute::unit(self.ctx) {
            self.write(" = ");
            self.print_attribute(value);
        }
    }

    fn print_dynamic(&mut self, v: i64) {
        if v == DYNAMIC {
            self.write("?");
        } else {
            self.write_fmt(format_args!("{v}"));
        }
    }

    /// Whether `--mlir-elide-elementsattrs-if-larger` replaces a non-splat
    /// elements attribute of type `ty` by `dense_resource<__elided__>`.
    fn should_elide_elements(&self, ty: Type, splat: bool) -> bool {
        match self.flags.elide_elements_above {
            Some(limit) => !splat && ty.num_elements(self.ctx).is_some_and(|n| n > limit),
            None => false,
        }
    }

    /// [`Self::should_elide_elements`] for a dense elements attribute.
    fn should_elide_dense(&self, attr: Attribute) -> bool {
        match attr.kind(self.ctx) {
            AttrKind::DenseElements { ty, splat, .. }
            | AttrKind::DenseStrings { ty, splat, .. } => self.should_elide_elements(*ty, *splat),
            _ => false,
        }
    }

    fn print_sparse_part(&mut self, attr: Attribute) {
        match attr.kind(self.ctx) {
            AttrKind::DenseElements { ty, data, splat } => {
                self.print_dense_body(*ty, data, *splat, false)
            }
            AttrKind::DenseStrings { ty, strings, splat } => {
                self.print_dense_strings_body(*ty, &strings.clone(), *splat)
            }
            _ => {}
        }
    }

    /// Prints the strings of a string elements attribute, nested by shape.
    fn print_dense_strings_body(&mut self, ty: Type, strings: &[Box<[u8]>], splat: bool) {
        self.print_nested_elements(ty, splat, strings.len(), |p, i| {
            p.print_escaped_string(&strings[i])
        });
    }

    /// Prints one element stored in `bytes` of type `elem`.
    fn print_element(&mut self, elem: Type, bytes: &[u8]) {
        let ctx = self.ctx;
        match elem.kind(ctx) {
            TypeKind::Float(sem) => {
                let mut raw = [0u8; 16];
                raw[..bytes.len()].copy_from_slice(bytes);
                self.print_float(APFloat::from_bits(*sem, u128::from_le_bytes(raw)));
            }
            TypeKind::Complex(part) => {
                let half = bytes.len() / 2;
                self.write("(");
                self.print_element(*part, &bytes[..half]);
                self.write(",");
                self.print_element(*part, &bytes[half..]);
                self.write(")");
            }
            TypeKind::Index => self.print_int_element(&APInt::from_le_bytes(64, bytes), elem),
            TypeKind::Integer { width, .. } => {
                let v = APInt::from_le_bytes(*width, bytes);
                self.print_int_element(&v, elem)
            }
            _ => {}
        }
    }

    fn print_dense_body(&mut self, ty: Type, data: &[u8], splat: bool, allow_hex: bool) {
        let ctx = self.ctx;
        if self.collecting {
            return;
        }
        let Some(elem) = ty.element_type(ctx) else {
            return;
        };
        let num = ty.num_elements(ctx).unwrap_or(0) as usize;
        let hex_limit = self.flags.hex_elements_above.unwrap_or(100);
        if allow_hex && !splat && num as u64 > hex_limit {
            let raw = if elem.int_width(ctx) == Some(1) {
                let mut packed = vec![0u8; num.div_ceil(8)];
                for (i, b) in data.iter().enumerate() {
                    packed[i / 8] |= (b & 1) << (i % 8);
                }
                packed
            } else {
                data.to_vec()
            };
            self.write("\"0x");
            let mut s = String::with_capacity(raw.len() * 2);
            for b in &raw {
                s.push_str(&format!("{b:02X}"));
            }
            self.write(&s);
            self.write("\"");
            return;
        }
        let elem_bytes = crate::parser_element_bytes(ctx, elem);
        if elem_bytes == 0 {
            return;
        }
        self.print_nested_elements(ty, splat, num, |p, i| {
            p.print_element(elem, &data[i * elem_bytes..(i + 1) * elem_bytes])
        });
    }

    /// Prints elements as nested `[...]` lists following the shape, or one
    /// element for splats.
    fn print_nested_elements(
        &mut self,
        ty: Type,
        splat: bool,
        num: usize,
        mut print_elem: impl FnMut(&mut Self, usize),
    ) {
        if splat {
            print_elem(self, 0);
            return;
        }
        if num == 0 {
            return;
        }
        let shape: SmallVec<[i64; 4]> = ty
            .shape(self.ctx)
            .map(SmallVec::from_slice)
            .unwrap_or_default();
        let rank = shape.len();
        if rank == 0 {
            print_elem(self, 0);
            return;
        }
        let mut counter: SmallVec<[i64; 4]> = smallvec::smallvec![0; rank];
        let mut open = 0usize;
        for idx in 0..num {
            if idx != 0 {
                self.write(", ");
            }
            while open < rank {
                self.write("[");
                open += 1;
            }
            print_elem(self, idx);
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open -= 1;
                    self.write("]");
                }
            }
        }
        while open > 0 {
            self.write("]");
            open -= 1;
        }
    }

    /// Prints a location used as an attribute: `loc(...)`, or in the pretty
    /// form the location alone.
    fn print_location_attr(&mut self, attr: Attribute) {
        if self.flags.pretty_debug_info {
            self.print_location_inner(attr, true);
        } else {
            self.write("loc(");
            self.print_location_inner(attr, true);
            self.write(")");
        }
    }

    /// Prints a location without `loc(...)`; nested locations use aliases.
    /// In the pretty form (`--mlir-pretty-debuginfo`) keywords and file-name
    /// quotes are left out and call sites break their line, as upstream.
    pub(crate) fn print_location_inner(&mut self, loc: Attribute, top_level: bool) {
        let ctx = self.ctx;
        let pretty = self.flags.pretty_debug_info;
        if !top_level && self.write_attr_alias(loc) {
            return;
        }
        if let Some((file, line, col)) = loc.point_loc(ctx) {
            self.print_file_position(file, line, col);
            return;
        }
        match loc.kind(ctx) {
            AttrKind::UnknownLoc => self.write(if pretty { "[unknown]" } else { "unknown" }),
            AttrKind::FileLineColLoc {
                file,
                line,
                col,
                end_line,
                end_col,
            } => {
                self.print_file_position(*file, *line, *col);
                if (end_line, end_col) != (line, col) {
                    if end_line == line {
                        self.write_fmt(format_args!(" to :{end_col}"));
                    } else {
                        self.write_fmt(format_args!(" to {end_line}:{end_col}"));
                    }
                }
            }
            AttrKind::NameLoc { name, child } => {
                self.print_escaped_string(name.as_str(ctx).as_bytes());
                if !matches!(child.kind(ctx), AttrKind::UnknownLoc) {
                    self.write("(");
                    strata_ir::stack::grow(|| self.print_location_inner(*child, false));
                    self.write(")");
                }
            }
            AttrKind::CallSiteLoc { callee, caller } if pretty => {
                self.print_location_inner(*callee, false);
                // A named callee called from a file position stays on one
                // line; any other call site starts a new (unindented) line.
                let one_line = matches!(callee.kind(ctx), AttrKind::NameLoc { .. })
                    && (caller.point_loc(ctx).is_some()
                        || matches!(caller.kind(ctx), AttrKind::FileLineColLoc { .. }));
                self.write(if one_line { " at " } else { "\n at " });
                self.print_location_inner(*caller, false);
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                self.write("callsite(");
                self.print_location_inner(*callee, false);
                self.write(" at ");
                self.print_location_inner(*caller, false);
                self.write(")");
            }
            AttrKind::FusedLoc { locs, metadata } => {
                if !pretty {
                    self.write("fused");
                }
                if let Some(m) = metadata {
                    self.write("<");
                    self.print_attribute(*m);
                    self.write(">");
                }
                self.write("[");
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_location_inner(*l, false);
                }
                self.write("]");
            }
            _ => self.write("<<not a location>>"),
        }
    }

    /// Prints `"file":line:col` (in the pretty form, the file unquoted).
    fn print_file_position(&mut self, file: Ident, line: u32, col: u32) {
        if self.flags.pretty_debug_info {
            self.write(file.as_str(self.ctx));
        } else {
            self.print_escaped_string(file.as_str(self.ctx).as_bytes());
        }
        self.write_fmt(format_args!(":{line}:{col}"));
    }

    /// Prints the location of an operation or block argument: ` loc(...)`,
    /// with its alias if any and `allow_alias`; in the pretty form, the
    /// location itself after a space.
    pub(crate) fn print_trailing_location(&mut self, loc: Attribute, allow_alias: bool) {
        if self.flags.pretty_debug_info {
            self.write(" ");
            self.print_location_inner(loc, true);
            return;
        }
        self.write(" loc(");
        if !(allow_alias && self.write_attr_alias(loc)) {
            self.print_location_inner(loc, true);
        }
        self.write(")");
    }

    /// Writes the `{-# dialect_resources ... #-}` section for the resources printed.
    pub(crate) fn print_resources(&mut self) {
        let ctx = self.ctx;
        let mut blobs: Vec<(String, strata_ir::context::ResourceBlob)> = Vec::new();
        let mut seen = std::collections::BTreeSet::new();
        let referenced: Vec<Attribute> = self.referenced_resources.to_vec();
        for attr in referenced {
            if let AttrKind::DenseResource { key, .. } = attr.kind(ctx)
                && seen.insert(*key)
                && let Some(blob) = ctx.resource(*key)
            {
                blobs.push((key.as_str(ctx).to_string(), blob));
            }
        }
        // Values longer (quotes included) than the elision limit are left
        // out, and so are groups and sections left empty.
        let limit = self.flags.elide_resource_strings_above;
        let fits = |len: usize| limit.is_none_or(|l| len as u64 <= l);
        blobs.retain(|(_, blob)| fits(4 + 2 * (4 + blob.data.len())));
        let external: Vec<(String, Vec<(String, String)>)> = ctx
            .external_resources()
            .into_iter()
            .map(|(group, entries)| {
                let kept = entries
                    .into_iter()
                    .filter(|(_, v)| !v.starts_with('"') || fits(v.len()))
                    .collect::<Vec<_>>();
                (group, kept)
            })
            .filter(|(_, entries)| !entries.is_empty())
            .collect();
        if blobs.is_empty() && external.is_empty() {
            return;
        }
        self.write("\n{-#\n");
        let mut sections = 0;
        if !blobs.is_empty() {
            self.write("  dialect_resources: {\n    builtin: {\n");
            for (i, (key, blob)) in blobs.iter().enumerate() {
                self.write("      ");
                self.print_keyword_or_string(key);
                self.write(": \"0x");
                let mut s = String::with_capacity(8 + blob.data.len() * 2);
                for b in blob.alignment.to_le_bytes().iter().chain(blob.data.iter()) {
                    s.push_str(&format!("{b:02X}"));
                }
                self.write(&s);
                self.write("\"");
                self.write(if i + 1 < blobs.len() { ",\n" } else { "\n" });
            }
            self.write("    }\n  }");
            sections += 1;
        }
        if !external.is_empty() {
            if sections > 0 {
                self.write(",\n");
            }
            self.write("  external_resources: {\n");
            for (gi, (group, entries)) in external.iter().enumerate() {
                self.write("    ");
                self.print_keyword_or_string(group);
                self.write(": {\n");
                for (i, (k, v)) in entries.iter().enumerate() {
                    self.write("      ");
                    self.print_keyword_or_string(k);
                    self.write(": ");
                    self.write(v);
                    self.write(if i + 1 < entries.len() { ",\n" } else { "\n" });
                }
                self.write(if gi + 1 < external.len() {
                    "    },\n"
                } else {
                    "    }\n"
                });
            }
            self.write("  }");
        }
        self.write("\n#-}\n");
    }
}
