//! The lexer and recursive-descent parser of the toy language:
//!
//! ```text
//! program := function*
//! function := "fn" IDENT "(" (IDENT ("," IDENT)*)? ")" "=" expr ";"
//! expr := "if" sum CMP sum "then" expr "else" expr | sum
//! sum := term (("+" | "-") term)*
//! term := atom (("*" | "/") atom)*
//! atom := INT | IDENT | IDENT "(" (expr ("," expr)*)? ")" | "(" expr ")"
//! ```

use crate::ast::{BinOp, CmpOp, Expr, Function, Pos};
use crate::error::CompileError;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Int(i64),
    Ident(String),
    Punct(&'static str),
    Eof,
}

const PUNCTS: [&str; 14] = [
    "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "(", ")", ",", "=",
];

/// Splits `src` into tokens with their positions.
fn lex(src: &str) -> Result<Vec<(Tok, Pos)>, CompileError> {
    let mut toks = Vec::new();
    let (mut line, mut col) = (1u32, 1u32);
    let bytes = src.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let pos = Pos { line, col };
        let c = bytes[i];
        let len = if c == b'\n' {
            line += 1;
            col = 0;
            1
        } else if c.is_ascii_whitespace() {
            1
        } else if c == b'#' {
            bytes[i..].iter().take_while(|&&b| b != b'\n').count()
        } else if c.is_ascii_digit() {
            let n = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
            let text = &src[i..i + n];
            let value = text
                .parse()
                .map_err(|_| CompileError::new(pos, format!("integer '{text}' is too large")))?;
            toks.push((Tok::Int(value), pos));
            n
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let n = bytes[i..]
                .iter()
                .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
                .count();
            toks.push((Tok::Ident(src[i..i + n].to_string()), pos));
            n
        } else if c == b';' {
            toks.push((Tok::Punct(";"), pos));
            1
        } else if let Some(p) = PUNCTS.iter().find(|p| src[i..].starts_with(**p)) {
            toks.push((Tok::Punct(p), pos));
            p.len()
        } else {
            let ch = src[i..].chars().next().unwrap_or('?');
            return Err(CompileError::new(
                pos,
                format!("unexpected character '{ch}'"),
            ));
        };
        i += len;
        col += len as u32;
    }
    toks.push((Tok::Eof, Pos { line, col }));
    Ok(toks)
}

struct Parser {
    toks: Vec<(Tok, Pos)>,
    next: usize,
}

impl Parser {
    fn peek(&self) -> &(Tok, Pos) {
        let last = self.toks.len().saturating_sub(1);
        &self.toks[self.next.min(last)]
    }

    fn bump(&mut self) -> (Tok, Pos) {
        let t = self.peek().clone();
        self.next += 1;
        t
    }

    fn eat(&mut self, p: &str) -> bool {
        if matches!(&self.peek().0, Tok::Punct(q) if *q == p) {
            self.next += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str) -> Result<(), CompileError> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(CompileError::new(self.peek().1, format!("expected '{p}'")))
        }
    }

    fn keyword(&mut self, k: &str) -> bool {
        if matches!(&self.peek().0, Tok::Ident(s) if s == k) {
            self.next += 1;
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> Result<(String, Pos), CompileError> {
        match self.bump() {
            (Tok::Ident(s), pos) => Ok((s, pos)),
            (_, pos) => Err(CompileError::new(pos, "expected a name")),
        }
    }

    fn function(&mut self) -> Result<Function, CompileError> {
        let pos = self.peek().1;
        if !self.keyword("fn") {
            return Err(CompileError::new(pos, "expected 'fn'"));
        }
        let (name, _) = self.ident()?;
        self.expect("(")?;
        let mut params = Vec::new();
        if !self.eat(")") {
            loop {
                params.push(self.ident()?.0);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.expect("=")?;
        let body = self.expr()?;
        self.expect(";")?;
        Ok(Function {
            name,
            params,
            body,
            pos,
        })
    }

    fn expr(&mut self) -> Result<Expr, CompileError> {
        let pos = self.peek().1;
        if !self.keyword("if") {
            return self.sum();
        }
        let lhs = self.sum()?;
        let cmp = match self.bump() {
            (Tok::Punct("=="), _) => CmpOp::Eq,
            (Tok::Punct("!="), _) => CmpOp::Ne,
            (Tok::Punct("<"), _) => CmpOp::Lt,
            (Tok::Punct("<="), _) => CmpOp::Le,
            (Tok::Punct(">"), _) => CmpOp::Gt,
            (Tok::Punct(">="), _) => CmpOp::Ge,
            (_, p) => return Err(CompileError::new(p, "expected a comparison")),
        };
        let rhs = self.sum()?;
        if !self.keyword("then") {
            return Err(CompileError::new(self.peek().1, "expected 'then'"));
        }
        let then = self.expr()?;
        if !self.keyword("else") {
            return Err(CompileError::new(self.peek().1, "expected 'else'"));
        }
        let other = self.expr()?;
        Ok(Expr::If {
            cmp,
            lhs: Box::new(lhs),
            rhs: Box::new(rhs),
            then: Box::new(then),
            other: Box::new(other),
            pos,
        })
    }

    fn binary(
        &mut self,
        ops: [(&str, BinOp); 2],
        operand: fn(&mut Self) -> Result<Expr, CompileError>,
    ) -> Result<Expr, CompileError> {
        let mut lhs = operand(self)?;
        loop {
            let pos = self.peek().1;
            let Some(&(_, op)) = ops.iter().find(|(p, _)| self.eat(p)) else {
                return Ok(lhs);
            };
            let rhs = operand(self)?;
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs), pos);
        }
    }

    fn sum(&mut self) -> Result<Expr, CompileError> {
        self.binary([("+", BinOp::Add), ("-", BinOp::Sub)], Self::term)
    }

    fn term(&mut self) -> Result<Expr, CompileError> {
        self.binary([("*", BinOp::Mul), ("/", BinOp::Div)], Self::atom)
    }

    fn atom(&mut self) -> Result<Expr, CompileError> {
        match self.bump() {
            (Tok::Int(v), pos) => Ok(Expr::Int(v, pos)),
            (Tok::Ident(name), pos) if self.eat("(") => {
                let mut args = Vec::new();
                if !self.eat(")") {
                    loop {
                        args.push(self.expr()?);
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                Ok(Expr::Call(name, args, pos))
            }
            (Tok::Ident(name), pos) => Ok(Expr::Var(name, pos)),
            (Tok::Punct("("), _) => {
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            (_, pos) => Err(CompileError::new(pos, "expected an expression")),
        }
    }
}

/// Parses a whole program.
pub fn parse_program(src: &str) -> Result<Vec<Function>, CompileError> {
    let mut p = Parser {
        toks: lex(src)?,
        next: 0,
    };
    let mut functions = Vec::new();
    while p.peek().0 != Tok::Eof {
        functions.push(p.function()?);
    }
    Ok(functions)
}
