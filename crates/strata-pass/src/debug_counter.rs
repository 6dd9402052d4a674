//! Debug counters (`--mlir-debug-counter`): skip the first N executions of
//! a tagged action and stop after M more, e.g. `pass-execution-skip=1`.

use std::collections::BTreeMap;
use std::sync::Mutex;

/// One counter: how often its action was reached, and its limits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counter {
    count: i64,
    skip: i64,
    /// Executions allowed after the skipped ones (`-1`: no limit).
    limit: i64,
}

/// The configured counters, by action tag.
#[derive(Default)]
pub struct DebugCounters {
    counters: Mutex<BTreeMap<String, Counter>>,
}

impl DebugCounters {
    /// Parses `tag-skip=N` and `tag-count=N` arguments, with upstream's
    /// messages for malformed ones.
    pub fn parse<'s>(args: impl IntoIterator<Item = &'s str>) -> Result<Self, String> {
        let mut counters: BTreeMap<String, Counter> = BTreeMap::new();
        for arg in args {
            let Some((name, value)) = arg.split_once('=') else {
                return Err(format!(
                    "expected DebugCounter argument to have an `=` separating the counter name and value, but the provided argument was: `{arg}`"
                ));
            };
            let value: i64 = value.parse().map_err(|_| {
                format!("expected DebugCounter counter value to be numeric, but got `{value}`")
            })?;
            let (tag, skip) = if let Some(tag) = name.strip_suffix("-skip") {
                (tag, true)
            } else if let Some(tag) = name.strip_suffix("-count") {
                (tag, false)
            } else {
                return Err(format!(
                    "expected DebugCounter counter to end with either `-skip` or `-count`, but the provided argument was: `{name}`"
                ));
            };
            let counter = counters.entry(tag.to_string()).or_insert(Counter {
                count: 0,
                skip: 0,
                limit: -1,
            });
            if skip {
                counter.skip = value;
            } else {
                counter.limit = value;
            }
        }
        Ok(DebugCounters {
            counters: Mutex::new(counters),
        })
    }

    /// Whether the action tagged `tag` runs this time; counts it.
    pub fn should_execute(&self, tag: &str) -> bool {
        let Ok(mut counters) = self.counters.lock() else {
            return true;
        };
        let Some(counter) = counters.get_mut(tag) else {
            return true;
        };
        let current = counter.count;
        counter.count += 1;
        if current < counter.skip {
            return false;
        }
        counter.limit < 0 || current < counter.skip.saturating_add(counter.limit)
    }

    /// The `--mlir-print-debug-counter` report: each counter as
    /// `{count,skip,limit}`.
    pub fn report(&self) -> String {
        let mut s = String::from("DebugCounter counters:\n");
        if let Ok(counters) = self.counters.lock() {
            for (tag, c) in counters.iter() {
                s.push_str(&format!(
                    "{tag:<32}: {{{},{},{}}}\n",
                    c.count, c.skip, c.limit
                ));
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skip_then_count() {
        let c = DebugCounters::parse(["a-skip=1", "a-count=2"]).unwrap_or_default();
        let runs: Vec<bool> = (0..5).map(|_| c.should_execute("a")).collect();
        assert_eq!(runs, vec![false, true, true, false, false]);
        assert!(c.should_execute("other"));
        assert_eq!(
            c.report(),
            "DebugCounter counters:\na                               : {5,1,2}\n"
        );
    }

    #[test]
    fn malformed_arguments() {
        let err = |a: &str| DebugCounters::parse([a]).err().unwrap_or_default();
        assert!(err("bogus").starts_with("expected DebugCounter argument to have an `=`"));
        assert!(err("a-skip=x").contains("to be numeric, but got `x`"));
        assert!(err("a-other=1").contains("end with either `-skip` or `-count`"));
    }
}
