//! Folding away `builtin.unrealized_conversion_cast` chains that convert
//! values back to types they already had, and erasing unused casts.

use rayon::prelude::*;
use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use strata_ir::{Body, Context, OpClass, OpId, OperationName, Value};

/// An ordered set of casts, popped from the back.
struct Worklist {
    order: Vec<OpId>,
    members: FxHashSet<OpId>,
}

impl Worklist {
    fn insert(&mut self, op: OpId) {
        if self.members.insert(op) {
            self.order.push(op);
        }
    }

    fn pop(&mut self) -> Option<OpId> {
        let op = self.order.pop()?;
        self.members.remove(&op);
        Some(op)
    }
}

/// The cast defining all inputs of `cast`, in order, if there is one.
fn input_cast(body: &Body, name: OperationName, cast: OpId) -> Option<OpId> {
    let first = body.operands(cast).next()?;
    let def = body.defining_op(first)?;
    if body.op_name(def) != name {
        return None;
    }
    let same = body.num_results(def) == body.num_operands(cast)
        && body
            .results(def)
            .zip(body.operands(cast))
            .all(|(a, b)| a == b);
    same.then_some(def)
}

/// Reconciles `casts` (unrealized casts of `body`, in program order):
/// unused casts are erased, and a cast whose chain of input casts starts
/// from values of its own result types is replaced by those values.
/// Returns the casts of `casts` that remain, in their original order.
pub fn reconcile_casts(ctx: &Context, body: &mut Body, casts: &[OpId]) -> Vec<OpId> {
    let name = strata_ir::builtin::UnrealizedConversionCastOp::name(ctx);
    let mut worklist = Worklist {
        order: Vec::with_capacity(casts.len()),
        members: FxHashSet::default(),
    };
    for &c in casts {
        worklist.insert(c);
    }
    let mut erased: FxHashSet<OpId> = FxHashSet::default();
    let enqueue_inputs = |body: &Body, worklist: &mut Worklist, cast: OpId| {
        for v in body.operands(cast) {
            if let Some(def) = body.defining_op(v).filter(|d| body.op_name(*d) == name) {
                worklist.insert(def);
            }
        }
    };
    while let Some(cast) = worklist.pop() {
        if body.results(cast).all(|r| !body.has_uses(r)) {
            enqueue_inputs(body, &mut worklist, cast);
            erased.insert(cast);
            body.erase_op(cast);
            continue;
        }
        let result_types: SmallVec<[_; 2]> =
            body.results(cast).map(|r| body.value_type(r)).collect();
        let mut next = Some(cast);
        while let Some(n) = next {
            let same_types = body.num_operands(n) == result_types.len()
                && body
                    .operands(n)
                    .zip(&result_types)
                    .all(|(v, t)| body.value_type(v) == *t);
            if same_types {
                enqueue_inputs(body, &mut worklist, cast);
                let inputs: SmallVec<[Value; 2]> = body.operands(n).collect();
                let results: SmallVec<[Value; 2]> = body.results(cast).collect();
                for (r, v) in results.iter().zip(&inputs) {
                    body.replace_all_uses(*r, *v);
                }
                erased.insert(cast);
                body.erase_op(cast);
                break;
            }
            next = input_cast(body, name, n);
        }
    }
    casts
        .iter()
        .copied()
        .filter(|c| !erased.contains(c))
        .collect()
}

/// Collects the casts and the isolated operations nested in `op`'s local
/// regions, in program order.
fn collect_local(
    body: &Body,
    name: OperationName,
    op: OpId,
    casts: &mut Vec<OpId>,
    isolated: &mut Vec<OpId>,
) {
    for &r in body.local_regions(op) {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                visit(body, name, o, casts, isolated);
            }
        }
    }
}

fn visit(
    body: &Body,
    name: OperationName,
    op: OpId,
    casts: &mut Vec<OpId>,
    isolated: &mut Vec<OpId>,
) {
    if body.op_name(op) == name {
        casts.push(op);
    }
    if body.isolated_body(op).is_some() {
        isolated.push(op);
    } else {
        collect_local(body, name, op, casts, isolated);
    }
}

/// Reconciles every unrealized cast in the root regions of `body` and in
/// the bodies nested in it.
pub fn reconcile_unrealized_casts(ctx: &Context, body: &mut Body) {
    let name = strata_ir::builtin::UnrealizedConversionCastOp::name(ctx);
    let mut casts = Vec::new();
    let mut isolated = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                visit(body, name, o, &mut casts, &mut isolated);
            }
        }
    }
    reconcile_casts(ctx, body, &casts);
    reconcile_isolated(ctx, body, isolated);
}

/// Reconciles the bodies of the isolated operations `ops` of `body`, each
/// on its own (they are disjoint), in parallel.
fn reconcile_isolated(ctx: &Context, body: &mut Body, ops: Vec<OpId>) {
    let mut jobs: Vec<(OpId, Box<Body>)> = ops
        .into_iter()
        .filter_map(|op| Some((op, body.take_isolated_body(op)?)))
        .collect();
    let run = |(_, inner): &mut (OpId, Box<Body>)| {
        strata_ir::stack::grow(|| reconcile_unrealized_casts(ctx, inner));
    };
    if jobs.len() > 1 {
        jobs.par_iter_mut().for_each(run);
    } else {
        jobs.iter_mut().for_each(run);
    }
    for (op, inner) in jobs {
        body.set_isolated_body(op, inner);
    }
}

/// Reconciles every unrealized cast nested in `op` (which lives in `body`).
pub fn reconcile_unrealized_casts_in(ctx: &Context, body: &mut Body, op: OpId) {
    if let Some(inner) = body.isolated_body_mut(op) {
        reconcile_unrealized_casts(ctx, inner);
        return;
    }
    let name = strata_ir::builtin::UnrealizedConversionCastOp::name(ctx);
    let mut casts = Vec::new();
    let mut isolated = Vec::new();
    collect_local(body, name, op, &mut casts, &mut isolated);
    reconcile_casts(ctx, body, &casts);
    reconcile_isolated(ctx, body, isolated);
}
