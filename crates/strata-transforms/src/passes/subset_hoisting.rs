//! `loop-invariant-subset-hoisting`: hoists matching pairs of subset
//! extraction and insertion ops (SubsetOpInterface, e.g.
//! `tensor.extract_slice` / `tensor.insert_slice`) on a loop-carried tensor
//! out of loops (LoopLikeOpInterface), turning the extracted subset into
//! an extra loop-carried value. Loops are visited innermost first.

use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::interfaces::{LoopLikeOpInterface, SubsetOpInterface, SubsetRole};
use strata_ir::ir::{WalkOrder, WalkResult};
use strata_ir::{Body, Context, OpId, OperandId, Value};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

use super::loop_walk::for_each_loop_innermost_first;

use super::subset_bounds::{equivalent_slices, overlapping_slices};

/// The loop-invariant subset hoisting pass.
#[derive(Clone, Default)]
pub struct LoopInvariantSubsetHoisting;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "loop-invariant-subset-hoisting",
    summary: "Hoist loop invariant subset ops outside of the loop",
    options: &[],
    create: || Box::new(LoopInvariantSubsetHoisting),
};

impl Pass for LoopInvariantSubsetHoisting {
    fn argument(&self) -> &'static str {
        REGISTRATION.argument
    }

    fn name(&self) -> &'static str {
        "LoopInvariantSubsetHoisting"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        for_each_loop_innermost_first(cx.ctx, body, op, &|ctx, body, lp| {
            hoist_loop_invariant_subsets(ctx, body, lp);
        });
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// True if `ancestor` is `op` or contains it.
fn is_ancestor(body: &Body, ancestor: OpId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if o == ancestor {
            return true;
        }
        cur = body.parent_op(o);
    }
    false
}

/// True if `value` is defined outside `op` (upstream's `isDefinedOutsideOfLoop`).
fn defined_outside(body: &Body, op: OpId, value: Value) -> bool {
    let parent = body.value_region(value).and_then(|r| body.region_parent(r));
    !parent.is_some_and(|p| is_ancestor(body, op, p))
}

/// The subset role of `op`, if it implements the interface.
fn subset_role(ctx: &Context, body: &Body, op: OpId) -> Option<SubsetRole> {
    let iface = body.op_name(op).interface::<dyn SubsetOpInterface>(ctx)?;
    Some(iface.role(ctx, body, op))
}

/// Whether `a` and `b` provably operate on the same subset.
fn equivalent(ctx: &Context, body: &mut Body, a: OpId, b: OpId) -> bool {
    let slice = |body: &Body, op: OpId| {
        body.op_name(op)
            .interface::<dyn SubsetOpInterface>(ctx)
            .and_then(|i| i.accessed_slice(ctx, body, op))
    };
    match (slice(body, a), slice(body, b)) {
        (Some(x), Some(y)) => equivalent_slices(ctx, body, &x, &y) == Some(true),
        _ => false,
    }
}

/// Whether `a` and `b` provably operate on disjoint subsets.
fn disjoint(ctx: &Context, body: &mut Body, a: OpId, b: OpId) -> bool {
    let slice = |body: &Body, op: OpId| {
        body.op_name(op)
            .interface::<dyn SubsetOpInterface>(ctx)
            .and_then(|i| i.accessed_slice(ctx, body, op))
    };
    match (slice(body, a), slice(body, b)) {
        (Some(x), Some(y)) => overlapping_slices(ctx, body, &x, &y) == Some(false),
        _ => false,
    }
}

/// The subset ops found along the use-def chain of a loop-carried value,
/// with extractions and insertions of equivalent subsets paired up.
#[derive(Default)]
struct MatchingSubsets {
    extractions: Vec<Option<OpId>>,
    insertions: Vec<Option<OpId>>,
    all: Vec<OpId>,
}

