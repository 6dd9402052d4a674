//! Ops of the `test` dialect that carry one trait each, under upstream's
//! names and in the generic form upstream gives them: symbols and symbol
//! tables, and the folding traits (commutative,
//! idempotent, involution), so that upstream-style tests of those traits
//! run against `strata-opt`.

use strata_ir::{OpTraits, Type};
use strata_ods::OpSpec;
use strata_ods::constraints::{self as c, TypeConstraint};

/// `i32`, the operand and result type of the trait, fold and variadic test ops.
pub(crate) const I32: TypeConstraint = TypeConstraint {
    description: "32-bit signless integer",
    check: |ctx, t| t.is_signless_int(ctx, 32),
    buildable: Some(|ctx| Type::int(ctx, 32)),
};

/// The trait ops, in the order the dialect registers them.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("test.symbol")
            .summary("a symbol")
            .attr("sym_name", c::STR_ATTR)
            .optional_attr("sym_visibility", c::STR_ATTR)
            .traits(OpTraits::SYMBOL.union(OpTraits::NO_MEMORY_EFFECT)),
        OpSpec::new("test.symbol_scope")
            .summary("a symbol table of one block, ended by `test.finish`")
            .sized_region("region", 1)
            .traits(OpTraits::SYMBOL_TABLE.union(OpTraits::SINGLE_BLOCK_IMPLICIT_TERMINATOR)),
        OpSpec::new("test.finish")
            .summary("the terminator of `test.symbol_scope`")
            .traits(OpTraits::TERMINATOR),
        binary("test.op_commutative2", 2, OpTraits::COMMUTATIVE),
        binary("test.op_commutative", 4, OpTraits::COMMUTATIVE),
        binary(
            "test.op_idempotent_trait",
            1,
            OpTraits::IDEMPOTENT
                .union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
                .union(OpTraits::NO_MEMORY_EFFECT),
        ),
        binary(
            "test.op_involution_trait_no_operation_fold",
            1,
            OpTraits::INVOLUTION
                .union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
                .union(OpTraits::NO_MEMORY_EFFECT),
        ),
    ]
}

/// An op of `n` `i32` operands (`op1` …) and one `i32` result with `traits`.
fn binary(name: &'static str, n: usize, traits: OpTraits) -> OpSpec {
    const OPERANDS: [&str; 4] = ["op1", "op2", "op3", "op4"];
    let spec = OPERANDS
        .iter()
        .take(n)
        .fold(OpSpec::new(name), |spec, operand| {
            spec.operand(operand, I32)
        });
    spec.summary("an op with one folding trait")
        .result("result", I32)
        .traits(traits)
}
