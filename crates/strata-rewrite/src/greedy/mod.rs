//! The greedy pattern rewrite driver: applies folding and rewrite patterns
//! to a fixed point, with upstream's worklist order, constant uniquing,
//! dead-operation erasure, iteration limits and region simplification.

mod folder;
mod worklist;

#[cfg(test)]
mod tests;

use crate::matchers::constant_op_value;
use strata_ir::interfaces::{ConstantMaterializerInterface, FoldOpInterface};

use crate::{InsertPoint, PatternSet, RewriteListener, RewritePattern, Rewriter};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::dialect::{FoldOutcome, OpFoldResult, OpTraits};
use strata_ir::interfaces::is_trivially_dead;
use strata_ir::ir::{WalkOrder, WalkResult};
use strata_ir::{Attribute, Body, Context, OpId, OperationName, RegionId, Value};

use crate::region_utils::{erase_unreachable_blocks, simplify_regions};
use folder::{ConstantAction, OperationFolder};
use worklist::Worklist;

/// How much control-flow simplification runs between iterations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    /// None.
    Disabled,
    /// Unreachable-block erasure and dead code/argument elimination.
    Normal,
    /// Also merging identical blocks.
    Aggressive,
}

/// Configuration of the greedy driver.
#[derive(Copy, Clone, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist in pre-order (top-down) rather than post-order.
    pub top_down: bool,
    /// Maximum number of iterations (`None`: no limit).
    pub max_iterations: Option<u64>,
    /// Maximum number of pattern applications per iteration (`None`: no limit).
    pub max_rewrites: Option<u64>,
    /// Region simplification level.
    pub region_simplify: RegionSimplify,
    /// Whether to fold operations.
    pub fold: bool,
    /// Whether to unique and hoist constants.
    pub cse_constants: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: Some(10),
            max_rewrites: None,
            region_simplify: RegionSimplify::Normal,
            fold: true,
            cse_constants: true,
        }
    }
}

/// Patterns indexed by root operation name: for each root, the patterns
/// rooted on it merged with the match-any patterns, sorted by decreasing
/// benefit (the match-any ones alone for other operations), so the driver
/// reads an operation's candidates without merging lists.
pub struct FrozenPatterns {
    by_root: FxHashMap<OperationName, Vec<usize>>,
    any: Vec<usize>,
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl FrozenPatterns {
    /// Indexes a pattern set.
    pub fn new(ctx: &Context, set: PatternSet) -> Self {
        let patterns = set.into_patterns();
        let mut by_root: FxHashMap<OperationName, Vec<usize>> = FxHashMap::default();
        let mut any = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.root() {
                Some(r) => by_root
                    .entry(OperationName::new(ctx, r))
                    .or_default()
                    .push(i),
                None => any.push(i),
            }
        }
        // Stable sorts: equal benefits keep the order of the set.
        let benefit = |i: &usize| std::cmp::Reverse(patterns[*i].benefit());
        any.sort_by_key(benefit);
        for list in by_root.values_mut() {
            list.sort_by_key(benefit);
            *list = merge_by_benefit(&patterns, list, &any);
        }
        FrozenPatterns {
            by_root,
            any,
            patterns,
        }
    }

    fn candidates(&self, name: OperationName) -> impl Iterator<Item = &dyn RewritePattern> {
        let list = self.by_root.get(&name).unwrap_or(&self.any);
        list.iter().map(move |&k| &*self.patterns[k])
    }
}

/// Merges two benefit-sorted lists of patterns, those of `specific` first
/// on equal benefit.
fn merge_by_benefit(
    patterns: &[Box<dyn RewritePattern>],
    specific: &[usize],
    any: &[usize],
) -> Vec<usize> {
    let mut merged = Vec::with_capacity(specific.len() + any.len());
    let (mut i, mut j) = (0, 0);
    while i < specific.len() || j < any.len() {
        let take_specific = j >= any.len()
            || i < specific.len() && patterns[specific[i]].benefit() >= patterns[any[j]].benefit();
        if take_specific {
            merged.push(specific[i]);
            i += 1;
        } else {
            merged.push(any[j]);
            j += 1;
        }
    }
    merged
}

/// How far [`Driver::add`] climbs past the first ancestor already waiting
/// in the worklist.
const ANCESTOR_CLIMB: usize = 64;

/// Listener state of the driver.
struct Driver<'f> {
    worklist: Worklist,
    folder: &'f mut OperationFolder,
    roots: SmallVec<[RegionId; 1]>,
}

