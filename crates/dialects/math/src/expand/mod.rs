//! `math-expand-ops`: expands math ops into arith ops and simpler math
//! ops (`tanh` into `exp`, `powf` into `log` and `exp` or products,
//! `ctlz` into a binary search, ...), all of them or those named by the
//! `ops` option, with the greedy driver.

mod builder;
mod patterns;

use strata_ir::{Body, OpId};
use strata_pass::{
    Pass, PassContext, PassOptionInfo, PassRegistration, PassResult, list_option_string,
};
use strata_rewrite::greedy::{FrozenPatterns, GreedyConfig, apply_patterns_to_nested_bodies};
use strata_rewrite::{FnPattern, PatternSet};

/// The math expansion pass.
#[derive(Clone, Default)]
pub struct MathExpandOps {
    /// The mnemonics of the ops to expand (all when empty).
    ops: Vec<String>,
}

/// The registry entry of `math-expand-ops`.
pub const MATH_EXPAND_OPS: PassRegistration = PassRegistration {
    argument: "math-expand-ops",
    summary: "Expand math operations.",
    options: &[PassOptionInfo {
        name: "ops",
        kind: "string",
        description: "Operations to expand.",
    }],
    create: || Box::new(MathExpandOps::default()),
};

impl Pass for MathExpandOps {
    fn argument(&self) -> &'static str {
        "math-expand-ops"
    }

    fn name(&self) -> &'static str {
        "MathExpandOpsPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if name != "ops" {
            return Err(format!("no such option '{name}'"));
        }
        self.ops = value
            .split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        Ok(())
    }

    fn option_string(&self) -> String {
        list_option_string("ops", &self.ops)
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let patterns = FrozenPatterns::new(cx.ctx, self.patterns());
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

impl MathExpandOps {
    /// The expansions selected by the `ops` option.
    fn patterns(&self) -> PatternSet {
        let mut set = PatternSet::new();
        for &(name, expand) in patterns::EXPANSIONS {
            let mnemonic = name.strip_prefix("math.").unwrap_or(name);
            let wanted = self.ops.is_empty() || self.ops.iter().any(|o| o == mnemonic);
            if !wanted {
                continue;
            }
            set.add(FnPattern::new(Some(name), mnemonic, move |op, rw| {
                expand(rw, op)
            }));
        }
        set
    }
}
