//! Pass instrumentation: IR printing before/after passes, timing, statistics.

use std::collections::BTreeMap;
use std::io::Write;
use std::sync::Mutex;
use std::time::Duration;

use strata_asm::{PrintFlags, op_to_string_scoped};
use strata_ir::{Body, Context, OpId};

use crate::pass::{Pass, Statistic};

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
    records: Mutex<Records>,
}

fn dump(ctx: &Context, flags: PrintFlags, kind: &str, pass: &dyn Pass, body: &Body, op: OpId) {
    let text = op_to_string_scoped(ctx, None, body, op, flags);
    let mut err = std::io::stderr().lock();
    let _ = writeln!(
        err,
        "// -----// IR Dump {kind} {} ({}) //----- //",
        pass.name(),
        pass.argument()
    );
    let _ = writeln!(err, "{text}");
    let _ = writeln!(err);
    // A top-level operation prints with a trailing newline of its own, as upstream.
    if body.owner_name().is_none() {
        let _ = writeln!(err);
    }
}

impl Instrumentation {
    fn wants_before(&self, pass: &dyn Pass) -> bool {
        self.printing.before_all || self.printing.before.iter().any(|p| p == pass.argument())
    }

    fn wants_after(&self, pass: &dyn Pass) -> bool {
        !self.printing.after_failure
            && (self.printing.after_all || self.printing.after.iter().any(|p| p == pass.argument()))
    }

    /// Called before a pass runs.
    pub fn before_pass(&self, ctx: &Context, pass: &dyn Pass, body: &Body, op: OpId) {
        if self.wants_before(pass) {
            dump(ctx, self.printing.flags, "Before", pass, body, op);
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
    pub fn after_pass(&self, ctx: &Context, pass: &dyn Pass, body: &Body, op: OpId) {
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
        dump(ctx, self.printing.flags, "After", pass, body, op);
    }

    /// Called after a pass failed.
    pub fn after_failure(&self, ctx: &Context, pass: &dyn Pass, body: &Body, op: OpId) {
        if self.printing.after_failure || self.printing.after_all {
            dump(ctx, self.printing.flags, "After Failed", pass, body, op);
        }
        let name = body.op_name(op);
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

    /// The `--mlir-timing` report, with the parse and output times measured by the driver.
    pub fn timing_report(&self, parse: Duration, output: Duration, total: Duration) -> String {
        let Ok(r) = self.records.lock() else {
            return String::new();
        };
        let total_s = total.as_secs_f64().max(1e-9);
        let line = |t: Duration, depth: usize, name: &str| {
            let secs = t.as_secs_f64();
            format!(
                "{:>10.4} ({:>5.1}%)  {}{}\n",
                secs,
                100.0 * secs / total_s,
                "  ".repeat(depth),
                name
            )
        };
        let mut s = String::new();
        s.push_str(
            "===-------------------------------------------------------------------------===\n",
        );
        s.push_str("                         ... Execution time report ...\n");
        s.push_str(
            "===-------------------------------------------------------------------------===\n",
        );
        s.push_str(&format!(
            "  Total Execution Time: {:.4} seconds\n\n",
            total.as_secs_f64()
        ));
        s.push_str("  ----Wall Time----  ----Name----\n");
        s.push_str(&line(parse, 0, "Parser"));
        let mut accounted = parse + output;
        for key in &r.order {
            let Some((parent, name, _, t)) = r.timings.get(key) else {
                continue;
            };
            let depth = parent.matches("Pipeline/").count();
            if depth == 0 {
                accounted += *t;
            }
            s.push_str(&line(*t, depth, name));
        }
        s.push_str(&line(output, 0, "Output"));
        s.push_str(&line(total.saturating_sub(accounted), 0, "Rest"));
        s.push_str(&line(total, 0, "Total"));
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
