//! Parsing of `affine_map<...>` and `affine_set<...>`.
//!
//! Grammar (after the keyword):
//!
//! ```text
//! map-or-set  ::= `<` dim-list symbol-list? (`->` results | `:` constraints) `>`
//! dim-list    ::= `(` (bare-id (`,` bare-id)*)? `)`
//! symbol-list ::= `[` (bare-id (`,` bare-id)*)? `]`
//! results     ::= `(` (expr (`,` expr)*)? `)`
//! constraints ::= `(` (constraint (`,` constraint)*)? `)`
//! constraint  ::= expr (`>=` | `<=` | `==`) expr
//! expr        ::= term ((`+` | `-`) term)*
//! term        ::= operand ((`*` | `floordiv` | `ceildiv` | `mod`) operand)*
//! operand     ::= bare-id | integer | `(` expr `)` | `-` operand
//! ```
//!
//! Expressions are built with the simplifying constructors, so the parsed
//! map is already in the canonical form `mlir-opt` prints. Diagnostics
//! follow `mlir-opt`'s wording and locations.

use rustc_hash::FxHashMap;

use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineMap, IntegerSet};
use strata_ir::attributes::Attribute;

use super::{
    ParseError, ParseResult, Parser, Token, TokenKind, UnresolvedOperand, parse_uint_text,
};

/// A parsed `(dims)[symbols] -> (...)` or `(dims)[symbols] : (...)`.
enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

/// The dimension and symbol names in scope, by spelling.
type Identifiers<'a> = FxHashMap<&'a str, AffineExpr>;

/// Where the identifiers of an expression come from.
enum Ids<'i, 'a> {
    /// The named dimensions and symbols of an `affine_map<...>`.
    Named(&'i Identifiers<'a>),
    /// SSA values, in an operation's affine map of SSA ids.
    Ssa(&'i mut SsaIds<'a>),
}

/// The SSA values an operation's affine expressions refer to (upstream's
/// `parseAffineMapOfSSAIds`): each distinct value written `%x` becomes the
/// next dimension, each written `symbol(%x)` the next symbol.
#[derive(Default, Debug)]
pub struct SsaIds<'a> {
    /// The values standing for `d0, d1, ..`.
    pub dims: Vec<UnresolvedOperand<'a>>,
    /// The values standing for `s0, s1, ..`.
    pub symbols: Vec<UnresolvedOperand<'a>>,
    /// Every value seen so far with its identifier.
    seen: Vec<(&'a str, u32, AffineExpr)>,
}

impl SsaIds<'_> {
    /// The number of dimensions and of symbols seen so far.
    pub fn counts(&self) -> (u32, u32) {
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        (count(self.dims.len()), count(self.symbols.len()))
    }
}

impl<'a> Parser<'a> {
    /// Parses `<(dims)[syms] -> (exprs)>` after `affine_map`.
    pub(crate) fn parse_affine_map_attr(&mut self) -> ParseResult<Attribute> {
        self.expect_affine(TokenKind::Less, "expected '<' in affine map")?;
        let map = self.parse_affine_map()?;
        self.expect_affine(TokenKind::Greater, "expected '>' in affine map")?;
        Ok(Attribute::affine_map(self.ctx, &map))
    }

    /// Parses `<(dims)[syms] : (constraints)>` after `affine_set`.
    pub(crate) fn parse_integer_set_attr(&mut self) -> ParseResult<Attribute> {
        self.expect_affine(TokenKind::Less, "expected '<' in integer set")?;
        let set = self.parse_integer_set()?;
        self.expect_affine(TokenKind::Greater, "expected '>' in integer set")?;
        Ok(Attribute::integer_set(self.ctx, &set))
    }

    /// Parses an inline affine map, `(dims)[syms] -> (exprs)`.
    pub fn parse_affine_map(&mut self) -> ParseResult<AffineMap> {
        let start = self.token();
        match self.parse_affine_map_or_set()? {
            MapOrSet::Map(map) => Ok(map),
            MapOrSet::Set(_) => Err(self.error_at(start, "expected AffineMap, but got IntegerSet")),
        }
    }

