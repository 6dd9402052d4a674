//! `inline`: inlines calls to functions defined in the symbol table,
//! visiting the call graph's strongly connected components bottom-up,
//! simplifying each with the default pipeline, and erasing discardable
//! callables left without uses.

use rustc_hash::FxHashSet;
use strata_ir::ir::{WalkOrder, WalkResult};
use strata_ir::{Body, Context, OpId};
use strata_pass::instrumentation::Instrumentation;
use strata_pass::{
    OpPassManager, Pass, PassContext, PassFailure, PassOptionInfo, PassRegistration, PassResult,
    RunOptions, Statistic, parse_int_option, parse_pipeline,
};

use crate::inliner::call_graph::{CallGraph, NodeId, UseList, call_target};
use crate::inliner::inline_call::{caller_supports_multiple_blocks, can_inline, inline_call};
use strata_analysis::symbols::is_symbol_table;

/// The inliner pass.
#[derive(Clone)]
pub struct Inline {
    /// The text of the pipeline run on the callables of each SCC.
    pipeline_text: String,
    /// That pipeline, run on any callable operation.
    pipeline: OpPassManager,
    limits: Limits,
}

/// The numeric options of the inliner.
#[derive(Clone, Copy)]
struct Limits {
    /// Rounds of simplification and inlining per SCC.
    max_iterations: u64,
    /// Largest callee size, in percent of the caller's, worth inlining
    /// (`u32::MAX`: always inline).
    threshold: u32,
}

impl Default for Inline {
    fn default() -> Self {
        let mut pass = Inline {
            pipeline_text: String::new(),
            pipeline: OpPassManager::new(None),
            limits: Limits {
                max_iterations: 4,
                threshold: u32::MAX,
            },
        };
        // The default pipeline names a registered pass and always parses.
        let _ = pass.set_pipeline("canonicalize");
        pass
    }
}

impl Inline {
    /// Parses `text` (a comma-separated pass list) as the default pipeline.
    fn set_pipeline(&mut self, text: &str) -> Result<(), String> {
        let text = text.trim();
        self.pipeline = if text.is_empty() {
            OpPassManager::new(None)
        } else {
            parse_pipeline(&format!("any({text})"), &super::registry())?
        };
        self.pipeline_text = text.to_string();
        Ok(())
    }
}

const OPTIONS: &[PassOptionInfo] = &[
    PassOptionInfo {
        name: "default-pipeline",
        kind: "string",
        description: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
    },
    PassOptionInfo {
        name: "max-iterations",
        kind: "uint",
        description: "Maximum number of iterations when inlining within an SCC",
    },
    PassOptionInfo {
        name: "inlining-threshold",
        kind: "uint",
        description: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
    },
];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "inline",
    summary: "Inline function calls",
    options: OPTIONS,
    create: || Box::new(Inline::default()),
};

/// A call to inline: the call, the node holding it and the node it calls.
struct ResolvedCall {
    call: OpId,
    source: NodeId,
    target: NodeId,
    /// Index in the inline history of the inlining that produced this call.
    history: Option<usize>,
}

impl Pass for Inline {
    fn argument(&self) -> &'static str {
        "inline"
    }

    fn name(&self) -> &'static str {
        "Inliner"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "default-pipeline" => self.set_pipeline(value)?,
            "max-iterations" => {
                let v = parse_int_option(name, value)?;
                self.limits.max_iterations = u64::try_from(v)
                    .map_err(|_| format!("invalid value '{value}' for option '{name}'"))?;
            }
            "inlining-threshold" => {
                let v = parse_int_option(name, value)?;
                self.limits.threshold = u32::try_from(v)
                    .map_err(|_| format!("invalid value '{value}' for option '{name}'"))?;
            }
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn option_string(&self) -> String {
        let pipeline = &self.pipeline_text;
        format!(
            "default-pipeline={pipeline} inlining-threshold={} max-iterations={}",
            self.limits.threshold, self.limits.max_iterations
        )
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let Some(mut module) = body.take_isolated_body(op) else {
            return Ok(());
        };
        let result = inline_symbol_table(
            ctx,
            &mut module,
            &mut self.pipeline,
            self.limits,
            cx.threading,
        );
        body.set_isolated_body(op, module);
        result
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }

    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }
}

