//! Parsing of assembly format strings into elements.

use super::super::spec::OpSpec;
use super::{Elem, TypeRef, builtin_directive};

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Literal(String),
    Var(String),
    Word(String),
    Punct(char),
}

fn lex(text: &str) -> Result<Vec<Tok>, String> {
    let mut toks = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i] as char;
        match c {
            ' ' | '\t' | '\n' => i += 1,
            '`' => {
                let Some(end) = text[i + 1..].find('`') else {
                    return Err("unterminated literal".into());
                };
                toks.push(Tok::Literal(text[i + 1..i + 1 + end].to_string()));
                i += end + 2;
            }
            '$' => {
                let start = i + 1;
                let mut j = start;
                while j < bytes.len() && (bytes[j].is_ascii_alphanumeric() || bytes[j] == b'_') {
                    j += 1;
                }
                if j == start {
                    return Err("expected variable name after '$'".into());
                }
                toks.push(Tok::Var(text[start..j].to_string()));
                i = j;
            }
            '(' | ')' | '?' | '^' | ':' | ',' | '<' | '>' => {
                toks.push(Tok::Punct(c));
                i += 1;
            }
            c if c.is_ascii_alphabetic() || c == '_' => {
                let start = i;
                while i < bytes.len()
                    && (bytes[i].is_ascii_alphanumeric() || matches!(bytes[i], b'_' | b'-'))
                {
                    i += 1;
                }
                toks.push(Tok::Word(text[start..i].to_string()));
            }
            other => return Err(format!("unexpected character '{other}'")),
        }
    }
    Ok(toks)
}

struct FormatParser<'s> {
    spec: &'s OpSpec,
    toks: Vec<Tok>,
    pos: usize,
}

