//! Fuzz target `pass_pipeline`: arbitrary bytes are parsed with every
//! dialect registered, verified, printed and re-parsed; valid IR then runs
//! through `canonicalize,cse,sccp,inline,symbol-dce` with verification
//! after each pass, and its output must parse and verify again. The oracle
//! is shared with the fixed-seed mutation campaign of `cargo test`
//! (`strata_test_support::fuzz_oracle`); any panic is a bug.

#![no_main]

use libfuzzer_sys::fuzz_target;
use strata_test_support::fuzz_oracle::check;

fuzz_target!(|data: &[u8]| {
    check(data);
});
