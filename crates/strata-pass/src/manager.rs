//! Pass managers: ordered lists of passes and nested pass managers,
//! anchored on an operation name, run over the IR with optional
//! multi-threading over isolated-from-above operations.

use rayon::prelude::*;
use smallvec::SmallVec;
use strata_ir::diagnostics::capture_diagnostics;
use strata_ir::{Attribute, Body, Context, OpId, OperationName, OperationState, StateRegions};

use crate::instrumentation::Instrumentation;
use crate::ir_printing::IrScope;
use crate::pass::{Pass, PassContext, PassFailure, PassResult};

/// An element of a pass manager.
pub enum Entry {
    /// A pass run on the anchor operation.
    Pass(Box<dyn Pass>),
    /// A pass manager run on the operations directly nested in the anchor.
    Nested(OpPassManager),
}

/// Passes anchored on operations of one name (or any operation).
pub struct OpPassManager {
    anchor: Option<String>,
    entries: Vec<Entry>,
}

impl Clone for OpPassManager {
    fn clone(&self) -> Self {
        OpPassManager {
            anchor: self.anchor.clone(),
            entries: self
                .entries
                .iter()
                .map(|e| match e {
                    Entry::Pass(p) => Entry::Pass(p.clone_pass()),
                    Entry::Nested(pm) => Entry::Nested(pm.clone()),
                })
                .collect(),
        }
    }
}

/// Options of a run.
#[derive(Clone, Copy)]
pub struct RunOptions<'a> {
    /// Verify the IR after each pass.
    pub verify_each: bool,
    /// Run nested pipelines on several threads.
    pub threading: bool,
    /// Timing, statistics and IR printing.
    pub instrumentation: &'a Instrumentation,
}

impl OpPassManager {
    /// An empty pass manager anchored on `anchor` (`None`: any operation).
    pub fn new(anchor: Option<String>) -> Self {
        OpPassManager {
            anchor,
            entries: Vec::new(),
        }
    }

