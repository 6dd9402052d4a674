//! A pass that runs a fixed set of patterns with the greedy driver (on
//! every body nested in the operation it runs on), shared by the math
//! passes that are just that.

use strata_ir::{Body, OpId};
use strata_pass::{Pass, PassContext, PassResult};
use strata_rewrite::PatternSet;
use strata_rewrite::greedy::{FrozenPatterns, GreedyConfig, apply_patterns_to_nested_bodies};

/// A pattern-set pass.
#[derive(Clone)]
pub struct GreedyPass {
    /// The pipeline name.
    pub argument: &'static str,
    /// The display name.
    pub name: &'static str,
    /// Adds the pass's patterns.
    pub populate: fn(&mut PatternSet),
}

impl Pass for GreedyPass {
    fn argument(&self) -> &'static str {
        self.argument
    }

    fn name(&self) -> &'static str {
        self.name
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let mut set = PatternSet::new();
        (self.populate)(&mut set);
        let patterns = FrozenPatterns::new(cx.ctx, set);
        // Upstream's default driver configuration seeds the worklist
        // bottom-up.
        let config = GreedyConfig {
            top_down: false,
            ..GreedyConfig::default()
        };
        apply_patterns_to_nested_bodies(cx.ctx, body, op, &patterns, &config, false);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