/// Inlines within the symbol table whose body is `module`, then within
/// the symbol tables nested directly in it.
fn inline_symbol_table(
    ctx: &Context,
    module: &mut Body,
    pipeline: &mut OpPassManager,
    limits: Limits,
    threading: bool,
) -> PassResult {
    let graph = CallGraph::build(ctx, module);
    let mut inliner = Inliner {
        ctx,
        uses: UseList::new(ctx, module, &graph),
        graph,
        dead: Vec::new(),
        pipeline,
        threshold: limits.threshold,
        threading,
    };
    for scc in inliner.graph.sccs() {
        let mut iteration = 0;
        loop {
            inliner.optimize(module, &scc)?;
            if !inliner.inline_calls(module, &scc) {
                break;
            }
            iteration += 1;
            if iteration >= limits.max_iterations {
                break;
            }
        }
    }
    for n in std::mem::take(&mut inliner.dead) {
        let f = inliner.graph.ops[n];
        module.drop_all_references(f);
        module.erase_op(f);
    }
    let pipeline = inliner.pipeline;
    let Some(&region) = module.root_regions().first() else {
        return Ok(());
    };
    let tables: Vec<OpId> = module
        .region_blocks(region)
        .flat_map(|b| module.block_ops(b))
        .filter(|&o| is_symbol_table(ctx, module, o))
        .collect();
    for table in tables {
        if let Some(mut inner) = module.take_isolated_body(table) {
            let result = strata_ir::stack::grow(|| {
                inline_symbol_table(ctx, &mut inner, pipeline, limits, threading)
            });
            module.set_isolated_body(table, inner);
            result?;
        }
    }
    Ok(())
}

/// The state of one run of the inliner over a symbol table.
struct Inliner<'c, 'p> {
    ctx: &'c Context,
    graph: CallGraph,
    uses: UseList,
    /// Nodes to erase once every SCC has been processed, in order.
    dead: Vec<NodeId>,
    pipeline: &'p mut OpPassManager,
    threshold: u32,
    threading: bool,
}

impl Inliner<'_, '_> {
    /// Runs the default pipeline on the nodes of `scc` and recounts their uses.
    fn optimize(&mut self, module: &mut Body, scc: &[NodeId]) -> PassResult {
        let live: Vec<NodeId> = scc
            .iter()
            .copied()
            .filter(|n| !self.dead.contains(n))
            .collect();
        if !self.pipeline.is_empty() {
            let instrumentation = Instrumentation::default();
            let opts = RunOptions {
                verify_each: false,
                threading: self.threading,
                instrumentation: &instrumentation,
            };
            for &n in &live {
                self.pipeline
                    .run(self.ctx, opts, module, self.graph.ops[n], "")
                    .map_err(|_| PassFailure)?;
            }
        }
        for &n in &live {
            self.uses.recompute(self.ctx, module, &self.graph, n);
        }
        Ok(())
    }

