//! The standard passes.

pub mod canonicalize;

use strata_pass::PassRegistry;

/// A registry with every standard pass.
pub fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    r.register(canonicalize::REGISTRATION);
    r
}
