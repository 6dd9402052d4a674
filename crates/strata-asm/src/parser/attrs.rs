//! Parsing of attributes.

use smallvec::SmallVec;
use strata_support::apfloat::{APFloat, FloatSemantics, RoundingMode};
use strata_support::apint::{APInt, IntLiteralError, Signedness, parse_integer_literal};

use crate::DialectAttrAsmInterface;
use strata_ir::attributes::{AttrKind, Attribute, NamedAttr};
use strata_ir::ident::Ident;
use strata_ir::types::{DYNAMIC, Type, TypeKind};

use super::super::lexer::{Token, TokenKind};
use super::types::{ExtendedSymbol, UNREGISTERED_HINT};
use super::{ParseError, ParseResult, Parser};

impl<'a> Parser<'a> {
    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> ParseResult<Attribute> {
        self.parse_attribute_of_type(None)
    }

    /// Parses an attribute whose type, if it is a typed literal, is already
    /// known (so no trailing `: type` is read).
    pub fn parse_attribute_of_type(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        match self.parse_optional_attribute(ty)? {
            Some(a) => Ok(a),
            None => Err(self.error_wrong_token("expected attribute value")),
        }
    }

    /// Parses an attribute if one starts at the current token.
    pub fn parse_optional_attribute(&mut self, ty: Option<Type>) -> ParseResult<Option<Attribute>> {
        let ctx = self.ctx;
        if let Some(legacy) = self.parse_legacy_attribute()? {
            return Ok(Some(legacy));
        }
        let attr = match self.kind() {
            TokenKind::BareIdent => match self.tok_text() {
                "affine_map" => self.parse_cached_attr(|p| {
                    p.bump();
                    p.nested(|p| p.parse_affine_map_attr())
                })?,
                "affine_set" => self.parse_cached_attr(|p| {
                    p.bump();
                    p.nested(|p| p.parse_integer_set_attr())
                })?,
                "array" => {
                    self.bump();
                    self.nested(|p| p.parse_dense_array())?
                }
                "dense" => {
                    let keyword = self.token();
                    self.bump();
                    self.nested(|p| p.parse_dense_elements(keyword, ty))?
                }
                "dense_resource" => {
                    self.bump();
                    self.nested(|p| p.parse_dense_resource(ty))?
                }
                "distinct" => {
                    let keyword = self.token();
                    self.bump();
                    self.nested(|p| p.parse_distinct(keyword))?
                }
                "false" => {
                    self.bump();
                    Attribute::bool(ctx, false)
                }
                "true" => {
                    self.bump();
                    Attribute::bool(ctx, true)
                }
                "loc" => {
                    self.bump();
                    self.nested(|p| p.parse_location_body())?.0
                }
                "sparse" => {
                    let keyword = self.token();
                    self.bump();
                    self.nested(|p| p.parse_sparse(keyword, ty))?
                }
                "strided" => {
                    self.bump();
                    self.nested(|p| p.parse_strided())?
                }
                "unit" => {
                    self.bump();
                    Attribute::unit(ctx)
                }
                _ => match self.parse_optional_type()? {
                    Some(t) => Attribute::type_attr(ctx, t),
                    None => return Ok(None),
                },
            },
            TokenKind::LSquare => self.nested(|p| {
                let mut elems = SmallVec::<[Attribute; 8]>::new();
                p.parse_delimited_list(
                    TokenKind::LSquare,
                    TokenKind::RSquare,
                    "array attribute",
                    |p| {
                        elems.push(p.parse_attribute()?);
                        Ok(())
                    },
                )?;
                Ok(Attribute::array(p.ctx, &elems))
            })?,
            TokenKind::LBrace => self.nested(|p| p.parse_dictionary())?,
            TokenKind::AtIdent => self.parse_symbol_ref()?,
            TokenKind::HashIdent => self.nested(|p| p.parse_extended_attr(ty))?,
            TokenKind::Float | TokenKind::Integer | TokenKind::Minus => {
                self.parse_number_attr(ty)?
            }
            TokenKind::String => {
                let bytes = self.string_value();
                self.bump();
                let str_ty = match ty {
                    Some(t) => Some(t),
                    None if self.eat(TokenKind::Colon) => Some(self.parse_type()?),
                    None => None,
                };
                Attribute::string_bytes(ctx, &bytes, str_ty)
            }
            TokenKind::LParen | TokenKind::ExclamationIdent => {
                Attribute::type_attr(ctx, self.parse_type()?)
            }
            _ => return Ok(None),
        };
        Ok(Some(attr))
    }

