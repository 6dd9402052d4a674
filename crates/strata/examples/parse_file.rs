//! Parses and verifies the file named on the command line with
//! `Module::parse`, printing the module or the rendered error (compared
//! with mlir-opt by `utils/api/compare.py`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: parse_file FILE");
        return ExitCode::FAILURE;
    };
    let ctx = strata::context();
    match strata::Module::parse(&ctx, &path) {
        Ok(module) => {
            print!("{module}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