    /// The anchor operation name.
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// The entries.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// True if there is nothing to run.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Appends a pass. A pass anchored on another operation is wrapped in a
    /// nested pass manager for that operation.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        match pass.anchor() {
            Some(a) if Some(a) != self.anchor.as_deref() => {
                let mut nested = OpPassManager::new(Some(a.to_string()));
                nested.entries.push(Entry::Pass(pass));
                self.add_nested(nested);
            }
            _ => self.entries.push(Entry::Pass(pass)),
        }
    }

    /// Appends a nested pass manager, merging it with a directly preceding
    /// one of the same anchor.
    pub fn add_nested(&mut self, nested: OpPassManager) {
        if let Some(Entry::Nested(last)) = self.entries.last_mut()
            && last.anchor == nested.anchor
        {
            last.entries.extend(nested.entries);
            return;
        }
        self.entries.push(Entry::Nested(nested));
    }

    /// Appends a nested pass manager as its own entry, as a textual
    /// pipeline writes it: `--dump-pass-pipeline` shows it apart, as
    /// upstream does; adjacent ones are merged when the pipeline runs.
    pub fn push_nested(&mut self, nested: OpPassManager) {
        self.entries.push(Entry::Nested(nested));
    }

    /// Merges directly adjacent nested managers of the same anchor, at
    /// every level, as upstream does before running a pipeline.
    fn merge_adjacent_nested(&mut self) {
        for entry in std::mem::take(&mut self.entries) {
            match entry {
                Entry::Nested(nested) => self.add_nested(nested),
                other => self.entries.push(other),
            }
        }
        for entry in &mut self.entries {
            if let Entry::Nested(nested) = entry {
                nested.merge_adjacent_nested();
            }
        }
    }

    /// Initializes every pass of the pipeline, at every level.
    fn initialize(&mut self, ctx: &Context) {
        for entry in &mut self.entries {
            match entry {
                Entry::Pass(p) => p.initialize(ctx),
                Entry::Nested(nested) => nested.initialize(ctx),
            }
        }
    }

    /// The textual form of this pipeline.
    pub fn pipeline_string(&self) -> String {
        let mut s = String::new();
        s.push_str(self.anchor.as_deref().unwrap_or("any"));
        s.push('(');
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            match e {
                Entry::Pass(p) => write_pass(&mut s, &**p),
                Entry::Nested(pm) => s.push_str(&pm.pipeline_string()),
            }
        }
        s.push(')');
        s
    }

    /// The pipeline as `--dump-pass-pipeline` shows it: a header counting
    /// the entries, then one pass or nested pipeline per line, indented by
    /// nesting depth.
    pub fn dump_text(&self) -> String {
        let mut s = format!("Pass Manager with {} passes:\n", self.entries.len());
        self.write_indented(&mut s, 0);
        s.push_str("\n\n");
        s
    }

    fn write_indented(&self, s: &mut String, depth: usize) {
        s.push_str(self.anchor.as_deref().unwrap_or("any"));
        s.push_str("(\n");
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                s.push_str(",\n");
            }
            s.push_str(&"  ".repeat(depth + 1));
            match e {
                Entry::Pass(p) => write_pass(s, &**p),
                Entry::Nested(pm) => pm.write_indented(s, depth + 1),
            }
        }
        s.push('\n');
        s.push_str(&"  ".repeat(depth));
        s.push(')');
    }

    /// Runs the pipeline on `op` of `body`. `path` names the enclosing
    /// pipelines for reports.
    pub fn run(
        &mut self,
        ctx: &Context,
        opts: RunOptions<'_>,
        body: &mut Body,
        op: OpId,
        path: &str,
    ) -> PassResult {
        self.merge_adjacent_nested();
        self.initialize(ctx);
        let scope = IrScope::root(ctx, body, op);
        self.run_in(ctx, opts, body, op, path, &scope)
    }

    /// Runs the pipeline on `op` of `body`, which sits in the IR as
    /// `scope` says.
    fn run_in(
        &mut self,
        ctx: &Context,
        opts: RunOptions<'_>,
        body: &mut Body,
        op: OpId,
        path: &str,
        scope: &IrScope<'_>,
    ) -> PassResult {
        let name = body.op_name(op).as_str(ctx).to_string();
        if let Some(a) = &self.anchor
            && *a != name
        {
            ctx.emit(strata_ir::Diagnostic::error(
                body.op_loc(op),
                format!("can't run '{a}' pass manager on '{name}' op"),
            ));
            return Err(PassFailure);
        }
        let cx = PassContext {
            ctx,
            threading: opts.threading,
        };
        for entry in &mut self.entries {
            match entry {
                Entry::Pass(pass) => {
                    if !opts
                        .instrumentation
                        .debug_counters
                        .should_execute("pass-execution")
                    {
                        continue;
                    }
                    let key = format!("{path}{}", pass.name());
                    opts.instrumentation
                        .before_pass(ctx, &**pass, scope, body, op);
                    let started = std::time::Instant::now();
                    let result = pass.run(&cx, body, op);
                    opts.instrumentation.record(
                        &key,
                        path,
                        pass.name(),
                        started.elapsed(),
                        pass.statistics(),
                    );
                    if result.is_err() {
                        opts.instrumentation
                            .after_failure(ctx, &**pass, scope, body, op);
                        return Err(PassFailure);
                    }
                    if opts.verify_each
                        && let Err(diags) = strata_ir::verifier::verify_op(ctx, body, op)
                    {
                        for d in diags {
                            ctx.emit(d);
                        }
                        opts.instrumentation
                            .after_verification_failure(ctx, &**pass, body, op);
                        return Err(PassFailure);
                    }
                    opts.instrumentation
                        .after_pass(ctx, &**pass, scope, body, op);
                }
                Entry::Nested(pm) => {
                    let anchor = pm.anchor.clone().unwrap_or_else(|| "any".to_string());
                    let nested_path = format!("{path}'{anchor}' Pipeline/");
                    // Registered before running so the report lists the
                    // pipeline ahead of its passes.
                    opts.instrumentation.record_pipeline(
                        &nested_path,
                        path,
                        &anchor,
                        std::time::Duration::ZERO,
                    );
                    let started = std::time::Instant::now();
                    let r = run_nested(pm, ctx, opts, body, op, &nested_path, scope);
                    opts.instrumentation.record_pipeline(
                        &nested_path,
                        path,
                        &anchor,
                        started.elapsed(),
                    );
                    r?;
                    if opts.verify_each
                        && let Err(diags) = strata_ir::verifier::verify_op_shallow(ctx, body, op)
                    {
                        for d in diags {
                            ctx.emit(d);
                        }
                        return Err(PassFailure);
                    }
                }
            }
        }
        Ok(())
    }
}

/// A child operation moved into a temporary top-level body so a pipeline
/// can run on it independently of its siblings.
struct Job {
    child: OpId,
    top: Body,
    stub: OpId,
    result: PassResult,
    diagnostics: Vec<strata_ir::Diagnostic>,
    /// What the passes reported on stderr, written when the job finishes.
    output: String,
}

