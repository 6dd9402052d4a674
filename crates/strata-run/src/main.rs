//! The `strata-run` binary.

fn main() -> std::process::ExitCode {
    strata_run::main_from_args(std::env::args_os().collect())
}
