//! Integer and floating-point arithmetic, comparisons, casts and `select`.

use strata_ir::{Context, OpTraits, Type, TypeKind};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints as lc;
use crate::directives::{OVERFLOW_FLAGS, PREDICATE_FCMP, PREDICATE_ICMP};
use crate::enums::{
    FASTMATH_ATTR, FCMP_PREDICATE_ATTR, ICMP_PREDICATE_ATTR, fastmath_none, zero_i32,
};
use crate::ops::folds::{fold_cast, fold_icmp, fold_or, fold_shl, fold_zext};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

/// An `i32` attribute holding integer overflow flags.
const OVERFLOW_ATTR: strata_ods::constraints::AttrConstraint = c::I32_ATTR;

#[derive(Copy, Clone)]
enum Flag {
    None,
    Overflow,
    Exact,
    Disjoint,
}

fn int_binary(name: &'static str, flag: Flag, commutative: bool) -> OpSpec {
    let mut traits = PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE;
    if commutative {
        traits = traits | OpTraits::COMMUTATIVE;
    }
    let spec = OpSpec::new(name)
        .operand("lhs", lc::INT_LIKE)
        .operand("rhs", lc::INT_LIKE)
        .result("res", lc::INT_LIKE)
        .traits(traits);
    match flag {
        Flag::None => spec.format("$lhs `,` $rhs attr-dict `:` type($res)"),
        Flag::Overflow => spec
            .default_attr("overflowFlags", OVERFLOW_ATTR, zero_i32)
            .directive(OVERFLOW_FLAGS)
            .format(
                "$lhs `,` $rhs `` custom<OverflowFlags>($overflowFlags) attr-dict `:` type($res)",
            ),
        Flag::Exact => spec
            .optional_attr("isExact", c::UNIT_ATTR)
            .format("(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)"),
        Flag::Disjoint => spec
            .optional_attr("isDisjoint", c::UNIT_ATTR)
            .format("(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)"),
    }
}

fn float_binary(name: &'static str) -> OpSpec {
    OpSpec::new(name)
        .operand("lhs", lc::FLOAT_LIKE)
        .operand("rhs", lc::FLOAT_LIKE)
        .result("res", lc::FLOAT_LIKE)
        .default_attr("fastmathFlags", FASTMATH_ATTR, fastmath_none)
        .traits(PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
        .format("$lhs `,` $rhs attr-dict `:` type($res)")
}

/// The `i1` type of the same shape as `t`.
fn i1_like(ctx: &Context, t: Type) -> Type {
    let i1 = Type::int(ctx, 1);
    match t.kind(ctx) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Type::vector(ctx, shape, scalable, i1),
        _ => i1,
    }
}

fn infer_i1(ctx: &Context, operands: &[Type]) -> Result<Vec<Type>, String> {
    operands
        .first()
        .map(|t| vec![i1_like(ctx, *t)])
        .ok_or_else(|| "expected an operand".to_string())
}

fn cast(name: &'static str, from: c::TypeConstraint, to: c::TypeConstraint) -> OpSpec {
    OpSpec::new(name)
        .operand("arg", from)
        .result("res", to)
        .traits(PURE)
        .format("$arg attr-dict `:` type($arg) `to` type($res)")
}

fn with_nneg(spec: OpSpec) -> OpSpec {
    spec.optional_attr("nonNeg", c::UNIT_ATTR)
        .format("(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)")
}

