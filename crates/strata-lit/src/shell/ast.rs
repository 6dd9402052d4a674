//! The syntax tree of a RUN line.

use std::fmt;

/// A whole RUN line: pipelines joined by `&&`, `||` and `;`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Script {
    /// A single pipeline.
    Pipeline(Pipeline),
    /// Two scripts joined by a sequencing operator (left-associative).
    Sequence {
        /// The part run first.
        lhs: Box<Script>,
        /// How `rhs` depends on the status of `lhs`.
        op: SeqOp,
        /// The part run after `lhs`, depending on `op`.
        rhs: Box<Script>,
    },
}

/// A sequencing operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeqOp {
    /// `&&`: run the right side only if the left side succeeded.
    And,
    /// `||`: run the right side only if the left side failed.
    Or,
    /// `;`: always run the right side.
    Then,
}

/// Commands joined by `|`; each stage's standard output feeds the next one's input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pipeline {
    /// The stages, in order (never empty).
    pub commands: Vec<Command>,
}

/// One simple command: words and redirections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    /// The program name followed by its arguments, with quotes removed (never empty).
    pub args: Vec<String>,
    /// Redirections, in the order they were written.
    pub redirects: Vec<Redirect>,
}

/// A standard stream of a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fd {
    /// File descriptor 0.
    Stdin,
    /// File descriptor 1.
    Stdout,
    /// File descriptor 2.
    Stderr,
}

impl Fd {
    /// Maps a numeric file descriptor to a standard stream.
    pub fn from_number(n: u32) -> Option<Self> {
        match n {
            0 => Some(Fd::Stdin),
            1 => Some(Fd::Stdout),
            2 => Some(Fd::Stderr),
            _ => None,
        }
    }

    fn number(self) -> u32 {
        match self {
            Fd::Stdin => 0,
            Fd::Stdout => 1,
            Fd::Stderr => 2,
        }
    }
}

/// A redirection of a command's standard streams.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Redirect {
    /// `< path`: read standard input from a file.
    Input(String),
    /// `> path`, `2> path`, `>> path`, `2>> path`: write a stream to a file.
    Output {
        /// The stream redirected (stdout or stderr).
        fd: Fd,
        /// The file written.
        path: String,
        /// Whether to append instead of truncating.
        append: bool,
    },
    /// `&> path`, `&>> path`: write both stdout and stderr to a file.
    Both {
        /// The file written.
        path: String,
        /// Whether to append instead of truncating.
        append: bool,
    },
    /// `2>&1`, `1>&2`: make `fd` a copy of `to`.
    Dup {
        /// The stream redirected.
        fd: Fd,
        /// The stream it now writes to.
        to: Fd,
    },
}

impl fmt::Display for Redirect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let append = |a: bool| if a { ">>" } else { ">" };
        match self {
            Redirect::Input(path) => write!(f, "< {}", quote(path)),
            Redirect::Output {
                fd: Fd::Stdout,
                path,
                append: a,
            } => {
                write!(f, "{} {}", append(*a), quote(path))
            }
            Redirect::Output {
                fd,
                path,
                append: a,
            } => {
                write!(f, "{}{} {}", fd.number(), append(*a), quote(path))
            }
            Redirect::Both { path, append: a } => write!(f, "&{} {}", append(*a), quote(path)),
            Redirect::Dup { fd, to } => write!(f, "{}>&{}", fd.number(), to.number()),
        }
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self.args.iter().map(|arg| quote(arg)).collect();
        f.write_str(&words.join(" "))?;
        for redirect in &self.redirects {
            write!(f, " {redirect}")?;
        }
        Ok(())
    }
}

/// Quotes a word for display so that it would lex back to itself.
pub fn quote(word: &str) -> String {
    let plain = !word.is_empty()
        && word.chars().all(|c| {
            c.is_alphanumeric()
                || matches!(
                    c,
                    '_' | '-' | '+' | '=' | '.' | '/' | ',' | ':' | '%' | '@' | '^'
                )
        });
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn displays_commands_with_quotes_and_redirects() {
        let command = Command {
            args: vec!["tool".into(), "a b".into(), "it's".into(), "--x=1".into()],
            redirects: vec![
                Redirect::Output {
                    fd: Fd::Stderr,
                    path: "/tmp/e".into(),
                    append: true,
                },
                Redirect::Dup {
                    fd: Fd::Stderr,
                    to: Fd::Stdout,
                },
                Redirect::Input("in".into()),
            ],
        };
        assert_eq!(
            command.to_string(),
            r"tool 'a b' 'it'\''s' --x=1 2>> /tmp/e 2>&1 < in"
        );
    }
}