impl MatchingSubsets {
    fn insert(&mut self, ctx: &Context, body: &mut Body, op: OpId, collect: bool) {
        self.all.push(op);
        if !collect {
            return;
        }
        let Some(role) = subset_role(ctx, body, op) else {
            return;
        };
        let extraction = matches!(role, SubsetRole::Extraction { .. });
        let (mine, theirs) = if extraction {
            (&mut self.extractions, &self.insertions)
        } else {
            (&mut self.insertions, &self.extractions)
        };
        for (i, other) in theirs.iter().enumerate() {
            if let Some(other) = other
                && equivalent(ctx, body, *other, op)
            {
                mine[i] = Some(op);
                return;
            }
        }
        mine.push(Some(op));
        if extraction {
            self.insertions.push(None);
        } else {
            self.extractions.push(None);
        }
    }

    /// True if every other collected subset op is disjoint from the pair.
    fn all_disjoint(
        &self,
        ctx: &Context,
        body: &mut Body,
        extraction: Option<OpId>,
        insertion: Option<OpId>,
    ) -> bool {
        for &other in &self.all {
            if Some(other) == extraction || Some(other) == insertion {
                continue;
            }
            for op in [extraction, insertion].into_iter().flatten() {
                if !disjoint(ctx, body, other, op) {
                    return false;
                }
            }
        }
        true
    }

    /// The pairs that may be hoisted: matching types and no conflicting
    /// subset op.
    fn hoistable(&self, ctx: &Context, body: &mut Body) -> Vec<(Option<OpId>, Option<OpId>)> {
        let mut out = Vec::new();
        for (&e, &i) in self.extractions.iter().zip(&self.insertions) {
            if let (Some(e), Some(i)) = (e, i) {
                let source = match subset_role(ctx, body, i) {
                    Some(SubsetRole::Insertion { source, .. }) => source,
                    _ => continue,
                };
                let extracted = body.results(e).next().map(|r| body.value_type(r));
                let inserted = (source < body.num_operands(i))
                    .then(|| body.value_type(body.operand(i, source)));
                if extracted.is_none() || extracted != inserted {
                    continue;
                }
            }
            if self.all_disjoint(ctx, body, e, i) {
                out.push((e, i));
            }
        }
        out
    }

    /// Follows the uses of `iter_arg` (a region iteration argument of
    /// `lp`) through subset insertions to the loop's terminator, collecting
    /// the subset ops on the way. False if a use is not a subset op, the
    /// chain branches, or it does not end in `iter_arg`'s own yield operand.
    fn populate(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        lp: OpId,
        index: usize,
        collect: bool,
    ) -> bool {
        let Some(iface) = body.op_name(lp).interface::<dyn LoopLikeOpInterface>(ctx) else {
            return false;
        };
        let Some(&iter_arg) = iface.region_iter_args(ctx, body, lp).get(index) else {
            return false;
        };
        let mut value = iter_arg;
        let yielded = loop {
            if let Some(u) = single_terminator_use(ctx, body, value) {
                break u;
            }
            let mut next: Option<Value> = None;
            let uses: SmallVec<[OperandId; 4]> = body.uses(value).collect();
            for u in uses {
                let user = body.operand_owner(u);
                let number = body.operand_number(u);
                if let Some(nested) = body.op_name(user).interface::<dyn LoopLikeOpInterface>(ctx) {
                    let inits = nested.init_operands(ctx, body, user);
                    if !inits.contains(&number) {
                        return false;
                    }
                    let position = number - inits.start;
                    if !self.populate(ctx, body, user, position, false) {
                        return false;
                    }
                    next = nested.loop_results(ctx, body, user).get(position).copied();
                    continue;
                }
                let Some(role) = subset_role(ctx, body, user) else {
                    return false;
                };
                self.insert(ctx, body, user, collect);
                if let SubsetRole::Insertion {
                    destination,
                    destination_style,
                    ..
                } = role
                {
                    if !destination_style || number != destination || next.is_some() {
                        return false;
                    }
                    next = body.results(user).next();
                    if next.is_none() {
                        return false;
                    }
                }
            }
            match next {
                Some(n) => value = n,
                None => return false,
            }
        };
        match iface.yielded_operands(ctx, body, lp) {
            Some((term, range)) => {
                let position = range.start + index;
                position < range.end
                    && body.operand_owner(yielded) == term
                    && body.operand_number(yielded) == position
            }
            None => false,
        }
    }
}

