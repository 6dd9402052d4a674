//! `view-op-graph`: writes a Graphviz (DOT) picture of the operation to
//! stderr and leaves the IR unchanged.
//!
//! Operations with regions become clusters (holding one nested cluster per
//! block, each with an invisible anchor node); other operations and
//! block arguments become record nodes whose ports are the operands and
//! results. Data-flow edges go from the node defining a value to each user;
//! optional dashed control-flow edges link consecutive operations of a block.

use std::fmt::Write as _;

use rustc_hash::FxHashMap;
use strata_asm::{ValueNames, attr_to_string, type_to_string};
use strata_ir::ir::{WalkOrder, WalkResult};
use strata_ir::{
    AttrKind, Attribute, BlockId, Body, Context, NamedAttr, OpId, OperationName, RegionId, Value,
};
use strata_pass::{
    Pass, PassContext, PassOptionInfo, PassRegistration, PassResult, parse_bool_option,
    parse_int_option,
};

/// The graph-printing pass.
#[derive(Clone)]
pub struct ViewOpGraph {
    max_label_len: usize,
    print_attrs: bool,
    print_control_flow_edges: bool,
    print_data_flow_edges: bool,
    print_result_types: bool,
    /// The last node or cluster id used: as upstream, ids keep counting
    /// across the operations one pass instance runs on, so graphs written
    /// one after another do not reuse ids (a copy starts again from zero).
    last_id: u32,
}

impl Default for ViewOpGraph {
    fn default() -> Self {
        ViewOpGraph {
            max_label_len: 20,
            print_attrs: true,
            print_control_flow_edges: false,
            print_data_flow_edges: true,
            print_result_types: true,
            last_id: 0,
        }
    }
}

const OPTIONS: &[PassOptionInfo] = &[
    PassOptionInfo {
        name: "max-label-len",
        kind: "uint",
        description: "Limit attribute/type length to number of chars",
    },
    PassOptionInfo {
        name: "print-attrs",
        kind: "bool",
        description: "Print attributes of operations",
    },
    PassOptionInfo {
        name: "print-control-flow-edges",
        kind: "bool",
        description: "Print control flow edges",
    },
    PassOptionInfo {
        name: "print-data-flow-edges",
        kind: "bool",
        description: "Print data flow edges",
    },
    PassOptionInfo {
        name: "print-result-types",
        kind: "bool",
        description: "Print result types of operations",
    },
];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "view-op-graph",
    summary: "Print Graphviz visualization of an operation",
    options: OPTIONS,
    create: || Box::new(ViewOpGraph::default()),
};

impl Pass for ViewOpGraph {
    fn argument(&self) -> &'static str {
        "view-op-graph"
    }

    fn name(&self) -> &'static str {
        "PrintOpPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "max-label-len" => {
                let n = parse_int_option(name, value)?;
                self.max_label_len = usize::try_from(n).map_err(|_| {
                    format!(
                        "invalid value '{value}' for option '{name}': expected an unsigned integer"
                    )
                })?;
            }
            "print-attrs" => self.print_attrs = parse_bool_option(name, value)?,
            "print-control-flow-edges" => {
                self.print_control_flow_edges = parse_bool_option(name, value)?
            }
            "print-data-flow-edges" => self.print_data_flow_edges = parse_bool_option(name, value)?,
            "print-result-types" => self.print_result_types = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn option_string(&self) -> String {
        format!(
            "max-label-len={} print-attrs={} print-control-flow-edges={} print-data-flow-edges={} print-result-types={}",
            self.max_label_len,
            self.print_attrs,
            self.print_control_flow_edges,
            self.print_data_flow_edges,
            self.print_result_types
        )
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let text = self.render(cx.ctx, body, op);
        strata_pass::write_stderr(&text);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(ViewOpGraph {
            last_id: 0,
            ..self.clone()
        })
    }
}

