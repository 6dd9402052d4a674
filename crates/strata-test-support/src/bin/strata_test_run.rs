//! `strata-test-run`: `strata-run` as the file tests run it.

fn main() -> std::process::ExitCode {
    strata_run::main_from_args(std::env::args_os().collect())
}
