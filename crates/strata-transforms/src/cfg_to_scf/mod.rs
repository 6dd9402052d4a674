//! Lifting unstructured control flow (blocks and branches) to structured
//! control flow operations (upstream's `CFGToSCF`, after Bahmann et al.,
//! "Perfect Reconstructability of Control Flow from Demand Dependence
//! Graphs", 2015).
//!
//! [`transform_cfg_to_scf`] rewrites one region: every kind of return-like
//! terminator gets a single exit block, then, starting at the entry
//! block, each outermost cycle becomes a do-while loop (a multiplexer
//! block gives it a single entry, a latch block a single back edge and
//! exit) and the first multi-way branch of a block becomes a conditional
//! operation over the regions its edges dominate, repeating in the new
//! regions until no branch is left. Which operations express the result
//! is up to a [`CfgToScfInterface`]; `--lift-cf-to-scf` implements it with
//! `scf` and `cf`.
//!
//! The algorithm visits predecessors in the order upstream's use lists
//! hold them (most recently linked first), so the operations it creates
//! come out in upstream's order.

mod branches;
mod edges;
mod exits;
mod graph;
mod loops;
mod multiplexer;

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::interfaces::BranchOpInterface;
use strata_ir::interfaces::has_no_side_effects;
use strata_ir::verifier::op_error;
use strata_ir::{BlockId, Body, Context, Location, OpId, RegionId, Type, Value};
use strata_rewrite::InsertPoint;

use edges::EdgeOrder;
use exits::ExitCombiner;

/// The transformation failed; the reason was reported as a diagnostic.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reported;

/// How a region's control flow is expressed once lifted: the structured
/// operations to create and the branch operations used on the way.
/// Operations are created at an [`InsertPoint`] (`Before` an operation or
/// at the `BlockEnd` of a block; see [`insert_at`]).
pub trait CfgToScfInterface {
    /// Creates, before `control_flow_op`, the structured conditional
    /// operation replacing it, with results of `result_types`, taking the
    /// detached `regions` (one per successor, in successor order).
    fn create_structured_branch_region_op(
        &self,
        ctx: &Context,
        body: &mut Body,
        control_flow_op: OpId,
        result_types: &[Type],
        regions: &[RegionId],
    ) -> Result<OpId, Reported>;

    /// Creates at `at` the terminator of a region of `branch_region_op`
    /// yielding `results` (replacing the branch `replaced`, if any).
    #[allow(clippy::too_many_arguments)]
    fn create_structured_branch_region_terminator_op(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        branch_region_op: OpId,
        replaced: Option<OpId>,
        results: &[Value],
    ) -> Result<(), Reported>;

    /// Creates at `at` a do-while loop taking the detached `loop_body`
    /// (whose last block gets the loop's condition), started with `inits`,
    /// repeating while `condition` holds with `next_iteration`; its
    /// results are the final iteration values. `replaced` is the latch
    /// branch it replaces.
    #[allow(clippy::too_many_arguments)]
    fn create_structured_do_while_loop_op(
        &self,
        ctx: &Context,
        body: &mut Body,
        at: InsertPoint,
        replaced: OpId,
        inits: &[Value],
        condition: Value,
        next_iteration: &[Value],
        loop_body: RegionId,
    ) -> Result<OpId, Reported>;

    /// Creates at `at` the constant `value` of the type the switch and
    /// conditional branch operations take as flag.
    fn cfg_switch_value(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        value: u32,
    ) -> Value;

    /// Creates at `at` a switch on `flag` to `case_dests` (with
    /// `case_values` and `case_args`), else to `default_dest`.
    #[allow(clippy::too_many_arguments)]
    fn create_cfg_switch_op(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        flag: Value,
        cases: &[(u32, BlockId, Vec<Value>)],
        default: (BlockId, &[Value]),
    ) -> OpId;

    /// Creates at `at` an undefined value of type `ty`.
    fn undef_value(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        ty: Type,
    ) -> Value;

    /// Creates at `at` a return-like terminator ending an infinite loop in
    /// `region`, or reports why it cannot.
    fn create_unreachable_terminator(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        region: RegionId,
    ) -> Result<OpId, Reported>;

    /// Creates at `at` an unconditional branch to `dest` with `args`
    /// (`dummy_flag` is a switch value that may serve as flag).
    #[allow(clippy::too_many_arguments)]
    fn create_single_destination_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        dummy_flag: Value,
        dest: BlockId,
        args: &[Value],
    ) -> OpId;

    /// Creates at `at` a branch to `on_true` if `condition` (a switch
    /// value) is one, else to `on_false`.
    #[allow(clippy::too_many_arguments)]
    fn create_conditional_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        loc: Location,
        at: InsertPoint,
        condition: Value,
        on_true: (BlockId, &[Value]),
        on_false: (BlockId, &[Value]),
    ) -> OpId;
}

/// Inserts the detached `op` at `at`: `Before`/`After` an operation, or at
/// the start or end of a block. Several operations inserted at the same
/// `Before` or `BlockEnd` point keep their order.
pub fn insert_at(body: &mut Body, at: InsertPoint, op: OpId) {
    match at {
        InsertPoint::Before(before) => body.insert_op_before(before, op),
        InsertPoint::After(after) => body.insert_op_after(after, op),
        InsertPoint::BlockStart(block) => body.link_op(block, None, op),
        InsertPoint::BlockEnd(block) => body.append_op(block, op),
        InsertPoint::Detached => {}
    }
}

/// The point before the current first operation of `block` (its end if
/// it is empty), as upstream's `OpBuilder::atBlockBegin`.
fn at_block_begin(body: &Body, block: BlockId) -> InsertPoint {
    match body.first_op(block) {
        Some(op) => InsertPoint::Before(op),
        None => InsertPoint::BlockEnd(block),
    }
}

