//! The legalization driver: visits the operations to convert, applies
//! patterns (best benefit first) until each is legal, legalizes what the
//! patterns created, and rolls back whatever did not work out.

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use strata_ir::diagnostics::capture_diagnostics;
use strata_ir::dialect::FoldOutcome;
use strata_ir::interfaces::FoldOpInterface;
use strata_ir::verifier::op_plain_error;
use strata_ir::{Body, Context, OpId, OpTraits};

use super::log::{BodyKey, Change};
use super::pattern::FrozenConversionPatterns;
use super::rewriter::{BodyMaps, ConversionRewriter, RewriterParts};
use super::target::ConversionTarget;
use crate::region_utils::pre_order;

/// How many times one op may be refolded in place while being legalized.
const MAX_FOLD_DEPTH: u32 = 8;

/// Which kind of conversion runs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConversionMode {
    /// Operations that cannot be legalized stay, unless explicitly illegal.
    Partial,
    /// Every operation must end up legal.
    Full,
    /// Nothing changes; reports which operations could be legalized.
    Analysis,
}

/// An operation inside the converted IR: the isolated operations leading
/// from the root body to its body, and the operation itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpRef {
    /// Isolated-from-above operations to enter, from the root body.
    pub path: SmallVec<[OpId; 2]>,
    /// The operation in the body reached by `path`.
    pub op: OpId,
}

pub(crate) struct Driver<'r, 'a> {
    pub rw: ConversionRewriter<'a>,
    target: &'r ConversionTarget,
    patterns: &'r FrozenConversionPatterns,
    mode: ConversionMode,
    active: FxHashSet<usize>,
    folding: FxHashMap<(BodyKey, OpId), u32>,
    /// Set when a fold's constants could not be legalized (and it was undone).
    illegal_fold_constants: bool,
    pub report: Vec<OpRef>,
    /// Convert the bodies of isolated operations after the rest of their
    /// enclosing body, all of them at once on several threads.
    pub deferred_bodies: bool,
    /// Set when a body converted on its own emitted a diagnostic: their
    /// order would depend on the deferral, so the caller converts again
    /// the sequential way.
    pub diverted: bool,
}

/// An isolated body converted on its own: what it starts from and, once
/// converted, what it leaves for the enclosing body's rewriter.
struct BodyJob {
    owner: OpId,
    key: BodyKey,
    /// Where its report entries go in the enclosing driver's report.
    report_at: usize,
    body: Box<Body>,
    tables: BodyMaps,
    done: Option<BodyOutcome>,
}

/// The result of converting one isolated body on its own.
struct BodyOutcome {
    ok: bool,
    diverted: bool,
    parts: RewriterParts,
    report: Vec<OpRef>,
}

/// The operations of `body`'s root regions, blocks in pre-order.
fn root_ops(body: &Body) -> Vec<OpId> {
    body.root_regions()
        .iter()
        .flat_map(|r| pre_order(body, *r))
        .flat_map(|b| body.block_ops(b))
        .collect()
}

/// Appends `op` and (unless it is recursively legal) the operations nested
/// in its local regions, in pre-order. Only blocks reachable from their
/// region's entry are visited (in depth-first order), as upstream: the
/// operations of unreachable blocks are left as they are.
fn collect(ctx: &Context, target: &ConversionTarget, body: &Body, op: OpId, out: &mut Vec<OpId>) {
    out.push(op);
    if target
        .is_legal(ctx, body, op)
        .is_some_and(|d| d.is_recursively_legal)
    {
        return;
    }
    for &r in body.local_regions(op) {
        for b in pre_order(body, r) {
            for o in body.block_ops(b) {
                collect(ctx, target, body, o, out);
            }
        }
    }
}

impl<'r, 'a> Driver<'r, 'a> {
    pub fn new(
        rw: ConversionRewriter<'a>,
        target: &'r ConversionTarget,
        patterns: &'r FrozenConversionPatterns,
        mode: ConversionMode,
    ) -> Self {
        Driver {
            rw,
            target,
            patterns,
            mode,
            active: FxHashSet::default(),
            folding: FxHashMap::default(),
            illegal_fold_constants: false,
            report: Vec::new(),
            deferred_bodies: false,
            diverted: false,
        }
    }

