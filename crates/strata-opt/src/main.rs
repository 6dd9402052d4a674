//! `strata-opt`: parse, verify, transform and print MLIR files.

fn main() -> std::process::ExitCode {
    strata_opt::main_from_args(std::env::args_os().collect())
}
