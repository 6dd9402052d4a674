//! In-process `FileCheck`, backed by the `litcheck-filecheck` crate.
//!
//! The command line is parsed with litcheck's own clap [`Options`], extended with the
//! check-file operand and `--input-file`. LLVM-style single-dash long options
//! (`-check-prefix=X`) are accepted and rewritten to their double-dash form.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use clap::{ColorChoice, Parser};
use litcheck_filecheck::litcheck::diagnostics::{
    DefaultSourceManager, FileName, Report, SourceLanguage, SourceManager,
};
use litcheck_filecheck::litcheck::reporting::{GraphicalReportHandler, GraphicalTheme};
use litcheck_filecheck::{Config, Options, Test};

/// The result of one FileCheck invocation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileCheckOutcome {
    /// 0 if all checks matched, 1 if a check failed, 2 on a usage or input error.
    pub exit_code: i32,
    /// Diagnostics, as FileCheck would print them on standard error.
    pub stderr: String,
}

#[derive(Debug, Parser)]
#[command(
    name = "FileCheck",
    no_binary_name = true,
    disable_help_flag = true,
    disable_version_flag = true
)]
struct FileCheckArgs {
    /// The file containing the CHECK directives.
    check_file: PathBuf,
    /// Read the input to check from this file instead of standard input.
    #[arg(long)]
    input_file: Option<PathBuf>,
    /// Accepted for compatibility with LLVM FileCheck; has no effect.
    #[arg(long, hide = true)]
    dump_input_context: Option<usize>,
    /// Accepted for compatibility with LLVM FileCheck; has no effect.
    #[arg(long, hide = true)]
    allow_deprecated_dag_overlap: bool,
    #[command(flatten)]
    options: Options,
}

/// Runs FileCheck with command-line `args` (without the program name) on `stdin`,
/// resolving relative paths against `cwd`.
pub fn run_filecheck(args: &[String], stdin: &[u8], cwd: &Path) -> FileCheckOutcome {
    let usage_error = |stderr: String| FileCheckOutcome {
        exit_code: 2,
        stderr,
    };
    let parsed = match FileCheckArgs::try_parse_from(args.iter().map(|arg| normalize_flag(arg))) {
        Ok(parsed) => parsed,
        Err(err) => return usage_error(format!("FileCheck: {}", err.render())),
    };
    let mut options = parsed.options;
    options.color = ColorChoice::Never;
    if let Err(report) = options.validate() {
        return usage_error(format!("FileCheck: {report}\n"));
    }
    let check_path = cwd.join(&parsed.check_file);
    let checks = match std::fs::read(&check_path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(err) => {
            return usage_error(format!(
                "FileCheck: cannot read check file `{}`: {err}\n",
                check_path.display()
            ));
        }
    };
    let (input_name, input) = match &parsed.input_file {
        None => (
            FileName::from("<stdin>"),
            String::from_utf8_lossy(stdin).into_owned(),
        ),
        Some(path) => {
            let path = cwd.join(path);
            match std::fs::read(&path) {
                Ok(bytes) => (
                    FileName::from(path),
                    String::from_utf8_lossy(&bytes).into_owned(),
                ),
                Err(err) => {
                    return usage_error(format!(
                        "FileCheck: cannot read input file `{}`: {err}\n",
                        path.display()
                    ));
                }
            }
        }
    };
    let config = Config {
        source_manager: Arc::new(DefaultSourceManager::default()),
        options,
    };
    let check_file =
        config
            .source_manager
            .load(SourceLanguage::Unknown, FileName::from(check_path), checks);
    let input_file = config
        .source_manager
        .load(SourceLanguage::Unknown, input_name, input);
    let verified = catch_unwind(AssertUnwindSafe(|| {
        Test::new(check_file, &config).verify(input_file)
    }));
    match verified {
        Ok(Ok(_)) => FileCheckOutcome {
            exit_code: 0,
            stderr: String::new(),
        },
        Ok(Err(report)) => FileCheckOutcome {
            exit_code: 1,
            stderr: render(&report),
        },
        Err(panic) => {
            let message = panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("unknown panic");
            usage_error(format!(
                "FileCheck: internal error in litcheck-filecheck: {message}\n"
            ))
        }
    }
}