    /// Parses an inline integer set, `(dims)[syms] : (constraints)`.
    pub fn parse_integer_set(&mut self) -> ParseResult<IntegerSet> {
        let start = self.token();
        match self.parse_affine_map_or_set()? {
            MapOrSet::Set(set) => Ok(set),
            MapOrSet::Map(_) => Err(self.error_at(start, "expected IntegerSet, but got AffineMap")),
        }
    }

    fn parse_affine_map_or_set(&mut self) -> ParseResult<MapOrSet> {
        let mut ids = Identifiers::default();
        let num_dims = self.parse_affine_ids(
            &mut ids,
            (TokenKind::LParen, TokenKind::RParen),
            "dimensional identifier list",
            AffineExpr::dim,
        )?;
        let num_symbols = if self.kind() == TokenKind::LSquare {
            self.parse_affine_ids(
                &mut ids,
                (TokenKind::LSquare, TokenKind::RSquare),
                "symbol list",
                AffineExpr::symbol,
            )?
        } else {
            0
        };
        if self.eat(TokenKind::Arrow) {
            let mut results = Vec::new();
            self.parse_affine_list("affine map range", |p| {
                results.push(p.parse_affine_expr(&mut Ids::Named(&ids), false)?);
                Ok(())
            })?;
            self.parse_legacy_size_clause(&ids)?;
            return Ok(MapOrSet::Map(AffineMap::new(
                num_dims,
                num_symbols,
                results,
            )));
        }
        self.expect_affine(TokenKind::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        self.parse_affine_list("integer set constraint list", |p| {
            constraints.push(p.parse_affine_constraint(&mut Ids::Named(&ids))?);
            Ok(())
        })?;
        if constraints.is_empty() {
            // An empty conjunction is the universe, spelled `0 == 0`.
            constraints.push((AffineExpr::constant(self.ctx, 0), true));
        }
        Ok(MapOrSet::Set(IntegerSet::new(
            num_dims,
            num_symbols,
            constraints,
        )))
    }

    /// In legacy mode, the pre-2019 `size (exprs)` clause after a map's
    /// results: range sizes over the map's identifiers, which MLIR never
    /// used and later removed, so they are checked and dropped.
    fn parse_legacy_size_clause(&mut self, ids: &Identifiers<'a>) -> ParseResult<()> {
        if !self.legacy_syntax() || self.kind() != TokenKind::BareIdent || self.tok_text() != "size"
        {
            return Ok(());
        }
        self.bump();
        self.parse_affine_list("size clause", |p| {
            p.parse_affine_expr(&mut Ids::Named(ids), false).map(drop)
        })
    }

    /// Parses one affine expression whose identifiers are SSA values,
    /// recording them in `ids` (shared by the expressions of one map).
    pub fn parse_affine_expr_of_ssa_ids(
        &mut self,
        ids: &mut SsaIds<'a>,
    ) -> ParseResult<AffineExpr> {
        self.parse_affine_expr(&mut Ids::Ssa(ids), false)
    }

    /// Parses `open expr, .. close` (the list may be empty) whose
    /// identifiers are SSA values: `[%i + 1, symbol(%n)]`. The map has one
    /// dimension per distinct `%x` and one symbol per distinct `symbol(%x)`.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        open: TokenKind,
        close: TokenKind,
    ) -> ParseResult<(AffineMap, SsaIds<'a>)> {
        let mut ids = SsaIds::default();
        let mut results = Vec::new();
        let close_text = match close {
            TokenKind::RSquare => "']'",
            _ => "')'",
        };
        if !self.eat(open) {
            return Err(self.wrong_token_error(if open == TokenKind::LSquare {
                "expected '['"
            } else {
                "expected '('"
            }));
        }
        if !self.eat(close) {
            self.parse_comma_separated(|p| {
                results.push(p.parse_affine_expr_of_ssa_ids(&mut ids)?);
                Ok(())
            })?;
            if !self.eat(close) {
                return Err(
                    self.wrong_token_error(&format!("expected ',' or {close_text} in affine map"))
                );
            }
        }
        let (num_dims, num_symbols) = ids.counts();
        Ok((AffineMap::new(num_dims, num_symbols, results), ids))
    }

