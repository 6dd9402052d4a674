//! The simplifying constructors of affine expressions.
//!
//! Every binary expression is built through [`AffineExpr::binary`], which
//! applies the local canonicalizations upstream MLIR applies when an
//! expression is constructed: constant folding (skipped when it would
//! overflow), constants and symbolic terms moved to the right of `+` and
//! `*`, folding of constant chains, `c1 * x + c2 * x`, the recognition of
//! `x - (x floordiv c) * c` as `x mod c`, divisibility-based simplification
//! of `floordiv`, `ceildiv` and `mod`, and finally ordering the operands of
//! a commutative operation on two identifiers (dimensions before symbols,
//! each by position). Intermediate folds of non-constant chains wrap on
//! overflow exactly like upstream's 64-bit arithmetic.

use crate::context::Context;

use super::expr::{ceil_div, floor_div};
use super::{AffineBinaryOp, AffineExpr, AffineExprKind};

use AffineBinaryOp::{Add, CeilDiv, FloorDiv, Mod, Mul};

impl AffineExpr {
    /// `lhs op rhs`, simplified.
    pub fn binary(
        ctx: &Context,
        op: AffineBinaryOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> AffineExpr {
        let simplified = match op {
            Add => simplify_add(ctx, lhs, rhs),
            Mul => simplify_mul(ctx, lhs, rhs),
            FloorDiv => simplify_floor_div(ctx, lhs, rhs),
            CeilDiv => simplify_ceil_div(ctx, lhs, rhs),
            Mod => simplify_mod(ctx, lhs, rhs),
        };
        simplified.unwrap_or_else(|| make_binary(ctx, op, lhs, rhs))
    }

    /// `lhs + rhs`, simplified.
    pub fn add(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::binary(ctx, Add, lhs, rhs)
    }

    /// `lhs - rhs`, built as `lhs + rhs * -1`.
    pub fn sub(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let negated = AffineExpr::neg(ctx, rhs);
        AffineExpr::add(ctx, lhs, negated)
    }

    /// `lhs * rhs`, simplified.
    pub fn mul(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::binary(ctx, Mul, lhs, rhs)
    }

    /// `-expr`, built as `expr * -1`.
    pub fn neg(ctx: &Context, expr: AffineExpr) -> AffineExpr {
        let minus_one = AffineExpr::constant(ctx, -1);
        AffineExpr::mul(ctx, expr, minus_one)
    }

    /// `lhs floordiv rhs`, simplified.
    pub fn floor_div(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::binary(ctx, FloorDiv, lhs, rhs)
    }

    /// `lhs ceildiv rhs`, simplified.
    pub fn ceil_div(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::binary(ctx, CeilDiv, lhs, rhs)
    }

    /// `lhs mod rhs`, simplified.
    pub fn modulo(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::binary(ctx, Mod, lhs, rhs)
    }
}

/// Interns a binary expression that no rule simplified, ordering the
/// operands of `+` and `*` when both are identifiers.
fn make_binary(ctx: &Context, op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    let (lhs, rhs) = match (identifier_key(ctx, lhs), identifier_key(ctx, rhs)) {
        (Some(l), Some(r)) if op.is_commutative() && l > r => (rhs, lhs),
        _ => (lhs, rhs),
    };
    AffineExpr::raw(ctx, AffineExprKind::Binary(op, lhs, rhs))
}

/// The ordering key of an identifier: dimensions first, then by position.
fn identifier_key(ctx: &Context, e: AffineExpr) -> Option<(u8, u32)> {
    match *e.kind(ctx) {
        AffineExprKind::Dim(p) => Some((0, p)),
        AffineExprKind::Symbol(p) => Some((1, p)),
        _ => None,
    }
}

fn constant(ctx: &Context, value: i64) -> AffineExpr {
    AffineExpr::constant(ctx, value)
}

fn simplify_add(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.constant_value(ctx);
    let rhs_const = rhs.constant_value(ctx);
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        return a.checked_add(b).map(|v| constant(ctx, v));
    }
    // Constants, then symbolic terms, go to the right.
    if lhs_const.is_some()
        || (lhs.is_symbolic_or_constant(ctx) && !rhs.is_symbolic_or_constant(ctx))
    {
        return Some(AffineExpr::add(ctx, rhs, lhs));
    }
    if rhs_const == Some(0) {
        return Some(lhs);
    }
    let lhs_add = lhs.operands_of(ctx, Add);
    let lhs_add_const = lhs_add.and_then(|(l, r)| Some((l, r, r.constant_value(ctx)?)));
    // (x + c1) + c2 -> x + (c1 + c2).
    if let (Some((x, _, c1)), Some(c2)) = (lhs_add_const, rhs_const) {
        return Some(AffineExpr::add(ctx, x, constant(ctx, c1.wrapping_add(c2))));
    }
    // c1 * x + c2 * x -> x * (c1 + c2).
    let (lhs_factor, lhs_term) = split_constant_factor(ctx, lhs);
    let (rhs_factor, rhs_term) = split_constant_factor(ctx, rhs);
    if lhs_term == rhs_term {
        let factor = constant(ctx, lhs_factor.wrapping_add(rhs_factor));
        return Some(AffineExpr::mul(ctx, lhs_term, factor));
    }
    // (x + c) + y -> (x + y) + c.
    if let Some((x, c, _)) = lhs_add_const {
        let sum = AffineExpr::add(ctx, x, rhs);
        return Some(AffineExpr::add(ctx, sum, c));
    }
    simplify_add_of_scaled_quotient(ctx, lhs, lhs_add, rhs)
}

