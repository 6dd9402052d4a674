//! The table ops: `comb.truth_table` (a boolean function of `i1` inputs
//! given as a `2^n`-bit integer) and `comb.lut` (an `i8` function of `i8`
//! inputs given by coefficient and lookup-table arrays).

use strata_ir::verifier::op_error;
use strata_ir::{Body, Context, DiagResult, OpDef, OpId};
use strata_ods::{CustomDirective, OpSpec, constraints as c};

use crate::constraints::{DENSE_I8_ARRAY_ATTR, I8, INTEGER_ATTR};
use crate::fold::tables as fold;
use crate::lut_syntax;
use crate::ops::PURE;

fn verify_truth_table(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let inputs = body.num_operands(op);
    let table_width = body
        .attr(ctx, op, "lookupTable")
        .and_then(|a| a.typed_value_type(ctx))
        .and_then(|t| t.int_width(ctx));
    let expected = u32::try_from(inputs).ok().and_then(|n| 1u64.checked_shl(n));
    match (table_width, expected) {
        (Some(w), Some(e)) if u64::from(w) == e => Ok(()),
        _ => Err(op_error(
            ctx,
            body,
            op,
            "Expected lookup table int of 2^n bits",
        )),
    }
}

/// `custom<LutTables>($coefficients, $lookupTable)`.
const LUT_TABLES: CustomDirective = CustomDirective {
    name: "LutTables",
    parse: lut_syntax::parse,
    print: lut_syntax::print,
};

/// `truth_table` and `lut`.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("comb.truth_table")
            .summary("Return a true/false based on a lookup table")
            .variadic_operand("inputs", c::I1)
            .attr("lookupTable", INTEGER_ATTR)
            .result("result", c::I1)
            .traits(PURE)
            .verifier(verify_truth_table)
            .folder(fold::truth_table)
            .format("$inputs `->` $lookupTable attr-dict"),
        OpSpec::new("comb.lut")
            .summary("Return an integer based on a lookup table")
            .variadic_operand("inputs", I8)
            .attr("coefficients", DENSE_I8_ARRAY_ATTR)
            .attr("lookupTable", DENSE_I8_ARRAY_ATTR)
            .result("result", I8)
            .traits(PURE)
            .directive(LUT_TABLES)
            .folder(fold::lut)
            .format("operands custom<LutTables>($coefficients, $lookupTable) attr-dict `:` functional-type(operands, results)"),
    ]
}
