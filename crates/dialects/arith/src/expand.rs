//! `arith-expand`: rewrites the arith ops that have no direct LLVM
//! counterpart (`ceildivsi`, `ceildivui`, `floordivsi`, the float
//! min/max variants and the integer min/max; with `include-bf16`, also
//! `extf` from `bf16` to `f32` and `truncf` from `f32` to `bf16`; with
//! `include-f4e2m1` / `include-f8e8m0`, the casts from and to
//! `f4E2M1FN` / `f8E8M0FNU`) into
//! sequences of simpler arith ops, in place (upstream's partial conversion
//! with the arith dialect legal: an illegal op that folds is folded instead,
//! the new ops are not folded).

use smallvec::SmallVec;
use strata_ir::verifier::op_plain_error;
use strata_ir::{Attribute, Body, Context, OpId, RegionId, Type, Value};
use strata_pass::{
    Pass, PassContext, PassFailure, PassOptionInfo, PassRegistration, PassResult, parse_bool_option,
};
use strata_rewrite::Rewriter;
use strata_support::APInt;
use strata_support::FloatSemantics;

use crate::canonicalize::build::{constant_value, value};
use crate::checks::i1_same_shape;
use crate::enums::{CMPF_PREDICATE, CMPI_PREDICATE};
use crate::fold::values::{Scalar, element_type, encode_splat, int_width};

/// Which optional expansions of `arith-expand` are enabled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExpandOptions {
    /// The `bf16` casts (`include-bf16`).
    pub bf16: bool,
    /// The `f4E2M1FN` casts (`include-f4e2m1`).
    pub f4e2m1: bool,
    /// The `f8E8M0FNU` casts (`include-f8e8m0`).
    pub f8e8m0: bool,
}

/// The arith expansion pass.
#[derive(Clone, Default)]
pub struct ArithExpand {
    /// The optional expansions enabled.
    options: ExpandOptions,
}

/// The registry entry of `arith-expand`.
pub const ARITH_EXPAND: PassRegistration = PassRegistration {
    argument: "arith-expand",
    summary: "Legalize Arith ops to be convertible to LLVM.",
    options: &[
        PassOptionInfo {
            name: "include-bf16",
            kind: "bool",
            description: "Enable the BF16 expansion patterns",
        },
        PassOptionInfo {
            name: "include-f4e2m1",
            kind: "bool",
            description: "Enable the F4E2M1 expansion patterns",
        },
        PassOptionInfo {
            name: "include-f8e8m0",
            kind: "bool",
            description: "Enable the F8E8M0 expansion patterns",
        },
    ],
    create: || Box::new(ArithExpand::default()),
};

