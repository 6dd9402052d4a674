//! Interned affine expressions.

use std::num::NonZeroU32;

use crate::context::Context;

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

impl AffineExpr {
    /// Interns an expression exactly as given, without simplification.
    pub fn raw(ctx: &Context, kind: AffineExprKind) -> AffineExpr {
        AffineExpr(ctx.affine_exprs.intern(kind))
    }

    /// The storage of this expression.
    #[inline]
    pub fn kind(self, ctx: &Context) -> &AffineExprKind {
        ctx.affine_exprs.get(self.0)
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
}
