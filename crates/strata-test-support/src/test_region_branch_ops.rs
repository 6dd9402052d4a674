//! Region-branching ops of the `test` dialect under upstream's names, so that
//! upstream-style tests of passes driven by RegionBranchOpInterface (such as
//! `control-flow-sink`) run against `strata-opt`:
//! - `test.region_if %a, ... : types -> results then {...} else {...} join {...}`:
//!   control enters `then` or `else` (which receive the operands), goes on
//!   to `join`, then leaves; each region runs at most once;
//! - `test.region_if_yield`, the terminator of those regions;
//! - `test.any_cond`, whose one region runs exactly once.

use smallvec::SmallVec;
use std::ops::Range;
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer, UnresolvedOperand};
use strata_ir::interfaces::{
    InvocationBounds, RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor,
};
use strata_ir::ir::{Body, StateRegions};
use strata_ir::{Attribute, Context, OpDef, OpId, OpTraits, OperationState, Type};
use strata_ods::{OpSpec, constraints as c};

/// The region-branching ops, in the order the dialect registers them.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("test.region_if")
            .summary("a two-way conditional whose branches meet in a join region")
            .variadic_operand("operands", c::ANY_TYPE)
            .variadic_result("results", c::ANY_TYPE)
            .sized_region("thenRegion", 1)
            .region("elseRegion")
            .region("joinRegion")
            .traits(
                OpTraits::SINGLE_BLOCK_IMPLICIT_TERMINATOR
                    .union(OpTraits::RECURSIVE_MEMORY_EFFECTS),
            )
            .implicit_terminator("test.region_if_yield")
            .custom_syntax(parse_region_if, print_region_if)
            .interface::<dyn RegionBranchOpInterface>(|| Box::new(RegionIfBranches)),
        OpSpec::new("test.region_if_yield")
            .summary("the terminator of `test.region_if`'s regions")
            .variadic_operand("results", c::ANY_TYPE)
            .traits(
                OpTraits::TERMINATOR
                    .union(OpTraits::RETURN_LIKE)
                    .union(OpTraits::NO_MEMORY_EFFECT),
            )
            .format("$results `:` type($results) attr-dict"),
        OpSpec::new("test.any_cond")
            .summary("an op whose one region runs exactly once")
            .variadic_result("results", c::ANY_TYPE)
            .region("region")
            .traits(OpTraits::RECURSIVE_MEMORY_EFFECTS)
            .interface::<dyn RegionBranchOpInterface>(|| Box::new(AnyCondBranches)),
    ]
}

/// Parses `%a, ... : types -> results then region else region join region`.
fn parse_region_if(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let at = p.current_loc();
    let mut operands: SmallVec<[UnresolvedOperand<'_>; 2]> = SmallVec::new();
    if p.kind() == TokenKind::PercentIdent {
        p.parse_comma_separated(|p| {
            operands.push(p.parse_operand()?);
            Ok(())
        })?;
    }
    p.expect(TokenKind::Colon, "':'")?;
    let mut types: SmallVec<[Type; 2]> = SmallVec::new();
    if p.kind() != TokenKind::Arrow {
        p.parse_comma_separated(|p| {
            types.push(p.parse_type()?);
            Ok(())
        })?;
    }
    p.expect(TokenKind::Arrow, "'->'")?;
    p.parse_function_result_types(&mut state.result_types)?;
    let mut regions = SmallVec::new();
    for keyword in ["then", "else", "join"] {
        p.expect_keyword(keyword)?;
        regions.push(p.parse_region(&[], false)?);
    }
    state.regions = StateRegions::Local(regions);
    p.resolve_operands(&operands, &types, at, &mut state.operands)
}

/// Prints the custom form parsed by [`parse_region_if`], with every region's
/// entry arguments and terminators.
fn print_region_if(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let body = p.body();
    let operands: SmallVec<[_; 4]> = body.operands(op).collect();
    let operand_types: SmallVec<[Type; 4]> = operands.iter().map(|v| body.value_type(*v)).collect();
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    p.write(" ");
    p.print_operands(operands.iter().copied());
    p.write(": ");
    p.print_type_list(&operand_types);
    p.write(" -> ");
    p.print_result_types(&results);
    for (i, keyword) in [" then ", " else ", " join "].iter().enumerate() {
        p.write(keyword);
        p.print_op_region(op, i, true, true, false);
    }
}

/// `test.region_if`: the operands enter `then` or `else`; both go on to
/// `join`, which leaves the op.
struct RegionIfBranches;

impl RegionBranchOpInterface for RegionIfBranches {
    fn successors(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        point: RegionBranchPoint,
        _: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        match point {
            RegionBranchPoint::Parent => {
                SmallVec::from_slice(&[RegionSuccessor::Region(0), RegionSuccessor::Region(1)])
            }
            RegionBranchPoint::Region(2) => SmallVec::from_slice(&[RegionSuccessor::Parent]),
            RegionBranchPoint::Region(_) => SmallVec::from_slice(&[RegionSuccessor::Region(2)]),
        }
    }

    fn entry_successor_operands(
        &self,
        _: &Context,
        body: &Body,
        op: OpId,
        _: RegionSuccessor,
    ) -> Range<usize> {
        0..body.num_operands(op)
    }

    fn region_invocation_bounds(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        _: &[Option<Attribute>],
    ) -> SmallVec<[InvocationBounds; 2]> {
        SmallVec::from_elem(InvocationBounds::new(0, 1), 3)
    }
}

/// `test.any_cond`: control enters the region once, then leaves.
struct AnyCondBranches;

impl RegionBranchOpInterface for AnyCondBranches {
    fn successors(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        point: RegionBranchPoint,
        _: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        match point {
            RegionBranchPoint::Parent => SmallVec::from_slice(&[RegionSuccessor::Region(0)]),
            RegionBranchPoint::Region(_) => SmallVec::from_slice(&[RegionSuccessor::Parent]),
        }
    }

    fn region_invocation_bounds(
        &self,
        _: &Context,
        _: &Body,
        _: OpId,
        _: &[Option<Attribute>],
    ) -> SmallVec<[InvocationBounds; 2]> {
        SmallVec::from_elem(InvocationBounds::new(1, 1), 1)
    }
}