/// Moves `child` of `inner` (the isolated body of an `owner` operation)
/// into a job of its own.
fn make_job(ctx: &Context, inner: &mut Body, owner: OperationName, child: OpId) -> Job {
    let nested = inner.take_isolated_body(child).unwrap_or_default();
    let mut top = Body::with_root_regions(1);
    let region = top.root_regions()[0];
    let block = top.create_block();
    top.append_block(region, block);
    let mut state = OperationState::new(inner.op_name(child), inner.op_loc(child));
    state.props = inner.op_props(child);
    state.attrs = Some(inner.op_attrs(child));
    state.regions = StateRegions::Isolated(nested);
    let stub = top.create_op(ctx, state);
    top.append_op(block, stub);
    top.set_owner_name(Some(owner));
    Job {
        child,
        top,
        stub,
        result: Ok(()),
        diagnostics: Vec::new(),
        output: String::new(),
    }
}

/// Puts a job's operation back into `inner`, emitting its diagnostics;
/// returns whether its pipeline succeeded.
fn finish_job(ctx: &Context, inner: &mut Body, mut job: Job) -> bool {
    for d in job.diagnostics.drain(..) {
        ctx.emit(d);
    }
    crate::output::write_stderr(&job.output);
    inner.set_op_loc(job.child, job.top.op_loc(job.stub));
    inner.set_op_props(job.child, job.top.op_props(job.stub));
    let attrs: Attribute = job.top.op_attrs(job.stub);
    inner.set_op_attrs(job.child, attrs);
    if let Some(b) = job.top.take_isolated_body(job.stub) {
        inner.set_isolated_body(job.child, b);
    }
    job.result.is_ok()
}

/// Runs `pm` on every operation directly nested in `op` that it is anchored
/// on, in parallel when allowed. Run one after the other, each operation is
/// put back before the next starts, so that dumps at module scope show the
/// IR as it is.
fn run_nested(
    pm: &mut OpPassManager,
    ctx: &Context,
    opts: RunOptions<'_>,
    body: &mut Body,
    op: OpId,
    path: &str,
    scope: &IrScope<'_>,
) -> PassResult {
    let owner = body.op_name(op);
    let Some(inner) = body.isolated_body(op) else {
        return Ok(());
    };
    let mut children: SmallVec<[OpId; 16]> = SmallVec::new();
    for &r in inner.root_regions() {
        for b in inner.region_blocks(r) {
            for child in inner.block_ops(b) {
                let matches = match &pm.anchor {
                    Some(a) => inner.op_name(child).as_str(ctx) == a,
                    None => true,
                };
                if matches && inner.isolated_body(child).is_some() {
                    children.push(child);
                }
            }
        }
    }
    let run_job = |pm: &mut OpPassManager, job: &mut Job, scope: &IrScope<'_>| {
        let ((result, diags), output) = crate::output::capture_stderr(|| {
            capture_diagnostics(|| pm.run_in(ctx, opts, &mut job.top, job.stub, path, scope))
        });
        job.result = result;
        job.diagnostics = diags;
        job.output = output;
    };
    let mut ok = true;
    if opts.threading && children.len() > 1 {
        let Some(inner) = body.isolated_body_mut(op) else {
            return Ok(());
        };
        let mut jobs: Vec<(Job, IrScope<'_>)> = Vec::with_capacity(children.len());
        for &child in &children {
            let child_scope = scope.nested(ctx, inner, child, None);
            jobs.push((make_job(ctx, inner, owner, child), child_scope));
        }
        let template = pm.clone();
        jobs.par_iter_mut()
            .for_each_init(|| template.clone(), |pm, (job, s)| run_job(pm, job, s));
        for (job, _) in jobs {
            ok &= finish_job(ctx, inner, job);
        }
    } else {
        let snapshot = opts.instrumentation.keeps_ancestors();
        for &child in &children {
            let kept = snapshot.then(|| (body.clone(), op));
            let Some(inner) = body.isolated_body_mut(op) else {
                return Ok(());
            };
            let child_scope = scope.nested(ctx, inner, child, kept);
            let mut job = make_job(ctx, inner, owner, child);
            run_job(pm, &mut job, &child_scope);
            ok &= finish_job(ctx, inner, job);
        }
    }
    if ok { Ok(()) } else { Err(PassFailure) }
}

/// Appends a pass's name and, if any differ from the defaults, its options.
pub(crate) fn write_pass(s: &mut String, p: &dyn Pass) {
    s.push_str(p.argument());
    let opts = p.option_string();
    if !opts.is_empty() {
        s.push('{');
        s.push_str(&opts);
        s.push('}');
    }
}
