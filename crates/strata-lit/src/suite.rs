//! Exposing a test suite to libtest (`cargo test`) through `libtest-mimic`.

use std::process::ExitCode;
use std::sync::Arc;

use libtest_mimic::{Arguments, Completion, Failed, Trial};

use crate::config::SuiteConfig;
use crate::discovery::discover;
use crate::runner::{Outcome, run_test, skip_reason};

/// One libtest trial per test file, named by its path relative to the suite root.
///
/// Tests skipped by `REQUIRES:`/`UNSUPPORTED:` are marked ignored. If discovery fails
/// (e.g. the root does not exist), the result is a single failing trial explaining why.
pub fn trials(config: SuiteConfig) -> Vec<Trial> {
    let config = Arc::new(config);
    let files = match discover(config.root(), config.extensions()) {
        Ok(files) => files,
        Err(err) => {
            let message = format!("cannot discover tests: {err}");
            return vec![Trial::test("lit-discovery", move || {
                Err(Failed::from(message))
            })];
        }
    };
    files
        .into_iter()
        .map(|file| {
            let ignored = skip_reason(&config, &file).is_some();
            let config = Arc::clone(&config);
            Trial::ignorable_test(file.name.clone(), move || match run_test(&config, &file) {
                Outcome::Passed | Outcome::ExpectedFailure => Ok(Completion::Completed),
                Outcome::Unsupported(reason) => Ok(Completion::ignored_with(reason)),
                Outcome::Failed(report) => Err(Failed::from(report)),
            })
            .with_ignored_flag(ignored)
        })
        .collect()
}

/// Runs the suite as a `harness = false` test binary: parses libtest's command line
/// (filters, `--ignored`, `--test-threads`, ...), runs the trials and returns the exit
/// code. The default temporary directory is deleted when no test failed.
pub fn run_suite(config: SuiteConfig) -> ExitCode {
    let args = Arguments::from_args();
    let temp_root = config
        .uses_default_temp_root()
        .then(|| config.temp_root_dir());
    let conclusion = libtest_mimic::run(&args, trials(config));
    if let Some(temp_root) = temp_root
        && !conclusion.has_failed()
    {
        let _ = std::fs::remove_dir_all(temp_root);
    }
    conclusion.exit_code()
}
