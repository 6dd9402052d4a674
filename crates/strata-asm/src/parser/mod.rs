//! The parser of the MLIR textual format.
//!
//! One [`Parser`] reads a whole source buffer: alias definitions, the
//! resource section, and operations in generic or custom form. Dialects plug
//! their custom operation, type and attribute syntax in through hooks that
//! receive the parser and use its public methods.

mod affine;
pub use affine::SsaIds;
mod attrs;
mod dense;
mod legacy;
mod locations;
mod ops;
mod parallel;
mod prescan;
mod resources;
mod scopes;
mod type_cache;
mod types;

use std::cell::OnceCell;

use rustc_hash::FxHashMap;

use strata_ir::attributes::Attribute;
use strata_ir::context::Context;
use strata_ir::diagnostics::Diagnostic;
use strata_ir::dialect::OperationName;
use strata_ir::ident::Ident;
use strata_ir::ir::{Body, OpId};
use strata_ir::location::Location;
use strata_ir::types::Type;

use super::lexer::{Lexer, SourceRelease, Token, TokenKind};
use super::line_index::LineIndex;

pub(crate) use dense::element_bytes;
pub use ops::{BlockArgDef, UnresolvedOperand};
use scopes::ScopeStack;
pub use types::MAX_INT_WIDTH;

/// A parse failure, carrying the located error.
#[derive(Debug, Clone)]
pub struct ParseError(pub Box<Diagnostic>);

impl From<Diagnostic> for ParseError {
    fn from(d: Diagnostic) -> Self {
        ParseError(Box::new(d))
    }
}

/// The result of a parsing step.
pub type ParseResult<T> = Result<T, ParseError>;

/// A position in the buffer being parsed (1-based line and byte column),
/// made into a [`Location`] only when one is needed, so that operand uses
/// and name definitions do not each intern a location.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct SourcePos {
    line: u32,
    col: u32,
}

/// The file positions are attributed to, and the line offset added to them.
#[derive(Copy, Clone)]
pub(crate) struct SourceFile {
    file: Ident,
    line_offset: u32,
}

impl SourceFile {
    /// The location of `pos` in this file.
    pub(crate) fn location(self, ctx: &Context, pos: SourcePos) -> Location {
        Location::file(ctx, self.file, pos.line + self.line_offset, pos.col)
    }
}

/// Options controlling what the parser accepts.
#[derive(Clone, Copy, Debug, Default)]
pub struct ParserConfig {
    /// Do not wrap the top-level operations in an implicit `builtin.module`.
    pub no_implicit_module: bool,
    /// Accept the older spellings of the seeds (`docs/legacy-syntax.md`):
    /// unprefixed names resolve to `std`, `func @f` is a function, ...
    pub legacy_syntax: bool,
}

/// The MLIR textual-format parser.
pub struct Parser<'a> {
    /// The context types, attributes and names are created in.
    pub ctx: &'a Context,
    lexer: Lexer<'a>,
    tok: Token,
    src: &'a [u8],
    /// Line starts of `src`, built the first time a byte offset (rather
    /// than a token) needs a line and column.
    line_index: OnceCell<LineIndex>,
    file: Ident,
    type_aliases: FxHashMap<&'a str, Type>,
    attr_aliases: FxHashMap<&'a str, Attribute>,
    distinct: FxHashMap<u64, Attribute>,
    scopes: ScopeStack<'a>,
    bodies: Vec<Body>,
    default_dialects: Vec<Option<Box<str>>>,
    isolated_ctx: Vec<bool>,
    custom_op: Vec<&'a str>,
    pending_loc_aliases: bool,
    /// The first use of each location alias referenced before its definition.
    loc_alias_uses: FxHashMap<&'a str, SourcePos>,
    loc_placeholder_dialect: Ident,
    /// Line offset added to every location (used by `--split-input-file`).
    line_offset: u32,
    /// Line and column of the location of the whole buffer (`0:0` for a
    /// file, the start of the chunk for later chunks of a split file).
    buffer_position: (u32, u32),
    /// Threads that may parse the isolated operations of a block.
    threads: usize,
    /// The least size in bytes of a run of operations parsed in parallel.
    parallel_min_bytes: usize,
    /// Operations parsed by other parsers on other threads and moved here.
    parallel_ops: usize,
    /// Whether the older spellings of `ParserConfig::legacy_syntax` are on.
    legacy_syntax: bool,
    /// The dialect implementing [`crate::LegacySyntaxInterface`], if any.
    legacy_dialect: Option<std::sync::Arc<strata_ir::DialectDef>>,
    /// For each enclosing op, whether it makes the legacy dialect a second
    /// default dialect ([`crate::LegacySyntaxInterface::implicit_scopes`]).
    implicit_ctx: Vec<bool>,
    /// The properties operations of a name end up with, given the
    /// properties they were parsed with, once their defaults are filled in
    /// (which depends on nothing else).
    default_props: FxHashMap<(OperationName, Option<Attribute>), Option<Attribute>>,
    /// Where the source read so far is given back, if anywhere.
    release: Option<SourceRelease<'a>>,
    /// Builtin types by their spelling (see `type_cache`).
    type_texts: FxHashMap<Box<[u8]>, Type>,
    /// Affine attributes by their spelling (see `type_cache`).
    attr_texts: FxHashMap<Box<[u8]>, Attribute>,
    /// Registered operation names spelled with their dialect, by spelling
    /// (they resolve the same wherever they are written).
    op_names: FxHashMap<&'a [u8], OperationName>,
}

