//! The LLVM types of the seeds' era, read with `--legacy-syntax` (see
//! `docs/legacy-syntax.md`): `!llvm<"i32*">` and `!llvm.type<"...">`
//! (LLVM IR type strings), `!llvm.i32`/`!llvm.float` (LLVM's scalar names)
//! and typed pointers `!llvm.ptr<i32>`. Each maps to its MLIR 22 type:
//! integers and floats to builtin types, LLVM vectors to `vector`, every
//! pointer to the opaque `!llvm.ptr` (in its address space).

use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser};
use strata_ir::{Context, Type};
use strata_support::apfloat::FloatSemantics;

use crate::types::{array, func, literal_struct, ptr, void};

/// The builtin type an LLVM scalar type name denotes (`i32`, `float`, ...).
fn scalar(ctx: &Context, name: &str) -> Option<Type> {
    let sem = match name {
        "half" => FloatSemantics::F16,
        "bfloat" => FloatSemantics::BF16,
        "float" => FloatSemantics::F32,
        "double" => FloatSemantics::F64,
        "x86_fp80" => FloatSemantics::F80,
        "fp128" => FloatSemantics::F128,
        _ => {
            let width: u32 = name.strip_prefix('i')?.parse().ok()?;
            return (1..=(1 << 24))
                .contains(&width)
                .then(|| Type::int(ctx, width));
        }
    };
    Some(Type::float(ctx, sem))
}

/// In legacy mode, the type `!llvm.<mnemonic>` denotes when `mnemonic` is
/// an old spelling (`""` and `type` take a quoted LLVM IR type, a scalar
/// name is the builtin type); `None` for MLIR 22's mnemonics.
pub(crate) fn parse_legacy(p: &mut Parser<'_>, mnemonic: &str) -> Option<ParseResult<Type>> {
    if !p.legacy_syntax() {
        return None;
    }
    if mnemonic.is_empty() || mnemonic == "type" {
        return Some(parse_quoted(p));
    }
    scalar(p.ctx, mnemonic).map(Ok)
}

/// In legacy mode, the pointee of a typed pointer `!llvm.ptr<i32>` or
/// `!llvm.ptr<i32, 3>` (after the `<`): the address space, or `None` if
/// the body is MLIR 22's `<space>`.
pub(crate) fn parse_typed_pointer(p: &mut Parser<'_>) -> Option<ParseResult<u32>> {
    if !p.legacy_syntax() || p.kind() == TokenKind::Integer {
        return None;
    }
    let parse = |p: &mut Parser<'_>| {
        p.parse_type()?;
        if !p.eat(TokenKind::Comma) {
            return Ok(0);
        }
        let v = p.parse_u64()?;
        u32::try_from(v).map_err(|_| p.error("invalid address space"))
    };
    Some(parse(p))
}

/// Parses `<"llvm ir type">`.
fn parse_quoted(p: &mut Parser<'_>) -> ParseResult<Type> {
    p.expect(TokenKind::Less, "'<'")?;
    if p.kind() != TokenKind::String {
        return Err(p.error("expected a quoted LLVM IR type"));
    }
    let text = p.parse_string()?;
    let ty = IrType {
        ctx: p.ctx,
        src: text.as_bytes(),
        pos: 0,
    }
    .parse_whole()
    .map_err(|m| p.error(format!("invalid LLVM IR type \"{text}\": {m}")))?;
    p.expect(TokenKind::Greater, "'>'")?;
    Ok(ty)
}

/// A reader of an LLVM IR type string.
struct IrType<'s> {
    ctx: &'s Context,
    src: &'s [u8],
    pos: usize,
}

