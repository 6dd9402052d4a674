//! Runs the file tests under `test/` with `strata-opt`, `strata-eval`,
//! `strata-translate` and `strata-run` as
//! the tools under test: for `strata-opt`, the test driver, which is
//! `strata-opt` plus the test-only passes and dialect of this crate.

fn main() -> std::process::ExitCode {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../test");
    strata_lit::run_suite(
        strata_lit::SuiteConfig::new(root)
            .tool("strata-opt", env!("CARGO_BIN_EXE_strata-test-opt"))
            .tool("strata-eval", env!("CARGO_BIN_EXE_strata-test-eval"))
            .tool(
                "strata-translate",
                env!("CARGO_BIN_EXE_strata-test-translate"),
            )
            .tool("strata-run", env!("CARGO_BIN_EXE_strata-test-run")),
    )
}