/// The arithmetic, comparison, cast and select ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    use Flag::*;
    let mut v = vec![
        int_binary("llvm.add", Overflow, true),
        int_binary("llvm.sub", Overflow, false),
        int_binary("llvm.mul", Overflow, true),
        int_binary("llvm.shl", Overflow, false).folder(fold_shl),
        int_binary("llvm.udiv", Exact, false),
        int_binary("llvm.sdiv", Exact, false),
        int_binary("llvm.lshr", Exact, false),
        int_binary("llvm.ashr", Exact, false),
        int_binary("llvm.urem", None, false),
        int_binary("llvm.srem", None, false),
        int_binary("llvm.and", None, true),
        int_binary("llvm.or", Disjoint, true).folder(fold_or),
        int_binary("llvm.xor", None, true),
        float_binary("llvm.fadd"),
        float_binary("llvm.fsub"),
        float_binary("llvm.fmul"),
        float_binary("llvm.fdiv"),
        float_binary("llvm.frem"),
        OpSpec::new("llvm.fneg")
            .operand("operand", lc::FLOAT_LIKE)
            .result("res", lc::FLOAT_LIKE)
            .default_attr("fastmathFlags", FASTMATH_ATTR, fastmath_none)
            .traits(PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
            .format("$operand attr-dict `:` type($res)"),
        OpSpec::new("llvm.icmp")
            .attr("predicate", ICMP_PREDICATE_ATTR)
            .operand("lhs", lc::ANY_LLVM)
            .operand("rhs", lc::ANY_LLVM)
            .result("res", lc::BOOL_LIKE)
            .traits(PURE | OpTraits::SAME_TYPE_OPERANDS)
            .infer_types(|ctx, ops, _| infer_i1(ctx, ops))
            .folder(fold_icmp)
            .directive(PREDICATE_ICMP)
            .format("custom<ICmpPredicate>($predicate) $lhs `,` $rhs attr-dict `:` type($lhs)"),
        OpSpec::new("llvm.fcmp")
            .attr("predicate", FCMP_PREDICATE_ATTR)
            .operand("lhs", lc::FLOAT_LIKE)
            .operand("rhs", lc::FLOAT_LIKE)
            .result("res", lc::BOOL_LIKE)
            .default_attr("fastmathFlags", FASTMATH_ATTR, fastmath_none)
            .traits(PURE | OpTraits::SAME_TYPE_OPERANDS)
            .infer_types(|ctx, ops, _| infer_i1(ctx, ops))
            .directive(PREDICATE_FCMP)
            .format("custom<FCmpPredicate>($predicate) $lhs `,` $rhs attr-dict `:` type($lhs)"),
        OpSpec::new("llvm.select")
            .operand("condition", lc::BOOL_LIKE)
            .operand("trueValue", lc::ANY_LLVM)
            .operand("falseValue", lc::ANY_LLVM)
            .result("res", lc::ANY_LLVM)
            .default_attr("fastmathFlags", FASTMATH_ATTR, fastmath_none)
            .traits(PURE)
            .all_types_match(&["trueValue", "falseValue", "res"])
            .format("operands attr-dict `:` type($condition) `,` type($res)"),
        cast("llvm.bitcast", lc::ANY_LLVM, lc::ANY_LLVM).folder(fold_cast),
        cast("llvm.addrspacecast", lc::PTR_LIKE, lc::PTR_LIKE).folder(fold_cast),
        cast("llvm.ptrtoint", lc::PTR_LIKE, lc::INT_LIKE),
        cast("llvm.inttoptr", lc::INT_LIKE, lc::PTR_LIKE),
        cast("llvm.sext", lc::INT_LIKE, lc::INT_LIKE),
        with_nneg(cast("llvm.zext", lc::INT_LIKE, lc::INT_LIKE)).folder(fold_zext),
        cast("llvm.trunc", lc::INT_LIKE, lc::INT_LIKE)
            .default_attr("overflowFlags", OVERFLOW_ATTR, zero_i32)
            .directive(OVERFLOW_FLAGS)
            .format("$arg `` custom<OverflowFlags>($overflowFlags) attr-dict `:` type($arg) `to` type($res)"),
        cast("llvm.fpext", lc::FLOAT_LIKE, lc::FLOAT_LIKE),
        cast("llvm.fptrunc", lc::FLOAT_LIKE, lc::FLOAT_LIKE),
        cast("llvm.sitofp", lc::INT_LIKE, lc::FLOAT_LIKE),
        with_nneg(cast("llvm.uitofp", lc::INT_LIKE, lc::FLOAT_LIKE)),
        cast("llvm.fptosi", lc::FLOAT_LIKE, lc::INT_LIKE),
        cast("llvm.fptoui", lc::FLOAT_LIKE, lc::INT_LIKE),
    ];
    v.push(
        OpSpec::new("llvm.freeze")
            .operand("val", lc::ANY_LLVM)
            .result("res", lc::ANY_LLVM)
            .traits(PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
            .format("$val attr-dict `:` type($val)"),
    );
    v
}
