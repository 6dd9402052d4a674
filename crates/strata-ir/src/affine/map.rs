//! Affine maps: `(d0, ..)[s0, ..] -> (results)`.

use crate::context::Context;
use crate::types::DYNAMIC;

use super::{AffineExpr, AffineExprKind};

/// `(d0, ..)[s0, ..] -> (results)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// Number of dimension identifiers `d0..`.
    pub num_dims: u32,
    /// Number of symbol identifiers `s0..`.
    pub num_symbols: u32,
    /// The result expressions.
    pub results: Box<[AffineExpr]>,
}

impl AffineMap {
    /// A map with the given identifiers and results.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        results: impl Into<Box<[AffineExpr]>>,
    ) -> AffineMap {
        AffineMap {
            num_dims,
            num_symbols,
            results: results.into(),
        }
    }

    /// The identity map on `n` dimensions, `(d0, .., dn-1) -> (d0, .., dn-1)`
    /// (upstream's multi-dimensional identity map).
    pub fn identity(ctx: &Context, n: u32) -> AffineMap {
        AffineMap::new(
            n,
            0,
            (0..n).map(|i| AffineExpr::dim(ctx, i)).collect::<Vec<_>>(),
        )
    }

    /// `(d0, .., dn-1) -> (d[perm[0]], ..)`, or `None` unless `perm` is a
    /// permutation of `0..n`.
    pub fn permutation(ctx: &Context, perm: &[u32]) -> Option<AffineMap> {
        let n = u32::try_from(perm.len()).ok()?;
        let mut seen = vec![false; perm.len()];
        for &p in perm {
            let slot = seen.get_mut(p as usize)?;
            if std::mem::replace(slot, true) {
                return None;
            }
        }
        let results: Vec<_> = perm.iter().map(|&p| AffineExpr::dim(ctx, p)).collect();
        Some(AffineMap::new(n, 0, results))
    }

    /// `() -> (value)`.
    pub fn constant(ctx: &Context, value: i64) -> AffineMap {
        AffineMap::new(0, 0, vec![AffineExpr::constant(ctx, value)])
    }

    /// The layout map of `strided<[strides], offset: offset>`:
    /// `offset + d0 * stride0 + d1 * stride1 + ..`, where each dynamic
    /// ([`DYNAMIC`]) offset or stride becomes a new symbol, the offset's
    /// first.
    pub fn strided_layout(ctx: &Context, strides: &[i64], offset: i64) -> AffineMap {
        let mut num_symbols = 0;
        let mut value = |v: i64| {
            if v == DYNAMIC {
                num_symbols += 1;
                AffineExpr::symbol(ctx, num_symbols - 1)
            } else {
                AffineExpr::constant(ctx, v)
            }
        };
        let mut expr = value(offset);
        for (i, &stride) in (0u32..).zip(strides) {
            let term = AffineExpr::mul(ctx, AffineExpr::dim(ctx, i), value(stride));
            expr = AffineExpr::add(ctx, expr, term);
        }
        let num_dims = u32::try_from(strides.len()).unwrap_or(u32::MAX);
        AffineMap::new(num_dims, num_symbols, vec![expr])
    }

    /// True if the map is `(d0, .., dn) -> (d0, .., dn)` with no symbols.
    pub fn is_identity(&self, ctx: &Context) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
            && (0u32..)
                .zip(self.results.iter())
                .all(|(i, e)| *e.kind(ctx) == AffineExprKind::Dim(i))
    }

    /// True if every result is a distinct dimension and every dimension is
    /// used.
    pub fn is_permutation(&self, ctx: &Context) -> bool {
        self.results.len() == self.num_dims as usize && self.is_projected_permutation(ctx)
    }

    /// True if every result is a distinct dimension.
    pub fn is_projected_permutation(&self, ctx: &Context) -> bool {
        let mut seen = vec![false; self.num_dims as usize];
        self.results.iter().all(|e| match *e.kind(ctx) {
            AffineExprKind::Dim(p) => seen
                .get_mut(p as usize)
                .is_some_and(|s| !std::mem::replace(s, true)),
            _ => false,
        })
    }

    /// True if every result is a constant.
    pub fn is_constant(&self, ctx: &Context) -> bool {
        self.results.iter().all(|e| e.constant_value(ctx).is_some())
    }

    /// The values of the results if they are all constants.
    pub fn constant_results(&self, ctx: &Context) -> Option<Vec<i64>> {
        self.results.iter().map(|e| e.constant_value(ctx)).collect()
    }

    /// True if every result is pure affine (see [`AffineExpr::is_pure_affine`]).
    pub fn is_pure_affine(&self, ctx: &Context) -> bool {
        self.results.iter().all(|e| e.is_pure_affine(ctx))
    }

    /// The results for the given dimension and symbol values (see
    /// [`AffineExpr::evaluate`]).
    pub fn evaluate(&self, ctx: &Context, dims: &[i64], symbols: &[i64]) -> Option<Vec<i64>> {
        self.results
            .iter()
            .map(|e| e.evaluate(ctx, dims, symbols))
            .collect()
    }

    /// Substitutes expressions for the identifiers of every result (see
    /// [`AffineExpr::replace`]); the new map has `num_dims` dimensions and
    /// `num_symbols` symbols.
    pub fn replace_dims_and_symbols(
        &self,
        ctx: &Context,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) -> AffineMap {
        let results: Vec<_> = self
            .results
            .iter()
            .map(|e| e.replace(ctx, dims, symbols))
            .collect();
        AffineMap::new(num_dims, num_symbols, results)
    }

    /// `self ∘ inner`: the map computing `self(inner(x))`. The symbols of
    /// `self` come first, followed by those of `inner`. `None` if `self`
    /// does not have one dimension per result of `inner`.
    pub fn compose(&self, ctx: &Context, inner: &AffineMap) -> Option<AffineMap> {
        if self.num_dims as usize != inner.results.len() {
            return None;
        }
        let num_symbols = self.num_symbols.checked_add(inner.num_symbols)?;
        let shifted: Vec<_> = (self.num_symbols..num_symbols)
            .map(|s| AffineExpr::symbol(ctx, s))
            .collect();
        let inner_results: Vec<_> = inner
            .results
            .iter()
            .map(|e| e.replace(ctx, &[], &shifted))
            .collect();
        let results: Vec<_> = self
            .results
            .iter()
            .map(|e| e.replace(ctx, &inner_results, &[]))
            .collect();
        Some(AffineMap::new(inner.num_dims, num_symbols, results))
    }
}