    /// Parses `%x` (at the current token) as an identifier of `ids`.
    fn parse_ssa_id_expr(&mut self, ids: &mut SsaIds<'a>, symbol: bool) -> ParseResult<AffineExpr> {
        let operand = self.parse_operand()?;
        if let Some(&(_, _, e)) = ids
            .seen
            .iter()
            .find(|(n, k, _)| *n == operand.name && *k == operand.number)
        {
            return Ok(e);
        }
        let (num_dims, num_symbols) = ids.counts();
        let expr = if symbol {
            ids.symbols.push(operand);
            AffineExpr::symbol(self.ctx, num_symbols)
        } else {
            ids.dims.push(operand);
            AffineExpr::dim(self.ctx, num_dims)
        };
        ids.seen.push((operand.name, operand.number, expr));
        Ok(expr)
    }

    /// Parses `(id, ..)` or `[id, ..]`, binding each name to `make(i)`.
    fn parse_affine_ids(
        &mut self,
        ids: &mut Identifiers<'a>,
        (open, close): (TokenKind, TokenKind),
        what: &str,
        make: fn(&strata_ir::context::Context, u32) -> AffineExpr,
    ) -> ParseResult<u32> {
        let mut count = 0u32;
        self.parse_affine_delimited(open, close, what, |p| {
            if p.kind() != TokenKind::BareIdent {
                return Err(p.wrong_token_error("expected bare identifier"));
            }
            let name = p.tok_text();
            if ids.contains_key(name) {
                return Err(p.error(format!("redefinition of identifier '{name}'")));
            }
            p.bump();
            ids.insert(name, make(p.ctx, count));
            count += 1;
            Ok(())
        })?;
        Ok(count)
    }

    /// Parses a parenthesized, possibly empty, comma-separated list.
    fn parse_affine_list(
        &mut self,
        what: &str,
        elem: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        self.parse_affine_delimited(TokenKind::LParen, TokenKind::RParen, what, elem)
    }

    fn parse_affine_delimited(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        what: &str,
        mut elem: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        let (open_text, close_text) = match open {
            TokenKind::LSquare => ("'['", "']'"),
            _ => ("'('", "')'"),
        };
        if !self.eat(open) {
            return Err(self.wrong_token_error(&format!("expected {open_text} in {what}")));
        }
        if self.eat(close) {
            return Ok(());
        }
        self.parse_comma_separated(&mut elem)?;
        if !self.eat(close) {
            return Err(self.wrong_token_error(&format!("expected {close_text} in {what}")));
        }
        Ok(())
    }