impl Pass for ArithExpand {
    fn argument(&self) -> &'static str {
        "arith-expand"
    }

    fn name(&self) -> &'static str {
        "ArithExpandOpsPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "include-bf16" => self.options.bf16 = parse_bool_option(name, value)?,
            "include-f4e2m1" => self.options.f4e2m1 = parse_bool_option(name, value)?,
            "include-f8e8m0" => self.options.f8e8m0 = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option '{name}'")),
        }
        Ok(())
    }

    fn option_string(&self) -> String {
        let o = self.options;
        format!(
            "include-bf16={} include-f4e2m1={} include-f8e8m0={}",
            o.bf16, o.f4e2m1, o.f8e8m0
        )
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        match body.take_isolated_body(op) {
            Some(mut inner) => {
                let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(inner.root_regions());
                let result = expand_in_regions(cx.ctx, &mut inner, &roots, self.options);
                body.set_isolated_body(op, inner);
                result
            }
            None => {
                let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
                expand_in_regions(cx.ctx, body, &regions, self.options)?;
                let mut rw = Rewriter::new(cx.ctx, body, None);
                expand_or_report(&mut rw, op, self.options)
            }
        }
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Expands every expandable op nested in `regions` of `body` (and in the
/// isolated bodies nested in them), with the optional expansions `options`.
/// An op the options make illegal that cannot be expanded is reported
/// (upstream's partial-conversion error) and stops the expansion.
pub fn expand_in_regions(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    options: ExpandOptions,
) -> Result<(), PassFailure> {
    let mut targets = Vec::new();
    let mut isolated = Vec::new();
    for &r in regions {
        collect(body, r, &mut targets, &mut isolated);
    }
    for op in isolated {
        if let Some(mut inner) = body.take_isolated_body(op) {
            let roots: SmallVec<[RegionId; 1]> = SmallVec::from_slice(inner.root_regions());
            let result = expand_in_regions(ctx, &mut inner, &roots, options);
            body.set_isolated_body(op, inner);
            result?;
        }
    }
    let mut rw = Rewriter::new(ctx, body, None);
    for op in targets {
        expand_or_report(&mut rw, op, options)?;
    }
    Ok(())
}

/// Legalizes `op` as upstream's partial conversion does: an illegal op is
/// first folded (its constants materialized before it), else expanded; if
/// it stays and is illegal, reports it.
fn expand_or_report(
    rw: &mut Rewriter<'_>,
    op: OpId,
    options: ExpandOptions,
) -> Result<(), PassFailure> {
    let illegal = is_illegal(rw.ctx, rw.body(), op, options);
    if illegal && rw.fold_in_place_of(op) {
        return Ok(());
    }
    if expand(rw, op, options).is_some() || !illegal {
        return Ok(());
    }
    let ctx = rw.ctx;
    let body = rw.body();
    let name = body.op_name(op).as_str(ctx);
    let msg = format!("failed to legalize operation '{name}' that was explicitly marked illegal");
    ctx.emit(op_plain_error(ctx, body, op, msg));
    Err(PassFailure)
}

/// True if `arith-expand` with `options` must not leave `op` in place.
fn is_illegal(ctx: &Context, body: &Body, op: OpId, options: ExpandOptions) -> bool {
    let elem = |v: Value| {
        let t = body.value_type(v);
        t.element_type(ctx).unwrap_or(t).float_semantics(ctx)
    };
    let cast = || -> Option<(FloatSemantics, FloatSemantics)> {
        Some((
            elem(body.operands(op).next()?)?,
            elem(body.results(op).next()?)?,
        ))
    };
    match body.op_name(op).as_str(ctx) {
        "arith.ceildivsi" | "arith.ceildivui" | "arith.floordivsi" | "arith.maxsi"
        | "arith.maxui" | "arith.minsi" | "arith.minui" | "arith.maximumf" | "arith.minimumf"
        | "arith.maxnumf" | "arith.minnumf" => true,
        "arith.extf" => cast().is_some_and(|(from, to)| {
            (options.bf16 && from == FloatSemantics::BF16 && to == FloatSemantics::F32)
                || (options.f8e8m0 && from == FloatSemantics::F8E8M0FNU)
                || (options.f4e2m1 && from == FloatSemantics::F4E2M1FN)
        }),
        "arith.truncf" => cast().is_some_and(|(from, to)| {
            (options.bf16 && from == FloatSemantics::F32 && to == FloatSemantics::BF16)
                || (options.f8e8m0 && to == FloatSemantics::F8E8M0FNU)
                || (options.f4e2m1 && to == FloatSemantics::F4E2M1FN)
        }),
        _ => false,
    }
}

fn collect(body: &Body, region: RegionId, targets: &mut Vec<OpId>, isolated: &mut Vec<OpId>) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            if body.isolated_body(op).is_some() {
                isolated.push(op);
                continue;
            }
            targets.push(op);
            for &r in body.local_regions(op) {
                collect(body, r, targets, isolated);
            }
        }
    }
}

