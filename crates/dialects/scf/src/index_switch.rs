//! `scf.index_switch`: syntax (`case N {..}` lists and a `default`
//! region), verifier and region control flow.

use smallvec::{SmallVec, smallvec};
use strata_asm::lexer::TokenKind;
use strata_asm::{ParseResult, Parser, Printer, type_to_string};
use strata_ir::interfaces::{
    InvocationBounds, RegionBranchOpInterface, RegionBranchPoint, RegionSuccessor,
};
use strata_ir::verifier::op_error;
use strata_ir::{
    Attribute, Body, Context, DiagResult, Ident, NamedAttr, OpDef, OpId, OperationState, RegionId,
    StateRegions, Type,
};
use strata_ods::dense_i64_values;
use strata_ods::format::ensure_terminator;

use crate::YieldOp;

/// Parses an optionally negative decimal or hexadecimal `i64`.
fn parse_case_value(p: &mut Parser<'_>) -> ParseResult<i64> {
    let start = p.token();
    let negative = p.eat(TokenKind::Minus);
    let tok = p.token();
    if tok.kind != TokenKind::Integer {
        return Err(p.custom_op_error("expected integer value"));
    }
    p.bump();
    let text = p.spelling(tok);
    let magnitude = match text.strip_prefix("0x") {
        Some(hex) => i128::from_str_radix(hex, 16).ok(),
        None => text.parse::<i128>().ok(),
    };
    magnitude
        .map(|m| if negative { -m } else { m })
        .and_then(|v| i64::try_from(v).ok())
        .ok_or_else(|| {
            p.error_at(
                start,
                "custom op 'scf.index_switch' integer value too large",
            )
        })
}

/// Parses `%arg attr-dict [-> types] (case N region)* default region`.
pub(crate) fn parse(
    _def: &OpDef,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let ctx = p.ctx;
    let arg = p.parse_operand()?;
    let v = p.resolve_operand(&arg, Type::index(ctx))?;
    state.operands.push(v);
    if p.kind() == TokenKind::LBrace {
        let entries = p.parse_dictionary_entries()?;
        if !entries.is_empty() {
            state.attrs = Some(Attribute::dictionary_sorted(ctx, &entries));
        }
    }
    if p.eat(TokenKind::Arrow) {
        // `type($results)`: a bare comma-separated list, as it is printed.
        let types = &mut state.result_types;
        p.parse_comma_separated(|p| {
            types.push(p.parse_type()?);
            Ok(())
        })?;
    }
    let mut values: SmallVec<[i64; 4]> = SmallVec::new();
    let mut regions: SmallVec<[RegionId; 4]> = SmallVec::new();
    while p.eat_keyword("case") {
        values.push(parse_case_value(p)?);
        regions.push(p.parse_region(&[], false)?);
    }
    crate::syntax::expect_keyword(p, "default")?;
    let default = p.parse_region(&[], false)?;
    ensure_terminator(p, default, YieldOp::NAME, state.loc);
    regions.insert(0, default);
    let mut props = [NamedAttr {
        name: Ident::new(ctx, "cases"),
        value: Attribute::dense_i64_array(ctx, &values),
    }];
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    state.regions = StateRegions::Local(SmallVec::from_slice(&regions));
    Ok(())
}

/// Whether the terminator of region `index` must be printed: always in a
/// case (an empty case would be a region without a block), and in the
/// default region (index 0) unless it is a `scf.yield` without operands or
/// attributes, as mlir-opt prints.
fn prints_terminator(ctx: &Context, body: &Body, op: OpId, index: usize) -> bool {
    if index != 0 {
        return true;
    }
    let (rbody, regions) = body.op_regions(op);
    let Some(block) = regions.get(index).and_then(|r| rbody.entry_block(*r)) else {
        return false;
    };
    let Some(term) = rbody.last_op(block) else {
        return false;
    };
    !rbody.isa::<YieldOp>(ctx, term)
        || rbody.num_operands(term) != 0
        || !rbody.op_attrs(term).dict_entries(ctx).is_empty()
}

