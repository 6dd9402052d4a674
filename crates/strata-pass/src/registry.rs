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
}
