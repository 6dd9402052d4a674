//! Parsing of elements attributes: `dense<...>`, `dense_resource<...>`, `sparse<...>`.

use smallvec::SmallVec;
use strata_support::apint::{APInt, IntLiteralError, Signedness, parse_integer_literal};

use crate::type_to_string;
use strata_ir::attributes::{AttrKind, Attribute};
use strata_ir::ident::Ident;
use strata_ir::types::{Type, TypeKind};

use super::super::lexer::{Token, TokenKind};
use super::{ParseResult, Parser};

/// One scalar of an elements literal.
#[derive(Clone, Copy)]
enum Scalar {
    /// An integer or float literal, with the token of its sign (if any) and of the number.
    Number {
        start: Token,
        tok: Token,
        negative: bool,
    },
    /// `true` / `false`.
    Bool(Token, bool),
    /// A string literal token.
    Str(Token),
}

/// An element: a scalar or a complex pair `(re, im)`.
#[derive(Clone, Copy)]
enum Element {
    Scalar(Scalar),
    Complex(Scalar, Scalar),
}

/// The parsed contents of `dense<...>` before its type is known.
enum Literal {
    /// `dense<>` or `dense<[]>`-like empty lists, with the inferred shape.
    Elements {
        shape: SmallVec<[i64; 4]>,
        elements: Vec<Element>,
        is_list: bool,
    },
    /// `dense<"0x...">` raw data.
    Hex(Token, Vec<u8>),
}

impl<'a> Parser<'a> {
    /// Parses `dense<...>` followed by `: type` (unless `ty` is given), after
    /// the `dense` keyword token `start`, where errors about the whole
    /// attribute are reported.
    pub(crate) fn parse_dense_elements(
        &mut self,
        start: Token,
        ty: Option<Type>,
    ) -> ParseResult<Attribute> {
        self.expect(TokenKind::Less, "'<' after 'dense'")?;
        let literal = self.parse_elements_literal()?;
        self.expect(TokenKind::Greater, "'>'")?;
        let ty = self.parse_elements_type(ty, start)?;
        self.build_dense(start, literal, ty)
    }