    /// Parses `{name = value, name, ...}` into a sorted list of entries.
    pub fn parse_dictionary_entries(&mut self) -> ParseResult<Vec<NamedAttr>> {
        let mut entries: Vec<NamedAttr> = Vec::new();
        self.parse_delimited_list_closed_by(
            TokenKind::LBrace,
            TokenKind::RBrace,
            "attribute dictionary",
            "expected '}' in attribute dictionary",
            |p| {
                let tok = p.token();
                let name = match tok.kind {
                    TokenKind::BareIdent => {
                        p.bump();
                        Ident::new(p.ctx, p.spelling(tok))
                    }
                    TokenKind::String => {
                        let bytes = p.string_value();
                        if bytes.is_empty() {
                            return Err(p.error("expected valid attribute name"));
                        }
                        let Ok(text) = String::from_utf8(bytes) else {
                            return Err(p.error("expected valid UTF-8 attribute name"));
                        };
                        p.bump();
                        Ident::new(p.ctx, &text)
                    }
                    _ => return Err(p.error("expected attribute name")),
                };
                if entries.iter().any(|e| e.name == name) {
                    return Err(p.error_at(
                        tok,
                        format!(
                            "duplicate key '{}' in dictionary attribute",
                            name.as_str(p.ctx)
                        ),
                    ));
                }
                let value = if p.eat(TokenKind::Equal) || p.eat_legacy_dict_colon() {
                    p.parse_attribute()?
                } else {
                    Attribute::unit(p.ctx)
                };
                entries.push(NamedAttr { name, value });
                Ok(())
            },
        )?;
        let ctx = self.ctx;
        entries.sort_by(|a, b| a.name.as_str(ctx).cmp(b.name.as_str(ctx)));
        Ok(entries)
    }

    fn parse_dictionary(&mut self) -> ParseResult<Attribute> {
        let entries = self.parse_dictionary_entries()?;
        Ok(Attribute::dictionary_sorted(self.ctx, &entries))
    }

    /// Parses `@a::@b::@c`.
    pub fn parse_symbol_ref(&mut self) -> ParseResult<Attribute> {
        if self.kind() != TokenKind::AtIdent {
            return Err(self.error("expected symbol reference"));
        }
        let root = Ident::new(self.ctx, &self.symbol_name(self.token())?);
        self.bump();
        let mut nested = SmallVec::<[Ident; 2]>::new();
        while self.kind() == TokenKind::ColonColon {
            self.bump();
            if self.kind() != TokenKind::AtIdent {
                return Err(self.error("expected nested symbol reference identifier"));
            }
            nested.push(Ident::new(self.ctx, &self.symbol_name(self.token())?));
            self.bump();
        }
        Ok(Attribute::symbol_ref(self.ctx, root, &nested))
    }

