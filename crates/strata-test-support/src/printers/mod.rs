//! Upstream's IR and analysis printers under their upstream names: test
//! passes that write what they see to standard output and leave the IR
//! unchanged.

mod block_tree;
pub mod callgraph;
pub mod defuse;
mod dom_graph;
pub mod dominance;
pub mod liveness;
pub mod nesting;
pub mod topological_sort;
pub mod visitors;

use std::io::Write;
use std::os::fd::AsFd;
use std::sync::Mutex;

/// Serializes the printers' writes, so reports of passes running on
/// different threads never interleave.
static STDOUT_WRITES: Mutex<()> = Mutex::new(());

/// Writes `text` to standard output now, so it precedes the IR the driver
/// prints at the end. It goes through a duplicate of the descriptor: the
/// driver holds the standard output lock on its own thread while passes
/// run on others. A closed stdout is not a pass failure.
pub(crate) fn emit(text: &str) {
    let _guard = STDOUT_WRITES.lock();
    if let Ok(fd) = std::io::stdout().as_fd().try_clone_to_owned() {
        let _ = std::fs::File::from(fd).write_all(text.as_bytes());
    }
}
