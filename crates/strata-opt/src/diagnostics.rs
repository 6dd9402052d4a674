//! How the driver filters the diagnostics it reports:
//! `--mlir-diagnostic-verbosity-level` and
//! `--mlir-print-stacktrace-on-diagnostic`.

use std::backtrace::Backtrace;

use strata_ir::{Diagnostic, Severity};

use crate::options::{Options, Verbosity};

/// The diagnostic options of one run.
#[derive(Clone, Copy)]
pub(crate) struct Filter {
    verbosity: Verbosity,
    stacktrace: bool,
}

impl Filter {
    /// The filter the options ask for.
    pub(crate) fn of(opts: &Options) -> Self {
        Filter {
            verbosity: opts.diagnostic_verbosity_level,
            stacktrace: opts.print_stacktrace_on_diagnostic,
        }
    }

    /// The diagnostic as reported, or `None` if it is not shown.
    pub(crate) fn apply(&self, d: &Diagnostic) -> Option<Diagnostic> {
        if !self.verbosity.shows(d.severity) {
            return None;
        }
        let mut d = d.clone();
        if self.stacktrace {
            let trace = Backtrace::force_capture();
            // The trace comes before the notes the emitter attached.
            let note = Diagnostic::new(
                Severity::Note,
                d.loc,
                format!("diagnostic emitted with trace:\n{trace}"),
            );
            d.notes.insert(0, note);
        }
        Some(d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_ir::{Context, Location};

    fn filter(verbosity: Verbosity) -> Filter {
        Filter {
            verbosity,
            stacktrace: false,
        }
    }

    #[test]
    fn verbosity_drops_less_severe_diagnostics() {
        let ctx = Context::new();
        let loc = Location::unknown(&ctx);
        let warning = Diagnostic::new(Severity::Warning, loc, "w");
        let remark = Diagnostic::new(Severity::Remark, loc, "r");
        let error = Diagnostic::error(loc, "e");
        let errors = filter(Verbosity::Errors);
        assert!(errors.apply(&warning).is_none());
        assert!(errors.apply(&error).is_some());
        let warnings = filter(Verbosity::Warnings);
        assert!(warnings.apply(&warning).is_some());
        assert!(warnings.apply(&remark).is_none());
        assert!(filter(Verbosity::Remarks).apply(&remark).is_some());
    }

    #[test]
    fn stack_traces_are_attached_as_notes() {
        let ctx = Context::new();
        let loc = Location::unknown(&ctx);
        let traced = Filter {
            verbosity: Verbosity::Remarks,
            stacktrace: true,
        };
        let d = traced.apply(&Diagnostic::error(loc, "e"));
        let note = d.and_then(|d| d.notes.first().map(|n| n.message.clone()));
        assert!(note.is_some_and(|n| n.starts_with("diagnostic emitted with trace:\n")));
    }
}