/// The default least size of a run of operations worth parsing in parallel.
const PARALLEL_MIN_BYTES: usize = 1 << 18;

impl<'a> Parser<'a> {
    /// A parser over `src`, attributing locations to `file_name`.
    pub fn new(ctx: &'a Context, src: &'a [u8], file_name: &str) -> Self {
        crate::install_diagnostic_printer();
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token();
        let file = Ident::new(ctx, file_name);
        Parser {
            ctx,
            lexer,
            tok,
            src,
            line_index: OnceCell::new(),
            file,
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            distinct: FxHashMap::default(),
            scopes: ScopeStack::new(SourceFile {
                file,
                line_offset: 0,
            }),
            bodies: Vec::new(),
            default_dialects: Vec::new(),
            isolated_ctx: Vec::new(),
            custom_op: Vec::new(),
            pending_loc_aliases: false,
            loc_alias_uses: FxHashMap::default(),
            loc_placeholder_dialect: Ident::new(ctx, "\0loc-alias"),
            line_offset: 0,
            buffer_position: (0, 0),
            threads: 1,
            parallel_min_bytes: PARALLEL_MIN_BYTES,
            parallel_ops: 0,
            legacy_syntax: false,
            legacy_dialect: ctx.dialect_implementing::<dyn crate::LegacySyntaxInterface>(),
            implicit_ctx: Vec::new(),
            default_props: FxHashMap::default(),
            release: None,
            type_texts: FxHashMap::default(),
            attr_texts: FxHashMap::default(),
            op_names: FxHashMap::default(),
        }
    }

    /// Gives the source back through `release` as it is parsed (for a
    /// memory-mapped input, so that its pages need not stay in memory).
    pub fn with_source_release(mut self, release: SourceRelease<'a>) -> Self {
        self.release = Some(release);
        self.lexer = self.lexer.with_release(self.release);
        self
    }

    /// Sets the line and column of the location given to the buffer as a
    /// whole (the implicit module, whole-file diagnostics), as upstream
    /// does for the chunks of a split file after the first.
    pub fn with_buffer_position(mut self, line: u32, col: u32) -> Self {
        self.buffer_position = (line, col);
        self
    }

    /// Makes every location line `offset` greater than its line in `src`
    /// (for chunks of a larger file).
    pub fn with_line_offset(mut self, offset: u32) -> Self {
        self.line_offset = offset;
        self.scopes.set_source(self.source_file());
        self
    }

    // ----- tokens -----

    /// The current token.
    #[inline]
    pub fn token(&self) -> Token {
        self.tok
    }

    /// The kind of the current token.
    #[inline]
    pub fn kind(&self) -> TokenKind {
        self.tok.kind
    }

