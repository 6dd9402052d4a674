//! The `test` dialect: the ops of upstream's test dialect that its core IR
//! tests use most, with upstream's names, region structure and syntax, so
//! that upstream-style tests run against `strata-opt`. Region kinds (graph
//! or SSACFG), terminator-less and sized regions, region counts, and ops
//! naming their region arguments themselves (`test.polyfor`).

use smallvec::SmallVec;
use strata_asm::lexer::TokenKind;
use strata_asm::{BlockArgDef, ParseResult, Parser, Printer};
use strata_ir::ir::{Body, StateRegions, Value};
use strata_ir::{Context, DialectDef, OpDef, OpId, OpTraits, OperationState, Type};
use strata_ods::{OpSpec, constraints as c};
use strata_rewrite::{CanonicalizationInterface, PatternsHook};

/// An integer of any width and signedness.
const ANY_INTEGER: c::TypeConstraint = c::TypeConstraint {
    description: "integer",
    check: |ctx, t| t.is_integer(ctx),
    buildable: None,
};

/// The `test` dialect definition.
/// Like upstream's, it accepts operations it does not define.
pub fn dialect() -> Result<DialectDef, String> {
    let mut ops = vec![
        graph_region(),
        ssacfg_region(),
        two_region_op(),
        sized_region_op(),
        single_no_terminator_op(),
        variadic_no_terminator_op(),
        single_no_terminator_custom_asm_op(),
        polyfor(),
        custom_result_name(),
        isolated_one_region_op(),
        dummy_op_with_region_ref(),
    ];
    ops.extend(crate::test_trait_ops::ops());
    ops.extend(crate::test_effect_ops::ops());
    ops.extend(crate::test_branch_ops::ops());
    ops.extend(crate::test_region_branch_ops::ops());
    ops.extend(crate::test_fold_ops::ops());
    ops.extend(crate::test_variadic_ops::ops());
    ops.extend(crate::test_symbol_ops::ops());
    let mut d = strata_ods::dialect("test", ops)?;
    d.allow_unknown_ops = true;
    d.add_interface::<dyn strata_ir::interfaces::DialectAttrVerifier>(Box::new(
        crate::test_dialect_attrs::TestAttrVerifier,
    ));
    d.add_interface::<dyn CanonicalizationInterface>(Box::new(
        crate::test_fold_ops::dialect_patterns as PatternsHook,
    ));
    Ok(d)
}

/// One region of one block whose ops need no terminator.
const NO_TERMINATOR_BLOCK: OpTraits = OpTraits::NO_TERMINATOR.union(OpTraits::SINGLE_BLOCK);

fn graph_region() -> OpSpec {
    OpSpec::new("test.graph_region")
        .summary("an op with a graph region")
        .region("region")
        .traits(NO_TERMINATOR_BLOCK.union(OpTraits::GRAPH_REGIONS))
        .format("attr-dict-with-keyword $region")
}

fn ssacfg_region() -> OpSpec {
    OpSpec::new("test.ssacfg_region")
        .summary("an op with SSACFG regions")
        .variadic_operand("operands", c::ANY_TYPE)
        .variadic_result("results", c::ANY_TYPE)
        .variadic_region("regions")
}

fn two_region_op() -> OpSpec {
    OpSpec::new("test.two_region_op")
        .summary("an op with exactly two regions")
        .region("first")
        .region("second")
}

fn sized_region_op() -> OpSpec {
    OpSpec::new("test.sized_region_op")
        .summary("an op whose regions have a fixed number of blocks")
        .sized_region("my_region", 2)
        .sized_region("", 1)
}

fn single_no_terminator_op() -> OpSpec {
    OpSpec::new("test.single_no_terminator_op")
        .summary("one terminator-less single-block region")
        .region("region")
        .traits(NO_TERMINATOR_BLOCK)
        .format("attr-dict `:` $region")
}

fn variadic_no_terminator_op() -> OpSpec {
    OpSpec::new("test.variadic_no_terminator_op")
        .summary("any number of terminator-less single-block regions")
        .variadic_region("regions")
        .traits(NO_TERMINATOR_BLOCK)
        .format("attr-dict `:` $regions")
}

