use strata_ir::{BlockId, Body, RegionId};

use super::graph::{Dominators, Sccs};

/// Parses `src` (one function) and runs `f` on the function's body and
/// its blocks in order.
fn with_function(src: &str, f: impl FnOnce(&Body, RegionId, &[BlockId])) {
    let ctx = strata_dialects::testing::context();
    let (body, module) = strata_dialects::testing::parse(&ctx, src);
    let module_body = body.isolated_body(module).expect("the module is isolated");
    let region = module_body.root_regions()[0];
    let block = module_body
        .entry_block(region)
        .expect("the module has a block");
    let func = module_body.first_op(block).expect("one function");
    let func_body = module_body
        .isolated_body(func)
        .expect("the function is isolated");
    let region = func_body.root_regions()[0];
    let blocks: Vec<BlockId> = func_body.region_blocks(region).collect();
    f(func_body, region, &blocks);
}

const NESTED: &str = "func.func @f(%c: i1) {\n  cf.br ^bb1\n^bb1:\n  cf.cond_br %c, ^bb2, ^bb4\n^bb2:\n  cf.cond_br %c, ^bb3, ^bb2\n^bb3:\n  cf.br ^bb1\n^bb4:\n  return\n}";

#[test]
fn components_come_sinks_first_with_the_root_last() {
    with_function(NESTED, |body, _, b| {
        let mut sccs = Sccs::new(body, b[0]);
        let mut seen = Vec::new();
        while !sccs.current().is_empty() {
            seen.push((sccs.current().to_vec(), sccs.has_cycle(body)));
            sccs.advance(body);
        }
        assert_eq!(
            seen,
            vec![
                (vec![b[4]], false),
                (vec![b[3], b[2], b[1]], true),
                (vec![b[0]], false),
            ]
        );
    });
}

#[test]
fn dominated_blocks_follow_the_tree_in_preorder() {
    // ^bb1 dominates ^bb2, ^bb3 and ^bb4; ^bb3 is reached through ^bb2
    // first but only ^bb1 dominates it, so it comes after ^bb2's subtree.
    let src = "func.func @f(%c: i1) {\n  cf.br ^bb1\n^bb1:\n  cf.cond_br %c, ^bb2, ^bb3\n^bb2:\n  cf.cond_br %c, ^bb3, ^bb4\n^bb3:\n  return\n^bb4:\n  return\n}";
    with_function(src, |body, region, b| {
        let dom = Dominators::new(body, region);
        assert_eq!(dom.subtree(b[1]), vec![b[1], b[2], b[4], b[3]]);
        assert!(dom.dominates(b[1], b[3]));
        assert!(!dom.dominates(b[2], b[3]));
    });
}
