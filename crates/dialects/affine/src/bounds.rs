//! Constant ranges of affine expressions from the constant bounds of the
//! `affine.for` induction variables among their operands, and the
//! simplifications upstream draws from them: dropping the results of a
//! `min`/`max` bound that can never win (`simplifyMinOrMaxExprWithOperands`)
//! and folding `floordiv`/`ceildiv`/`mod` whose value the ranges fix
//! (the range part of `simplifyExprAndOperands`).

use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::{Body, Context, Value, ValueDef};

use crate::ForOp;
use crate::flatten::linear_form;
use crate::for_op::{ForParts, for_parts};

/// The loop whose induction variable `value` is.
fn iv_loop(ctx: &Context, body: &Body, value: Value) -> Option<ForParts> {
    let ValueDef::BlockArg(block, 0) = body.value_def(value) else {
        return None;
    };
    let parent = body.block_parent_op(block)?;
    if !body.isa::<ForOp>(ctx, parent) {
        return None;
    }
    for_parts(ctx, body, parent)
}

/// The value of a bound map that is one constant.
fn constant_bound(ctx: &Context, map: &AffineMap) -> Option<i64> {
    match map.constant_results(ctx)?.as_slice() {
        [c] => Some(*c),
        _ => None,
    }
}

/// The least and greatest (inclusive) values of each operand that is the
/// induction variable of a loop with constant bounds.
fn operand_bounds(
    ctx: &Context,
    body: &Body,
    operands: &[Value],
) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    operands
        .iter()
        .map(|&v| {
            let Some(parts) = iv_loop(ctx, body, v) else {
                return (None, None);
            };
            let lb = constant_bound(ctx, &parts.lb_map);
            let ub = constant_bound(ctx, &parts.ub_map).and_then(|ub| match lb {
                // The last value the step reaches.
                Some(lb) => {
                    let span = ub.checked_sub(lb)?.checked_sub(1)?;
                    ub.checked_sub(1)?
                        .checked_sub(span.checked_rem(parts.step)?)
                }
                None => ub.checked_sub(1),
            });
            (lb, ub)
        })
        .unzip()
}

/// `floor(a / b)` for `b > 0`.
fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    Some(if a % b != 0 && a < 0 { q - 1 } else { q })
}

/// `ceil(a / b)` for `b > 0`.
fn ceil_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    Some(if a % b != 0 && a > 0 { q + 1 } else { q })
}

/// A constant lower (`upper == false`) or upper bound of `expr` given the
/// bounds of its dims and symbols (upstream's `getBoundForAffineExpr`).
fn expr_bound(
    ctx: &Context,
    expr: AffineExpr,
    (nd, ns): (usize, usize),
    bounds: &(Vec<Option<i64>>, Vec<Option<i64>>),
    upper: bool,
) -> Option<i64> {
    if let AffineExprKind::Binary(op, lhs, rhs) = *expr.kind(ctx) {
        let divisor = || rhs.constant_value(ctx).filter(|&c| c >= 1);
        match op {
            AffineBinaryOp::FloorDiv => {
                let c = divisor()?;
                return floor_div(expr_bound(ctx, lhs, (nd, ns), bounds, upper)?, c);
            }
            AffineBinaryOp::CeilDiv => {
                let c = divisor()?;
                return ceil_div(expr_bound(ctx, lhs, (nd, ns), bounds, upper)?, c);
            }
            AffineBinaryOp::Mod => {
                let c = divisor()?;
                let lb = expr_bound(ctx, lhs, (nd, ns), bounds, false);
                let ub = expr_bound(ctx, lhs, (nd, ns), bounds, true);
                if let (Some(lb), Some(ub)) = (lb, ub)
                    && floor_div(lb, c)? == floor_div(ub, c)?
                {
                    let v = if upper { ub } else { lb };
                    return Some(v.rem_euclid(c));
                }
                return Some(if upper { c - 1 } else { 0 });
            }
            _ => {}
        }
    }
    let flat = linear_form(ctx, expr, nd, ns)?;
    let (lbs, ubs) = bounds;
    let mut bound = *flat.last()?;
    for (i, &coeff) in flat.iter().take(nd + ns).enumerate() {
        if coeff == 0 {
            continue;
        }
        let from = if (coeff > 0) == upper { ubs } else { lbs };
        let b = (*from.get(i)?)?;
        bound = bound.checked_add(b.checked_mul(coeff)?)?;
    }
    Some(bound)
}

