//! Parsing of types.

use smallvec::SmallVec;
use strata_support::apfloat::FloatSemantics;

use crate::{DialectAttrAsmInterface, DialectTypeAsmInterface};
use strata_ir::attributes::{AttrKind, Attribute};
use strata_ir::ident::Ident;
use strata_ir::types::{DYNAMIC, Signedness, Type, TypeKind};

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
            None => Err(self.error_wrong_token("expected non-function type")),
        }
    }

    /// Parses a type that is not a function type.
    pub fn parse_non_function_type(&mut self) -> ParseResult<Type> {
        if self.kind() == TokenKind::LParen {
            return Err(self.error_wrong_token("expected non-function type"));
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
        // The most common spellings, matched on the token's bytes.
        let common = match self.tok_bytes() {
            b"i1" => Some(Type::int(ctx, 1)),
            b"i32" => Some(Type::int(ctx, 32)),
            b"i64" => Some(Type::int(ctx, 64)),
            b"index" => Some(Type::index(ctx)),
            b"f32" => Some(Type::float(ctx, FloatSemantics::F32)),
            b"f64" => Some(Type::float(ctx, FloatSemantics::F64)),
            _ => None,
        };
        if common.is_some() {
            self.bump();
            return Ok(common);
        }
        let text = self.tok_text();
        if let Some((width, signedness)) = split_int_type(text) {
            let width: u32 = match width.parse() {
                Ok(w) if w <= MAX_INT_WIDTH => w,
                Ok(_) => {
                    return Err(self.error(format!(
                        "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                    )));
                }
                Err(_) => return Err(self.error("invalid integer width")),
            };
            self.bump();
            return Ok(Some(match signedness {
                Signedness::Signless => Type::int(ctx, width),
                _ => Type::integer(ctx, width, signedness),
            }));
        }
        if let Some(sem) = FloatSemantics::from_name(text) {
            self.bump();
            return Ok(Some(Type::float(ctx, sem)));
        }
        if matches!(text, "complex" | "tuple" | "vector" | "tensor" | "memref") {
            return self
                .parse_cached_type(|p| p.parse_composite_builtin_type())
                .map(Some);
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
            _ => return Ok(None),
        };
        Ok(Some(ty))
    }

    /// Parses `complex<...>`, `tuple<...>`, `vector<...>`, `tensor<...>` or
    /// `memref<...>` (the keyword is the current token).
    fn parse_composite_builtin_type(&mut self) -> ParseResult<Type> {
        let ty = match self.tok_text() {
            "complex" => {
                self.bump();
                self.nested(|p| {
                    p.expect(TokenKind::Less, "'<' in complex type")?;
                    let elem_tok = p.token();
                    let elem = p.parse_type()?;
                    p.expect(TokenKind::Greater, "'>' in complex type")?;
                    if !(elem.is_float(p.ctx) || elem.is_integer(p.ctx)) {
                        return Err(p.error_at(elem_tok, "invalid element type for complex"));
                    }
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
                let start = self.token();
                self.bump();
                self.nested(|p| p.parse_vector_type(start))?
            }
            "tensor" => {
                self.bump();
                self.nested(|p| p.parse_tensor_type())?
            }
            "memref" => {
                let start = self.token();
                self.bump();
                self.nested(|p| p.parse_memref_type(start))?
            }
            _ => return Err(self.error("expected builtin type")),
        };
        Ok(ty)
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
            return Err(self.error_wrong_token("expected 'x' in dimension list"));
        }
        if text.len() > 1 {
            self.relex_from(tok.start as usize + 1);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// Parses `(dim x)*` up to the element type of a tensor or memref, where
    /// a dimension is `?` or a decimal integer.
    pub(crate) fn parse_dimension_list(
        &mut self,
        shape: &mut SmallVec<[i64; 4]>,
    ) -> ParseResult<()> {
        loop {
            match self.kind() {
                TokenKind::Question => {
                    self.bump();
                    shape.push(DYNAMIC);
                }
                TokenKind::Integer => shape.push(self.parse_dimension_size()?),
                _ => return Ok(()),
            }
            self.parse_x_in_dimension_list()?;
        }
    }

    /// Parses `(dim x)*` of a vector type, where a dimension is an integer or
    /// a scalable `[integer]`.
    fn parse_vector_dimension_list(
        &mut self,
        shape: &mut SmallVec<[i64; 4]>,
        scalable: &mut SmallVec<[bool; 4]>,
    ) -> ParseResult<()> {
        while matches!(self.kind(), TokenKind::Integer | TokenKind::LSquare) {
            let is_scalable = self.eat(TokenKind::LSquare);
            if self.kind() != TokenKind::Integer {
                return Err(self.error_wrong_token("expected non-function type"));
            }
            shape.push(self.parse_dimension_size()?);
            if is_scalable && !self.eat(TokenKind::RSquare) {
                return Err(self.error_wrong_token("missing ']' closing scalable dimension"));
            }
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        Ok(())
    }

    /// Parses one integer dimension (the current token is an integer).
    fn parse_dimension_size(&mut self) -> ParseResult<i64> {
        let tok = self.token();
        let text = self.tok_text();
        if text.len() > 1 && text.as_bytes()[1] == b'x' {
            // `0x4` is the dimension 0 followed by `x4`.
            self.relex_from(tok.start as usize + 1);
            return Ok(0);
        }
        match text.parse::<i64>() {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) => Err(self.error("invalid dimension")),
        }
    }

    fn parse_vector_type(&mut self, start: super::super::lexer::Token) -> ParseResult<Type> {
        self.expect(TokenKind::Less, "'<' in vector type")?;
        let mut shape = SmallVec::new();
        let mut scalable = SmallVec::new();
        self.parse_vector_dimension_list(&mut shape, &mut scalable)?;
        let elem = self.parse_type()?;
        self.expect(TokenKind::Greater, "'>' in vector type")?;
        if shape.iter().any(|d| *d <= 0) {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return Err(self.error_at(
                start,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    dims.join(", ")
                ),
            ));
        }
        let valid = elem.is_int_or_index(self.ctx)
            || elem.is_float(self.ctx)
            || matches!(elem.kind(self.ctx), TypeKind::Dialect { .. });
        if !valid {
            return Err(self.error_at(
                start,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        Ok(Type::vector(self.ctx, &shape, &scalable, elem))
    }

    fn parse_tensor_type(&mut self) -> ParseResult<Type> {
        self.expect(TokenKind::Less, "'<' in tensor type")?;
        let unranked = self.eat(TokenKind::Star);
        let mut shape = SmallVec::new();
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            self.parse_dimension_list(&mut shape)?;
        }
        let elem_tok = self.token();
        let elem = self.parse_type()?;
        let encoding = if self.eat(TokenKind::Comma) {
            self.parse_optional_attribute(None)?
        } else {
            None
        };
        self.expect(TokenKind::Greater, "'>' in tensor type")?;
        if !is_valid_tensor_element(self.ctx, elem) {
            return Err(self.error_at(elem_tok, "invalid tensor element type"));
        }
        if unranked {
            if encoding.is_some() {
                return Err(self.error("cannot apply encoding to unranked tensor"));
            }
            return Ok(Type::unranked_tensor(self.ctx, elem));
        }
        Ok(Type::ranked_tensor(self.ctx, &shape, elem, encoding))
    }

    fn parse_memref_type(&mut self, start: super::super::lexer::Token) -> ParseResult<Type> {
        self.expect(TokenKind::Less, "'<' in memref type")?;
        let unranked = self.eat(TokenKind::Star);
        let mut shape = SmallVec::new();
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            self.parse_dimension_list(&mut shape)?;
        }
        let elem_tok = self.token();
        let elem = self.parse_type()?;
        if !is_valid_memref_element(self.ctx, elem) {
            return Err(self.error_at(elem_tok, "invalid memref element type"));
        }
        let mut layout = None;
        let mut memory_space = None;
        if !self.eat(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "',' or '>' in memref type")?;
            if self.kind() == TokenKind::Greater {
                return Err(self.error_wrong_token("expected list element"));
            }
            loop {
                let attr = self.parse_attribute()?;
                let is_layout = matches!(
                    attr.kind(self.ctx),
                    AttrKind::AffineMap(_) | AttrKind::Strided { .. }
                );
                if is_layout {
                    layout = Some(attr);
                    if unranked {
                        return Err(self.error("cannot have affine map for unranked memref type"));
                    }
                    if memory_space.is_some() {
                        return Err(self.error("expected memory space to be last in memref type"));
                    }
                } else if memory_space.is_some() {
                    return Err(self.error("multiple memory spaces specified in memref type"));
                } else {
                    memory_space = Some(attr);
                }
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Greater, "',' or '>'")?;
        }
        if let Some(m) = memory_space
            && !is_supported_memory_space(self.ctx, m)
        {
            return Err(self.error_at(start, "unsupported memory space Attribute"));
        }
        let memory_space = memory_space.filter(|m| !is_default_memory_space(self.ctx, *m));
        if unranked {
            return Ok(Type::unranked_memref(self.ctx, elem, memory_space));
        }
        match layout.map(|l| l.kind(self.ctx)) {
            Some(AttrKind::AffineMap(map)) => {
                if map.num_dims as usize != shape.len() {
                    return Err(self.error_at(
                        start,
                        format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            shape.len(),
                            map.num_dims
                        ),
                    ));
                }
                if map.is_identity(self.ctx) {
                    layout = None;
                }
            }
            Some(AttrKind::Strided { strides, .. }) if strides.len() != shape.len() => {
                return Err(
                    self.error_at(start, "expected the number of strides to match the rank")
                );
            }
            _ => {}
        }
        Ok(Type::memref(self.ctx, &shape, elem, layout, memory_space))
    }

    /// Parses `!alias`, `!dialect.body`, `!dialect<body>`.
    fn parse_extended_type(&mut self) -> ParseResult<Type> {
        match self.parse_extended_symbol(true)? {
            ExtendedSymbol::Alias(name) => match self.type_aliases.get(name) {
                Some(t) => Ok(*t),
                None => Err(self.error_wrong_token(format!("undefined symbol alias id '{name}'"))),
            },
            ExtendedSymbol::Hooked { dialect, mnemonic } => {
                let def = self.ctx.dialect(dialect);
                match def
                    .as_deref()
                    .and_then(|d| d.interface::<dyn DialectTypeAsmInterface>())
                {
                    Some(asm) => asm.parse_type(self, mnemonic),
                    None => Err(self.error("expected type")),
                }
            }
            ExtendedSymbol::Opaque { dialect, data, at } => {
                if !self.ctx.allows_unregistered_dialects()
                    && !self.ctx.is_dialect_registered(dialect)
                {
                    return Err(self.error_at_loc(
                        self.offset_loc(at),
                        format!(
                            "`!\"{dialect}\"<\"{data}\">` type created with unregistered dialect. {UNREGISTERED_HINT}"
                        ),
                    ));
                }
                Ok(Type::opaque(self.ctx, Ident::new(self.ctx, dialect), &data))
            }
        }
    }

    /// Reads an extended symbol `!name...` / `#name...` (the current token):
    /// an alias, a symbol of a dialect with a parse hook (for types if
    /// `for_type`, else attributes; nothing past the name is consumed), or the
    /// dialect name and opaque body of any other dialect's symbol.
    pub(crate) fn parse_extended_symbol(
        &mut self,
        for_type: bool,
    ) -> ParseResult<ExtendedSymbol<'a>> {
        let tok = self.token();
        let src: &'a [u8] = self.src;
        let identifier =
            std::str::from_utf8(&src[tok.start as usize + 1..tok.end as usize]).unwrap_or_default();
        self.bump();
        let (dialect, symbol_data) = identifier.split_once('.').unwrap_or((identifier, ""));
        let is_pretty = !symbol_data.is_empty() || identifier.ends_with('.');
        let has_trailing_data = self.kind() == TokenKind::Less && self.token().start == tok.end;
        if !has_trailing_data && !is_pretty {
            return Ok(ExtendedSymbol::Alias(identifier));
        }
        if dialect.is_empty() {
            return Err(self.error_at_loc(
                self.offset_loc(tok.start as usize + 1),
                "invalid dialect namespace '\"\"'",
            ));
        }
        let hooked = self.ctx.dialect(dialect).is_some_and(|d| {
            if for_type {
                d.interfaces.contains::<dyn DialectTypeAsmInterface>()
            } else {
                d.interfaces.contains::<dyn DialectAttrAsmInterface>()
            }
        });
        if hooked {
            return Ok(ExtendedSymbol::Hooked {
                dialect,
                mnemonic: symbol_data,
            });
        }
        // A registered dialect reads its own symbols: one without the hook
        // has none.
        if self.ctx.is_dialect_registered(dialect) {
            let what = if for_type { "type" } else { "attribute" };
            return Err(self.error_at_loc(
                self.offset_loc(tok.start as usize + 2 + dialect.len()),
                format!("dialect '{dialect}' provides no {what} parsing hook"),
            ));
        }
        if !is_pretty {
            let body = self.parse_dialect_symbol_body()?;
            return Ok(ExtendedSymbol::Opaque {
                dialect,
                data: body[1..body.len() - 1].to_string(),
                at: tok.start as usize,
            });
        }
        let mut data = symbol_data.to_string();
        if has_trailing_data {
            data.push_str(self.parse_dialect_symbol_body()?);
        }
        Ok(ExtendedSymbol::Opaque {
            dialect,
            data,
            at: tok.start as usize + 2 + dialect.len(),
        })
    }

    /// Consumes a balanced `<...>` body (the `<` is the current token) and
    /// returns its text, brackets included.
    fn parse_dialect_symbol_body(&mut self) -> ParseResult<&'a str> {
        let src: &'a [u8] = self.src;
        let open = self.token().start as usize;
        let mut error_at = open;
        let mut stack: SmallVec<[u8; 8]> = SmallVec::new();
        let mut i = open;
        loop {
            let Some(&c) = src.get(i) else {
                return Err(self.error_at_loc(
                    self.offset_loc(error_at),
                    unbalanced_message(stack.last().copied()),
                ));
            };
            i += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if src.get(i) == Some(&b'>') => i += 1,
                b'>' | b']' | b')' | b'}' => {
                    let expected = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    if stack.last() != Some(&expected) {
                        return Err(self.error_at_loc(
                            self.offset_loc(error_at),
                            unbalanced_message(stack.last().copied()),
                        ));
                    }
                    stack.pop();
                }
                b'"' => {
                    error_at = i - 1;
                    match scan_string_literal(src, i) {
                        Ok(end) => i = end,
                        Err((pos, message)) => {
                            return Err(self.error_at_loc(self.offset_loc(pos), message));
                        }
                    }
                }
                0 => {
                    return Err(self.error_at_loc(
                        self.offset_loc(error_at),
                        unbalanced_message(stack.last().copied()),
                    ));
                }
                _ => {}
            }
            if stack.is_empty() {
                break;
            }
        }
        let body = std::str::from_utf8(&src[open..i]).map_err(|_| {
            self.error_at_loc(
                self.offset_loc(open),
                "expected valid UTF-8 in dialect symbol body",
            )
        })?;
        self.lexer.advance_to(i);
        self.bump();
        Ok(body)
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
        self.eat_legacy_type_keyword();
        if self.type_aliases.contains_key(name) {
            return Err(self.error_at(tok, format!("redefinition of type alias id '{name}'")));
        }
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, ty);
        Ok(())
    }
}

