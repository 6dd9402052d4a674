//! The call graph over the callables of a symbol table, its strongly
//! connected components, and the symbol use counts deciding which
//! callables the inliner may discard.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::dialect::Callee;
use strata_ir::interfaces::{CallOpInterface, CallableOpInterface};
use strata_ir::symbol_table::{symbol_name, symbol_visibility};
use strata_ir::{AttrKind, Attribute, Body, Context, Ident, OpId};

use strata_analysis::symbols::{op_symbol_refs, symbol_uses};

/// A node index of the call graph.
pub type NodeId = usize;

/// The callables (functions with a body) defined directly in a symbol
/// table's region, with their call edges.
pub struct CallGraph {
    /// The operation of each node, in the symbol table's body.
    pub ops: Vec<OpId>,
    /// The distinct nodes each node calls, in the order of first call.
    pub edges: Vec<Vec<NodeId>>,
    names: FxHashMap<Ident, NodeId>,
}

/// The root name of a symbol reference.
pub fn symbol_root(ctx: &Context, attr: Attribute) -> Option<Ident> {
    match attr.kind(ctx) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    }
}

/// The symbol called by `op` if it is a call through a symbol reference.
pub fn call_target(ctx: &Context, body: &Body, op: OpId) -> Option<Ident> {
    let call = body.op_name(op).interface::<dyn CallOpInterface>(ctx)?;
    let (Callee::Symbol(attr), _) = call.call(ctx, body, op)? else {
        return None;
    };
    symbol_root(ctx, attr)
}

impl CallGraph {
    /// Builds the graph of the callables in the first region of `table`
    /// (whose operations live in `body`).
    pub fn build(ctx: &Context, body: &Body) -> CallGraph {
        let mut g = CallGraph {
            ops: Vec::new(),
            edges: Vec::new(),
            names: FxHashMap::default(),
        };
        let Some(&region) = body.root_regions().first() else {
            return g;
        };
        for block in body.region_blocks(region) {
            for op in body.block_ops(block) {
                if !is_callable_with_body(ctx, body, op) {
                    continue;
                }
                if let Some(name) = symbol_name(ctx, body, op) {
                    g.names.insert(Ident::new(ctx, name), g.ops.len());
                }
                g.ops.push(op);
                g.edges.push(Vec::new());
            }
        }
        for n in 0..g.ops.len() {
            let mut edges = Vec::new();
            if let Some(inner) = body.isolated_body(g.ops[n]) {
                for &r in inner.root_regions() {
                    inner.walk_region(r, strata_ir::ir::WalkOrder::PreOrder, &mut |b, op| {
                        if let Some(t) = call_target(ctx, b, op).and_then(|t| g.node(t))
                            && !edges.contains(&t)
                        {
                            edges.push(t);
                        }
                        strata_ir::ir::WalkResult::Advance
                    });
                }
            }
            g.edges[n] = edges;
        }
        g
    }

    /// The node named `name`.
    pub fn node(&self, name: Ident) -> Option<NodeId> {
        self.names.get(&name).copied()
    }

    /// The strongly connected components in post order (callees first),
    /// found by Tarjan's algorithm from a root calling every node in order
    /// (the order upstream's SCC iterator visits the call graph in).
    pub fn sccs(&self) -> Vec<Vec<NodeId>> {
        let n = self.ops.len();
        let root = n;
        let child = |v: usize, i: usize| -> Option<NodeId> {
            if v == root {
                (i < n).then_some(i)
            } else {
                self.edges[v].get(i).copied()
            }
        };
        // Visit numbers; 0 is unvisited, `u32::MAX` marks a finished node.
        let mut number = vec![0u32; n + 1];
        let mut next_num = 1u32;
        let mut stack: Vec<usize> = vec![root];
        // (node, index of the next child, lowest number reached)
        let mut visit: Vec<(usize, usize, u32)> = vec![(root, 0, 1)];
        number[root] = 1;
        let mut out = Vec::new();
        while let Some(top) = visit.last_mut() {
            let (v, i) = (top.0, top.1);
            if let Some(c) = child(v, i) {
                top.1 += 1;
                if number[c] == 0 {
                    next_num += 1;
                    number[c] = next_num;
                    stack.push(c);
                    visit.push((c, 0, next_num));
                } else {
                    top.2 = top.2.min(number[c]);
                }
                continue;
            }
            let min = top.2;
            visit.pop();
            if let Some(parent) = visit.last_mut() {
                parent.2 = parent.2.min(min);
            }
            if min != number[v] {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(w) = stack.pop() {
                number[w] = u32::MAX;
                if w != root {
                    scc.push(w);
                }
                if w == v {
                    break;
                }
            }
            if !scc.is_empty() {
                out.push(scc);
            }
        }
        out
    }
}

/// True if `op` is a callable whose body region is not empty.
fn is_callable_with_body(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(index) = body
        .op_name(op)
        .interface::<dyn CallableOpInterface>(ctx)
        .map(|c| c.callable_region())
    else {
        return false;
    };
    let (inner, regions) = body.op_regions(op);
    regions
        .get(index as usize)
        .is_some_and(|&r| !inner.region_is_empty(r))
}

/// Symbol use counts of the discardable callables (non-public ones not
/// referenced from outside any callable).
pub struct UseList {
    /// Uses of each discardable node; `None` if the node is not discardable.
    pub uses: Vec<Option<u32>>,
    inner: Vec<FxHashMap<NodeId, u32>>,
}

impl UseList {
    /// Counts the uses in the symbol table body `body`.
    pub fn new(ctx: &Context, body: &Body, g: &CallGraph) -> UseList {
        let mut uses: Vec<Option<u32>> = g
            .ops
            .iter()
            .map(|&op| (symbol_visibility(ctx, body, op) != "public").then_some(0))
            .collect();
        let callables: FxHashSet<OpId> = g.ops.iter().copied().collect();
        if let Some(&region) = body.root_regions().first() {
            for block in body.region_blocks(region) {
                for op in body.block_ops(block) {
                    if callables.contains(&op) {
                        continue;
                    }
                    let _ = symbol_uses(ctx, body, op, &mut |r| {
                        if let Some(n) = symbol_root(ctx, r).and_then(|s| g.node(s)) {
                            uses[n] = None;
                        }
                    });
                }
            }
        }
        let mut list = UseList {
            uses,
            inner: vec![FxHashMap::default(); g.ops.len()],
        };
        for n in 0..g.ops.len() {
            list.recompute(ctx, body, g, n);
        }
        list
    }

