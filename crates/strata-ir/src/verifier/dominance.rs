//! SSA dominance: every use must be dominated by its definition, except in
//! graph regions, where any value of the region (or an enclosing one) may
//! be used.

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::diagnostics::{DiagResult, Diagnostic};
use crate::dialect::{OpTraits, OperationName};
use crate::dominance::DomTree;
use crate::ir::{BlockId, Body, OpId, RegionId, Value, ValueDef};

use super::op_plain_error;

/// Dominance checking state for one body.
struct Checker<'a> {
    ctx: &'a Context,
    body: &'a Body,
    /// Results whose definition has been passed in a block the walk is
    /// in (for a graph region: every result of its blocks while the walk
    /// is inside it). Such a result is visible to every operation checked
    /// meanwhile.
    defined: Vec<bool>,
    trees: FxHashMap<RegionId, DomTree>,
    /// By region index: whether the region was entered as a graph region.
    graph_regions: Vec<bool>,
    /// By region index, for each region the walk is inside, the op of it
    /// being checked: the ancestor in that region of every op checked
    /// meanwhile, found in O(1) rather than by walking up from the user
    /// (quadratic on deep nests).
    current: Vec<Option<OpId>>,
}

impl<'a> Checker<'a> {
    /// A checker of `body` with nothing marked defined yet.
    fn new(ctx: &'a Context, body: &'a Body) -> Self {
        Checker {
            ctx,
            body,
            defined: vec![false; body.values.len()],
            trees: FxHashMap::default(),
            graph_regions: vec![false; body.regions.len()],
            current: vec![None; body.regions.len()],
        }
    }

    fn check_region(&mut self, region: RegionId, graph: bool) -> DiagResult {
        self.graph_regions[region.at(self.body.tag)] = graph;
        let blocks: Vec<BlockId> = self.body.region_blocks(region).collect();
        if graph {
            for &b in &blocks {
                for op in self.body.block_ops(b) {
                    for r in self.body.results(op) {
                        self.defined[r.index()] = true;
                    }
                }
            }
        }
        for &b in &blocks {
            for op in self.body.block_ops(b) {
                self.current[region.at(self.body.tag)] = Some(op);
                for (i, v) in self.body.operands(op).enumerate() {
                    if !self.dominates(v, op) {
                        return Err(self.diagnose(op, i, v));
                    }
                }
                if self.body.isolated_body(op).is_none() {
                    let inner_graph = may_be_graph(self.ctx, self.body.op_name(op));
                    for r in self.body.local_regions(op).to_vec() {
                        crate::stack::grow(|| self.check_region(r, inner_graph))?;
                    }
                }
                for r in self.body.results(op) {
                    self.defined[r.index()] = true;
                }
            }
            if !graph {
                // Values of this block are only visible in blocks it dominates,
                // which the dominator tree decides; reset the per-block marks.
                for op in self.body.block_ops(b) {
                    for r in self.body.results(op) {
                        self.defined[r.index()] = false;
                    }
                }
            }
        }
        if graph {
            // Leaving the region: its values are not visible after it.
            for &b in &blocks {
                for op in self.body.block_ops(b) {
                    for r in self.body.results(op) {
                        self.defined[r.index()] = false;
                    }
                }
            }
        }
        self.current[region.at(self.body.tag)] = None;
        Ok(())
    }

    /// The ancestor of `op` (or `op` itself) whose block is in `region`;
    /// `op` is the op being checked.
    fn ancestor_in(&self, region: RegionId, mut op: OpId) -> Option<OpId> {
        if let Some(anc) = self.current[region.at(self.body.tag)] {
            return Some(anc);
        }
        loop {
            let block = self.body.op_block(op)?;
            if self.body.block_region(block) == Some(region) {
                return Some(op);
            }
            op = self.body.parent_op(op)?;
        }
    }