impl Driver<'_> {
    /// Adds `op` and its ancestors (up to the driven regions) to the
    /// worklist, each unless already there, as upstream: an ancestor
    /// already processed is queued again even when one below it is still
    /// waiting (in a top-down run the parent of a waiting operation has
    /// usually been processed). Past the first waiting ancestor the climb
    /// goes on for `ANCESTOR_CLIMB` more levels only, so that very deep
    /// nests stay linear.
    fn add(&mut self, body: &Body, op: OpId) {
        // The common case: an operation directly in a driven region.
        if body
            .op_block(op)
            .and_then(|b| body.block_region(b))
            .is_some_and(|r| self.roots.contains(&r))
        {
            self.worklist.push(op);
            return;
        }
        let mut chain: SmallVec<[OpId; 4]> = SmallVec::new();
        let mut cur = op;
        let mut past_waiting: Option<usize> = None;
        loop {
            chain.push(cur);
            if let Some(n) = past_waiting.as_mut() {
                *n += 1;
            } else if self.worklist.contains(cur) {
                past_waiting = Some(0);
            }
            if past_waiting.is_some_and(|n| n >= ANCESTOR_CLIMB) {
                break;
            }
            let Some(block) = body.op_block(cur) else {
                return;
            };
            let Some(region) = body.block_region(block) else {
                return;
            };
            if self.roots.contains(&region) {
                break;
            }
            match body.region_parent(region) {
                Some(p) => cur = p,
                None if past_waiting.is_some() => break,
                None => return,
            }
        }
        for o in chain {
            self.worklist.push(o);
        }
    }

    fn add_operands(&mut self, body: &Body, op: OpId) {
        for v in body.operands(op) {
            let Some(def) = body.defining_op(v) else {
                continue;
            };
            let mut other: Option<OpId> = None;
            let mut more = false;
            for u in body.uses(v) {
                let user = body.operand_owner(u);
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(body, def);
            }
        }
    }
}

impl RewriteListener for Driver<'_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        self.add(body, op);
    }
    fn op_erased(&mut self, body: &Body, op: OpId) {
        self.add_operands(body, op);
        self.worklist.remove(op);
        self.folder.notify_removal(op);
    }
    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.add(body, op);
    }
}

/// Materializes folded attributes before `op` and replaces it; returns
/// false (leaving the IR unchanged) if some constant cannot be materialized.
fn replace_with_fold_results(
    ctx: &Context,
    rw: &mut Rewriter<'_>,
    op: OpId,
    results: &[OpFoldResult],
) -> bool {
    let loc = rw.body().op_loc(op);
    let types: SmallVec<[_; 2]> = rw
        .body()
        .results(op)
        .map(|v| rw.body().value_type(v))
        .collect();
    let dialect = rw.body().op_name(op).dialect(ctx);
    let Some(materializer) =
        dialect.and_then(|d| d.interface::<dyn ConstantMaterializerInterface>())
    else {
        if results.iter().any(|r| matches!(r, OpFoldResult::Attr(_))) {
            return false;
        }
        let values: SmallVec<[Value; 2]> = results
            .iter()
            .filter_map(|r| {
                if let OpFoldResult::Value(v) = r {
                    Some(*v)
                } else {
                    None
                }
            })
            .collect();
        rw.replace_op(op, &values);
        return true;
    };
    let mut values: SmallVec<[Value; 2]> = SmallVec::new();
    let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
    for (r, ty) in results.iter().zip(types.iter()) {
        match r {
            OpFoldResult::Value(v) => values.push(*v),
            OpFoldResult::Attr(a) => {
                match materializer.materialize_constant(ctx, rw.body_mut_untracked(), *a, *ty, loc)
                {
                    Some(c) => {
                        created.push(c);
                        values.push(rw.body().result(c, 0));
                    }
                    None => {
                        for c in created {
                            rw.body_mut_untracked().erase_op(c);
                        }
                        return false;
                    }
                }
            }
        }
    }
    let saved = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::Before(op));
    for c in created {
        rw.insert(c);
    }
    rw.set_insertion_point(saved);
    rw.replace_op(op, &values);
    true
}

