//! Evaluation of the boolean feature expressions used by `REQUIRES:`, `UNSUPPORTED:`
//! and `XFAIL:` (`feature`, `!`, `&&`, `||`, parentheses, `true`, `false`).

use std::collections::BTreeSet;

use crate::directives::TestScript;

/// Whether a test should run, be skipped, or is expected to fail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Applicability {
    /// Run the test; it must pass.
    Run,
    /// Run the test; it must fail (`XFAIL:`).
    ExpectFailure,
    /// Do not run the test, for the given reason.
    Skip(String),
}

/// Decides how a test with the given directives is run under a set of available features.
///
/// An `XFAIL: *` item matches everything. Malformed expressions are reported as errors.
pub fn applicability(
    script: &TestScript,
    features: &BTreeSet<String>,
) -> Result<Applicability, String> {
    let missing = script
        .requires
        .iter()
        .filter_map(|item| match evaluate(item, features) {
            Ok(true) => None,
            Ok(false) => Some(Ok(item.as_str())),
            Err(err) => Some(Err(err)),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if !missing.is_empty() {
        return Ok(Applicability::Skip(format!(
            "REQUIRES: {} not available (available features: {})",
            missing.join(", "),
            describe(features)
        )));
    }
    if let Some(item) = first_true(&script.unsupported, features)? {
        return Ok(Applicability::Skip(format!("UNSUPPORTED: {item}")));
    }
    if script.xfail.iter().any(|item| item == "*") || first_true(&script.xfail, features)?.is_some()
    {
        return Ok(Applicability::ExpectFailure);
    }
    Ok(Applicability::Run)
}

fn describe(features: &BTreeSet<String>) -> String {
    if features.is_empty() {
        "none".to_string()
    } else {
        features.iter().cloned().collect::<Vec<_>>().join(", ")
    }
}

fn first_true<'a>(
    items: &'a [String],
    features: &BTreeSet<String>,
) -> Result<Option<&'a str>, String> {
    for item in items {
        if item != "*" && evaluate(item, features)? {
            return Ok(Some(item));
        }
    }
    Ok(None)
}

/// Evaluates one boolean feature expression against the available features.
pub fn evaluate(expression: &str, features: &BTreeSet<String>) -> Result<bool, String> {
    let evaluated = tokenize(expression).and_then(|tokens| {
        let mut parser = Parser {
            tokens: &tokens,
            pos: 0,
            features,
        };
        let value = parser.or()?;
        match parser.tokens.get(parser.pos) {
            None => Ok(value),
            Some(token) => Err(format!("unexpected `{}`", token.text())),
        }
    });
    evaluated.map_err(|err| format!("{err} in feature expression `{expression}`"))
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    Ident(String),
    Not,
    And,
    Or,
    Open,
    Close,
}

impl Token {
    fn text(&self) -> &str {
        match self {
            Token::Ident(name) => name,
            Token::Not => "!",
            Token::And => "&&",
            Token::Or => "||",
            Token::Open => "(",
            Token::Close => ")",
        }
    }
}

fn tokenize(expression: &str) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let mut chars = expression.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        match c {
            c if c.is_whitespace() => {}
            '!' => tokens.push(Token::Not),
            '(' => tokens.push(Token::Open),
            ')' => tokens.push(Token::Close),
            '&' | '|' => {
                if chars.next_if(|&(_, next)| next == c).is_none() {
                    return Err(format!("expected `{c}{c}`"));
                }
                tokens.push(if c == '&' { Token::And } else { Token::Or });
            }
            c if is_ident_char(c) => {
                let mut end = start + c.len_utf8();
                while let Some((at, next)) = chars.next_if(|&(_, next)| is_ident_char(next)) {
                    end = at + next.len_utf8();
                }
                tokens.push(Token::Ident(expression[start..end].to_string()));
            }
            other => {
                return Err(format!("unexpected character `{other}`"));
            }
        }
    }
    Ok(tokens)
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '+' | '.' | '=' | ':' | '/')
}

struct Parser<'a> {
    tokens: &'a [Token],
    pos: usize,
    features: &'a BTreeSet<String>,
}

impl Parser<'_> {
    fn eat(&mut self, token: &Token) -> bool {
        if self.tokens.get(self.pos) == Some(token) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn or(&mut self) -> Result<bool, String> {
        let mut value = self.and()?;
        while self.eat(&Token::Or) {
            let rhs = self.and()?;
            value = value || rhs;
        }
        Ok(value)
    }

    fn and(&mut self) -> Result<bool, String> {
        let mut value = self.unary()?;
        while self.eat(&Token::And) {
            let rhs = self.unary()?;
            value = value && rhs;
        }
        Ok(value)
    }

    fn unary(&mut self) -> Result<bool, String> {
        let token = self.tokens.get(self.pos).cloned();
        self.pos += 1;
        match token {
            Some(Token::Not) => Ok(!self.unary()?),
            Some(Token::Open) => {
                let value = self.or()?;
                if self.eat(&Token::Close) {
                    Ok(value)
                } else {
                    Err("missing `)`".to_string())
                }
            }
            Some(Token::Ident(name)) => Ok(match name.as_str() {
                "true" => true,
                "false" => false,
                _ => self.features.contains(&name),
            }),
            Some(other) => Err(format!("unexpected `{}`", other.text())),
            None => Err("unexpected end".to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn features(names: &[&str]) -> BTreeSet<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn evaluates_operators_with_precedence() {
        let f = features(&["a", "b"]);
        assert!(evaluate("a", &f).unwrap());
        assert!(!evaluate("c", &f).unwrap());
        assert!(evaluate("a && !c", &f).unwrap());
        assert!(evaluate("c || a && b", &f).unwrap());
        assert!(!evaluate("(c || a) && !b", &f).unwrap());
        assert!(evaluate("true", &f).unwrap());
        assert!(!evaluate("false || c", &f).unwrap());
    }

    #[test]
    fn rejects_malformed_expressions() {
        let f = features(&[]);
        assert_eq!(
            evaluate("a &", &f).unwrap_err(),
            "expected `&&` in feature expression `a &`"
        );
        assert_eq!(
            evaluate("a &&", &f).unwrap_err(),
            "unexpected end in feature expression `a &&`"
        );
        assert!(evaluate("(a", &f).is_err());
        assert!(evaluate("a b", &f).is_err());
        assert!(evaluate("", &f).is_err());
        assert!(evaluate("a $ b", &f).is_err());
    }

    #[test]
    fn decides_applicability() {
        let f = features(&["x86"]);
        let mut script = TestScript::default();
        assert_eq!(applicability(&script, &f).unwrap(), Applicability::Run);
        script.xfail = vec!["*".to_string()];
        assert_eq!(
            applicability(&script, &f).unwrap(),
            Applicability::ExpectFailure
        );
        script.unsupported = vec!["arm".to_string(), "x86".to_string()];
        assert_eq!(
            applicability(&script, &f).unwrap(),
            Applicability::Skip("UNSUPPORTED: x86".to_string())
        );
        script.requires = vec!["gpu".to_string()];
        let Applicability::Skip(reason) = applicability(&script, &f).unwrap() else {
            panic!("expected skip");
        };
        assert!(reason.contains("gpu"), "{reason}");
        script.requires = vec!["gpu &&".to_string()];
        assert!(applicability(&script, &f).is_err());
    }
}
