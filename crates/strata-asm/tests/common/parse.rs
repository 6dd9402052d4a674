//! Shared by the parallel parsing tests: parse a source sequentially and on
//! several threads and render each outcome for comparison.

use strata_asm::{ParsedSource, Parser, ParserConfig, PrintFlags, op_to_string};
use strata_ir::Context;
use strata_ir::diagnostics::Diagnostic;

/// The parse of `src` on `threads` threads and how many operations were
/// parsed in parallel.
fn parse(ctx: &Context, src: &str, threads: usize) -> (Result<ParsedSource, Diagnostic>, usize) {
    let mut parser = Parser::new(ctx, src.as_bytes(), "in.mlir")
        .with_threads(threads)
        .with_parallel_min_bytes(0);
    let parsed = parser.parse_source(ParserConfig::default());
    (parsed.map_err(|e| *e.0), parser.ops_parsed_in_parallel())
}

/// The parsed IR printed with locations, or the error with its location
/// and notes.
fn outcome(ctx: &Context, parsed: Result<ParsedSource, Diagnostic>) -> String {
    match parsed {
        Ok(p) => {
            let flags = PrintFlags {
                debug_info: true,
                ..Default::default()
            };
            op_to_string(ctx, &p.body, p.ops[0], flags)
        }
        Err(d) => {
            let mut text = format!("{:?}: {}", d.loc.file_position(ctx), d.message);
            for note in &d.notes {
                text += &format!("\n{:?}: {}", note.loc.file_position(ctx), note.message);
            }
            text
        }
    }
}

/// Parses `src` sequentially and on four threads; returns both outcomes
/// and the number of operations parsed in parallel.
pub fn both(src: &str) -> (String, String, usize) {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let (sequential, none) = parse(&ctx, src, 1);
    assert_eq!(none, 0);
    let (parallel, count) = parse(&ctx, src, 4);
    (outcome(&ctx, sequential), outcome(&ctx, parallel), count)
}
