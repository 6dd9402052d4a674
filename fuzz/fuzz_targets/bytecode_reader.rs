//! Fuzz target `bytecode_reader`: arbitrary bytes are read as MLIR bytecode
//! (Strata's dialects registered, unregistered ones allowed). Whatever reads
//! is verified and printed; what verifies is written as bytecode again, and
//! that file must read back to the same printed IR (the resource section
//! aside: the contexts are shared by all runs). Panics, stack overflows,
//! hangs and huge allocations are the failures libFuzzer reports.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use strata_asm::{ParsedSource, PrintFlags, print_top_level};
use strata_bytecode::{WriterConfig, parse_bytecode, write_bytecode};
use strata_ir::Context;
use strata_ir::verifier::verify_top_level;

fn new_context() -> Context {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    if let Err(e) = strata_dialects::register_all(&ctx) {
        panic!("dialects do not register: {e}");
    }
    ctx
}

/// Contexts shared by every run (registering the dialects dominates a run
/// otherwise): one for the inputs, one for the rewritten files.
fn contexts() -> &'static (Context, Context) {
    static CONTEXTS: OnceLock<(Context, Context)> = OnceLock::new();
    CONTEXTS.get_or_init(|| (new_context(), new_context()))
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
    // The resource section lists what the shared context holds, which
    // accumulates over runs; only the IR is compared.
    if let Some(at) = text.find("\n{-#") {
        text.truncate(at);
    }
    text
}

/// Drops the `external_resources` groups earlier runs left in `ctx`, which
/// every print would otherwise list again, each run slower than the last.
fn forget_external_resources(ctx: &Context) {
    for (group, _) in ctx.external_resources() {
        ctx.take_external_resources(&group);
    }
}

fuzz_target!(|data: &[u8]| {
    let (ctx, again_ctx) = contexts();
    forget_external_resources(ctx);
    forget_external_resources(again_ctx);
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
});
