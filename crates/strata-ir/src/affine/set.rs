//! Integer sets: `(d0, ..)[s0, ..] : (constraints)`.

use crate::context::Context;

use super::AffineExpr;

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

impl IntegerSet {
    /// A set from `(expr, is_equality)` constraints.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        constraints: impl IntoIterator<Item = (AffineExpr, bool)>,
    ) -> IntegerSet {
        let (constraints, eq_flags): (Vec<_>, Vec<_>) = constraints.into_iter().unzip();
        IntegerSet {
            num_dims,
            num_symbols,
            constraints: constraints.into(),
            eq_flags: eq_flags.into(),
        }
    }

    /// The canonical empty set `(..) : (1 == 0)`.
    pub fn empty(ctx: &Context, num_dims: u32, num_symbols: u32) -> IntegerSet {
        IntegerSet::new(
            num_dims,
            num_symbols,
            [(AffineExpr::constant(ctx, 1), true)],
        )
    }

    /// True if this is the canonical empty set `(..) : (1 == 0)`.
    pub fn is_empty_set(&self, ctx: &Context) -> bool {
        *self == IntegerSet::empty(ctx, self.num_dims, self.num_symbols)
    }

    /// The constraints with their kinds: `(expr, true)` for `expr == 0`,
    /// `(expr, false)` for `expr >= 0`.
    pub fn iter(&self) -> impl Iterator<Item = (AffineExpr, bool)> + '_ {
        self.constraints
            .iter()
            .copied()
            .zip(self.eq_flags.iter().copied())
    }
}
