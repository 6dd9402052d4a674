//! Unit tests of the map simplification and composition APIs.

use strata_ir::affine::map_to_string;
use strata_ir::attributes::AttrKind;
use strata_ir::{Body, Context, OpId, Value};

use crate::{compose_map_and_operands, map_of, simplify_map};

fn context() -> Context {
    let ctx = Context::new();
    ctx.register_dialect(crate::dialect().expect("valid declarations"));
    ctx.allow_unregistered_dialects(true);
    ctx
}

/// The body of the implicit module of `parsed` and its top-level ops.
fn module_ops(parsed: &strata_asm::ParsedSource) -> (&Body, Vec<OpId>) {
    let body = parsed
        .body
        .isolated_body(parsed.ops[0])
        .expect("module body");
    let region = body.root_regions()[0];
    let block = body.entry_block(region).expect("module block");
    (body, body.block_ops(block).collect())
}

#[test]
fn simplification_goes_through_the_flattened_form() {
    let ctx = context();
    let src = "\"test.m\"() {m = affine_map<(d0)[s0] -> ((s0 + 20) mod 7, (d0 * 2) ceildiv 4, d0 + d0 * 4, (d0 * 4) mod 2)>} : () -> ()";
    let parsed = strata_asm::parse_source_str(&ctx, src, "t.mlir").expect("valid input");
    let (body, ops) = module_ops(&parsed);
    let attr = body.attr(&ctx, ops[0], "m").expect("attribute m");
    let AttrKind::AffineMap(map) = attr.kind(&ctx) else {
        panic!("not a map");
    };
    let simplified = simplify_map(&ctx, map);
    assert_eq!(
        map_to_string(&ctx, &simplified),
        "(d0)[s0] -> (s0 - ((s0 + 20) floordiv 7) * 7 + 20, d0 ceildiv 2, d0 * 5, 0)"
    );
}

#[test]
fn composition_substitutes_apply_chains() {
    let ctx = context();
    let src = "%i = \"test.i\"() : () -> index\n\
               %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n\
               %b = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)";
    let parsed = strata_asm::parse_source_str(&ctx, src, "t.mlir").expect("valid input");
    let (body, ops) = module_ops(&parsed);
    let b = ops[2];
    let mut map = map_of(&ctx, body, b, "map").expect("map");
    let mut operands: Vec<Value> = body.operands(b).collect();
    compose_map_and_operands(&ctx, body, &mut map, &mut operands);
    // `%i` is defined at the top of the module, an affine scope: a symbol.
    assert_eq!(map_to_string(&ctx, &map), "()[s0] -> (s0 * 2 + 2)");
    assert_eq!(operands, vec![body.result(ops[0], 0)]);
}
