//! The lexer of the MLIR textual format.

/// The kinds of tokens.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A character or sequence that starts no token.
    Error,
    /// `foo`, `i32`, `f8E4M3FN`, `affine_map`, ... (keywords are bare identifiers).
    BareIdent,
    /// `@name` or `@"name"`.
    AtIdent,
    /// `%name`.
    PercentIdent,
    /// `^name`.
    CaretIdent,
    /// `#name`.
    HashIdent,
    /// `!name`.
    ExclamationIdent,
    /// `123`, `0x1F`.
    Integer,
    /// `1.5`, `2.0e-3`.
    Float,
    /// `"..."`.
    String,
    /// `->`.
    Arrow,
    /// `:`.
    Colon,
    /// `::`.
    ColonColon,
    /// `,`.
    Comma,
    /// `...`.
    Ellipsis,
    /// `=`.
    Equal,
    /// `>`.
    Greater,
    /// `{`.
    LBrace,
    /// `(`.
    LParen,
    /// `[`.
    LSquare,
    /// `<`.
    Less,
    /// `-`.
    Minus,
    /// `+`.
    Plus,
    /// `?`.
    Question,
    /// `}`.
    RBrace,
    /// `)`.
    RParen,
    /// `]`.
    RSquare,
    /// `*`.
    Star,
    /// `|`.
    VerticalBar,
    /// `{-#`.
    FileMetadataBegin,
    /// `#-}`.
    FileMetadataEnd,
}

/// A token: its kind and where it is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Token {
    /// What kind of token.
    pub kind: TokenKind,
    /// Byte offset of the first character.
    pub start: u32,
    /// Byte offset just past the last character.
    pub end: u32,
    /// 1-based line of the first character.
    pub line: u32,
    /// 1-based column (in bytes) of the first character.
    pub col: u32,
}

/// Gives back the memory of source text that has been read (for a
/// memory-mapped file: drops its pages, which the kernel reads again from
/// the file if they are needed later). It must leave the bytes readable
/// and unchanged.
pub type SourceRelease<'a> = &'a (dyn Fn(&[u8]) + Sync);

/// How far behind its position a lexer keeps the source it read (lookahead
/// and re-lexing stay within it).
const RELEASE_LAG: usize = 1 << 16;

/// How far a lexer moves between two releases of the source behind it.
const RELEASE_STEP: usize = 1 << 20;

/// Splits source text into tokens, tracking line and column.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
    line_start: usize,
    /// Where the source read so far is given back, if anywhere.
    release: Option<SourceRelease<'a>>,
    /// The start of the source not yet given back.
    released_to: usize,
    /// The position at which the source behind is next given back
    /// (`usize::MAX` without a release).
    next_release: usize,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_bare_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

