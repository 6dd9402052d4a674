//! `--verify-roundtrip`: the parsed IR, printed in the generic form with
//! locations, must read back (as text and as bytecode) to IR that prints
//! the same.

use strata_asm::{ParsedSource, Parser, ParserConfig, PrintFlags, print_top_level};
use strata_ir::{Context, Diagnostic};

/// The generic form with locations, which every IR can be printed in.
fn reference_flags() -> PrintFlags {
    PrintFlags {
        generic: true,
        debug_info: true,
        ..Default::default()
    }
}

/// Prints the top-level operations of `parsed` in the reference form.
fn print(ctx: &Context, parsed: &ParsedSource) -> String {
    let mut out = Vec::new();
    // Writing to memory cannot fail.
    let _ = print_top_level(ctx, &parsed.body, &parsed.ops, reference_flags(), &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// Checks both round trips of `parsed`; reports a failure on its first
/// top-level operation and returns false.
pub(crate) fn verify(ctx: &Context, parsed: &ParsedSource, file_name: &str) -> bool {
    let reference = print(ctx, parsed);
    let config = ParserConfig {
        no_implicit_module: true,
        ..ParserConfig::default()
    };
    let text = Parser::new(ctx, reference.as_bytes(), file_name)
        .parse_source(config)
        .map(|p| print(ctx, &p))
        .map_err(|_| "failed to parse generic form back, cannot verify round-trip.".to_string());
    let outcome = text
        .and_then(|t| compare("generic", &reference, &t))
        .and_then(|()| {
            let bytes = bytecode(ctx, parsed)?;
            let back =
                strata_bytecode::parse_bytecode_with_config(ctx, &bytes, config).map_err(|_| {
                    "failed to parse bytecode back, cannot verify round-trip.".to_string()
                })?;
            compare("bytecode", &reference, &print(ctx, &back))
        });
    match (outcome, parsed.ops.first()) {
        (Ok(()), _) => true,
        (Err(message), Some(&op)) => {
            let name = parsed.body.op_name(op).as_str(ctx).to_string();
            let loc = parsed.body.op_loc(op);
            ctx.emit(Diagnostic::error(loc, format!("'{name}' op {message}")));
            false
        }
        (Err(_), None) => true,
    }
}

/// The bytecode of the top-level operation.
fn bytecode(ctx: &Context, parsed: &ParsedSource) -> Result<Vec<u8>, String> {
    let config = strata_bytecode::WriterConfig {
        version: strata_bytecode::CURRENT_VERSION,
        producer: strata_bytecode::DEFAULT_PRODUCER.to_string(),
    };
    let mut bytes = Vec::new();
    for &op in &parsed.ops {
        let written =
            strata_bytecode::write_bytecode(ctx, &parsed.body, op, &config).map_err(|e| {
                format!(
                    "failed to write bytecode, cannot verify round-trip: {}",
                    e.message
                )
            })?;
        bytes.extend(written);
    }
    Ok(bytes)
}

/// An error showing both texts when the round trip changed the IR.
fn compare(kind: &str, reference: &str, roundtripped: &str) -> Result<(), String> {
    if reference == roundtripped {
        return Ok(());
    }
    Err(format!(
        "{kind} roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n{reference}\n=====\n{roundtripped}\n>>>>>roundtripped\n"
    ))
}