/// The constant range of each result of `map`.
fn result_ranges(
    ctx: &Context,
    map: &AffineMap,
    bounds: &(Vec<Option<i64>>, Vec<Option<i64>>),
) -> Vec<(Option<i64>, Option<i64>)> {
    let shape = (map.num_dims as usize, map.num_symbols as usize);
    map.results
        .iter()
        .map(|&e| match e.constant_value(ctx) {
            Some(c) => (Some(c), Some(c)),
            None => (
                expr_bound(ctx, e, shape, bounds, false),
                expr_bound(ctx, e, shape, bounds, true),
            ),
        })
        .collect()
}

/// Drops the results of a `max` (`is_max`) or `min` map that another
/// result always dominates, and makes results of a fixed value constants.
pub(crate) fn simplify_min_or_max(
    ctx: &Context,
    body: &Body,
    map: &mut AffineMap,
    operands: &[Value],
    is_max: bool,
) {
    if operands.is_empty() {
        return;
    }
    let bounds = operand_bounds(ctx, body, operands);
    let ranges = result_ranges(ctx, map, &bounds);
    let mut kept = Vec::with_capacity(map.results.len());
    for (i, &e) in map.results.iter().enumerate() {
        let (lb, ub) = ranges[i];
        let e = match (lb, ub) {
            (Some(l), Some(u)) if l == u => AffineExpr::constant(ctx, l),
            _ => e,
        };
        // The bound of this result that the others are compared with.
        let (mine, theirs) = if is_max { (ub, 0) } else { (lb, 1) };
        let Some(mine) = mine else {
            kept.push(e);
            continue;
        };
        let dominated = ranges.iter().enumerate().any(|(pos, &other)| {
            let other_bound = if theirs == 0 { other.0 } else { other.1 };
            let Some(o) = other_bound.filter(|_| pos != i) else {
                return false;
            };
            let beats = if is_max { o > mine } else { o < mine };
            if beats {
                return true;
            }
            if o != mine {
                return false;
            }
            // Equal bounds: of two fixed results, the first one stays.
            let other_fixed = if is_max { other.1 } else { other.0 };
            !(lb.is_some() && ub.is_some() && lb == ub && other_fixed == Some(o) && i < pos)
        });
        if !dominated {
            kept.push(e);
        }
    }
    *map = AffineMap::new(map.num_dims, map.num_symbols, kept);
}

/// Folds the `floordiv`, `ceildiv` and `mod` subexpressions of `expr`
/// whose value the ranges or divisors of the operands fix.
fn simplify_expr(
    ctx: &Context,
    expr: AffineExpr,
    shape: (usize, usize),
    bounds: &(Vec<Option<i64>>, Vec<Option<i64>>),
    operands: &Operands<'_>,
) -> AffineExpr {
    let AffineExprKind::Binary(op, lhs, rhs) = *expr.kind(ctx) else {
        return expr;
    };
    let lhs = simplify_expr(ctx, lhs, shape, bounds, operands);
    let rhs = simplify_expr(ctx, rhs, shape, bounds, operands);
    let expr = AffineExpr::binary(ctx, op, lhs, rhs);
    let AffineExprKind::Binary(op, lhs, rhs) = *expr.kind(ctx) else {
        return expr;
    };
    if !matches!(
        op,
        AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod
    ) {
        return expr;
    }
    let Some(c) = rhs.constant_value(ctx).filter(|&c| c > 0) else {
        return expr;
    };
    let bound = |upper| match lhs.constant_value(ctx) {
        Some(v) => Some(v),
        None => expr_bound(ctx, lhs, shape, bounds, upper),
    };
    if let (Some(lb), Some(ub)) = (bound(false), bound(true)) {
        let fixed = |f: fn(i64, i64) -> Option<i64>| match (f(lb, c), f(ub, c)) {
            (Some(a), Some(b)) if a == b => Some(AffineExpr::constant(ctx, a)),
            _ => None,
        };
        let folded = match op {
            AffineBinaryOp::FloorDiv => fixed(floor_div),
            AffineBinaryOp::CeilDiv => fixed(ceil_div),
            _ => (lb >= 0 && lb < c && ub < c).then_some(lhs),
        };
        if let Some(e) = folded {
            return e;
        }
    }
    simplify_by_divisors(ctx, op, lhs, rhs, c, operands).unwrap_or(expr)
}

