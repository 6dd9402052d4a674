//! The error of a failed read or write.

use std::fmt;

/// Why reading or writing bytecode failed: a message in the words of
/// upstream's reader, and where in the file the problem was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BytecodeError {
    /// What went wrong.
    pub message: String,
    /// Absolute byte offset in the file.
    pub offset: usize,
    /// The section being read (`"IR section"`, ...), or `"header"`.
    pub section: &'static str,
    /// The file's version and producer, once read (`in bytecode version 6
    /// produced by: MLIR22.1.8`), as upstream notes them.
    pub producer_note: Option<String>,
}

impl BytecodeError {
    /// An error at `offset` in `section`.
    pub fn new(message: impl Into<String>, offset: usize, section: &'static str) -> Self {
        BytecodeError {
            message: message.into(),
            offset,
            section,
            producer_note: None,
        }
    }

    /// A note locating the error: `at byte N of the file, in the X`.
    pub fn location_note(&self) -> String {
        format!(
            "at byte {} of the file, in the {}",
            self.offset, self.section
        )
    }
}

impl fmt::Display for BytecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.location_note())
    }
}

impl std::error::Error for BytecodeError {}
