//! Interned affine expressions and the queries that inspect them.
//!
//! The simplifying constructors (`add`, `mul`, ...) live in `simplify.rs`;
//! everything here only reads expressions.

use std::cell::RefCell;
use std::num::NonZeroU32;

use crate::context::Context;

use super::walk::fold;

/// An interned affine expression.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct AffineExpr(pub(crate) NonZeroU32);

/// The binary operators of affine expressions.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinaryOp {
    /// `a + b`.
    Add,
    /// `a * b`.
    Mul,
    /// `a mod b`.
    Mod,
    /// `a floordiv b`.
    FloorDiv,
    /// `a ceildiv b`.
    CeilDiv,
}

impl AffineBinaryOp {
    /// True for `+` and `*`.
    pub fn is_commutative(self) -> bool {
        matches!(self, AffineBinaryOp::Add | AffineBinaryOp::Mul)
    }
}

/// The storage of an affine expression.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExprKind {
    /// `dN`.
    Dim(u32),
    /// `sN`.
    Symbol(u32),
    /// An integer constant.
    Constant(i64),
    /// A binary operation.
    Binary(AffineBinaryOp, AffineExpr, AffineExpr),
}

/// An interned expression with the facts the simplifier asks about at
/// every construction, computed once from its operands' facts, so that
/// building a long chain costs linear time rather than a walk per step
/// (the facts follow from the kind, so hashing and comparing them too
/// uniques exactly as the kind alone would).
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct AffineExprStorage {
    kind: AffineExprKind,
    /// No dimension occurs in the expression.
    symbolic: bool,
    /// The largest integer known to divide every value of the expression.
    divisor: i64,
}

impl AffineExprStorage {
    /// The storage of `kind`, whose operands are already interned.
    fn new(ctx: &Context, kind: AffineExprKind) -> AffineExprStorage {
        let (symbolic, divisor) = match kind {
            AffineExprKind::Dim(_) => (false, 1),
            AffineExprKind::Symbol(_) => (true, 1),
            AffineExprKind::Constant(v) => (true, v.wrapping_abs()),
            AffineExprKind::Binary(op, l, r) => {
                let (l, r) = (ctx.affine_exprs.get(l.0), ctx.affine_exprs.get(r.0));
                let divisor = match op {
                    AffineBinaryOp::Mul => l.divisor.wrapping_mul(r.divisor),
                    AffineBinaryOp::Add | AffineBinaryOp::Mod => {
                        gcd(l.divisor as u64, r.divisor as u64) as i64
                    }
                    AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => match r.kind {
                        AffineExprKind::Constant(d) if d != 0 && l.divisor.wrapping_rem(d) == 0 => {
                            l.divisor.wrapping_div(d)
                        }
                        _ => 1,
                    },
                };
                (l.symbolic && r.symbolic, divisor)
            }
        };
        AffineExprStorage {
            kind,
            symbolic,
            divisor,
        }
    }
}

impl AffineExpr {
    /// Interns an expression exactly as given, without simplification.
    ///
    /// Building on top of unsimplified expressions may recurse as deep as
    /// they are; the simplifying constructors only ever produce shallow
    /// left spines.
    pub fn raw(ctx: &Context, kind: AffineExprKind) -> AffineExpr {
        AffineExpr(ctx.affine_exprs.intern(AffineExprStorage::new(ctx, kind)))
    }

    /// The storage of this expression.
    #[inline]
    pub fn kind(self, ctx: &Context) -> &AffineExprKind {
        &ctx.affine_exprs.get(self.0).kind
    }

    /// `dN`.
    pub fn dim(ctx: &Context, position: u32) -> AffineExpr {
        AffineExpr::raw(ctx, AffineExprKind::Dim(position))
    }

    /// `sN`.
    pub fn symbol(ctx: &Context, position: u32) -> AffineExpr {
        AffineExpr::raw(ctx, AffineExprKind::Symbol(position))
    }

    /// An integer constant.
    pub fn constant(ctx: &Context, value: i64) -> AffineExpr {
        AffineExpr::raw(ctx, AffineExprKind::Constant(value))
    }

    /// The value of a constant expression.
    #[inline]
    pub fn constant_value(self, ctx: &Context) -> Option<i64> {
        match *self.kind(ctx) {
            AffineExprKind::Constant(v) => Some(v),
            _ => None,
        }
    }

    /// The operator and operands of a binary expression.
    #[inline]
    pub fn binary_parts(self, ctx: &Context) -> Option<(AffineBinaryOp, AffineExpr, AffineExpr)> {
        match *self.kind(ctx) {
            AffineExprKind::Binary(op, l, r) => Some((op, l, r)),
            _ => None,
        }
    }

    /// The operands of a binary expression with operator `op`.
    #[inline]
    pub(crate) fn operands_of(
        self,
        ctx: &Context,
        op: AffineBinaryOp,
    ) -> Option<(AffineExpr, AffineExpr)> {
        match *self.kind(ctx) {
            AffineExprKind::Binary(o, l, r) if o == op => Some((l, r)),
            _ => None,
        }
    }

    /// True for a dimension or a symbol identifier.
    #[inline]
    pub fn is_dim_or_symbol(self, ctx: &Context) -> bool {
        matches!(
            self.kind(ctx),
            AffineExprKind::Dim(_) | AffineExprKind::Symbol(_)
        )
    }

    /// Visits every subexpression, operands before the operation using them.
    pub fn walk(self, ctx: &Context, visit: impl FnMut(AffineExpr)) {
        let visit = RefCell::new(visit);
        fold(
            ctx,
            self,
            |e, _| (visit.borrow_mut())(e),
            |e, _, (), ()| (visit.borrow_mut())(e),
        );
    }

