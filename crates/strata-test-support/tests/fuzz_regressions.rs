//! Inputs that once made a fuzz target fail (`fuzz/regressions/`), each
//! run through the fuzz oracle: parse, verify, print, re-parse, and the
//! pass pipeline. Any panic fails the test, naming the input.

use std::path::Path;

use strata_test_support::fuzz_oracle::check;

#[test]
fn fuzz_regressions_pass_the_oracle() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/regressions");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "no inputs in {}", dir.display());
    for input in inputs {
        let bytes = std::fs::read(&input)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", input.display()));
        let outcome = std::panic::catch_unwind(|| check(&bytes));
        assert!(
            outcome.is_ok(),
            "the oracle panicked on {}",
            input.display()
        );
    }
}
