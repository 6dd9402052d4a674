//! `test-print-dominance`: for a symbol operation, prints the nearest
//! common dominator and post-dominator of every pair of blocks under it
//! (its own block included), then which blocks (properly) dominate and
//! post-dominate which, numbering blocks as upstream's test pass does, and
//! records each block's number on its parent op in `test.block_ids`.

use std::fmt::Write;

use strata_ir::{Attribute, Body, Context, Ident, OpId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

use super::block_tree::BlockTree;
use super::dom_graph::DomGraph;

/// The dominance printer.
#[derive(Clone, Default)]
pub struct TestPrintDominance;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "test-print-dominance",
    summary: "Print the dominance information for multiple regions.",
    options: &[],
    create: || Box::new(TestPrintDominance),
};

/// Dominator and post-dominator trees of every region of a [`BlockTree`].
struct Dominance<'a> {
    tree: &'a BlockTree,
    /// Per region: dominators, post-dominators.
    trees: Vec<(DomGraph, DomGraph)>,
}

impl<'a> Dominance<'a> {
    fn new(tree: &'a BlockTree) -> Self {
        let trees = tree
            .regions
            .iter()
            .map(|r| {
                let local = |g: usize| r.blocks.iter().position(|&b| b == g);
                let succs: Vec<Vec<usize>> = r
                    .blocks
                    .iter()
                    .map(|&b| {
                        tree.blocks[b]
                            .succs
                            .iter()
                            .filter_map(|&s| local(s))
                            .collect()
                    })
                    .collect();
                (
                    DomGraph::dominators(&succs, 0),
                    DomGraph::post_dominators(&succs),
                )
            })
            .collect();
        Dominance { tree, trees }
    }

    fn graph(&self, region: usize, post: bool) -> &DomGraph {
        let (d, p) = &self.trees[region];
        if post { p } else { d }
    }

    fn local(&self, block: usize) -> usize {
        let region = &self.tree.regions[self.tree.blocks[block].region];
        region.blocks.iter().position(|&b| b == block).unwrap_or(0)
    }

    fn nearest(&self, a: usize, b: usize, post: bool) -> Option<usize> {
        if a == b {
            return Some(a);
        }
        let (a, b) = self.tree.in_same_region(a, b)?;
        if a == b {
            return Some(a);
        }
        let region = self.tree.blocks[a].region;
        let n = self
            .graph(region, post)
            .nearest_common(self.local(a), self.local(b))?;
        self.tree.regions[region].blocks.get(n).copied()
    }

    fn properly(&self, a: usize, b: usize, post: bool) -> bool {
        let region = self.tree.blocks[a].region;
        if a == b {
            return !self.tree.regions[region].ssa;
        }
        let Some(b) = self.tree.ancestor_in(region, b) else {
            return false;
        };
        a == b
            || self
                .graph(region, post)
                .dominates(self.local(a), self.local(b))
    }
}

impl Pass for TestPrintDominance {
    fn argument(&self) -> &'static str {
        "test-print-dominance"
    }

    fn name(&self) -> &'static str {
        "TestDominancePass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let tree = BlockTree::new(ctx, body, op);
        let dom = Dominance::new(&tree);
        let n = tree.blocks.len();
        let name = body
            .attr(ctx, op, "sym_name")
            .and_then(|a| a.str_value(ctx).map(str::to_string))
            .unwrap_or_default();
        let mut out = format!("Testing : {name}\n");
        for (title, post) in [("DominanceInfo", false), ("PostDominanceInfo", true)] {
            let _ = writeln!(out, "--- {title} ---");
            for a in 0..n {
                for b in 0..n {
                    let nearest = dom
                        .nearest(a, b, post)
                        .map_or("<no dom>".to_string(), |d| d.to_string());
                    let _ = writeln!(out, "Nearest({a}, {b}) = {nearest}");
                }
            }
        }
        for (title, word, post) in [
            ("Block Dominance relationship", "dominates", false),
            ("Block PostDominance relationship", "postdominates", true),
        ] {
            let _ = writeln!(out, "--- {title} ---");
            for a in 0..n {
                for b in 0..n {
                    let properly = dom.properly(a, b, post);
                    let _ = writeln!(
                        out,
                        "{word}({a}, {b}) = {} (properly = {})",
                        u8::from(a == b || properly),
                        u8::from(properly)
                    );
                }
            }
        }
        super::emit(&out);
        annotate(ctx, body, &tree);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Appends each block's number to `test.block_ids` of its parent op (when
/// that op is within reach of the pass).
fn annotate(ctx: &Context, body: &mut Body, tree: &BlockTree) {
    let name = Ident::new(ctx, "test.block_ids");
    for (number, block) in tree.blocks.iter().enumerate() {
        let Some((&owner, isolated)) = block.parent_path.split_last() else {
            continue;
        };
        let mut target = &mut *body;
        for &op in isolated {
            let Some(inner) = target.isolated_body_mut(op) else {
                return;
            };
            target = inner;
        }
        let mut ids: Vec<i64> = target
            .op_attrs(owner)
            .dict_get(ctx, name)
            .and_then(|a| strata_ir::attributes::dense_i64_values(ctx, a))
            .unwrap_or_default();
        ids.push(i64::try_from(number).unwrap_or(i64::MAX));
        target.set_discardable_attr(
            ctx,
            owner,
            name,
            Some(Attribute::dense_i64_array(ctx, &ids)),
        );
    }
}
