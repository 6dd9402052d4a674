//! Pass instrumentation: IR printing before/after passes, timing, statistics.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::Duration;

use strata_asm::{PrintFlags, op_to_string_scoped};
use strata_ir::{Body, Context, OpId};

use crate::ir_printing::{IrScope, TreeCounters, dump_text, whole_ir, write_tree_file};
use crate::manager::write_pass;
use crate::pass::{Pass, Statistic};

/// One line of the timing report.
#[derive(Clone, Debug)]
pub struct TimingRow {
    /// Nesting depth (0 for top-level passes).
    pub depth: usize,
    /// The pass, analysis or phase.
    pub name: String,
    /// Its wall time.
    pub time: Duration,
}

/// The text timing report of `rows`, each indented by `indent`.
fn timing_text(
    rows: &[TimingRow],
    total: Duration,
    indent: impl Fn(&TimingRow) -> String,
) -> String {
    let total_s = total.as_secs_f64().max(1e-9);
    let rule = "===-------------------------------------------------------------------------===\n";
    let mut s = String::new();
    s.push_str(rule);
    s.push_str("                         ... Execution time report ...\n");
    s.push_str(rule);
    s.push_str(&format!(
        "  Total Execution Time: {:.4} seconds\n\n",
        total.as_secs_f64()
    ));
    s.push_str("  ----Wall Time----  ----Name----\n");
    for row in rows {
        let secs = row.time.as_secs_f64();
        s.push_str(&format!(
            "{:>10.4} ({:>5.1}%)  {}{}\n",
            secs,
            100.0 * secs / total_s,
            indent(row),
            row.name
        ));
    }
    s
}

/// The text `--mlir-timing` report of `rows`, nested by their depth, for
/// a run that took `total`.
pub fn timing_table(rows: &[TimingRow], total: Duration) -> String {
    timing_text(rows, total, |row| "  ".repeat(row.depth))
}

/// What to print around passes.
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    /// Print before every pass.
    pub before_all: bool,
    /// Print after every pass.
    pub after_all: bool,
    /// Print before these passes (by argument).
    pub before: Vec<String>,
    /// Print after these passes (by argument).
    pub after: Vec<String>,
    /// Only print after a pass if it changed the IR.
    pub after_change: bool,
    /// Only print after a pass if it failed.
    pub after_failure: bool,
    /// Print the whole top-level operation, not just the pass's anchor
    /// (needs threading off).
    pub module_scope: bool,
    /// Write each dump to its own file in a tree under this directory,
    /// one directory per operation from the top level down.
    pub tree_dir: Option<String>,
    /// Flags for the printed IR.
    pub flags: PrintFlags,
}

#[derive(Default)]
struct Records {
    /// Per report key: (parent path, display name, is pipeline, total time).
    timings: BTreeMap<String, (String, String, bool, Duration)>,
    order: Vec<String>,
    statistics: BTreeMap<String, Vec<Statistic>>,
    before_text: BTreeMap<usize, String>,
    /// What failed first: which pass, on which operation.
    failure: Option<String>,
    /// The reproducer of the pass running now (local reproducers).
    pending_reproducer: Option<PassReproducer>,
    /// The first pass that failed, with its reproducer if local.
    failed_pass: Option<FailedPass>,
}

/// The IR a single pass started from and the pipeline running just that
/// pass: what a local crash reproducer holds.
pub struct PassReproducer {
    /// A copy of the whole IR.
    pub body: Body,
    /// The top-level operation in `body`.
    pub op: OpId,
    /// The pass nested in the operations it runs under
    /// (`builtin.module(func.func(cse))`).
    pub pipeline: String,
}

/// The first pass that failed.
pub struct FailedPass {
    /// `` `Pass` on 'op' operation: @symbol ``, as upstream's reproducer
    /// note names it.
    pub description: String,
    /// Where the operation it ran on is.
    pub loc: strata_ir::Location,
    /// The IR and pipeline of a local reproducer, if asked for.
    pub reproducer: Option<PassReproducer>,
}

/// Collects what the pass manager reports while running.
#[derive(Default)]
pub struct Instrumentation {
    /// IR printing configuration.
    pub printing: IrPrinting,
    /// Whether timing is on.
    pub timing: bool,
    /// Whether statistics are on.
    pub statistics: bool,
    /// Debug counters that may skip pass executions (`pass-execution`).
    pub debug_counters: crate::DebugCounters,
    /// Keep the IR each pass starts from, for a local crash reproducer
    /// (needs threading off).
    pub local_reproducer: bool,
    records: Mutex<Records>,
    tree_counters: Mutex<TreeCounters>,
}