    /// True if no dimension identifier occurs in the expression.
    #[inline]
    pub fn is_symbolic_or_constant(self, ctx: &Context) -> bool {
        ctx.affine_exprs.get(self.0).symbolic
    }

    /// True if multiplications have a constant operand and divisions and
    /// remainders a constant right operand.
    pub fn is_pure_affine(self, ctx: &Context) -> bool {
        fold(
            ctx,
            self,
            |_, _| true,
            |e, op, l, r| {
                let Some((_, lhs, rhs)) = e.binary_parts(ctx) else {
                    return false;
                };
                let rhs_const = rhs.constant_value(ctx).is_some();
                l && r
                    && match op {
                        AffineBinaryOp::Add => true,
                        AffineBinaryOp::Mul => lhs.constant_value(ctx).is_some() || rhs_const,
                        _ => rhs_const,
                    }
            },
        )
    }

    /// True if the dimension `position` occurs in the expression.
    pub fn is_function_of_dim(self, ctx: &Context, position: u32) -> bool {
        fold(
            ctx,
            self,
            |_, k| *k == AffineExprKind::Dim(position),
            |_, _, l, r| l || r,
        )
    }

    /// True if the symbol `position` occurs in the expression.
    pub fn is_function_of_symbol(self, ctx: &Context, position: u32) -> bool {
        fold(
            ctx,
            self,
            |_, k| *k == AffineExprKind::Symbol(position),
            |_, _, l, r| l || r,
        )
    }

    /// The largest integer known to divide every value of the expression
    /// (computed with the same wrapping 64-bit arithmetic upstream uses).
    #[inline]
    pub fn largest_known_divisor(self, ctx: &Context) -> i64 {
        ctx.affine_exprs.get(self.0).divisor
    }

    /// The value of the expression for the given dimension and symbol
    /// values, or `None` if an identifier is out of range, a division or
    /// remainder is undefined, or the arithmetic overflows.
    pub fn evaluate(self, ctx: &Context, dims: &[i64], symbols: &[i64]) -> Option<i64> {
        fold(
            ctx,
            self,
            |_, k| match *k {
                AffineExprKind::Dim(p) => dims.get(p as usize).copied(),
                AffineExprKind::Symbol(p) => symbols.get(p as usize).copied(),
                AffineExprKind::Constant(v) => Some(v),
                AffineExprKind::Binary(..) => None,
            },
            |_, op, l, r| {
                let (l, r) = (l?, r?);
                match op {
                    AffineBinaryOp::Add => l.checked_add(r),
                    AffineBinaryOp::Mul => l.checked_mul(r),
                    AffineBinaryOp::FloorDiv => floor_div(l, r),
                    AffineBinaryOp::CeilDiv => ceil_div(l, r),
                    AffineBinaryOp::Mod if r >= 1 => Some(l.rem_euclid(r)),
                    AffineBinaryOp::Mod => None,
                }
            },
        )
    }

    /// The value of the expression as upstream's constant folder computes
    /// it: sums and products wrap around on overflow (two's complement);
    /// `None` when an identifier is out of range or a division or
    /// remainder is undefined.
    pub fn evaluate_wrapping(self, ctx: &Context, dims: &[i64], symbols: &[i64]) -> Option<i64> {
        fold(
            ctx,
            self,
            |_, k| match *k {
                AffineExprKind::Dim(p) => dims.get(p as usize).copied(),
                AffineExprKind::Symbol(p) => symbols.get(p as usize).copied(),
                AffineExprKind::Constant(v) => Some(v),
                AffineExprKind::Binary(..) => None,
            },
            |_, op, l, r| {
                let (l, r) = (l?, r?);
                match op {
                    AffineBinaryOp::Add => Some(l.wrapping_add(r)),
                    AffineBinaryOp::Mul => Some(l.wrapping_mul(r)),
                    AffineBinaryOp::FloorDiv => floor_div(l, r),
                    AffineBinaryOp::CeilDiv => ceil_div(l, r),
                    AffineBinaryOp::Mod if r >= 1 => Some(l.rem_euclid(r)),
                    AffineBinaryOp::Mod => None,
                }
            },
        )
    }

    /// Substitutes `dims[i]` for `di` and `symbols[j]` for `sj`; identifiers
    /// past the end of the slices are kept. The result is re-simplified.
    pub fn replace(self, ctx: &Context, dims: &[AffineExpr], symbols: &[AffineExpr]) -> AffineExpr {
        fold(
            ctx,
            self,
            |e, k| match *k {
                AffineExprKind::Dim(p) => dims.get(p as usize).copied().unwrap_or(e),
                AffineExprKind::Symbol(p) => symbols.get(p as usize).copied().unwrap_or(e),
                _ => e,
            },
            |e, op, l, r| match e.binary_parts(ctx) {
                Some((_, old_l, old_r)) if old_l == l && old_r == r => e,
                _ => AffineExpr::binary(ctx, op, l, r),
            },
        )
    }
}

/// Greatest common divisor of two unsigned integers (`gcd(0, x) == x`).
pub(crate) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `floor(a / b)`, or `None` for a zero divisor or an overflowing quotient.
pub(crate) fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// `ceil(a / b)`, or `None` for a zero divisor or an overflowing quotient.
pub(crate) fn ceil_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) == (b < 0)) {
        Some(q + 1)
    } else {
        Some(q)
    }
}