    fn parse_elements_type(&mut self, ty: Option<Type>, start: Token) -> ParseResult<Type> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(TokenKind::Colon, "':'")?;
                self.parse_type()?
            }
        };
        let ctx = self.ctx;
        // Any shaped type (tensors, vectors, memrefs), statically shaped.
        if ty.element_type(ctx).is_none() {
            return Err(self.error_at(start, "elements literal must be a shaped type"));
        }
        if !ty.has_static_shape(ctx) {
            return Err(self.error_at(start, "elements literal type must have static shape"));
        }
        Ok(ty)
    }

    fn parse_elements_literal(&mut self) -> ParseResult<Literal> {
        if self.kind() == TokenKind::Greater {
            // `dense<>`: no elements and no inferred shape.
            return Ok(Literal::Elements {
                shape: SmallVec::new(),
                elements: Vec::new(),
                is_list: true,
            });
        }
        if self.kind() == TokenKind::String {
            let tok = self.token();
            let bytes = self.string_value();
            if let Some(hex) = bytes.strip_prefix(b"0x")
                && let Some(data) = decode_hex(hex)
            {
                self.bump();
                return Ok(Literal::Hex(tok, data));
            }
        }
        if self.kind() == TokenKind::LSquare {
            let mut shape = SmallVec::new();
            let mut elements = Vec::new();
            self.parse_literal_list(&mut shape, &mut elements)?;
            return Ok(Literal::Elements {
                shape,
                elements,
                is_list: true,
            });
        }
        let element = self.parse_literal_element()?;
        Ok(Literal::Elements {
            shape: SmallVec::new(),
            elements: vec![element],
            is_list: false,
        })
    }

    /// Parses `[ ... ]`, appending elements and returning the nested shape in `shape`.
    fn parse_literal_list(
        &mut self,
        shape: &mut SmallVec<[i64; 4]>,
        elements: &mut Vec<Element>,
    ) -> ParseResult<()> {
        self.nested(|p| {
            p.expect(TokenKind::LSquare, "'['")?;
            let mut count = 0i64;
            let mut inner: Option<SmallVec<[i64; 4]>> = None;
            if !p.eat(TokenKind::RSquare) {
                p.parse_comma_separated(|p| {
                    count += 1;
                    let mut sub = SmallVec::new();
                    if p.kind() == TokenKind::LSquare {
                        p.parse_literal_list(&mut sub, elements)?;
                    } else {
                        elements.push(p.parse_literal_element()?);
                    }
                    match &inner {
                        None => inner = Some(sub),
                        Some(prev) if *prev != sub => {
                            return Err(p.error_at(p.token(), "tensor literal is invalid; ranks are not consistent between elements"));
                        }
                        Some(_) => {}
                    }
                    Ok(())
                })?;
                p.expect(TokenKind::RSquare, "']'")?;
            }
            shape.clear();
            shape.push(count);
            if let Some(inner) = inner {
                shape.extend_from_slice(&inner);
            }
            Ok(())
        })
    }

    fn parse_literal_scalar(&mut self) -> ParseResult<Scalar> {
        let start = self.token();
        match start.kind {
            TokenKind::BareIdent if matches!(self.tok_text(), "true" | "false") => {
                let v = self.tok_text() == "true";
                self.bump();
                Ok(Scalar::Bool(start, v))
            }
            TokenKind::String => {
                self.bump();
                Ok(Scalar::Str(start))
            }
            TokenKind::Minus | TokenKind::Integer | TokenKind::Float => {
                let negative = self.eat(TokenKind::Minus);
                let tok = self.token();
                if !matches!(tok.kind, TokenKind::Integer | TokenKind::Float) {
                    return Err(self.error("expected integer or floating point literal"));
                }
                self.bump();
                Ok(Scalar::Number {
                    start,
                    tok,
                    negative,
                })
            }
            _ => Err(self.error("expected element literal of primitive type")),
        }
    }

    fn parse_literal_element(&mut self) -> ParseResult<Element> {
        if self.eat(TokenKind::LParen) {
            let re = self.parse_literal_scalar()?;
            self.expect(TokenKind::Comma, "',' between complex parts")?;
            let im = self.parse_literal_scalar()?;
            self.expect(TokenKind::RParen, "')' after complex literal")?;
            return Ok(Element::Complex(re, im));
        }
        Ok(Element::Scalar(self.parse_literal_scalar()?))
    }

    fn build_dense(&mut self, start: Token, literal: Literal, ty: Type) -> ParseResult<Attribute> {
        let ctx = self.ctx;
        let Some(elem_ty) = ty.element_type(ctx) else {
            return Err(self.error_at(start, "elements literal must be a shaped type"));
        };
        let type_shape: SmallVec<[i64; 4]> = SmallVec::from_slice(ty.shape(ctx).unwrap_or(&[]));
        let num = ty.num_elements(ctx).unwrap_or(0) as usize;
        let is_string = !matches!(
            elem_ty.kind(ctx),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        );
        match literal {
            Literal::Hex(tok, data) => {
                if is_string {
                    let bytes = self.spelling_bytes(tok);
                    return Ok(Attribute::dense_strings(ctx, ty, &[bytes.into()], true));
                }
                self.build_from_hex(start, ty, elem_ty, num, data)
            }
            Literal::Elements {
                shape,
                elements,
                is_list,
            } => {
                if is_list && shape.is_empty() && num != 0 {
                    return Err(self.error_at(
                        start,
                        format!(
                            "parsed zero elements, but type ('{}') expected at least 1",
                            type_to_string(ctx, ty)
                        ),
                    ));
                }
                if is_list && !shape.is_empty() && shape.as_slice() != type_shape.as_slice() {
                    return Err(self.error_at(
                        start,
                        format!(
                            "inferred shape of elements literal ({}) does not match type ({})",
                            shape_list(&shape),
                            shape_list(&type_shape)
                        ),
                    ));
                }
                if is_string {
                    let mut strings: Vec<Box<[u8]>> = Vec::with_capacity(elements.len());
                    for e in &elements {
                        match e {
                            Element::Scalar(Scalar::Str(tok)) => {
                                strings.push(self.spelling_bytes(*tok).into())
                            }
                            Element::Scalar(other) | Element::Complex(other, _) => {
                                let got = self.spelling(scalar_token(other));
                                return Err(self
                                    .error_at(start, format!("expected string token, got {got}")));
                            }
                        }
                    }
                    if strings.iter().all(|s| *s == strings[0]) {
                        strings.truncate(1);
                    }
                    let splat = strings.len() == 1;
                    return Ok(Attribute::dense_strings(ctx, ty, &strings, splat));
                }
                if let (false, [Element::Scalar(Scalar::Str(tok))]) = (is_list, elements.as_slice())
                {
                    // A lone string of numbers must be hexadecimal data.
                    return Err(self.error_at(
                        *tok,
                        "expected string containing hex digits starting with `0x`",
                    ));
                }
                if let TypeKind::Complex(_) = elem_ty.kind(ctx) {
                    self.check_complex_count(
                        start,
                        &elements,
                        is_list && !shape.is_empty(),
                        ty,
                        elem_ty,
                        num,
                    )?;
                }
                let mut data: Vec<u8> =
                    Vec::with_capacity(elements.len() * element_bytes(ctx, elem_ty));
                for e in &elements {
                    self.encode_element(e, elem_ty, &mut data)?;
                }
                let elem_bytes = element_bytes(ctx, elem_ty);
                if !is_list && num != 1 {
                    return Ok(Attribute::dense_elements(ctx, ty, &data, true));
                }
                Ok(make_dense_detect_splat(ctx, ty, data, elem_bytes))
            }
        }
    }

    /// Checks that a literal of complex elements holds two numbers per
    /// element (a splat: two in all), counting `(re, im)` pairs as two.
    fn check_complex_count(
        &self,
        start: Token,
        elements: &[Element],
        is_list: bool,
        ty: Type,
        elem_ty: Type,
        num: usize,
    ) -> ParseResult<()> {
        let ctx = self.ctx;
        let parsed: usize = elements
            .iter()
            .map(|e| match e {
                Element::Scalar(_) => 1,
                Element::Complex(..) => 2,
            })
            .sum();
        let (expected, described) = if is_list {
            (2 * num, ty)
        } else if num != 0 {
            (2, elem_ty)
        } else {
            return Ok(());
        };
        if parsed == expected {
            return Ok(());
        }
        Err(self.error_at(
            start,
            format!(
                "parsed {parsed} elements, but type ('{}') expected {expected} elements",
                type_to_string(ctx, described)
            ),
        ))
    }

    fn spelling_bytes(&self, tok: Token) -> Vec<u8> {
        let raw = &self.src[tok.start as usize + 1..tok.end as usize - 1];
        super::super::lexer::unescape_string(raw)
    }

    fn build_from_hex(
        &self,
        start: Token,
        ty: Type,
        elem_ty: Type,
        num: usize,
        data: Vec<u8>,
    ) -> ParseResult<Attribute> {
        let ctx = self.ctx;
        let invalid = || {
            self.error_at(
                start,
                format!(
                    "elements hex data size is invalid for provided type: '{}'",
                    type_to_string(ctx, ty)
                ),
            )
        };
        if elem_ty.int_width(ctx) == Some(1) {
            // Booleans are bit-packed in the hex form.
            let packed_len = num.div_ceil(8);
            if data.len() == 1 && num != 1 && (data[0] == 0 || data[0] == 0xFF) && packed_len != 1 {
                return Ok(Attribute::dense_elements(ctx, ty, &[data[0] & 1], true));
            }
            if data.len() != packed_len {
                return Err(invalid());
            }
            let unpacked: Vec<u8> = (0..num).map(|i| (data[i / 8] >> (i % 8)) & 1).collect();
            return Ok(make_dense_detect_splat(ctx, ty, unpacked, 1));
        }
        let elem_bytes = element_bytes(ctx, elem_ty);
        if data.len() == elem_bytes {
            return Ok(Attribute::dense_elements(ctx, ty, &data, true));
        }
        if data.len() != elem_bytes * num {
            return Err(invalid());
        }
        Ok(make_dense_detect_splat(ctx, ty, data, elem_bytes))
    }

    fn encode_scalar(&self, s: &Scalar, ty: Type, out: &mut Vec<u8>) -> ParseResult<()> {
        let ctx = self.ctx;
        let bytes = element_bytes(ctx, ty);
        match (s, ty.kind(ctx)) {
            (Scalar::Bool(tok, v), TypeKind::Integer { width: 1, .. }) => {
                let _ = tok;
                out.push(*v as u8);
                Ok(())
            }
            (Scalar::Bool(tok, _), _) => {
                Err(self.error_at(*tok, "expected i1 type for 'true' or 'false' values"))
            }
            // A string is read as the number it spells, as upstream does.
            (Scalar::Str(tok), TypeKind::Float(_)) => {
                Err(self.error_at(*tok, "expected floating point literal"))
            }
            (Scalar::Str(tok), _) => {
                Err(self.error_at(*tok, "integer constant out of range for type"))
            }
            (
                Scalar::Number {
                    start,
                    tok,
                    negative,
                },
                TypeKind::Float(sem),
            ) => {
                let v = self.float_from_literal(*start, *tok, *negative, *sem)?;
                out.extend_from_slice(&v.to_bits().to_le_bytes()[..bytes]);
                Ok(())
            }
            (
                Scalar::Number {
                    start,
                    tok,
                    negative,
                },
                TypeKind::Integer { .. } | TypeKind::Index,
            ) => {
                if tok.kind == TokenKind::Float {
                    return Err(
                        self.error_at(*tok, "expected integer elements, but parsed floating-point")
                    );
                }
                let v = self.int_element(*start, *tok, *negative, ty)?;
                let mut b = v.to_le_bytes();
                b.resize(bytes, 0);
                out.extend_from_slice(&b);
                Ok(())
            }
            (Scalar::Number { start, .. }, _) => {
                Err(self.error_at(*start, "expected integer or float elements"))
            }
        }
    }

    /// The value of an integer element, with the diagnostics upstream's
    /// elements parser gives (which differ from a lone integer attribute's).
    fn int_element(
        &self,
        start: Token,
        tok: Token,
        negative: bool,
        ty: Type,
    ) -> ParseResult<APInt> {
        let (width, signedness) = match ty.kind(self.ctx) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            _ => (64, Signedness::Signed),
        };
        let text = self.spelling(tok);
        if width == 1 && !negative && text != "0" && text != "1" && !text.starts_with("0x") {
            return Err(self.error_at(start, "integer constant out of range for type"));
        }
        parse_integer_literal(text, negative, width, signedness).map_err(|e| match e {
            IntLiteralError::NegativeUnsigned => self.error_at(
                tok,
                "expected unsigned integer elements, but parsed negative value",
            ),
            IntLiteralError::OutOfRange => {
                self.error_at(start, "integer constant out of range for type")
            }
            IntLiteralError::InvalidDigits => self.error_at(start, e.to_string()),
        })
    }

    fn encode_element(&self, e: &Element, elem_ty: Type, out: &mut Vec<u8>) -> ParseResult<()> {
        match (e, elem_ty.kind(self.ctx)) {
            (Element::Complex(re, im), TypeKind::Complex(part)) => {
                self.encode_scalar(re, *part, out)?;
                self.encode_scalar(im, *part, out)
            }
            (Element::Complex(re, im), _) => {
                // `(a, b)` for a non-complex type is two elements.
                self.encode_scalar(re, elem_ty, out)?;
                self.encode_scalar(im, elem_ty, out)
            }
            (Element::Scalar(s), TypeKind::Complex(part)) => {
                let part = *part;
                self.encode_scalar(s, part, out)?;
                let n = element_bytes(self.ctx, part);
                out.extend(std::iter::repeat_n(0u8, n));
                Ok(())
            }
            (Element::Scalar(s), _) => self.encode_scalar(s, elem_ty, out),
        }
    }

    /// Parses `dense_resource<key>` followed by `: type` (unless `ty` is given).
    pub(crate) fn parse_dense_resource(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        self.expect(TokenKind::Less, "'<' after 'dense_resource'")?;
        let key = match self.kind() {
            TokenKind::BareIdent => self.tok_text().to_string(),
            TokenKind::String => self.parse_string()?,
            _ => return Err(self.error("expected resource handle")),
        };
        if self.kind() == TokenKind::BareIdent {
            self.bump();
        }
        self.expect(TokenKind::Greater, "'>'")?;
        // Any shaped type, dynamic or unranked included, as upstream.
        let ty = match ty {
            Some(t) => t,
            None => {
                let colon = self.token();
                self.expect(TokenKind::Colon, "':'")?;
                let ty = self.parse_type()?;
                if ty.element_type(self.ctx).is_none() {
                    return Err(self.error_at(colon, "`dense_resource` expected a shaped type"));
                }
                ty
            }
        };
        Ok(Attribute::dense_resource(
            self.ctx,
            ty,
            Ident::new(self.ctx, &key),
        ))
    }

    /// Parses `sparse<indices, values>` followed by `: type` (unless `ty` is
    /// given), after the `sparse` keyword token `start`, where errors about
    /// the whole attribute are reported.
    pub(crate) fn parse_sparse(
        &mut self,
        start: Token,
        ty: Option<Type>,
    ) -> ParseResult<Attribute> {
        self.expect(TokenKind::Less, "'<' after 'sparse'")?;
        let ty = self.parse_legacy_sparse_type()?.or(ty);
        let ctx = self.ctx;
        let i64t = Type::int(ctx, 64);
        if self.eat(TokenKind::Greater) {
            let ty = self.parse_elements_type(ty, start)?;
            let elem = ty.element_type(ctx).unwrap_or(ty);
            let indices_ty = Type::ranked_tensor(
                ctx,
                &[0, ty.shape(ctx).map_or(0, |s| s.len() as i64)],
                i64t,
                None,
            );
            let values_ty = Type::ranked_tensor(ctx, &[0], elem, None);
            let indices = Attribute::dense_elements(ctx, indices_ty, &[], false);
            let values = Attribute::dense_elements(ctx, values_ty, &[], false);
            return Ok(Attribute::sparse(ctx, ty, indices, values));
        }
        let indices_lit = self.parse_elements_literal()?;
        self.expect(TokenKind::Comma, "','")?;
        let values_lit = self.parse_elements_literal()?;
        self.expect(TokenKind::Greater, "'>'")?;
        let ty = self.parse_elements_type(ty, start)?;
        if let Literal::Hex(tok, _) = indices_lit {
            // Indices are never read as hexadecimal data: the string is an
            // element, which no integer can be.
            return Err(self.error_at(tok, "integer constant out of range for type"));
        }
        let rank = ty.shape(ctx).map_or(0, |s| s.len());
        let elem = ty.element_type(ctx).unwrap_or(ty);
        // A single index is the index of every value (one index of the
        // type's rank when the value is single too): mlir-opt prints indices
        // that are all equal that way, e.g. `sparse<1, [1.0, 2.0]>`, and
        // cannot read it back. A single value is given to every index.
        let values_listed = literal_shape(&values_lit);
        let indices_shape: SmallVec<[i64; 4]> = match literal_shape(&indices_lit) {
            Some(shape) => shape,
            None => {
                let count = match values_listed.as_deref() {
                    Some(&[n]) => n,
                    _ => 1,
                };
                SmallVec::from_slice(&[count, rank as i64])
            }
        };
        let values_shape: SmallVec<[i64; 4]> = match values_listed {
            Some(shape) => shape,
            None => SmallVec::from_slice(&[indices_shape[0]]),
        };
        let indices_ty = Type::ranked_tensor(ctx, &indices_shape, i64t, None);
        let values_ty = Type::ranked_tensor(ctx, &values_shape, elem, None);
        let indices = self.build_dense(start, indices_lit, indices_ty)?;
        let values = self.build_dense(start, values_lit, values_ty)?;
        self.verify_sparse(start, ty, indices, &indices_shape, &values_shape)?;
        Ok(Attribute::sparse(ctx, ty, indices, values))
    }

    /// Checks the shapes of a sparse attribute's parts and that every index
    /// lies inside the type's shape, with upstream's diagnostics.
    fn verify_sparse(
        &self,
        start: Token,
        ty: Type,
        indices: Attribute,
        indices_shape: &[i64],
        values_shape: &[i64],
    ) -> ParseResult<()> {
        let ctx = self.ctx;
        let shape = ty.shape(ctx).unwrap_or(&[]);
        let rank = shape.len();
        if values_shape.len() != 1 {
            return Err(self.error_at(start, "expected 1-d tensor for sparse element values"));
        }
        let shapes_agree = match indices_shape {
            [count, width] => *width == rank as i64 && *count == values_shape[0],
            [count] => rank == 1 && *count == values_shape[0],
            _ => false,
        };
        if !shapes_agree {
            return Err(self.error_at(
                start,
                format!(
                    "expected shape ({}); inferred shape of indices literal ({}); inferred shape of values literal ({})",
                    shape_list(shape),
                    shape_list(indices_shape),
                    shape_list(values_shape)
                ),
            ));
        }
        let AttrKind::DenseElements { data, splat, .. } = indices.kind(ctx) else {
            return Ok(());
        };
        let values: Vec<u64> = data
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect();
        let in_shape = |index: &[u64]| {
            index
                .iter()
                .zip(shape)
                .all(|(&i, &d)| (i as i64) >= 0 && (i as i64) < d)
        };
        let bad = if *splat {
            let index = vec![values.first().copied().unwrap_or(0); rank];
            (!in_shape(&index)).then_some((0, index))
        } else {
            values
                .chunks(rank.max(1))
                .enumerate()
                .find(|(_, index)| !in_shape(index))
                .map(|(n, index)| (n, index.to_vec()))
        };
        match bad {
            None => Ok(()),
            Some((n, index)) => {
                let index: Vec<String> = index.iter().map(u64::to_string).collect();
                Err(self.error_at(
                    start,
                    format!(
                        "sparse index #{n} is not contained within the value shape, with index=[{}], and type='{}'",
                        index.join(", "),
                        type_to_string(ctx, ty)
                    ),
                ))
            }
        }
    }
}