/// What an extended symbol (`!...` / `#...`) turned out to be.
pub(crate) enum ExtendedSymbol<'a> {
    /// `!name` / `#name` without a dialect body: an alias reference.
    Alias(&'a str),
    /// A symbol of a dialect with a parse hook, positioned just after the name.
    Hooked { dialect: &'a str, mnemonic: &'a str },
    /// A symbol of an unregistered dialect kept as opaque text; `at` is
    /// the byte offset where upstream reports it (resolved to a location
    /// only for a diagnostic).
    Opaque {
        dialect: &'a str,
        data: String,
        at: usize,
    },
}

/// Upstream's advice when a symbol of an unregistered dialect is created.
pub(crate) const UNREGISTERED_HINT: &str = "If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

fn unbalanced_message(open: Option<u8>) -> String {
    match open {
        Some(c) => format!(
            "unbalanced '{}' character in pretty dialect name",
            c as char
        ),
        None => "unexpected nul or EOF in pretty dialect name".to_string(),
    }
}

/// Scans a string literal whose opening quote is just before `i`, as
/// upstream's lexer does; returns the offset past the closing quote, or
/// where and why the literal is malformed.
pub(crate) fn scan_string_literal(
    src: &[u8],
    mut i: usize,
) -> Result<usize, (usize, &'static str)> {
    loop {
        match src.get(i) {
            None | Some(b'\n' | 0x0B | 0x0C) => return Err((i, "expected '\"' in string literal")),
            Some(b'"') => return Ok(i + 1),
            Some(b'\\') => {
                let next = src.get(i + 1).copied().unwrap_or(0);
                let next2 = src.get(i + 2).copied().unwrap_or(0);
                if matches!(next, b'"' | b'\\' | b'n' | b't') {
                    i += 2;
                } else if next.is_ascii_hexdigit() && next2.is_ascii_hexdigit() {
                    i += 3;
                } else {
                    return Err((i, "unknown escape in string literal"));
                }
            }
            Some(_) => i += 1,
        }
    }
}

