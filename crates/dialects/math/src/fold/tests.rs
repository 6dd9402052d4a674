//! Unit tests of the per-element folds and the elementwise driver.

use strata_ir::{AttrKind, Attribute, Context, Type};
use strata_support::{APFloat, APInt, FloatSemantics};

use super::*;

fn int(width: u32, v: i64) -> Elem {
    Elem::Int(APInt::from_i64(width, v))
}

fn float(sem: FloatSemantics, v: f64) -> Elem {
    Elem::Float(APFloat::from_f64(sem, v))
}

fn as_f64(e: Option<Elem>) -> Option<f64> {
    match e? {
        Elem::Float(f) => Some(f.to_f64()),
        Elem::Int(_) => None,
    }
}

#[test]
fn ipowi_wraps_and_handles_negative_powers() {
    assert_eq!(ipowi(&[int(32, -2), int(32, 3)]), Some(int(32, -8)));
    assert_eq!(ipowi(&[int(8, 2), int(8, 8)]), Some(int(8, 0)));
    assert_eq!(ipowi(&[int(8, 3), int(8, 5)]), Some(int(8, 243 - 256)));
    assert_eq!(ipowi(&[int(16, 7), int(16, 0)]), Some(int(16, 1)));
    assert_eq!(ipowi(&[int(32, 3), int(32, -1)]), Some(int(32, 0)));
    assert_eq!(ipowi(&[int(32, -1), int(32, -3)]), Some(int(32, -1)));
    assert_eq!(ipowi(&[int(32, -1), int(32, -4)]), Some(int(32, 1)));
    assert_eq!(ipowi(&[int(32, 0), int(32, -2)]), None);
}

#[test]
fn bit_counts_use_the_operand_width() {
    assert_eq!(ctlz(&[int(16, 1)]), Some(int(16, 15)));
    assert_eq!(cttz(&[int(8, 0)]), Some(int(8, 8)));
    assert_eq!(ctpop(&[int(64, -1)]), Some(int(64, 64)));
    assert_eq!(absi(&[int(8, -128)]), Some(int(8, -128)));
}

#[test]
fn libm_folds_only_f32_and_f64() {
    let f16 = FloatSemantics::F16;
    assert_eq!(sin(&[float(f16, 1.0)]), None);
    assert_eq!(as_f64(exp(&[float(FloatSemantics::F64, 0.0)])), Some(1.0));
    assert_eq!(as_f64(sqrt(&[float(FloatSemantics::F32, 2.25)])), Some(1.5));
    assert_eq!(round(&[float(f16, 2.5)]), None);
    assert_eq!(as_f64(round(&[float(FloatSemantics::F32, 2.5)])), Some(3.0));
}

#[test]
fn domain_checks_match_upstream() {
    let f32s = FloatSemantics::F32;
    assert_eq!(sqrt(&[float(f32s, -0.0)]), None);
    assert_eq!(log(&[float(f32s, -1.0)]), None);
    assert_eq!(log1p(&[float(f32s, -2.0)]), None);
    assert!(log1p(&[float(f32s, -0.5)]).is_some());
    let nan = atan2(&[
        float(FloatSemantics::F16, 0.0),
        float(FloatSemantics::F16, -0.0),
    ]);
    assert!(matches!(nan, Some(Elem::Float(f)) if f.is_nan() && !f.is_negative()));
}

#[test]
fn exact_folds_work_in_every_format() {
    let bf16 = FloatSemantics::BF16;
    assert_eq!(as_f64(ceil(&[float(bf16, 1.25)])), Some(2.0));
    assert_eq!(as_f64(floor(&[float(bf16, -1.25)])), Some(-2.0));
    assert_eq!(as_f64(roundeven(&[float(bf16, 2.5)])), Some(2.0));
    assert_eq!(
        as_f64(copysign(&[float(bf16, 3.0), float(bf16, -0.0)])),
        Some(-3.0)
    );
    assert_eq!(isnormal(&[float(bf16, 0.0)]), Some(int(1, 0)));
}

/// A `vector<4xf32>` dense attribute: a splat if one value is given.
fn dense_f32(ctx: &Context, values: &[f32]) -> Attribute {
    let ty = Type::vector(ctx, &[4], &[], Type::float(ctx, FloatSemantics::F32));
    let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    Attribute::dense_elements(ctx, ty, &data, values.len() == 1)
}

fn dense_values(ctx: &Context, a: Attribute) -> Option<(Vec<f32>, bool)> {
    match a.kind(ctx) {
        AttrKind::DenseElements { data, splat, .. } => Some((
            data.chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
            *splat,
        )),
        _ => None,
    }
}

#[test]
fn elements_keep_or_detect_splats() {
    let ctx = Context::new();
    let v4 = Type::vector(&ctx, &[4], &[], Type::float(&ctx, FloatSemantics::F32));
    let splat = dense_f32(&ctx, &[-2.0]);
    let r = map_elements(&ctx, &[splat], v4, absf);
    assert_eq!(
        r.and_then(|a| dense_values(&ctx, a)),
        Some((vec![2.0], true))
    );
    let mixed = dense_f32(&ctx, &[1.5, -1.5, 1.5, -1.5]);
    let r = map_elements(&ctx, &[mixed], v4, absf);
    assert_eq!(
        r.and_then(|a| dense_values(&ctx, a)),
        Some((vec![1.5], true))
    );
    let r = map_elements(&ctx, &[mixed, splat], v4, copysign);
    assert_eq!(
        r.and_then(|a| dense_values(&ctx, a)),
        Some((vec![-1.5], true))
    );
}

#[test]
fn elements_decline_as_a_whole() {
    let ctx = Context::new();
    let f32t = Type::float(&ctx, FloatSemantics::F32);
    let v4 = Type::vector(&ctx, &[4], &[], f32t);
    let some_negative = dense_f32(&ctx, &[4.0, -1.0, 9.0, 16.0]);
    assert_eq!(map_elements(&ctx, &[some_negative], v4, sqrt), None);
    let scalar = Attribute::float(&ctx, f32t, APFloat::from_f32(FloatSemantics::F32, 1.0));
    assert_eq!(
        map_elements(&ctx, &[some_negative, scalar], v4, copysign),
        None
    );
}
