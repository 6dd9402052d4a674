//! The configuration of a test suite.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::directives::DEFAULT_COMMENT_LEADERS;
use crate::shell::ExecOptions;

/// The default time limit of one external command.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// Where tests are, which tools they may run, and how.
///
/// Built with [`SuiteConfig::new`] and the chaining methods, e.g.
/// `SuiteConfig::new("test").tool("strata-opt", "/path/to/strata-opt")`.
#[derive(Debug, Clone)]
pub struct SuiteConfig {
    root: PathBuf,
    extensions: BTreeSet<String>,
    comment_leaders: Vec<String>,
    tools: BTreeMap<String, PathBuf>,
    substitutions: Vec<(String, String)>,
    features: BTreeSet<String>,
    env: BTreeMap<String, Option<String>>,
    timeout: Duration,
    temp_root: Option<PathBuf>,
    allow_path_lookup: bool,
}

impl SuiteConfig {
    /// A suite of the `*.mlir` files under `root` (a directory, or a single test file),
    /// with no tools, no features, `//` and `#` comment leaders and a 60 s time limit.
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Self {
            root: root.into(),
            extensions: BTreeSet::from(["mlir".to_string()]),
            comment_leaders: DEFAULT_COMMENT_LEADERS
                .iter()
                .map(|s| s.to_string())
                .collect(),
            tools: BTreeMap::new(),
            substitutions: Vec::new(),
            features: BTreeSet::new(),
            env: BTreeMap::new(),
            timeout: DEFAULT_TIMEOUT,
            temp_root: None,
            allow_path_lookup: false,
        }
    }

    /// Makes `name` runnable in RUN lines as the program at `path`.
    ///
    /// A tool shadows a builtin of the same name (e.g. mapping `FileCheck` to LLVM's
    /// binary), but not the shell prefixes `not`, `env`, `cd` and `export`.
    pub fn tool(mut self, name: impl Into<String>, path: impl Into<PathBuf>) -> Self {
        self.tools.insert(name.into(), path.into());
        self
    }

    /// Also discovers files with this extension (without the dot, e.g. `"td"`).
    pub fn extension(mut self, extension: impl Into<String>) -> Self {
        self.extensions
            .insert(extension.into().trim_start_matches('.').to_string());
        self
    }

    /// Also recognises directives after this comment leader (e.g. `";"`).
    pub fn comment_leader(mut self, leader: impl Into<String>) -> Self {
        self.comment_leaders.push(leader.into());
        self
    }

    /// Adds a textual substitution applied to RUN lines (e.g. `"%{opt}"` → `"strata-opt -x"`).
    ///
    /// Caller substitutions win over built-in ones of the same length; the longest key
    /// matching at a position wins otherwise.
    pub fn substitution(mut self, key: impl Into<String>, value: impl Into<String>) -> Self {
        self.substitutions.push((key.into(), value.into()));
        self
    }

    /// Declares a feature available to `REQUIRES:`, `UNSUPPORTED:` and `XFAIL:`.
    pub fn feature(mut self, name: impl Into<String>) -> Self {
        self.features.insert(name.into());
        self
    }

    /// Sets an environment variable for every external command.
    pub fn env(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.env.insert(name.into(), Some(value.into()));
        self
    }

    /// Sets the time limit of each external command (default [`DEFAULT_TIMEOUT`]).
    pub fn timeout(mut self, limit: Duration) -> Self {
        self.timeout = limit;
        self
    }

    /// Puts the tests' temporary directories under `dir` instead of a fresh directory in
    /// the system temporary directory.
    pub fn temp_root(mut self, dir: impl Into<PathBuf>) -> Self {
        self.temp_root = Some(dir.into());
        self
    }

    /// Allows running programs that are neither builtins nor tools by searching `PATH`.
    pub fn allow_path_lookup(mut self, allow: bool) -> Self {
        self.allow_path_lookup = allow;
        self
    }

    /// The directory (or file) tests are discovered in.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The file extensions of test files.
    pub fn extensions(&self) -> &BTreeSet<String> {
        &self.extensions
    }

    /// The comment leaders directives may follow.
    pub fn comment_leaders(&self) -> &[String] {
        &self.comment_leaders
    }

    /// The caller's substitutions, in the order they were added.
    pub fn substitutions(&self) -> &[(String, String)] {
        &self.substitutions
    }

    /// The available features.
    pub fn features(&self) -> &BTreeSet<String> {
        &self.features
    }

    /// Environment variables set for every external command.
    pub fn env_vars(&self) -> &BTreeMap<String, Option<String>> {
        &self.env
    }

    /// The directory holding the tests' temporary directories.
    pub fn temp_root_dir(&self) -> PathBuf {
        self.temp_root.clone().unwrap_or_else(default_temp_root)
    }

    /// Whether the temporary root is the default per-process one (and may be deleted).
    pub fn uses_default_temp_root(&self) -> bool {
        self.temp_root.is_none()
    }

    /// The execution options derived from this configuration.
    pub fn exec_options(&self) -> ExecOptions {
        ExecOptions {
            tools: self.tools.clone(),
            allow_path_lookup: self.allow_path_lookup,
            timeout: self.timeout,
        }
    }
}

/// The default directory for tests' temporary files: `strata-lit-<pid>` in the system
/// temporary directory, unique to this process.
pub fn default_temp_root() -> PathBuf {
    std::env::temp_dir().join(format!("strata-lit-{}", std::process::id()))
}