impl Instrumentation {
    /// Writes one dump (`Before` or `After` a pass, which may have
    /// `failed`): to stderr, or to its file of the tree.
    #[allow(clippy::too_many_arguments)]
    fn dump(
        &self,
        ctx: &Context,
        kind: &str,
        failed: bool,
        pass: &dyn Pass,
        scope: &IrScope<'_>,
        body: &Body,
        op: OpId,
    ) {
        // A failure is marked after the pass name, as upstream.
        let header = format!(
            "// -----// IR Dump {kind} {}{} ({})",
            pass.name(),
            if failed { " Failed" } else { "" },
            pass.argument()
        );
        let p = &self.printing;
        let text = dump_text(ctx, p.flags, p.module_scope, &header, scope, body, op);
        match &p.tree_dir {
            Some(root) => {
                let Ok(mut counters) = self.tree_counters.lock() else {
                    return;
                };
                let (dirs, file) = counters.next_path(ctx, root, pass.argument(), scope, body, op);
                write_tree_file(&dirs, &file, &text);
            }
            None => {
                crate::output::write_stderr(&text);
            }
        }
    }

    /// Whether nested runs must keep copies of their ancestors (to dump or
    /// copy the whole IR).
    pub(crate) fn keeps_ancestors(&self) -> bool {
        self.printing.module_scope || self.local_reproducer
    }

    fn wants_before(&self, pass: &dyn Pass) -> bool {
        self.printing.before_all || self.printing.before.iter().any(|p| p == pass.argument())
    }

    fn wants_after(&self, pass: &dyn Pass) -> bool {
        !self.printing.after_failure
            && (self.printing.after_all || self.printing.after.iter().any(|p| p == pass.argument()))
    }

    /// Called before a pass runs.
    pub fn before_pass(
        &self,
        ctx: &Context,
        pass: &dyn Pass,
        scope: &IrScope<'_>,
        body: &Body,
        op: OpId,
    ) {
        if self.wants_before(pass) {
            self.dump(ctx, "Before", false, pass, scope, body, op);
        }
        if self.local_reproducer {
            let (whole, top) = whole_ir(scope, body, op).unwrap_or_else(|| (body.clone(), op));
            let mut pipeline = String::new();
            write_pass(&mut pipeline, pass);
            for name in scope.names().iter().rev() {
                pipeline = format!("{name}({pipeline})");
            }
            if let Ok(mut r) = self.records.lock() {
                r.pending_reproducer = Some(PassReproducer {
                    body: whole,
                    op: top,
                    pipeline,
                });
            }
        }
        if self.wants_after(pass) && self.printing.after_change {
            let text = op_to_string_scoped(ctx, None, body, op, self.printing.flags);
            if let Ok(mut r) = self.records.lock() {
                r.before_text
                    .insert(body as *const Body as usize ^ op.index(), text);
            }
        }
    }

    /// Called after a pass succeeded.
    pub fn after_pass(
        &self,
        ctx: &Context,
        pass: &dyn Pass,
        scope: &IrScope<'_>,
        body: &Body,
        op: OpId,
    ) {
        if !self.wants_after(pass) {
            return;
        }
        if self.printing.after_change {
            let before = self.records.lock().ok().and_then(|mut r| {
                r.before_text
                    .remove(&(body as *const Body as usize ^ op.index()))
            });
            if before
                .is_some_and(|b| b == op_to_string_scoped(ctx, None, body, op, self.printing.flags))
            {
                return;
            }
        }
        self.dump(ctx, "After", false, pass, scope, body, op);
    }

    /// Called after a pass failed.
    pub fn after_failure(
        &self,
        ctx: &Context,
        pass: &dyn Pass,
        scope: &IrScope<'_>,
        body: &Body,
        op: OpId,
    ) {
        if self.printing.after_failure || self.printing.after_all {
            self.dump(ctx, "After", true, pass, scope, body, op);
        }
        let name = body.op_name(op);
        let mut description = format!("`{}` on '{}' operation", pass.name(), name.as_str(ctx));
        if let Some(sym) = strata_ir::symbol_table::symbol_name(ctx, body, op) {
            description.push_str(&format!(": @{sym}"));
        }
        if let Ok(mut r) = self.records.lock()
            && r.failed_pass.is_none()
        {
            let reproducer = r.pending_reproducer.take();
            r.failed_pass = Some(FailedPass {
                description,
                loc: body.op_loc(op),
                reproducer,
            });
        }
        self.record_failure(format!(
            "pass '{}' ({}) failed on '{}' op",
            pass.name(),
            pass.argument(),
            name.as_str(ctx)
        ));
    }

