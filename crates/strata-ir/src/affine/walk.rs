//! Post-order traversal of expression trees without recursion, so that
//! arbitrarily deep expressions (long sums parse as deep left spines) never
//! exhaust the stack.

use smallvec::SmallVec;

use crate::context::Context;

use super::{AffineBinaryOp, AffineExpr, AffineExprKind};

enum Step {
    Visit(AffineExpr),
    Combine(AffineExpr, AffineBinaryOp),
}

/// Computes a value bottom-up: `leaf` for identifiers and constants, `node`
/// for a binary expression given the values of its operands.
pub(crate) fn fold<T>(
    ctx: &Context,
    root: AffineExpr,
    mut leaf: impl FnMut(AffineExpr, &AffineExprKind) -> T,
    mut node: impl FnMut(AffineExpr, AffineBinaryOp, T, T) -> T,
) -> T {
    let mut steps: SmallVec<[Step; 16]> = SmallVec::new();
    let mut values: SmallVec<[T; 16]> = SmallVec::new();
    steps.push(Step::Visit(root));
    while let Some(step) = steps.pop() {
        match step {
            Step::Visit(e) => match *e.kind(ctx) {
                AffineExprKind::Binary(op, l, r) => {
                    steps.push(Step::Combine(e, op));
                    steps.push(Step::Visit(r));
                    steps.push(Step::Visit(l));
                }
                ref k => values.push(leaf(e, k)),
            },
            Step::Combine(e, op) => {
                let (Some(r), Some(l)) = (values.pop(), values.pop()) else {
                    unreachable!("affine fold: every operand pushes one value");
                };
                values.push(node(e, op, l, r));
            }
        }
    }
    match values.pop() {
        Some(v) => v,
        None => unreachable!("affine fold: the root pushes one value"),
    }
}