/// The first token of a scalar (its sign, if any).
fn scalar_token(s: &Scalar) -> Token {
    match s {
        Scalar::Number { start, .. } => *start,
        Scalar::Bool(tok, _) | Scalar::Str(tok) => *tok,
    }
}

/// The shape a literal infers, if it is a list (`None` for a single
/// element or hexadecimal data, whose shape comes from elsewhere).
fn literal_shape(literal: &Literal) -> Option<SmallVec<[i64; 4]>> {
    match literal {
        Literal::Elements {
            shape,
            is_list: true,
            ..
        } => Some(shape.clone()),
        _ => None,
    }
}

/// Bytes per stored element of `ty` (complex elements count both parts).
pub(crate) fn element_bytes(ctx: &strata_ir::context::Context, ty: Type) -> usize {
    match ty.kind(ctx) {
        TypeKind::Integer { width, .. } => width.div_ceil(8) as usize,
        TypeKind::Index => 8,
        TypeKind::Float(sem) => sem.bit_width().div_ceil(8) as usize,
        TypeKind::Complex(part) => 2 * element_bytes(ctx, *part),
        _ => 0,
    }
}

/// Creates a dense attribute, using the splat form when every element is equal.
pub(crate) fn make_dense_detect_splat(
    ctx: &strata_ir::context::Context,
    ty: Type,
    data: Vec<u8>,
    elem_bytes: usize,
) -> Attribute {
    if elem_bytes > 0 && data.len() > elem_bytes {
        let first = &data[..elem_bytes];
        if data.chunks_exact(elem_bytes).all(|c| c == first) {
            return Attribute::dense_elements(ctx, ty, first, true);
        }
    }
    let splat = elem_bytes > 0 && data.len() == elem_bytes;
    Attribute::dense_elements(ctx, ty, &data, splat)
}

fn shape_list(shape: &[i64]) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("[{}]", dims.join(", "))
}

fn decode_hex(hex: &[u8]) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    hex.chunks_exact(2)
        .map(|pair| {
            let s = std::str::from_utf8(pair).ok()?;
            u8::from_str_radix(s, 16).ok()
        })
        .collect()
}