    /// The text of a token.
    #[inline]
    pub fn spelling(&self, tok: Token) -> &'a str {
        // Tokens start and end at ASCII boundaries, except string literals,
        // which are checked when decoded.
        std::str::from_utf8(&self.src[tok.start as usize..tok.end as usize]).unwrap_or("")
    }

    /// The text of the current token.
    #[inline]
    pub fn tok_text(&self) -> &'a str {
        self.spelling(self.tok)
    }

    /// The bytes of the current token (no UTF-8 check).
    #[inline]
    pub(crate) fn tok_bytes(&self) -> &'a [u8] {
        &self.src[self.tok.start as usize..self.tok.end as usize]
    }

    /// Moves to the next token.
    #[inline]
    pub fn bump(&mut self) {
        self.tok = self.lexer.next_token();
    }

    /// Consumes the current token if it has the given kind.
    #[inline]
    pub fn eat(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of the given kind or reports `expected ...`.
    pub fn expect(&mut self, kind: TokenKind, what: &str) -> ParseResult<()> {
        if self.eat(kind) {
            Ok(())
        } else {
            Err(self.error_wrong_token(format!("expected {what}")))
        }
    }

    /// True if the current token is the bare keyword `kw`.
    #[inline]
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.tok_text() == kw
    }

    /// Consumes the bare keyword `kw` if present.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the bare keyword `kw` or reports `expected 'kw'`.
    pub fn expect_keyword(&mut self, kw: &str) -> ParseResult<()> {
        if self.eat_keyword(kw) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{kw}'")))
        }
    }

    /// Re-lexes from `offset` (a position inside the current token).
    pub(crate) fn relex_from(&mut self, offset: usize) {
        let tok = self.tok;
        self.lexer.reset_within(&tok, offset);
        self.bump();
    }

    // ----- locations and errors -----

    /// The source location of a token.
    pub fn loc_of(&self, tok: Token) -> Location {
        self.location_at(self.pos_of(tok))
    }

    /// The source position of a token.
    #[inline]
    pub fn pos_of(&self, tok: Token) -> SourcePos {
        SourcePos {
            line: tok.line,
            col: tok.col,
        }
    }

    /// The source position of the current token.
    #[inline]
    pub fn current_pos(&self) -> SourcePos {
        self.pos_of(self.tok)
    }

    /// The location of a source position.
    pub fn location_at(&self, pos: SourcePos) -> Location {
        self.source_file().location(self.ctx, pos)
    }

    fn source_file(&self) -> SourceFile {
        SourceFile {
            file: self.file,
            line_offset: self.line_offset,
        }
    }

    /// The source location of the current token.
    pub fn current_loc(&self) -> Location {
        self.loc_of(self.tok)
    }

    /// An error at the current token (one character back at the end of input).
    pub fn error(&self, message: impl Into<String>) -> ParseError {
        if self.tok.kind == TokenKind::Eof && self.tok.start > 0 {
            return self.error_at_loc(self.offset_loc(self.tok.start as usize - 1), message);
        }
        self.error_at(self.tok, message)
    }

    /// An error about an unexpected current token, reported like upstream's
    /// `emitWrongTokenError`: just past the previous token when there is
    /// one, backing up over blank lines and trailing `//` comments.
    pub fn error_wrong_token(&self, message: impl Into<String>) -> ParseError {
        let mut pos = self.tok.start as usize;
        if self.tok.kind == TokenKind::Eof {
            pos = pos.saturating_sub(1);
        }
        let original = pos;
        let mut end = pos.min(self.src.len());
        loop {
            while end > 0 && matches!(self.src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at_loc(self.offset_loc(original), message);
            }
            if !matches!(self.src[end - 1], b'\n' | b'\r') {
                return self.error_at_loc(self.offset_loc(end), message);
            }
            end -= 1;
            let line_start = self.src[..end]
                .iter()
                .rposition(|c| matches!(c, b'\n' | b'\r'))
                .unwrap_or(0);
            if let Some(comment) = self.src[line_start..end]
                .windows(2)
                .position(|w| w == b"//")
            {
                end = line_start + comment;
            }
        }
    }

    /// The source location of a byte offset of the buffer.
    pub(crate) fn offset_loc(&self, offset: usize) -> Location {
        let (line, col) = self
            .line_index
            .get_or_init(|| LineIndex::new(self.src))
            .line_col(offset);
        Location::file(
            self.ctx,
            self.file,
            line.saturating_add(self.line_offset),
            col,
        )
    }

    /// The source location of `text`, a slice of the buffer being parsed
    /// (such as the mnemonic handed to a dialect's attribute or type hook);
    /// the current location if `text` lies elsewhere.
    pub fn loc_of_text(&self, text: &str) -> Location {
        let start = self.src.as_ptr() as usize;
        let at = text.as_ptr() as usize;
        match at.checked_sub(start) {
            Some(offset) if offset <= self.src.len() => self.offset_loc(offset),
            _ => self.current_loc(),
        }
    }

    /// An error at a token.
    pub fn error_at(&self, tok: Token, message: impl Into<String>) -> ParseError {
        self.error_at_loc(self.loc_of(tok), message)
    }

    /// An error reported by a custom operation parser at the current token,
    /// prefixed with `custom op 'name'` as upstream does.
    pub fn custom_op_error(&self, message: impl AsRef<str>) -> ParseError {
        let name = self.custom_op.last().copied().unwrap_or("");
        self.error(format!("custom op '{name}' {}", message.as_ref()))
    }

    /// An error at token `tok` naming the custom operation being parsed
    /// (`custom op 'name' message`).
    pub fn custom_op_error_at(&self, tok: Token, message: impl AsRef<str>) -> ParseError {
        let name = self.custom_op.last().copied().unwrap_or("");
        self.error_at(tok, format!("custom op '{name}' {}", message.as_ref()))
    }

    /// An error at a location.
    pub fn error_at_loc(&self, loc: Location, message: impl Into<String>) -> ParseError {
        if self.tok.kind == TokenKind::Error {
            // Upstream's lexer has already reported the malformed token, and
            // the parser's own error is dropped.
            return self.lexer_error();
        }
        ParseError(Box::new(Diagnostic::error(loc, message)))
    }

    /// The error upstream's lexer reports for the current (malformed) token.
    fn lexer_error(&self) -> ParseError {
        let src = self.src;
        let start = self.tok.start as usize;
        let at = |i: usize| src.get(i).copied().unwrap_or(0);
        let string_error = |i: usize| -> (usize, &'static str) {
            types::scan_string_literal(src, i)
                .err()
                .unwrap_or((i, "unexpected character"))
        };
        let (pos, message) = match at(start) {
            b'"' => string_error(start + 1),
            b'@' if at(start + 1) == b'"' => string_error(start + 2),
            b'@' => (
                start + 1,
                "@ identifier expected to start with letter or '_'",
            ),
            b'#' => (start, "invalid attribute name"),
            b'%' => (start, "invalid SSA name"),
            b'^' => (start, "invalid block name"),
            b'!' => (start, "invalid type identifier"),
            b'.' => (start + 1, "expected three consecutive dots for an ellipsis"),
            _ => (start, "unexpected character"),
        };
        ParseError(Box::new(Diagnostic::error(self.offset_loc(pos), message)))
    }

    /// Runs `f` one nesting level deeper, on a fresh stack segment when the
    /// current one is nearly used up: nesting is bounded only by memory.
    pub(crate) fn nested<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<T> {
        strata_ir::stack::grow(|| f(self))
    }

    // ----- lists -----

    /// Parses `elem (, elem)*`.
    pub fn parse_comma_separated(
        &mut self,
        mut elem: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        elem(self)?;
        while self.eat(TokenKind::Comma) {
            elem(self)?;
        }
        Ok(())
    }

    /// Parses `open (elem (, elem)*)? close` where the list may be empty.
    pub fn parse_delimited_list(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        what: &str,
        mut elem: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        let missing_close = match close {
            TokenKind::RParen => "expected ',' or ')'",
            TokenKind::RSquare => "expected ',' or ']'",
            TokenKind::RBrace => "expected ',' or '}'",
            TokenKind::Greater => "expected ',' or '>'",
            _ => "expected ',' or closing delimiter",
        };
        self.parse_delimited_list_closed_by(open, close, what, missing_close, &mut elem)
    }

    /// Like [`Parser::parse_delimited_list`], reporting `missing_close` when
    /// the list does not end with `close` (upstream words it per list).
    pub(crate) fn parse_delimited_list_closed_by(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        what: &str,
        missing_close: &str,
        mut elem: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        self.expect(open, what)?;
        if self.eat(close) {
            return Ok(());
        }
        self.parse_comma_separated(&mut elem)?;
        if self.eat(close) {
            Ok(())
        } else {
            Err(self.error_wrong_token(missing_close))
        }
    }

    /// The decoded bytes of the current string-literal token (without consuming it).
    pub fn string_value(&self) -> Vec<u8> {
        let raw = &self.src[self.tok.start as usize + 1..self.tok.end as usize - 1];
        super::lexer::unescape_string(raw)
    }

    /// The decoded text of the current string-literal token (without
    /// consuming it), borrowed from the source when it has no escapes;
    /// `None` if it is not valid UTF-8.
    pub(crate) fn string_text(&self) -> Option<std::borrow::Cow<'a, str>> {
        let raw = &self.src[self.tok.start as usize + 1..self.tok.end as usize - 1];
        if raw.contains(&b'\\') {
            String::from_utf8(super::lexer::unescape_string(raw))
                .ok()
                .map(Into::into)
        } else {
            std::str::from_utf8(raw).ok().map(Into::into)
        }
    }

    /// Parses a string literal and returns its bytes.
    pub fn parse_string_bytes(&mut self) -> ParseResult<Vec<u8>> {
        if self.kind() != TokenKind::String {
            return Err(self.error("expected string"));
        }
        let v = self.string_value();
        self.bump();
        Ok(v)
    }

    /// Parses a string literal that must be valid UTF-8.
    pub fn parse_string(&mut self) -> ParseResult<String> {
        let tok = self.tok;
        let bytes = self.parse_string_bytes()?;
        String::from_utf8(bytes).map_err(|_| self.error_at(tok, "expected valid UTF-8 string"))
    }

    /// The name of a symbol token (`@name` or `@"name"`). Names are kept as
    /// UTF-8: one that is not is an error rather than silently altered.
    pub(crate) fn symbol_name(&self, tok: Token) -> ParseResult<String> {
        let text = &self.src[tok.start as usize + 1..tok.end as usize];
        let bytes = if text.first() == Some(&b'"') {
            super::lexer::unescape_string(&text[1..text.len() - 1])
        } else {
            text.to_vec()
        };
        String::from_utf8(bytes).map_err(|_| self.error_at(tok, "expected valid UTF-8 symbol name"))
    }

    /// Parses an optional integer literal with an optional leading `-`;
    /// returns its magnitude text and sign.
    pub(crate) fn parse_optional_signed_integer_text(&mut self) -> Option<(Token, bool)> {
        if self.kind() == TokenKind::Minus {
            let mut look = self.lexer.clone();
            let next = look.next_token();
            if next.kind == TokenKind::Integer {
                self.bump();
                let t = self.tok;
                self.bump();
                return Some((t, true));
            }
            return None;
        }
        if self.kind() == TokenKind::Integer {
            let t = self.tok;
            self.bump();
            return Some((t, false));
        }
        None
    }

    /// Parses an integer literal (with optional `-`) that fits in an `i64`.
    pub fn parse_i64(&mut self) -> ParseResult<i64> {
        let start = self.tok;
        let Some((tok, neg)) = self.parse_optional_signed_integer_text() else {
            return Err(self.error("expected integer value"));
        };
        parse_int_text(self.spelling(tok), neg)
            .ok_or_else(|| self.error_at(start, "integer value too large"))
    }

    /// Parses an unsigned integer literal that fits in a `u64`.
    pub fn parse_u64(&mut self) -> ParseResult<u64> {
        if self.kind() != TokenKind::Integer {
            return Err(self.error("expected integer value"));
        }
        let tok = self.tok;
        self.bump();
        parse_uint_text(self.spelling(tok))
            .ok_or_else(|| self.error_at(tok, "integer value too large"))
    }

    /// Peeks at the token after the current one.
    pub fn peek_next(&self) -> Token {
        self.lexer.clone().next_token()
    }

    // ----- entry points -----

    /// Parses a whole source buffer: aliases, operations and resources.
    /// Top-level operations are wrapped in an implicit `builtin.module`
    /// unless there is exactly one top-level `builtin.module` (or
    /// `config.no_implicit_module` is set). Returns a body holding the
    /// top-level operation(s) in its single root block.
    pub fn parse_source(&mut self, config: ParserConfig) -> ParseResult<ParsedSource> {
        self.legacy_syntax = config.legacy_syntax;
        let mut top = Body::with_root_regions(1);
        let region = top.root_regions()[0];
        let block = top.create_block();
        top.append_block(region, block);
        self.bodies.push(top);
        self.scopes.push_isolated();
        self.scopes.push_region();
        let mut scanned_to = 0;
        loop {
            match self.kind() {
                TokenKind::Eof => break,
                TokenKind::HashIdent if self.peek_next().kind == TokenKind::Equal => {
                    self.parse_attribute_alias_def()?
                }
                TokenKind::ExclamationIdent if self.peek_next().kind == TokenKind::Equal => {
                    self.parse_type_alias_def()?
                }
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let before = self.tok.start;
                    if before as usize >= scanned_to {
                        scanned_to = self.parse_block_ops_in_parallel(block)?;
                    }
                    if self.tok.start != before {
                        continue;
                    }
                    let op = self.parse_operation()?;
                    let body = self.body_mut();
                    body.append_op(block, op);
                }
            }
        }
        self.lexer.release_all_read();
        self.scopes.pop_region(self.ctx)?;
        self.scopes.finish_isolated(self.ctx)?;
        let mut top = self.bodies.pop().unwrap_or_default();
        if self.pending_loc_aliases {
            self.resolve_loc_aliases(&mut top)?;
        }
        let ops: Vec<OpId> = top.block_ops(block).collect();
        let module_name = strata_ir::builtin::module_op_name(self.ctx);
        if ops.len() == 1 && (config.no_implicit_module || top.op_name(ops[0]) == module_name) {
            return Ok(ParsedSource {
                body: top,
                block,
                ops,
            });
        }
        if config.no_implicit_module {
            let (line, col) = self.buffer_position;
            let loc = Location::file(self.ctx, self.file, line, col);
            return Err(self.error_at_loc(
                loc,
                format!(
                    "source must contain a single top-level operation, found: {}",
                    ops.len()
                ),
            ));
        }
        let (line, col) = self.buffer_position;
        let loc = Location::file(self.ctx, self.file, line, col);
        let (body, block, module) = strata_ir::builtin::wrap_in_module(self.ctx, top, loc);
        Ok(ParsedSource {
            body,
            block,
            ops: vec![module],
        })
    }

    /// The body operations are currently being created in.
    pub fn body_mut(&mut self) -> &mut Body {
        match self.bodies.last_mut() {
            Some(b) => b,
            None => unreachable!("parser used outside parse_source"),
        }
    }

    /// Which body (an index into the body stack) the operands and
    /// successors of the operation being parsed are resolved in: while a
    /// custom parser reads an isolated operation's own operands (outside
    /// its regions), the operation's fresh body is already on the stack,
    /// and its operands come from the one below.
    fn operand_body_index(&self) -> usize {
        let depth = self.bodies.len();
        if self.isolated_ctx.last() == Some(&true) && depth >= 2 {
            depth - 2
        } else {
            depth.saturating_sub(1)
        }
    }

    /// The body operations are currently being created in.
    pub fn body(&self) -> &Body {
        match self.bodies.last() {
            Some(b) => b,
            None => unreachable!("parser used outside parse_source"),
        }
    }

    fn parse_file_metadata(&mut self) -> ParseResult<()> {
        self.bump();
        if self.kind() == TokenKind::FileMetadataEnd {
            self.bump();
            return Ok(());
        }
        self.parse_comma_separated(|p| {
            let key = p.tok;
            if p.kind() != TokenKind::BareIdent {
                return Err(p.error("expected identifier key in file metadata dictionary"));
            }
            p.bump();
            p.expect(TokenKind::Colon, "':'")?;
            match p.spelling(key) {
                "dialect_resources" => p.parse_resource_section(true),
                "external_resources" => p.parse_resource_section(false),
                other => Err(p.error_at(
                    key,
                    format!("unknown key '{other}' in file metadata dictionary"),
                )),
            }
        })?;
        self.expect(TokenKind::FileMetadataEnd, "'#-}'")
    }
}

