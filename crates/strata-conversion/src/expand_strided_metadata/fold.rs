//! Index values that are constants or SSA values (upstream's
//! `OpFoldResult`), and `affine.apply` built already composed and folded
//! (upstream's `makeComposedFoldedAffineApply`).

use strata_dialect_affine::{
    ApplyOp, canonicalize_map_and_operands, fully_compose_map_and_operands,
};
use strata_dialect_arith::build_constant;
use strata_ir::affine::{AffineExpr, AffineExprKind, AffineMap};
use strata_ir::interfaces::make_state;
use strata_ir::{Attribute, Location, Type, Value};
use strata_rewrite::Rewriter;

/// An index known at compile time or held by a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ofr {
    /// A constant.
    Const(i64),
    /// A value of type `index`.
    Val(Value),
}

impl Ofr {
    /// `Const(v)` unless `v` is the dynamic marker, else `dynamic`.
    pub(super) fn static_or(v: i64, dynamic: Value) -> Ofr {
        if v == strata_ir::types::DYNAMIC {
            Ofr::Val(dynamic)
        } else {
            Ofr::Const(v)
        }
    }
}

/// Creates an `arith.constant v : index` at the insertion point.
pub(super) fn index_constant(rw: &mut Rewriter<'_>, v: i64, loc: Location) -> Value {
    let ctx = rw.ctx;
    let index = Type::index(ctx);
    let c = build_constant(
        ctx,
        rw.body_mut_untracked(),
        Attribute::int(ctx, index, v),
        index,
        loc,
    );
    let c = rw.insert(c);
    rw.body().result(c, 0)
}

/// The value of `ofr`, creating an index constant for a constant (upstream's
/// `getValueOrCreateConstantIndexOp`).
pub(super) fn materialize(rw: &mut Rewriter<'_>, ofr: Ofr, loc: Location) -> Value {
    match ofr {
        Ofr::Val(v) => v,
        Ofr::Const(c) => index_constant(rw, c, loc),
    }
}

/// `expr` (over symbols only, one per entry of `operands`) applied to
/// `operands`: the constants are folded into the expression, the
/// `affine.apply` ops defining the values composed into it, and the result
/// is a constant or an existing value when the map reduces to one;
/// otherwise an `affine.apply` is created at the insertion point.
pub(super) fn composed_folded_apply(
    rw: &mut Rewriter<'_>,
    loc: Location,
    expr: AffineExpr,
    operands: &[Ofr],
) -> Ofr {
    let ctx = rw.ctx;
    let mut symbols = Vec::with_capacity(operands.len());
    let mut values = Vec::new();
    for o in operands {
        symbols.push(match *o {
            Ofr::Const(c) => AffineExpr::constant(ctx, c),
            Ofr::Val(v) => {
                values.push(v);
                AffineExpr::symbol(ctx, (values.len() - 1) as u32)
            }
        });
    }
    let num_symbols = operands.len() as u32;
    let map = AffineMap::new(0, num_symbols, vec![expr]);
    let mut map = map.replace_dims_and_symbols(ctx, &[], &symbols, 0, values.len() as u32);
    let body = rw.body();
    let composable = values.iter().any(|&v| {
        body.defining_op(v)
            .is_some_and(|d| body.isa::<ApplyOp>(ctx, d))
    });
    if composable {
        fully_compose_map_and_operands(ctx, body, &mut map, &mut values);
    } else {
        canonicalize_map_and_operands(ctx, body, &mut map, &mut values);
        map = strata_dialect_affine::simplify_map(ctx, &map);
    }
    if let Some(&result) = map.results.first() {
        match *result.kind(ctx) {
            AffineExprKind::Constant(c) => return Ofr::Const(c),
            AffineExprKind::Dim(p) => {
                if let Some(&v) = values.get(p as usize) {
                    return Ofr::Val(v);
                }
            }
            AffineExprKind::Symbol(p) => {
                if let Some(&v) = values.get((map.num_dims + p) as usize) {
                    return Ofr::Val(v);
                }
            }
            _ => {}
        }
    }
    let index = Type::index(ctx);
    let state = make_state(
        ctx,
        loc,
        ApplyOp::NAME,
        &values,
        &[index],
        &[("map", Attribute::affine_map(ctx, &map))],
    );
    let op = rw.create(state);
    Ofr::Val(rw.body().result(op, 0))
}
