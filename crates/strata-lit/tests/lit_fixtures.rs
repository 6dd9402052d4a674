//! Runs the fixture test files through strata-lit, with `strata-lit-fixture-tool` as the
//! tool under test.
//!
//! - `fixtures/pass/`: a suite run exactly as a consumer crate would (one trial per file);
//!   every test must pass, be an expected failure, or be skipped.
//! - `fixtures/fail/`: every test must fail, and its report must contain given texts.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use libtest_mimic::{Arguments, Failed, Trial};
use strata_lit::{Outcome, SuiteConfig, TestFile, discover, run_test};

const TOOL: &str = env!("CARGO_BIN_EXE_strata-lit-fixture-tool");

/// For each fixture that must fail: texts its failure report must contain.
const EXPECTED_FAILURES: &[(&str, &[&str])] = &[
    (
        "bad-feature.mlir",
        &["invalid feature expression", "fixture-feature &&"],
    ),
    (
        "check-next.mlir",
        &[
            "CHECK-NEXT: \"test.second\"",
            "exit code 1",
            "fixture-tool strip",
        ],
    ),
    ("check-not.mlir", &["CHECK-NOT: test.forbidden"]),
    ("continuation.mlir", &["continuation"]),
    (
        "count-mismatch.mlir",
        &["expected 2 lines, got 3", "count 2"],
    ),
    (
        "crash-under-not.mlir",
        &["crashed", "SIGABRT", "not --crash"],
    ),
    ("empty-input.mlir", &["empty"]),
    ("missing-label.mlir", &["CHECK-LABEL: func.func @absent"]),
    ("no-run-lines.mlir", &["no `RUN:` lines"]),
    ("orphan-holds-pipe.mlir", &["stayed open after it ended"]),
    (
        "not-success.mlir",
        &["`not` fails because the command succeeded"],
    ),
    (
        "second-run-line.mlir",
        &["second-run-line.mlir:2", "GREET: goodbye"],
    ),
    (
        "syntax-error.mlir",
        &["syntax error", "unterminated single quote"],
    ),
    ("timeout.mlir", &["timed out after 2.0 s", "started"]),
    ("tool-error.mlir", &["exit code 3", "error: tool blew up"]),
    (
        "unknown-command.mlir",
        &["command not found", "strata-missing-tool", "fixture-tool"],
    ),
    ("unused-prefix.mlir", &["NOPE"]),
    ("xpass.mlir", &["XPASS"]),
];

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn temp_root(suite: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("strata-lit-fixtures")
        .join(suite)
}

fn config(suite: &str) -> SuiteConfig {
    SuiteConfig::new(fixtures().join(suite))
        .tool("fixture-tool", TOOL)
        .feature("fixture-feature")
        .extension("test")
        .substitution("%{echo}", format!("{TOOL} stdin"))
        .temp_root(temp_root(suite))
}

fn find(config: &SuiteConfig, name: &str) -> Result<TestFile, Failed> {
    discover(config.root(), config.extensions())
        .map_err(|err| Failed::from(err.to_string()))?
        .into_iter()
        .find(|file| file.name == name)
        .ok_or_else(|| Failed::from(format!("fixture {name} not found")))
}

/// A trial that runs one `fail/` fixture and checks its report.
fn expected_failure(name: &'static str, needles: &'static [&'static str]) -> Trial {
    Trial::test(format!("must-fail/{name}"), move || {
        let config = config("fail").timeout(Duration::from_secs(2));
        let file = find(&config, name)?;
        let report = match run_test(&config, &file) {
            Outcome::Failed(report) => report,
            other => {
                return Err(format!("{name} should fail, but the outcome was {other:?}").into());
            }
        };
        for needle in needles {
            if !report.contains(needle) {
                return Err(format!("the report of {name} lacks `{needle}`:\n{report}").into());
            }
        }
        Ok(())
    })
}

/// Checks that every `fail/` fixture has expectations, so none is silently unchecked.
fn all_failures_listed() -> Trial {
    Trial::test("must-fail/all-listed", || {
        let config = config("fail");
        let files = discover(config.root(), config.extensions()).map_err(|err| err.to_string())?;
        for file in files {
            if !EXPECTED_FAILURES.iter().any(|(name, _)| *name == file.name) {
                return Err(format!("fail/{} has no entry in EXPECTED_FAILURES", file.name).into());
            }
        }
        Ok(())
    })
}

/// Checks verdicts that the libtest trials of the `pass/` suite do not distinguish.
fn pass_suite_verdicts() -> Trial {
    Trial::test("verdicts/xfail-and-unsupported", || {
        let config = config("pass");
        let xfail = run_test(&config, &find(&config, "xfail.mlir")?);
        if xfail != Outcome::ExpectedFailure {
            return Err(format!("xfail.mlir: {xfail:?}").into());
        }
        match run_test(&config, &find(&config, "unsupported.mlir")?) {
            Outcome::Unsupported(reason) if reason.contains("missing-feature") => {}
            other => return Err(format!("unsupported.mlir: {other:?}").into()),
        }
        let without_feature = SuiteConfig::new(fixtures().join("pass")).tool("fixture-tool", TOOL);
        match run_test(&without_feature, &find(&without_feature, "requires.mlir")?) {
            Outcome::Unsupported(reason) if reason.contains("fixture-feature") => Ok(()),
            other => Err(format!("requires.mlir without the feature: {other:?}").into()),
        }
    })
}

/// A missing suite root is reported as one failing trial, not a panic or an empty run.
fn missing_root() -> Trial {
    Trial::test("suite/missing-root", || {
        let trials = strata_lit::trials(SuiteConfig::new(fixtures().join("no-such-dir")));
        match trials.as_slice() {
            [trial] if trial.name() == "lit-discovery" => Ok(()),
            _ => Err(format!("expected one discovery trial, got {}", trials.len()).into()),
        }
    })
}

/// The debugging CLI runs a directory and prints a summary.
fn cli() -> Trial {
    Trial::test("cli/runs-a-directory", || {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_strata-lit"))
            .arg("--tool")
            .arg(format!("fixture-tool={TOOL}"))
            .args(["--feature", "fixture-feature", "--ext", "test", "--subst"])
            .arg(format!("%{{echo}}={TOOL} stdin"))
            .arg("--temp-dir")
            .arg(temp_root("cli"))
            .arg(fixtures().join("pass"))
            .output()
            .map_err(|err| err.to_string())?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        if !output.status.success() || !stdout.contains("9 passed, 0 failed, 1 skipped") {
            return Err(format!("strata-lit failed ({}):\n{stdout}", output.status).into());
        }
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_strata-lit"))
            .arg(fixtures().join("fail/xpass.mlir"))
            .output()
            .map_err(|err| err.to_string())?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        if output.status.success() || !stdout.contains("FAIL: xpass.mlir") {
            return Err(format!("strata-lit should fail on xpass.mlir:\n{stdout}").into());
        }
        Ok(())
    })
}

fn main() -> ExitCode {
    let args = Arguments::from_args();
    let mut trials = strata_lit::trials(config("pass"));
    trials.extend(
        EXPECTED_FAILURES
            .iter()
            .map(|(name, needles)| expected_failure(name, needles)),
    );
    trials.extend([
        all_failures_listed(),
        pass_suite_verdicts(),
        missing_root(),
        cli(),
    ]);
    libtest_mimic::run(&args, trials).exit_code()
}
