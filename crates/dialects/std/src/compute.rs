//! The elementwise ops: integer and float arithmetic, bitwise logic,
//! the float functions and `select`. Each folds with the folder of the
//! MLIR 22 op it migrates to, whose semantics are the seed's.

use strata_ir::OpTraits;
use strata_ods::{OpSpec, constraints as c};

use crate::delegate::folds_as;
use crate::types::i1_same_shape;

const ELEMENTWISE: OpTraits = OpTraits::PURE
    .union(OpTraits::NO_MEMORY_EFFECT)
    .union(OpTraits::ELEMENTWISE)
    .union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);

fn binary(
    name: &'static str,
    ty: strata_ods::constraints::TypeConstraint,
    traits: OpTraits,
) -> OpSpec {
    OpSpec::new(name)
        .operand("lhs", ty)
        .operand("rhs", ty)
        .result("result", ty)
        .traits(ELEMENTWISE | traits)
        .format("$lhs `,` $rhs attr-dict `:` type($result)")
}

fn unary(name: &'static str) -> OpSpec {
    OpSpec::new(name)
        .operand("operand", c::FLOAT_LIKE)
        .result("result", c::FLOAT_LIKE)
        .traits(ELEMENTWISE)
        .format("$operand attr-dict `:` type($result)")
}

/// The integer binary ops.
pub(crate) fn int_ops() -> Vec<OpSpec> {
    let int = c::SIGNLESS_INTEGER_LIKE;
    let comm = OpTraits::COMMUTATIVE;
    let idem = OpTraits::COMMUTATIVE.union(OpTraits::IDEMPOTENT);
    let none = OpTraits::NONE;
    vec![
        binary("std.addi", int, comm)
            .summary("integer addition")
            .folder(folds_as!("arith.addi"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.addi"),
            ),
        binary("std.and", int, idem)
            .summary("integer bitwise and")
            .folder(folds_as!("arith.andi"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.andi"),
            ),
        binary("std.or", int, idem)
            .summary("integer bitwise or")
            .folder(folds_as!("arith.ori"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.ori"),
            ),
        binary("std.xor", int, comm)
            .summary("integer bitwise xor")
            .folder(folds_as!("arith.xori"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.xori"),
            ),
        binary("std.divis", int, none)
            .summary("signed integer division, rounding towards zero")
            .folder(folds_as!("arith.divsi"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.divsi"),
            ),
        binary("std.diviu", int, none)
            .summary("unsigned integer division")
            .folder(folds_as!("arith.divui"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.divui"),
            ),
        binary("std.remis", int, none)
            .summary("signed integer division remainder")
            .folder(folds_as!("arith.remsi"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.remsi"),
            ),
        binary("std.remiu", int, none)
            .summary("unsigned integer division remainder")
            .folder(folds_as!("arith.remui"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.remui"),
            ),
    ]
}

/// The float ops.
pub(crate) fn float_ops() -> Vec<OpSpec> {
    let float = c::FLOAT_LIKE;
    vec![
        binary("std.addf", float, OpTraits::COMMUTATIVE)
            .summary("floating point addition")
            .folder(folds_as!("arith.addf"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.addf"),
            ),
        binary("std.mulf", float, OpTraits::COMMUTATIVE)
            .summary("floating point multiplication")
            .folder(folds_as!("arith.mulf"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.mulf"),
            ),
        OpSpec::new("std.copysign")
            .summary("magnitude of the first operand with the sign of the second")
            .operand("lhs", float)
            .operand("rhs", float)
            .result("result", float)
            .traits(ELEMENTWISE)
            .format("$lhs $rhs attr-dict `:` type($result)")
            .folder(folds_as!("math.copysign"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("math.copysign"),
            ),
        unary("std.absf")
            .summary("floating point absolute value")
            .folder(folds_as!("math.absf"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("math.absf"),
            ),
        unary("std.ceilf")
            .summary("floating point ceiling")
            .folder(folds_as!("math.ceil"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("math.ceil"),
            ),
        unary("std.cos")
            .summary("cosine")
            .folder(folds_as!("math.cos"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("math.cos"),
            ),
        unary("std.exp")
            .summary("natural exponential")
            .folder(folds_as!("math.exp"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("math.exp"),
            ),
        unary("std.negf")
            .summary("floating point negation")
            .folder(folds_as!("arith.negf"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("arith.negf"),
            ),
        unary("std.sqrt")
            .summary("square root")
            .folder(folds_as!("math.sqrt"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("math.sqrt"),
            ),
        unary("std.tanh")
            .summary("hyperbolic tangent")
            .folder(folds_as!("math.tanh"))
            .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(
                crate::delegate::same_as!("math.tanh"),
            ),
    ]
}

/// `std.select`.
pub(crate) fn select() -> OpSpec {
    OpSpec::new("std.select")
        .summary("chooses between two values on a condition")
        .operand("condition", c::BOOL_LIKE)
        .operand("true_value", c::ANY_TYPE)
        .operand("false_value", c::ANY_TYPE)
        .result("result", c::ANY_TYPE)
        .traits(OpTraits::PURE | OpTraits::NO_MEMORY_EFFECT | OpTraits::ELEMENTWISE)
        .all_types_match(&["true_value", "false_value", "result"])
        .types_match_with(
            "result",
            "condition",
            i1_same_shape,
            "condition type is i1 or i1 of the result's shape",
        )
        .format("$condition `,` $true_value `,` $false_value attr-dict `:` type($result)")
        .folder(folds_as!("arith.select"))
        .interface::<dyn strata_ir::interfaces::EquivalentOpInterface>(crate::delegate::same_as!(
            "arith.select"
        ))
}
