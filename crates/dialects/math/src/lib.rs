//! The `math` dialect: elementwise mathematical functions on scalars,
//! vectors and tensors of integers and floats, with the fast-math flags of
//! `arith` and upstream's constant folds.
//!
//! Register the dialect and parse one of its ops:
//!
//! ```
//! let ctx = strata_ir::Context::new();
//! ctx.register_dialect(strata_dialect_math::dialect().expect("valid declarations"));
//! ctx.allow_unregistered_dialects(true);
//! let src = "%x = \"demo.v\"() : () -> f32\n%y = math.sqrt %x : f32";
//! let parsed = strata_asm::parse_source_str(&ctx, src, "demo.mlir").expect("valid input");
//! let text = strata_asm::op_to_string(&ctx, &parsed.body, parsed.ops[0], Default::default());
//! assert!(text.contains("math.sqrt %0 : f32"), "{text}");
//! ```

pub mod expand;
pub mod extend;
mod fold;
pub mod fusion;
pub mod greedy_pass;
mod shape;

pub use expand::MATH_EXPAND_OPS;
pub use extend::MATH_EXTEND_TO_SUPPORTED_TYPES;
pub use fusion::{MATH_SINCOS_FUSION, MATH_UPLIFT_TO_FMA};

use strata_ir::dialect::FoldHook;
use strata_ir::dialect::MaterializeHook;
use strata_ir::interfaces::{ConstantMaterializerInterface, DialectInlinerInterface, InlineAll};
use strata_ir::{DialectDef, OpTraits};
use strata_ods::{OpSpec, constraints as c};

use strata_dialect_arith::fastmath;

mod classes;
pub use classes::*;

/// The `math` dialect definition.
pub fn dialect() -> Result<DialectDef, String> {
    let mut d = strata_ods::dialect("math", ops())?;
    d.add_interface::<dyn ConstantMaterializerInterface>(Box::new(
        strata_dialect_arith::materialize_constant as MaterializeHook,
    ));
    d.add_interface::<dyn DialectInlinerInterface>(Box::new(InlineAll));
    Ok(d)
}

const ELEMENTWISE: OpTraits = OpTraits::PURE
    .union(OpTraits::NO_MEMORY_EFFECT)
    .union(OpTraits::ELEMENTWISE);

const SAME_TYPE: OpTraits = ELEMENTWISE.union(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE);

/// Adds the `fastmath` attribute, defaulting to `#arith.fastmath<none>`.
fn with_fastmath(spec: OpSpec) -> OpSpec {
    spec.default_attr("fastmath", fastmath::FASTMATH_ATTR, fastmath::none)
}

/// `math.name %x [fastmath<...>] : T` on floats.
fn float_unary(name: &'static str, summary: &'static str, fold: Option<FoldHook>) -> OpSpec {
    let spec = with_fastmath(
        OpSpec::new(name)
            .summary(summary)
            .operand("operand", c::FLOAT_LIKE)
            .result("result", c::FLOAT_LIKE)
            .traits(SAME_TYPE),
    )
    .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)");
    with_folder(spec, fold)
}

/// `math.name %a, %b [fastmath<...>] : T` on floats.
fn float_binary(name: &'static str, summary: &'static str, fold: FoldHook) -> OpSpec {
    with_fastmath(
        OpSpec::new(name)
            .summary(summary)
            .operand("lhs", c::FLOAT_LIKE)
            .operand("rhs", c::FLOAT_LIKE)
            .result("result", c::FLOAT_LIKE)
            .traits(SAME_TYPE),
    )
    .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
    .folder(fold)
}

/// `math.name %x : T` on integers.
fn int_unary(name: &'static str, summary: &'static str, fold: FoldHook) -> OpSpec {
    OpSpec::new(name)
        .summary(summary)
        .operand("operand", c::SIGNLESS_INTEGER_LIKE)
        .result("result", c::SIGNLESS_INTEGER_LIKE)
        .traits(SAME_TYPE)
        .format("$operand attr-dict `:` type($result)")
        .folder(fold)
}

/// `math.isname %x : T`, a float classification producing `i1`s.
fn classification(name: &'static str, summary: &'static str, fold: FoldHook) -> OpSpec {
    with_fastmath(
        OpSpec::new(name)
            .summary(summary)
            .operand("operand", c::FLOAT_LIKE)
            .result("result", c::BOOL_LIKE)
            .traits(ELEMENTWISE),
    )
    .format("$operand attr-dict `:` type($operand)")
    .infer_types(shape::infer_i1_same_shape)
    .verifier(shape::verify_i1_same_shape)
    .folder(fold)
}

