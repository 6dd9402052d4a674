//! The inliner's building blocks: the call graph over a symbol table's
//! callables, symbol use counts, cross-body cloning and call-site inlining.

pub mod call_graph;
pub mod clone;
pub mod inline_call;
