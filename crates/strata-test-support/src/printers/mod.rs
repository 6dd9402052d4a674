//! Upstream's IR and analysis printers under their upstream names: test
//! passes that write what they see to standard output and leave the IR
//! unchanged.

mod block_tree;
pub mod callgraph;
pub mod defuse;
mod dom_graph;
pub mod dominance;
pub mod nesting;
pub mod topological_sort;

use std::io::Write;

/// Writes `text` to standard output now, so it precedes the IR the driver
/// prints at the end. A closed stdout is not a pass failure.
pub(crate) fn emit(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}
