//! `cse`: common subexpression elimination scoped by dominance.
//!
//! Walks each region's dominator tree keeping a scoped table of the
//! operations seen so far; an operation equivalent to one that dominates it
//! is replaced by it. Operations that only read memory are eliminated when
//! nothing in between in the same block may write. Trivially dead
//! operations met on the way are erased too.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::dominance::{DomTree, has_ssa_dominance};
use strata_ir::interfaces::{
    RemovableMemo, SideEffectMemo, has_no_side_effects_memo, is_trivially_dead_memo,
};
use strata_ir::{BlockId, Body, Context, OpId, RegionId, Value};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult, Statistic};

use strata_analysis::equivalence::{equivalent, hash_op};
use strata_ir::interfaces::{EffectKind, effects_recursively, only_reads};

/// The CSE pass.
#[derive(Clone, Default)]
pub struct Cse {
    stats: CseStats,
}

/// Counters of one run.
#[derive(Clone, Copy, Default)]
struct CseStats {
    cse: u64,
    dce: u64,
}

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "cse",
    summary: "Eliminate common sub-expressions",
    options: &[],
    create: || Box::new(Cse::default()),
};

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        "cse"
    }

    fn name(&self) -> &'static str {
        "CSE"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        if let Some(mut inner) = body.take_isolated_body(op) {
            simplify_body(ctx, &mut inner, &mut self.stats);
            body.set_isolated_body(op, inner);
        } else {
            let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
            let mut driver = Driver::new(ctx, &mut self.stats);
            let mut known = KnownOps::default();
            for r in regions {
                driver.simplify_region(body, &mut known, r);
            }
            driver.erase_dead(body);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }

    fn statistics(&self) -> Vec<Statistic> {
        vec![
            Statistic {
                name: "num-cse'd",
                description: "Number of operations CSE'd",
                value: self.stats.cse,
            },
            Statistic {
                name: "num-dce'd",
                description: "Number of operations DCE'd",
                value: self.stats.dce,
            },
        ]
    }
}

/// Runs CSE over the root regions of an isolated body (and, recursively,
/// the bodies nested in it).
fn simplify_body(ctx: &Context, body: &mut Body, stats: &mut CseStats) {
    let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(body.root_regions());
    let mut driver = Driver::new(ctx, stats);
    let mut known = KnownOps::default();
    for r in roots {
        driver.simplify_region(body, &mut known, r);
    }
    driver.erase_dead(body);
}

/// A scoped table of operations keyed by structural equivalence.
#[derive(Default)]
struct KnownOps {
    by_hash: FxHashMap<u64, SmallVec<[OpId; 1]>>,
    log: Vec<u64>,
    scopes: Vec<usize>,
}

impl KnownOps {
    fn push_scope(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn pop_scope(&mut self) {
        let start = self.scopes.pop().unwrap_or(0);
        for h in self.log.drain(start..).rev() {
            if let Some(list) = self.by_hash.get_mut(&h) {
                list.pop();
                if list.is_empty() {
                    self.by_hash.remove(&h);
                }
            }
        }
    }

    /// The most recently inserted operation equivalent to `op`.
    fn lookup(&self, ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
        self.lookup_hashed(ctx, body, op, hash_op(ctx, body, op))
    }

    /// `lookup` with `op`'s hash already computed.
    fn lookup_hashed(&self, ctx: &Context, body: &Body, op: OpId, h: u64) -> Option<OpId> {
        let list = self.by_hash.get(&h)?;
        list.iter()
            .rev()
            .copied()
            .find(|&k| equivalent(ctx, body, k, op))
    }

    /// Files `op` under its hash `h` in the innermost scope.
    fn insert_hashed(&mut self, op: OpId, h: u64) {
        self.by_hash.entry(h).or_default().push(op);
        self.log.push(h);
    }
}

/// State of CSE over one body.
struct Driver<'a> {
    ctx: &'a Context,
    stats: &'a mut CseStats,
    to_erase: Vec<OpId>,
    /// For a reading op: how far past it the block was scanned and whether
    /// a writing op was found there.
    scanned: FxHashMap<OpId, (OpId, bool)>,
    /// Which nested operations only have removable effects: CSE only
    /// erases removable operations, so answers stay true while it runs.
    removable: RemovableMemo,
    /// Which operations are free of side effects, by the same argument.
    side_effects: SideEffectMemo,
}

impl<'a> Driver<'a> {
    fn new(ctx: &'a Context, stats: &'a mut CseStats) -> Self {
        Driver {
            ctx,
            stats,
            to_erase: Vec::new(),
            scanned: FxHashMap::default(),
            removable: RemovableMemo::default(),
            side_effects: SideEffectMemo::default(),
        }
    }

    fn erase_dead(&mut self, body: &mut Body) {
        for op in self.to_erase.drain(..) {
            body.erase_op(op);
        }
    }

