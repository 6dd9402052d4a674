//! `strata-eval`: evaluates a function of `comb`, `arith` and `func`
//! operations on integer arguments and prints its results, one per line
//! as `value : type` (unsigned decimal). With `--exhaustive` it instead
//! prints `f(a, b) = r` for every argument combination (at most 2^20).
//!
//! ```sh
//! strata-eval circuit.mlir --function adder 3 5
//! strata-eval circuit.mlir --exhaustive
//! ```

use std::io::Write;
use std::process::ExitCode;

use clap::Parser as _;
use strata_asm::{Parser, ParserConfig};
use strata_dialect_comb::eval::{EvalError, Program};
use strata_ir::{Context, Diagnostic, SourceManager};
use strata_support::APInt;
use strata_support::apint::{Signedness, parse_integer_literal};

/// Most argument combinations `--exhaustive` enumerates.
const MAX_EXHAUSTIVE_BITS: u32 = 20;

#[derive(clap::Parser)]
#[command(
    name = "strata-eval",
    about = "Evaluate a function of comb/arith/func ops"
)]
struct Args {
    /// The input file (`-` for stdin).
    input: String,
    /// The function to call (default: the only function of the module).
    #[arg(long = "function", short = 'f')]
    function: Option<String>,
    /// Evaluate on every combination of argument values.
    #[arg(long)]
    exhaustive: bool,
    /// The arguments: decimal (possibly negative) or `0x` hexadecimal integers.
    #[arg(allow_negative_numbers = true)]
    args: Vec<String>,
}

fn parse_arg(text: &str, width: u32) -> Result<APInt, String> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    if negative && digits.trim_start_matches('0').is_empty() && !digits.is_empty() {
        return Ok(APInt::zero(width));
    }
    parse_integer_literal(digits, negative, width, Signedness::Signless)
        .map_err(|e| format!("argument '{text}' for an i{width} parameter: {e}"))
}

fn render(values: &[APInt]) -> String {
    let parts: Vec<String> = values.iter().map(|v| v.to_string_unsigned()).collect();
    parts.join(", ")
}

fn run(
    args: &Args,
    ctx: &Context,
    sources: &mut SourceManager,
    out: &mut dyn Write,
) -> Result<(), String> {
    let src = if args.input == "-" {
        let mut s = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut s).map_err(|e| e.to_string())?;
        s
    } else {
        std::fs::read(&args.input)
            .map_err(|e| format!("could not open input file '{}': {e}", args.input))?
    };
    let file_name = if args.input == "-" {
        "<stdin>"
    } else {
        &args.input
    };
    sources.add(file_name.to_string(), src.clone().into());
    let emit = |d: Diagnostic| sources.render(ctx, &d);
    let parsed = Parser::new(ctx, &src, file_name)
        .parse_source(ParserConfig::default())
        .map_err(|e| emit(*e.0))?;
    if let Err(diags) = strata_ir::verifier::verify_top_level(ctx, &parsed.body, &parsed.ops) {
        return Err(diags.into_iter().map(emit).collect());
    }
    let eval_error = |e: EvalError| emit(Diagnostic::error(e.loc, e.message));
    let program = Program::new(ctx, &parsed.body, &parsed.ops).map_err(eval_error)?;
    let name = match (&args.function, program.function_names()) {
        (Some(n), _) => n.clone(),
        (None, [only]) => only.clone(),
        (None, names) => {
            return Err(format!(
                "the module has {} functions: choose one with --function",
                names.len()
            ));
        }
    };
    let Some((arg_widths, result_widths)) = program.signature(&name) else {
        return Err(format!("no function named '{name}'"));
    };
    let (arg_widths, result_widths) = (arg_widths.to_vec(), result_widths.to_vec());
    let write_err = |e: std::io::Error| e.to_string();
    if args.exhaustive {
        let bits: u32 = arg_widths.iter().sum();
        if bits > MAX_EXHAUSTIVE_BITS {
            return Err(format!(
                "--exhaustive enumerates at most {MAX_EXHAUSTIVE_BITS} argument bits, '{name}' has {bits}"
            ));
        }
        for combined in 0..(1u64 << bits) {
            let mut shift = 0;
            let inputs: Vec<APInt> = arg_widths
                .iter()
                .map(|w| {
                    let v = APInt::from_u64(64, combined >> shift).trunc(*w);
                    shift += w;
                    v
                })
                .collect();
            let outputs = program.call(&name, &inputs).map_err(eval_error)?;
            writeln!(out, "{name}({}) = {}", render(&inputs), render(&outputs))
                .map_err(write_err)?;
        }
        return Ok(());
    }
    if args.args.len() != arg_widths.len() {
        return Err(format!(
            "'{name}' takes {} arguments, but {} were given",
            arg_widths.len(),
            args.args.len()
        ));
    }
    let inputs = args
        .args
        .iter()
        .zip(&arg_widths)
        .map(|(a, w)| parse_arg(a, *w))
        .collect::<Result<Vec<_>, _>>()?;
    let outputs = program.call(&name, &inputs).map_err(eval_error)?;
    for (v, w) in outputs.iter().zip(&result_widths) {
        writeln!(out, "{} : i{w}", v.to_string_unsigned()).map_err(write_err)?;
    }
    Ok(())
}

/// Runs `strata-eval` on command-line arguments (program name first).
pub fn main_from_args(args: Vec<std::ffi::OsString>) -> ExitCode {
    let args = Args::parse_from(args);
    let ctx = Context::new();
    crate::register_builtin_dialects(&ctx);
    let mut sources = SourceManager::new();
    let stdout = std::io::stdout();
    match run(&args, &ctx, &mut sources, &mut stdout.lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            let text = if message.contains("error:") {
                message
            } else {
                format!("strata-eval: {message}\n")
            };
            let _ = std::io::stderr().write_all(text.as_bytes());
            ExitCode::from(1)
        }
    }
}
