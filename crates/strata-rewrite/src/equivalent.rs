//! Canonicalization patterns of an op applied to the ops declared
//! equivalent to it (`EquivalentOpInterface`).

use strata_ir::OperationName;
use strata_ir::context::Context;
use strata_ir::interfaces::EquivalentOpInterface;
use strata_ir::ir::OpId;

use crate::{CanonicalizationInterface, PatternSet, RewritePattern, Rewriter};

/// A pattern of another op, matched at the equivalent op `root`.
struct Rerooted {
    root: String,
    inner: Box<dyn RewritePattern>,
}

impl RewritePattern for Rerooted {
    fn root(&self) -> Option<&str> {
        Some(&self.root)
    }

    fn benefit(&self) -> u16 {
        self.inner.benefit()
    }

    fn name(&self) -> &str {
        self.inner.name()
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> bool {
        self.inner.match_and_rewrite(op, rewriter)
    }
}

/// For every registered op equivalent to another, the other op's patterns
/// (those of its dialect and its own) rooted at it. `set` holds the patterns
/// already collected, so an op's own patterns are not duplicated.
pub(crate) fn rerooted(ctx: &Context, set: &PatternSet) -> Vec<Box<dyn RewritePattern>> {
    let mut out = Vec::new();
    for (_, ops) in ctx.registered_dialects() {
        for op in ops {
            let Some(e) = op.interface::<dyn EquivalentOpInterface>(ctx) else {
                continue;
            };
            let target = e.equivalent();
            let mut theirs = PatternSet::new();
            let dialect = target.split_once('.').map_or(target, |(d, _)| d);
            if let Some(d) = ctx.dialect(dialect)
                && let Some(i) = d.interface::<dyn CanonicalizationInterface>()
            {
                i.populate_patterns(ctx, &mut theirs);
            }
            if let Some(i) =
                OperationName::new(ctx, target).interface::<dyn CanonicalizationInterface>(ctx)
            {
                i.populate_patterns(ctx, &mut theirs);
            }
            let name = op.as_str(ctx);
            let own = |n: &str| {
                set.patterns()
                    .iter()
                    .any(|p| p.root() == Some(name) && p.name() == n)
            };
            for inner in theirs.into_patterns() {
                if inner.root() == Some(target) && !own(inner.name()) {
                    out.push(Box::new(Rerooted {
                        root: name.to_string(),
                        inner,
                    }) as Box<dyn RewritePattern>);
                }
            }
        }
    }
    out
}
