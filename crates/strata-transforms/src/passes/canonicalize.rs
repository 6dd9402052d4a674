//! `canonicalize`: folding and canonicalization patterns to a fixed point.

use std::sync::Arc;

use strata_ir::{Body, Context, OpId};
use strata_pass::{
    Pass, PassContext, PassFailure, PassOptionInfo, PassRegistration, PassResult, Statistic,
    list_option_string, parse_bool_option, parse_int_option,
};
use strata_rewrite::PatternSet;

use strata_rewrite::greedy::{
    FrozenPatterns, GreedyConfig, RegionSimplify, apply_patterns_to_nested_bodies,
};

/// The canonicalizer pass.
#[derive(Clone, Default)]
pub struct Canonicalize {
    config: GreedyConfig,
    enable: Vec<String>,
    disable: Vec<String>,
    test_convergence: bool,
    patterns: Option<Arc<FrozenPatterns>>,
}

const OPTIONS: &[PassOptionInfo] = &[
    PassOptionInfo {
        name: "top-down",
        kind: "bool",
        description: "Seed the worklist in general top-down order",
    },
    PassOptionInfo {
        name: "region-simplify",
        kind: "disabled|normal|aggressive",
        description: "Perform control flow optimizations to the region tree",
    },
    PassOptionInfo {
        name: "max-iterations",
        kind: "long",
        description: "Max. iterations between applying patterns / simplifying regions",
    },
    PassOptionInfo {
        name: "max-num-rewrites",
        kind: "long",
        description: "Max. number of pattern rewrites within an iteration",
    },
    PassOptionInfo {
        name: "test-convergence",
        kind: "bool",
        description: "Test only: Fail pass on non-convergence to detect cyclic pattern",
    },
    PassOptionInfo {
        name: "disable-patterns",
        kind: "string",
        description: "Labels of patterns that should be filtered out during application",
    },
    PassOptionInfo {
        name: "enable-patterns",
        kind: "string",
        description: "Labels of patterns that should be used during application, all other patterns are filtered out",
    },
];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "canonicalize",
    summary: "Canonicalize operations",
    options: OPTIONS,
    create: || Box::new(Canonicalize::default()),
};

fn limit(name: &str, value: &str) -> Result<Option<u64>, String> {
    let v = parse_int_option(name, value)?;
    Ok(if v < 0 { None } else { Some(v as u64) })
}

impl Canonicalize {
    /// The pattern set, filtered by the options and frozen on first use.
    fn frozen_patterns(&mut self, ctx: &Context) -> Arc<FrozenPatterns> {
        if let Some(p) = &self.patterns {
            return p.clone();
        }
        let mut set = PatternSet::canonicalization(ctx);
        if !self.enable.is_empty() {
            set.retain(|p| self.enable.iter().any(|e| e == p.name()));
        }
        set.retain(|p| !self.disable.iter().any(|d| d == p.name()));
        let frozen = Arc::new(FrozenPatterns::new(ctx, set));
        self.patterns = Some(frozen.clone());
        frozen
    }
}

impl Pass for Canonicalize {
    fn argument(&self) -> &'static str {
        "canonicalize"
    }

    fn name(&self) -> &'static str {
        "Canonicalizer"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        // The frozen set depends on the options.
        self.patterns = None;
        match name {
            "top-down" => self.config.top_down = parse_bool_option(name, value)?,
            "region-simplify" => {
                self.config.region_simplify = match value {
                    "disabled" => RegionSimplify::Disabled,
                    "normal" => RegionSimplify::Normal,
                    "aggressive" => RegionSimplify::Aggressive,
                    _ => {
                        return Err(format!(
                            "invalid value '{value}' for option 'region-simplify'"
                        ));
                    }
                }
            }
            "max-iterations" => self.config.max_iterations = limit(name, value)?,
            "max-num-rewrites" => self.config.max_rewrites = limit(name, value)?,
            "test-convergence" => self.test_convergence = parse_bool_option(name, value)?,
            "enable-patterns" => self.enable = value.split(',').map(str::to_string).collect(),
            "disable-patterns" => self.disable = value.split(',').map(str::to_string).collect(),
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn option_string(&self) -> String {
        let rs = match self.config.region_simplify {
            RegionSimplify::Disabled => "disabled",
            RegionSimplify::Normal => "normal",
            RegionSimplify::Aggressive => "aggressive",
        };
        let it = self.config.max_iterations.map_or(-1, |v| v as i64);
        let nr = self.config.max_rewrites.map_or(-1, |v| v as i64);
        format!(
            "{} {} max-iterations={it} max-num-rewrites={nr} region-simplify={rs} test-convergence={} top-down={}",
            list_option_string("disable-patterns", &self.disable),
            list_option_string("enable-patterns", &self.enable),
            self.test_convergence,
            self.config.top_down
        )
    }

    fn initialize(&mut self, ctx: &Context) {
        self.frozen_patterns(ctx);
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let patterns = self.frozen_patterns(ctx);
        let converged =
            apply_patterns_to_nested_bodies(ctx, body, op, &patterns, &self.config, cx.threading);
        // Upstream fails without a diagnostic; the driver names the pass.
        if self.test_convergence && !converged {
            return Err(PassFailure);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }

    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }
}
