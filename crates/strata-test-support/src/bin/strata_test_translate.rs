//! `strata-translate` as the file tests run it.

fn main() -> std::process::ExitCode {
    strata_translate::main_from_args(std::env::args().collect())
}
