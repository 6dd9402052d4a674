//! `strata-eval` built inside this package, so the file-test suite (which
//! can only name this package's binaries) can run it.

fn main() -> std::process::ExitCode {
    strata_opt::eval::main_from_args(std::env::args_os().collect())
}
