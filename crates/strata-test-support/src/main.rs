//! `strata-test-opt`: `strata-opt` with the test-only passes and dialects
//! registered next to everything shipped with Strata.
//!
//! Nested pipelines run on one thread unless asked otherwise: the test
//! printers write to standard output while they run, in operation order,
//! as upstream's tests expect.

use std::ffi::OsString;

fn main() -> std::process::ExitCode {
    let mut args: Vec<OsString> = std::env::args_os().collect();
    let names_threading = args.iter().any(|a| {
        a.to_str().is_some_and(|s| {
            s.trim_start_matches('-')
                .starts_with("mlir-disable-threading")
        })
    });
    if !names_threading {
        args.insert(
            1.min(args.len()),
            OsString::from("--mlir-disable-threading"),
        );
    }
    strata_opt::main_with_passes(
        args,
        &[
            strata_opt::register_builtin_dialects,
            strata_test_support::register_test_dialects,
        ],
        strata_test_support::TEST_PASSES,
    )
}
