//! The library side of `--legacy-syntax`: `ParserConfig::legacy_syntax`.

use strata_asm::{Parser, ParserConfig};
use strata_ir::Context;

fn context() -> Context {
    let ctx = Context::new();
    strata_dialects::register_all(&ctx).expect("valid declarations");
    ctx
}

fn parse(ctx: &Context, src: &str, legacy_syntax: bool) -> Result<String, String> {
    let config = ParserConfig {
        legacy_syntax,
        ..ParserConfig::default()
    };
    let parsed = Parser::new(ctx, src.as_bytes(), "legacy.mlir")
        .parse_source(config)
        .map_err(|e| e.0.message.clone())?;
    Ok(strata_asm::op_to_string(
        ctx,
        &parsed.body,
        parsed.ops[0],
        Default::default(),
    ))
}

const SEED: &str = "#map = (d0) -> (d0)\n\
    func @f(%a: i32, %m: memref<4xf32, #map, memspace1>) -> i32 {\n\
    %b = addi %a, %a : i32\n\
    %c = cmpi \"slt\", %a, %b : i32\n\
    \"t.op\"(%c) {message: \"x\"} : (i1) -> ()\n\
    return %b : i32\n\
    }\n\
    func @g()";

#[test]
fn legacy_mode_reads_the_seed_spellings() {
    let ctx = context();
    ctx.allow_unregistered_dialects(true);
    let text = parse(&ctx, SEED, true).expect("legacy syntax is accepted");
    for expected in [
        "func.func @f(%arg0: i32, %arg1: memref<4xf32, 1>) -> i32",
        "addi %arg0, %arg0 : i32",
        "cmpi \"slt\", %arg0, %0 : i32",
        "{message = \"x\"}",
        "std.return %0 : i32",
        "func.func private @g()",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn without_legacy_mode_the_seed_is_rejected() {
    let ctx = context();
    let err = parse(&ctx, SEED, false).expect_err("MLIR 22 syntax only");
    assert_eq!(err, "expected non-function type");
    let err = parse(&ctx, "func @g()", false).expect_err("MLIR 22 syntax only");
    assert_eq!(
        err,
        "custom op 'func' is unknown (tried 'builtin.func' as well)"
    );
}
