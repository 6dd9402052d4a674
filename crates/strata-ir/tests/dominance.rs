//! Dominator trees of a parsed region.
use strata_asm::parse_source_str;
use strata_ir::BlockId;
use strata_ir::Context;
use strata_ir::dominance::DomTree;

const DIAMOND: &str = r#"
"t.holder"() ({
^bb0:
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "t.br"()[^bb3] : () -> ()
^bb2:
  "t.br"()[^bb3, ^bb2] : () -> ()
^bb3:
  "t.ret"() : () -> ()
^bb4:
  "t.br"()[^bb3] : () -> ()
}) : () -> ()
"#;

#[test]
fn diamond_with_a_self_loop_and_an_unreachable_block() {
    let ctx = Context::new();
    ctx.allow_unregistered_dialects(true);
    let parsed = parse_source_str(&ctx, DIAMOND, "diamond.mlir");
    let Ok(parsed) = parsed else {
        panic!("the test input parses");
    };
    let module = parsed.body.isolated_body(parsed.ops[0]);
    let Some(body) = module else {
        panic!("the module has a body");
    };
    let module_block = body.entry_block(body.root_regions()[0]);
    let Some(holder) = module_block.and_then(|b| body.first_op(b)) else {
        panic!("the module holds t.holder");
    };
    let region = body.local_regions(holder)[0];
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    let [b0, b1, b2, b3, b4] = blocks[..] else {
        panic!("five blocks");
    };
    let tree = DomTree::new(body, region);
    assert_eq!(tree.root(), Some(b0));
    assert!(tree.dominates(b0, b3) && tree.dominates(b2, b2));
    assert!(!tree.dominates(b1, b3) && !tree.dominates(b2, b3));
    assert!(!tree.is_reachable(b4) && tree.dominates(b1, b4));
    let mut children = tree.children(b0).to_vec();
    children.sort();
    let mut expected = vec![b1, b2, b3];
    expected.sort();
    assert_eq!(children, expected);
    assert!(tree.children(b1).is_empty());
}