impl IrType<'_> {
    /// The whole string as one type.
    fn parse_whole(mut self) -> Result<Type, String> {
        let ty = self.parse()?;
        self.skip_spaces();
        match self.src.get(self.pos) {
            None => Ok(ty),
            Some(c) => Err(format!("unexpected '{}'", *c as char)),
        }
    }

    fn skip_spaces(&mut self) {
        while self.src.get(self.pos).is_some_and(u8::is_ascii_whitespace) {
            self.pos += 1;
        }
    }

    /// Consumes `c` (after spaces) if it is next.
    fn eat(&mut self, c: u8) -> bool {
        self.skip_spaces();
        let found = self.src.get(self.pos) == Some(&c);
        self.pos += usize::from(found);
        found
    }

    fn expect(&mut self, c: u8) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!("expected '{}'", c as char))
        }
    }

    /// The next word (letters, digits, `_`, `.`), possibly empty.
    fn word(&mut self) -> &str {
        self.skip_spaces();
        let start = self.pos;
        while self
            .src
            .get(self.pos)
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.'))
        {
            self.pos += 1;
        }
        std::str::from_utf8(&self.src[start..self.pos]).unwrap_or_default()
    }

    fn number(&mut self) -> Result<u64, String> {
        let w = self.word();
        w.parse()
            .map_err(|_| format!("expected a number, got '{w}'"))
    }

    /// A type with its pointer and function suffixes.
    fn parse(&mut self) -> Result<Type, String> {
        let mut ty = self.parse_base()?;
        loop {
            if self.eat(b'*') {
                ty = ptr(self.ctx, 0);
            } else if self.eat(b'(') {
                let (inputs, vararg) = self.parse_list(b')', true)?;
                ty = func(self.ctx, ty, &inputs, vararg);
            } else {
                let save = self.pos;
                if self.word() != "addrspace" {
                    self.pos = save;
                    return Ok(ty);
                }
                self.expect(b'(')?;
                let space = u32::try_from(self.number()?).map_err(|e| e.to_string())?;
                self.expect(b')')?;
                self.expect(b'*')?;
                ty = ptr(self.ctx, space);
            }
        }
    }

    /// Types separated by commas up to `close` (`...` last if `vararg`).
    fn parse_list(&mut self, close: u8, vararg: bool) -> Result<(Vec<Type>, bool), String> {
        let mut types = Vec::new();
        if self.eat(close) {
            return Ok((types, false));
        }
        loop {
            self.skip_spaces();
            if vararg && self.src[self.pos..].starts_with(b"...") {
                self.pos += 3;
                self.expect(close)?;
                return Ok((types, true));
            }
            types.push(self.parse()?);
            if self.eat(close) {
                return Ok((types, false));
            }
            self.expect(b',')?;
        }
    }

    /// A type without suffixes.
    fn parse_base(&mut self) -> Result<Type, String> {
        let ctx = self.ctx;
        if self.eat(b'{') {
            let (body, _) = self.parse_list(b'}', false)?;
            return Ok(literal_struct(ctx, &body, false));
        }
        if self.eat(b'[') {
            let n = self.number()?;
            self.expect_word("x")?;
            let elem = self.parse()?;
            self.expect(b']')?;
            return Ok(array(ctx, elem, n));
        }
        if self.eat(b'<') {
            if self.eat(b'{') {
                let (body, _) = self.parse_list(b'}', false)?;
                self.expect(b'>')?;
                return Ok(literal_struct(ctx, &body, true));
            }
            let n = i64::try_from(self.number()?).map_err(|e| e.to_string())?;
            self.expect_word("x")?;
            let elem = self.parse()?;
            self.expect(b'>')?;
            return Ok(Type::vector(ctx, &[n], &[false], elem));
        }
        let name = self.word().to_string();
        if name == "void" {
            return Ok(void(ctx));
        }
        scalar(ctx, &name).ok_or_else(|| format!("unsupported type '{name}'"))
    }

    fn expect_word(&mut self, w: &str) -> Result<(), String> {
        let got = self.word();
        if got == w {
            Ok(())
        } else {
            Err(format!("expected '{w}', got '{got}'"))
        }
    }
}