/// The point before the terminator of `block` (its end if it is empty).
fn at_terminator(body: &Body, block: BlockId) -> InsertPoint {
    match body.last_op(block) {
        Some(op) => InsertPoint::Before(op),
        None => InsertPoint::BlockEnd(block),
    }
}

/// Lifts the control flow of `region` (of more than one block) to
/// structured operations made by `iface`; `loc` is the location of the
/// region's parent, given to the constants created at its entry. Returns
/// whether the region changed; fails (after a diagnostic) on a region the
/// transformation does not support: unreachable blocks, branches without
/// the branch interface or with side effects.
pub fn transform_cfg_to_scf(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    iface: &dyn CfgToScfInterface,
    loc: Location,
) -> Result<bool, Reported> {
    if body.region_blocks(region).nth(1).is_none() {
        return Ok(false);
    }
    check_preconditions(ctx, body, region)?;
    let Some(entry) = body.entry_block(region) else {
        return Ok(false);
    };
    let mut lifter = Lifter {
        ctx,
        iface,
        order: EdgeOrder::new(body, region),
        region,
        loc,
        switch_values: Vec::new(),
        undefs: FxHashMap::default(),
        exits: ExitCombiner::default(),
    };
    lifter.combine_return_likes(body);
    let mut work = vec![entry];
    while let Some(current) = work.pop() {
        let loops = lifter.cycles_to_loops(body, current)?;
        work.extend(loops);
        let branches = lifter.branches_to_regions(body, current)?;
        work.extend(branches);
    }
    Ok(true)
}

/// Upstream's preconditions: every block is reachable from the entry (as
/// upstream checks since release 22; 22 itself only rejects blocks without
/// predecessors and goes wrong on unreachable cycles), and every
/// operation with successors is a side-effect-free branch.
fn check_preconditions(ctx: &Context, body: &Body, region: RegionId) -> Result<(), Reported> {
    let mut reachable: FxHashSet<BlockId> = FxHashSet::default();
    let mut stack: Vec<BlockId> = body.entry_block(region).into_iter().collect();
    while let Some(block) = stack.pop() {
        if reachable.insert(block) {
            stack.extend(edges::successors(body, block).iter().copied());
        }
    }
    for block in body.region_blocks(region) {
        if !reachable.contains(&block) {
            if let Some(first) = body.first_op(block) {
                let msg = "transformation does not support unreachable blocks";
                ctx.emit(op_error(ctx, body, first, msg));
            }
            return Err(Reported);
        }
    }
    let mut failure = Ok(());
    walk_post_order(body, region, &mut |op| {
        if failure.is_err() || body.successors(op).is_empty() {
            return;
        }
        let is_branch = body
            .op_name(op)
            .interface::<dyn BranchOpInterface>(ctx)
            .is_some();
        let msg = if !is_branch {
            "transformation does not support terminators with successors not implementing BranchOpInterface"
        } else if !has_no_side_effects(ctx, body, op) {
            "transformation does not support terminators with side effects"
        } else {
            return;
        };
        ctx.emit(op_error(ctx, body, op, msg));
        failure = Err(Reported);
    });
    failure
}

fn walk_post_order(body: &Body, region: RegionId, f: &mut dyn FnMut(OpId)) {
    for block in body.region_blocks(region) {
        for op in body.block_ops(block) {
            for &r in body.local_regions(op) {
                walk_post_order(body, r, f);
            }
            f(op);
        }
    }
}

/// The state of one run of the transformation over a region.
struct Lifter<'a> {
    ctx: &'a Context,
    iface: &'a dyn CfgToScfInterface,
    /// The order of each block's incoming edges.
    order: EdgeOrder,
    /// The region being transformed (its entry holds the constants).
    region: RegionId,
    /// The location of the region's parent.
    loc: Location,
    /// The switch values created so far, by value.
    switch_values: Vec<Option<Value>>,
    /// The undefined values created so far, by type.
    undefs: FxHashMap<Type, Value>,
    /// The single exit block of each kind of return-like operation.
    exits: ExitCombiner,
}

impl Lifter<'_> {
    /// The switch constant `value`, created at the start of the region's
    /// entry block the first time it is asked for.
    fn switch_value(&mut self, body: &mut Body, value: u32) -> Value {
        let index = value as usize;
        if let Some(Some(v)) = self.switch_values.get(index) {
            return *v;
        }
        let entry = body.entry_block(self.region);
        let at = entry.map_or(InsertPoint::Detached, |b| at_block_begin(body, b));
        let v = self
            .iface
            .cfg_switch_value(self.ctx, body, self.loc, at, value);
        if self.switch_values.len() <= index {
            self.switch_values.resize(index + 1, None);
        }
        self.switch_values[index] = Some(v);
        v
    }

    /// The undefined value of type `ty`, created at the start of the
    /// region's entry block the first time it is asked for.
    fn undef(&mut self, body: &mut Body, ty: Type) -> Value {
        if let Some(v) = self.undefs.get(&ty) {
            return *v;
        }
        let entry = body.entry_block(self.region);
        let at = entry.map_or(InsertPoint::Detached, |b| at_block_begin(body, b));
        let v = self.iface.undef_value(self.ctx, body, self.loc, at, ty);
        self.undefs.insert(ty, v);
        v
    }

    /// Erases the terminator `op`, forgetting its edges.
    fn erase_terminator(&mut self, body: &mut Body, op: OpId) {
        self.order.forget(op);
        body.erase_op(op);
    }
}

#[cfg(test)]
mod tests;