fn with_folder(spec: OpSpec, fold: Option<FoldHook>) -> OpSpec {
    match fold {
        Some(f) => spec.folder(f),
        None => spec,
    }
}

/// A folder applying an elementwise fold that propagates `ub.poison`.
macro_rules! folds {
    ($f:path) => {
        |ctx, body, op, operands| fold::elementwise(ctx, body, op, operands, true, $f)
    };
}

/// A folder applying a classification to a scalar or splat constant.
macro_rules! classifies {
    ($f:path) => {
        |ctx, body, op, operands| fold::classify(ctx, body, op, operands, $f)
    };
}

fn ops() -> Vec<OpSpec> {
    vec![
        float_unary(
            "math.absf",
            "absolute value of a float",
            Some(folds!(fold::absf)),
        ),
        int_unary(
            "math.absi",
            "absolute value of a signed integer",
            folds!(fold::absi),
        ),
        float_unary("math.acos", "arc cosine", Some(folds!(fold::acos))),
        float_unary(
            "math.acosh",
            "inverse hyperbolic cosine",
            Some(folds!(fold::acosh)),
        ),
        float_unary("math.asin", "arc sine", Some(folds!(fold::asin))),
        float_unary(
            "math.asinh",
            "inverse hyperbolic sine",
            Some(folds!(fold::asinh)),
        ),
        float_unary("math.atan", "arc tangent", Some(folds!(fold::atan))),
        float_binary(
            "math.atan2",
            "arc tangent of lhs / rhs, using both signs for the quadrant",
            folds!(fold::atan2),
        ),
        float_unary(
            "math.atanh",
            "inverse hyperbolic tangent",
            Some(folds!(fold::atanh)),
        ),
        float_unary("math.cbrt", "cube root", None),
        float_unary(
            "math.ceil",
            "rounds up to an integral value",
            Some(folds!(fold::ceil)),
        ),
        clampf(),
        float_binary(
            "math.copysign",
            "magnitude of lhs with the sign of rhs",
            folds!(fold::copysign),
        ),
        float_unary("math.cos", "cosine", Some(folds!(fold::cos))),
        float_unary("math.cosh", "hyperbolic cosine", Some(folds!(fold::cosh))),
        int_unary(
            "math.ctlz",
            "number of leading zero bits",
            folds!(fold::ctlz),
        ),
        int_unary("math.ctpop", "number of set bits", folds!(fold::ctpop)),
        int_unary(
            "math.cttz",
            "number of trailing zero bits",
            folds!(fold::cttz),
        ),
        float_unary("math.erf", "error function", Some(folds!(fold::erf))),
        float_unary(
            "math.erfc",
            "complementary error function (1 - erf)",
            Some(folds!(fold::erfc)),
        ),
        float_unary(
            "math.exp",
            "e raised to the operand",
            Some(folds!(fold::exp)),
        ),
        float_unary(
            "math.exp2",
            "2 raised to the operand",
            Some(folds!(fold::exp2)),
        ),
        float_unary(
            "math.expm1",
            "e raised to the operand, minus one",
            Some(folds!(fold::expm1)),
        ),
        float_unary(
            "math.floor",
            "rounds down to an integral value",
            Some(folds!(fold::floor)),
        ),
        fma(),
        fpowi(),
        ipowi(),
        classification(
            "math.isfinite",
            "whether a float is neither infinite nor NaN",
            classifies!(fold::isfinite),
        ),
        classification(
            "math.isinf",
            "whether a float is infinite",
            classifies!(fold::isinf),
        ),
        classification(
            "math.isnan",
            "whether a float is NaN",
            classifies!(fold::isnan),
        ),
        classification(
            "math.isnormal",
            "whether a float is normal (not zero, subnormal, infinite or NaN)",
            classifies!(fold::isnormal),
        ),
        float_unary("math.log", "natural logarithm", Some(folds!(fold::log))),
        float_unary("math.log10", "base-10 logarithm", Some(folds!(fold::log10))),
        float_unary(
            "math.log1p",
            "natural logarithm of one plus the operand",
            Some(folds!(fold::log1p)),
        ),
        float_unary("math.log2", "base-2 logarithm", Some(folds!(fold::log2))),
        float_binary(
            "math.powf",
            "lhs raised to the float power rhs",
            folds!(fold::powf),
        ),
        float_unary(
            "math.round",
            "rounds to the nearest integral value, halfway cases away from zero",
            Some(folds!(fold::round)),
        ),
        float_unary(
            "math.roundeven",
            "rounds to the nearest integral value, halfway cases to even",
            Some(folds!(fold::roundeven)),
        ),
        float_unary("math.rsqrt", "one over the square root", None),
        float_unary("math.sin", "sine", Some(folds!(fold::sin))),
        sincos(),
        float_unary("math.sinh", "hyperbolic sine", Some(folds!(fold::sinh))),
        float_unary("math.sqrt", "square root", Some(folds!(fold::sqrt))),
        float_unary("math.tan", "tangent", Some(folds!(fold::tan))),
        float_unary("math.tanh", "hyperbolic tangent", Some(folds!(fold::tanh))),
        float_unary(
            "math.trunc",
            "rounds toward zero to an integral value",
            Some(folds!(fold::trunc)),
        ),
    ]
}

