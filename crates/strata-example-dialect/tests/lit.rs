//! Runs the example's file tests under `examples/calc/` with `calc-opt`.

fn main() -> std::process::ExitCode {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/calc");
    strata_lit::run_suite(
        strata_lit::SuiteConfig::new(root).tool("calc-opt", env!("CARGO_BIN_EXE_calc-opt")),
    )
}
