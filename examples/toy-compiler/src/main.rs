//! `toyc FILE [-O]`: compiles a toy program and prints the module.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let optimize = args.iter().any(|a| a == "-O");
    let Some(file) = args.iter().find(|a| *a != "-O") else {
        eprintln!("usage: toyc FILE [-O]");
        return ExitCode::FAILURE;
    };
    let src = match std::fs::read_to_string(file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("toyc: cannot read '{file}': {e}");
            return ExitCode::FAILURE;
        }
    };
    let ctx = strata::context();
    match strata_toy_compiler::compile(&ctx, file, &src, optimize) {
        Ok(module) => {
            print!("{module}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}", e.render(file));
            ExitCode::FAILURE
        }
    }
}