/// The single use of `value`, if it is by a terminator.
fn single_terminator_use(ctx: &Context, body: &Body, value: Value) -> Option<OperandId> {
    if !body.has_one_use(value) {
        return None;
    }
    let u = body.uses(value).next()?;
    body.op_name(body.operand_owner(u))
        .has_trait(ctx, OpTraits::TERMINATOR)
        .then_some(u)
}

/// True if `op` (not a terminator) uses, directly or in nested regions,
/// only values defined inside it, outside `lp`, or operands `allowed`.
fn can_be_hoisted(ctx: &Context, body: &Body, op: OpId, lp: OpId, allowed: &[usize]) -> bool {
    if body.op_name(op).has_trait(ctx, OpTraits::TERMINATOR) {
        return false;
    }
    let own_ok = body
        .operands(op)
        .enumerate()
        .all(|(i, v)| allowed.contains(&i) || defined_outside(body, lp, v));
    if !own_ok {
        return false;
    }
    body.local_regions(op).iter().all(|&r| {
        body.walk_region(r, WalkOrder::PreOrder, &mut |b, o| {
            if std::ptr::eq(b, body)
                && !body
                    .operands(o)
                    .all(|v| !defined_outside(body, op, v) || defined_outside(body, lp, v))
            {
                return WalkResult::Interrupt;
            }
            WalkResult::Advance
        }) != WalkResult::Interrupt
    })
}

/// Hoists the matching subset pairs on every loop-carried value of `lp`
/// (including those added by hoisting); returns the final loop.
pub fn hoist_loop_invariant_subsets(ctx: &Context, body: &mut Body, mut lp: OpId) -> OpId {
    let mut index = 0;
    loop {
        let Some(iface) = body.op_name(lp).interface::<dyn LoopLikeOpInterface>(ctx) else {
            return lp;
        };
        if index >= iface.region_iter_args(ctx, body, lp).len() {
            return lp;
        }
        lp = hoist_subsets_at(ctx, body, lp, index);
        index += 1;
    }
}

/// Hoists the matching subset pairs on loop-carried value `index` of `lp`.
fn hoist_subsets_at(ctx: &Context, body: &mut Body, mut lp: OpId, index: usize) -> OpId {
    let mut subsets = MatchingSubsets::default();
    if !subsets.populate(ctx, body, lp, index, true) {
        return lp;
    }
    for (extraction, insertion) in subsets.hoistable(ctx, body) {
        let (Some(e), Some(i)) = (extraction, insertion) else {
            continue;
        };
        let (
            Some(SubsetRole::Extraction { source: e_source }),
            Some(SubsetRole::Insertion {
                source: i_source,
                destination: i_dest,
                ..
            }),
        ) = (subset_role(ctx, body, e), subset_role(ctx, body, i))
        else {
            continue;
        };
        if !can_be_hoisted(ctx, body, e, lp, &[e_source])
            || !can_be_hoisted(ctx, body, i, lp, &[i_source, i_dest])
        {
            continue;
        }
        let (Some(extracted), Some(updated)) = (body.results(e).next(), body.results(i).next())
        else {
            continue;
        };
        let Some(iface) = body.op_name(lp).interface::<dyn LoopLikeOpInterface>(ctx) else {
            return lp;
        };
        let yielded = body.operand(i, i_source);
        let Some(new_lp) =
            iface.replace_with_additional_yields(ctx, body, lp, &[extracted], true, &mut |_, _| {
                SmallVec::from_slice(&[yielded])
            })
        else {
            return lp;
        };
        lp = new_lp;
        let results = iface.loop_results(ctx, body, lp);
        let inits = iface.init_operands(ctx, body, lp);
        let (Some(&loop_result), Some(&new_result)) = (results.get(index), results.last()) else {
            return lp;
        };
        let init = body.operand(lp, inits.start + index);
        body.move_op_before(e, lp);
        body.move_op_after(i, lp);
        let dest = body.operand(i, i_dest);
        body.replace_all_uses(updated, dest);
        body.set_operand(e, e_source, init);
        body.replace_all_uses(loop_result, updated);
        body.set_operand(i, i_source, new_result);
        body.set_operand(i, i_dest, loop_result);
    }
    lp
}
