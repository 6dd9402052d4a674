//! Enum attributes declared once: their cases, storage, parsing and printing,
//! their attribute constraint ([`enum_attr_constraint!`](crate::enum_attr_constraint))
//! and the attribute syntax of a dialect of enum attributes ([`EnumAttrAsm`]).

use strata_asm::lexer::TokenKind;
use strata_asm::{DialectAttrAsmInterface, ParseResult, Parser, Printer};
use strata_ir::attributes::{AttrKind, Attribute};
use strata_ir::context::Context;
use strata_ir::ident::Ident;
use strata_ir::types::Type;

/// How an enum value is stored as an attribute.
#[derive(Clone, Copy, Debug)]
pub enum EnumStorage {
    /// A signless integer attribute of the given width (`2 : i64`).
    Integer(u32),
    /// A dialect attribute `#dialect.mnemonic<case>`.
    Dialect {
        /// The dialect namespace.
        dialect: &'static str,
        /// The attribute mnemonic.
        mnemonic: &'static str,
    },
}

/// An enum: its named cases and how it is stored.
#[derive(Debug)]
pub struct EnumSpec {
    /// The enum's name (`CmpIPredicate`).
    pub name: &'static str,
    /// `(keyword, value)` for each case. For bit enums, single-bit cases
    /// plus optional combinations (printed when they match exactly).
    pub cases: &'static [(&'static str, i64)],
    /// The storage.
    pub storage: EnumStorage,
    /// True for flag sets, printed as a list of set bits.
    pub bit_enum: bool,
    /// Separator between the flags of a bit enum (`,` or `, `).
    pub separator: &'static str,
}

impl EnumSpec {
    /// An enum stored as the dialect attribute `#dialect.mnemonic<case>`;
    /// a bit enum prints its flags joined by `separator`.
    pub const fn in_dialect(
        name: &'static str,
        dialect: &'static str,
        mnemonic: &'static str,
        cases: &'static [(&'static str, i64)],
        bit_enum: bool,
        separator: &'static str,
    ) -> EnumSpec {
        EnumSpec {
            name,
            cases,
            storage: EnumStorage::Dialect { dialect, mnemonic },
            bit_enum,
            separator,
        }
    }

    /// The value of a case keyword (for bit enums, a single keyword).
    pub fn symbolize(&self, keyword: &str) -> Option<i64> {
        self.cases
            .iter()
            .find(|(k, _)| *k == keyword)
            .map(|(_, v)| *v)
    }

    /// Whether `value` is a case (for bit enums, a union of single-bit
    /// cases): exactly the values [`EnumSpec::stringify`] spells.
    pub fn is_case(&self, value: i64) -> bool {
        if self.cases.iter().any(|(_, v)| *v == value) {
            return true;
        }
        self.bit_enum
            && self
                .cases
                .iter()
                .filter(|(_, v)| *v != 0 && v.count_ones() == 1 && value & v == *v)
                .fold(0, |covered, (_, v)| covered | v)
                == value
    }

    /// The keyword text of a value (for bit enums, the flags joined).
    pub fn stringify(&self, value: i64) -> Option<String> {
        if let Some((k, _)) = self.cases.iter().find(|(_, v)| *v == value) {
            return Some((*k).to_string());
        }
        if !self.bit_enum {
            return None;
        }
        let mut parts = Vec::new();
        let mut covered = 0i64;
        for (k, v) in self.cases {
            if *v != 0 && v.count_ones() == 1 && value & v == *v {
                parts.push(*k);
                covered |= v;
            }
        }
        (covered == value).then(|| parts.join(self.separator))
    }

    /// The attribute storing `value`.
    pub fn attr(&self, ctx: &Context, value: i64) -> Attribute {
        match self.storage {
            EnumStorage::Integer(width) => Attribute::int(ctx, Type::int(ctx, width), value),
            EnumStorage::Dialect { dialect, mnemonic } => {
                let param = Attribute::int(ctx, Type::int(ctx, 64), value);
                Attribute::dialect(
                    ctx,
                    Ident::new(ctx, dialect),
                    Ident::new(ctx, mnemonic),
                    &[param],
                )
            }
        }
    }

    /// The value stored in an attribute of this enum, if it is one.
    pub fn value(&self, ctx: &Context, attr: Attribute) -> Option<i64> {
        let v = match (self.storage, attr.kind(ctx)) {
            (EnumStorage::Integer(width), AttrKind::Integer { ty, value })
                if ty.is_signless_int(ctx, width) =>
            {
                value.sext_value()
            }
            (
                EnumStorage::Dialect { dialect, mnemonic },
                AttrKind::Dialect {
                    dialect: d,
                    mnemonic: m,
                    params,
                },
            ) if d.as_str(ctx) == dialect && m.as_str(ctx) == mnemonic => params
                .first()
                .and_then(|p| p.int_value(ctx))
                .map(|v| v.sext_value())?,
            _ => return None,
        };
        self.is_case(v).then_some(v)
    }

    /// Parses the case keyword(s): one keyword, or for bit enums keywords
    /// separated by `,` (and `|`).
    pub fn parse_value(&self, p: &mut Parser<'_>) -> ParseResult<i64> {
        self.parse_value_with(p, false)
    }

    /// [`EnumSpec::parse_value`]; with `in_op`, errors are reported as the
    /// enclosing custom op's, as upstream does for attributes an op's
    /// syntax spells.
    fn parse_value_with(&self, p: &mut Parser<'_>, in_op: bool) -> ParseResult<i64> {
        let error = |p: &Parser<'_>, message: String| {
            if in_op {
                p.custom_op_error(message)
            } else {
                p.error(message)
            }
        };
        let mut value = 0i64;
        loop {
            let keyword = match p.kind() {
                TokenKind::BareIdent => p.tok_text().to_string(),
                TokenKind::String => String::from_utf8_lossy(&p.string_value()).into_owned(),
                _ => return Err(error(p, "expected valid keyword or string".into())),
            };
            let Some(v) = self.symbolize(&keyword) else {
                return Err(error(
                    p,
                    format!("expected {} to be one of: {}", self.name, self.case_list()),
                ));
            };
            p.bump();
            value |= v;
            if !self.bit_enum || !(p.eat(TokenKind::Comma) || p.eat(TokenKind::VerticalBar)) {
                return Ok(value);
            }
        }
    }

    /// The case keywords joined by `, `, as upstream lists them in errors.
    pub fn case_list(&self) -> String {
        self.cases
            .iter()
            .map(|(k, _)| *k)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Parses an enum attribute as written in op syntax: `slt` for integer
    /// storage; for dialect storage the attribute's parameters without the
    /// mnemonic (`<fast>`), which formats spell as `` `fastmath` `` $attr``.
    pub fn parse_in_op(&self, p: &mut Parser<'_>) -> ParseResult<Attribute> {
        match self.storage {
            EnumStorage::Integer(_) => {
                let v = self.parse_value_with(p, true)?;
                Ok(self.attr(p.ctx, v))
            }
            EnumStorage::Dialect { .. } => self.parse_angle_body_with(p, true),
        }
    }

    /// Parses `<case>` (the body of the dialect attribute).
    pub fn parse_angle_body(&self, p: &mut Parser<'_>) -> ParseResult<Attribute> {
        self.parse_angle_body_with(p, false)
    }

    fn parse_angle_body_with(&self, p: &mut Parser<'_>, in_op: bool) -> ParseResult<Attribute> {
        p.expect(TokenKind::Less, "'<'")?;
        let v = self.parse_value_with(p, in_op)?;
        p.expect(TokenKind::Greater, "'>'")?;
        Ok(self.attr(p.ctx, v))
    }

    /// Prints an enum attribute as written in op syntax: the keyword(s) for
    /// integer storage, `<case>` (without mnemonic, as upstream's stripped
    /// attribute printing) for dialect storage.
    pub fn print_in_op(&self, p: &mut Printer<'_>, attr: Attribute) {
        let text = self
            .value(p.ctx, attr)
            .and_then(|v| self.stringify(v))
            .unwrap_or_default();
        match self.storage {
            EnumStorage::Integer(_) => p.write(&text),
            EnumStorage::Dialect { .. } => {
                p.write("<");
                p.write(&text);
                p.write(">");
            }
        }
    }

    /// Prints the body `.mnemonic<case>` of the dialect attribute (after `#dialect`).
    pub fn print_dialect_body(&self, p: &mut Printer<'_>, attr: Attribute) {
        p.write(".");
        if let EnumStorage::Dialect { mnemonic, .. } = self.storage {
            p.write(mnemonic);
        }
        self.print_in_op(p, attr);
    }
}

