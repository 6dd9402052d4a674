//! Parsing of the lit directives embedded in a test file's comments:
//! `RUN:`, `XFAIL:`, `REQUIRES:` and `UNSUPPORTED:`.

use std::fmt;

/// One shell command to run, assembled from a `RUN:` line and its `\` continuations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// 1-based line number of the first `RUN:` line of the command.
    pub line: usize,
    /// The command text, before substitution.
    pub command: String,
}

/// The directives found in one test file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TestScript {
    /// The commands to run, in file order.
    pub run_lines: Vec<RunLine>,
    /// `XFAIL:` items; the test is expected to fail if any of them holds.
    pub xfail: Vec<String>,
    /// `REQUIRES:` items; the test is skipped unless all of them hold.
    pub requires: Vec<String>,
    /// `UNSUPPORTED:` items; the test is skipped if any of them holds.
    pub unsupported: Vec<String>,
}

/// A malformed directive, with the line it was found on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectiveError {
    /// 1-based line number of the offending directive.
    pub line: usize,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for DirectiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for DirectiveError {}

/// The comment leaders recognised by default in front of a directive.
pub const DEFAULT_COMMENT_LEADERS: &[&str] = &["//", "#"];

enum Keyword {
    Run,
    Xfail,
    Requires,
    Unsupported,
}

const KEYWORDS: &[(&str, Keyword)] = &[
    ("RUN:", Keyword::Run),
    ("XFAIL:", Keyword::Xfail),
    ("REQUIRES:", Keyword::Requires),
    ("UNSUPPORTED:", Keyword::Unsupported),
];

/// Extracts the directives of a test file whose comments start with one of `leaders`.
///
/// A directive is a line consisting of optional whitespace, a comment leader, optional
/// whitespace, a keyword such as `RUN:`, and its argument. A `RUN:` argument ending in `\`
/// continues on the next `RUN:` line, exactly as in lit: the pieces are concatenated
/// without the backslash. `%(line)`, `%(line+N)` and `%(line-N)` are replaced by the
/// number of the physical line they appear on.
pub fn parse_script(text: &str, leaders: &[String]) -> Result<TestScript, DirectiveError> {
    let mut script = TestScript::default();
    let mut pending: Option<RunLine> = None;
    for (index, raw) in text.lines().enumerate() {
        let line_no = index + 1;
        let Some((keyword, argument)) = match_directive(raw, leaders) else {
            continue;
        };
        match keyword {
            Keyword::Run => {
                let argument =
                    expand_line_refs(argument.trim_end(), line_no).map_err(|message| {
                        DirectiveError {
                            line: line_no,
                            message,
                        }
                    })?;
                let mut run = match pending.take() {
                    Some(mut run) => {
                        run.command.push_str(&argument);
                        run
                    }
                    None => RunLine {
                        line: line_no,
                        command: argument,
                    },
                };
                if run.command.ends_with('\\') {
                    run.command.pop();
                    pending = Some(run);
                } else {
                    script.run_lines.push(run);
                }
            }
            Keyword::Xfail => push_items(&mut script.xfail, argument, line_no)?,
            Keyword::Requires => push_items(&mut script.requires, argument, line_no)?,
            Keyword::Unsupported => push_items(&mut script.unsupported, argument, line_no)?,
        }
    }
    if let Some(run) = pending {
        return Err(DirectiveError {
            line: run.line,
            message: "RUN: command ends with a `\\` continuation but no RUN: line follows"
                .to_string(),
        });
    }
    Ok(script)
}

fn match_directive<'a>(raw: &'a str, leaders: &[String]) -> Option<(&'a Keyword, &'a str)> {
    let trimmed = raw.trim_start();
    let after_leader = leaders
        .iter()
        .filter(|leader| !leader.is_empty())
        .find_map(|leader| trimmed.strip_prefix(leader.as_str()))?;
    let body = after_leader.trim_start();
    KEYWORDS
        .iter()
        .find_map(|(name, keyword)| body.strip_prefix(name).map(|argument| (keyword, argument)))
}

