//! Region control flow of the scf ops (RegionBranchOpInterface,
//! RegionBranchTerminatorOpInterface) and their loop regions
//! (LoopLikeOpInterface).

use std::ops::Range;

use smallvec::{SmallVec, smallvec};
use strata_ir::interfaces::{
    ForwardOperands, InductionVar, InvocationBounds, LoopBound, LoopLikeOpInterface,
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor,
    if_like_successors,
};
use strata_ir::{Attribute, Body, Context, OpId, RegionId, Value};

/// Control flow of `scf.for`: from the op into the body or out (both
/// receiving the initial values); from the body back into it or out.
pub(crate) struct ForBranches;

impl RegionBranchOpInterface for ForBranches {
    fn successors(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _point: RegionBranchPoint,
        _operands: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        smallvec![RegionSuccessor::Region(0), RegionSuccessor::Parent]
    }

    fn entry_successor_operands(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
        successor: RegionSuccessor,
    ) -> Range<usize> {
        match successor {
            RegionSuccessor::Region(0) | RegionSuccessor::Parent => {
                3.min(body.num_operands(op))..body.num_operands(op)
            }
            _ => 0..0,
        }
    }
}

impl LoopLikeOpInterface for ForBranches {
    fn loop_regions(&self, _ctx: &Context, body: &Body, op: OpId) -> SmallVec<[RegionId; 1]> {
        SmallVec::from_slice(body.op_regions(op).1)
    }

    fn init_operands(&self, _ctx: &Context, body: &Body, op: OpId) -> Range<usize> {
        3.min(body.num_operands(op))..body.num_operands(op)
    }

    fn region_iter_args(&self, _ctx: &Context, body: &Body, op: OpId) -> SmallVec<[Value; 4]> {
        for_block(body, op)
            .map(|b| body.block_args(b).iter().skip(1).copied().collect())
            .unwrap_or_default()
    }

    fn yielded_operands(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Option<(OpId, Range<usize>)> {
        let term = body.last_op(for_block(body, op)?)?;
        Some((term, 0..body.num_operands(term)))
    }

    fn loop_results(&self, _ctx: &Context, body: &Body, op: OpId) -> SmallVec<[Value; 4]> {
        body.results(op).collect()
    }

    fn replace_with_additional_yields(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        new_inits: &[Value],
        replace_init_uses_in_loop: bool,
        new_yields: &mut strata_ir::interfaces::NewYieldValuesFn<'_>,
    ) -> Option<OpId> {
        crate::loop_growth::add_iter_args(
            ctx,
            body,
            op,
            new_inits,
            replace_init_uses_in_loop,
            new_yields,
        )
    }

    fn induction_vars(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Option<SmallVec<[InductionVar; 1]>> {
        let entry = body
            .local_regions(op)
            .first()
            .and_then(|&r| body.entry_block(r))?;
        let iv = *body.block_args(entry).first()?;
        let mut bounds = body.operands(op).map(LoopBound::Value);
        let (lower, upper, step) = (bounds.next()?, bounds.next()?, bounds.next()?);
        Some(smallvec![InductionVar {
            iv,
            lower,
            upper,
            step
        }])
    }
}

/// The body block of an `scf.for`.
fn for_block(body: &Body, op: OpId) -> Option<strata_ir::BlockId> {
    let region = *body.local_regions(op).first()?;
    body.entry_block(region)
}

/// Control flow of `scf.if`: into the then region, the else region (when
/// present) or, without an else region, straight out; both regions exit.
pub(crate) struct IfBranches;

impl RegionBranchOpInterface for IfBranches {
    fn successors(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        point: RegionBranchPoint,
        operands: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        let known = operands
            .first()
            .copied()
            .flatten()
            .and_then(|c| c.int_value(ctx).map(|v| !v.is_zero()));
        if_like_successors(body, op, point, known)
    }

    /// Each region runs at most once; a constant condition rules one out.
    fn region_invocation_bounds(
        &self,
        ctx: &Context,
        _body: &Body,
        _op: OpId,
        operands: &[Option<Attribute>],
    ) -> SmallVec<[InvocationBounds; 2]> {
        let known = operands
            .first()
            .copied()
            .flatten()
            .and_then(|c| c.int_value(ctx).map(|v| !v.is_zero()));
        match known {
            Some(cond) => smallvec![
                InvocationBounds::new(0, u32::from(cond)),
                InvocationBounds::new(0, u32::from(!cond)),
            ],
            None => smallvec![InvocationBounds::new(0, 1); 2],
        }
    }
}

/// Control flow of `scf.while`: into `before`; from `before` to `after`
/// or out; from `after` back to `before`.
pub(crate) struct WhileBranches;

impl RegionBranchOpInterface for WhileBranches {
    fn successors(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        point: RegionBranchPoint,
        _operands: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        match point {
            RegionBranchPoint::Region(0) => {
                smallvec![RegionSuccessor::Region(1), RegionSuccessor::Parent]
            }
            _ => smallvec![RegionSuccessor::Region(0)],
        }
    }

    fn entry_successor_operands(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
        successor: RegionSuccessor,
    ) -> Range<usize> {
        match successor {
            RegionSuccessor::Region(0) => 0..body.num_operands(op),
            _ => 0..0,
        }
    }
}

impl LoopLikeOpInterface for WhileBranches {
    fn loop_regions(&self, _ctx: &Context, body: &Body, op: OpId) -> SmallVec<[RegionId; 1]> {
        SmallVec::from_slice(body.op_regions(op).1)
    }
}

/// Control flow of `scf.execute_region`: into its region, then out.
pub(crate) struct ExecuteRegionBranches;

impl RegionBranchOpInterface for ExecuteRegionBranches {
    fn successors(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        point: RegionBranchPoint,
        _operands: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        match point {
            RegionBranchPoint::Parent => smallvec![RegionSuccessor::Region(0)],
            RegionBranchPoint::Region(_) => smallvec![RegionSuccessor::Parent],
        }
    }
}

/// How `scf.condition` leaves the `before` region of `scf.while`: its
/// trailing operands go to the `after` region while the condition holds,
/// out of the loop otherwise; a constant condition selects one of them.
pub(crate) struct ConditionExit;

impl RegionBranchTerminatorOpInterface for ConditionExit {
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        successor: RegionSuccessor,
    ) -> Range<usize> {
        ForwardOperands { skip: 1 }.successor_operands(ctx, body, op, successor)
    }

    fn successors(
        &self,
        ctx: &Context,
        _body: &Body,
        _op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<SmallVec<[RegionSuccessor; 2]>> {
        let known = operands
            .first()
            .copied()
            .flatten()
            .and_then(|c| c.int_value(ctx).map(|v| !v.is_zero()));
        Some(match known {
            Some(true) => smallvec![RegionSuccessor::Region(1)],
            Some(false) => smallvec![RegionSuccessor::Parent],
            None => smallvec![RegionSuccessor::Region(1), RegionSuccessor::Parent],
        })
    }
}
