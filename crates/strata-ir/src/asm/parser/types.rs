//! Parsing of types.

use smallvec::SmallVec;
use strata_support::apfloat::FloatSemantics;

use crate::attributes::{AttrKind, Attribute};
use crate::ident::Ident;
use crate::types::{DYNAMIC, Signedness, Type};

use super::super::lexer::TokenKind;
use super::{ParseResult, Parser};

/// The largest integer type width MLIR accepts.
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

/// Recognizes `iN`, `siN`, `uiN`; returns the width text and signedness.
pub(crate) fn split_int_type(text: &str) -> Option<(&str, Signedness)> {
    let (rest, signedness) = if let Some(r) = text.strip_prefix("si") {
        (r, Signedness::Signed)
    } else if let Some(r) = text.strip_prefix("ui") {
        (r, Signedness::Unsigned)
    } else if let Some(r) = text.strip_prefix('i') {
        (r, Signedness::Signless)
    } else {
        return None;
    };
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some((rest, signedness))
}

impl<'a> Parser<'a> {
    /// Parses a type.
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        match self.parse_optional_type()? {
            Some(t) => Ok(t),
            None => Err(self.error("expected type")),
        }
    }

    /// Parses a type that is not a function type.
    pub fn parse_non_function_type(&mut self) -> ParseResult<Type> {
        if self.kind() == TokenKind::LParen {
            return Err(self.error("expected non-function type"));
        }
        self.parse_type()
    }

    /// Parses a type if one starts here.
    pub fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        match self.kind() {
            TokenKind::LParen => self.nested(|p| p.parse_function_type()).map(Some),
            TokenKind::ExclamationIdent => self.nested(|p| p.parse_extended_type()).map(Some),
            TokenKind::BareIdent => self.parse_optional_builtin_type(),
            _ => Ok(None),
        }
    }

    fn parse_optional_builtin_type(&mut self) -> ParseResult<Option<Type>> {
        let ctx = self.ctx;
        let text = self.tok_text();
        let start = self.token();
        if let Some((width, signedness)) = split_int_type(text) {
            let width: u32 = match width.parse() {
                Ok(w) if w <= MAX_INT_WIDTH => w,
                _ => {
                    return Err(self.error(format!(
                        "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                    )));
                }
            };
            self.bump();
            return Ok(Some(Type::integer(ctx, width, signedness)));
        }
        if let Some(sem) = FloatSemantics::from_name(text) {
            self.bump();
            return Ok(Some(Type::float(ctx, sem)));
        }
        let ty = match text {
            "index" => {
                self.bump();
                Type::index(ctx)
            }
            "none" => {
                self.bump();
                Type::none(ctx)
            }
            "complex" => {
                self.bump();
                self.nested(|p| {
                    p.expect(TokenKind::Less, "'<' in complex type")?;
                    let elem_tok = p.token();
                    let elem = p.parse_type()?;
                    if !(elem.is_float(p.ctx) || elem.is_integer(p.ctx)) {
                        return Err(p.error_at(elem_tok, "invalid element type for complex"));
                    }
                    p.expect(TokenKind::Greater, "'>' in complex type")?;
                    Ok(Type::complex(p.ctx, elem))
                })?
            }
            "tuple" => {
                self.bump();
                self.nested(|p| {
                    p.expect(TokenKind::Less, "'<' in tuple type")?;
                    let mut types = SmallVec::<[Type; 4]>::new();
                    if !p.eat(TokenKind::Greater) {
                        p.parse_comma_separated(|p| {
                            types.push(p.parse_type()?);
                            Ok(())
                        })?;
                        p.expect(TokenKind::Greater, "'>' in tuple type")?;
                    }
                    Ok(Type::tuple(p.ctx, &types))
                })?
            }
            "vector" => {
                self.bump();
                self.nested(|p| p.parse_vector_type())?
            }
            "tensor" => {
                self.bump();
                self.nested(|p| p.parse_tensor_type())?
            }
            "memref" => {
                self.bump();
                self.nested(|p| p.parse_memref_type())?
            }
            _ => {
                let _ = start;
                return Ok(None);
            }
        };
        Ok(Some(ty))
    }

    /// Parses `(inputs) -> results` (the `(` is the current token).
    pub fn parse_function_type(&mut self) -> ParseResult<Type> {
        let mut inputs = SmallVec::<[Type; 4]>::new();
        self.parse_type_list_parens(&mut inputs)?;
        self.expect(TokenKind::Arrow, "'->' in function type")?;
        let mut results = SmallVec::<[Type; 2]>::new();
        self.parse_function_result_types(&mut results)?;
        Ok(Type::function(self.ctx, &inputs, &results))
    }

    /// Parses `(type, type, ...)`, possibly empty.
    pub fn parse_type_list_parens(&mut self, out: &mut SmallVec<[Type; 4]>) -> ParseResult<()> {
        self.expect(TokenKind::LParen, "'('")?;
        if self.eat(TokenKind::RParen) {
            return Ok(());
        }
        self.parse_comma_separated(|p| {
            out.push(p.parse_type()?);
            Ok(())
        })?;
        self.expect(TokenKind::RParen, "')'")
    }

    /// Parses the result part of a function type: a single non-function type
    /// or a parenthesized list.
    pub fn parse_function_result_types(
        &mut self,
        out: &mut SmallVec<[Type; 2]>,
    ) -> ParseResult<()> {
        if self.kind() == TokenKind::LParen {
            self.bump();
            if self.eat(TokenKind::RParen) {
                return Ok(());
            }
            self.parse_comma_separated(|p| {
                out.push(p.parse_type()?);
                Ok(())
            })?;
            return self.expect(TokenKind::RParen, "')'");
        }
        out.push(self.parse_non_function_type()?);
        Ok(())
    }

    /// Consumes the `x` separating dimensions, splitting tokens like `x4xf32`.
    fn parse_x_in_dimension_list(&mut self) -> ParseResult<()> {
        let tok = self.token();
        let text = self.tok_text();
        if tok.kind != TokenKind::BareIdent || !text.starts_with('x') {
            return Err(self.error("expected 'x' in dimension list"));
        }
        if text.len() > 1 {
            self.relex_from(tok.start as usize + 1);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// Parses `dim x dim x ...` up to the element type. With `allow_dynamic`
    /// `?` is accepted; with `allow_scalable`, `[n]` marks scalable dims.
    pub(crate) fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        allow_scalable: bool,
        shape: &mut SmallVec<[i64; 4]>,
        scalable: &mut SmallVec<[bool; 4]>,
    ) -> ParseResult<()> {
        loop {
            let tok = self.token();
            match tok.kind {
                TokenKind::Question => {
                    if !allow_dynamic {
                        return Err(self.error("expected static shape"));
                    }
                    self.bump();
                    shape.push(DYNAMIC);
                    scalable.push(false);
                }
                TokenKind::LSquare if allow_scalable => {
                    self.bump();
                    let dim = self.parse_dimension_size()?;
                    self.expect(TokenKind::RSquare, "']'")?;
                    shape.push(dim);
                    scalable.push(true);
                }
                TokenKind::Integer => {
                    let dim = self.parse_dimension_size()?;
                    shape.push(dim);
                    scalable.push(false);
                }
                _ => return Ok(()),
            }
            self.parse_x_in_dimension_list()?;
        }
    }

    fn parse_dimension_size(&mut self) -> ParseResult<i64> {
        let tok = self.token();
        if tok.kind != TokenKind::Integer {
            return Err(self.error("expected integer value"));
        }
        let text = self.tok_text();
        if text.len() > 1 && text.as_bytes()[1] == b'x' {
            // `0x4` is the dimension 0 followed by `x4`.
            self.relex_from(tok.start as usize + 1);
            return Ok(0);
        }
        self.bump();
        match text.parse::<i64>() {
            Ok(v) => Ok(v),
            Err(_) => Err(self.error_at(tok, "invalid dimension")),
        }
    }

    fn parse_vector_type(&mut self) -> ParseResult<Type> {
        self.expect(TokenKind::Less, "'<' in vector type")?;
        let mut shape = SmallVec::new();
        let mut scalable = SmallVec::new();
        let dims_tok = self.token();
        self.parse_dimension_list(true, true, &mut shape, &mut scalable)?;
        if shape.contains(&DYNAMIC) {
            return Err(self.error_at(dims_tok, "expected static shape"));
        }
        if shape.iter().any(|d| *d <= 0) {
            return Err(self.error_at(
                dims_tok,
                "vector types must have positive constant sizes but got ".to_string()
                    + &shape
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
            ));
        }
        let elem_tok = self.token();
        let elem = self.parse_type()?;
        if !(elem.is_int_or_index(self.ctx)
            || elem.is_float(self.ctx)
            || matches!(
                elem.kind(self.ctx),
                crate::types::TypeKind::Dialect { .. } | crate::types::TypeKind::Opaque { .. }
            ))
        {
            return Err(self.error_at(
                elem_tok,
                "vector elements must be int/index/float type but got ".to_string()
                    + &crate::asm::type_to_string(self.ctx, elem),
            ));
        }
        self.expect(TokenKind::Greater, "'>' in vector type")?;
        Ok(Type::vector(self.ctx, &shape, &scalable, elem))
    }

    fn check_shaped_element(
        &self,
        tok: super::super::lexer::Token,
        elem: Type,
        what: &str,
    ) -> ParseResult<()> {
        use crate::types::TypeKind::*;
        let ok = !matches!(elem.kind(self.ctx), Function { .. } | None | Tuple(_))
            && !(what == "memref"
                && matches!(
                    elem.kind(self.ctx),
                    RankedTensor { .. } | UnrankedTensor { .. }
                ));
        if ok {
            Ok(())
        } else {
            Err(self.error_at(tok, format!("invalid {what} element type")))
        }
    }

    fn parse_tensor_type(&mut self) -> ParseResult<Type> {
        self.expect(TokenKind::Less, "'<' in tensor type")?;
        if self.eat(TokenKind::Star) {
            self.parse_x_in_dimension_list()?;
            let tok = self.token();
            let elem = self.parse_type()?;
            self.check_shaped_element(tok, elem, "tensor")?;
            self.expect(TokenKind::Greater, "'>' in tensor type")?;
            return Ok(Type::unranked_tensor(self.ctx, elem));
        }
        let mut shape = SmallVec::new();
        let mut scalable = SmallVec::new();
        self.parse_dimension_list(true, false, &mut shape, &mut scalable)?;
        if let Some(bad) = shape.iter().find(|d| **d < 0 && **d != DYNAMIC) {
            return Err(self.error(format!("invalid tensor dimension size {bad}")));
        }
        let tok = self.token();
        let elem = self.parse_type()?;
        self.check_shaped_element(tok, elem, "tensor")?;
        let encoding = if self.eat(TokenKind::Comma) {
            Some(self.parse_attribute()?)
        } else {
            None
        };
        self.expect(TokenKind::Greater, "'>' in tensor type")?;
        Ok(Type::ranked_tensor(self.ctx, &shape, elem, encoding))
    }

    fn parse_memref_type(&mut self) -> ParseResult<Type> {
        self.expect(TokenKind::Less, "'<' in memref type")?;
        let unranked = self.eat(TokenKind::Star);
        let mut shape = SmallVec::new();
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            let mut scalable = SmallVec::new();
            self.parse_dimension_list(true, false, &mut shape, &mut scalable)?;
        }
        let tok = self.token();
        let elem = self.parse_type()?;
        self.check_shaped_element(tok, elem, "memref")?;
        let mut layout = None;
        let mut memory_space = None;
        while self.eat(TokenKind::Comma) {
            let attr_tok = self.token();
            let attr = self.parse_attribute()?;
            let is_layout = matches!(
                attr.kind(self.ctx),
                AttrKind::AffineMap(_) | AttrKind::Strided { .. }
            );
            if is_layout && !unranked {
                if layout.is_some() || memory_space.is_some() {
                    return Err(self.error_at(
                        attr_tok,
                        "multiple layouts or memory spaces specified in memref type",
                    ));
                }
                layout = Some(attr);
            } else {
                if memory_space.is_some() {
                    return Err(
                        self.error_at(attr_tok, "multiple memory spaces specified in memref type")
                    );
                }
                memory_space = Some(attr);
            }
        }
        self.expect(TokenKind::Greater, "'>' in memref type")?;
        let memory_space = memory_space.filter(|m| !is_default_memory_space(self.ctx, *m));
        if unranked {
            return Ok(Type::unranked_memref(self.ctx, elem, memory_space));
        }
        if let Some(l) = layout
            && let AttrKind::AffineMap(map) = l.kind(self.ctx)
        {
            if map.num_dims as usize != shape.len() {
                return Err(self.error_at(
                    tok,
                    "memref layout mismatch between rank and affine map: ".to_string()
                        + &format!("{} != {}", shape.len(), map.num_dims),
                ));
            }
            if map.is_identity(self.ctx) {
                layout = None;
            }
        }
        Ok(Type::memref(self.ctx, &shape, elem, layout, memory_space))
    }

    /// Parses `!alias`, `!dialect.body`, `!dialect<body>`.
    fn parse_extended_type(&mut self) -> ParseResult<Type> {
        let tok = self.token();
        let name = &self.tok_text()[1..];
        let followed_by_angle = self.src.get(tok.end as usize) == Some(&b'<');
        if !name.contains('.') && !followed_by_angle {
            self.bump();
            return match self.type_aliases.get(name) {
                Some(t) => Ok(*t),
                None => Err(self.error_at(tok, format!("undefined symbol alias id '{name}'"))),
            };
        }
        let (dialect, mnemonic) = name.split_once('.').unwrap_or((name, ""));
        if let Some(def) = self.ctx.dialect(dialect)
            && let Some(hook) = def.parse_type
        {
            self.bump();
            return hook(self, mnemonic);
        }
        if !self.ctx.allows_unregistered_dialects() && !self.ctx.is_dialect_registered(dialect) {
            return Err(self.error_at(
                tok,
                format!("dialect '{dialect}' not registered; use -allow-unregistered-dialect"),
            ));
        }
        let data = self.parse_dialect_symbol_body(dialect)?;
        Ok(Type::opaque(self.ctx, Ident::new(self.ctx, dialect), &data))
    }

    /// Parses `!name = type` at the top level.
    pub(crate) fn parse_type_alias_def(&mut self) -> ParseResult<()> {
        let tok = self.token();
        let name = &self.tok_text()[1..];
        if name.contains('.') {
            return Err(self.error("type names with a '.' are reserved for dialect-defined names"));
        }
        self.bump();
        self.expect(TokenKind::Equal, "'=' in type alias definition")?;
        if self.type_aliases.contains_key(name) {
            return Err(self.error_at(tok, format!("redefinition of type alias id '{name}'")));
        }
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, ty);
        Ok(())
    }
}

/// True for the memory spaces MLIR drops: integer zero.
fn is_default_memory_space(ctx: &crate::context::Context, attr: Attribute) -> bool {
    matches!(attr.kind(ctx), AttrKind::Integer { value, .. } if value.is_zero())
}