    /// Called when the IR fails to verify after a pass.
    pub fn after_verification_failure(
        &self,
        ctx: &Context,
        pass: &dyn Pass,
        body: &Body,
        op: OpId,
    ) {
        let name = body.op_name(op);
        self.record_failure(format!(
            "the IR failed to verify after pass '{}' ({}) on '{}' op",
            pass.name(),
            pass.argument(),
            name.as_str(ctx)
        ));
    }

    fn record_failure(&self, what: String) {
        if let Ok(mut r) = self.records.lock()
            && r.failure.is_none()
        {
            r.failure = Some(what);
        }
    }

    /// Takes the first pass that failed since the last call.
    pub fn take_failed_pass(&self) -> Option<FailedPass> {
        self.records
            .lock()
            .ok()
            .and_then(|mut r| r.failed_pass.take())
    }

    /// Takes the description of the first failure since the last call.
    pub fn take_failure(&self) -> Option<String> {
        self.records.lock().ok().and_then(|mut r| r.failure.take())
    }

    fn entry(&self, key: &str, parent: &str, name: &str, pipeline: bool, time: Duration) {
        if let Ok(mut r) = self.records.lock() {
            if !r.timings.contains_key(key) {
                r.order.push(key.to_string());
            }
            let e = r.timings.entry(key.to_string()).or_insert_with(|| {
                (
                    parent.to_string(),
                    name.to_string(),
                    pipeline,
                    Duration::ZERO,
                )
            });
            e.3 += time;
        }
    }

    /// Records a pass run's time and statistics.
    pub fn record(
        &self,
        key: &str,
        parent: &str,
        name: &str,
        time: Duration,
        stats: Vec<Statistic>,
    ) {
        if self.timing {
            self.entry(key, parent, name, false, time);
        }
        if self.statistics
            && !stats.is_empty()
            && let Ok(mut r) = self.records.lock()
        {
            let acc = r.statistics.entry(key.to_string()).or_default();
            for s in stats {
                match acc.iter_mut().find(|a| a.name == s.name) {
                    Some(a) => a.value += s.value,
                    None => acc.push(s),
                }
            }
        }
    }

    /// Records a nested pipeline's time.
    pub fn record_pipeline(&self, key: &str, parent: &str, anchor: &str, time: Duration) {
        if self.timing {
            self.entry(key, parent, &format!("'{anchor}' Pipeline"), true, time);
        }
    }

    /// The rows of the `--mlir-timing` report, in pipeline order: the
    /// parse and output times measured by the driver around the passes,
    /// then `Rest` and `Total`.
    pub fn timing_rows(
        &self,
        parse: Duration,
        output: Duration,
        total: Duration,
    ) -> Vec<TimingRow> {
        let Ok(r) = self.records.lock() else {
            return Vec::new();
        };
        let row = |depth: usize, name: &str, time: Duration| TimingRow {
            depth,
            name: name.to_string(),
            time,
        };
        let mut rows = vec![row(0, "Parser", parse)];
        let mut accounted = parse + output;
        for key in &r.order {
            let Some((parent, name, _, t)) = r.timings.get(key) else {
                continue;
            };
            let depth = parent.matches("Pipeline/").count();
            if depth == 0 {
                accounted += *t;
            }
            rows.push(row(depth, name, *t));
        }
        rows.push(row(0, "Output", output));
        rows.push(row(0, "Rest", total.saturating_sub(accounted)));
        rows.push(row(0, "Total", total));
        rows
    }

    /// The `--mlir-timing` report as a nested tree, with the parse and
    /// output times measured by the driver.
    pub fn timing_report(&self, parse: Duration, output: Duration, total: Duration) -> String {
        timing_table(&self.timing_rows(parse, output, total), total)
    }