/// The constant attributes of an operation's operands (`None` where not
/// constant). A constant the folder keeps gives the value it was
/// registered with; others run their folder. Operands defined by
/// operations that are not constant-like are skipped without a lookup.
fn constant_operands(
    ctx: &Context,
    body: &mut Body,
    folder: &OperationFolder,
    op: OpId,
) -> SmallVec<[Option<Attribute>; 4]> {
    let n = body.num_operands(op);
    let mut out = SmallVec::with_capacity(n);
    for i in 0..n {
        let constant = body
            .defining_op(body.operand(op, i))
            .filter(|&d| body.op_name(d).has_trait(ctx, OpTraits::CONSTANT_LIKE))
            .and_then(|d| {
                folder
                    .known_value(d)
                    .or_else(|| constant_op_value(ctx, body, d))
            });
        out.push(constant);
    }
    out
}

/// Applies folding and `patterns` to the operations of `regions` (of `body`)
/// until a fixed point. Returns whether the IR changed and whether it converged.
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    patterns: &FrozenPatterns,
    config: &GreedyConfig,
) -> (bool, bool) {
    let mut changed_any = false;
    let mut iteration = 0u64;
    // Whether the last iteration changed something, so another one is due;
    // running out of iterations then means not converging, as upstream.
    let mut continue_rewrites = false;
    // Kept across iterations for their capacity.
    let mut worklist = Worklist::default();
    let mut order: Vec<OpId> = Vec::new();
    loop {
        iteration += 1;
        if config.max_iterations.is_some_and(|m| iteration > m) {
            return (changed_any, !continue_rewrites);
        }
        let mut folder = OperationFolder::default();
        let mut driver = Driver {
            worklist: std::mem::take(&mut worklist),
            folder: &mut folder,
            roots: SmallVec::from_slice(regions),
        };
        // Seed the worklist.
        order.clear();
        for &r in regions {
            collect_ops(body, r, config.top_down, &mut order);
        }
        seed(ctx, body, &order, config, &mut driver);
        if config.top_down {
            driver.worklist.reverse();
        }
        // Operations in unreachable blocks are never processed: the blocks
        // go before the worklist runs, whatever the region simplification
        // level, but after seeding it (which hoists their constants into
        // the entry block), as upstream.
        continue_rewrites =
            erase_unreachable_blocks(&mut Rewriter::new(ctx, body, Some(&mut driver)), regions);
        continue_rewrites |= process_worklist(ctx, body, patterns, config, &mut driver);
        if config.region_simplify != RegionSimplify::Disabled {
            let mut rw = Rewriter::new(ctx, body, Some(&mut driver));
            continue_rewrites |= simplify_regions(
                &mut rw,
                regions,
                config.region_simplify == RegionSimplify::Aggressive,
            );
        }
        changed_any |= continue_rewrites;
        if !continue_rewrites {
            return (changed_any, true);
        }
        worklist = driver.worklist;
        worklist.clear();
    }
}

/// Applies folding and `patterns` to the operations `ops` of `body`, and
/// to the operations the rewrites create, change or leave unused within
/// the regions `scope` (upstream's `applyOpPatternsGreedily` with any op
/// allowed): one pass over a worklist seeded with `ops`, the last one
/// processed first, with no region simplification. Returns whether the IR
/// changed.
pub fn apply_op_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    scope: &[RegionId],
    ops: &[OpId],
    patterns: &FrozenPatterns,
    config: &GreedyConfig,
) -> bool {
    let mut folder = OperationFolder::default();
    let mut driver = Driver {
        worklist: Worklist::default(),
        folder: &mut folder,
        roots: SmallVec::from_slice(scope),
    };
    for &op in ops {
        driver.worklist.push(op);
    }
    process_worklist(ctx, body, patterns, config, &mut driver)
}

/// The operations of `region` (not crossing into nested isolated bodies),
/// in pre-order or post-order.
fn collect_ops(body: &Body, region: RegionId, pre_order: bool, out: &mut Vec<OpId>) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            if pre_order {
                out.push(op);
            }
            for &r in body.local_regions(op) {
                strata_ir::stack::grow(|| collect_ops(body, r, pre_order, out));
            }
            if !pre_order {
                out.push(op);
            }
        }
    }
}

