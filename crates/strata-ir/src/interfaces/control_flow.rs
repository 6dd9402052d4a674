//! Control flow between blocks and regions: BranchOpInterface,
//! RegionBranchOpInterface, RegionBranchTerminatorOpInterface and
//! LoopLikeOpInterface.

use std::ops::Range;

use smallvec::SmallVec;

use crate::attributes::{Attribute, dense_i32_values};
use crate::context::Context;
use crate::dialect::{SuccessorForOperandsHook, SuccessorOperandsHook};
use crate::ir::{Body, OpId, RegionId, Value};

/// A terminator that branches to successor blocks, forwarding some of its
/// operands as the successor's block arguments.
pub trait BranchOpInterface: Send + Sync {
    /// The positions of the operands forwarded to successor `index`.
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        index: usize,
    ) -> Option<Range<usize>>;

    /// The successor taken when the operands have these constant values
    /// (`None` where not constant), if that can be decided.
    fn successor_for_operands(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _operands: &[Option<Attribute>],
    ) -> Option<usize> {
        None
    }
}

/// A [`BranchOpInterface`] given by the two hooks of a declarative op.
pub struct BranchHooks {
    /// The operands forwarded to a successor.
    pub operands: SuccessorOperandsHook,
    /// The successor taken for constant operands, if the op can tell.
    pub for_operands: Option<SuccessorForOperandsHook>,
}

impl BranchOpInterface for BranchHooks {
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        index: usize,
    ) -> Option<Range<usize>> {
        (self.operands)(ctx, body, op, index)
    }

    fn successor_for_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        self.for_operands.and_then(|f| f(ctx, body, op, operands))
    }
}

/// Where control is, or goes, around a region-holding operation: the
/// operation itself (entering it or leaving it) or one of its regions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionBranchPoint {
    /// The parent operation (before entry or after exit).
    Parent,
    /// The region with this index.
    Region(u32),
}

/// A successor of a region branch point: a region of the operation (whose
/// entry block receives the forwarded values) or the parent operation
/// (whose results receive them).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSuccessor {
    /// Control leaves the operation.
    Parent,
    /// Control enters the region with this index.
    Region(u32),
}

/// An operation whose regions are executed under its control (structured
/// control flow: conditionals, loops).
pub trait RegionBranchOpInterface: Send + Sync {
    /// The successors of `point`: where control may go when entering the
    /// operation (`Parent`) or when a region's terminator yields.
    fn successors(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        point: RegionBranchPoint,
        operands: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]>;

    /// The positions of the operation's operands forwarded to `successor`
    /// on entry.
    fn entry_successor_operands(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _successor: RegionSuccessor,
    ) -> Range<usize> {
        0..0
    }

    /// How many times each region may run per execution of the operation
    /// (upstream's `getRegionInvocationBounds`), given the operands known
    /// to be constant; unknown for every region by default.
    fn region_invocation_bounds(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
        _operands: &[Option<Attribute>],
    ) -> SmallVec<[InvocationBounds; 2]> {
        SmallVec::from_elem(InvocationBounds::UNKNOWN, body.num_regions(op))
    }
}

/// The bounds on how many times a region runs: at least `lower`, at most
/// `upper` (unbounded when `None`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InvocationBounds {
    /// The minimum number of invocations.
    pub lower: u32,
    /// The maximum number of invocations, if bounded.
    pub upper: Option<u32>,
}

impl InvocationBounds {
    /// Nothing known: zero or more invocations.
    pub const UNKNOWN: InvocationBounds = InvocationBounds {
        lower: 0,
        upper: None,
    };

    /// Between `lower` and `upper` invocations.
    pub const fn new(lower: u32, upper: u32) -> InvocationBounds {
        InvocationBounds {
            lower,
            upper: Some(upper),
        }
    }
}

/// A terminator that returns control to its parent region-branch operation.
pub trait RegionBranchTerminatorOpInterface: Send + Sync {
    /// The positions of the operands forwarded to `successor`.
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        successor: RegionSuccessor,
    ) -> Range<usize>;

    /// The successors control goes to when the terminator's operands have
    /// these constant values (`None` where not constant), if the
    /// terminator decides them itself; `None` defers to the parent's
    /// successors of the terminator's region.
    fn successors(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
        _operands: &[Option<Attribute>],
    ) -> Option<SmallVec<[RegionSuccessor; 2]>> {
        None
    }
}

