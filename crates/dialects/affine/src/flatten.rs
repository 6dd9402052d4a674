//! Simplification of pure affine expressions through their flattened form
//! (upstream's `SimpleAffineExprFlattener` and `simplifyAffineExpr`).
//!
//! An expression flattens to coefficients of `[dims.., symbols..,
//! locals.., constant]`, where each local stands for a `floordiv` or
//! `ceildiv` by a constant (a `mod` is `x - (x floordiv c) * c`). Common
//! factors of a division and its dividend cancel. Rebuilding from the
//! flattened form lists identifiers in order, then locals, then the
//! constant, which is the canonical form upstream prints.

use strata_ir::Context;
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};

/// Deepest expression flattened (deeper ones are left as they are).
const MAX_DEPTH: usize = 2000;

struct Flattener<'c> {
    ctx: &'c Context,
    nd: usize,
    ns: usize,
    locals: Vec<AffineExpr>,
    /// Left operands waiting for their right operand; they get the columns
    /// of locals added meanwhile.
    pending: Vec<Vec<i64>>,
}

impl Flattener<'_> {
    fn width(&self) -> usize {
        self.nd + self.ns + self.locals.len() + 1
    }

    fn unit(&self, column: Option<usize>, constant: i64) -> Vec<i64> {
        let mut v = vec![0; self.width()];
        match column {
            Some(c) => v[c] = 1,
            None => {
                if let Some(last) = v.last_mut() {
                    *last = constant;
                }
            }
        }
        v
    }

    /// The constant of a vector whose other coefficients are zero.
    fn as_constant(v: &[i64]) -> Option<i64> {
        let (&c, rest) = v.split_last()?;
        rest.iter().all(|&x| x == 0).then_some(c)
    }

    /// Adds a local for `expr` (a division of `dividend`), inserting its
    /// column into `current` and every pending vector.
    fn add_local(&mut self, expr: AffineExpr, current: &mut Vec<i64>) {
        let at = self.nd + self.ns + self.locals.len();
        for v in self.pending.iter_mut() {
            v.insert(at, 0);
        }
        current.insert(at, 0);
        self.locals.push(expr);
    }

    fn local_index(&self, expr: AffineExpr) -> Option<usize> {
        self.locals.iter().position(|&l| l == expr)
    }

    fn visit(&mut self, e: AffineExpr, depth: usize) -> Option<Vec<i64>> {
        if depth > MAX_DEPTH {
            return None;
        }
        let ctx = self.ctx;
        match *e.kind(ctx) {
            AffineExprKind::Dim(d) => Some(self.unit(Some(d as usize), 0)),
            AffineExprKind::Symbol(s) => Some(self.unit(Some(self.nd + s as usize), 0)),
            AffineExprKind::Constant(c) => Some(self.unit(None, c)),
            AffineExprKind::Binary(op, l, r) => {
                let lhs = self.visit(l, depth + 1)?;
                self.pending.push(lhs);
                let rhs = self.visit(r, depth + 1);
                let mut lhs = self.pending.pop()?;
                let rhs = rhs?;
                match op {
                    AffineBinaryOp::Add => {
                        for (a, b) in lhs.iter_mut().zip(&rhs) {
                            *a = a.wrapping_add(*b);
                        }
                        Some(lhs)
                    }
                    AffineBinaryOp::Mul => {
                        let (mut v, c) = match (Self::as_constant(&rhs), Self::as_constant(&lhs)) {
                            (Some(c), _) => (lhs, c),
                            (None, Some(c)) => (rhs, c),
                            _ => return None,
                        };
                        for x in v.iter_mut() {
                            *x = x.wrapping_mul(c);
                        }
                        Some(v)
                    }
                    AffineBinaryOp::Mod => self.modulo(lhs, Self::as_constant(&rhs)?),
                    AffineBinaryOp::FloorDiv => self.divide(lhs, Self::as_constant(&rhs)?, false),
                    AffineBinaryOp::CeilDiv => self.divide(lhs, Self::as_constant(&rhs)?, true),
                }
            }
        }
    }

    fn gcd_with(values: &[i64], start: u64) -> u64 {
        values.iter().fold(start, |g, &x| gcd(g, x.unsigned_abs()))
    }

    fn modulo(&mut self, mut lhs: Vec<i64>, c: i64) -> Option<Vec<i64>> {
        if c <= 0 {
            return None;
        }
        if lhs.iter().all(|&x| x % c == 0) {
            lhs.iter_mut().for_each(|x| *x = 0);
            return Some(lhs);
        }
        let g = i64::try_from(Self::gcd_with(&lhs, c.unsigned_abs())).ok()?;
        let dividend: Vec<i64> = lhs.iter().map(|&x| x / g).collect();
        let divisor = c / g;
        let dividend_expr = self.rebuild(&dividend);
        let div = AffineExpr::floor_div(
            self.ctx,
            dividend_expr,
            AffineExpr::constant(self.ctx, divisor),
        );
        let column = match self.local_index(div) {
            Some(i) => i,
            None => {
                self.add_local(div, &mut lhs);
                self.locals.len() - 1
            }
        };
        let at = self.nd + self.ns + column;
        lhs[at] = lhs[at].wrapping_sub(c);
        Some(lhs)
    }

    fn divide(&mut self, mut lhs: Vec<i64>, c: i64, ceil: bool) -> Option<Vec<i64>> {
        if c <= 0 {
            return None;
        }
        let g = i64::try_from(Self::gcd_with(&lhs, c.unsigned_abs())).ok()?;
        if g != 1 {
            lhs.iter_mut().for_each(|x| *x /= g);
        }
        let divisor = c / g;
        if divisor == 1 {
            return Some(lhs);
        }
        let a = self.rebuild(&lhs);
        let b = AffineExpr::constant(self.ctx, divisor);
        let div = if ceil {
            AffineExpr::ceil_div(self.ctx, a, b)
        } else {
            AffineExpr::floor_div(self.ctx, a, b)
        };
        let column = match self.local_index(div) {
            Some(i) => i,
            None => {
                self.add_local(div, &mut lhs);
                self.locals.len() - 1
            }
        };
        lhs.iter_mut().for_each(|x| *x = 0);
        lhs[self.nd + self.ns + column] = 1;
        Some(lhs)
    }

    /// The expression of a flattened vector (upstream's
    /// `getAffineExprFromFlatForm`).
    fn rebuild(&self, flat: &[i64]) -> AffineExpr {
        let ctx = self.ctx;
        let Some((&constant, coeffs)) = flat.split_last() else {
            return AffineExpr::constant(ctx, 0);
        };
        let mut expr = AffineExpr::constant(ctx, 0);
        let ids = self.nd + self.ns;
        for (j, &c) in coeffs.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let id = if j < self.nd {
                AffineExpr::dim(ctx, j as u32)
            } else if j < ids {
                AffineExpr::symbol(ctx, (j - self.nd) as u32)
            } else {
                match self.locals.get(j - ids) {
                    Some(&l) => l,
                    None => continue,
                }
            };
            let term = AffineExpr::mul(ctx, id, AffineExpr::constant(ctx, c));
            expr = AffineExpr::add(ctx, expr, term);
        }
        if constant != 0 {
            expr = AffineExpr::add(ctx, expr, AffineExpr::constant(ctx, constant));
        }
        expr
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `expr` simplified through its flattened form; unchanged if it is not
/// pure affine or a division is by a non-positive constant.
pub fn simplify_expr(ctx: &Context, expr: AffineExpr, nd: usize, ns: usize) -> AffineExpr {
    if !expr.is_pure_affine(ctx) {
        return expr;
    }
    let mut f = Flattener {
        ctx,
        nd,
        ns,
        locals: Vec::new(),
        pending: Vec::new(),
    };
    match f.visit(expr, 0) {
        Some(flat) => f.rebuild(&flat),
        None => expr,
    }
}

/// The linear form `[dims.., symbols.., constant]` of a pure affine
/// expression whose flattening needs no locals, or `None`.
pub(crate) fn linear_form(
    ctx: &Context,
    expr: AffineExpr,
    nd: usize,
    ns: usize,
) -> Option<Vec<i64>> {
    if !expr.is_pure_affine(ctx) {
        return None;
    }
    let mut f = Flattener {
        ctx,
        nd,
        ns,
        locals: Vec::new(),
        pending: Vec::new(),
    };
    let flat = f.visit(expr, 0)?;
    f.locals.is_empty().then_some(flat)
}

/// Each result of `map` simplified (upstream's `simplifyAffineMap`).
pub fn simplify_map(ctx: &Context, map: &AffineMap) -> AffineMap {
    let (nd, ns) = (map.num_dims as usize, map.num_symbols as usize);
    let results: Vec<AffineExpr> = map
        .results
        .iter()
        .map(|&e| simplify_expr(ctx, e, nd, ns))
        .collect();
    AffineMap::new(map.num_dims, map.num_symbols, results)
}
