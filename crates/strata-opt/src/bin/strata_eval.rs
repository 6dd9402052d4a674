//! `strata-eval`: evaluates a function of `comb`, `arith` and `func`
//! operations on integer arguments (see [`strata_opt::eval`]).

fn main() -> std::process::ExitCode {
    strata_opt::eval::main_from_args(std::env::args_os().collect())
}
