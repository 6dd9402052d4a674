//! Test support: passes that exist only to exercise frameworks from file
//! tests, `testlib`, a small dialect whose ops carry memory effects, and
//! `test`, the ops of upstream's test dialect that its core tests use.
//! Both are registered only by the test driver `strata-test-opt` (which
//! the file tests under `test/` run as `strata-opt`), never by the
//! production `strata-opt`.
//!
//! `testlib` is also the proof that a dialect is self-contained: it lives
//! entirely in this crate, and [`register_test_dialects`] is its only
//! registration line.
//!
//! Register `testlib` and look up one of its ops and the test passes:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! strata_test_support::register_test_dialects(&ctx);
//! assert!(strata_ir::OperationName::new(&ctx, "testlib.read").is_registered(&ctx));
//! let names: Vec<&str> = strata_test_support::TEST_PASSES.iter().map(|p| p.argument).collect();
//! assert!(names.contains(&"test-print-defuse"), "{names:?}");
//! ```

pub mod fuzz_oracle;
pub mod printers;
pub mod reused_context;
pub mod single_fold;
mod test_branch_ops;
pub mod test_dialect;
mod test_dialect_attrs;
mod test_effect_ops;
mod test_fold_ops;
pub mod test_legalize;
pub mod test_ops;
mod test_region_branch_ops;
mod test_symbol_ops;
mod test_trait_ops;
mod test_variadic_ops;

use strata_ir::Context;
use strata_pass::PassRegistration;

/// The test-only passes.
pub const TEST_PASSES: &[PassRegistration] = &[
    test_legalize::REGISTRATION,
    printers::defuse::REGISTRATION,
    printers::nesting::REGISTRATION,
    printers::dominance::REGISTRATION,
    printers::callgraph::REGISTRATION,
    printers::topological_sort::REGISTRATION,
    printers::liveness::REGISTRATION,
    printers::visitors::REGISTRATION,
    single_fold::REGISTRATION,
];

/// Registers the test-only dialects in `ctx`.
pub fn register_test_dialects(ctx: &Context) {
    for dialect in [test_dialect::dialect(), test_ops::dialect()] {
        match dialect {
            Ok(d) => ctx.register_dialect(d),
            Err(e) => ctx.emit(strata_ir::Diagnostic::error(
                strata_ir::Location::unknown(ctx),
                e,
            )),
        }
    }
}
