//! The `strata-translate` binary.

fn main() -> std::process::ExitCode {
    strata_translate::main_from_args(std::env::args().collect())
}
