//! The textual form of affine expressions, maps and sets, as `mlir-opt`
//! prints them.
//!
//! Additions are printed without parentheses at the loosest level; every
//! other operator puts parentheses around its operands when they are
//! binary expressions. Adding a negated term prints as subtraction
//! (`d0 - d1`, `d0 - d1 * 3`, `d0 - 2`) and multiplying by `-1` as
//! negation (`-d0`). The printer uses an explicit work list, so deep
//! expressions print without recursion.

use std::fmt::Write;

use smallvec::SmallVec;

use crate::context::Context;

use super::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap, IntegerSet};

/// Whether an expression is printed as the operand of a tightly binding
/// operator (and so needs parentheses when it is itself an operation).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

enum Piece {
    Expr(AffineExpr, Binding),
    Text(&'static str),
    Int(i64),
}

/// A piece of an expression's text, as [`visit_expr_text`] produces it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExprText<'s> {
    /// Operators, parentheses and constants.
    Text(&'s str),
    /// The dimension identifier `dN`.
    Dim(u32),
    /// The symbol identifier `sN`.
    Symbol(u32),
}

/// Produces the text of `expr` piece by piece, leaving the spelling of
/// identifiers to `emit` (operations print SSA values in their place).
pub fn visit_expr_text(ctx: &Context, expr: AffineExpr, emit: &mut dyn FnMut(ExprText<'_>)) {
    let mut work = vec![Piece::Expr(expr, Binding::Weak)];
    let mut number = String::new();
    while let Some(piece) = work.pop() {
        match piece {
            Piece::Text(s) => emit(ExprText::Text(s)),
            Piece::Int(v) => {
                number.clear();
                let _ = write!(number, "{v}");
                emit(ExprText::Text(&number));
            }
            Piece::Expr(e, binding) => match *e.kind(ctx) {
                AffineExprKind::Dim(p) => emit(ExprText::Dim(p)),
                AffineExprKind::Symbol(p) => emit(ExprText::Symbol(p)),
                AffineExprKind::Constant(v) => {
                    number.clear();
                    let _ = write!(number, "{v}");
                    emit(ExprText::Text(&number));
                }
                AffineExprKind::Binary(op, lhs, rhs) => {
                    let pieces = expand_binary(ctx, op, lhs, rhs, binding);
                    work.extend(pieces.into_iter().rev());
                }
            },
        }
    }
}

/// Appends the text of `expr` to `out`.
pub fn write_expr(ctx: &Context, out: &mut String, expr: AffineExpr) {
    visit_expr_text(ctx, expr, &mut |piece| match piece {
        ExprText::Text(s) => out.push_str(s),
        ExprText::Dim(p) => {
            let _ = write!(out, "d{p}");
        }
        ExprText::Symbol(p) => {
            let _ = write!(out, "s{p}");
        }
    });
}

/// The pieces printing `lhs op rhs`, in order.
fn expand_binary(
    ctx: &Context,
    op: AffineBinaryOp,
    lhs: AffineExpr,
    rhs: AffineExpr,
    binding: Binding,
) -> SmallVec<[Piece; 8]> {
    use Binding::{Strong, Weak};
    let mut pieces = SmallVec::new();
    let parenthesize = binding == Strong;
    if parenthesize {
        pieces.push(Piece::Text("("));
    }
    let rhs_const = rhs.constant_value(ctx);
    match op {
        AffineBinaryOp::Mul if rhs_const == Some(-1) => {
            pieces.push(Piece::Text("-"));
            pieces.push(Piece::Expr(lhs, Strong));
        }
        AffineBinaryOp::Add => {
            pieces.push(Piece::Expr(lhs, Weak));
            let negated_product = rhs
                .operands_of(ctx, AffineBinaryOp::Mul)
                .and_then(|(x, c)| c.constant_value(ctx).filter(|&c| c < 0).map(|c| (x, c)));
            match (negated_product, rhs_const) {
                (Some((x, -1)), _) => {
                    let is_sum = x.operands_of(ctx, AffineBinaryOp::Add).is_some();
                    pieces.push(Piece::Text(" - "));
                    pieces.push(Piece::Expr(x, if is_sum { Strong } else { Weak }));
                }
                (Some((x, c)), _) => {
                    pieces.push(Piece::Text(" - "));
                    pieces.push(Piece::Expr(x, Strong));
                    pieces.push(Piece::Text(" * "));
                    pieces.push(Piece::Int(c.wrapping_neg()));
                }
                (None, Some(c)) if c < 0 => {
                    pieces.push(Piece::Text(" - "));
                    pieces.push(Piece::Int(c.wrapping_neg()));
                }
                _ => {
                    pieces.push(Piece::Text(" + "));
                    pieces.push(Piece::Expr(rhs, Weak));
                }
            }
        }
        _ => {
            pieces.push(Piece::Expr(lhs, Strong));
            pieces.push(Piece::Text(match op {
                AffineBinaryOp::Mul => " * ",
                AffineBinaryOp::FloorDiv => " floordiv ",
                AffineBinaryOp::CeilDiv => " ceildiv ",
                _ => " mod ",
            }));
            pieces.push(Piece::Expr(rhs, Strong));
        }
    }
    if parenthesize {
        pieces.push(Piece::Text(")"));
    }
    pieces
}

/// The text of an expression.
pub fn expr_to_string(ctx: &Context, expr: AffineExpr) -> String {
    let mut out = String::new();
    write_expr(ctx, &mut out, expr);
    out
}

/// Appends `(d0, ..)[s0, ..]` (the symbol list only if there are symbols).
fn write_identifiers(out: &mut String, num_dims: u32, num_symbols: u32) {
    write_list(out, "(", ")", (0..num_dims).map(|i| format!("d{i}")));
    if num_symbols > 0 {
        write_list(out, "[", "]", (0..num_symbols).map(|i| format!("s{i}")));
    }
}

fn write_list(out: &mut String, open: &str, close: &str, items: impl Iterator<Item = String>) {
    out.push_str(open);
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&item);
    }
    out.push_str(close);
}

/// The text of a map inside `affine_map<...>`: `(d0)[s0] -> (d0 + s0)`.
pub fn map_to_string(ctx: &Context, map: &AffineMap) -> String {
    let mut out = String::new();
    write_identifiers(&mut out, map.num_dims, map.num_symbols);
    out.push_str(" -> (");
    for (i, &e) in map.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_expr(ctx, &mut out, e);
    }
    out.push(')');
    out
}

/// The text of a set inside `affine_set<...>`: `(d0)[s0] : (d0 - s0 >= 0)`.
pub fn set_to_string(ctx: &Context, set: &IntegerSet) -> String {
    let mut out = String::new();
    write_identifiers(&mut out, set.num_dims, set.num_symbols);
    out.push_str(" : (");
    for (i, (e, is_eq)) in set.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_expr(ctx, &mut out, e);
        out.push_str(if is_eq { " == 0" } else { " >= 0" });
    }
    out.push(')');
    out
}