/// Rewrites LLVM-style `-long-option` to `--long-option`; short options (`-D`, `-v`) and
/// operands are left alone.
fn normalize_flag(arg: &str) -> String {
    let Some(rest) = arg.strip_prefix('-') else {
        return arg.to_string();
    };
    let is_short = rest.starts_with('D') || (!rest.is_empty() && rest.chars().all(|c| c == 'v'));
    let is_long = rest.len() > 1
        && !rest.starts_with('-')
        && rest.starts_with(|c: char| c.is_ascii_alphabetic());
    if is_long && !is_short {
        format!("-{arg}")
    } else {
        arg.to_string()
    }
}

/// Renders a litcheck diagnostic as plain text (no colors), with source excerpts.
fn render(report: &Report) -> String {
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(120)
        .with_context_lines(2);
    let mut out = String::new();
    if handler.render_report(&mut out, report.as_ref()).is_err() {
        out = format!("{report:?}");
    }
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Fixture {
        dir: PathBuf,
    }

    impl Fixture {
        fn new(name: &str, checks: &str) -> Self {
            let dir =
                std::env::temp_dir().join(format!("strata-lit-fc-{}-{name}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join("checks.txt"), checks).unwrap();
            Self { dir }
        }

        fn run(&self, args: &[&str], input: &str) -> FileCheckOutcome {
            let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
            run_filecheck(&args, input.as_bytes(), &self.dir)
        }
    }

    impl Drop for Fixture {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }

    #[test]
    fn normalizes_llvm_style_flags() {
        assert_eq!(normalize_flag("-check-prefix=X"), "--check-prefix=X");
        assert_eq!(normalize_flag("--check-prefix=X"), "--check-prefix=X");
        assert_eq!(normalize_flag("-DVAR=1"), "-DVAR=1");
        assert_eq!(normalize_flag("-vv"), "-vv");
        assert_eq!(normalize_flag("-v"), "-v");
        assert_eq!(normalize_flag("file"), "file");
        assert_eq!(normalize_flag("-"), "-");
    }

    #[test]
    fn passes_and_fails() {
        let fixture = Fixture::new("basic", "CHECK: hello\nCHECK-NEXT: world\n");
        assert_eq!(fixture.run(&["checks.txt"], "hello\nworld\n").exit_code, 0);
        let failed = fixture.run(&["checks.txt"], "hello\nthere\nworld\n");
        assert_eq!(failed.exit_code, 1);
        assert!(
            failed.stderr.contains("CHECK-NEXT: world"),
            "{}",
            failed.stderr
        );
    }

    #[test]
    fn prefixes_defines_and_input_file() {
        let fixture = Fixture::new("prefixes", "FOO: [[VAL]]\nBAR: never\n");
        std::fs::write(fixture.dir.join("input.txt"), "x 42 y\n").unwrap();
        let args = [
            "checks.txt",
            "-check-prefix=FOO",
            "-DVAL=42",
            "--input-file",
            "input.txt",
        ];
        let outcome = fixture.run(&args, "");
        assert_eq!(outcome.exit_code, 0, "{}", outcome.stderr);
        let outcome = fixture.run(
            &["checks.txt", "--check-prefixes=FOO,BAR", "-DVAL=42"],
            "42\n",
        );
        assert_eq!(outcome.exit_code, 1);
    }

    #[test]
    fn empty_input_requires_allow_empty() {
        let fixture = Fixture::new("empty", "CHECK-NOT: x\n");
        assert_eq!(fixture.run(&["checks.txt"], "").exit_code, 1);
        assert_eq!(
            fixture.run(&["checks.txt", "--allow-empty"], "").exit_code,
            0
        );
    }

    #[test]
    fn usage_errors() {
        let fixture = Fixture::new("usage", "CHECK: x\n");
        assert_eq!(fixture.run(&[], "x").exit_code, 2);
        assert_eq!(
            fixture
                .run(&["checks.txt", "--no-such-flag"], "x")
                .exit_code,
            2
        );
        let missing = fixture.run(&["missing.txt"], "x");
        assert_eq!(missing.exit_code, 2);
        assert!(missing.stderr.contains("missing.txt"));
        assert_eq!(
            fixture
                .run(&["checks.txt", "--input-file=nope"], "")
                .exit_code,
            2
        );
    }
}