fn is_suffix_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            line: 1,
            line_start: 0,
            release: None,
            released_to: 0,
            next_release: usize::MAX,
        }
    }

    /// Gives the source behind the lexer back through `release` as the
    /// lexer moves forward (from its current position on).
    pub fn with_release(mut self, release: Option<SourceRelease<'a>>) -> Self {
        self.release = release;
        self.released_to = self.pos;
        self.next_release = match release {
            Some(_) => self.pos.saturating_add(RELEASE_LAG + RELEASE_STEP),
            None => usize::MAX,
        };
        self
    }

    #[cold]
    fn release_behind(&mut self) {
        let end = self.pos.saturating_sub(RELEASE_LAG);
        if let Some(release) = self.release
            && let Some(read) = self.src.get(self.released_to..end)
        {
            release(read);
            self.released_to = end;
        }
        self.next_release = self.pos.saturating_add(RELEASE_STEP);
    }

    /// Gives back all the source read so far, without keeping the usual
    /// lag: for a lexer that will read no more (the end of a chunk or of
    /// the buffer), whose last stretch would otherwise stay resident.
    pub(crate) fn release_all_read(&mut self) {
        if let Some(release) = self.release
            && let Some(read) = self.src.get(self.released_to..self.pos)
        {
            release(read);
            self.released_to = self.pos;
        }
    }

    /// A lexer at byte `pos` of `src`, which lies on 1-based line `line`
    /// starting at byte `line_start` (for parsing a part of a buffer whose
    /// line is already known).
    pub(crate) fn at_position(src: &'a [u8], pos: usize, line: u32, line_start: usize) -> Self {
        Lexer {
            src,
            pos,
            line,
            line_start,
            release: None,
            released_to: pos,
            next_release: usize::MAX,
        }
    }

    /// The source being lexed.
    pub fn source(&self) -> &'a [u8] {
        self.src
    }

    /// Repositions the lexer at byte `offset` inside `token`, which must not
    /// span lines (used to split `4x8xf32` into dimensions).
    pub fn reset_within(&mut self, token: &Token, offset: usize) {
        self.pos = offset;
        self.line = token.line;
        self.line_start = token.start as usize - (token.col as usize - 1);
    }

    /// Moves the lexer forward to byte `offset`, counting the lines passed.
    pub fn advance_to(&mut self, offset: usize) {
        let offset = offset.min(self.src.len());
        while self.pos < offset {
            if self.src[self.pos] == b'\n' {
                self.line += 1;
                self.line_start = self.pos + 1;
            }
            self.pos += 1;
        }
    }

    /// Current byte offset.
    pub fn offset(&self) -> usize {
        self.pos
    }

    fn peek(&self) -> u8 {
        self.src.get(self.pos).copied().unwrap_or(0)
    }

    fn peek_at(&self, n: usize) -> u8 {
        self.src.get(self.pos + n).copied().unwrap_or(0)
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.peek() {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                b' ' | b'\t' | b'\r' => self.pos += 1,
                // A NUL byte inside the buffer is skipped like whitespace,
                // as upstream's lexer does (only the one past the end is EOF).
                0 if self.pos < self.src.len() => self.pos += 1,
                b'/' if self.peek_at(1) == b'/' => {
                    match memchr::memchr(b'\n', &self.src[self.pos..]) {
                        Some(n) => self.pos += n,
                        None => self.pos = self.src.len(),
                    }
                }
                _ => return,
            }
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        if self.pos >= self.next_release {
            self.release_behind();
        }
        self.skip_trivia();
        let start = self.pos;
        let line = self.line;
        let col = (start - self.line_start + 1) as u32;
        let kind = self.lex_kind();
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
            line,
            col,
        }
    }

    fn lex_kind(&mut self) -> TokenKind {
        use TokenKind::*;
        if self.pos >= self.src.len() {
            return Eof;
        }
        let c = self.peek();
        self.pos += 1;
        match c {
            b'-' if self.peek() == b'>' => {
                self.pos += 1;
                Arrow
            }
            b'-' => Minus,
            b':' if self.peek() == b':' => {
                self.pos += 1;
                ColonColon
            }
            b':' => Colon,
            b',' => Comma,
            b'.' if self.peek() == b'.' && self.peek_at(1) == b'.' => {
                self.pos += 2;
                Ellipsis
            }
            b'=' => Equal,
            b'>' => Greater,
            b'{' if self.peek() == b'-' && self.peek_at(1) == b'#' => {
                self.pos += 2;
                FileMetadataBegin
            }
            b'{' => LBrace,
            b'(' => LParen,
            b'[' => LSquare,
            b'<' => Less,
            b'+' => Plus,
            b'?' => Question,
            b'}' => RBrace,
            b')' => RParen,
            b']' => RSquare,
            b'*' => Star,
            b'|' => VerticalBar,
            b'"' => self.lex_string(),
            b'@' => self.lex_at_ident(),
            b'#' if self.peek() == b'-' && self.peek_at(1) == b'}' => {
                self.pos += 2;
                FileMetadataEnd
            }
            b'%' => self.lex_prefixed(PercentIdent),
            b'^' => self.lex_prefixed(CaretIdent),
            b'#' => self.lex_prefixed(HashIdent),
            b'!' => self.lex_prefixed(ExclamationIdent),
            b'0'..=b'9' => self.lex_number(c),
            c if is_ident_start(c) => {
                while is_bare_ident_char(self.peek()) {
                    self.pos += 1;
                }
                BareIdent
            }
            _ => Error,
        }
    }

    fn lex_prefixed(&mut self, kind: TokenKind) -> TokenKind {
        let c = self.peek();
        if c.is_ascii_digit() {
            while self.peek().is_ascii_digit() {
                self.pos += 1;
            }
            return kind;
        }
        if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            while is_suffix_ident_char(self.peek()) {
                self.pos += 1;
            }
            return kind;
        }
        TokenKind::Error
    }

    fn lex_at_ident(&mut self) -> TokenKind {
        let c = self.peek();
        if c == b'"' {
            self.pos += 1;
            return match self.lex_string() {
                TokenKind::String => TokenKind::AtIdent,
                other => other,
            };
        }
        if !(is_ident_start(c)) {
            return TokenKind::Error;
        }
        while is_bare_ident_char(self.peek()) {
            self.pos += 1;
        }
        TokenKind::AtIdent
    }

    fn lex_number(&mut self, first: u8) -> TokenKind {
        if first == b'0' && self.peek() == b'x' && self.peek_at(1).is_ascii_hexdigit() {
            self.pos += 1;
            while self.peek().is_ascii_hexdigit() {
                self.pos += 1;
            }
            return TokenKind::Integer;
        }
        while self.peek().is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek() != b'.' {
            return TokenKind::Integer;
        }
        self.pos += 1;
        while self.peek().is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(), b'e' | b'E') {
            let sign = matches!(self.peek_at(1), b'+' | b'-') as usize;
            if self.peek_at(1 + sign).is_ascii_digit() {
                self.pos += 1 + sign;
                while self.peek().is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        TokenKind::Float
    }

    fn lex_string(&mut self) -> TokenKind {
        loop {
            match self.src.get(self.pos) {
                None => return TokenKind::Error,
                Some(b'"') => {
                    self.pos += 1;
                    return TokenKind::String;
                }
                Some(b'\n') => return TokenKind::Error,
                Some(b'\\') => {
                    let next = self.peek_at(1);
                    if matches!(next, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 2;
                    } else if next.is_ascii_hexdigit() && self.peek_at(2).is_ascii_hexdigit() {
                        self.pos += 3;
                    } else {
                        return TokenKind::Error;
                    }
                }
                Some(_) => self.pos += 1,
            }
        }
    }
}