    /// Recounts the uses held by node `n`.
    pub fn recompute(&mut self, ctx: &Context, body: &Body, g: &CallGraph, n: NodeId) {
        for (k, c) in std::mem::take(&mut self.inner[n]) {
            if let Some(u) = &mut self.uses[k] {
                *u = u.saturating_sub(c);
            }
        }
        let mut counts: FxHashMap<NodeId, u32> = FxHashMap::default();
        let _ = symbol_uses(ctx, body, g.ops[n], &mut |r| {
            if let Some(k) = symbol_root(ctx, r).and_then(|s| g.node(s))
                && self.uses[k].is_some()
            {
                *counts.entry(k).or_default() += 1;
            }
        });
        for (&k, &c) in &counts {
            if let Some(u) = &mut self.uses[k] {
                *u += c;
            }
        }
        self.inner[n] = counts;
    }

    /// Drops the uses held by the call `op` (of `body`) inside node `source`.
    pub fn drop_call_uses(
        &mut self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        g: &CallGraph,
        source: NodeId,
    ) {
        op_symbol_refs(ctx, body, op, &mut |r| {
            if let Some(k) = symbol_root(ctx, r).and_then(|s| g.node(s))
                && let Some(u) = &mut self.uses[k]
            {
                *u = u.saturating_sub(1);
                if let Some(c) = self.inner[source].get_mut(&k) {
                    *c = c.saturating_sub(1);
                }
            }
        });
    }

    /// Adds the uses held by `target` to `source`, into which it was inlined.
    pub fn merge_after_inlining(&mut self, target: NodeId, source: NodeId) {
        let adds: Vec<(NodeId, u32)> = self.inner[target].iter().map(|(&k, &c)| (k, c)).collect();
        for (k, c) in adds {
            if let Some(u) = &mut self.uses[k] {
                *u += c;
            }
            *self.inner[source].entry(k).or_default() += c;
        }
    }

    /// Forgets node `n`, dropping the uses it held.
    pub fn erase_node(&mut self, n: NodeId) {
        for (k, c) in std::mem::take(&mut self.inner[n]) {
            if let Some(u) = &mut self.uses[k] {
                *u = u.saturating_sub(c);
            }
        }
        self.uses[n] = None;
    }

    /// True if `n` is discardable and unused.
    pub fn is_dead(&self, n: NodeId) -> bool {
        self.uses[n] == Some(0)
    }

    /// True if `n` is discardable with exactly one use.
    pub fn has_one_use_and_discardable(&self, n: NodeId) -> bool {
        self.uses[n] == Some(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_asm::parse_source_str;

    const SRC: &str = r#"
func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  %1 = call @a(%0) : (i32) -> i32
  return %1 : i32
}
func.func @c(%x: i32) -> i32 {
  return %x : i32
}
func.func private @decl(i32) -> i32
func.func @main(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  %1 = call @decl(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @unused() {
  return
}
"#;

    fn with_module(f: impl FnOnce(&Context, &Body)) {
        let ctx = Context::new();
        strata_dialects::register_all(&ctx).expect("dialects");
        let parsed = parse_source_str(&ctx, SRC, "cg.mlir").expect("valid test input");
        let module = parsed
            .body
            .isolated_body(parsed.ops[0])
            .expect("module body");
        f(&ctx, module);
    }

    #[test]
    fn nodes_edges_and_post_order_sccs() {
        with_module(|ctx, body| {
            let g = CallGraph::build(ctx, body);
            // a, b, c, main, unused: the declaration has no node.
            assert_eq!(g.ops.len(), 5);
            assert_eq!(g.edges[0], vec![1]);
            assert_eq!(g.edges[1], vec![2, 0]);
            assert_eq!(g.edges[3], vec![0]);
            // Callees first; the cycle a <-> b forms one component, listed
            // in the order its nodes leave the stack.
            assert_eq!(g.sccs(), vec![vec![2], vec![1, 0], vec![3], vec![4]]);
        });
    }

    #[test]
    fn counts_uses_of_discardable_callables_only() {
        with_module(|ctx, body| {
            let g = CallGraph::build(ctx, body);
            let mut uses = UseList::new(ctx, body, &g);
            assert_eq!(uses.uses, vec![Some(2), Some(1), None, None, Some(0)]);
            assert!(uses.is_dead(4));
            assert!(uses.has_one_use_and_discardable(1));
            // Inlining b into a moves b's uses (of a) into a; erasing b
            // then drops them.
            uses.merge_after_inlining(1, 0);
            assert_eq!(uses.uses[0], Some(3));
            uses.erase_node(1);
            assert_eq!(uses.uses[0], Some(2));
            assert_eq!(uses.uses[1], None);
        });
    }
}