/// Prints the custom form of `scf.index_switch`.
pub(crate) fn print(_def: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let ctx = p.ctx;
    let body = p.body();
    p.write(" ");
    if let Some(arg) = body.operands(op).next() {
        p.print_operand(arg);
    }
    p.print_optional_attr_dict(op, &["cases"]);
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    if !results.is_empty() {
        p.write(" -> ");
        p.print_type_list(&results);
    }
    p.write(" ");
    let values = body
        .attr(ctx, op, "cases")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    for (i, value) in values.iter().enumerate() {
        p.newline();
        p.write(&format!("case {value} "));
        let terminators = prints_terminator(ctx, body, op, i + 1);
        // Upstream omits a case region's block arguments, which makes
        // text that does not parse; they are printed like the default's.
        p.print_op_region(op, i + 1, true, terminators, false);
    }
    p.newline();
    p.write("default ");
    let terminators = prints_terminator(ctx, body, op, 0);
    p.print_op_region(op, 0, true, terminators, false);
}

/// Checks the case values against the case regions, and that every region
/// yields the result types.
pub(crate) fn verify(_def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let values = body
        .attr(ctx, op, "cases")
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    let (rbody, regions) = body.op_regions(op);
    let cases = regions.len().saturating_sub(1);
    let err = |m: String| Err(op_error(ctx, body, op, m));
    for (i, r) in regions.iter().enumerate().skip(1) {
        if rbody.region_blocks(*r).count() != 1 {
            return err(format!(
                "region #{i} ('caseRegions') failed to verify constraint: region with 1 blocks"
            ));
        }
    }
    if cases != values.len() {
        return err(format!(
            "has {cases} case regions but {} case values",
            values.len()
        ));
    }
    let mut seen = rustc_hash::FxHashSet::default();
    for v in &values {
        if !seen.insert(*v) {
            return err(format!("has duplicate case value: {v}"));
        }
    }
    let results: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
    for (i, r) in regions.iter().enumerate() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(term) = rbody.entry_block(*r).and_then(|b| rbody.last_op(b)) else {
            continue;
        };
        if !rbody.isa::<YieldOp>(ctx, term) {
            return err(format!(
                "expected region to end with scf.yield, but got {}",
                rbody.op_name(term).as_str(ctx)
            ));
        }
        let at = rbody.op_loc(term);
        if rbody.num_operands(term) != results.len() {
            let message = format!(
                "expected each region to return {} values, but {name} returns {}",
                results.len(),
                rbody.num_operands(term)
            );
            return Err(op_error(ctx, body, op, message).with_note(at, "see yield operation here"));
        }
        for (k, (v, t)) in rbody.operands(term).zip(&results).enumerate() {
            let found = rbody.value_type(v);
            if found != *t {
                let message = format!(
                    "expected result #{k} of each region to be '{}'",
                    type_to_string(ctx, *t)
                );
                let note = format!("{name} returns '{}' here", type_to_string(ctx, found));
                return Err(op_error(ctx, body, op, message).with_note(at, note));
            }
        }
    }
    Ok(())
}

/// Control flow of `scf.index_switch`: into one of its regions (the case
/// matching a constant argument, else any), each of which exits.
pub(crate) struct IndexSwitchBranches;

impl RegionBranchOpInterface for IndexSwitchBranches {
    fn successors(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        point: RegionBranchPoint,
        operands: &[Option<Attribute>],
    ) -> SmallVec<[RegionSuccessor; 2]> {
        if point != RegionBranchPoint::Parent {
            return smallvec![RegionSuccessor::Parent];
        }
        let regions = body.op_regions(op).1.len() as u32;
        let values = body
            .attr(ctx, op, "cases")
            .and_then(|a| dense_i64_values(ctx, a))
            .unwrap_or_default();
        let known = operands
            .first()
            .copied()
            .flatten()
            .and_then(|a| a.int_value(ctx).and_then(|v| v.to_i64()));
        match known {
            Some(k) => {
                let index = values
                    .iter()
                    .position(|v| *v == k)
                    .map_or(0, |i| i as u32 + 1);
                smallvec![RegionSuccessor::Region(index)]
            }
            None => (0..regions).map(RegionSuccessor::Region).collect(),
        }
    }

    /// Each region runs at most once; with a constant argument exactly the
    /// matching case (or the default) runs, once.
    fn region_invocation_bounds(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> SmallVec<[InvocationBounds; 2]> {
        let regions = body.num_regions(op);
        let live = match self.successors(ctx, body, op, RegionBranchPoint::Parent, operands)[..] {
            [RegionSuccessor::Region(only)] if operands.first().copied().flatten().is_some() => {
                Some(only as usize)
            }
            _ => None,
        };
        (0..regions)
            .map(|r| match live {
                Some(l) if l == r => InvocationBounds::new(1, 1),
                Some(_) => InvocationBounds::new(0, 0),
                None => InvocationBounds::new(0, 1),
            })
            .collect()
    }
}