    fn parse_extended_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        let (dialect, data, loc) = match self.parse_extended_symbol(false)? {
            ExtendedSymbol::Alias(name) => {
                return match self.attr_aliases.get(name) {
                    Some(a) => Ok(*a),
                    None => {
                        Err(self.error_wrong_token(format!("undefined symbol alias id '{name}'")))
                    }
                };
            }
            ExtendedSymbol::Hooked { dialect, mnemonic } => {
                let def = self.ctx.dialect(dialect);
                return match def
                    .as_deref()
                    .and_then(|d| d.interface::<dyn DialectAttrAsmInterface>())
                {
                    Some(asm) => asm.parse_attr(self, mnemonic, ty),
                    None => Err(self.error_wrong_token("expected attribute value")),
                };
            }
            ExtendedSymbol::Opaque { dialect, data, at } => (dialect, data, at),
        };
        let attr_ty = match ty {
            Some(t) => Some(t),
            None if self.eat(TokenKind::Colon) => Some(self.parse_type()?),
            None => None,
        };
        if !self.ctx.allows_unregistered_dialects() && !self.ctx.is_dialect_registered(dialect) {
            let ty_text = crate::type_to_string(self.ctx, attr_ty.unwrap_or(Type::none(self.ctx)));
            return Err(self.error_at_loc(
                self.offset_loc(loc),
                format!(
                    "#\"{dialect}\"<\"{data}\"> : '{ty_text}' attribute created with unregistered dialect. {UNREGISTERED_HINT}"
                ),
            ));
        }
        Ok(Attribute::opaque(
            self.ctx,
            Ident::new(self.ctx, dialect),
            &data,
            attr_ty,
        ))
    }

    /// Parses `#name = attribute` at the top level.
    pub(crate) fn parse_attribute_alias_def(&mut self) -> ParseResult<()> {
        let tok = self.token();
        let name = &self.tok_text()[1..];
        if name.contains('.') {
            return Err(
                self.error("attribute names with a '.' are reserved for dialect-defined names")
            );
        }
        self.bump();
        self.expect(TokenKind::Equal, "'=' in attribute alias definition")?;
        if self.attr_aliases.contains_key(name) {
            return Err(self.error_at(tok, format!("redefinition of attribute alias id '{name}'")));
        }
        let attr = self.parse_attribute()?;
        self.attr_aliases.insert(name, attr);
        Ok(())
    }

    /// The attribute alias `#name`, if defined so far.
    pub(crate) fn attr_alias(&self, name: &str) -> Option<Attribute> {
        self.attr_aliases.get(name).copied()
    }

    /// Parses an integer or float literal attribute, with optional `: type`.
    fn parse_number_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        let start = self.token();
        let negative = self.eat(TokenKind::Minus);
        let tok = self.token();
        if !matches!(tok.kind, TokenKind::Integer | TokenKind::Float) {
            return Err(self.error("expected constant integer or floating point value"));
        }
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None if self.eat(TokenKind::Colon) => {
                let ty = self.parse_type()?;
                // As upstream, a float literal of a non-float type is
                // reported at the token after the type.
                if tok.kind == TokenKind::Float && ty.float_semantics(self.ctx).is_none() {
                    return Err(self.error("floating point value not valid for specified type"));
                }
                ty
            }
            None if tok.kind == TokenKind::Float => {
                Type::float(self.ctx, strata_support::apfloat::FloatSemantics::F64)
            }
            None => Type::int(self.ctx, 64),
        };
        self.build_number_attr(start, tok, negative, ty)
    }

    /// Builds the attribute for a numeric literal token of type `ty`.
    pub(crate) fn build_number_attr(
        &self,
        start: Token,
        tok: Token,
        negative: bool,
        ty: Type,
    ) -> ParseResult<Attribute> {
        if let Some(sem) = ty.float_semantics(self.ctx) {
            let value = self.float_from_literal(start, tok, negative, sem)?;
            return Ok(Attribute::float(self.ctx, ty, value));
        }
        if tok.kind == TokenKind::Float {
            return Err(self.error_at(start, "floating point value not valid for specified type"));
        }
        let value = self.int_from_literal(start, tok, negative, ty)?;
        Ok(Attribute::integer(self.ctx, ty, &value))
    }

    /// The value of an integer literal for an integer or index type.
    pub(crate) fn int_from_literal(
        &self,
        start: Token,
        tok: Token,
        negative: bool,
        ty: Type,
    ) -> ParseResult<APInt> {
        let (width, signedness) = match ty.kind(self.ctx) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            TypeKind::Index => (64, Signedness::Signed),
            _ => return Err(self.error_at(start, "integer literal not valid for specified type")),
        };
        if width == 1 && !negative {
            // `i1` literals are 0 or 1 only.
            let text = self.spelling(tok);
            if text != "0" && text != "1" && !text.starts_with("0x") {
                return Err(self.error_at(start, "integer constant out of range for attribute"));
            }
        }
        parse_integer_literal(self.spelling(tok), negative, width, signedness)
            .map_err(|e| self.int_literal_error(start, e))
    }

    fn int_literal_error(&self, at: Token, e: IntLiteralError) -> ParseError {
        self.error_at(at, e.to_string())
    }

    /// The value of a numeric literal for a float type: decimal floats are
    /// rounded; hexadecimal integers are bit patterns.
    pub(crate) fn float_from_literal(
        &self,
        start: Token,
        tok: Token,
        negative: bool,
        sem: strata_support::apfloat::FloatSemantics,
    ) -> ParseResult<APFloat> {
        let text = self.spelling(tok);
        if tok.kind == TokenKind::Integer {
            let Some(hex) = text.strip_prefix("0x") else {
                let mut e = strata_ir::diagnostics::Diagnostic::error(
                    self.loc_of(start),
                    "unexpected decimal integer literal for a floating point value",
                );
                e.attach_note(
                    self.loc_of(start),
                    "add a trailing dot to make the literal a float",
                );
                return Err(ParseError(Box::new(e)));
            };
            if negative {
                return Err(self.error_at(
                    start,
                    "hexadecimal float literal should not have a leading minus",
                ));
            }
            let bits = APInt::from_str_radix_unbounded(hex, 16)
                .filter(|v| v.active_bits() <= sem.bit_width())
                .ok_or_else(|| {
                    self.error_at(start, "hexadecimal float constant out of range for type")
                })?;
            return Ok(APFloat::from_bits(sem, bits.low_u128()));
        }
        // The literal is rounded to a double first; negating that double is
        // exact, so the sign can be applied before the conversion to `sem`.
        match APFloat::from_mlir_literal(FloatSemantics::F64, text) {
            Ok(double) => {
                let double = if negative { double.negate() } else { double };
                Ok(double.convert(sem, RoundingMode::NearestTiesToEven).0)
            }
            Err(_) => Err(self.error_at(start, "invalid floating point literal")),
        }
    }

    fn parse_dense_array(&mut self) -> ParseResult<Attribute> {
        self.expect(TokenKind::Less, "'<' after 'array'")?;
        let ty_tok = self.token();
        let element = self.parse_type()?;
        let ctx = self.ctx;
        let width = match element.kind(ctx) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Float(sem) => sem.bit_width(),
            _ => {
                return Err(self.error_at(
                    ty_tok,
                    format!(
                        "expected integer or float type, got: '{}'",
                        crate::type_to_string(ctx, element)
                    ),
                ));
            }
        };
        let bytes_per = width.div_ceil(8) as usize;
        let mut data = SmallVec::<[u8; 64]>::new();
        let mut len = 0u32;
        if self.eat(TokenKind::Colon) {
            self.parse_comma_separated(|p| {
                let value_bytes = p.parse_dense_array_element(element, width)?;
                data.extend_from_slice(&value_bytes[..bytes_per]);
                len += 1;
                Ok(())
            })?;
        }
        self.expect(TokenKind::Greater, "'>' to close an array attribute")?;
        Ok(Attribute::dense_array(ctx, element, len, &data))
    }

    fn parse_dense_array_element(&mut self, element: Type, width: u32) -> ParseResult<Vec<u8>> {
        let start = self.token();
        if width == 1 && element.is_integer(self.ctx) {
            if self.eat_keyword("true") {
                return Ok(vec![1]);
            }
            if self.eat_keyword("false") {
                return Ok(vec![0]);
            }
        }
        let negative = self.eat(TokenKind::Minus);
        let tok = self.token();
        let float_semantics = element.float_semantics(self.ctx);
        if !matches!(tok.kind, TokenKind::Integer | TokenKind::Float) {
            return Err(self.error(if float_semantics.is_some() {
                "expected floating point literal"
            } else {
                "expected integer literal"
            }));
        }
        self.bump();
        if let Some(sem) = float_semantics {
            let v = self.float_from_literal(start, tok, negative, sem)?;
            return Ok(v.to_bits().to_le_bytes().to_vec());
        }
        if tok.kind == TokenKind::Float {
            return Err(self.error_at(start, "expected integer literal"));
        }
        let v = self.int_from_literal(start, tok, negative, element)?;
        let mut bytes = v.to_le_bytes();
        bytes.resize(width.div_ceil(8) as usize, 0);
        Ok(bytes)
    }

    fn parse_strided(&mut self) -> ParseResult<Attribute> {
        self.expect(TokenKind::Less, "'<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "'['")?;
        let mut strides = SmallVec::<[i64; 4]>::new();
        if self.kind() != TokenKind::RSquare {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokenKind::RSquare, "']'")?;
        let mut offset = 0;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "','")?;
            if !self.eat_keyword("offset") {
                return Err(self.error_wrong_token("expected 'offset' after comma"));
            }
            self.expect(TokenKind::Colon, "':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect(TokenKind::Greater, "'>'")?;
        }
        Ok(Attribute::strided(self.ctx, offset, &strides))
    }

    /// Parses a stride or offset of a strided layout: `?` or a 64-bit
    /// signed integer, with upstream's diagnostic at the value otherwise.
    fn parse_stride_or_offset(&mut self) -> ParseResult<i64> {
        if self.eat(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let start = self.token();
        let negative = self.eat(TokenKind::Minus);
        let value = (self.kind() == TokenKind::Integer)
            .then(|| super::parse_uint_text(self.tok_text()))
            .flatten()
            .and_then(|v| i64::try_from(v).ok());
        let Some(value) = value else {
            return Err(self.error_at(start, "expected a 64-bit signed integer or '?'"));
        };
        self.bump();
        Ok(if negative { -value } else { value })
    }

    /// Parses `?` (dynamic) or an integer.
    pub fn parse_dynamic_or_i64(&mut self) -> ParseResult<i64> {
        if self.eat(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        self.parse_i64()
    }

    /// Parses `[id]<attr>` after the `distinct` keyword token `keyword`.
    fn parse_distinct(&mut self, keyword: Token) -> ParseResult<Attribute> {
        self.expect(TokenKind::LSquare, "'[' after 'distinct'")?;
        let id_tok = self.token();
        let id = self
            .parse_u64()
            .map_err(|_| self.error_at(id_tok, "expected distinct ID"))?;
        self.expect(TokenKind::RSquare, "']' to close distinct ID")?;
        self.expect(TokenKind::Less, "'<' after distinct ID")?;
        let referenced = if self.kind() == TokenKind::Greater {
            Attribute::unit(self.ctx)
        } else {
            self.parse_attribute()?
        };
        self.expect(TokenKind::Greater, "'>' to close distinct attribute")?;
        if let Some(existing) = self.distinct.get(&id) {
            if let AttrKind::Distinct { referenced: r, .. } = existing.kind(self.ctx)
                && *r != referenced
            {
                return Err(self.error_at(
                    keyword,
                    "referenced attribute does not match previous definition: ".to_string()
                        + &crate::attr_to_string(self.ctx, *r),
                ));
            }
            return Ok(*existing);
        }
        let attr = Attribute::distinct(self.ctx, referenced);
        self.distinct.insert(id, attr);
        Ok(attr)
    }
}