fn push_items(list: &mut Vec<String>, argument: &str, line: usize) -> Result<(), DirectiveError> {
    let items: Vec<String> = argument
        .split(',')
        .map(|item| item.trim().to_string())
        .filter(|item| !item.is_empty())
        .collect();
    if items.is_empty() {
        return Err(DirectiveError {
            line,
            message: "directive has an empty list".to_string(),
        });
    }
    list.extend(items);
    Ok(())
}

/// Replaces `%(line)`, `%(line+N)` and `%(line-N)` with numbers relative to `line`.
fn expand_line_refs(text: &str, line: usize) -> Result<String, String> {
    const OPEN: &str = "%(line";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(OPEN) {
        out.push_str(&rest[..start]);
        let tail = &rest[start + OPEN.len()..];
        let Some(close) = tail.find(')') else {
            return Err("unterminated `%(line` expression".to_string());
        };
        let offset = tail[..close].trim();
        let value = if offset.is_empty() {
            Some(line)
        } else if let Some(n) = offset.strip_prefix('+') {
            n.trim()
                .parse::<usize>()
                .ok()
                .and_then(|n| line.checked_add(n))
        } else if let Some(n) = offset.strip_prefix('-') {
            n.trim()
                .parse::<usize>()
                .ok()
                .and_then(|n| line.checked_sub(n))
        } else {
            None
        };
        let Some(value) = value else {
            return Err(format!(
                "invalid line expression `%(line{})`",
                &tail[..close]
            ));
        };
        out.push_str(&value.to_string());
        rest = &tail[close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leaders() -> Vec<String> {
        DEFAULT_COMMENT_LEADERS
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn parse(text: &str) -> Result<TestScript, DirectiveError> {
        parse_script(text, &leaders())
    }

    #[test]
    fn collects_run_lines_with_line_numbers() {
        let script = parse("// RUN: a %s\nfunc\n  //RUN: b | c\n").unwrap();
        assert_eq!(
            script.run_lines,
            vec![
                RunLine {
                    line: 1,
                    command: " a %s".to_string()
                },
                RunLine {
                    line: 3,
                    command: " b | c".to_string()
                },
            ]
        );
    }

    #[test]
    fn joins_continuations_like_lit() {
        let text = "// RUN: tool %s \\\n// RUN:   --flag \\\n// RUN: | FileCheck %s\n";
        let script = parse(text).unwrap();
        assert_eq!(script.run_lines.len(), 1);
        assert_eq!(script.run_lines[0].line, 1);
        assert_eq!(
            script.run_lines[0].command,
            " tool %s    --flag  | FileCheck %s"
        );
    }

    #[test]
    fn unterminated_continuation_is_an_error() {
        let err = parse("// RUN: tool \\\n").unwrap_err();
        assert_eq!(err.line, 1);
        assert!(err.message.contains("continuation"));
    }

    #[test]
    fn hash_leader_and_other_keywords() {
        let text = "# REQUIRES: asserts, x86\n# XFAIL: *\n# UNSUPPORTED: windows\n# RUN: true\n";
        let script = parse(text).unwrap();
        assert_eq!(script.requires, vec!["asserts", "x86"]);
        assert_eq!(script.xfail, vec!["*"]);
        assert_eq!(script.unsupported, vec!["windows"]);
        assert_eq!(script.run_lines.len(), 1);
    }

    #[test]
    fn ignores_keywords_not_directly_after_a_leader() {
        let script = parse("// CHECK: RUN: nope\nRUN: nope\n/* RUN: nope */\n").unwrap();
        assert!(script.run_lines.is_empty());
    }

    #[test]
    fn empty_lists_are_rejected() {
        let err = parse("\n// REQUIRES: ,\n").unwrap_err();
        assert_eq!(err.line, 2);
    }

    #[test]
    fn expands_line_references() {
        let script = parse("\n\n// RUN: echo %(line) %(line+2) %(line - 1)\n").unwrap();
        assert_eq!(script.run_lines[0].command, " echo 3 5 2");
        assert!(parse("// RUN: echo %(line*2)\n").is_err());
        assert!(parse("// RUN: echo %(line-5)\n").is_err());
        assert!(parse("// RUN: echo %(line\n").is_err());
    }
}
