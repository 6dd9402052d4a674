//! Graph traversals the transformation depends on for its order: the
//! strongly connected components of the blocks reachable from an entry
//! (Tarjan's algorithm, computed lazily as upstream's `scc_iterator`, so
//! that later components see the graph as changed by earlier ones), and
//! the dominator tree with each node's children in depth-first preorder.

use rustc_hash::FxHashMap;
use strata_ir::dominance::DomTree;
use strata_ir::{BlockId, Body, RegionId};

use super::edges::successors;

struct Frame {
    block: BlockId,
    next_child: usize,
    min_visited: u32,
}

/// The strongly connected components of the blocks reachable from an
/// entry, in reverse topological order, each listed as Tarjan's stack
/// pops it (the component's root last).
pub(super) struct Sccs {
    visit_count: u32,
    numbers: FxHashMap<BlockId, u32>,
    node_stack: Vec<BlockId>,
    visit_stack: Vec<Frame>,
    current: Vec<BlockId>,
}

impl Sccs {
    /// Starts at `entry` and computes the first component.
    pub fn new(body: &Body, entry: BlockId) -> Sccs {
        let mut sccs = Sccs {
            visit_count: 0,
            numbers: FxHashMap::default(),
            node_stack: Vec::new(),
            visit_stack: Vec::new(),
            current: Vec::new(),
        };
        sccs.visit(entry);
        sccs.advance(body);
        sccs
    }

    /// The current component; empty once all have been visited.
    pub fn current(&self) -> &[BlockId] {
        &self.current
    }

    /// True if the current component is a cycle: several blocks, or one
    /// branching to itself.
    pub fn has_cycle(&self, body: &Body) -> bool {
        match self.current.as_slice() {
            [] => false,
            [block] => successors(body, *block).contains(block),
            _ => true,
        }
    }

    fn visit(&mut self, block: BlockId) {
        self.visit_count += 1;
        self.numbers.insert(block, self.visit_count);
        self.node_stack.push(block);
        self.visit_stack.push(Frame {
            block,
            next_child: 0,
            min_visited: self.visit_count,
        });
    }

    fn visit_children(&mut self, body: &Body) {
        while let Some(top) = self.visit_stack.last_mut() {
            let Some(&child) = successors(body, top.block).get(top.next_child) else {
                return;
            };
            top.next_child += 1;
            match self.numbers.get(&child) {
                None => self.visit(child),
                Some(&n) => top.min_visited = top.min_visited.min(n),
            }
        }
    }

    /// Moves to the next component, continuing the depth-first search on
    /// the graph as it is now.
    pub fn advance(&mut self, body: &Body) {
        self.current.clear();
        while !self.visit_stack.is_empty() {
            self.visit_children(body);
            let Some(frame) = self.visit_stack.pop() else {
                return;
            };
            if let Some(parent) = self.visit_stack.last_mut() {
                parent.min_visited = parent.min_visited.min(frame.min_visited);
            }
            if self.numbers.get(&frame.block) != Some(&frame.min_visited) {
                continue;
            }
            while let Some(node) = self.node_stack.pop() {
                self.numbers.insert(node, u32::MAX);
                self.current.push(node);
                if node == frame.block {
                    break;
                }
            }
            return;
        }
    }
}

/// The dominator tree of a region with each node's children ordered by
/// the depth-first preorder of the blocks (as upstream builds it).
pub(super) struct Dominators {
    tree: DomTree,
    children: FxHashMap<BlockId, Vec<BlockId>>,
}

impl Dominators {
    /// Computes the tree of `region`.
    pub fn new(body: &Body, region: RegionId) -> Dominators {
        let tree = DomTree::new(body, region);
        let mut preorder: FxHashMap<BlockId, usize> = FxHashMap::default();
        if let Some(entry) = body.entry_block(region) {
            let mut stack = vec![entry];
            while let Some(block) = stack.pop() {
                if preorder.contains_key(&block) {
                    continue;
                }
                preorder.insert(block, preorder.len());
                stack.extend(successors(body, block).iter().rev().copied());
            }
        }
        let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &block in preorder.keys() {
            let mut kids = tree.children(block).to_vec();
            kids.sort_by_key(|k| preorder.get(k).copied().unwrap_or(usize::MAX));
            children.insert(block, kids);
        }
        Dominators { tree, children }
    }

    /// True if `a` dominates `b`.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        a == b || (self.tree.is_reachable(a) && self.tree.dominates(a, b))
    }

    /// The blocks `block` dominates, in depth-first preorder of the tree.
    pub fn subtree(&self, block: BlockId) -> Vec<BlockId> {
        let mut out = Vec::new();
        let mut stack = vec![block];
        while let Some(b) = stack.pop() {
            out.push(b);
            if let Some(kids) = self.children.get(&b) {
                stack.extend(kids.iter().rev().copied());
            }
        }
        out
    }
}
