//! The host C math library, which upstream's folders call for `f32` and
//! `f64` operands; binding it directly (rather than Rust's own float
//! methods, some of which are implemented differently) gives bit-identical
//! folds on the same host.

#[link(name = "m")]
unsafe extern "C" {
    pub(super) safe fn acos(x: f64) -> f64;
    pub(super) safe fn acosf(x: f32) -> f32;
    pub(super) safe fn acosh(x: f64) -> f64;
    pub(super) safe fn acoshf(x: f32) -> f32;
    pub(super) safe fn asin(x: f64) -> f64;
    pub(super) safe fn asinf(x: f32) -> f32;
    pub(super) safe fn asinh(x: f64) -> f64;
    pub(super) safe fn asinhf(x: f32) -> f32;
    pub(super) safe fn atan(x: f64) -> f64;
    pub(super) safe fn atanf(x: f32) -> f32;
    pub(super) safe fn atanh(x: f64) -> f64;
    pub(super) safe fn atanhf(x: f32) -> f32;
    pub(super) safe fn atan2(y: f64, x: f64) -> f64;
    pub(super) safe fn atan2f(y: f32, x: f32) -> f32;
    pub(super) safe fn cos(x: f64) -> f64;
    pub(super) safe fn cosf(x: f32) -> f32;
    pub(super) safe fn cosh(x: f64) -> f64;
    pub(super) safe fn coshf(x: f32) -> f32;
    pub(super) safe fn erf(x: f64) -> f64;
    pub(super) safe fn erff(x: f32) -> f32;
    pub(super) safe fn erfc(x: f64) -> f64;
    pub(super) safe fn erfcf(x: f32) -> f32;
    pub(super) safe fn exp(x: f64) -> f64;
    pub(super) safe fn expf(x: f32) -> f32;
    pub(super) safe fn exp2(x: f64) -> f64;
    pub(super) safe fn exp2f(x: f32) -> f32;
    pub(super) safe fn expm1(x: f64) -> f64;
    pub(super) safe fn expm1f(x: f32) -> f32;
    pub(super) safe fn log(x: f64) -> f64;
    pub(super) safe fn logf(x: f32) -> f32;
    pub(super) safe fn log10(x: f64) -> f64;
    pub(super) safe fn log10f(x: f32) -> f32;
    pub(super) safe fn log1p(x: f64) -> f64;
    pub(super) safe fn log1pf(x: f32) -> f32;
    pub(super) safe fn log2(x: f64) -> f64;
    pub(super) safe fn log2f(x: f32) -> f32;
    pub(super) safe fn pow(x: f64, y: f64) -> f64;
    pub(super) safe fn powf(x: f32, y: f32) -> f32;
    pub(super) safe fn round(x: f64) -> f64;
    pub(super) safe fn roundf(x: f32) -> f32;
    pub(super) safe fn sin(x: f64) -> f64;
    pub(super) safe fn sinf(x: f32) -> f32;
    pub(super) safe fn sinh(x: f64) -> f64;
    pub(super) safe fn sinhf(x: f32) -> f32;
    pub(super) safe fn sqrt(x: f64) -> f64;
    pub(super) safe fn sqrtf(x: f32) -> f32;
    pub(super) safe fn tan(x: f64) -> f64;
    pub(super) safe fn tanf(x: f32) -> f32;
    pub(super) safe fn tanh(x: f64) -> f64;
    pub(super) safe fn tanhf(x: f32) -> f32;
    pub(super) safe fn trunc(x: f64) -> f64;
    pub(super) safe fn truncf(x: f32) -> f32;
}
