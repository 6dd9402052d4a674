//! `calc-opt`: `strata-opt` with the `calc` example dialect registered next
//! to every dialect shipped with Strata (all its flags and passes work).

fn main() -> std::process::ExitCode {
    strata_opt::main_with_registration(
        std::env::args_os().collect(),
        &[
            strata_opt::register_builtin_dialects,
            strata_example_dialect::register,
        ],
    )
}