    /// The `--mlir-timing-display=list` report: the times of each name
    /// summed, largest first, under a `root` entry for the whole run.
    pub fn timing_list_report(&self, parse: Duration, output: Duration, total: Duration) -> String {
        let rows = self.timing_rows(parse, output, total);
        // `Rest` and `Total` stay last.
        let (body, tail) = rows.split_at(rows.len().saturating_sub(2));
        let mut merged: Vec<TimingRow> = Vec::new();
        for row in body {
            match merged.iter_mut().find(|m| m.name == row.name) {
                Some(m) => m.time += row.time,
                None => merged.push(TimingRow {
                    depth: 0,
                    ..row.clone()
                }),
            }
        }
        merged.sort_by_key(|row| std::cmp::Reverse(row.time));
        merged.insert(
            0,
            TimingRow {
                depth: 0,
                name: "root".to_string(),
                time: total,
            },
        );
        merged.extend(tail.iter().cloned());
        timing_text(&merged, total, |_| String::new())
    }

    /// The `--mlir-output-format=json` timing report: one object per
    /// entry, nested passes in `passes` arrays.
    pub fn timing_json_report(&self, parse: Duration, output: Duration, total: Duration) -> String {
        let rows = self.timing_rows(parse, output, total);
        let total_s = total.as_secs_f64().max(1e-9);
        let mut s = String::from("[\n");
        let mut open: Vec<usize> = Vec::new();
        let close_to = |s: &mut String, open: &mut Vec<usize>, depth: usize| {
            while open.last().is_some_and(|d| *d >= depth) {
                let d = open.pop().unwrap_or(0);
                s.push_str(&format!("{}{{}}]}},\n", "  ".repeat(d)));
            }
        };
        let n = rows.len();
        for (i, row) in rows.iter().enumerate() {
            close_to(&mut s, &mut open, row.depth);
            let secs = row.time.as_secs_f64();
            s.push_str(&format!(
                "{}{{\"wall\": {{\"duration\": {:>8.4}, \"percentage\": {:>5.1}}}, \"name\": \"{}\"",
                "  ".repeat(row.depth),
                secs,
                100.0 * secs / total_s,
                row.name
            ));
            if i + 2 >= n {
                s.push_str(if i + 1 == n { "}\n" } else { "},\n" });
            } else {
                s.push_str(", \"passes\": [\n");
                open.push(row.depth);
            }
        }
        s.push_str("]\n");
        s
    }

    /// The `--mlir-pass-statistics-display=list` report: the statistics
    /// of each pass summed over the pipeline, passes sorted by name.
    pub fn statistics_list_report(&self) -> String {
        let Ok(r) = self.records.lock() else {
            return String::new();
        };
        let mut merged: BTreeMap<&str, Vec<Statistic>> = BTreeMap::new();
        for (key, stats) in &r.statistics {
            let name = key.rsplit_once('/').map_or(key.as_str(), |(_, n)| n);
            let acc = merged.entry(name).or_default();
            for st in stats {
                match acc.iter_mut().find(|a| a.name == st.name) {
                    Some(a) => a.value += st.value,
                    None => acc.push(st.clone()),
                }
            }
        }
        let rule =
            "===-------------------------------------------------------------------------===\n";
        let mut s = String::new();
        s.push_str(rule);
        s.push_str("                         ... Pass statistics report ...\n");
        s.push_str(rule);
        for (name, stats) in merged {
            s.push_str(name);
            s.push('\n');
            for st in stats {
                s.push_str(&format!(
                    "  (S) {} {} - {}\n",
                    st.value, st.name, st.description
                ));
            }
        }
        s
    }

    /// The `--mlir-pass-statistics` report.
    pub fn statistics_report(&self) -> String {
        let Ok(r) = self.records.lock() else {
            return String::new();
        };
        let mut s = String::new();
        s.push_str(
            "===-------------------------------------------------------------------------===\n",
        );
        s.push_str("                         ... Pass statistics report ...\n");
        s.push_str(
            "===-------------------------------------------------------------------------===\n",
        );
        let mut last_parent = String::new();
        for (key, stats) in &r.statistics {
            let (parent, name) = key
                .rsplit_once('/')
                .map_or(("", key.as_str()), |(p, n)| (p, n));
            let depth = parent.matches("Pipeline").count();
            if parent != last_parent {
                for (i, part) in parent.split('/').filter(|p| !p.is_empty()).enumerate() {
                    s.push_str(&format!("{}{}\n", "  ".repeat(i), part));
                }
                last_parent = parent.to_string();
            }
            s.push_str(&format!("{}{}\n", "  ".repeat(depth), name));
            for st in stats {
                s.push_str(&format!(
                    "{}  (S) {} {} - {}\n",
                    "  ".repeat(depth),
                    st.value,
                    st.name,
                    st.description
                ));
            }
        }
        s
    }
}