/// The result of parsing a source buffer.
pub struct ParsedSource {
    /// The top-level body; `block` is its single root block.
    pub body: Body,
    /// The root block holding the top-level operations.
    pub block: strata_ir::ir::BlockId,
    /// The top-level operations (one `builtin.module` unless implicit wrapping is off).
    pub ops: Vec<OpId>,
}

/// Parses decimal or `0x` hexadecimal digits with a sign into an `i64`.
pub(crate) fn parse_int_text(text: &str, negative: bool) -> Option<i64> {
    let magnitude = parse_uint_text(text)?;
    if negative {
        if magnitude == 1u64 << 63 {
            Some(i64::MIN)
        } else {
            i64::try_from(magnitude).ok().map(|v| -v)
        }
    } else {
        i64::try_from(magnitude).ok()
    }
}

/// Parses decimal or `0x` hexadecimal digits into a `u64`.
pub(crate) fn parse_uint_text(text: &str) -> Option<u64> {
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}

/// Parses a whole buffer in `ctx`; a convenience wrapper around [`Parser`].
pub fn parse_source_str(ctx: &Context, src: &str, file_name: &str) -> ParseResult<ParsedSource> {
    Parser::new(ctx, src.as_bytes(), file_name).parse_source(ParserConfig::default())
}
