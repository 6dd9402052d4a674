//! Affine expressions, maps and integer sets, as used by `affine_map<...>`,
//! `affine_set<...>` and memref layouts.
//!
//! Expressions are interned in the [`Context`](crate::context::Context) and
//! simplified as they are built, the way upstream MLIR canonicalizes them,
//! so printing a map shows the same canonical form `mlir-opt` shows.

mod expr;
mod map;
mod print;
mod set;
mod simplify;
mod walk;

#[cfg(test)]
mod tests;

pub(crate) use expr::AffineExprStorage;
pub use expr::{AffineBinaryOp, AffineExpr, AffineExprKind};
pub use map::AffineMap;
pub use print::{
    ExprText, expr_to_string, map_to_string, set_to_string, visit_expr_text, write_expr,
};
pub use set::IntegerSet;