/// The rest of upstream's `simplifyExprAndOperands`: `(q * k + r) floordiv c`
/// is `(q * k) floordiv c` and `(q * k + r) mod c` is `r mod c` when
/// `0 <= r < k` and `k` and `c` divide each other; `e floordiv c` is 0 when
/// `0 <= e < c`, and `e mod c` is 0 when `c` divides `e`.
fn simplify_by_divisors(
    ctx: &Context,
    op: AffineBinaryOp,
    lhs: AffineExpr,
    rhs: AffineExpr,
    c: i64,
    operands: &Operands<'_>,
) -> Option<AffineExpr> {
    if let Some((k, quotient, rem)) = q_times_d_plus_r(ctx, lhs, operands) {
        return match op {
            AffineBinaryOp::FloorDiv if k != 0 && c % k == 0 => {
                Some(AffineExpr::floor_div(ctx, quotient, rhs))
            }
            AffineBinaryOp::FloorDiv => None,
            AffineBinaryOp::Mod if k % c == 0 => {
                Some(AffineExpr::binary(ctx, AffineBinaryOp::Mod, rem, rhs))
            }
            _ => None,
        };
    }
    let zero = match op {
        AffineBinaryOp::FloorDiv => non_negative_bounded_by(ctx, lhs, operands, c),
        AffineBinaryOp::Mod => known_divisor(ctx, lhs, operands) % c == 0,
        _ => false,
    };
    zero.then(|| AffineExpr::constant(ctx, 0))
}

/// Whether `e` is `a + b` with one side a multiple of `k` and the other in
/// `[0, k)`: `(k, multiple, remainder)`.
fn q_times_d_plus_r(
    ctx: &Context,
    e: AffineExpr,
    operands: &Operands<'_>,
) -> Option<(i64, AffineExpr, AffineExpr)> {
    let AffineExprKind::Binary(AffineBinaryOp::Add, a, b) = *e.kind(ctx) else {
        return None;
    };
    let k = known_divisor(ctx, a, operands);
    if non_negative_bounded_by(ctx, b, operands, k) {
        return Some((k, a, b));
    }
    let k = known_divisor(ctx, b, operands);
    non_negative_bounded_by(ctx, a, operands, k).then_some((k, b, a))
}

/// The largest known divisor of `e`, using the steps of the loops whose
/// induction variables a dim `e` is.
fn known_divisor(ctx: &Context, e: AffineExpr, operands: &Operands<'_>) -> i64 {
    let AffineExprKind::Dim(d) = *e.kind(ctx) else {
        return e.largest_known_divisor(ctx);
    };
    let Some(parts) = operands.loop_of(d) else {
        return 1;
    };
    if constant_bound(ctx, &parts.lb_map) == Some(0) {
        return parts.step;
    }
    let lb_divisor = parts
        .lb_map
        .results
        .iter()
        .map(|r| r.largest_known_divisor(ctx).unsigned_abs())
        .reduce(gcd)
        .unwrap_or(u64::MAX);
    i64::try_from(gcd(lb_divisor, parts.step.unsigned_abs())).unwrap_or(1)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Whether `0 <= e < k` is known: `e` a constant, or a dim that is the
/// induction variable of a loop from a constant `>= 0` to a constant `<= k`.
fn non_negative_bounded_by(ctx: &Context, e: AffineExpr, operands: &Operands<'_>, k: i64) -> bool {
    match *e.kind(ctx) {
        AffineExprKind::Constant(v) => (0..k).contains(&v),
        AffineExprKind::Dim(d) => operands.loop_of(d).is_some_and(|parts| {
            constant_bound(ctx, &parts.lb_map).is_some_and(|lb| lb >= 0)
                && constant_bound(ctx, &parts.ub_map).is_some_and(|ub| ub <= k)
        }),
        _ => false,
    }
}

/// The operands of a map, to find the loops of induction variables.
struct Operands<'b> {
    ctx: &'b Context,
    body: &'b Body,
    values: &'b [Value],
}

impl Operands<'_> {
    /// The loop whose induction variable operand `index` is.
    fn loop_of(&self, index: u32) -> Option<ForParts> {
        let v = *self.values.get(usize::try_from(index).ok()?)?;
        iv_loop(self.ctx, self.body, v)
    }
}

/// Each result of `map` with the subexpressions that the operands' ranges
/// and divisors fix folded (upstream's `simplifyMapWithOperands`).
pub(crate) fn simplify_map_with_operands(
    ctx: &Context,
    body: &Body,
    map: &AffineMap,
    operands: &[Value],
) -> AffineMap {
    let bounds = operand_bounds(ctx, body, operands);
    let shape = (map.num_dims as usize, map.num_symbols as usize);
    let values = Operands {
        ctx,
        body,
        values: operands,
    };
    let results: Vec<AffineExpr> = map
        .results
        .iter()
        .map(|&e| simplify_expr(ctx, e, shape, &bounds, &values))
        .collect();
    AffineMap::new(map.num_dims, map.num_symbols, results)
}
