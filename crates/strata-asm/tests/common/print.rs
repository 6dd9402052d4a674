//! Shared by the parallel printing tests: parse a source and print it on a
//! given number of threads.

use strata_asm::{PrintFlags, parse_source_str, print_top_level_with_threads};
use strata_ir::Context;

/// `src` parsed and printed with `flags` on `threads` threads.
pub fn print(ctx: &Context, src: &str, flags: PrintFlags, threads: usize) -> String {
    let parsed = parse_source_str(ctx, src, "in.mlir").expect("valid input");
    let mut out = Vec::new();
    print_top_level_with_threads(ctx, &parsed.body, &parsed.ops, flags, threads, &mut out)
        .expect("printing to memory");
    String::from_utf8(out).expect("UTF-8 output")
}