/// The successors of an if-like operation (a then region 0 and an
/// optional else region 1) from `point`: both regions exit to the parent;
/// the parent enters the then region and the else region, or goes
/// straight out when the else region is empty; `known` (the condition's
/// constant value) keeps only the branch it selects.
pub fn if_like_successors(
    body: &Body,
    op: OpId,
    point: RegionBranchPoint,
    known: Option<bool>,
) -> SmallVec<[RegionSuccessor; 2]> {
    if point != RegionBranchPoint::Parent {
        return SmallVec::from_slice(&[RegionSuccessor::Parent]);
    }
    let (rbody, regions) = body.op_regions(op);
    let otherwise = if regions.get(1).is_some_and(|r| !rbody.region_is_empty(*r)) {
        RegionSuccessor::Region(1)
    } else {
        RegionSuccessor::Parent
    };
    match known {
        Some(true) => SmallVec::from_slice(&[RegionSuccessor::Region(0)]),
        Some(false) => SmallVec::from_slice(&[otherwise]),
        None => SmallVec::from_slice(&[RegionSuccessor::Region(0), otherwise]),
    }
}

/// A terminator forwarding its operands from index `skip` on to every
/// successor ([`ForwardOperands::ALL`], [`ForwardOperands::NONE`]).
pub struct ForwardOperands {
    /// The number of leading operands not forwarded.
    pub skip: usize,
}

impl ForwardOperands {
    /// Forwards every operand (`scf.yield`, `affine.yield`).
    pub const ALL: ForwardOperands = ForwardOperands { skip: 0 };
    /// Forwards no operand (`scf.reduce`).
    pub const NONE: ForwardOperands = ForwardOperands { skip: usize::MAX };
}

impl RegionBranchTerminatorOpInterface for ForwardOperands {
    fn successor_operands(
        &self,
        _ctx: &Context,
        body: &Body,
        op: OpId,
        _successor: RegionSuccessor,
    ) -> Range<usize> {
        let n = body.num_operands(op);
        self.skip.min(n)..n
    }
}

/// Computes, from the new region arguments of a grown loop, the values its
/// terminator yields for them (upstream's `NewYieldValuesFn`).
pub type NewYieldValuesFn<'a> = dyn FnMut(&Body, &[Value]) -> SmallVec<[Value; 4]> + 'a;

/// A loop: its body regions; values defined outside the operation are
/// loop invariant.
pub trait LoopLikeOpInterface: Send + Sync {
    /// The regions forming the loop body.
    fn loop_regions(&self, ctx: &Context, body: &Body, op: OpId) -> SmallVec<[RegionId; 1]>;

    /// The operand positions of the initial values of the loop-carried
    /// variables (upstream's `getInitsMutable`); empty if there are none.
    fn init_operands(&self, _ctx: &Context, _body: &Body, _op: OpId) -> Range<usize> {
        0..0
    }

    /// The region arguments carrying the loop-carried variables, one per
    /// init (upstream's `getRegionIterArgs`).
    fn region_iter_args(&self, _ctx: &Context, _body: &Body, _op: OpId) -> SmallVec<[Value; 4]> {
        SmallVec::new()
    }

    /// The terminator yielding the next values of the loop-carried
    /// variables and the positions of those operands, one per init
    /// (upstream's `getYieldedValuesMutable`).
    fn yielded_operands(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
    ) -> Option<(OpId, Range<usize>)> {
        None
    }

    /// The results holding the final values, one per init (upstream's
    /// `getLoopResults`).
    fn loop_results(&self, _ctx: &Context, _body: &Body, _op: OpId) -> SmallVec<[Value; 4]> {
        SmallVec::new()
    }

    /// Replaces the loop by one with extra loop-carried variables starting
    /// at `new_inits`; `new_yields` receives the new region arguments and
    /// returns the values the terminator yields for them. With
    /// `replace_init_uses_in_loop`, uses of `new_inits` inside the loop
    /// become uses of the new region arguments. Returns the new loop, or
    /// `None` if the op cannot grow (upstream's `replaceWithAdditionalYields`).
    fn replace_with_additional_yields(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: OpId,
        _new_inits: &[Value],
        _replace_init_uses_in_loop: bool,
        _new_yields: &mut NewYieldValuesFn<'_>,
    ) -> Option<OpId> {
        None
    }

    /// The induction variables of the loop with their bounds and steps,
    /// if it has any (upstream's `getLoopInductionVars` and
    /// `getLoop{Lower,Upper}Bounds`/`getLoopSteps`).
    fn induction_vars(
        &self,
        _ctx: &Context,
        _body: &Body,
        _op: OpId,
    ) -> Option<SmallVec<[InductionVar; 1]>> {
        None
    }
}

