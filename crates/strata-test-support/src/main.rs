//! `strata-test-opt`: `strata-opt` with the test-only passes and dialects
//! registered next to everything shipped with Strata.

fn main() -> std::process::ExitCode {
    strata_opt::main_with_passes(
        std::env::args_os().collect(),
        &[
            strata_opt::register_builtin_dialects,
            strata_test_support::register_test_dialects,
        ],
        strata_test_support::TEST_PASSES,
    )
}