fn single_no_terminator_custom_asm_op() -> OpSpec {
    OpSpec::new("test.single_no_terminator_custom_asm_op")
        .summary("one terminator-less region written right after the name")
        .region("region")
        .traits(NO_TERMINATOR_BLOCK)
        .custom_syntax(parse_region_only, print_region_only)
}

fn parse_region_only(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let region = p.parse_region(&[], false)?;
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    Ok(())
}

fn print_region_only(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    p.print_op_region(op, 0, false, false, false);
}

fn isolated_one_region_op() -> OpSpec {
    OpSpec::new("test.isolated_one_region_op")
        .summary("an op isolated from above whose region takes any operands")
        .variadic_operand("operands", c::ANY_TYPE)
        .variadic_result("results", c::ANY_TYPE)
        .region("my_region")
        .traits(OpTraits::ISOLATED_FROM_ABOVE)
        .format(
            "attr-dict-with-keyword $operands $my_region `:` type($operands) `->` type($results)",
        )
}

fn polyfor() -> OpSpec {
    OpSpec::new("test.polyfor")
        .summary("a loop nest whose induction variables are named in its syntax")
        .region("region")
        .traits(NO_TERMINATOR_BLOCK)
        .custom_syntax(parse_polyfor, print_polyfor)
        .block_arg_names(polyfor_arg_names)
}

/// Names the region arguments after the `arg_names` strings, in order
/// (OpAsmOpInterface's `getAsmBlockArgumentNames`).
fn polyfor_arg_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let Some(names) = body
        .attr(ctx, op, "arg_names")
        .and_then(|a| a.array_elements(ctx))
    else {
        return;
    };
    let (rbody, regions) = body.op_regions(op);
    let Some(entry) = regions.first().and_then(|r| rbody.entry_block(*r)) else {
        return;
    };
    for (arg, name) in rbody.block_args(entry).iter().zip(names.iter()) {
        if let Some(name) = name.str_value(ctx) {
            set(*arg, name);
        }
    }
}

/// `test.polyfor %i, %j, ... { ... }`: the names become the region's index
/// arguments.
fn parse_polyfor(_: &OpDef, p: &mut Parser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let index = Type::index(p.ctx);
    let mut args: SmallVec<[BlockArgDef<'_>; 4]> = SmallVec::new();
    loop {
        let name = p.parse_operand()?;
        let loc = p.location_at(name.pos);
        args.push(BlockArgDef {
            name,
            ty: index,
            attrs: None,
            loc,
        });
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    let region = p.parse_region(&args, false)?;
    state.regions = StateRegions::Local(SmallVec::from_slice(&[region]));
    Ok(())
}

fn print_polyfor(_: &OpDef, p: &mut Printer<'_>, op: OpId) {
    let (_, args) = p.op_region_entry_args(op, 0);
    for (i, a) in args.iter().enumerate() {
        p.write(if i == 0 { " " } else { ", " });
        p.with_region_body(op, |p| p.print_operand(*a));
    }
    p.write(" ");
    p.print_op_region(op, 0, false, false, false);
}

fn custom_result_name() -> OpSpec {
    OpSpec::new("test.custom_result_name")
        .summary("an op naming its results after its `names` strings")
        .variadic_operand("optional", ANY_INTEGER)
        .attr("names", c::ARRAY_ATTR)
        .variadic_result("r", ANY_INTEGER)
        .result_names(custom_result_names)
}

/// Names result `i` after the `i`-th `names` string (OpAsmOpInterface's
/// `getAsmResultNames`); results beyond the list keep the default names.
fn custom_result_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let Some(names) = body
        .attr(ctx, op, "names")
        .and_then(|a| a.array_elements(ctx))
    else {
        return;
    };
    for (result, name) in body.results(op).zip(names.iter()) {
        if let Some(name) = name.str_value(ctx) {
            set(result, name);
        }
    }
}

fn dummy_op_with_region_ref() -> OpSpec {
    OpSpec::new("test.dummy_op_with_region_ref")
        .summary("one region written after the name, then the attributes")
        .region("region")
        .traits(NO_TERMINATOR_BLOCK)
        .format("$region attr-dict")
}
