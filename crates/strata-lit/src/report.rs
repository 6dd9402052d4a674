//! Formatting the report of a failed RUN line.

use std::fmt::Write;

use crate::directives::RunLine;
use crate::shell::{StageRecord, Status};

/// Lines kept from the start of a long output.
const HEAD_LINES: usize = 120;
/// Lines kept from the end of a long output.
const TAIL_LINES: usize = 40;
/// Characters kept of a very long line.
const MAX_LINE_CHARS: usize = 400;

/// Describes a failed RUN line: the command after substitution, its status, and each
/// command that ran with its status and output.
pub fn failure_report(
    test_name: &str,
    run: &RunLine,
    substituted: &str,
    status: &Status,
    trace: &[StageRecord],
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "RUN line at {test_name}:{} failed ({status}):",
        run.line
    );
    let _ = writeln!(out, "  {}", substituted.trim());
    for (index, record) in trace.iter().enumerate() {
        out.push('\n');
        let _ = writeln!(out, "command {}: {}", index + 1, record.command);
        let _ = writeln!(out, "  status: {}", record.status);
        for note in &record.notes {
            let _ = writeln!(out, "  note: {note}");
        }
        for (label, bytes) in [("stdout", &record.stdout), ("stderr", &record.stderr)] {
            if !bytes.is_empty() {
                let _ = writeln!(out, "  {label}:");
                out.push_str(&indent(&truncate(&String::from_utf8_lossy(bytes))));
            }
        }
    }
    out
}

/// Shortens output to its first and last lines, and very long lines to their start.
pub fn truncate(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let clip = |line: &str| match line.char_indices().nth(MAX_LINE_CHARS) {
        Some((cut, _)) => format!("{}... [line truncated]", &line[..cut]),
        None => line.to_string(),
    };
    let mut kept: Vec<String> = Vec::new();
    if lines.len() > HEAD_LINES + TAIL_LINES {
        kept.extend(lines[..HEAD_LINES].iter().map(|l| clip(l)));
        kept.push(format!(
            "... [{} lines omitted] ...",
            lines.len() - HEAD_LINES - TAIL_LINES
        ));
        kept.extend(lines[lines.len() - TAIL_LINES..].iter().map(|l| clip(l)));
    } else {
        kept.extend(lines.iter().map(|l| clip(l)));
    }
    kept.join("\n")
}

fn indent(text: &str) -> String {
    text.lines().map(|line| format!("    {line}\n")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_lists_commands_and_output() {
        let run = RunLine {
            line: 3,
            command: " tool %s | FileCheck %s".into(),
        };
        let trace = vec![
            StageRecord {
                command: "tool /t.mlir".into(),
                status: Status::Exited(0),
                stdout: vec![],
                stderr: b"warning: w\n".to_vec(),
                notes: vec![],
            },
            StageRecord {
                command: "FileCheck /t.mlir".into(),
                status: Status::Exited(1),
                stdout: vec![],
                stderr: b"error: CHECK: x\n".to_vec(),
                notes: vec!["a note".into()],
            },
        ];
        let report = failure_report(
            "t.mlir",
            &run,
            " tool /t.mlir | FileCheck /t.mlir",
            &Status::Exited(1),
            &trace,
        );
        assert!(report.starts_with(
            "RUN line at t.mlir:3 failed (exit code 1):\n  tool /t.mlir | FileCheck /t.mlir\n"
        ));
        assert!(report.contains(
            "command 1: tool /t.mlir\n  status: exit code 0\n  stderr:\n    warning: w\n"
        ));
        assert!(report.contains("command 2: FileCheck /t.mlir\n  status: exit code 1\n  note: a note\n  stderr:\n    error: CHECK: x\n"));
    }

    #[test]
    fn truncates_long_output() {
        let text: String = (0..1000).map(|i| format!("line {i}\n")).collect();
        let short = truncate(&text);
        assert!(short.contains("line 0\n"));
        assert!(short.contains("line 999"));
        assert!(short.contains("[840 lines omitted]"));
        assert!(!short.contains("line 500\n"));
        let long_line = "x".repeat(1000);
        assert!(truncate(&long_line).ends_with("... [line truncated]"));
        assert_eq!(truncate("a\nb\n"), "a\nb");
    }
}