/// True for element types of tensors: builtin scalars, complex, vectors,
/// opaque types and types of other dialects.
fn is_valid_tensor_element(ctx: &strata_ir::context::Context, ty: Type) -> bool {
    use strata_ir::types::TypeKind::*;
    matches!(
        ty.kind(ctx),
        Integer { .. }
            | Index
            | Float(_)
            | Complex(_)
            | Vector { .. }
            | Opaque { .. }
            | Dialect { .. }
    )
}

/// True for element types of memrefs: builtin scalars, complex, vectors,
/// memrefs and types of other dialects.
fn is_valid_memref_element(ctx: &strata_ir::context::Context, ty: Type) -> bool {
    use strata_ir::types::TypeKind::*;
    matches!(
        ty.kind(ctx),
        Integer { .. }
            | Index
            | Float(_)
            | Complex(_)
            | Vector { .. }
            | MemRef { .. }
            | UnrankedMemRef { .. }
            | Dialect { .. }
    )
}

/// True for memory spaces upstream accepts: integers, strings,
/// dictionaries and attributes of registered dialects.
fn is_supported_memory_space(ctx: &strata_ir::context::Context, attr: Attribute) -> bool {
    matches!(
        attr.kind(ctx),
        AttrKind::Integer { .. }
            | AttrKind::String { .. }
            | AttrKind::Dictionary(_)
            | AttrKind::Dialect { .. }
    )
}

/// True for the memory spaces MLIR drops: integer zero.
fn is_default_memory_space(ctx: &strata_ir::context::Context, attr: Attribute) -> bool {
    matches!(attr.kind(ctx), AttrKind::Integer { value, .. } if value.is_zero())
}
