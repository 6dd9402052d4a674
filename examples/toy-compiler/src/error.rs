//! Compile errors, rendered `file:line:col: error: message`.

use std::fmt;

use crate::ast::Pos;

/// An error in the source program, or one Strata reported.
#[derive(Debug)]
pub enum CompileError {
    /// A syntax or name error at a position.
    Source(Pos, String),
    /// An error from Strata (building, verifying or running passes).
    Strata(strata::Error),
}

impl CompileError {
    /// An error at `pos`.
    pub fn new(pos: Pos, message: impl Into<String>) -> Self {
        CompileError::Source(pos, message.into())
    }

    /// Renders the error for a file named `file`.
    pub fn render(&self, file: &str) -> String {
        match self {
            CompileError::Source(pos, msg) => {
                format!("{file}:{}:{}: error: {msg}", pos.line, pos.col)
            }
            CompileError::Strata(e) => e.to_string(),
        }
    }
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render("<input>"))
    }
}

impl std::error::Error for CompileError {}

impl From<strata::Error> for CompileError {
    fn from(e: strata::Error) -> Self {
        CompileError::Strata(e)
    }
}
