//! Unit tests of the frozen pattern index.

use super::FrozenPatterns;
use crate::{FnPattern, PatternSet};
use strata_ir::{Context, OperationName};

fn names(frozen: &FrozenPatterns, ctx: &Context, op: &str) -> Vec<String> {
    frozen
        .candidates(OperationName::new(ctx, op))
        .map(|p| p.name().to_string())
        .collect()
}

#[test]
fn candidates_merge_root_and_any_patterns_by_benefit() {
    let ctx = Context::new();
    let mut set = PatternSet::new();
    set.add(FnPattern::new(Some("t.a"), "a-low", |_, _| false));
    set.add(FnPattern::new(None, "any-low", |_, _| false));
    set.add(FnPattern::new(Some("t.a"), "a-high", |_, _| false).with_benefit(3));
    set.add(FnPattern::new(None, "any-mid", |_, _| false).with_benefit(2));
    let frozen = FrozenPatterns::new(&ctx, set);
    // Equal benefits: the root-specific pattern first.
    assert_eq!(
        names(&frozen, &ctx, "t.a"),
        ["a-high", "any-mid", "a-low", "any-low"]
    );
    assert_eq!(names(&frozen, &ctx, "t.b"), ["any-mid", "any-low"]);
}
