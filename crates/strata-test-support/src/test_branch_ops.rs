//! Control-flow ops of the `test` dialect under upstream's names: `test.br`,
//! a terminator forwarding all its operands to its one successor through
//! BranchOpInterface, so that upstream-style tests of block-argument
//! simplification run against `strata-opt`.

use strata_ir::OpTraits;
use strata_ods::{OpSpec, constraints as c};

/// The branch ops, in the order the dialect registers them.
pub(crate) fn ops() -> Vec<OpSpec> {
    vec![
        OpSpec::new("test.br")
            .summary("a branch forwarding every operand to its successor")
            .variadic_operand("targetOperands", c::ANY_TYPE)
            .successor("target")
            .traits(OpTraits::TERMINATOR)
            .branch(|_, body, op, _| Some(0..body.num_operands(op))),
    ]
}
