//! An LLVM-lit-style file test runner for Strata.
//!
//! Each test file (by default `*.mlir`) carries its own commands in `// RUN:` comments.
//! They are run by a small built-in shell (pipelines, `&&`, `||`, `;`, redirections,
//! quoting, `not`, `env` and a few builtins); `FileCheck` runs in-process through
//! `litcheck-filecheck`. Every RUN line must succeed for the test to pass.
//!
//! A consumer crate runs its file tests under `cargo test` with a `harness = false`
//! test target:
//!
//! ```no_run
//! fn main() -> std::process::ExitCode {
//!     strata_lit::run_suite(
//!         strata_lit::SuiteConfig::new("test").tool("strata-opt", "/path/to/strata-opt"),
//!     )
//! }
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

pub use config::{DEFAULT_TIMEOUT, SuiteConfig};
pub use directives::{DEFAULT_COMMENT_LEADERS, DirectiveError, RunLine, TestScript, parse_script};
pub use discovery::{TestFile, discover};
pub use features::{Applicability, applicability, evaluate};
pub use filecheck::{FileCheckOutcome, run_filecheck};
pub use report::{failure_report, truncate};
pub use runner::{Outcome, load_script, run_test, skip_reason};
pub use substitute::{Substitutions, TestPaths};
pub use suite::{run_suite, trials};
