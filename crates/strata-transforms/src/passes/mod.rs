//! The standard passes.

pub mod canonicalize;
pub mod composite_fixed_point;
pub mod control_flow_sink;
pub mod cse;
pub mod inline;
pub mod licm;
mod loop_walk;
pub mod mem2reg;
mod post_order;
pub mod print_ir;
pub mod print_op_stats;
pub mod reconcile_unrealized_casts;
pub mod remove_dead_values;
pub mod runtime_verification;
pub mod sccp;
pub mod snapshot_op_locations;
pub mod sroa;
pub mod strip_debuginfo;
mod subset_bounds;
pub mod subset_hoisting;
pub mod symbol_dce;
pub mod symbol_privatize;
pub mod topological_sort;
pub mod view_op_graph;

use strata_pass::PassRegistry;

/// A registry with every standard pass.
pub fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    r.register(canonicalize::REGISTRATION);
    r.register(composite_fixed_point::REGISTRATION);
    r.register(control_flow_sink::REGISTRATION);
    r.register(cse::REGISTRATION);
    r.register(inline::REGISTRATION);
    r.register(licm::REGISTRATION);
    r.register(mem2reg::REGISTRATION);
    r.register(print_ir::REGISTRATION);
    r.register(print_op_stats::REGISTRATION);
    r.register(reconcile_unrealized_casts::REGISTRATION);
    r.register(remove_dead_values::REGISTRATION);
    r.register(runtime_verification::REGISTRATION);
    r.register(sccp::REGISTRATION);
    r.register(snapshot_op_locations::REGISTRATION);
    r.register(sroa::REGISTRATION);
    r.register(subset_hoisting::REGISTRATION);
    r.register(strip_debuginfo::REGISTRATION);
    r.register(symbol_dce::REGISTRATION);
    r.register(symbol_privatize::REGISTRATION);
    r.register(topological_sort::REGISTRATION);
    r.register(view_op_graph::REGISTRATION);
    r
}

#[cfg(test)]
mod tests {
    #[test]
    fn production_registry_has_no_test_passes() {
        let registry = super::registry();
        assert!(registry.lookup("canonicalize").is_some());
        assert!(
            registry
                .entries()
                .iter()
                .all(|e| !e.argument.starts_with("test-")),
            "{}",
            registry.help_text()
        );
    }
}
