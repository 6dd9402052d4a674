//! The error type of the library facade: diagnostics rendered as
//! `strata-opt` prints them.

use std::fmt;

use strata_ir::{Context, Diagnostic, SourceManager};

/// A failure with its diagnostics, rendered like `strata-opt`
/// (`file:line:col: error: message`, the source line and a caret when the
/// source is known).
#[derive(Debug, Clone)]
pub struct Error {
    rendered: String,
    diagnostics: Vec<Diagnostic>,
}

impl Error {
    /// An error from `diagnostics`, rendered against `sources`.
    pub fn from_diagnostics(
        ctx: &Context,
        sources: &SourceManager,
        diagnostics: Vec<Diagnostic>,
    ) -> Self {
        let rendered = diagnostics
            .iter()
            .map(|d| sources.render(ctx, d))
            .collect::<String>();
        Error {
            rendered,
            diagnostics,
        }
    }

    /// An error with a message and no location.
    pub fn msg(message: impl Into<String>) -> Self {
        Error {
            rendered: message.into(),
            diagnostics: Vec::new(),
        }
    }

    /// The diagnostics behind the error (empty for a plain message).
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rendered.trim_end_matches('\n'))
    }
}

impl std::error::Error for Error {}

impl From<String> for Error {
    /// A plain message, as the declaration and registration helpers return.
    fn from(message: String) -> Self {
        Error::msg(message)
    }
}

/// Runs `f` with the context's diagnostics collected instead of reported,
/// returning its result and what it emitted.
pub(crate) fn collect_diagnostics<T>(ctx: &Context, f: impl FnOnce() -> T) -> (T, Vec<Diagnostic>) {
    let collected = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let sink = collected.clone();
    ctx.push_diagnostic_handler(Box::new(move |d| {
        if let Ok(mut v) = sink.lock() {
            v.push(d.clone());
        }
    }));
    let result = f();
    ctx.pop_diagnostic_handler();
    let diags = std::mem::take(&mut *collected.lock().unwrap_or_else(|e| e.into_inner()));
    (result, diags)
}
