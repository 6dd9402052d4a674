//! `--verify-diagnostics`: compare emitted diagnostics with the
//! `// expected-error {{...}}` comments of the input.

use std::fmt::Write;

use strata_ir::{Context, Diagnostic, Severity, SourceManager};

/// What an expectation's message must match.
enum Pattern {
    /// The message must contain this text.
    Substring(String),
    /// The message must match this regex (from `expected-*-re`).
    Regex(regex::Regex),
}

/// One `expected-<kind>` comment.
struct Expectation {
    severity: Severity,
    /// The line the diagnostic must be on; `None` for `@unknown`.
    line: Option<u32>,
    text: String,
    pattern: Pattern,
    /// Where the `expected-` text is (line, column), for reporting.
    at: (u32, u32),
    matched: bool,
}

/// The expectations of one input chunk.
pub(crate) struct ExpectedDiagnostics {
    expectations: Vec<Expectation>,
    errors: Vec<(u32, u32, String)>,
}

/// Converts `text {{regex}} more` into a regex.
fn build_regex(text: &str) -> Result<regex::Regex, String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find("{{") {
        out.push_str(&regex::escape(&rest[..open]));
        let after = &rest[open + 2..];
        let Some(close) = after.find("}}") else {
            return Err("found start of regex with no end '}}'".into());
        };
        out.push('(');
        out.push_str(&after[..close]);
        out.push(')');
        rest = &after[close + 2..];
    }
    out.push_str(&regex::escape(rest));
    regex::Regex::new(&out).map_err(|e| format!("invalid regex: {e}"))
}

fn severity_of(kind: &str) -> Option<Severity> {
    Some(match kind {
        "error" => Severity::Error,
        "warning" => Severity::Warning,
        "remark" => Severity::Remark,
        "note" => Severity::Note,
        _ => return None,
    })
}

impl ExpectedDiagnostics {
    /// Collects the expectations in `text`, whose first line is line `first_line` of the file.
    pub(crate) fn parse(text: &[u8], first_line: u32, _file: &str) -> ExpectedDiagnostics {
        let text = String::from_utf8_lossy(text);
        let mut expectations: Vec<Expectation> = Vec::new();
        let mut errors = Vec::new();
        let mut last_plain_line: Option<u32> = None;
        let mut pending_below: Vec<usize> = Vec::new();
        for (i, line_text) in text.lines().enumerate() {
            let line = first_line + i as u32;
            let Some(pos) = line_text.find("expected-") else {
                last_plain_line = Some(line);
                for idx in pending_below.drain(..) {
                    expectations[idx].line = Some(line);
                }
                continue;
            };
            let rest = &line_text[pos + "expected-".len()..];
            let kind_len = rest
                .find(|c: char| !c.is_ascii_alphabetic())
                .unwrap_or(rest.len());
            let Some(severity) = severity_of(&rest[..kind_len]) else {
                last_plain_line = Some(line);
                continue;
            };
            let mut rest = &rest[kind_len..];
            let is_re = rest.starts_with("-re");
            if is_re {
                rest = &rest[3..];
            }
            let rest_trim = rest.trim_start();
            let mut target = Some(line);
            let mut below = false;
            let mut after_designator = rest_trim;
            if let Some(d) = rest_trim.strip_prefix('@') {
                let end = d
                    .find(|c: char| c.is_whitespace() || c == '{')
                    .unwrap_or(d.len());
                let designator = &d[..end];
                after_designator = &d[end..];
                match designator {
                    "above" => target = last_plain_line,
                    "below" => below = true,
                    "unknown" => target = None,
                    other => {
                        let parsed = other
                            .strip_prefix('+')
                            .and_then(|n| n.parse::<u32>().ok().map(|n| line + n))
                            .or_else(|| {
                                other.strip_prefix('-').and_then(|n| {
                                    n.parse::<u32>().ok().map(|n| line.saturating_sub(n))
                                })
                            });
                        match parsed {
                            Some(l) => target = Some(l),
                            None => {
                                errors.push((
                                    line,
                                    pos as u32 + 1,
                                    format!("invalid designator '@{other}'"),
                                ));
                                continue;
                            }
                        }
                    }
                }
            }
            let body = after_designator.trim_start();
            let (Some(body), true) = (body.strip_prefix("{{"), body.trim_end().ends_with("}}"))
            else {
                continue;
            };
            let body = body.trim_end();
            let msg = body[..body.len() - 2].to_string();
            let pattern = if is_re {
                match build_regex(&msg) {
                    Ok(r) => Pattern::Regex(r),
                    Err(e) => {
                        errors.push((line, pos as u32 + 1, e));
                        continue;
                    }
                }
            } else {
                Pattern::Substring(msg.clone())
            };
            expectations.push(Expectation {
                severity,
                line: target,
                text: msg,
                pattern,
                at: (line, pos as u32 + 1),
                matched: false,
            });
            if below {
                pending_below.push(expectations.len() - 1);
            }
        }
        ExpectedDiagnostics {
            expectations,
            errors,
        }
    }

    fn matches(&mut self, severity: Severity, line: Option<u32>, message: &str) -> bool {
        for e in &mut self.expectations {
            if e.matched || e.severity != severity || e.line != line {
                continue;
            }
            let ok = match &e.pattern {
                Pattern::Substring(s) => message.contains(s.as_str()),
                Pattern::Regex(r) => r.is_match(message),
            };
            if ok {
                e.matched = true;
                return true;
            }
        }
        false
    }

    /// Matches `diags` (and their notes) against the expectations. Returns
    /// whether everything matched, and the report to print.
    pub(crate) fn check(
        mut self,
        ctx: &Context,
        diags: &[Diagnostic],
        sources: &SourceManager,
        file: &str,
    ) -> (bool, String) {
        let mut report = String::new();
        let mut ok = true;
        for (line, col, msg) in std::mem::take(&mut self.errors) {
            ok = false;
            render_at(&mut report, sources, file, line, col, &msg, 0);
        }
        let all = diags
            .iter()
            .flat_map(|d| std::iter::once(d).chain(d.notes.iter()));
        for d in all {
            let pos = d.loc.file_position(ctx);
            let line = pos.filter(|p| p.file == file).map(|p| p.line);
            let in_file = pos.is_none() || pos.is_some_and(|p| p.file == file);
            if in_file && self.matches(d.severity, line, &d.message) {
                continue;
            }
            ok = false;
            let unexpected =
                Diagnostic::error(d.loc, format!("unexpected {}: {}", d.severity, d.message));
            report.push_str(&sources.render(ctx, &unexpected));
        }
        for e in &self.expectations {
            if !e.matched {
                ok = false;
                let msg = format!("expected {} \"{}\" was not produced", e.severity, e.text);
                render_at(
                    &mut report,
                    sources,
                    file,
                    e.at.0,
                    e.at.1,
                    &msg,
                    e.text.len(),
                );
            }
        }
        (ok, report)
    }
}

/// Renders an error at `file:line:col` with the source line and a caret
/// underlined over `width` characters.
fn render_at(
    out: &mut String,
    sources: &SourceManager,
    file: &str,
    line: u32,
    col: u32,
    msg: &str,
    width: usize,
) {
    let _ = writeln!(out, "{file}:{line}:{col}: error: {msg}");
    if let Some(text) = sources.line(file, line) {
        let _ = writeln!(out, "{}", String::from_utf8_lossy(text));
        let pad = " ".repeat(col.saturating_sub(1) as usize);
        let tail = "~".repeat(width.saturating_sub(1));
        let _ = writeln!(out, "{pad}^{tail}");
    }
}
