//! Runs the file tests under `test/` with `strata-opt` (and `strata-eval`) as the
//! tools under test.

fn main() -> std::process::ExitCode {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../test");
    strata_lit::run_suite(
        strata_lit::SuiteConfig::new(root)
            .tool("strata-opt", env!("CARGO_BIN_EXE_strata-opt"))
            .tool("strata-eval", env!("CARGO_BIN_EXE_strata-eval")),
    )
}
