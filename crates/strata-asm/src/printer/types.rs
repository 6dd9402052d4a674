//! Printing of types.

use crate::DialectTypeAsmInterface;
use strata_ir::attributes::AttrKind;
use strata_ir::types::{DYNAMIC, Signedness, Type, TypeKind};

use super::Printer;

/// True if `data` can be printed after `!dialect.` / `#dialect.` without quoting.
pub(crate) fn is_pretty_dialect_symbol(data: &str) -> bool {
    let bytes = data.as_bytes();
    if ends_in_identifier_dash(bytes) {
        return true;
    }
    if bytes.first().is_none_or(|c| !c.is_ascii_alphabetic()) {
        return false;
    }
    let rest = data.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || rest.starts_with('<') && is_one_angle_group(rest.as_bytes())
}

/// True if `data` is made of identifier characters and ends with `-`
/// (read from `!t.name-` or `!t.0x-`, whatever its first character):
/// upstream prints it as `!t<name->`, which reads back as an unbalanced
/// `->`, so it keeps the pretty form it was read from.
fn ends_in_identifier_dash(data: &[u8]) -> bool {
    data.last() == Some(&b'-')
        && data
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_' | b'$' | b'-'))
}

/// True if `body` (starting with `<`) is a single `<...>` group: its first
/// `<` closes at the last byte. Upstream only checks the first and last
/// bytes, which prints `!d<a<x>, b<y>>` as the unparsable `!d.a<x>, b<y>`.
/// `->` and string literals do not count as brackets.
fn is_one_angle_group(body: &[u8]) -> bool {
    let mut depth = 0usize;
    let mut i = 0;
    while i < body.len() {
        match body[i] {
            b'<' => depth += 1,
            b'-' if body.get(i + 1) == Some(&b'>') => i += 1,
            b'>' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1 == body.len();
                }
            }
            b'"' => {
                i += 1;
                while i < body.len() && body[i] != b'"' {
                    i += if body[i] == b'\\' { 2 } else { 1 };
                }
            }
            _ => {}
        }
        i += 1;
    }
    false
}

impl Printer<'_> {
    /// Prints a type in full (its own alias is not used; nested ones are).
    pub(crate) fn print_type_inline(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ty.kind(ctx) {
            TypeKind::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                if !self.collecting {
                    self.out.buf.push_str(prefix);
                    super::names::push_decimal(&mut self.out.buf, *width);
                }
            }
            TypeKind::Index => self.write("index"),
            TypeKind::Float(sem) => self.write(sem.name()),
            TypeKind::None => self.write("none"),
            TypeKind::Complex(e) => {
                self.write("complex<");
                self.print_type(*e);
                self.write(">");
            }
            TypeKind::Tuple(types) => {
                self.write("tuple<");
                for (i, t) in types.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.print_type(*t);
                }
                self.write(">");
            }
            TypeKind::Function { types, num_inputs } => {
                let (inputs, results) = types.split_at(*num_inputs as usize);
                self.print_functional_type(inputs, results);
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                self.write("vector<");
                for (i, d) in shape.iter().enumerate() {
                    if scalable.get(i).copied().unwrap_or(false) {
                        self.write_fmt(format_args!("[{d}]x"));
                    } else {
                        self.write_fmt(format_args!("{d}x"));
                    }
                }
                self.print_type(*element);
                self.write(">");
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.write("tensor<");
                self.print_dims(shape);
                self.print_type(*element);
                if let Some(e) = encoding {
                    self.write(", ");
                    self.print_attribute(*e);
                }
                self.write(">");
            }
            TypeKind::UnrankedTensor { element } => {
                self.write("tensor<*x");
                self.print_type(*element);
                self.write(">");
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.write("memref<");
                self.print_dims(shape);
                self.print_type(*element);
                if let Some(l) = layout {
                    self.write(", ");
                    self.print_attribute(*l);
                }
                if let Some(m) = memory_space {
                    self.write(", ");
                    self.print_attribute_may_elide(*m);
                }
                self.write(">");
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.write("memref<*x");
                self.print_type(*element);
                if let Some(m) = memory_space {
                    self.write(", ");
                    self.print_attribute_may_elide(*m);
                }
                self.write(">");
            }
            TypeKind::Opaque { dialect, data } => {
                let dialect = dialect.as_str(ctx).to_string();
                let data = data.to_string();
                self.print_dialect_symbol('!', &dialect, &data);
            }
            TypeKind::Dialect { dialect, .. } => {
                let name = dialect.as_str(ctx);
                let def = ctx.dialect(name);
                match def
                    .as_deref()
                    .and_then(|d| d.interface::<dyn DialectTypeAsmInterface>())
                {
                    Some(asm) => {
                        self.write("!");
                        self.write(name);
                        asm.print_type(self, ty);
                    }
                    None => self.write("<<unprintable dialect type>>"),
                }
            }
        }
    }

    /// Prints `!dialect.data` or `!dialect<data>` (with `#` for attributes).
    pub(crate) fn print_dialect_symbol(&mut self, prefix: char, dialect: &str, data: &str) {
        self.write_char(prefix);
        self.write(dialect);
        if is_pretty_dialect_symbol(data) {
            self.write(".");
            self.write(data);
        } else {
            self.write("<");
            self.write(data);
            self.write(">");
        }
    }

    fn print_dims(&mut self, shape: &[i64]) {
        for d in shape {
            if *d == DYNAMIC {
                self.write("?x");
            } else {
                self.write_fmt(format_args!("{d}x"));
            }
        }
    }

    /// Prints `(inputs) -> results`, parenthesizing the results unless there
    /// is exactly one that is not a function type.
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.write("(");
        self.print_type_list(inputs);
        self.write(") -> ");
        self.print_result_types(results);
    }

    /// Prints result types: one non-function type bare, otherwise parenthesized.
    pub fn print_result_types(&mut self, results: &[Type]) {
        let wrap =
            results.len() != 1 || matches!(results[0].kind(self.ctx), TypeKind::Function { .. });
        if wrap {
            self.write("(");
        }
        self.print_type_list(results);
        if wrap {
            self.write(")");
        }
    }

    /// Prints types separated by `, `.
    pub fn print_type_list(&mut self, types: &[Type]) {
        for (i, t) in types.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(*t);
        }
    }

    /// Prints an attribute, eliding the `: i64` / `: f64` of default-typed literals.
    pub fn print_attribute_may_elide(&mut self, attr: strata_ir::attributes::Attribute) {
        if self.collecting {
            self.print_attribute(attr);
            return;
        }
        let ctx = self.ctx;
        let elide = match attr.kind(ctx) {
            AttrKind::Integer { ty, .. } => *ty == Type::int(ctx, 64),
            AttrKind::Float { ty, value } => {
                ty.float_semantics(ctx) == Some(strata_support::apfloat::FloatSemantics::F64)
                    && !value.to_mlir_string().starts_with("0x")
            }
            _ => false,
        };
        if elide && self.aliases.attr_alias(attr).is_none() {
            self.print_attribute_without_type(attr);
        } else {
            self.print_attribute(attr);
        }
    }
}
