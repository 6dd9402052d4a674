//! `test-print-callgraph`: builds the call graph of a module as upstream's
//! `CallGraph` does and prints it to standard error: every callable region
//! as a node with its call and child edges, then the strongly connected
//! components reached from the external caller node, callees first.

use std::fmt::Write;

use rustc_hash::FxHashMap;
use strata_analysis::dataflow::ir::{Ir, OpRef};
use strata_asm::attr_to_string;
use strata_ir::{Attribute, Body, Ident, OpId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

/// The call-graph printer.
#[derive(Clone, Default)]
pub struct TestPrintCallGraph;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "test-print-callgraph",
    summary: "Print the contents of a constructed callgraph.",
    options: &[],
    create: || Box::new(TestPrintCallGraph),
};

/// A node of the graph.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Node {
    /// The callable region of this operation.
    Callable(OpRef),
    /// Stands for every caller outside the module.
    External,
    /// Stands for every callee that cannot be resolved.
    Unknown,
}

/// The kind of an edge of a callable node, as upstream's
/// `CallGraphNode::Edge` (the external node's abstract edges are kept apart).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum EdgeKind {
    Call,
    Child,
}

#[derive(Default)]
struct Graph {
    /// Callable nodes in creation order, with their edges (no duplicates).
    nodes: Vec<(OpRef, Vec<(EdgeKind, Node)>)>,
    index: FxHashMap<OpRef, usize>,
    /// The external node's (abstract) edges.
    external: Vec<Node>,
}

impl Graph {
    fn build(ir: &Ir<'_>) -> Graph {
        let mut g = Graph::default();
        g.visit(ir, ir.top(), None, false);
        g.visit(ir, ir.top(), None, true);
        g
    }

    fn add_edge(&mut self, from: usize, kind: EdgeKind, to: Node) {
        let edges = &mut self.nodes[from].1;
        if !edges.contains(&(kind, to)) {
            edges.push((kind, to));
        }
    }

    fn node_of(&mut self, op: OpRef, parent: Option<usize>) -> usize {
        if let Some(&n) = self.index.get(&op) {
            return n;
        }
        let n = self.nodes.len();
        self.nodes.push((op, Vec::new()));
        self.index.insert(op, n);
        match parent {
            Some(p) => self.add_edge(p, EdgeKind::Child, Node::Callable(op)),
            None => self.external.push(Node::Callable(op)),
        }
        n
    }

    fn visit(&mut self, ir: &Ir<'_>, op: OpRef, mut parent: Option<usize>, resolve: bool) {
        if ir.is_call(op) {
            if resolve && let Some(p) = parent {
                let target = ir
                    .resolve_callee(op)
                    .filter(|&c| ir.callable_region(c).is_some())
                    .and_then(|c| self.index.get(&c).copied())
                    .map_or(Node::Unknown, |n| Node::Callable(self.nodes[n].0));
                self.add_edge(p, EdgeKind::Call, target);
            }
            return;
        }
        if ir.is_callable(op) {
            if ir.callable_region(op).is_none() {
                return;
            }
            parent = Some(self.node_of(op, parent));
        }
        let (rb, regions) = ir.regions(op);
        let regions = regions.to_vec();
        for r in regions {
            let blocks: Vec<_> = ir.body(rb).region_blocks(r).collect();
            for block in blocks {
                let ops: Vec<OpRef> = ir
                    .body(rb)
                    .block_ops(block)
                    .map(|o| OpRef { body: rb, op: o })
                    .collect();
                for nested in ops {
                    strata_ir::stack::grow(|| self.visit(ir, nested, parent, resolve));
                }
            }
        }
    }

    fn children(&self, node: Node) -> Vec<Node> {
        match node {
            Node::External => self.external.clone(),
            Node::Unknown => Vec::new(),
            Node::Callable(op) => self
                .index
                .get(&op)
                .map(|&n| self.nodes[n].1.iter().map(|e| e.1).collect())
                .unwrap_or_default(),
        }
    }