/// An attribute constraint accepting the values of a `static` [`EnumSpec`]
/// and written with its syntax (upstream's `EnumAttr`):
///
/// ```
/// use strata_ods::{EnumSpec, EnumStorage, constraints::AttrConstraint};
/// static MODE: EnumSpec = EnumSpec {
///     name: "Mode",
///     cases: &[("fast", 0), ("exact", 1)],
///     storage: EnumStorage::Integer(32),
///     bit_enum: false,
///     separator: "",
/// };
/// const MODE_ATTR: AttrConstraint = strata_ods::enum_attr_constraint!(MODE, "rounding mode");
/// assert_eq!(MODE_ATTR.description, "rounding mode");
/// ```
#[macro_export]
macro_rules! enum_attr_constraint {
    ($spec:path, $description:expr) => {
        $crate::constraints::AttrConstraint {
            description: $description,
            check: |ctx, a| $spec.value(ctx, a).is_some(),
            syntax: $crate::constraints::AttrSyntax::Enum(&$spec),
        }
    };
}

/// The attribute syntax of a dialect whose attributes are enums stored as
/// `#dialect.mnemonic<case>` ([`EnumStorage::Dialect`]): register it as the
/// dialect's [`DialectAttrAsmInterface`].
pub struct EnumAttrAsm {
    /// The dialect namespace, named in the error for an unknown mnemonic.
    pub dialect: &'static str,
    /// The dialect's enums.
    pub enums: &'static [&'static EnumSpec],
}

impl EnumAttrAsm {
    /// The enum whose attribute mnemonic is `mnemonic`.
    pub fn find(&self, mnemonic: &str) -> Option<&'static EnumSpec> {
        self.enums.iter().copied().find(
            |e| matches!(e.storage, EnumStorage::Dialect { mnemonic: m, .. } if m == mnemonic),
        )
    }
}

impl DialectAttrAsmInterface for EnumAttrAsm {
    fn parse_attr(
        &self,
        p: &mut Parser<'_>,
        mnemonic: &str,
        _ty: Option<Type>,
    ) -> ParseResult<Attribute> {
        match self.find(mnemonic) {
            Some(spec) => spec.parse_angle_body(p),
            None => Err(p.error(format!(
                "unknown attribute `{mnemonic}` in dialect `{}`",
                self.dialect
            ))),
        }
    }

    fn print_attr(&self, p: &mut Printer<'_>, attr: Attribute) {
        let AttrKind::Dialect { mnemonic, .. } = attr.kind(p.ctx) else {
            return;
        };
        if let Some(spec) = self.find(mnemonic.as_str(p.ctx)) {
            spec.print_dialect_body(p, attr);
        }
    }
}