impl ViewOpGraph {
    /// Renders the DOT graph of `op` (held in `body`) with this pass's options.
    pub fn render(&mut self, ctx: &Context, body: &Body, op: OpId) -> String {
        let mut g = GraphWriter {
            ctx,
            opts: self,
            names: ValueNames::new(ctx, body, op),
            colors: color_mapping(body, op),
            out: String::new(),
            indent: 0,
            counter: self.last_id,
            value_nodes: FxHashMap::default(),
            data_edges: Vec::new(),
            edges: Vec::new(),
        };
        g.out.push_str("digraph G {\n");
        g.indent += 1;
        g.line("compound = true;");
        g.process_op(body, op);
        g.emit_edges();
        g.indent -= 1;
        g.out.push_str("}\n");
        let GraphWriter { out, counter, .. } = g;
        self.last_id = counter;
        out
    }
}

/// A graph node: a record node, or a cluster's anchor node and the cluster.
#[derive(Clone, Copy, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

/// Identifies a value across bodies (values are numbered per body).
type ValueKey = (usize, Value);

fn value_key(body: &Body, value: Value) -> ValueKey {
    (body as *const Body as usize, value)
}

/// A data-flow edge waiting for every node to exist: the value, the user
/// node and the port name.
struct DataEdge {
    value: ValueKey,
    user: Node,
    port: String,
}

/// One background color per operation name, hues spread evenly in the order
/// the names are first met in a post-order walk.
fn color_mapping(body: &Body, op: OpId) -> FxHashMap<OperationName, String> {
    let mut order: Vec<OperationName> = Vec::new();
    let mut colors: FxHashMap<OperationName, String> = FxHashMap::default();
    body.walk_op(op, WalkOrder::PostOrder, &mut |b, o| {
        let name = b.op_name(o);
        if let std::collections::hash_map::Entry::Vacant(slot) = colors.entry(name) {
            slot.insert(String::new());
            order.push(name);
        }
        WalkResult::Advance
    });
    let count = order.len() as f64;
    for (i, name) in order.iter().enumerate() {
        colors.insert(*name, format!("{:.6} 0.3 0.95", i as f64 / count));
    }
    colors
}

/// Backslash-escapes the characters that are special in record labels.
fn escape_label(text: &str, out: &mut String) {
    for c in text.chars() {
        if matches!(c, '{' | '}' | '|' | '<' | '>' | '\n' | '"') {
            out.push('\\');
        }
        out.push(c);
    }
}

/// Attributes holding more elements than this are elided.
const LARGE_ATTR_LIMIT: u64 = 16;

/// The DOT text being built.
struct GraphWriter<'a> {
    ctx: &'a Context,
    opts: &'a ViewOpGraph,
    names: ValueNames,
    colors: FxHashMap<OperationName, String>,
    out: String,
    indent: usize,
    counter: u32,
    value_nodes: FxHashMap<ValueKey, Node>,
    data_edges: Vec<DataEdge>,
    edges: Vec<String>,
}