/// Expands `op` if it is one of the ops this pass rewrites (the optional
/// casts only as `options` enable them); returns the value replacing it.
pub fn expand(rw: &mut Rewriter<'_>, op: OpId, options: ExpandOptions) -> Option<Value> {
    let name = rw.body().op_name(op).as_str(rw.ctx).to_string();
    let expanded = match name.as_str() {
        "arith.extf" => extf(rw, op, options),
        "arith.truncf" => truncf(rw, op, options),
        _ if rw.body().num_operands(op) != 2 || rw.body().num_results(op) != 1 => None,
        "arith.ceildivsi" => ceil_div_si(rw, op),
        "arith.ceildivui" => ceil_div_ui(rw, op),
        "arith.floordivsi" => floor_div_si(rw, op),
        "arith.maximumf" => min_max_f(rw, op, "ugt", 1),
        "arith.minimumf" => min_max_f(rw, op, "ult", 1),
        "arith.maxnumf" => min_max_f(rw, op, "ugt", 0),
        "arith.minnumf" => min_max_f(rw, op, "ult", 0),
        "arith.maxsi" => min_max_i(rw, op, "sgt"),
        "arith.minsi" => min_max_i(rw, op, "slt"),
        "arith.maxui" => min_max_i(rw, op, "ugt"),
        "arith.minui" => min_max_i(rw, op, "ult"),
        _ => None,
    }?;
    rw.replace_op(op, &[expanded]);
    Some(expanded)
}

/// The enabled expansions of `arith.extf`, tried in upstream's order.
fn extf(rw: &mut Rewriter<'_>, op: OpId, options: ExpandOptions) -> Option<Value> {
    if rw.body().num_operands(op) != 1 || rw.body().num_results(op) != 1 {
        return None;
    }
    let mut result = None;
    if options.bf16 {
        result = crate::expand_bf16::extf(rw, op);
    }
    if result.is_none() && options.f8e8m0 {
        result = crate::expand_small_floats::f8e8m0_extf(rw, op, options);
    }
    if result.is_none() && options.f4e2m1 {
        result = crate::expand_small_floats::f4e2m1_extf(rw, op, options);
    }
    result
}

/// The enabled expansions of `arith.truncf`, tried in upstream's order.
fn truncf(rw: &mut Rewriter<'_>, op: OpId, options: ExpandOptions) -> Option<Value> {
    if rw.body().num_operands(op) != 1 || rw.body().num_results(op) != 1 {
        return None;
    }
    let mut result = None;
    if options.bf16 {
        result = crate::expand_bf16::truncf(rw, op);
    }
    if result.is_none() && options.f8e8m0 {
        result = crate::expand_small_floats::f8e8m0_truncf(rw, op, options);
    }
    if result.is_none() && options.f4e2m1 {
        result = crate::expand_small_floats::f4e2m1_truncf(rw, op, options);
    }
    result
}

/// The operands and result type of a binary op.
fn parts(rw: &Rewriter<'_>, op: OpId) -> (Value, Value, Type) {
    let body = rw.body();
    (
        body.operand(op, 0),
        body.operand(op, 1),
        body.value_type(body.result(op, 0)),
    )
}

/// An `arith.constant` of integer (or index) type `ty` holding `v`.
pub(crate) fn int_const(rw: &mut Rewriter<'_>, root: OpId, ty: Type, v: i64) -> Option<Value> {
    let width = int_width(rw.ctx, element_type(rw.ctx, ty))?;
    let attr = encode_splat(rw.ctx, ty, Scalar::Int(APInt::from_i64(width, v)))?;
    constant_value(rw, root, attr)
}

fn cmp(
    rw: &mut Rewriter<'_>,
    root: OpId,
    name: &str,
    pred: Attribute,
    l: Value,
    r: Value,
) -> Value {
    let ty = i1_same_shape(rw.ctx, rw.body().value_type(l));
    value(rw, root, name, &[l, r], ty, &[("predicate", pred)])
}

pub(crate) fn cmpi(
    rw: &mut Rewriter<'_>,
    root: OpId,
    pred: &str,
    l: Value,
    r: Value,
) -> Option<Value> {
    let p = CMPI_PREDICATE.attr(rw.ctx, CMPI_PREDICATE.symbolize(pred)?);
    Some(cmp(rw, root, "arith.cmpi", p, l, r))
}

pub(crate) fn cmpf(
    rw: &mut Rewriter<'_>,
    root: OpId,
    pred: &str,
    l: Value,
    r: Value,
) -> Option<Value> {
    let p = CMPF_PREDICATE.attr(rw.ctx, CMPF_PREDICATE.symbolize(pred)?);
    Some(cmp(rw, root, "arith.cmpf", p, l, r))
}

pub(crate) fn binary(rw: &mut Rewriter<'_>, root: OpId, name: &str, l: Value, r: Value) -> Value {
    let ty = rw.body().value_type(l);
    value(rw, root, name, &[l, r], ty, &[])
}

