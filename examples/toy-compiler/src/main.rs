//! `toyc FILE [-O] [--llvm] [--run NAME ARG...]`: compiles a toy program and
//! prints the module (lowered to the LLVM dialect with `--llvm`), or runs
//! function NAME on integer arguments and prints its result.

use std::process::ExitCode;

use strata_toy_compiler::{CompileError, compile, lower_to_llvm, run};

/// What the command line asks for.
struct Args {
    file: String,
    optimize: bool,
    llvm: bool,
    run: Option<(String, Vec<i64>)>,
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut parsed = Args {
        file: String::new(),
        optimize: false,
        llvm: false,
        run: None,
    };
    let mut rest = args.iter();
    while let Some(a) = rest.next() {
        match a.as_str() {
            "-O" => parsed.optimize = true,
            "--llvm" => parsed.llvm = true,
            "--run" => {
                let name = rest.next().ok_or("--run needs a function name")?;
                let values = rest
                    .by_ref()
                    .map(|v| {
                        v.parse::<i64>()
                            .map_err(|_| format!("not an integer: '{v}'"))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                parsed.run = Some((name.clone(), values));
            }
            file if parsed.file.is_empty() => parsed.file = file.to_string(),
            other => return Err(format!("unexpected argument '{other}'")),
        }
    }
    if parsed.file.is_empty() {
        return Err("usage: toyc FILE [-O] [--llvm] [--run NAME ARG...]".into());
    }
    Ok(parsed)
}

fn drive(args: &Args, src: &str) -> Result<String, CompileError> {
    let ctx = strata::context();
    let mut module = compile(&ctx, &args.file, src, args.optimize)?;
    if args.llvm || args.run.is_some() {
        lower_to_llvm(&mut module)?;
    }
    match &args.run {
        Some((name, values)) => Ok(format!("{}\n", run(&module, name, values)?)),
        None => Ok(module.to_string()),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args = match parse_args(&args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("toyc: {e}");
            return ExitCode::FAILURE;
        }
    };
    let src = match std::fs::read_to_string(&args.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("toyc: cannot read '{}': {e}", args.file);
            return ExitCode::FAILURE;
        }
    };
    match drive(&args, &src) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}", e.render(&args.file));
            ExitCode::FAILURE
        }
    }
}
