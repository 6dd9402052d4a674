//! Diagnostics (errors, warnings, remarks with attached notes) and their
//! rendering against source files the way `mlir-opt` shows them.

use std::fmt;
use std::sync::{Arc, OnceLock};

use crate::context::Context;
use crate::line_index::LineIndex;
use crate::location::Location;

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum Severity {
    /// An error: the operation that produced it failed.
    Error,
    /// A warning.
    Warning,
    /// An informational remark.
    Remark,
    /// A note attached to another diagnostic.
    Note,
}

impl Severity {
    /// The word printed before the message (`error`, `warning`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// A message about the IR at a location, with optional notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// The severity.
    pub severity: Severity,
    /// Where the problem is.
    pub loc: Location,
    /// The message text.
    pub message: String,
    /// Notes giving more context.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A new diagnostic.
    pub fn new(severity: Severity, loc: Location, message: impl Into<String>) -> Self {
        Self {
            severity,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// A new error.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, loc, message)
    }

    /// A new warning.
    pub fn warning(loc: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, loc, message)
    }

    /// A new remark.
    pub fn remark(loc: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Remark, loc, message)
    }

    /// Attaches a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes
            .push(Diagnostic::new(Severity::Note, loc, message));
        self
    }

    /// Attaches a note in place.
    pub fn attach_note(&mut self, loc: Location, message: impl Into<String>) {
        self.notes
            .push(Diagnostic::new(Severity::Note, loc, message));
    }
}

/// The result of an operation that reports its failure as a diagnostic.
pub type DiagResult<T = ()> = Result<T, Diagnostic>;

/// A sink for emitted diagnostics, installed on a [`Context`].
pub type DiagnosticHandler = Box<dyn FnMut(&Diagnostic) + Send>;

thread_local! {
    static CAPTURE: std::cell::RefCell<Vec<Vec<Diagnostic>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `f`, collecting the diagnostics it emits on this thread instead of
/// sending them to the context's handler (so work done in parallel can
/// report its diagnostics in a deterministic order afterwards).
pub fn capture_diagnostics<T>(f: impl FnOnce() -> T) -> (T, Vec<Diagnostic>) {
    CAPTURE.with(|c| c.borrow_mut().push(Vec::new()));
    let result = f();
    let captured = CAPTURE.with(|c| c.borrow_mut().pop()).unwrap_or_default();
    (result, captured)
}

/// Stores `diag` in the innermost capture of this thread, if any;
/// otherwise gives it back.
pub(crate) fn try_capture(diag: Diagnostic) -> Option<Diagnostic> {
    CAPTURE.with(|c| match c.borrow_mut().last_mut() {
        Some(list) => {
            list.push(diag);
            None
        }
        None => Some(diag),
    })
}

/// The source buffers diagnostics can point into.
#[derive(Default, Clone)]
pub struct SourceManager {
    files: Vec<SourceBuffer>,
}

/// The bytes of a source buffer: in memory, or any other owner of them
/// (such as a memory-mapped file).
pub type SourceBytes = Arc<dyn AsRef<[u8]> + Send + Sync>;

/// A registered buffer and the index of its lines, built on first use.
#[derive(Clone)]
struct SourceBuffer {
    name: String,
    contents: SourceBytes,
    lines: OnceLock<LineIndex>,
}

impl SourceBuffer {
    fn bytes(&self) -> &[u8] {
        (*self.contents).as_ref()
    }
}

impl SourceManager {
    /// An empty source manager.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers a buffer under a file name.
    pub fn add(&mut self, name: impl Into<String>, contents: Arc<[u8]>) {
        self.add_shared(name, Arc::new(contents));
    }

    /// Registers a buffer held by any owner of its bytes (for example a
    /// memory-mapped file) under a file name.
    pub fn add_shared(&mut self, name: impl Into<String>, contents: SourceBytes) {
        self.files.push(SourceBuffer {
            name: name.into(),
            contents,
            lines: OnceLock::new(),
        });
    }

    fn buffer(&self, name: &str) -> Option<&SourceBuffer> {
        self.files.iter().rev().find(|b| b.name == name)
    }

    /// The contents of the named buffer, if registered.
    pub fn get(&self, name: &str) -> Option<&[u8]> {
        self.buffer(name).map(SourceBuffer::bytes)
    }

    /// The text of 1-based line `line` of the named buffer, without its line
    /// terminator (`\n` or `\r\n`); found in O(log lines) once the buffer's
    /// line index is built.
    pub fn line(&self, name: &str, line: u32) -> Option<&[u8]> {
        let buffer = self.buffer(name)?;
        let index = buffer.lines.get_or_init(|| LineIndex::new(buffer.bytes()));
        let start = index.line_start(line)?;
        let rest = buffer.bytes().get(start..)?;
        let end = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        let text = &rest[..end];
        Some(text.strip_suffix(b"\r").unwrap_or(text))
    }

    /// Renders a diagnostic and its notes like `mlir-opt`: `file:line:col:
    /// error: message`, then the source line and a caret when the source is known.
    pub fn render(&self, ctx: &Context, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_one(ctx, diag, &mut out, true);
        for note in &diag.notes {
            // Like upstream, a note at the diagnostic's own location does not
            // repeat the source line.
            self.render_one(ctx, note, &mut out, note.loc != diag.loc);
        }
        out
    }

    fn render_one(&self, ctx: &Context, diag: &Diagnostic, out: &mut String, show_source: bool) {
        use fmt::Write;
        let severity = diag.severity.as_str();
        let Some(pos) = diag.loc.file_position(ctx) else {
            let _ = writeln!(out, "<unknown>:0: {severity}: {}", diag.message);
            return;
        };
        let _ = writeln!(
            out,
            "{}:{}:{}: {severity}: {}",
            pos.file, pos.line, pos.col, diag.message
        );
        if !show_source {
            return;
        }
        if let Some(line) = self.line(pos.file, pos.line) {
            let text = String::from_utf8_lossy(line);
            let _ = writeln!(out, "{text}");
            let caret_col = (pos.col.max(1) - 1) as usize;
            let mut pad = String::with_capacity(caret_col);
            for ch in text.chars().take(caret_col) {
                pad.push(if ch == '\t' { '\t' } else { ' ' });
            }
            if caret_col > pad.len() {
                pad.extend(std::iter::repeat_n(' ', caret_col - pad.len()));
            }
            let _ = writeln!(out, "{pad}^");
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
