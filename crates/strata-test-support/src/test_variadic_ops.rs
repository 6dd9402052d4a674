//! Ops of the `test` dialect with several variadic groups, under
//! upstream's names: without segment sizes (`SameVariadicOperandSize`,
//! `SameVariadicResultSize`, the values beyond the single groups shared
//! evenly among the variadic groups) and with them
//! (`AttrSizedOperandSegments`, `AttrSizedResultSegments`).

use crate::test_trait_ops::I32;
use strata_ir::ir::{Body, Value};
use strata_ir::{Context, OpId, OpTraits};
use strata_ods::accessors::result_groups;
use strata_ods::{OpSpec, constraints as c};

/// The variadic-group ops, in the order the dialect registers them.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("test.mixed_normal_variadic_operand")
            .summary("tensor operands: a variadic group, a single one, a variadic group")
            .variadic_operand("input1", c::TENSOR)
            .operand("input2", c::TENSOR)
            .variadic_operand("input3", c::TENSOR)
            .traits(OpTraits::SAME_VARIADIC_OPERAND_SIZE),
        OpSpec::new("test.mixed_normal_variadic_result")
            .summary("tensor results: a variadic group, a single one, a variadic group")
            .variadic_result("output1", c::TENSOR)
            .result("output2", c::TENSOR)
            .variadic_result("output3", c::TENSOR)
            .traits(OpTraits::SAME_VARIADIC_RESULT_SIZE)
            .result_names(group_names),
        OpSpec::new("test.attr_sized_operands")
            .summary("`i32` operand groups delimited by `operandSegmentSizes`")
            .variadic_operand("a", I32)
            .variadic_operand("b", I32)
            .operand("c", I32)
            .variadic_operand("d", I32),
        OpSpec::new("test.attr_sized_results")
            .summary("`i32` result groups delimited by `resultSegmentSizes`")
            .variadic_result("a", I32)
            .variadic_result("b", I32)
            .result("c", I32)
            .variadic_result("d", I32)
            .result_names(group_names),
    ]
}

/// Names the first result of each non-empty result group after the group
/// (OpAsmOpInterface's `getAsmResultNames`).
fn group_names(ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let Some(def) = body.op_name(op).def(ctx) else {
        return;
    };
    let Some(ods) = strata_ods::ods_op(def) else {
        return;
    };
    let Some(groups) = result_groups(ctx, body, op, ods) else {
        return;
    };
    for (spec, range) in ods.spec.results.iter().zip(groups.iter()) {
        if !range.is_empty() {
            set(body.result(op, range.start), spec.name);
        }
    }
}