    fn simplify_region(&mut self, body: &mut Body, known: &mut KnownOps, region: RegionId) {
        let Some(entry) = body.entry_block(region) else {
            return;
        };
        let ssa = has_ssa_dominance(self.ctx, body, region);
        if body.next_block(entry).is_none() {
            known.push_scope();
            self.simplify_block(body, known, entry, ssa);
            known.pop_scope();
            return;
        }
        if !ssa {
            return;
        }
        let tree = DomTree::new(body, region);
        let Some(root) = tree.root() else {
            return;
        };
        // Pre-order walk of the dominator tree, one scope per node.
        let mut stack: Vec<(BlockId, usize)> = vec![(root, 0)];
        known.push_scope();
        self.simplify_block(body, known, root, ssa);
        while let Some((block, next_child)) = stack.last_mut() {
            let children = tree.children(*block);
            if *next_child < children.len() {
                let child = children[*next_child];
                *next_child += 1;
                known.push_scope();
                self.simplify_block(body, known, child, ssa);
                stack.push((child, 0));
            } else {
                known.pop_scope();
                stack.pop();
            }
        }
    }

    fn simplify_block(&mut self, body: &mut Body, known: &mut KnownOps, block: BlockId, ssa: bool) {
        let mut cur = body.first_op(block);
        while let Some(op) = cur {
            cur = body.next_op(op);
            if let Some(mut inner) = body.take_isolated_body(op) {
                strata_ir::stack::grow(|| simplify_body(self.ctx, &mut inner, self.stats));
                body.set_isolated_body(op, inner);
            } else if !body.local_regions(op).is_empty() {
                let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
                // Operations that may be isolated from above (unregistered
                // ones) get a fresh table so no implicit capture is created.
                if body.op_name(op).is_registered(self.ctx) {
                    for r in regions {
                        strata_ir::stack::grow(|| self.simplify_region(body, known, r));
                    }
                } else {
                    let mut nested = KnownOps::default();
                    for r in regions {
                        strata_ir::stack::grow(|| self.simplify_region(body, &mut nested, r));
                    }
                }
            }
            self.simplify_op(body, known, op, ssa);
        }
        self.scanned.clear();
    }

    /// Tries to eliminate `op`; returns whether it was.
    fn simplify_op(&mut self, body: &mut Body, known: &mut KnownOps, op: OpId, ssa: bool) -> bool {
        let ctx = self.ctx;
        if body.op_name(op).has_trait(ctx, OpTraits::TERMINATOR) {
            return false;
        }
        if is_trivially_dead_memo(ctx, body, op, &mut self.removable) {
            self.to_erase.push(op);
            self.stats.dce += 1;
            return true;
        }
        let (inner, regions) = body.op_regions(op);
        let multi_block = regions.iter().any(|&r| {
            inner
                .entry_block(r)
                .is_some_and(|b| inner.next_block(b).is_some())
        });
        if multi_block {
            return false;
        }
        if !has_no_side_effects_memo(ctx, body, op, &mut self.side_effects) {
            if !only_reads(ctx, body, op) {
                return false;
            }
            let h = hash_op(ctx, body, op);
            if let Some(existing) = known.lookup_hashed(ctx, body, op, h)
                && body.op_block(existing) == body.op_block(op)
                && !self.write_in_between(body, existing, op)
            {
                self.replace(body, known, op, existing, ssa);
                return true;
            }
            known.insert_hashed(op, h);
            return false;
        }
        let h = hash_op(ctx, body, op);
        if let Some(existing) = known.lookup_hashed(ctx, body, op, h) {
            self.replace(body, known, op, existing, ssa);
            return true;
        }
        known.insert_hashed(op, h);
        false
    }

    /// Replaces the uses of `op` with the results of `existing` and marks
    /// `op` for erasure once nothing uses it.
    fn replace(&mut self, body: &mut Body, known: &KnownOps, op: OpId, existing: OpId, ssa: bool) {
        let ctx = self.ctx;
        let pairs: SmallVec<[(Value, Value); 2]> =
            body.results(op).zip(body.results(existing)).collect();
        if ssa {
            for (from, to) in pairs {
                body.replace_all_uses(from, to);
            }
            self.to_erase.push(op);
        } else {
            // Only uses by operations not yet visited may change: a visited
            // one is keyed in the table by its current operands.
            for (from, to) in pairs {
                body.replace_uses_if(from, to, |b, u| {
                    known.lookup(ctx, b, b.operand_owner(u)).is_none()
                });
            }
            if body.results(op).all(|v| !body.has_uses(v)) {
                self.to_erase.push(op);
            }
        }
        if body.op_loc(existing).is_unknown(ctx) && !body.op_loc(op).is_unknown(ctx) {
            body.set_op_loc(existing, body.op_loc(op));
        }
        self.stats.cse += 1;
    }

    /// True if an operation from `from` (inclusive) up to `to` (exclusive),
    /// both in one block, may write memory.
    fn write_in_between(&mut self, body: &Body, from: OpId, to: OpId) -> bool {
        let (mut cur, found) = self.scanned.get(&from).copied().unwrap_or((from, false));
        if found {
            return true;
        }
        while cur != to {
            let writes = effects_recursively(self.ctx, body, cur)
                .is_none_or(|e| e.iter().any(|e| e.kind == EffectKind::Write));
            if writes {
                self.scanned.insert(from, (cur, true));
                return true;
            }
            match body.next_op(cur) {
                Some(n) => cur = n,
                None => break,
            }
        }
        self.scanned.insert(from, (to, false));
        false
    }
}