impl FormatParser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    fn expect_punct(&mut self, c: char) -> Result<(), String> {
        match self.next() {
            Some(Tok::Punct(p)) if p == c => Ok(()),
            other => Err(format!("expected '{c}', found {other:?}")),
        }
    }

    fn variable(&self, name: &str) -> Result<Elem, String> {
        let s = self.spec;
        if let Some(i) = s.operand_index(name) {
            return Ok(Elem::Operand(i));
        }
        if let Some(i) = s.attr_index(name) {
            return Ok(Elem::Attr(i));
        }
        if let Some(i) = s.regions.iter().position(|r| r.name == name) {
            return Ok(Elem::Region(i));
        }
        if let Some(i) = s.successors.iter().position(|r| r.name == name) {
            return Ok(Elem::Successor(i));
        }
        if s.result_index(name).is_some() {
            return Err(format!(
                "result variable '${name}' can only be used in a type directive"
            ));
        }
        Err(format!(
            "expected variable to refer to an argument, region, result, or successor: '${name}'"
        ))
    }

    fn type_ref(&mut self) -> Result<TypeRef, String> {
        match self.next() {
            Some(Tok::Var(name)) => {
                if let Some(i) = self.spec.operand_index(&name) {
                    Ok(TypeRef::Operand(i))
                } else if let Some(i) = self.spec.result_index(&name) {
                    Ok(TypeRef::Result(i))
                } else {
                    Err(format!("'${name}' is not an operand or result"))
                }
            }
            Some(Tok::Word(w)) if w == "operands" => Ok(TypeRef::Operands),
            Some(Tok::Word(w)) if w == "results" => Ok(TypeRef::Results),
            other => Err(format!(
                "expected operand or result reference, found {other:?}"
            )),
        }
    }

    fn element(&mut self, top_level: bool) -> Result<(Elem, bool), String> {
        let Some(tok) = self.next() else {
            return Err("unexpected end of format".into());
        };
        let elem = match tok {
            Tok::Literal(l) => match l.as_str() {
                "" => Elem::NoSpace,
                " " => Elem::Space,
                "\\n" => Elem::Newline,
                _ => Elem::Literal(l),
            },
            Tok::Var(name) => self.variable(&name)?,
            Tok::Word(w) => match w.as_str() {
                "attr-dict" => Elem::AttrDict { keyword: false },
                "attr-dict-with-keyword" => Elem::AttrDict { keyword: true },
                "prop-dict" => Elem::PropDict,
                "operands" => Elem::Operands,
                "regions" => Elem::Regions,
                "successors" => Elem::Successors,
                "type" => {
                    self.expect_punct('(')?;
                    let r = self.type_ref()?;
                    self.expect_punct(')')?;
                    Elem::Type(r)
                }
                "qualified" => {
                    self.expect_punct('(')?;
                    let (inner, _) = self.element(false)?;
                    self.expect_punct(')')?;
                    inner
                }
                "functional-type" => {
                    self.expect_punct('(')?;
                    let a = self.type_ref()?;
                    self.expect_punct(',')?;
                    let b = self.type_ref()?;
                    self.expect_punct(')')?;
                    Elem::FunctionalType(a, b)
                }
                "ref" => {
                    self.expect_punct('(')?;
                    let (inner, _) = self.element(false)?;
                    self.expect_punct(')')?;
                    Elem::Ref(Box::new(inner))
                }
                "custom" => {
                    self.expect_punct('<')?;
                    let Some(Tok::Word(name)) = self.next() else {
                        return Err("expected custom directive name".into());
                    };
                    self.expect_punct('>')?;
                    let own = self.spec.directives.iter().find(|d| d.name == name);
                    let directive = own
                        .copied()
                        .or_else(|| builtin_directive(&name))
                        .ok_or_else(|| format!("unknown custom directive '{name}'"))?;
                    self.expect_punct('(')?;
                    let mut args = Vec::new();
                    loop {
                        let (arg, _) = self.element(false)?;
                        args.push(arg);
                        match self.next() {
                            Some(Tok::Punct(',')) => continue,
                            Some(Tok::Punct(')')) => break,
                            other => {
                                return Err(format!(
                                    "expected ',' or ')' in custom directive, found {other:?}"
                                ));
                            }
                        }
                    }
                    Elem::Custom { directive, args }
                }
                other => return Err(format!("unknown directive '{other}'")),
            },
            Tok::Punct('(') if top_level => return self.optional_group().map(|e| (e, false)),
            Tok::Punct(p) => return Err(format!("unexpected '{p}'")),
        };
        let anchored = matches!(self.peek(), Some(Tok::Punct('^')));
        if anchored {
            self.pos += 1;
        }
        Ok((elem, anchored))
    }

    fn optional_group(&mut self) -> Result<Elem, String> {
        let mut then = Vec::new();
        let mut anchor: Option<Elem> = None;
        while !matches!(self.peek(), Some(Tok::Punct(')'))) {
            if self.peek().is_none() {
                return Err("expected ')' to close optional group".into());
            }
            if matches!(self.peek(), Some(Tok::Punct('('))) && !then.is_empty() {
                self.pos += 1;
                let nested = self.optional_group()?;
                then.push(nested);
                continue;
            }
            let (e, anchored) = self.element(false)?;
            if anchored {
                anchor = Some(e.clone());
            }
            then.push(e);
        }
        self.pos += 1;
        let mut otherwise = Vec::new();
        if matches!(self.peek(), Some(Tok::Punct(':'))) {
            self.pos += 1;
            self.expect_punct('(')?;
            while !matches!(self.peek(), Some(Tok::Punct(')'))) {
                if self.peek().is_none() {
                    return Err("expected ')' to close else group".into());
                }
                let (e, _) = self.element(false)?;
                otherwise.push(e);
            }
            self.pos += 1;
        }
        self.expect_punct('?')?;
        let Some(anchor) = anchor else {
            return Err("optional group has no anchor element".into());
        };
        let first_ok = then
            .iter()
            .find(|e| !matches!(e, Elem::Space | Elem::NoSpace | Elem::Newline))
            .is_some_and(|e| {
                matches!(
                    e,
                    Elem::Literal(_)
                        | Elem::Operand(_)
                        | Elem::Attr(_)
                        | Elem::Region(_)
                        | Elem::Successor(_)
                        | Elem::Type(_)
                        | Elem::Operands
                        | Elem::Custom { .. }
                )
            });
        if !first_ok {
            return Err("first parsable element of an optional group must be a literal, variable, type or custom directive".into());
        }
        Ok(Elem::Optional {
            then,
            anchor: Box::new(anchor),
            otherwise,
        })
    }
}

/// Parses a format string into elements, resolving variable names against `spec`.
pub(super) fn parse_format(spec: &OpSpec, text: &str) -> Result<Vec<Elem>, String> {
    let mut p = FormatParser {
        spec,
        toks: lex(text)?,
        pos: 0,
    };
    let mut elems = Vec::new();
    while p.peek().is_some() {
        let (e, anchored) = p.element(true)?;
        if anchored {
            return Err("'^' is only valid inside an optional group".into());
        }
        elems.push(e);
    }
    Ok(elems)
}
