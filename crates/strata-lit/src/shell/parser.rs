//! Parsing tokens into a [`Script`].
//!
//! Grammar (all sequencing operators have equal precedence and associate left, as in
//! lit's internal shell):
//!
//! ```text
//! script   := pipeline ((`&&` | `||` | `;`) pipeline)* `;`?
//! pipeline := command (`|` command)*
//! command  := (WORD | redirect)+        -- at least one WORD
//! redirect := (`<` | `>` | `>>` | `2>` | `2>>` | `&>` | `&>>`) WORD | `2>&1` | `1>&2`
//! ```

use super::ast::{Command, Fd, Pipeline, Redirect, Script, SeqOp};
use super::lexer::{RedirectOp, Token, tokenize};

/// Parses a (substituted) RUN line.
pub fn parse(input: &str) -> Result<Script, String> {
    let tokens = tokenize(input)?;
    if tokens.is_empty() {
        return Err("empty command".to_string());
    }
    let mut parser = Parser { tokens, pos: 0 };
    let mut script = Script::Pipeline(parser.pipeline()?);
    while let Some(token) = parser.next() {
        let op = match token {
            Token::AndAnd => SeqOp::And,
            Token::OrOr => SeqOp::Or,
            Token::Semi => SeqOp::Then,
            other => return Err(format!("unexpected {}", describe(&other))),
        };
        if op == SeqOp::Then && parser.peek().is_none() {
            break;
        }
        let rhs = parser.pipeline()?;
        script = Script::Sequence {
            lhs: Box::new(script),
            op,
            rhs: Box::new(Script::Pipeline(rhs)),
        };
    }
    Ok(script)
}

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos)
    }

    fn next(&mut self) -> Option<Token> {
        let token = self.tokens.get(self.pos).cloned();
        self.pos += 1;
        token
    }

    fn pipeline(&mut self) -> Result<Pipeline, String> {
        let mut commands = vec![self.command()?];
        while self.peek() == Some(&Token::Pipe) {
            self.pos += 1;
            commands.push(self.command()?);
        }
        Ok(Pipeline { commands })
    }

    fn command(&mut self) -> Result<Command, String> {
        let mut args = Vec::new();
        let mut redirects = Vec::new();
        while let Some(token) = self.peek().cloned() {
            match token {
                Token::Word(word) => {
                    self.pos += 1;
                    args.push(word);
                }
                Token::Redirect(op) => {
                    self.pos += 1;
                    redirects.push(self.redirect(op)?);
                }
                _ => break,
            }
        }
        if args.is_empty() {
            return Err(match self.peek() {
                Some(token) => format!("expected a command before {}", describe(token)),
                None => "expected a command at end of line".to_string(),
            });
        }
        Ok(Command { args, redirects })
    }

    fn redirect(&mut self, op: RedirectOp) -> Result<Redirect, String> {
        if let RedirectOp::Dup { fd, to } = op {
            return Ok(Redirect::Dup { fd, to });
        }
        let path = match self.next() {
            Some(Token::Word(path)) => path,
            Some(other) => {
                return Err(format!(
                    "expected a file name after redirection, found {}",
                    describe(&other)
                ));
            }
            None => return Err("expected a file name after redirection at end of line".to_string()),
        };
        Ok(match op {
            RedirectOp::Input => Redirect::Input(path),
            RedirectOp::Output { fd, append } => Redirect::Output { fd, path, append },
            RedirectOp::Both { append } => Redirect::Both { path, append },
            RedirectOp::Dup { fd, to } => Redirect::Dup { fd, to },
        })
    }
}

fn describe(token: &Token) -> String {
    match token {
        Token::Word(word) => format!("word `{word}`"),
        Token::Pipe => "`|`".to_string(),
        Token::AndAnd => "`&&`".to_string(),
        Token::OrOr => "`||`".to_string(),
        Token::Semi => "`;`".to_string(),
        Token::Redirect(RedirectOp::Input) => "`<`".to_string(),
        Token::Redirect(RedirectOp::Output { fd: Fd::Stdout, .. }) => "`>`".to_string(),
        Token::Redirect(_) => "redirection".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(args: &[&str]) -> Command {
        Command {
            args: args.iter().map(|s| s.to_string()).collect(),
            redirects: vec![],
        }
    }

    #[test]
    fn parses_pipelines_and_sequences() {
        let script = parse("a x | b && c ; d || e").unwrap();
        let pipe = |cs: Vec<Command>| Box::new(Script::Pipeline(Pipeline { commands: cs }));
        let expected = Script::Sequence {
            lhs: Box::new(Script::Sequence {
                lhs: Box::new(Script::Sequence {
                    lhs: pipe(vec![cmd(&["a", "x"]), cmd(&["b"])]),
                    op: SeqOp::And,
                    rhs: pipe(vec![cmd(&["c"])]),
                }),
                op: SeqOp::Then,
                rhs: pipe(vec![cmd(&["d"])]),
            }),
            op: SeqOp::Or,
            rhs: pipe(vec![cmd(&["e"])]),
        };
        assert_eq!(script, expected);
    }

    #[test]
    fn parses_redirections_in_any_position() {
        let Script::Pipeline(pipeline) = parse("not 2>&1 tool %s > out").unwrap() else {
            panic!("expected a pipeline");
        };
        let command = &pipeline.commands[0];
        assert_eq!(command.args, ["not", "tool", "%s"]);
        assert_eq!(
            command.redirects,
            vec![
                Redirect::Dup {
                    fd: Fd::Stderr,
                    to: Fd::Stdout
                },
                Redirect::Output {
                    fd: Fd::Stdout,
                    path: "out".into(),
                    append: false
                },
            ]
        );
    }

    #[test]
    fn allows_a_trailing_semicolon() {
        assert_eq!(
            parse("a;").unwrap(),
            Script::Pipeline(Pipeline {
                commands: vec![cmd(&["a"])]
            })
        );
    }

    #[test]
    fn reports_syntax_errors() {
        for (input, needle) in [
            ("", "empty"),
            ("   ", "empty"),
            ("| a", "expected a command before `|`"),
            ("a |", "end of line"),
            ("a &&", "end of line"),
            ("a >", "file name"),
            ("a > | b", "file name"),
            ("a ; ; b", "expected a command"),
            ("2>&1", "expected a command"),
        ] {
            let err = parse(input).unwrap_err();
            assert!(err.contains(needle), "{input:?}: {err}");
        }
    }
}
