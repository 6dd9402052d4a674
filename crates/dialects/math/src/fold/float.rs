//! Per-element folds of the floating-point `math` ops.

use strata_support::{APFloat, APInt, FloatSemantics, RoundingMode};

use super::elements::Elem;
use super::libm;

fn float(e: &Elem) -> Option<APFloat> {
    match e {
        Elem::Float(f) => Some(*f),
        Elem::Int(_) => None,
    }
}

fn unary(e: &[Elem], f: impl FnOnce(APFloat) -> Option<APFloat>) -> Option<Elem> {
    f(float(e.first()?)?).map(Elem::Float)
}

fn binary(e: &[Elem], f: impl FnOnce(APFloat, APFloat) -> Option<APFloat>) -> Option<Elem> {
    f(float(e.first()?)?, float(e.get(1)?)?).map(Elem::Float)
}

fn from_f64(v: f64) -> APFloat {
    APFloat::from_bits(FloatSemantics::F64, u128::from(v.to_bits()))
}

fn from_f32(v: f32) -> APFloat {
    APFloat::from_bits(FloatSemantics::F32, u128::from(v.to_bits()))
}

fn as_f64(a: APFloat) -> f64 {
    f64::from_bits(a.to_bits() as u64)
}

fn as_f32(a: APFloat) -> f32 {
    f32::from_bits(a.to_bits() as u32)
}

/// `f(a)` by the host libm for `f32` and `f64`; other formats do not fold.
fn host(
    a: APFloat,
    f64fn: extern "C" fn(f64) -> f64,
    f32fn: extern "C" fn(f32) -> f32,
) -> Option<APFloat> {
    match a.semantics() {
        FloatSemantics::F64 => Some(from_f64(f64fn(as_f64(a)))),
        FloatSemantics::F32 => Some(from_f32(f32fn(as_f32(a)))),
        _ => None,
    }
}

/// `f(a, b)` by the host libm when both are `f32` or both `f64`.
fn host2(
    a: APFloat,
    b: APFloat,
    f64fn: extern "C" fn(f64, f64) -> f64,
    f32fn: extern "C" fn(f32, f32) -> f32,
) -> Option<APFloat> {
    match (a.semantics(), b.semantics()) {
        (FloatSemantics::F64, FloatSemantics::F64) => Some(from_f64(f64fn(as_f64(a), as_f64(b)))),
        (FloatSemantics::F32, FloatSemantics::F32) => Some(from_f32(f32fn(as_f32(a), as_f32(b)))),
        _ => None,
    }
}

macro_rules! host_unary {
    ($($name:ident => $d:ident, $f:ident;)*) => {$(
        #[doc = concat!("Folds `math.", stringify!($name), "` on `f32`/`f64` with the host libm.")]
        pub fn $name(e: &[Elem]) -> Option<Elem> {
            unary(e, |a| host(a, libm::$d, libm::$f))
        }
    )*};
}

host_unary! {
    acos => acos, acosf;
    acosh => acosh, acoshf;
    asin => asin, asinf;
    asinh => asinh, asinhf;
    atan => atan, atanf;
    atanh => atanh, atanhf;
    cos => cos, cosf;
    cosh => cosh, coshf;
    erf => erf, erff;
    erfc => erfc, erfcf;
    round => round, roundf;
    exp => exp, expf;
    exp2 => exp2, exp2f;
    expm1 => expm1, expm1f;
    sin => sin, sinf;
    sinh => sinh, sinhf;
    tan => tan, tanf;
    tanh => tanh, tanhf;
    trunc => trunc, truncf;
}

macro_rules! host_unary_nonnegative {
    ($($name:ident => $d:ident, $f:ident;)*) => {$(
        #[doc = concat!(
            "Folds `math.", stringify!($name),
            "` on `f32`/`f64` with the host libm, except for operands with the sign bit set."
        )]
        pub fn $name(e: &[Elem]) -> Option<Elem> {
            unary(e, |a| if a.is_negative() { None } else { host(a, libm::$d, libm::$f) })
        }
    )*};
}

host_unary_nonnegative! {
    log => log, logf;
    log10 => log10, log10f;
    log2 => log2, log2f;
    sqrt => sqrt, sqrtf;
}

/// Folds `math.log1p` on `f32`/`f64` unless `a + 1` is negative.
pub fn log1p(e: &[Elem]) -> Option<Elem> {
    unary(e, |a| {
        let sum = a
            .add(APFloat::one(a.semantics()), RoundingMode::NearestTiesToEven)
            .0;
        if sum.is_negative() {
            None
        } else {
            host(a, libm::log1p, libm::log1pf)
        }
    })
}

/// Folds `math.powf` on `f32`/`f64` with the host libm.
pub fn powf(e: &[Elem]) -> Option<Elem> {
    binary(e, |a, b| host2(a, b, libm::pow, libm::powf))
}

/// Folds `math.atan2`: NaN for two zeros (any format), else the host libm
/// on `f32`/`f64`.
pub fn atan2(e: &[Elem]) -> Option<Elem> {
    binary(e, |a, b| {
        if a.is_zero() && b.is_zero() {
            APFloat::nan(a.semantics())
        } else {
            host2(a, b, libm::atan2, libm::atan2f)
        }
    })
}

/// Folds `math.absf` exactly in every format.
pub fn absf(e: &[Elem]) -> Option<Elem> {
    unary(e, |a| Some(a.abs()))
}

/// Folds `math.copysign` exactly in every format.
pub fn copysign(e: &[Elem]) -> Option<Elem> {
    binary(e, |a, b| Some(a.copy_sign(b)))
}

macro_rules! round_to_integral {
    ($($name:ident => $mode:ident;)*) => {$(
        #[doc = concat!("Folds `math.", stringify!($name), "` exactly in every format.")]
        pub fn $name(e: &[Elem]) -> Option<Elem> {
            unary(e, |a| Some(a.round_to_integral(RoundingMode::$mode).0))
        }
    )*};
}

round_to_integral! {
    ceil => TowardPositive;
    floor => TowardNegative;
    roundeven => NearestTiesToEven;
}

macro_rules! classify {
    ($($name:ident => $pred:ident;)*) => {$(
        #[doc = concat!("Folds `math.", stringify!($name), "` to an `i1` in every format.")]
        pub fn $name(e: &[Elem]) -> Option<Elem> {
            let a = float(e.first()?)?;
            Some(Elem::Int(APInt::from_u64(1, u64::from(a.$pred()))))
        }
    )*};
}

classify! {
    isfinite => is_finite;
    isinf => is_inf;
    isnan => is_nan;
    isnormal => is_normal;
}
