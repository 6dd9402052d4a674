//! Pattern rewriting: rewrite patterns, the rewriter through which they
//! change the IR (notifying a listener of every change), the greedy
//! pattern driver with the region simplifications it runs, and the dialect
//! conversion framework.
//!
//! Apply a pattern that forwards the operand of `demo.id` to its users:
//!
//! ```
//! use strata_rewrite::greedy::{FrozenPatterns, GreedyConfig, apply_patterns_to_nested_bodies};
//! use strata_rewrite::{FnPattern, PatternSet};
//! let ctx = strata_ir::Context::new();
//! ctx.allow_unregistered_dialects(true);
//! let src = "%a = \"demo.src\"() : () -> i32\n%b = \"demo.id\"(%a) : (i32) -> i32\n\"demo.use\"(%b) : (i32) -> ()";
//! let mut m = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let mut set = PatternSet::new();
//! set.add(FnPattern::new(Some("demo.id"), "forward-id", |op, rw| {
//!     let x = rw.body().operand(op, 0);
//!     rw.replace_op(op, &[x]);
//!     true
//! }));
//! let patterns = FrozenPatterns::new(&ctx, set);
//! apply_patterns_to_nested_bodies(&ctx, &mut m.body, m.ops[0], &patterns, &GreedyConfig::default(), false);
//! let text = strata_asm::op_to_string(&ctx, &m.body, m.ops[0], Default::default());
//! assert!(!text.contains("demo.id") && text.contains("\"demo.use\"(%0)"), "{text}");
//! ```

pub mod block_merge;
pub mod conversion;
mod create_or_fold;
mod equivalent;
pub mod greedy;
pub mod matchers;
mod pattern_rewriter;
pub mod region_branch;
pub mod region_utils;
mod rewriter;

pub use pattern_rewriter::PatternRewriter;
pub use rewriter::{InsertPoint, RewriteListener, Rewriter};

use strata_ir::context::Context;
use strata_ir::ir::OpId;

/// Adds canonicalization patterns to a pattern set.
pub type PatternsHook = fn(&Context, &mut PatternSet);

/// An operation or dialect that contributes canonicalization patterns.
pub trait CanonicalizationInterface: Send + Sync {
    /// Adds the patterns to `set`.
    fn populate_patterns(&self, ctx: &Context, set: &mut PatternSet);
}

impl CanonicalizationInterface for PatternsHook {
    fn populate_patterns(&self, ctx: &Context, set: &mut PatternSet) {
        self(ctx, set)
    }
}

/// A rewrite of the IR rooted at one operation.
pub trait RewritePattern: Send + Sync {
    /// The operation name this pattern applies to, or `None` for any.
    fn root(&self) -> Option<&str>;

    /// Preference among patterns matching the same operation (higher first).
    fn benefit(&self) -> u16 {
        1
    }

    /// A name for debugging and for `enable-patterns`/`disable-patterns`.
    fn name(&self) -> &str;

    /// Tries to rewrite `op`; returns true if the IR was changed. On
    /// failure the IR must be left untouched.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool;
}

/// A pattern built from a closure.
pub struct FnPattern<F> {
    root: Option<&'static str>,
    name: &'static str,
    benefit: u16,
    f: F,
}

impl<F> FnPattern<F>
where
    F: Fn(OpId, &mut Rewriter<'_>) -> bool + Send + Sync,
{
    /// A pattern on operations named `root` (any if `None`).
    pub fn new(root: Option<&'static str>, name: &'static str, f: F) -> Self {
        FnPattern {
            root,
            name,
            benefit: 1,
            f,
        }
    }

    /// Sets the benefit.
    pub fn with_benefit(mut self, benefit: u16) -> Self {
        self.benefit = benefit;
        self
    }
}

impl<F> RewritePattern for FnPattern<F>
where
    F: Fn(OpId, &mut Rewriter<'_>) -> bool + Send + Sync,
{
    fn root(&self) -> Option<&str> {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn name(&self) -> &str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        (self.f)(op, rewriter)
    }
}

/// A list of patterns.
#[derive(Default)]
pub struct PatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl PatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, p: impl RewritePattern + 'static) {
        self.patterns.push(Box::new(p));
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, p: Box<dyn RewritePattern>) {
        self.patterns.push(p);
    }

    /// The patterns.
    pub fn patterns(&self) -> &[Box<dyn RewritePattern>] {
        &self.patterns
    }

    /// Takes the patterns out.
    pub fn into_patterns(self) -> Vec<Box<dyn RewritePattern>> {
        self.patterns
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// True if there are no patterns.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Keeps only the patterns for which `keep` holds.
    pub fn retain(&mut self, mut keep: impl FnMut(&dyn RewritePattern) -> bool) {
        self.patterns.retain(|p| keep(&**p));
    }

    /// Collects the canonicalization patterns of every registered operation and dialect.
    pub fn canonicalization(ctx: &Context) -> PatternSet {
        let mut set = PatternSet::new();
        for (dialect, ops) in ctx.registered_dialects() {
            if let Some(c) = dialect.interface::<dyn CanonicalizationInterface>() {
                c.populate_patterns(ctx, &mut set);
            }
            for op in ops {
                if let Some(c) = op.interface::<dyn CanonicalizationInterface>(ctx) {
                    c.populate_patterns(ctx, &mut set);
                }
            }
        }
        let rerooted = equivalent::rerooted(ctx, &set);
        for p in rerooted {
            set.add_boxed(p);
        }
        set
    }
}
