//! Splitting a RUN line into words and operators, with sh-style quoting.

use super::ast::Fd;

/// A lexical token of the RUN-line language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    /// A word, with quotes and escapes removed.
    Word(String),
    /// `|`
    Pipe,
    /// `&&`
    AndAnd,
    /// `||`
    OrOr,
    /// `;`
    Semi,
    /// A redirection operator; all but [`RedirectOp::Dup`] take a path word next.
    Redirect(RedirectOp),
}

/// A redirection operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RedirectOp {
    /// `<`
    Input,
    /// `>`, `>>`, `2>`, `2>>`
    Output {
        /// The stream written.
        fd: Fd,
        /// `>>` rather than `>`.
        append: bool,
    },
    /// `&>`, `&>>`
    Both {
        /// `&>>` rather than `&>`.
        append: bool,
    },
    /// `2>&1`, `>&2`
    Dup {
        /// The stream redirected.
        fd: Fd,
        /// The stream copied.
        to: Fd,
    },
}

struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
}

/// Splits `input` into tokens.
pub fn tokenize(input: &str) -> Result<Vec<Token>, String> {
    let mut lexer = Lexer {
        chars: input.chars().peekable(),
    };
    let mut tokens = Vec::new();
    while let Some(&c) = lexer.chars.peek() {
        if c.is_whitespace() {
            lexer.chars.next();
            continue;
        }
        let token = match c {
            '|' | ';' | '&' => lexer.operator()?,
            '<' | '>' => lexer.redirect(None)?,
            _ => lexer.word()?,
        };
        tokens.push(token);
    }
    Ok(tokens)
}

