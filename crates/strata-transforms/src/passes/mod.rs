//! The standard passes.

pub mod canonicalize;
pub mod cse;
pub mod inline;
pub mod licm;
pub mod print_op_stats;
pub mod reconcile_unrealized_casts;
pub mod remove_dead_values;
pub mod sccp;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;
pub mod test_conversion;
pub mod view_op_graph;

use strata_pass::PassRegistry;

/// A registry with every standard pass.
pub fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    r.register(canonicalize::REGISTRATION);
    r.register(cse::REGISTRATION);
    r.register(inline::REGISTRATION);
    r.register(licm::REGISTRATION);
    r.register(print_op_stats::REGISTRATION);
    r.register(reconcile_unrealized_casts::REGISTRATION);
    r.register(remove_dead_values::REGISTRATION);
    r.register(sccp::REGISTRATION);
    r.register(strip_debuginfo::REGISTRATION);
    r.register(symbol_dce::REGISTRATION);
    r.register(symbol_privatize::REGISTRATION);
    r.register(test_conversion::REGISTRATION);
    r.register(view_op_graph::REGISTRATION);
    r
}