pub(crate) fn select(rw: &mut Rewriter<'_>, root: OpId, c: Value, t: Value, f: Value) -> Value {
    let ty = rw.body().value_type(t);
    value(rw, root, "arith.select", &[c, t, f], ty, &[])
}

/// `ceildivsi(a, b)`: `q = a / b`; `q + 1` when the division is inexact
/// and `a`, `b` have the same sign, else `q`.
fn ceil_div_si(rw: &mut Rewriter<'_>, op: OpId) -> Option<Value> {
    let (a, b, ty) = parts(rw, op);
    let zero = int_const(rw, op, ty, 0)?;
    let one = int_const(rw, op, ty, 1)?;
    let quotient = binary(rw, op, "arith.divsi", a, b);
    let product = binary(rw, op, "arith.muli", quotient, b);
    let inexact = cmpi(rw, op, "ne", a, product)?;
    let a_neg = cmpi(rw, op, "slt", a, zero)?;
    let b_neg = cmpi(rw, op, "slt", b, zero)?;
    let same_sign = cmpi(rw, op, "eq", a_neg, b_neg)?;
    let cond = binary(rw, op, "arith.andi", inexact, same_sign);
    let plus_one = binary(rw, op, "arith.addi", quotient, one);
    Some(select(rw, op, cond, plus_one, quotient))
}

/// `ceildivui(a, b)`: `a == 0 ? 0 : (a - 1) / b + 1`.
fn ceil_div_ui(rw: &mut Rewriter<'_>, op: OpId) -> Option<Value> {
    let (a, b, ty) = parts(rw, op);
    let zero = int_const(rw, op, ty, 0)?;
    let is_zero = cmpi(rw, op, "eq", a, zero)?;
    let one = int_const(rw, op, ty, 1)?;
    let minus_one = binary(rw, op, "arith.subi", a, one);
    let quotient = binary(rw, op, "arith.divui", minus_one, b);
    let plus_one = binary(rw, op, "arith.addi", quotient, one);
    Some(select(rw, op, is_zero, zero, plus_one))
}

/// `floordivsi(a, b)`: `q = a / b`; `q - 1` when the division is inexact
/// and `a`, `b` have opposite signs, else `q`.
fn floor_div_si(rw: &mut Rewriter<'_>, op: OpId) -> Option<Value> {
    let (a, b, ty) = parts(rw, op);
    let quotient = binary(rw, op, "arith.divsi", a, b);
    let product = binary(rw, op, "arith.muli", quotient, b);
    let inexact = cmpi(rw, op, "ne", a, product)?;
    let zero = int_const(rw, op, ty, 0)?;
    let a_neg = cmpi(rw, op, "slt", a, zero)?;
    let b_neg = cmpi(rw, op, "slt", b, zero)?;
    let opposite = cmpi(rw, op, "ne", a_neg, b_neg)?;
    let cond = binary(rw, op, "arith.andi", inexact, opposite);
    let minus_one = int_const(rw, op, ty, -1)?;
    let minus = binary(rw, op, "arith.addi", quotient, minus_one);
    Some(select(rw, op, cond, minus, quotient))
}

/// Float min/max: `pred(l, r) ? l : r` (true on NaN), then the NaN check
/// of operand `nan_operand` selects `r`.
fn min_max_f(rw: &mut Rewriter<'_>, op: OpId, pred: &str, nan_operand: usize) -> Option<Value> {
    let (l, r, _) = parts(rw, op);
    let c = cmpf(rw, op, pred, l, r)?;
    let chosen = select(rw, op, c, l, r);
    let checked = if nan_operand == 0 { l } else { r };
    let is_nan = cmpf(rw, op, "uno", checked, checked)?;
    Some(select(rw, op, is_nan, r, chosen))
}

/// Integer min/max: `pred(l, r) ? l : r`.
fn min_max_i(rw: &mut Rewriter<'_>, op: OpId, pred: &str) -> Option<Value> {
    let (l, r, _) = parts(rw, op);
    let c = cmpi(rw, op, pred, l, r)?;
    Some(select(rw, op, c, l, r))
}
