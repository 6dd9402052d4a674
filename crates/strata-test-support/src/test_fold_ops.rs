//! Ops of the `test` dialect that canonicalization simplifies, under
//! upstream's names, so that upstream-style tests of the canonicalizer run
//! against `strata-opt`: ops with regions erased by a pattern, by dead-code
//! elimination or by folding to an operand, a folder forwarding a variadic
//! operand list, and an op rewritten by a dialect-level pattern.

use crate::test_trait_ops::I32;
use smallvec::SmallVec;
use strata_ir::interfaces::{ConstantMaterializerInterface, FoldOutcome, OpFoldResult};
use strata_ir::{Attribute, Context, OpTraits, OperationName, Type};
use strata_ods::OpSpec;
use strata_ods::constraints as c;
use strata_rewrite::{FnPattern, PatternSet};

/// The folding ops, in the order the dialect registers them.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("test.op_with_region_terminator")
            .summary("the terminator of the region-holding folding ops")
            .traits(OpTraits::TERMINATOR),
        OpSpec::new("test.op_with_region_pattern")
            .summary("an op with a region that a canonicalization pattern erases")
            .sized_region("region", 1)
            .canonicalizer(|_, set| {
                set.add(FnPattern::new(
                    Some("test.op_with_region_pattern"),
                    "remove-op-with-inner-ops",
                    |op, rw| {
                        rw.erase_op(op);
                        true
                    },
                ))
            }),
        OpSpec::new("test.op_with_region_fold_no_side_effect")
            .summary("an op with a region and no side effects, erased when unused")
            .sized_region("region", 1)
            .traits(OpTraits::NO_MEMORY_EFFECT),
        OpSpec::new("test.op_with_region_fold")
            .summary("an op with a region that folds to its operand")
            .operand("operand", I32)
            .result("result", I32)
            .sized_region("region", 1)
            .folder(|_, body, op, _| {
                FoldOutcome::Results(SmallVec::from_elem(
                    OpFoldResult::Value(body.operand(op, 0)),
                    1,
                ))
            }),
        OpSpec::new("test.op_with_variadic_results_and_folder")
            .summary("an op whose results fold to its operands, one for one")
            .variadic_operand("operands", I32)
            .variadic_result("results", I32)
            .folder(|_, body, op, _| {
                let operands: SmallVec<[OpFoldResult; 1]> =
                    body.operands(op).map(OpFoldResult::Value).collect();
                if operands.is_empty() || operands.len() != body.num_results(op) {
                    return FoldOutcome::None;
                }
                FoldOutcome::Results(operands)
            }),
        OpSpec::new("test.dialect_canonicalizable")
            .summary("an op that a pattern of the test dialect replaces by a constant")
            .result("result", c::ANY_TYPE),
    ]
}

/// The test dialect's own canonicalization patterns: `test.dialect_canonicalizable`
/// becomes `arith.constant 42 : i32`.
pub(crate) fn dialect_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some("test.dialect_canonicalizable"),
        "dialect-canonicalizable",
        |op, rw| {
            let ctx = rw.ctx;
            let i32_ty = Type::int(ctx, 32);
            let loc = rw.body().op_loc(op);
            let Some(materializer) = OperationName::new(ctx, "arith.constant")
                .dialect(ctx)
                .and_then(|d| d.interface::<dyn ConstantMaterializerInterface>())
            else {
                return false;
            };
            let value = Attribute::int(ctx, i32_ty, 42);
            let Some(cst) =
                materializer.materialize_constant(ctx, rw.body_mut_untracked(), value, i32_ty, loc)
            else {
                return false;
            };
            rw.set_insertion_point_before(op);
            let cst = rw.insert(cst);
            let result = rw.body().results(cst).next();
            match result {
                Some(v) => {
                    rw.replace_op(op, &[v]);
                    true
                }
                None => false,
            }
        },
    ));
}