    /// Tarjan's strongly connected components from the external node, in
    /// the order (and with the node order) of LLVM's `scc_iterator`.
    fn sccs(&self) -> Vec<Vec<Node>> {
        struct Frame {
            node: Node,
            children: Vec<Node>,
            next: usize,
            min: u32,
        }
        // Visit numbers; finished nodes get `u32::MAX`.
        let mut numbers: Vec<(Node, u32)> = vec![(Node::External, 1)];
        let mut scc_stack: Vec<Node> = vec![Node::External];
        let mut visit = vec![Frame {
            node: Node::External,
            children: self.children(Node::External),
            next: 0,
            min: 1,
        }];
        let mut out = Vec::new();
        while let Some(top) = visit.last_mut() {
            if let Some(&child) = top.children.get(top.next) {
                top.next += 1;
                match numbers.iter().find(|(m, _)| *m == child) {
                    Some(&(_, v)) => top.min = top.min.min(v),
                    None => {
                        let v = u32::try_from(numbers.len() + 1).unwrap_or(u32::MAX - 1);
                        numbers.push((child, v));
                        scc_stack.push(child);
                        visit.push(Frame {
                            node: child,
                            children: self.children(child),
                            next: 0,
                            min: v,
                        });
                    }
                }
                continue;
            }
            let Some(done) = visit.pop() else {
                break;
            };
            if let Some(parent) = visit.last_mut() {
                parent.min = parent.min.min(done.min);
            }
            let own = numbers.iter().find(|(m, _)| *m == done.node).map(|e| e.1);
            if own != Some(done.min) {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(n) = scc_stack.pop() {
                scc.push(n);
                if let Some(entry) = numbers.iter_mut().find(|(m, _)| *m == n) {
                    entry.1 = u32::MAX;
                }
                if n == done.node {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

impl Pass for TestPrintCallGraph {
    fn argument(&self) -> &'static str {
        "test-print-callgraph"
    }

    fn name(&self) -> &'static str {
        "TestCallGraphPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let name = body
            .op_attrs(op)
            .dict_get(ctx, Ident::new(ctx, "test.name"))
            .map_or("<<NULL ATTRIBUTE>>".to_string(), |a| attr_to_string(ctx, a));
        let ir = Ir::new(ctx, body, op);
        let graph = Graph::build(&ir);
        let describe = |n: Node| -> String {
            match n {
                Node::External => "<External-Caller-Node>".to_string(),
                Node::Unknown => "<Unknown-Callee-Node>".to_string(),
                Node::Callable(op) => {
                    let b = ir.body(op.body);
                    let index = ir
                        .def(op)
                        .and_then(|d| {
                            d.interface::<dyn strata_ir::interfaces::CallableOpInterface>()
                        })
                        .map_or(0, |c| c.callable_region());
                    let mut text = format!("'{}' - Region #{index}", b.op_name(op.op).as_str(ctx));
                    let attrs = super::nesting::all_attrs(ctx, b, op.op);
                    if !attrs.is_empty() {
                        let dict = Attribute::dictionary_sorted(ctx, &attrs);
                        let _ = write!(text, " : {}", attr_to_string(ctx, dict));
                    }
                    text
                }
            }
        };
        let mut out = format!("Testing : {name}\n// ---- CallGraph ----\n");
        for (op, edges) in &graph.nodes {
            let _ = writeln!(out, "// - Node : {}", describe(Node::Callable(*op)));
            for (kind, target) in edges {
                let word = match kind {
                    EdgeKind::Call => "Call",
                    EdgeKind::Child => "Child",
                };
                let _ = writeln!(out, "// -- {word}-Edge : {}", describe(*target));
            }
            out.push_str("//\n");
        }
        out.push_str("// -- SCCs --\n");
        for scc in graph.sccs() {
            out.push_str("// - SCC : \n");
            for n in scc {
                let _ = writeln!(out, "// -- Node :{}", describe(n));
            }
            out.push('\n');
        }
        out.push_str("// -------------------\n");
        eprint!("{out}");
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