impl GraphWriter<'_> {
    fn start_line(&mut self) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    fn line(&mut self, text: &str) {
        self.start_line();
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// `text` cut to the maximum label length, with `...` if it was cut.
    fn truncated<'s>(&self, text: &'s str) -> (&'s str, bool) {
        if text.len() <= self.opts.max_label_len {
            return (text, false);
        }
        let mut end = self.opts.max_label_len;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        (&text[..end], true)
    }

    /// Appends `text`, truncated and then escaped.
    fn push_truncated_escaped(&self, text: &str, out: &mut String) {
        let (cut, more) = self.truncated(text);
        escape_label(cut, out);
        if more {
            out.push_str("...");
        }
    }

    /// Appends an attribute value, eliding large containers and truncating
    /// long text; the result is escaped.
    fn push_attr(&self, attr: Attribute, out: &mut String) {
        let ctx = self.ctx;
        let elements = match attr.kind(ctx) {
            AttrKind::DenseElements { ty, splat, .. }
            | AttrKind::DenseStrings { ty, splat, .. } => {
                Some((*ty, *splat || ty.num_elements(ctx) == Some(1)))
            }
            AttrKind::DenseResource { ty, .. } | AttrKind::Sparse { ty, .. } => Some((*ty, false)),
            _ => None,
        };
        if let Some((ty, splat)) = elements {
            if splat {
                escape_label(&attr_to_string(ctx, attr), out);
                return;
            }
            if ty.num_elements(ctx).is_some_and(|n| n > LARGE_ATTR_LIMIT) {
                let rank = ty.shape(ctx).map_or(0, <[i64]>::len);
                out.push_str(&"[".repeat(rank));
                out.push_str("...");
                out.push_str(&"]".repeat(rank));
                out.push_str(" : ");
                self.push_truncated_escaped(&type_to_string(ctx, ty), out);
                return;
            }
        }
        if let Some(array) = attr.array_elements(ctx)
            && array.len() as u64 > LARGE_ATTR_LIMIT
        {
            out.push_str("[...]");
            return;
        }
        self.push_truncated_escaped(&attr_to_string(ctx, attr), out);
    }

    /// The printed name of a value (`%0#1`).
    fn value_name(&self, body: &Body, value: Value) -> String {
        let mut name = String::new();
        self.names.write(body, value, &mut name);
        name
    }

    /// The port of a value: its name with `%` and `#` replaced by `_`.
    fn port_name(&self, body: &Body, value: Value) -> String {
        self.value_name(body, value).replace(['%', '#'], "_")
    }

    fn next_id(&mut self) -> u32 {
        self.counter += 1;
        self.counter
    }

    /// Emits a node statement and returns the node.
    fn emit_node(&mut self, label: &str, shape: &str, background: Option<&str>) -> Node {
        let id = self.next_id();
        self.start_line();
        let _ = write!(self.out, "v{id} [");
        if let Some(color) = background {
            let _ = write!(self.out, "fillcolor = \"{color}\", ");
        }
        let _ = write!(self.out, "label = \"{label}\", shape = {shape}");
        if background.is_some() {
            self.out.push_str(", style = filled");
        }
        self.out.push_str("];\n");
        Node { id, cluster: None }
    }

    /// Emits a cluster whose contents `build` emits; returns its anchor node.
    fn emit_cluster(&mut self, label: &str, build: impl FnOnce(&mut Self)) -> Node {
        let cluster = self.next_id();
        self.start_line();
        let _ = writeln!(self.out, "subgraph cluster_{cluster} {{");
        self.indent += 1;
        let anchor = self.emit_node(" ", "plain", None);
        self.start_line();
        let _ = writeln!(self.out, "label = \"{label}\";");
        build(self);
        self.indent -= 1;
        self.line("}");
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }

    /// Records an edge; edges are written after every node.
    fn add_edge(&mut self, from: Node, to: Node, port: &str, style: &str) {
        let mut edge = format!("v{}", from.id);
        if !port.is_empty() && from.cluster.is_none() {
            let _ = write!(edge, ":res{port}:s");
        }
        let _ = write!(edge, " -> v{}", to.id);
        if !port.is_empty() && to.cluster.is_none() {
            let _ = write!(edge, ":arg{port}:n");
        }
        edge.push('[');
        if let Some(c) = to.cluster {
            let _ = write!(edge, "lhead = cluster_{c}, ");
        }
        if let Some(c) = from.cluster {
            let _ = write!(edge, "ltail = cluster_{c}, ");
        }
        let _ = write!(edge, "style = {style}]");
        self.edges.push(edge);
    }

    /// Writes the control-flow edges, then the data-flow edges.
    fn emit_edges(&mut self) {
        for e in std::mem::take(&mut self.data_edges) {
            let from = self.value_nodes.get(&e.value).copied().unwrap_or_default();
            self.add_edge(from, e.user, &e.port, "solid");
        }
        for edge in std::mem::take(&mut self.edges) {
            self.start_line();
            self.out.push_str(&edge);
            self.out.push_str(";\n");
        }
    }

    /// The operation's attributes, sorted by name: inherent and discardable
    /// ones; as upstream, the opaque properties of an unregistered operation
    /// are not attributes.
    fn op_attrs(&self, body: &Body, op: OpId) -> Vec<NamedAttr> {
        let ctx = self.ctx;
        let mut all: Vec<NamedAttr> = Vec::new();
        if body.op_name(op).is_registered(ctx)
            && let Some(props) = body.op_props(op)
        {
            all.extend_from_slice(props.dict_entries(ctx));
        }
        all.extend_from_slice(body.op_attrs(op).dict_entries(ctx));
        all.sort_by(|a, b| a.name.as_str(ctx).cmp(b.name.as_str(ctx)));
        all
    }

    /// The label of an operation with regions: name, result types, attributes.
    fn cluster_label(&self, body: &Body, op: OpId) -> String {
        let ctx = self.ctx;
        let mut label = String::from(body.op_name(op).as_str(ctx));
        if self.opts.print_result_types {
            let types: Vec<String> = body
                .results(op)
                .map(|v| type_to_string(ctx, body.value_type(v)))
                .collect();
            let joined = types.join(", ");
            let (cut, more) = self.truncated(&joined);
            let _ = write!(label, " : ({cut}{})", if more { "..." } else { "" });
        }
        if self.opts.print_attrs {
            label.push_str("\\l");
            for attr in self.op_attrs(body, op) {
                escape_label(attr.name.as_str(ctx), &mut label);
                label.push_str(": ");
                self.push_attr(attr.value, &mut label);
                label.push_str("\\l");
            }
        }
        label
    }

    /// Appends `<port> %name` and, if enabled, the value's type.
    fn push_value_port(
        &self,
        body: &Body,
        value: Value,
        prefix: &str,
        typed: bool,
        out: &mut String,
    ) {
        let name = self.value_name(body, value);
        let _ = write!(out, "<{prefix}{}> {name}", name.replace(['%', '#'], "_"));
        if typed && self.opts.print_result_types {
            out.push(' ');
            self.push_truncated_escaped(&type_to_string(self.ctx, body.value_type(value)), out);
        }
    }

    /// The record label of an operation without regions.
    fn record_label(&self, body: &Body, op: OpId) -> String {
        let ctx = self.ctx;
        let mut label = String::from("{");
        if body.num_operands(op) > 0 {
            label.push('{');
            for (i, v) in body.operands(op).enumerate() {
                if i > 0 {
                    label.push('|');
                }
                self.push_value_port(body, v, "arg", false, &mut label);
            }
            label.push_str("}|");
        }
        label.push_str(body.op_name(op).as_str(ctx));
        label.push_str("\\l");
        if self.opts.print_attrs {
            let attrs = self.op_attrs(body, op);
            if !attrs.is_empty() {
                label.push_str("\\l");
                for attr in attrs {
                    escape_label(attr.name.as_str(ctx), &mut label);
                    label.push_str(": ");
                    self.push_attr(attr.value, &mut label);
                    label.push_str("\\l");
                }
            }
        }
        if body.num_results(op) > 0 {
            label.push_str("|{");
            for (i, v) in body.results(op).enumerate() {
                if i > 0 {
                    label.push('|');
                }
                self.push_value_port(body, v, "res", true, &mut label);
            }
            label.push('}');
        }
        label.push('}');
        label
    }

    /// Emits an operation: a cluster if it has regions, a node otherwise.
    fn process_op(&mut self, body: &Body, op: OpId) -> Node {
        let (inner, regions) = body.op_regions(op);
        let node = if regions.is_empty() {
            let label = self.record_label(body, op);
            let color = self.colors.get(&body.op_name(op)).cloned();
            self.emit_node(&label, "Mrecord", color.as_deref())
        } else {
            let label = self.cluster_label(body, op);
            self.emit_cluster(&label, |g| {
                for &region in regions {
                    g.process_region(inner, region);
                }
            })
        };
        if self.opts.print_data_flow_edges {
            for v in body.operands(op) {
                let port = self.port_name(body, v);
                self.data_edges.push(DataEdge {
                    value: value_key(body, v),
                    user: node,
                    port,
                });
            }
        }
        for v in body.results(op) {
            self.value_nodes.insert(value_key(body, v), node);
        }
        node
    }

    /// Emits a region: one cluster per block (the region has none of its own).
    fn process_region(&mut self, body: &Body, region: RegionId) {
        for block in body.region_blocks(region) {
            self.process_block(body, block);
        }
    }

    /// Emits a block as a cluster of its arguments and operations.
    fn process_block(&mut self, body: &Body, block: BlockId) {
        self.emit_cluster("", |g| {
            for &arg in body.block_args(block) {
                let mut label = String::new();
                g.push_value_port(body, arg, "res", true, &mut label);
                let node = g.emit_node(&label, "Mrecord", None);
                g.value_nodes.insert(value_key(body, arg), node);
            }
            let mut prev: Option<Node> = None;
            for op in body.block_ops(block) {
                let node = g.process_op(body, op);
                if g.opts.print_control_flow_edges
                    && let Some(p) = prev
                {
                    g.add_edge(p, node, "", "dashed");
                }
                prev = Some(node);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_asm::parse_source_str;
    use strata_dialects::testing::context;

    #[test]
    fn escapes_record_label_characters() {
        let mut out = String::new();
        escape_label("a{b}|<c>\"d\"", &mut out);
        assert_eq!(out, "a\\{b\\}\\|\\<c\\>\\\"d\\\"");
    }

    #[test]
    fn truncates_before_escaping() {
        let pass = ViewOpGraph {
            max_label_len: 3,
            ..ViewOpGraph::default()
        };
        let ctx = context();
        let parsed = parse_source_str(&ctx, "", "empty.mlir").expect("valid test input");
        let g = GraphWriter {
            ctx: &ctx,
            opts: &pass,
            names: ValueNames::new(&ctx, &parsed.body, parsed.ops[0]),
            colors: FxHashMap::default(),
            out: String::new(),
            indent: 0,
            counter: 0,
            value_nodes: FxHashMap::default(),
            data_edges: Vec::new(),
            edges: Vec::new(),
        };
        let mut out = String::new();
        g.push_truncated_escaped("<a>bc", &mut out);
        assert_eq!(out, "\\<a\\>...");
        out.clear();
        g.push_truncated_escaped("<a>", &mut out);
        assert_eq!(out, "\\<a\\>");
    }

    #[test]
    fn ids_continue_across_runs_of_one_instance() {
        let ctx = context();
        let src = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n";
        let parsed = parse_source_str(&ctx, src, "f.mlir").expect("valid test input");
        let op = parsed.ops[0];
        let mut pass = ViewOpGraph::default();
        let first = pass.render(&ctx, &parsed.body, op);
        assert!(first.starts_with("digraph G {\n  compound = true;\n  subgraph cluster_1 {\n"));
        assert!(first.contains("v9 [label = \"<res_arg0> %arg0 i32\", shape = Mrecord];"));
        assert!(first.ends_with("  v9:res_arg0:s -> v10:arg_arg0:n[style = solid];\n}\n"));
        let second = pass.render(&ctx, &parsed.body, op);
        assert!(second.contains("subgraph cluster_11 {"));
        assert!(second.ends_with("  v19:res_arg0:s -> v20:arg_arg0:n[style = solid];\n}\n"));
        let mut copy = ViewOpGraph::default();
        copy.set_option("print-data-flow-edges", "false")
            .expect("valid option");
        assert_eq!(pass.clone_pass().option_string(), pass.option_string());
        let bare = copy.render(&ctx, &parsed.body, op);
        assert!(bare.contains("subgraph cluster_1 {"));
        assert!(!bare.contains("->"));
    }

    #[test]
    fn unregistered_properties_are_not_attributes() {
        let ctx = context();
        let src = "\"demo.p\"() <{p = 1 : i64}> {d = 2 : i64} : () -> ()\n";
        let parsed = parse_source_str(&ctx, src, "p.mlir").expect("valid test input");
        let graph = ViewOpGraph::default().render(&ctx, &parsed.body, parsed.ops[0]);
        assert!(graph.contains("label = \"{demo.p\\l\\ld: 2 : i64\\l}\""));
    }
}