    fn dominates(&mut self, v: Value, user: OpId) -> bool {
        // The common case, a result defined earlier in the user's block
        // (or in the block of one of its ancestors), needs no lookup.
        if self.defined[v.index()] {
            return true;
        }
        let body = self.body;
        let Some(def_block) = body.value_block(v) else {
            return false;
        };
        let Some(def_region) = body.block_region(def_block) else {
            return false;
        };
        let Some(anc) = self.ancestor_in(def_region, user) else {
            return false;
        };
        if self.graph_regions[def_region.at(self.body.tag)] {
            return true;
        }
        let Some(anc_block) = body.op_block(anc) else {
            return false;
        };
        if anc_block == def_block {
            return match body.value_def(v) {
                ValueDef::BlockArg(..) => true,
                ValueDef::Result(def_op, _) => def_op != anc && self.defined[v.index()],
                ValueDef::Placeholder => false,
            };
        }
        let tree = self
            .trees
            .entry(def_region)
            .or_insert_with(|| DomTree::new(body, def_region));
        tree.dominates(def_block, anc_block)
    }

    fn diagnose(&self, op: OpId, index: usize, v: Value) -> Diagnostic {
        let body = self.body;
        let mut d = op_plain_error(
            self.ctx,
            body,
            op,
            format!("operand #{index} does not dominate this use"),
        );
        let user_block = body.op_block(op);
        let user_region = user_block.and_then(|b| body.block_region(b));
        let is_ancestor = |outer: Option<RegionId>, inner: Option<RegionId>| -> bool {
            let (Some(outer), Some(mut inner)) = (outer, inner) else {
                return false;
            };
            loop {
                let Some(parent) = body.region_parent(inner) else {
                    return false;
                };
                let Some(r) = body.op_block(parent).and_then(|b| body.block_region(b)) else {
                    return false;
                };
                if r == outer {
                    return true;
                }
                inner = r;
            }
        };
        match body.value_def(v) {
            ValueDef::Result(def_op, _) => {
                let def_block = body.op_block(def_op);
                let def_region = def_block.and_then(|b| body.block_region(b));
                let relation = if def_block == user_block {
                    " (op in the same block)"
                } else if def_region == user_region {
                    " (op in the same region)"
                } else if is_ancestor(def_region, user_region) {
                    " (op in a parent region)"
                } else if is_ancestor(user_region, def_region) {
                    " (op in a child region)"
                } else {
                    " (op is neither in a parent nor in a child region)"
                };
                d.attach_note(
                    body.op_loc(def_op),
                    format!("operand defined here{relation}"),
                );
            }
            ValueDef::BlockArg(block, _) => {
                let region = body.block_region(block);
                let index = region.map_or(0, |r| {
                    body.region_blocks(r).position(|b| b == block).unwrap_or(0)
                });
                let loc = body
                    .block_parent_op(block)
                    .map_or(crate::location::Location::unknown(self.ctx), |p| {
                        body.op_loc(p)
                    });
                let relation = if region == user_region {
                    " in the same region)"
                } else if is_ancestor(region, user_region) {
                    " in a parent region)"
                } else if is_ancestor(user_region, region) {
                    " in a child region)"
                } else {
                    " neither in a parent nor in a child region)"
                };
                d.attach_note(
                    loc,
                    format!("operand defined as a block argument (block #{index}{relation}"),
                );
            }
            ValueDef::Placeholder => {}
        }
        d
    }
}

/// Whether the regions of an operation named `name` may be graph regions,
/// where dominance is not checked: those of operations declaring graph
/// regions and, as upstream, those of unregistered operations.
fn may_be_graph(ctx: &Context, name: OperationName) -> bool {
    !name.is_registered(ctx) || name.has_trait(ctx, OpTraits::GRAPH_REGIONS)
}

/// Checks dominance in the root regions of `body`, the body of the isolated
/// operation `op` of `parent`.
pub(super) fn verify_body_dominance(
    ctx: &Context,
    body: &Body,
    parent: &Body,
    op: OpId,
) -> DiagResult {
    let graph = may_be_graph(ctx, parent.op_name(op));
    let mut checker = Checker::new(ctx, body);
    for &r in body.root_regions() {
        checker.check_region(r, graph)?;
    }
    Ok(())
}

/// Checks dominance in the local (non-isolated) regions of `op` in `body`.
pub(super) fn verify_body_dominance_at(ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    if body.isolated_body(op).is_some() || body.local_regions(op).is_empty() {
        return Ok(());
    }
    let graph = may_be_graph(ctx, body.op_name(op));
    let mut checker = Checker::new(ctx, body);
    for r in body.local_regions(op).to_vec() {
        checker.check_region(r, graph)?;
    }
    Ok(())
}
