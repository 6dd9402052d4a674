//! Fuzz target `bytecode_reader`: arbitrary bytes are read as MLIR bytecode
//! (Strata's dialects registered, unregistered ones allowed). Whatever reads
//! is verified and printed; what verifies is written as bytecode again, and
//! that file must read back to the same printed IR (the resource section
//! aside). The input and the rewritten file are read in two contexts reused
//! from input to input, each as a fresh one. Panics, stack overflows, hangs
//! and huge allocations are the failures libFuzzer reports.

#![no_main]

use libfuzzer_sys::fuzz_target;
use strata_asm::{ParsedSource, PrintFlags, print_top_level};
use strata_bytecode::{WriterConfig, parse_bytecode, write_bytecode};
use strata_ir::Context;
use strata_ir::verifier::verify_top_level;
use strata_test_support::reused_context::ReusedContext;

fn new_context() -> Context {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    if let Err(e) = strata_dialects::register_all(&ctx) {
        panic!("dialects do not register: {e}");
    }
    ctx
}

thread_local! {
    /// The context inputs are read in.
    static INPUT: ReusedContext = const { ReusedContext::new(new_context) };
    /// The context the rewritten files are read in.
    static REWRITTEN: ReusedContext = const { ReusedContext::new(new_context) };
}

fn print(ctx: &Context, parsed: &ParsedSource) -> String {
    let flags = PrintFlags {
        generic: true,
        debug_info: true,
        ..PrintFlags::default()
    };
    let mut out = Vec::new();
    if let Err(e) = print_top_level(ctx, &parsed.body, &parsed.ops, flags, &mut out) {
        panic!("printing into memory failed: {e}");
    }
    let mut text = String::from_utf8_lossy(&out).into_owned();
    // Only the IR is compared, not the resource section.
    if let Some(at) = text.find("\n{-#") {
        text.truncate(at);
    }
    text
}

fuzz_target!(|data: &[u8]| {
    INPUT.with(|input| {
        input
            .with(|ctx| REWRITTEN.with(|rewritten| rewritten.with(|again| check(ctx, again, data))))
    });
});

/// Reads `data` in `ctx`, writes it again and reads that in `again_ctx`.
fn check(ctx: &Context, again_ctx: &Context, data: &[u8]) {
    let Ok(parsed) = parse_bytecode(ctx, data) else {
        return;
    };
    let printed = print(ctx, &parsed);
    if verify_top_level(ctx, &parsed.body, &parsed.ops).is_err() {
        return;
    }
    let bytes = match write_bytecode(ctx, &parsed.body, parsed.ops[0], &WriterConfig::default()) {
        Ok(b) => b,
        Err(e) => panic!("verified IR does not write: {}", e.message),
    };
    let again = match parse_bytecode(again_ctx, &bytes) {
        Ok(p) => p,
        Err(e) => panic!("written bytecode does not read back: {e}\n{printed}"),
    };
    assert_eq!(
        printed,
        print(again_ctx, &again),
        "bytecode round trip changed the IR"
    );
}