    /// Inlines the calls made by the nodes of `scc`; true if any was inlined.
    fn inline_calls(&mut self, module: &mut Body, scc: &[NodeId]) -> bool {
        let ctx = self.ctx;
        let mut calls: Vec<ResolvedCall> = Vec::new();
        let mut dead_here: FxHashSet<NodeId> = self.dead.iter().copied().collect();
        for &n in scc {
            if dead_here.contains(&n) {
                continue;
            }
            if self.uses.is_dead(n) {
                self.dead.push(n);
                dead_here.insert(n);
                continue;
            }
            let Some(inner) = module.isolated_body(self.graph.ops[n]) else {
                continue;
            };
            for &r in inner.root_regions() {
                inner.walk_region(r, WalkOrder::PreOrder, &mut |b, op| {
                    if b.isolated_body(op).is_some() {
                        return WalkResult::Skip;
                    }
                    if let Some(t) = call_target(ctx, b, op).and_then(|t| self.graph.node(t)) {
                        calls.push(ResolvedCall {
                            call: op,
                            source: n,
                            target: t,
                            history: None,
                        });
                    }
                    WalkResult::Advance
                });
            }
        }
        // (inlined node, history entry of the call it came from)
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let ResolvedCall {
                call,
                source,
                target,
                history: hist,
            } = calls[i];
            i += 1;
            if dead_here.contains(&source) || dead_here.contains(&target) {
                continue;
            }
            if in_history(&history, target, hist)
                || !self.should_inline(module, call, source, target)
            {
                continue;
            }
            let in_place = self.uses.has_one_use_and_discardable(target);
            let caller_op = self.graph.ops[source];
            let callee_op = self.graph.ops[target];
            let Some(mut caller) = module.take_isolated_body(caller_op) else {
                continue;
            };
            let legal = can_inline(ctx, &caller, call, module, callee_op);
            let Some(callee) = legal.then(|| module.isolated_body(callee_op)).flatten() else {
                module.set_isolated_body(caller_op, caller);
                continue;
            };
            self.uses
                .drop_call_uses(ctx, &caller, call, &self.graph, source);
            let new_calls = inline_call(ctx, &mut caller, call, callee);
            module.set_isolated_body(caller_op, caller);
            inlined_any = true;
            let entry = history.len();
            history.push((target, hist));
            let Some(caller) = module.isolated_body(caller_op) else {
                continue;
            };
            for c in new_calls {
                if let Some(t) = call_target(ctx, caller, c).and_then(|t| self.graph.node(t)) {
                    calls.push(ResolvedCall {
                        call: c,
                        source,
                        target: t,
                        history: Some(entry),
                    });
                }
            }
            self.uses.merge_after_inlining(target, source);
            if in_place {
                self.uses.erase_node(target);
                self.dead.push(target);
                dead_here.insert(target);
            }
        }
        inlined_any
    }

    /// The upstream cost-free policy: no recursion and a caller region able
    /// to hold the callee's blocks.
    fn should_inline(&self, module: &Body, call: OpId, source: NodeId, target: NodeId) -> bool {
        if self.graph.edges[target]
            .iter()
            .any(|&e| e == target || e == source)
        {
            return false;
        }
        // A call that inlining made recursive lies inside its own callee.
        if source == target {
            return false;
        }
        let callee_op = self.graph.ops[target];
        let caller_op = self.graph.ops[source];
        let multi_block = module.isolated_body(callee_op).is_some_and(|b| {
            b.root_regions()
                .first()
                .is_some_and(|&r| b.region_blocks(r).nth(1).is_some())
        });
        if multi_block {
            let Some(caller) = module.isolated_body(caller_op) else {
                return false;
            };
            if !caller_supports_multiple_blocks(self.ctx, caller, call) {
                return false;
            }
        }
        self.is_profitable(module, source, target)
    }

    /// The size-based cost model: the callee's operation count in percent
    /// of the caller's must not exceed the threshold.
    fn is_profitable(&self, module: &Body, source: NodeId, target: NodeId) -> bool {
        match self.threshold {
            u32::MAX => return true,
            0 => return false,
            _ => {}
        }
        let count = |n: NodeId| {
            let mut ops = 0u64;
            if let Some(b) = module.isolated_body(self.graph.ops[n]) {
                for &r in b.root_regions() {
                    b.walk_region(r, WalkOrder::PreOrder, &mut |_, _| {
                        ops += 1;
                        WalkResult::Advance
                    });
                }
            }
            ops
        };
        let callee_ops = count(target);
        if callee_ops == 0 {
            return true;
        }
        let caller_ops = count(source).max(1);
        callee_ops * 100 / caller_ops <= u64::from(self.threshold)
    }
}

/// True if `node` was already inlined on the way that produced a call.
fn in_history(history: &[(NodeId, Option<usize>)], node: NodeId, mut entry: Option<usize>) -> bool {
    while let Some(e) = entry {
        if history[e].0 == node {
            return true;
        }
        entry = history[e].1;
    }
    false
}