impl Lexer<'_> {
    fn eat(&mut self, expected: char) -> bool {
        self.chars.next_if_eq(&expected).is_some()
    }

    fn operator(&mut self) -> Result<Token, String> {
        match self.chars.next() {
            Some('|') if self.eat('|') => Ok(Token::OrOr),
            Some('|') => Ok(Token::Pipe),
            Some(';') => Ok(Token::Semi),
            Some('&') if self.eat('&') => Ok(Token::AndAnd),
            Some('&') if self.eat('>') => {
                let append = self.eat('>');
                Ok(Token::Redirect(RedirectOp::Both { append }))
            }
            Some('&') => Err("running commands in the background with `&` is not supported".into()),
            other => Err(format!("internal lexer error at {other:?}")),
        }
    }

    /// Lexes `<`, `>`, `>>` or `>&N`, with an optional explicit file-descriptor prefix.
    fn redirect(&mut self, prefix: Option<u32>) -> Result<Token, String> {
        let bad_fd = |n: u32| format!("redirection of file descriptor {n} is not supported");
        match self.chars.next() {
            Some('<') => {
                if self.eat('<') {
                    return Err("here-documents (`<<`) are not supported".into());
                }
                match prefix {
                    None | Some(0) => Ok(Token::Redirect(RedirectOp::Input)),
                    Some(n) => Err(bad_fd(n)),
                }
            }
            Some('>') => {
                let fd = match prefix.map(|n| (n, Fd::from_number(n))) {
                    None => Fd::Stdout,
                    Some((_, Some(fd @ (Fd::Stdout | Fd::Stderr)))) => fd,
                    Some((n, _)) => return Err(bad_fd(n)),
                };
                let append = self.eat('>');
                if !append && self.eat('&') {
                    let mut digits = String::new();
                    while let Some(d) = self.chars.next_if(char::is_ascii_digit) {
                        digits.push(d);
                    }
                    let to = digits.parse::<u32>().ok().and_then(Fd::from_number);
                    return match to {
                        Some(to @ (Fd::Stdout | Fd::Stderr)) => {
                            Ok(Token::Redirect(RedirectOp::Dup { fd, to }))
                        }
                        _ => Err(format!(
                            "unsupported redirection `>&{digits}`; use `2>&1`, `1>&2` or `&> file`"
                        )),
                    };
                }
                Ok(Token::Redirect(RedirectOp::Output { fd, append }))
            }
            other => Err(format!("internal lexer error at {other:?}")),
        }
    }

    fn word(&mut self) -> Result<Token, String> {
        let mut word = String::new();
        let mut quoted = false;
        while let Some(&c) = self.chars.peek() {
            match c {
                c if c.is_whitespace() => break,
                '|' | ';' | '&' => break,
                '<' | '>' => {
                    let is_fd =
                        !quoted && !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
                    let fd_prefix = if is_fd {
                        word.parse::<u32>().ok()
                    } else {
                        None
                    };
                    if let Some(n) = fd_prefix {
                        return self.redirect(Some(n));
                    }
                    break;
                }
                '\'' => {
                    self.chars.next();
                    quoted = true;
                    loop {
                        match self.chars.next() {
                            Some('\'') => break,
                            Some(c) => word.push(c),
                            None => return Err("unterminated single quote".into()),
                        }
                    }
                }
                '"' => {
                    self.chars.next();
                    quoted = true;
                    loop {
                        match self.chars.next() {
                            Some('"') => break,
                            Some('\\') => match self.chars.next() {
                                Some(e @ ('"' | '\\' | '$' | '`')) => word.push(e),
                                Some(other) => {
                                    word.push('\\');
                                    word.push(other);
                                }
                                None => return Err("unterminated double quote".into()),
                            },
                            Some(c) => word.push(c),
                            None => return Err("unterminated double quote".into()),
                        }
                    }
                }
                '\\' => {
                    self.chars.next();
                    quoted = true;
                    word.push(self.chars.next().unwrap_or('\\'));
                }
                c => {
                    self.chars.next();
                    word.push(c);
                }
            }
        }
        Ok(Token::Word(word))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(input: &str) -> Vec<String> {
        tokenize(input)
            .unwrap()
            .into_iter()
            .map(|t| match t {
                Token::Word(w) => w,
                other => format!("<{other:?}>"),
            })
            .collect()
    }

    #[test]
    fn splits_words_and_operators() {
        assert_eq!(
            words("a  b|c&&d||e;f"),
            [
                "a", "b", "<Pipe>", "c", "<AndAnd>", "d", "<OrOr>", "e", "<Semi>", "f"
            ]
        );
    }

    #[test]
    fn handles_quotes_and_escapes() {
        assert_eq!(
            words(r#"--pass-pipeline='builtin.module(func.func(cse))' "a \"b\" \n" c\ d ''"#),
            [
                "--pass-pipeline=builtin.module(func.func(cse))",
                r#"a "b" \n"#,
                "c d",
                ""
            ]
        );
        assert_eq!(words("'|' \"&&\""), ["|", "&&"]);
        assert!(tokenize("'open").is_err());
        assert!(tokenize("\"open").is_err());
    }

    #[test]
    fn lexes_redirections() {
        let tokens = tokenize("a 2>&1 >out 2>>err <in &>both >&2 1>x a2>y").unwrap();
        assert_eq!(
            tokens,
            vec![
                Token::Word("a".into()),
                Token::Redirect(RedirectOp::Dup {
                    fd: Fd::Stderr,
                    to: Fd::Stdout
                }),
                Token::Redirect(RedirectOp::Output {
                    fd: Fd::Stdout,
                    append: false
                }),
                Token::Word("out".into()),
                Token::Redirect(RedirectOp::Output {
                    fd: Fd::Stderr,
                    append: true
                }),
                Token::Word("err".into()),
                Token::Redirect(RedirectOp::Input),
                Token::Word("in".into()),
                Token::Redirect(RedirectOp::Both { append: false }),
                Token::Word("both".into()),
                Token::Redirect(RedirectOp::Dup {
                    fd: Fd::Stdout,
                    to: Fd::Stderr
                }),
                Token::Redirect(RedirectOp::Output {
                    fd: Fd::Stdout,
                    append: false
                }),
                Token::Word("x".into()),
                Token::Word("a2".into()),
                Token::Redirect(RedirectOp::Output {
                    fd: Fd::Stdout,
                    append: false
                }),
                Token::Word("y".into()),
            ]
        );
    }

    #[test]
    fn quoted_digits_are_not_fd_prefixes() {
        assert_eq!(
            words("'2'>x"),
            ["2", "<Redirect(Output { fd: Stdout, append: false })>", "x"]
        );
    }

    #[test]
    fn rejects_unsupported_syntax() {
        assert!(tokenize("a &").is_err());
        assert!(tokenize("a 3>x").is_err());
        assert!(tokenize("a >&3").is_err());
        assert!(tokenize("a << EOF").is_err());
    }
}
