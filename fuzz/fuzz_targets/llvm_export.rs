//! Fuzz target `llvm_export`: arbitrary bytes are parsed with every dialect
//! registered and verified; valid IR is lowered to the LLVM dialect
//! (`convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts`, with
//! verification after each pass), the lowered IR must print text that
//! parses and verifies again, and it is translated to LLVM IR as
//! `strata-translate --mlir-to-llvmir` does. A pass or the translation may
//! fail with a diagnostic; a panic, a stack overflow or a hang is a bug.
//! The input and the lowered text are read in two contexts reused from
//! input to input, each as a fresh one.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use strata_asm::{Parser, ParserConfig, PrintFlags, print_top_level};
use strata_ir::Context;
use strata_ir::verifier::verify_top_level;
use strata_pass::{Instrumentation, PassRegistry, RunOptions, parse_pipeline};
use strata_test_support::reused_context::ReusedContext;

/// The lowering every valid input goes through.
const PIPELINE: &str =
    "builtin.module(convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)";

fn new_context() -> Context {
    let ctx = Context::new();
    ctx.push_diagnostic_handler(Box::new(|_| {}));
    strata_opt::register_builtin_dialects(&ctx);
    ctx
}

thread_local! {
    /// The context inputs are read in.
    static INPUT: ReusedContext = const { ReusedContext::new(new_context) };
    /// The context the lowered IR is read back in.
    static REPARSE: ReusedContext = const { ReusedContext::new(new_context) };
}

/// The pass registry, built once.
fn registry() -> &'static PassRegistry {
    static REGISTRY: OnceLock<PassRegistry> = OnceLock::new();
    REGISTRY.get_or_init(strata_opt::pass_registry)
}

/// Parses `src`; `None` unless it parses and verifies.
fn parse_valid(ctx: &Context, src: &[u8]) -> Option<strata_asm::ParsedSource> {
    let parsed = Parser::new(ctx, src, "fuzz")
        .parse_source(ParserConfig::default())
        .ok()?;
    verify_top_level(ctx, &parsed.body, &parsed.ops).ok()?;
    Some(parsed)
}

fuzz_target!(|data: &[u8]| {
    INPUT.with(|input| input.with(|ctx| check(ctx, data)));
});

/// Lowers, re-reads and translates `data` read in `ctx`.
fn check(ctx: &Context, data: &[u8]) {
    let Some(mut parsed) = parse_valid(ctx, data) else {
        return;
    };
    let mut pm = match parse_pipeline(PIPELINE, registry()) {
        Ok(pm) => pm,
        Err(e) => panic!("the lowering pipeline does not parse: {e}"),
    };
    let instrumentation = Instrumentation::default();
    let options = RunOptions {
        verify_each: true,
        threading: false,
        instrumentation: &instrumentation,
    };
    for op in parsed.ops.clone() {
        if pm.run(ctx, options, &mut parsed.body, op, "").is_err() {
            return;
        }
    }
    let mut out = Vec::new();
    if let Err(e) = print_top_level(
        ctx,
        &parsed.body,
        &parsed.ops,
        PrintFlags::default(),
        &mut out,
    ) {
        panic!("printing into memory failed: {e}");
    }
    if REPARSE.with(|reparse| reparse.with(|again| parse_valid(again, &out).is_none())) {
        panic!(
            "the lowered IR does not parse or verify again:\n{}",
            String::from_utf8_lossy(&out)
        );
    }
    for &op in &parsed.ops {
        let _ = strata_target_llvm::translate_module(ctx, &parsed.body, op);
    }
}