/// `c * x` as `(c, x)`, anything else as `(1, e)`.
fn split_constant_factor(ctx: &Context, e: AffineExpr) -> (i64, AffineExpr) {
    match e.operands_of(ctx, Mul) {
        Some((x, c)) => match c.constant_value(ctx) {
            Some(c) => (c, x),
            None => (1, e),
        },
        None => (1, e),
    }
}

/// The rules for `lhs + q * k` where `q` is a product or a `floordiv`:
/// `x + ((x floordiv q) * q) * -1` and `x + (x floordiv c) * -c` become
/// `x mod q`, and `(x + y) + (e floordiv c) * k` is regrouped as
/// `x + (y + (e floordiv c) * k)` when the inner sum simplifies.
fn simplify_add_of_scaled_quotient(
    ctx: &Context,
    lhs: AffineExpr,
    lhs_add: Option<(AffineExpr, AffineExpr)>,
    rhs: AffineExpr,
) -> Option<AffineExpr> {
    let (scaled, factor) = rhs.operands_of(ctx, Mul)?;
    let factor_const = factor.constant_value(ctx);
    if factor_const == Some(-1)
        && let Some((quotient, divisor)) = scaled.operands_of(ctx, Mul)
    {
        let (dividend, inner_divisor) = quotient.operands_of(ctx, FloorDiv)?;
        if inner_divisor == divisor && dividend == lhs {
            return Some(AffineExpr::modulo(ctx, lhs, divisor));
        }
        return None;
    }
    let (dividend, divisor) = scaled.operands_of(ctx, FloorDiv)?;
    let positive_divisor = divisor.constant_value(ctx).filter(|&c| c > 0);
    if let (Some(c), Some(k)) = (positive_divisor, factor_const)
        && dividend == lhs
        && k == -c
    {
        return Some(AffineExpr::modulo(ctx, lhs, divisor));
    }
    let (x, y) = lhs_add?;
    let inner = simplify_add(ctx, y, rhs)?;
    Some(AffineExpr::add(ctx, x, inner))
}

fn simplify_mul(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.constant_value(ctx);
    let rhs_const = rhs.constant_value(ctx);
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        return a.checked_mul(b).map(|v| constant(ctx, v));
    }
    let lhs_symbolic = lhs.is_symbolic_or_constant(ctx);
    let rhs_symbolic = rhs.is_symbolic_or_constant(ctx);
    if !lhs_symbolic && !rhs_symbolic {
        return None;
    }
    // Constants, then symbolic factors, go to the right.
    if !rhs_symbolic || lhs_const.is_some() {
        return Some(AffineExpr::mul(ctx, rhs, lhs));
    }
    match rhs_const {
        Some(1) => return Some(lhs),
        Some(0) => return Some(rhs),
        _ => {}
    }
    let (x, c1) = lhs.operands_of(ctx, Mul)?;
    let c1_value = c1.constant_value(ctx)?;
    // (x * c1) * c2 -> x * (c1 * c2).
    if let Some(c2) = rhs_const {
        return Some(AffineExpr::mul(
            ctx,
            x,
            constant(ctx, c1_value.wrapping_mul(c2)),
        ));
    }
    // (x * c) * y -> (x * y) * c.
    let product = AffineExpr::mul(ctx, x, rhs);
    Some(AffineExpr::mul(ctx, product, c1))
}