fn clampf() -> OpSpec {
    with_fastmath(
        OpSpec::new("math.clampf")
            .summary("clamps a float into [min, max]")
            .operand("value", c::FLOAT_LIKE)
            .operand("min", c::FLOAT_LIKE)
            .operand("max", c::FLOAT_LIKE)
            .result("result", c::FLOAT_LIKE)
            .traits(SAME_TYPE),
    )
    .format(
        "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    )
}

fn fma() -> OpSpec {
    with_fastmath(
        OpSpec::new("math.fma")
            .summary("fused multiply-add a * b + c with one rounding")
            .operand("a", c::FLOAT_LIKE)
            .operand("b", c::FLOAT_LIKE)
            .operand("c", c::FLOAT_LIKE)
            .result("result", c::FLOAT_LIKE)
            .traits(SAME_TYPE),
    )
    .format("$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
}

fn fpowi() -> OpSpec {
    with_fastmath(
        OpSpec::new("math.fpowi")
            .summary("float raised to a signed integer power")
            .operand("lhs", c::FLOAT_LIKE)
            .operand("rhs", c::SIGNLESS_INTEGER_LIKE)
            .result("result", c::FLOAT_LIKE)
            .traits(ELEMENTWISE)
            .all_types_match(&["lhs", "result"]),
    )
    .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)")
    .verifier(shape::verify_same_shape)
}

fn ipowi() -> OpSpec {
    OpSpec::new("math.ipowi")
        .summary("signed integer raised to a signed integer power")
        .operand("lhs", c::SIGNLESS_INTEGER_LIKE)
        .operand("rhs", c::SIGNLESS_INTEGER_LIKE)
        .result("result", c::SIGNLESS_INTEGER_LIKE)
        .traits(SAME_TYPE)
        .format("$lhs `,` $rhs attr-dict `:` type($result)")
        .folder(folds!(fold::ipowi))
}

fn sincos() -> OpSpec {
    with_fastmath(
        OpSpec::new("math.sincos")
            .summary("sine and cosine of one value")
            .operand("operand", c::FLOAT_LIKE)
            .result("sin", c::FLOAT_LIKE)
            .result("cos", c::FLOAT_LIKE)
            .traits(ELEMENTWISE)
            .all_types_match(&["operand", "sin", "cos"]),
    )
    .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)")
    .result_names(|_, body, op, name| {
        name(body.result(op, 0), "sin");
        name(body.result(op, 1), "cos");
    })
}

strata_ods::generated_classes_test!("math.absf" => "AbsFOp", "math.absi" => "AbsIOp", "math.clampf" => "ClampFOp", "math.copysign" => "CopySignOp", "math.ctlz" => "CountLeadingZerosOp", "math.ctpop" => "CtPopOp", "math.cttz" => "CountTrailingZerosOp", "math.expm1" => "ExpM1Op", "math.fpowi" => "FPowIOp", "math.ipowi" => "IPowIOp", "math.isfinite" => "IsFiniteOp", "math.isinf" => "IsInfOp", "math.isnan" => "IsNaNOp", "math.isnormal" => "IsNormalOp", "math.powf" => "PowFOp", "math.roundeven" => "RoundEvenOp", "math.sincos" => "SinCosOp");
