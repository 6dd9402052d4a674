//! The registry of passes known by name (for pipelines and command-line flags).

use crate::pass::{Pass, PassOptionInfo};

/// How to create a pass by name.
#[derive(Clone, Copy)]
pub struct PassRegistration {
    /// The pipeline / flag name.
    pub argument: &'static str,
    /// One-line summary shown in `--help`.
    pub summary: &'static str,
    /// Its options, for `--help`.
    pub options: &'static [PassOptionInfo],
    /// Creates the pass with default options.
    pub create: fn() -> Box<dyn Pass>,
}

/// Passes by name.
#[derive(Clone, Default)]
pub struct PassRegistry {
    entries: Vec<PassRegistration>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers a pass (replacing one of the same name).
    pub fn register(&mut self, r: PassRegistration) {
        self.entries.retain(|e| e.argument != r.argument);
        self.entries.push(r);
        self.entries.sort_by_key(|e| e.argument);
    }

    /// The registration for `argument`.
    pub fn lookup(&self, argument: &str) -> Option<&PassRegistration> {
        self.entries.iter().find(|e| e.argument == argument)
    }

    /// All registrations, sorted by name.
    pub fn entries(&self) -> &[PassRegistration] {
        &self.entries
    }

    /// The pass list for `--help`.
    pub fn help_text(&self) -> String {
        let mut s = String::from("Passes:\n");
        for e in &self.entries {
            s.push_str(&format!("  --{:<40} {}\n", e.argument, e.summary));
            for o in e.options {
                s.push_str(&format!(
                    "      {:<38} {}\n",
                    format!("{}=<{}>", o.name, o.kind),
                    o.description
                ));
            }
        }
        s
    }

    /// The pass list of `--list-passes`, laid out as `mlir-opt` lays it
    /// out: each pass with its summary, then its options sorted by name; a
    /// choice option (kind `a|b|c`) is followed by one line per choice.
    pub fn list_text(&self) -> String {
        let mut s = String::from("Passes:\n");
        for e in &self.entries {
            s.push_str(&format!("  --{:<54}-   {}\n", e.argument, e.summary));
            let mut options: Vec<&PassOptionInfo> = e.options.iter().collect();
            options.sort_by_key(|o| o.name);
            for o in options {
                let choices: Vec<&str> = o.kind.split('|').collect();
                let flag = if o.kind == "bool" {
                    o.name.to_string()
                } else if choices.len() > 1 {
                    format!("{}=<value>", o.name)
                } else {
                    format!("{}=<{}>", o.name, o.kind)
                };
                s.push_str(&format!("    --{flag:<52}- {}\n", o.description));
                if choices.len() > 1 {
                    for c in choices {
                        s.push_str(&format!("    ={c:<51}-   {c}\n"));
                    }
                }
            }
        }
        s
    }
}