/// Decodes the escapes of a string literal's text (without the quotes).
pub fn unescape_string(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let c = raw[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let next = raw.get(i + 1).copied().unwrap_or(0);
        match next {
            b'"' | b'\\' => {
                out.push(next);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                let hi = hex(next);
                let lo = hex(raw.get(i + 2).copied().unwrap_or(b'0'));
                out.push(hi * 16 + lo);
                i += 3;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<TokenKind> {
        let mut lexer = Lexer::new(src.as_bytes());
        let mut out = Vec::new();
        loop {
            let t = lexer.next_token();
            if t.kind == TokenKind::Eof {
                return out;
            }
            out.push(t.kind);
        }
    }

    #[test]
    fn lexes_punctuation_and_identifiers() {
        use TokenKind::*;
        assert_eq!(
            kinds("%0:2 = \"a.b\"(%x#1) -> @f::@g ^bb0 !t #a {-# #-} ... // c"),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                Arrow,
                AtIdent,
                ColonColon,
                AtIdent,
                CaretIdent,
                ExclamationIdent,
                HashIdent,
                FileMetadataBegin,
                FileMetadataEnd,
                Ellipsis
            ]
        );
    }

    #[test]
    fn lexes_numbers() {
        use TokenKind::*;
        assert_eq!(
            kinds("12 0x1F 1.5 2.e3 3.0e-2 4x5"),
            vec![Integer, Integer, Float, Float, Float, Integer, BareIdent]
        );
    }

    #[test]
    fn tracks_lines_and_columns() {
        let mut lexer = Lexer::new(b"a\n  b");
        let a = lexer.next_token();
        let b = lexer.next_token();
        assert_eq!((a.line, a.col), (1, 1));
        assert_eq!((b.line, b.col), (2, 3));
    }

    #[test]
    fn unescapes() {
        assert_eq!(unescape_string(br#"a\"b\\c\n\41"#), b"a\"b\\c\nA".to_vec());
    }
}
