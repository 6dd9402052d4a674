//! The verifier, which lives in strata-ir, shows operations through the
//! printer strata-asm installs: the op ending a block that needs a
//! terminator, and the "see current operation" note.

use strata_asm::parse_source_str;
use strata_ir::verifier::verify_top_level;
use strata_ir::{Context, DialectDef, OpDef};

const SRC: &str = r#""t.holder"() ({
  %0 = "t.op"() {tag = 7 : i32} : () -> i64
}) : () -> ()
"#;

/// A context with `t.holder` (one region, needing a terminator) and the
/// plain op `t.op`.
fn context() -> Context {
    let ctx = Context::new();
    let mut d = DialectDef::new("t");
    d.ops.push(OpDef::new("t.holder"));
    d.ops.push(OpDef::new("t.op"));
    ctx.register_dialect(d);
    ctx
}

#[test]
fn a_block_without_terminator_names_its_last_op_in_generic_form() {
    let ctx = context();
    let parsed = match parse_source_str(&ctx, SRC, "t.mlir") {
        Ok(p) => p,
        Err(_) => panic!("the input parses"),
    };
    let module = parsed.body.isolated_body(parsed.ops[0]);
    let Some(body) = module else {
        panic!("the module has a body");
    };
    let module_block = body.entry_block(body.root_regions()[0]);
    let Some(holder) = module_block.and_then(|b| body.first_op(b)) else {
        panic!("the module holds t.holder");
    };
    let Err(errors) = verify_top_level(&ctx, body, &[holder]) else {
        panic!("the missing terminator is an error");
    };
    assert_eq!(
        errors[0].message,
        "block with no terminator, has %0 = \"t.op\"() {tag = 7 : i32} : () -> i64"
    );
    assert_eq!(
        errors[0].notes[0].message,
        "see current operation: %0 = \"t.op\"() {tag = 7 : i32} : () -> i64"
    );
}