/// The positive constant divisor of a `floordiv`, `ceildiv` or `mod`, or
/// `None` when division by `rhs` is left alone.
fn positive_divisor(ctx: &Context, rhs: AffineExpr) -> Option<i64> {
    rhs.constant_value(ctx).filter(|&c| c >= 1)
}

/// `(x * c) op d -> x * (c / d)` when `d` divides `c`.
fn divide_scaled(ctx: &Context, lhs: AffineExpr, divisor: i64) -> Option<AffineExpr> {
    let (x, c) = lhs.operands_of(ctx, Mul)?;
    let c = c.constant_value(ctx)?;
    (c % divisor == 0).then(|| AffineExpr::mul(ctx, x, constant(ctx, c / divisor)))
}

fn simplify_floor_div(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
    let divisor = positive_divisor(ctx, rhs)?;
    // `(a + b) floordiv d` splits into `a floordiv d + b floordiv d` when `d`
    // divides either term; the left operand is divided again, so walk the
    // left spine iteratively and add the right-hand quotients back up.
    let mut pending = Vec::new();
    let mut dividend = lhs;
    let quotient = loop {
        if let Some(v) = dividend.constant_value(ctx) {
            break floor_div(v, divisor).map(|q| constant(ctx, q));
        }
        if divisor == 1 {
            break Some(dividend);
        }
        if let Some(q) = divide_scaled(ctx, dividend, divisor) {
            break Some(q);
        }
        match dividend.operands_of(ctx, Add) {
            Some((a, b))
                if a.largest_known_divisor(ctx) % divisor == 0
                    || b.largest_known_divisor(ctx) % divisor == 0 =>
            {
                pending.push(b);
                dividend = a;
            }
            _ => break None,
        }
    };
    if pending.is_empty() {
        return quotient;
    }
    let rhs_const = constant(ctx, divisor);
    let mut sum = quotient.unwrap_or_else(|| make_binary(ctx, FloorDiv, dividend, rhs_const));
    for term in pending.into_iter().rev() {
        let part = AffineExpr::floor_div(ctx, term, rhs_const);
        sum = AffineExpr::add(ctx, sum, part);
    }
    Some(sum)
}

fn simplify_ceil_div(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
    let divisor = positive_divisor(ctx, rhs)?;
    if let Some(v) = lhs.constant_value(ctx) {
        return ceil_div(v, divisor).map(|q| constant(ctx, q));
    }
    if divisor == 1 {
        return Some(lhs);
    }
    divide_scaled(ctx, lhs, divisor)
}

fn simplify_mod(ctx: &Context, lhs: AffineExpr, rhs: AffineExpr) -> Option<AffineExpr> {
    let divisor = positive_divisor(ctx, rhs)?;
    // Each rule that keeps a `mod` re-simplifies a smaller left operand;
    // loop instead of recursing.
    let mut dividend = lhs;
    loop {
        if let Some(v) = dividend.constant_value(ctx) {
            return Some(constant(ctx, v.rem_euclid(divisor)));
        }
        if dividend.largest_known_divisor(ctx) % divisor == 0 {
            return Some(constant(ctx, 0));
        }
        let next = match *dividend.kind(ctx) {
            // (a + b) mod d -> b mod d when d divides a (or a mod d when d divides b).
            AffineExprKind::Binary(Add, a, b) => {
                if a.largest_known_divisor(ctx) % divisor == 0 {
                    Some(b)
                } else if b.largest_known_divisor(ctx) % divisor == 0 {
                    Some(a)
                } else {
                    None
                }
            }
            // (x mod m) mod d -> x mod d when d divides m.
            AffineExprKind::Binary(Mod, x, m) => m
                .constant_value(ctx)
                .filter(|&m| m >= 1 && m.rem_euclid(divisor) == 0)
                .map(|_| x),
            _ => None,
        };
        match next {
            Some(e) => dividend = e,
            None if dividend == lhs => return None,
            None => return Some(make_binary(ctx, Mod, dividend, constant(ctx, divisor))),
        }
    }
}