    fn ctx(&self) -> &'a Context {
        self.rw.ctx
    }

    /// Converts `roots` of body `key` and everything nested in them. The
    /// body of an isolated operation is converted right after its owner
    /// (pre-order), or, with `deferred_bodies`, after the whole of `key`,
    /// together with its siblings on several threads: a pattern changes
    /// only the body it runs in and the regions of the operation it
    /// converts, so the result is the same.
    pub fn convert_body(&mut self, key: BodyKey, roots: &[OpId]) -> bool {
        let ctx = self.ctx();
        let mut list = Vec::new();
        for &op in roots {
            collect(ctx, self.target, self.rw.body_of(key), op, &mut list);
        }
        let mut deferred: Vec<(OpId, usize)> = Vec::new();
        for op in list {
            if !self.rw.is_alive(key, op) || self.rw.is_materialization(key, op) {
                continue;
            }
            if !self.convert_op(key, op) {
                return false;
            }
            let body = self.rw.body_of(key);
            if !self.rw.is_alive(key, op) || body.isolated_body(op).is_none() {
                continue;
            }
            if self
                .target
                .is_legal(ctx, body, op)
                .is_some_and(|d| d.is_recursively_legal)
            {
                continue;
            }
            if self.deferred_bodies {
                deferred.push((op, self.report.len()));
                continue;
            }
            let child = self.rw.child_key(key, op);
            let nested = root_ops(self.rw.body_of(child));
            if !strata_ir::stack::grow(|| self.convert_body(child, &nested)) {
                return false;
            }
            self.rw.release_tables(child);
        }
        deferred.is_empty() || self.convert_deferred(key, deferred)
    }

    /// Converts the isolated bodies of `owners` (in body `key`), each with
    /// a rewriter of its own, in parallel; then takes their changes over.
    fn convert_deferred(&mut self, key: BodyKey, owners: Vec<(OpId, usize)>) -> bool {
        let mut jobs = Vec::with_capacity(owners.len());
        for (owner, report_at) in owners {
            if !self.rw.is_alive(key, owner) {
                continue;
            }
            let child = self.rw.child_key(key, owner);
            let Some(body) = self.rw.body_mut_of(key).take_isolated_body(owner) else {
                continue;
            };
            let tables = self.rw.take_tables(child);
            jobs.push(BodyJob {
                owner,
                key: child,
                report_at,
                body,
                tables,
                done: None,
            });
        }
        let (ctx, target, patterns, mode) = (self.ctx(), self.target, self.patterns, self.mode);
        let run = |job: &mut BodyJob| {
            let tables = std::mem::take(&mut job.tables);
            let rw = ConversionRewriter::with_tables(ctx, &mut job.body, tables);
            let mut driver = Driver::new(rw, target, patterns, mode);
            driver.deferred_bodies = true;
            let (ok, diagnostics) = capture_diagnostics(|| {
                let roots = root_ops(driver.rw.body_of(0));
                strata_ir::stack::grow(|| driver.convert_body(0, &roots))
            });
            driver.rw.release_tables(0);
            job.done = Some(BodyOutcome {
                ok,
                diverted: driver.diverted || !diagnostics.is_empty(),
                report: driver.report,
                parts: driver.rw.into_parts(),
            });
        };
        if jobs.len() > 1 {
            jobs.par_iter_mut().for_each(run);
        } else {
            jobs.iter_mut().for_each(run);
        }
        let mut ok = true;
        let mut inserted = 0;
        for job in jobs {
            self.rw
                .body_mut_of(key)
                .set_isolated_body(job.owner, job.body);
            let Some(done) = job.done else {
                continue;
            };
            ok &= done.ok;
            self.diverted |= done.diverted;
            self.rw.absorb(job.key, done.parts);
            let prefix = self.rw.path(job.key).to_vec();
            let at = job.report_at + inserted;
            inserted += done.report.len();
            let entries = done.report.into_iter().map(|mut r| {
                let mut path = SmallVec::from_slice(&prefix);
                path.extend_from_slice(&r.path);
                r.path = path;
                r
            });
            self.report.splice(at..at, entries);
        }
        ok
    }

    fn op_ref(&self, key: BodyKey, op: OpId) -> OpRef {
        OpRef {
            path: SmallVec::from_slice(self.rw.path(key)),
            op,
        }
    }

    /// Legalizes one operation and applies the mode's failure policy.
    fn convert_op(&mut self, key: BodyKey, op: OpId) -> bool {
        let legal = self.legalize(key, op);
        let ctx = self.ctx();
        let body = self.rw.body_of(key);
        match (legal, self.mode) {
            (true, ConversionMode::Analysis) => self.report.push(self.op_ref(key, op)),
            (true, _) | (false, ConversionMode::Analysis) => {}
            (false, ConversionMode::Full) => {
                let name = body.op_name(op).as_str(ctx);
                let msg = format!("failed to legalize operation '{name}'");
                ctx.emit(op_plain_error(ctx, body, op, msg));
                return false;
            }
            (false, ConversionMode::Partial) => {
                if self.target.is_illegal(ctx, body, op) {
                    let name = body.op_name(op).as_str(ctx);
                    let msg = format!(
                        "failed to legalize operation '{name}' that was explicitly marked illegal"
                    );
                    ctx.emit(op_plain_error(ctx, body, op, msg));
                    return false;
                }
                self.report.push(self.op_ref(key, op));
            }
        }
        true
    }

    /// Makes `op` legal: true if it already is, or a pattern (and the
    /// legalization of what it produced) succeeds.
    fn legalize(&mut self, key: BodyKey, op: OpId) -> bool {
        let ctx = self.ctx();
        let body = self.rw.body_of(key);
        if self.target.is_legal(ctx, body, op).is_some() {
            return true;
        }
        if self.legalize_with_fold(key, op) {
            return true;
        }
        let body = self.rw.body_of(key);
        let patterns = self.patterns;
        for &index in patterns.candidates(body.op_name(op)) {
            if !self.active.insert(index) {
                continue;
            }
            let checkpoint = self.rw.checkpoint();
            let ok =
                self.apply_pattern(key, index, op) && self.legalize_result(key, op, checkpoint);
            self.active.remove(&index);
            if ok {
                return true;
            }
            self.rw.rollback_to(checkpoint);
            self.rw.set_current_key(key);
        }
        false
    }

    /// Tries to fold `op` (not constants) and legalize the result: the
    /// folded operation itself, or the constants materialized for it.
    fn legalize_with_fold(&mut self, key: BodyKey, op: OpId) -> bool {
        let ctx = self.ctx();
        let body = self.rw.body_of(key);
        let name = body.op_name(op);
        let Some(fold) = name.interface::<dyn FoldOpInterface>(ctx) else {
            return false;
        };
        // An in-place fold re-legalizes (and so refolds) the op, as
        // upstream; the bound only guards against folders that never settle.
        let depth = self.folding.entry((key, op)).or_insert(0);
        *depth += 1;
        if name.has_trait(ctx, OpTraits::CONSTANT_LIKE) || *depth > MAX_FOLD_DEPTH {
            self.unfold(key, op);
            return false;
        }
        let checkpoint = self.rw.checkpoint();
        self.rw.set_current_key(key);
        let ok = match self.rw.fold(op, fold) {
            FoldOutcome::None => false,
            // An in-place fold stays even if the op is still not legal
            // afterwards, as upstream's.
            FoldOutcome::InPlace => {
                // Upstream keeps the in-place fold unless folding the changed
                // op again yields constants the target rejects: then the whole
                // fold is undone and the original op goes to the patterns.
                self.illegal_fold_constants = false;
                let body = self.rw.body_of(key);
                let mut ok = self.target.is_legal(ctx, body, op).is_some()
                    || self.legalize_with_fold(key, op);
                if !ok && self.illegal_fold_constants {
                    self.illegal_fold_constants = false;
                    self.unfold(key, op);
                    self.rw.rollback_to(checkpoint);
                    self.rw.set_current_key(key);
                    return false;
                }
                if !ok {
                    ok = self.legalize(key, op);
                }
                self.unfold(key, op);
                return ok;
            }
            FoldOutcome::Results(results) => {
                match self.rw.replace_with_fold_results(op, &results) {
                    Some(constants) => {
                        let ok = constants.into_iter().all(|c| self.legalize(key, c));
                        self.illegal_fold_constants |= !ok;
                        ok
                    }
                    None => false,
                }
            }
        };
        self.unfold(key, op);
        if !ok {
            self.rw.rollback_to(checkpoint);
            self.rw.set_current_key(key);
        }
        ok
    }

    /// Leaves one level of folding `op`.
    fn unfold(&mut self, key: BodyKey, op: OpId) {
        if let Some(d) = self.folding.get_mut(&(key, op)) {
            *d -= 1;
            if *d == 0 {
                self.folding.remove(&(key, op));
            }
        }
    }

    fn apply_pattern(&mut self, key: BodyKey, index: usize, op: OpId) -> bool {
        let pattern = self.patterns.get(index);
        let converter = pattern.type_converter();
        self.rw.set_current_key(key);
        self.rw.set_converter(converter.cloned());
        self.rw.set_insertion_point_before(op);
        let Some(adaptor) = self.rw.remapped_operands(op, converter) else {
            return false;
        };
        let ok = pattern.match_and_rewrite(op, &adaptor, &mut self.rw);
        self.rw.set_current_key(key);
        ok
    }

    /// Checks that the pattern replaced or updated the root, then legalizes
    /// the operations it created and updated.
    fn legalize_result(&mut self, key: BodyKey, root: OpId, checkpoint: usize) -> bool {
        let mut touched_root = false;
        let mut created: SmallVec<[(BodyKey, OpId); 8]> = SmallVec::new();
        let mut updated: SmallVec<[(BodyKey, OpId); 4]> = SmallVec::new();
        for (k, change) in self.rw.changes_since(checkpoint) {
            match change {
                Change::CreatedOp(o) => created.push((*k, *o)),
                Change::ErasedOp { op, .. } if *k == key && *op == root => touched_root = true,
                Change::ModifiedOp(s) => {
                    touched_root |= *k == key && s.op == root;
                    if !updated.contains(&(*k, s.op)) {
                        updated.push((*k, s.op));
                    }
                }
                _ => {}
            }
        }
        if !touched_root {
            return false;
        }
        for (k, o) in created.into_iter().chain(updated) {
            if !self.rw.is_alive(k, o) || self.rw.is_materialization(k, o) {
                continue;
            }
            self.rw.set_current_key(k);
            if !self.legalize(k, o) {
                return false;
            }
        }
        self.rw.set_current_key(key);
        true
    }
}
