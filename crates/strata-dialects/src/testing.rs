//! Shared helpers for the unit tests of generic crates, which parse their
//! inputs with the shipped dialects (feature `testing`, enabled only in
//! dev-dependencies). They panic on invalid input, as a failing test should.

use strata_ir::{Body, Context, OpId};

/// A context with every shipped dialect registered and unregistered
/// operations allowed.
pub fn context() -> Context {
    let ctx = Context::new();
    super::register_all(&ctx).expect("the shipped dialects build");
    ctx.allow_unregistered_dialects(true);
    ctx
}

/// Parses `src`, which must be valid, into a body and its top-level op.
pub fn parse(ctx: &Context, src: &str) -> (Body, OpId) {
    let parsed = strata_asm::parse_source_str(ctx, src, "test.mlir").expect("valid test input");
    let op = parsed.ops[0];
    (parsed.body, op)
}
