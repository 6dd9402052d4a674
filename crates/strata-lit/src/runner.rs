//! Running one test file: directives, substitutions, execution of every RUN line, and
//! the `XFAIL` verdict.

use std::path::Path;

use crate::config::SuiteConfig;
use crate::directives::{RunLine, TestScript, parse_script};
use crate::discovery::TestFile;
use crate::features::{Applicability, applicability};
use crate::report::failure_report;
use crate::shell::{Script, Shell, parse};
use crate::substitute::{Substitutions, TestPaths};

/// The verdict on one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Every RUN line succeeded.
    Passed,
    /// A RUN line failed, as `XFAIL:` says it should.
    ExpectedFailure,
    /// The test was not run, for the given reason (`REQUIRES:`, `UNSUPPORTED:`).
    Unsupported(String),
    /// The test failed; the report says why.
    Failed(String),
}

/// Reads and parses a test file's directives.
pub fn load_script(config: &SuiteConfig, file: &TestFile) -> Result<TestScript, String> {
    let bytes = std::fs::read(&file.path)
        .map_err(|err| format!("cannot read test file `{}`: {err}", file.path.display()))?;
    let text = String::from_utf8_lossy(&bytes);
    parse_script(&text, config.comment_leaders())
        .map_err(|err| format!("malformed directive in {}: {err}", file.name))
}

/// The reason a test will be skipped, if it will be (used to mark it ignored up front).
pub fn skip_reason(config: &SuiteConfig, file: &TestFile) -> Option<String> {
    let script = load_script(config, file).ok()?;
    match applicability(&script, config.features()) {
        Ok(Applicability::Skip(reason)) => Some(reason),
        _ => None,
    }
}

/// Runs one test file to a verdict. Never panics on malformed test content.
pub fn run_test(config: &SuiteConfig, file: &TestFile) -> Outcome {
    let script = match load_script(config, file) {
        Ok(script) => script,
        Err(err) => return Outcome::Failed(err),
    };
    let expect_failure = match applicability(&script, config.features()) {
        Ok(Applicability::Skip(reason)) => return Outcome::Unsupported(reason),
        Ok(Applicability::ExpectFailure) => true,
        Ok(Applicability::Run) => false,
        Err(err) => {
            return Outcome::Failed(format!(
                "invalid feature expression in {}: {err}",
                file.name
            ));
        }
    };
    if script.run_lines.is_empty() {
        return Outcome::Failed(format!("{} has no `RUN:` lines", file.name));
    }
    let temp_dir = config.temp_root_dir().join(format!("{}.d", file.name));
    if let Err(err) = fresh_dir(&temp_dir) {
        return Outcome::Failed(format!(
            "cannot create temporary directory `{}`: {err}",
            temp_dir.display()
        ));
    }
    let failure = run_lines(config, file, &script, &temp_dir);
    let outcome = match (failure, expect_failure) {
        (None, false) => Outcome::Passed,
        (Some(_), true) => Outcome::ExpectedFailure,
        (None, true) => Outcome::Failed(format!(
            "XPASS: {} passed, but is marked `XFAIL: {}`",
            file.name,
            script.xfail.join(", ")
        )),
        (Some(report), false) => {
            return Outcome::Failed(format!(
                "{report}\ntemporary directory kept: {}\n",
                temp_dir.display()
            ));
        }
    };
    let _ = std::fs::remove_dir_all(&temp_dir);
    outcome
}

/// Runs the RUN lines in order; returns the report of the first one that fails.
fn run_lines(
    config: &SuiteConfig,
    file: &TestFile,
    script: &TestScript,
    temp_dir: &Path,
) -> Option<String> {
    let file_name = file
        .path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temp_path = temp_dir.join(format!("{file_name}.tmp"));
    let substitutions = Substitutions::for_test(
        TestPaths {
            source: &file.path,
            temp_dir,
            temp_path: &temp_path,
        },
        config.substitutions(),
    );
    let mut parsed: Vec<(&RunLine, String, Script)> = Vec::new();
    for run in &script.run_lines {
        let substituted = substitutions.apply(&run.command);
        match parse(&substituted) {
            Ok(parsed_script) => parsed.push((run, substituted, parsed_script)),
            Err(err) => {
                return Some(format!(
                    "RUN line at {}:{} has a syntax error: {err}\n  {}\n",
                    file.name,
                    run.line,
                    substituted.trim()
                ));
            }
        }
    }
    let options = config.exec_options();
    let mut shell = Shell::new(&options, temp_dir.to_path_buf(), config.env_vars().clone());
    for (run, substituted, parsed_script) in &parsed {
        let mut trace = Vec::new();
        let status = shell.run(parsed_script, &mut trace);
        if !status.is_success() {
            return Some(failure_report(
                &file.name,
                run,
                substituted,
                &status,
                &trace,
            ));
        }
    }
    None
}

fn fresh_dir(dir: &Path) -> std::io::Result<()> {
    if dir.exists() {
        std::fs::remove_dir_all(dir)?;
    }
    std::fs::create_dir_all(dir)
}
