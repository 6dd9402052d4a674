//! The oracle shared by the `pass_pipeline` fuzz target and the fixed-seed
//! mutation campaign run by `cargo test`: an input is parsed with every
//! dialect registered (unregistered ones allowed), verified, printed and
//! re-parsed, and, when valid, run through [`PIPELINE`] with verification
//! after each pass. Rejecting an input with a diagnostic is fine; a panic,
//! or printed IR that no longer parses or verifies, is a bug, reported by
//! panicking.
//!
//! The contexts are reused from input to input
//! ([`ReusedContext`]): one reads the
//! input, the other re-reads what was printed, as a fresh context would.

use std::cell::RefCell;

use strata_asm::{ParsedSource, Parser, ParserConfig, PrintFlags, print_top_level};
use strata_ir::Context;
use strata_ir::verifier::verify_top_level;
use strata_pass::{Instrumentation, PassRegistry, RunOptions, parse_pipeline};

use crate::reused_context::ReusedContext;

/// The pipeline every valid input runs through, on any top-level operation.
pub const PIPELINE: &str = "any(canonicalize,cse,sccp,inline,symbol-dce)";

/// How far an input got through the oracle (every outcome is a pass).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The parser rejected it with a diagnostic.
    Rejected,
    /// It parsed but did not verify (it was still printed and re-parsed).
    Invalid,
    /// It verified, but a pass of the pipeline failed with a diagnostic.
    PipelineFailed,
    /// It verified and the whole pipeline succeeded.
    Transformed,
}

thread_local! {
    /// The context inputs are read in.
    static INPUT: ReusedContext = const { ReusedContext::new(new_context) };
    /// The context printed text is read back in.
    static REPARSE: ReusedContext = const { ReusedContext::new(new_context) };
    /// The registry the pipeline is parsed from, built once.
    static REGISTRY: RefCell<Option<PassRegistry>> = const { RefCell::new(None) };
}

/// Runs `src` through the oracle; panics on a bug (see the module doc).
pub fn check(src: &[u8]) -> Outcome {
    INPUT.with(|input| input.with(|ctx| check_in(ctx, src)))
}

fn check_in(ctx: &Context, src: &[u8]) -> Outcome {
    let Some(mut parsed) = parse(ctx, src) else {
        return Outcome::Rejected;
    };
    let valid = verify_top_level(ctx, &parsed.body, &parsed.ops).is_ok();
    let text = print(ctx, &parsed, !valid);
    reparse(&text, valid, "the parsed input");
    if !valid {
        return Outcome::Invalid;
    }
    let mut pm = match REGISTRY.with_borrow_mut(|registry| {
        parse_pipeline(
            PIPELINE,
            registry.get_or_insert_with(strata_transforms::registry),
        )
    }) {
        Ok(pm) => pm,
        Err(e) => panic!("the fuzz pipeline '{PIPELINE}' does not parse: {e}"),
    };
    let instrumentation = Instrumentation::default();
    let options = RunOptions {
        verify_each: true,
        threading: false,
        instrumentation: &instrumentation,
    };
    let ops = parsed.ops.clone();
    for op in ops {
        if pm.run(ctx, options, &mut parsed.body, op, "").is_err() {
            return Outcome::PipelineFailed;
        }
    }
    let text = print(ctx, &parsed, false);
    reparse(&text, true, "the pipeline's output");
    Outcome::Transformed
}

/// A context with every dialect registered (as `strata-test-opt`, the
/// driver the file tests run, has), unregistered dialects allowed, and
/// diagnostics discarded.
fn new_context() -> Context {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    ctx.push_diagnostic_handler(Box::new(|_| {}));
    strata_opt::register_builtin_dialects(&ctx);
    crate::register_test_dialects(&ctx);
    ctx
}

fn parse(ctx: &Context, src: &[u8]) -> Option<ParsedSource> {
    Parser::new(ctx, src, "fuzz")
        .parse_source(ParserConfig::default())
        .ok()
}

/// Prints `parsed` in the custom form, or the generic one (which any IR,
/// valid or not, can be printed in).
fn print(ctx: &Context, parsed: &ParsedSource, generic: bool) -> String {
    let flags = PrintFlags {
        generic,
        debug_info: false,
        pretty_debug_info: false,
        local_scope: false,
        elide_elements_above: None,
        hex_elements_above: None,
        skip_regions: false,
        ..Default::default()
    };
    let mut out = Vec::new();
    if let Err(e) = print_top_level(ctx, &parsed.body, &parsed.ops, flags, &mut out) {
        panic!("printing into memory failed: {e}");
    }
    match String::from_utf8(out) {
        Ok(text) => text,
        Err(e) => panic!("the printer wrote invalid UTF-8: {e}"),
    }
}

/// How the parser rejects a property dictionary whose entry has the wrong
/// kind for the op's property. Invalid IR can hold such an entry (an
/// inherent attribute given in the discardable dictionary is only checked
/// by the verifier) and prints it in the property dictionary, where it no
/// longer parses: mlir-opt 22 prints and rejects the same text.
const INVALID_PROPERTIES: &str = "invalid properties ";

/// Re-parses `text`, printed from `what`, which must parse again and, if
/// `valid`, verify again. Printed invalid IR may fail only on a property
/// dictionary ([`INVALID_PROPERTIES`]).
fn reparse(text: &str, valid: bool, what: &str) {
    REPARSE.with(|reparse| reparse.with(|ctx| reparse_in(ctx, text, valid, what)));
}

fn reparse_in(ctx: &Context, text: &str, valid: bool, what: &str) {
    let parsed =
        match Parser::new(ctx, text.as_bytes(), "printed").parse_source(ParserConfig::default()) {
            Ok(parsed) => parsed,
            Err(e) if !valid && e.0.message.starts_with(INVALID_PROPERTIES) => return,
            Err(e) => panic!(
                "{what} printed text that does not parse: {}\n{text}",
                e.0.message
            ),
        };
    if valid && let Err(diags) = verify_top_level(ctx, &parsed.body, &parsed.ops) {
        let messages: Vec<&str> = diags.iter().map(|d| d.message.as_str()).collect();
        panic!("{what} printed text that does not verify: {messages:?}\n{text}");
    }
}
