//! Folding and canonicalization of the `func` dialect: `func.constant`
//! folds to its symbol, and an indirect call of a known function becomes
//! a direct call.

use smallvec::SmallVec;
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::{
    AttrKind, Attribute, Body, Context, Ident, Location, NamedAttr, OpId, OperationName,
    OperationState, Type,
};
use strata_rewrite::matchers::constant_of;
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

/// `func.constant` folds to the symbol it names.
pub(crate) fn fold_constant(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    match body.attr(ctx, op, "value") {
        Some(symbol) => FoldOutcome::Results(SmallVec::from_elem(OpFoldResult::Attr(symbol), 1)),
        None => FoldOutcome::None,
    }
}

/// Creates a detached `func.constant` for a flat symbol reference of function type.
pub(crate) fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let flat = matches!(value.kind(ctx), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
    if !flat || ty.function_parts(ctx).is_none() {
        return None;
    }
    let state = strata_ir::interfaces::make_state(
        ctx,
        loc,
        "func.constant",
        &[],
        &[ty],
        &[("value", value)],
    );
    Some(body.create_op(ctx, state))
}

/// `func.call_indirect` of a constant function becomes `func.call` (the
/// argument and result attributes are not carried over, as upstream).
fn call_known_callee(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let callee = rw.body().operand(op, 0);
    let Some(symbol) = constant_of(ctx, rw.body_mut_untracked(), callee) else {
        return false;
    };
    if !matches!(symbol.kind(ctx), AttrKind::SymbolRef { .. }) {
        return false;
    }
    let body = rw.body();
    let mut state = OperationState::new(OperationName::new(ctx, "func.call"), body.op_loc(op));
    state.operands.extend(body.operands(op).skip(1));
    state
        .result_types
        .extend(body.results(op).map(|r| body.value_type(r)));
    let mut props = [NamedAttr {
        name: Ident::new(ctx, "callee"),
        value: symbol,
    }];
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    rw.replace_op_with_new(op, state);
    true
}

/// Patterns of `func.call_indirect`.
pub(crate) fn call_indirect_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some("func.call_indirect"),
        "SimplifyIndirectCallWithKnownCallee",
        call_known_callee,
    ));
}