    /// Parses `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs` into `(expr, is_eq)`
    /// with `expr >= 0` or `expr == 0`.
    fn parse_affine_constraint(
        &mut self,
        ids: &mut Ids<'_, 'a>,
    ) -> ParseResult<(AffineExpr, bool)> {
        let ctx = self.ctx;
        let lhs = self.parse_affine_expr(ids, false)?;
        if self.eat(TokenKind::Greater) && self.eat(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(ids, false)?;
            return Ok((AffineExpr::sub(ctx, lhs, rhs), false));
        }
        if self.eat(TokenKind::Less) && self.eat(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(ids, false)?;
            return Ok((AffineExpr::sub(ctx, rhs, lhs), false));
        }
        if self.eat(TokenKind::Equal) && self.eat(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(ids, false)?;
            return Ok((AffineExpr::sub(ctx, lhs, rhs), true));
        }
        Err(self.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))
    }

    /// Parses `term ((+|-) term)*`. `has_lhs` tells whether the expression
    /// is the right operand of an operator (it only changes diagnostics).
    fn parse_affine_expr(
        &mut self,
        ids: &mut Ids<'_, 'a>,
        has_lhs: bool,
    ) -> ParseResult<AffineExpr> {
        let ctx = self.ctx;
        let mut sum = self.parse_affine_term(ids, has_lhs)?;
        loop {
            let subtract = match self.kind() {
                TokenKind::Plus => false,
                TokenKind::Minus => true,
                _ => return Ok(sum),
            };
            self.bump();
            let rhs = self.parse_affine_term(ids, true)?;
            sum = if subtract {
                AffineExpr::sub(ctx, sum, rhs)
            } else {
                AffineExpr::add(ctx, sum, rhs)
            };
        }
    }

    /// The multiplicative operator at the current token.
    fn affine_high_prec_op(&self) -> Option<AffineBinaryOp> {
        match self.kind() {
            TokenKind::Star => Some(AffineBinaryOp::Mul),
            TokenKind::BareIdent => match self.tok_text() {
                "floordiv" => Some(AffineBinaryOp::FloorDiv),
                "ceildiv" => Some(AffineBinaryOp::CeilDiv),
                "mod" => Some(AffineBinaryOp::Mod),
                _ => None,
            },
            _ => None,
        }
    }

    /// Parses `operand (op operand)*` for the multiplicative operators.
    fn parse_affine_term(
        &mut self,
        ids: &mut Ids<'_, 'a>,
        has_lhs: bool,
    ) -> ParseResult<AffineExpr> {
        let mut product = self.parse_affine_operand(ids, has_lhs)?;
        let Some(mut op) = self.affine_high_prec_op() else {
            return Ok(product);
        };
        let mut op_tok = self.token();
        self.bump();
        loop {
            let rhs = self.parse_affine_operand(ids, true)?;
            // Like upstream, a non-affine operation is reported at the
            // operator that follows it, or at its own operator if it is last.
            let next = self.affine_high_prec_op();
            let report_at = if next.is_some() { self.token() } else { op_tok };
            product = self.affine_high_prec(op, product, rhs, report_at)?;
            let Some(next) = next else {
                return Ok(product);
            };
            op = next;
            op_tok = self.token();
            self.bump();
        }
    }

    /// Builds `lhs op rhs` for a multiplicative operator, rejecting
    /// non-affine operations.
    fn affine_high_prec(
        &self,
        op: AffineBinaryOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        report_at: Token,
    ) -> ParseResult<AffineExpr> {
        let ctx = self.ctx;
        let rhs_symbolic = rhs.is_symbolic_or_constant(ctx);
        let message = match op {
            AffineBinaryOp::Mul if !rhs_symbolic && !lhs.is_symbolic_or_constant(ctx) => {
                "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
            }
            AffineBinaryOp::FloorDiv if !rhs_symbolic => {
                "non-affine expression: right operand of floordiv has to be either a constant or symbolic"
            }
            AffineBinaryOp::CeilDiv if !rhs_symbolic => {
                "non-affine expression: right operand of ceildiv has to be either a constant or symbolic"
            }
            AffineBinaryOp::Mod if !rhs_symbolic => {
                "non-affine expression: right operand of mod has to be either a constant or symbolic"
            }
            _ => return Ok(AffineExpr::binary(ctx, op, lhs, rhs)),
        };
        Err(self.error_at(report_at, message))
    }

    /// Parses an identifier, an integer, a parenthesized expression or a
    /// negation.
    fn parse_affine_operand(
        &mut self,
        ids: &mut Ids<'_, 'a>,
        has_lhs: bool,
    ) -> ParseResult<AffineExpr> {
        let ctx = self.ctx;
        match self.kind() {
            TokenKind::BareIdent if self.tok_text() == "symbol" => {
                // `symbol(%x)` only exists in operations' affine maps of SSA values.
                self.bump();
                self.expect_affine(TokenKind::LParen, "expected '(' at start of SSA symbol")?;
                let Ids::Ssa(ssa) = ids else {
                    return Err(self.wrong_token_error("unexpected ssa identifier"));
                };
                if self.kind() != TokenKind::PercentIdent {
                    return Err(self.wrong_token_error("expected SSA operand"));
                }
                let expr = self.parse_ssa_id_expr(ssa, true)?;
                self.expect_affine(TokenKind::RParen, "expected ')' at end of SSA symbol")?;
                Ok(expr)
            }
            TokenKind::BareIdent => match ids {
                Ids::Named(names) => match names.get(self.tok_text()) {
                    Some(&e) => {
                        self.bump();
                        Ok(e)
                    }
                    None => Err(self.wrong_token_error("use of undeclared identifier")),
                },
                Ids::Ssa(_) => Err(self.wrong_token_error("use of undeclared identifier")),
            },
            TokenKind::PercentIdent => match ids {
                Ids::Ssa(ssa) => self.parse_ssa_id_expr(ssa, false),
                Ids::Named(_) => Err(self.wrong_token_error("unexpected ssa identifier")),
            },
            TokenKind::Integer => {
                let value = parse_uint_text(self.tok_text()).and_then(|v| i64::try_from(v).ok());
                let Some(value) = value else {
                    return Err(self.error("constant too large for index"));
                };
                self.bump();
                Ok(AffineExpr::constant(ctx, value))
            }
            TokenKind::LParen => {
                self.bump();
                if self.kind() == TokenKind::RParen {
                    return Err(self.error("no expression inside parentheses"));
                }
                let expr = self.nested(|p| p.parse_affine_expr(ids, false))?;
                self.expect_affine(TokenKind::RParen, "expected ')'")?;
                Ok(expr)
            }
            TokenKind::Minus => {
                self.bump();
                let operand = self.nested(|p| p.parse_affine_operand(ids, has_lhs))?;
                Ok(AffineExpr::neg(ctx, operand))
            }
            TokenKind::Plus | TokenKind::Star if !has_lhs => {
                Err(self.error("missing left operand of binary operator"))
            }
            _ if has_lhs => Err(self.error("missing right operand of binary operator")),
            _ => Err(self.error("expected affine expression")),
        }
    }

    /// Consumes a token of kind `kind`, or reports `message` the way
    /// upstream reports a wrong token.
    fn expect_affine(&mut self, kind: TokenKind, message: &str) -> ParseResult<()> {
        if self.eat(kind) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// An error about the current token, located like upstream's
    /// `emitWrongTokenError`: just past the end of the preceding text when
    /// only whitespace (and comments on earlier lines) separates them.
    pub(super) fn wrong_token_error(&self, message: &str) -> ParseError {
        let tok = self.token();
        let src = self.src;
        let mut pos = (tok.start as usize).min(src.len());
        if tok.kind == TokenKind::Eof {
            pos = pos.saturating_sub(1);
        }
        let mut end = pos;
        loop {
            while end > 0 && matches!(src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(self.token_at(pos), message);
            }
            if !matches!(src[end - 1], b'\n' | b'\r') {
                return self.error_at(self.token_at(end), message);
            }
            end -= 1;
            let line_start = src[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            if let Some(comment) = src[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + comment;
            }
        }
    }

    /// A zero-width token at byte `offset` (not after the current token),
    /// with its line and column.
    fn token_at(&self, offset: usize) -> Token {
        let tok = self.token();
        let start = (tok.start as usize).min(self.src.len());
        let offset = offset.min(start);
        let lines_back = self.src[offset..start]
            .iter()
            .filter(|&&c| c == b'\n')
            .count();
        let line_start = self.src[..offset]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |i| i + 1);
        Token {
            kind: tok.kind,
            start: offset as u32,
            end: offset as u32,
            line: tok.line.saturating_sub(lines_back as u32),
            col: (offset - line_start + 1) as u32,
        }
    }
}
