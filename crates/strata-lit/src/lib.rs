//! An LLVM-lit-style file test runner for Strata.
//!
//! Each test file (by default `*.mlir`, recursively, skipping `Inputs/` directories) is
//! one test. Its commands are written in comments; every RUN line must succeed:
//!
//! ```text
//! // RUN: strata-opt %s | FileCheck %s
//! // RUN: not strata-opt %s --bad-flag 2>&1 \
//! // RUN:   | FileCheck %s --check-prefix=ERR
//! // REQUIRES: some-feature && !other-feature
//! // UNSUPPORTED: some-feature
//! // XFAIL: *
//! ```
//!
//! Directives follow a comment leader (`//` or `#` by default); a RUN line ending in `\`
//! continues on the next RUN line. `%(line)`, `%(line+N)` and `%(line-N)` expand to line
//! numbers.
//!
//! # Substitutions
//!
//! `%s` (test file), `%S`/`%p` (its directory), `%t` (a temporary path), `%T` (the test's
//! private temporary directory, also the working directory of its commands),
//! `%basename_t`, `%/s`-style variants, `%{pathsep}`, `%%` (a literal `%`), plus the
//! caller's own ([`SuiteConfig::substitution`]). Substitution is textual and happens before
//! the line is parsed.
//!
//! # Shell
//!
//! Pipelines `|` (with `pipefail`: a pipeline fails if any stage fails), sequences `&&`,
//! `||`, `;`, redirections `<`, `>`, `>>`, `2>`, `2>>`, `&>`, `&>>`, `2>&1`, `1>&2`,
//! quoting with `'...'`, `"..."` and `\`. Each stage's first word is looked up, in order:
//! the prefixes `not [--crash]`, `env [-u NAME] [NAME=VALUE]... cmd`, `cd`, `export`; the
//! caller's tool map ([`SuiteConfig::tool`]); the builtins `true`, `false`, `:`, `echo`,
//! `cat`, `diff`, `rm`, `mkdir`, `count`; the in-process `FileCheck`/`filecheck`; a path
//! containing `/`; and, only if allowed ([`SuiteConfig::allow_path_lookup`]), `PATH`.
//! Anything else is an error that fails the test even under `not`. External commands are
//! killed after a time limit ([`SuiteConfig::timeout`]).
//!
//! # Use from `cargo test`
//!
//! A consumer crate runs its file tests with a `harness = false` test target:
//!
//! ```no_run
//! fn main() -> std::process::ExitCode {
//!     strata_lit::run_suite(
//!         strata_lit::SuiteConfig::new("test").tool("strata-opt", "/path/to/strata-opt"),
//!     )
//! }
//! ```
//!
//! Read the directives of a test file:
//!
//! ```
//! let text = "// RUN: strata-opt %s | FileCheck %s\n// XFAIL: *\n";
//! let script = strata_lit::parse_script(text, &["//".to_string()]).expect("valid directives");
//! assert_eq!(script.run_lines[0].command.trim(), "strata-opt %s | FileCheck %s");
//! assert_eq!(script.xfail, ["*"]);
//! ```

mod config;
mod directives;
mod discovery;
mod features;
mod filecheck;
mod report;
mod runner;
pub mod shell;
mod substitute;
mod suite;

pub use config::{DEFAULT_TIMEOUT, SuiteConfig, default_temp_root};
pub use directives::{DEFAULT_COMMENT_LEADERS, DirectiveError, RunLine, TestScript, parse_script};
pub use discovery::{TestFile, discover};
pub use features::{Applicability, applicability, evaluate};
pub use filecheck::{FileCheckOutcome, run_filecheck};
pub use report::{failure_report, truncate};
pub use runner::{Outcome, load_script, run_test, skip_reason};
pub use substitute::{Substitutions, TestPaths};
pub use suite::{run_suite, trials};