/// A loop bound or step: an SSA value or a constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LoopBound {
    /// A value.
    Value(Value),
    /// A constant.
    Constant(i64),
}

/// An induction variable with its lower bound (inclusive), upper bound
/// (exclusive) and step.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InductionVar {
    /// The block argument.
    pub iv: Value,
    /// The first value.
    pub lower: LoopBound,
    /// The bound the variable stays below.
    pub upper: LoopBound,
    /// The increment.
    pub step: LoopBound,
}

/// Removes operand `index` of the operands `op` forwards to successor
/// `succ`, keeping `operandSegmentSizes` (and `case_operand_segments` of
/// switch-like ops) consistent.
pub fn erase_successor_operand(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    succ: usize,
    index: usize,
) {
    let Some(def) = body.op_name(op).def(ctx) else {
        return;
    };
    let Some(branch) = def.interface::<dyn BranchOpInterface>() else {
        return;
    };
    let Some(range) = branch.successor_operands(ctx, body, op, succ) else {
        return;
    };
    let position = range.start + index;
    if position >= range.end {
        return;
    }
    let segments_name = crate::ident::Ident::new(ctx, "operandSegmentSizes");
    if let Some(mut sizes) = body
        .attr(ctx, op, "operandSegmentSizes")
        .and_then(|a| dense_i32_values(ctx, a))
    {
        let mut start = 0usize;
        for s in sizes.iter_mut() {
            let end = start + *s as usize;
            if (start..end).contains(&position) {
                *s -= 1;
                break;
            }
            start = end;
        }
        body.set_inherent_attr(
            ctx,
            op,
            segments_name,
            Some(Attribute::dense_i32_array(ctx, &sizes)),
        );
    }
    if succ > 0
        && let Some(mut cases) = body
            .attr(ctx, op, "case_operand_segments")
            .and_then(|a| dense_i32_values(ctx, a))
        && let Some(c) = cases.get_mut(succ - 1)
    {
        *c -= 1;
        let name = crate::ident::Ident::new(ctx, "case_operand_segments");
        body.set_inherent_attr(ctx, op, name, Some(Attribute::dense_i32_array(ctx, &cases)));
    }
    let mut operands: SmallVec<[Value; 8]> = body.operands(op).collect();
    operands.remove(position);
    body.set_operands(op, &operands);
}

/// Appends `value` to the operands `op` forwards to successor `succ`,
/// keeping `operandSegmentSizes` (and `case_operand_segments` of
/// switch-like ops) consistent. Segments are matched to successors in
/// order when several are empty at the same position.
pub fn append_successor_operand(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    succ: usize,
    value: Value,
) {
    let Some(def) = body.op_name(op).def(ctx) else {
        return;
    };
    let Some(branch) = def.interface::<dyn BranchOpInterface>() else {
        return;
    };
    let Some(range) = branch.successor_operands(ctx, body, op, succ) else {
        return;
    };
    let cases = body
        .attr(ctx, op, "case_operand_segments")
        .and_then(|a| dense_i32_values(ctx, a));
    if let Some(mut sizes) = body
        .attr(ctx, op, "operandSegmentSizes")
        .and_then(|a| dense_i32_values(ctx, a))
    {
        let segment = if cases.is_some() && succ > 0 {
            sizes.len().checked_sub(1)
        } else {
            let earlier = (0..succ)
                .filter(|&s| branch.successor_operands(ctx, body, op, s) == Some(range.clone()))
                .count();
            let mut start = 0usize;
            let mut matching = Vec::new();
            for (i, s) in sizes.iter().enumerate() {
                let end = start + *s as usize;
                if start == range.start && end == range.end {
                    matching.push(i);
                }
                start = end;
            }
            matching.get(earlier).copied()
        };
        let Some(segment) = segment else {
            return;
        };
        sizes[segment] += 1;
        let name = crate::ident::Ident::new(ctx, "operandSegmentSizes");
        body.set_inherent_attr(ctx, op, name, Some(Attribute::dense_i32_array(ctx, &sizes)));
    }
    if succ > 0
        && let Some(mut cases) = cases
        && let Some(c) = cases.get_mut(succ - 1)
    {
        *c += 1;
        let name = crate::ident::Ident::new(ctx, "case_operand_segments");
        body.set_inherent_attr(ctx, op, name, Some(Attribute::dense_i32_array(ctx, &cases)));
    }
    let mut operands: SmallVec<[Value; 8]> = body.operands(op).collect();
    operands.insert(range.end.min(operands.len()), value);
    body.set_operands(op, &operands);
}
