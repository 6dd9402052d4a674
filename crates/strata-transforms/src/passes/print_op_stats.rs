//! `print-op-stats`: prints how many operations of each name the operation
//! holds (itself included), as an aligned table or as JSON, to stderr.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use strata_ir::ir::{WalkOrder, WalkResult};
use strata_ir::{Body, Context, OpId};
use strata_pass::{
    Pass, PassContext, PassOptionInfo, PassRegistration, PassResult, parse_bool_option,
};

/// The operation statistics pass.
#[derive(Clone, Default)]
pub struct PrintOpStats {
    json: bool,
}

const OPTIONS: &[PassOptionInfo] = &[PassOptionInfo {
    name: "json",
    kind: "bool",
    description: "print the stats as JSON",
}];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "print-op-stats",
    summary: "Print statistics of operations",
    options: OPTIONS,
    create: || Box::new(PrintOpStats::default()),
};

impl Pass for PrintOpStats {
    fn argument(&self) -> &'static str {
        "print-op-stats"
    }

    fn name(&self) -> &'static str {
        "PrintOpStats"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "json" => self.json = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn option_string(&self) -> String {
        format!("json={}", self.json)
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let counts = count_ops(cx.ctx, body, op);
        let text = if self.json {
            json_summary(&counts)
        } else {
            table_summary(&counts)
        };
        strata_pass::write_stderr(&text);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The number of operations of each name in `op` (included), sorted by name.
fn count_ops<'c>(ctx: &'c Context, body: &Body, op: OpId) -> BTreeMap<&'c str, u64> {
    let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
    body.walk_op(op, WalkOrder::PreOrder, &mut |b, o| {
        *counts.entry(b.op_name(o).as_str(ctx)).or_default() += 1;
        WalkResult::Advance
    });
    counts
}

/// Splits `dialect.op` at the first dot (no dialect if there is none).
fn split_name(name: &str) -> (&str, &str) {
    name.split_once('.').unwrap_or(("", name))
}

/// The table form: dialect names right-aligned, op names left-aligned.
fn table_summary(counts: &BTreeMap<&str, u64>) -> String {
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    let (mut dialect_width, mut op_width) = (0, 0);
    for name in counts.keys() {
        let (d, o) = split_name(name);
        dialect_width = dialect_width.max(d.len());
        op_width = op_width.max(o.len());
    }
    for (name, count) in counts {
        let (d, o) = split_name(name);
        if d.is_empty() {
            out.push_str(&" ".repeat(dialect_width + 3));
        } else {
            let _ = write!(out, "{d:>w$}.", w = dialect_width + 2);
        }
        let _ = writeln!(out, "{o:<op_width$} , {count}");
    }
    out
}

/// The JSON form: one `"name" : count` entry per line.
fn json_summary(counts: &BTreeMap<&str, u64>) -> String {
    let mut out = String::from("{\n");
    let last = counts.len().saturating_sub(1);
    for (i, (name, count)) in counts.iter().enumerate() {
        let _ = write!(out, "  \"{name}\" : {count}");
        out.push_str(if i == last { "\n" } else { ",\n" });
    }
    out.push_str("}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_aligns_dialects_and_names() {
        let counts: BTreeMap<&str, u64> = [("builtin.module", 1), ("cf.br", 2), ("solo", 3)]
            .into_iter()
            .collect();
        assert_eq!(
            table_summary(&counts),
            "Operations encountered:\n-----------------------\n  builtin.module , 1\n       cf.br     , 2\n          solo   , 3\n"
        );
    }

    #[test]
    fn json_separates_entries() {
        let counts: BTreeMap<&str, u64> = [("a.b", 1), ("c.d", 2)].into_iter().collect();
        assert_eq!(
            json_summary(&counts),
            "{\n  \"a.b\" : 1,\n  \"c.d\" : 2\n}\n"
        );
        assert_eq!(json_summary(&BTreeMap::new()), "{\n}\n");
    }
}