/// Registers known constants (uniquing and hoisting them) and puts the
/// other operations, and the constants kept, on the worklist.
fn seed(
    ctx: &Context,
    body: &mut Body,
    order: &[OpId],
    config: &GreedyConfig,
    driver: &mut Driver<'_>,
) {
    let mut erased: rustc_hash::FxHashSet<OpId> = rustc_hash::FxHashSet::default();
    for &op in order {
        if erased.contains(&op) {
            continue;
        }
        if config.cse_constants
            && let Some(value) = constant_op_value(ctx, body, op)
        {
            match driver.folder.insert_known_constant(ctx, body, op, value) {
                ConstantAction::Keep => {}
                ConstantAction::MoveBefore(first) => body.move_op_before(op, first),
                ConstantAction::ReplaceWith(existing) => {
                    let values: SmallVec<[Value; 1]> = body.results(existing).collect();
                    let mut rw = Rewriter::new(ctx, body, Some(&mut *driver));
                    rw.replace_op(op, &values);
                    body.set_op_loc(existing, strata_ir::Location::unknown(ctx));
                    erased.insert(op);
                    continue;
                }
            }
        }
        driver.add(body, op);
    }
}

fn process_worklist(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatterns,
    config: &GreedyConfig,
    driver: &mut Driver<'_>,
) -> bool {
    let mut changed = false;
    let mut rewrites = 0u64;
    while config.max_rewrites.is_none_or(|m| rewrites < m) {
        let Some(op) = driver.worklist.pop() else {
            break;
        };
        if is_trivially_dead(ctx, body, op) {
            let mut rw = Rewriter::new(ctx, body, Some(driver));
            rw.erase_op(op);
            changed = true;
            continue;
        }
        let name = body.op_name(op);
        let def = name.def(ctx);
        if config.fold
            && let Some(fold) = def.and_then(|d| {
                (!d.has(OpTraits::CONSTANT_LIKE))
                    .then(|| d.interface::<dyn FoldOpInterface>())
                    .flatten()
            })
        {
            let operands = constant_operands(ctx, body, driver.folder, op);
            match fold.fold(ctx, body, op, &operands) {
                FoldOutcome::None => {}
                FoldOutcome::InPlace => {
                    driver.add(body, op);
                    changed = true;
                    continue;
                }
                FoldOutcome::Results(results) => {
                    let mut rw = Rewriter::new(ctx, body, Some(&mut *driver));
                    if replace_with_fold_results(ctx, &mut rw, op, &results) {
                        changed = true;
                        continue;
                    }
                }
            }
        }
        let mut applied = false;
        for pattern in patterns.candidates(name) {
            let mut rw = Rewriter::new(ctx, body, Some(&mut *driver));
            rw.set_insertion_point(InsertPoint::Before(op));
            if pattern.match_and_rewrite(op, &mut rw) {
                applied = true;
                break;
            }
        }
        if applied {
            changed = true;
            rewrites += 1;
        }
    }
    changed
}

/// Runs the greedy driver on every body nested in `op` (its own isolated
/// body and, recursively, those of isolated operations inside), in
/// parallel over sibling bodies when `threading` is set. Returns whether
/// every body converged.
pub fn apply_patterns_to_nested_bodies(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    patterns: &FrozenPatterns,
    config: &GreedyConfig,
    threading: bool,
) -> bool {
    let Some(inner) = body.isolated_body_mut(op) else {
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
        return apply_patterns_greedily(ctx, body, &regions, patterns, config).1;
    };
    apply_to_body(ctx, inner, patterns, config, threading)
}

fn apply_to_body(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatterns,
    config: &GreedyConfig,
    threading: bool,
) -> bool {
    let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(body.root_regions());
    let mut converged = apply_patterns_greedily(ctx, body, &roots, patterns, config).1;
    let mut nested: Vec<OpId> = Vec::new();
    for &r in &roots {
        body.walk_region(r, WalkOrder::PreOrder, &mut |b, o| {
            if b.isolated_body(o).is_some() {
                nested.push(o);
                return WalkResult::Skip;
            }
            WalkResult::Advance
        });
    }
    let mut bodies: Vec<(OpId, Box<Body>)> = nested
        .into_iter()
        .filter_map(|o| body.take_isolated_body(o).map(|b| (o, b)))
        .collect();
    let results: Vec<bool> = if threading && bodies.len() > 1 {
        use rayon::prelude::*;
        bodies
            .par_iter_mut()
            .map(|(_, b)| {
                strata_ir::stack::grow(|| apply_to_body(ctx, b, patterns, config, threading))
            })
            .collect()
    } else {
        bodies
            .iter_mut()
            .map(|(_, b)| {
                strata_ir::stack::grow(|| apply_to_body(ctx, b, patterns, config, threading))
            })
            .collect()
    };
    converged &= results.iter().all(|c| *c);
    for (o, b) in bodies {
        body.set_isolated_body(o, b);
    }
    converged
}
