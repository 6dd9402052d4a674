//! The `llvm.intr.*` intrinsics that `math`, `arith` and `memref` lower to.

use strata_ir::OpTraits;
use strata_ods::OpSpec;

use crate::constraints as lc;
use crate::enums::{FASTMATH_ATTR, FP_EXCEPTION_BEHAVIOR_ATTR, ROUNDING_MODE_ATTR, fastmath_none};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

const FORMAT: &str = "`(` operands `)` attr-dict `:` functional-type(operands, results)";

fn float_op(name: &'static str, arity: usize) -> OpSpec {
    let mut spec = OpSpec::new(name);
    for n in ["a", "b", "c"].into_iter().take(arity) {
        spec = spec.operand(n, lc::FLOAT_LIKE);
    }
    spec.result("res", lc::FLOAT_LIKE)
        .default_attr("fastmathFlags", FASTMATH_ATTR, fastmath_none)
        .traits(PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
        .format(FORMAT)
}

fn int_op(name: &'static str, arity: usize) -> OpSpec {
    let mut spec = OpSpec::new(name);
    for n in ["a", "b", "c"].into_iter().take(arity) {
        spec = spec.operand(n, lc::INT_LIKE);
    }
    spec.result("res", lc::INT_LIKE)
        .traits(PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
        .format(FORMAT)
}

/// An integer intrinsic with an `i1` flag property and no custom form
/// (`ctlz`, `cttz`, `abs`).
fn int_flag_op(name: &'static str, flag: &'static str) -> OpSpec {
    OpSpec::new(name)
        .operand("in", lc::INT_LIKE)
        .attr(flag, lc::BOOL_ATTR)
        .result("res", lc::INT_LIKE)
        .traits(PURE | OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
}

/// `llvm.intr.{s,u}{add,sub,mul}.with.overflow`: the result and an
/// overflow bit in a struct; no custom form.
fn with_overflow(name: &'static str) -> OpSpec {
    OpSpec::new(name)
        .operand("a", lc::INT_LIKE)
        .operand("b", lc::INT_LIKE)
        .result("res", lc::ANY_LLVM)
        .traits(PURE | OpTraits::SAME_TYPE_OPERANDS)
}

/// A constrained floating-point cast: `llvm.intr.experimental.constrained.*`
/// with an exception behavior and, when `rounding`, a rounding mode.
fn constrained_cast(
    name: &'static str,
    from: strata_ods::constraints::TypeConstraint,
    to: strata_ods::constraints::TypeConstraint,
    rounding: bool,
) -> OpSpec {
    let spec = OpSpec::new(name).operand("arg_0", from).result("res", to);
    if rounding {
        spec.attr("roundingmode", ROUNDING_MODE_ATTR)
            .attr("fpExceptionBehavior", FP_EXCEPTION_BEHAVIOR_ATTR)
            .format(
                "$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` \
                 type($res)",
            )
    } else {
        spec.attr("fpExceptionBehavior", FP_EXCEPTION_BEHAVIOR_ATTR)
            .format("$arg_0 $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type($res)")
    }
}

/// The intrinsic ops.
pub(crate) fn ops() -> Vec<OpSpec> {
    let mut v: Vec<OpSpec> = [
        "llvm.intr.sqrt",
        "llvm.intr.fabs",
        "llvm.intr.exp",
        "llvm.intr.exp2",
        "llvm.intr.exp10",
        "llvm.intr.log",
        "llvm.intr.log2",
        "llvm.intr.log10",
        "llvm.intr.sin",
        "llvm.intr.cos",
        "llvm.intr.tan",
        "llvm.intr.asin",
        "llvm.intr.acos",
        "llvm.intr.atan",
        "llvm.intr.sinh",
        "llvm.intr.cosh",
        "llvm.intr.tanh",
        "llvm.intr.floor",
        "llvm.intr.ceil",
        "llvm.intr.round",
        "llvm.intr.roundeven",
        "llvm.intr.trunc",
        "llvm.intr.rint",
        "llvm.intr.nearbyint",
        "llvm.intr.canonicalize",
    ]
    .into_iter()
    .map(|n| float_op(n, 1))
    .collect();
    for n in [
        "llvm.intr.pow",
        "llvm.intr.copysign",
        "llvm.intr.minnum",
        "llvm.intr.maxnum",
        "llvm.intr.minimum",
        "llvm.intr.maximum",
        "llvm.intr.atan2",
    ] {
        v.push(float_op(n, 2));
    }
    v.push(float_op("llvm.intr.fma", 3));
    v.push(float_op("llvm.intr.fmuladd", 3));
    v.push(
        OpSpec::new("llvm.intr.powi")
            .operand("val", lc::FLOAT_LIKE)
            .operand("power", strata_ods::constraints::SIGNLESS_INTEGER)
            .result("res", lc::FLOAT_LIKE)
            .default_attr("fastmathFlags", FASTMATH_ATTR, fastmath_none)
            .traits(PURE)
            .format(FORMAT),
    );
    for n in ["llvm.intr.ctpop", "llvm.intr.bitreverse", "llvm.intr.bswap"] {
        v.push(int_op(n, 1));
    }
    for n in [
        "llvm.intr.smax",
        "llvm.intr.smin",
        "llvm.intr.umax",
        "llvm.intr.umin",
    ] {
        v.push(int_op(n, 2));
    }
    v.push(int_op("llvm.intr.fshl", 3));
    v.push(int_op("llvm.intr.fshr", 3));
    v.push(int_flag_op("llvm.intr.ctlz", "is_zero_poison"));
    v.push(int_flag_op("llvm.intr.cttz", "is_zero_poison"));
    v.push(int_flag_op("llvm.intr.abs", "is_int_min_poison"));
    v.push(
        OpSpec::new("llvm.intr.is.fpclass")
            .operand("in", lc::FLOAT_LIKE)
            .attr("bit", strata_ods::constraints::I32_ATTR)
            .result("res", lc::BOOL_LIKE)
            .traits(PURE),
    );
    v.push(
        OpSpec::new("llvm.intr.memcpy")
            .operand("dst", lc::PTR)
            .operand("src", lc::PTR)
            .operand("len", lc::INT_LIKE)
            .attr("isVolatile", lc::BOOL_ATTR),
    );
    v.push(
        OpSpec::new("llvm.intr.prefetch")
            .operand("addr", lc::PTR)
            .attr("rw", strata_ods::constraints::I32_ATTR)
            .attr("hint", strata_ods::constraints::I32_ATTR)
            .attr("cache", strata_ods::constraints::I32_ATTR),
    );
    v.push(
        OpSpec::new("llvm.intr.assume")
            .operand("cond", lc::BOOL_LIKE)
            .variadic_of_variadic_operand("op_bundle_operands", lc::ANY_LLVM, "op_bundle_sizes")
            .default_attr(
                "op_bundle_sizes",
                strata_ods::constraints::DENSE_I32_ARRAY_ATTR,
                |ctx| strata_ir::Attribute::dense_i32_array(ctx, &[]),
            )
            .optional_attr("op_bundle_tags", strata_ods::constraints::ARRAY_ATTR)
            .verifier(crate::directives::verify_op_bundles)
            .directive(crate::directives::OP_BUNDLES)
            .format(
                "$cond (custom<OpBundles>($op_bundle_operands, type($op_bundle_operands), \
                 $op_bundle_sizes, $op_bundle_tags)^)? `:` type($cond) attr-dict",
            ),
    );
    for n in [
        "llvm.intr.sadd.with.overflow",
        "llvm.intr.uadd.with.overflow",
        "llvm.intr.ssub.with.overflow",
        "llvm.intr.usub.with.overflow",
        "llvm.intr.smul.with.overflow",
        "llvm.intr.umul.with.overflow",
    ] {
        v.push(with_overflow(n));
    }
    let float = lc::FLOAT_LIKE;
    v.push(constrained_cast(
        "llvm.intr.experimental.constrained.fptrunc",
        float,
        float,
        true,
    ));
    v.push(constrained_cast(
        "llvm.intr.experimental.constrained.fpext",
        float,
        float,
        false,
    ));
    for n in [
        "llvm.intr.experimental.constrained.sitofp",
        "llvm.intr.experimental.constrained.uitofp",
    ] {
        v.push(constrained_cast(n, lc::ANY_LLVM, float, true));
    }
    v.push(
        OpSpec::new("llvm.intr.stacksave")
            .result("res", lc::PTR)
            .format("attr-dict `:` qualified(type($res))"),
    );
    v.push(
        OpSpec::new("llvm.intr.stackrestore")
            .operand("ptr", lc::PTR)
            .format("$ptr attr-dict `:` qualified(type($ptr))"),
    );
    v
}
