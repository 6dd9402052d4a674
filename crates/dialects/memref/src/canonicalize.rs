//! Canonicalization patterns of the memref ops (upstream's
//! `SimplifyAllocConst`, `SimplifyDeadAlloc`, `AllocaScopeInliner`,
//! `FoldSelfCopy`, `FoldEmptyCopy`, `ViewOpShapeFolder`, the subview
//! constant-argument folder, and the constant offsets, sizes and strides
//! of `extract_strided_metadata`).

use smallvec::SmallVec;
use strata_dialect_utils::mixed::{
    MixedValue, decompose_mixed, fold_dynamic_index_list, mixed_values,
};
use strata_dialect_utils::offsets::verify_in_bounds_slice;
use strata_dialect_utils::reassociation::{Reassociation, reassociation_attr, reassociation_of};
use strata_ir::interfaces::{
    EffectKind, MemoryEffectOpInterface, MemoryEffects, Resource, populate_default_properties,
};
use strata_ir::memref_layout::strides_and_offset;
use strata_ir::types::DYNAMIC;
use strata_ir::{
    Attribute, Body, Context, Ident, NamedAttr, OpId, OpTraits, OperationName, OperationState,
    Type, Value,
};
use strata_ods::accessors::dense_i64_values;
use strata_ods::operand_group;
use strata_rewrite::matchers::constant_int;
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use crate::util::{ranked, result_type};
use crate::{
    AllocaOp, AllocaScopeOp, CastOp, CollapseShapeOp, CopyOp, DeallocOp, ExpandShapeOp, StoreOp,
    SubViewOp, ViewOp,
};

/// Creates an op with its default properties at the rewriter's insertion point.
fn create(rw: &mut Rewriter<'_>, mut state: OperationState) -> OpId {
    populate_default_properties(rw.ctx, &mut state);
    rw.create(state)
}

fn prop(ctx: &Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: Ident::new(ctx, name),
        value,
    }
}

/// Replaces `op` by `memref.cast` of `value` to `op`'s result type.
fn replace_with_cast(rw: &mut Rewriter<'_>, op: OpId, value: Value) {
    let ctx = rw.ctx;
    let ty = result_type(rw.body(), op, 0);
    let loc = rw.body().op_loc(op);
    let mut state = OperationState::new(OperationName::new(ctx, CastOp::NAME), loc);
    state.operands.push(value);
    state.result_types.push(ty);
    rw.replace_op_with_new(op, state);
}

/// A non-negative constant index held by `v`.
fn constant_size(rw: &mut Rewriter<'_>, v: Value) -> Option<i64> {
    let ctx = rw.ctx;
    constant_int(ctx, rw.body_mut_untracked(), v)
        .and_then(|c| c.to_i64())
        .filter(|c| *c >= 0)
}

/// Patterns of `memref.alloc` and `memref.alloca`.
pub(crate) fn alloc_patterns(_: &Context, set: &mut PatternSet) {
    for root in [crate::AllocOp::NAME, AllocaOp::NAME] {
        set.add(FnPattern::new(
            Some(root),
            "SimplifyAllocConst",
            simplify_alloc_const,
        ));
        set.add(FnPattern::new(
            Some(root),
            "SimplifyDeadAlloc",
            simplify_dead_alloc,
        ));
    }
}

fn simplify_alloc_const(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ty = result_type(rw.body(), op, 0);
    let Some((shape, element, layout, space)) = ranked(ctx, ty) else {
        return false;
    };
    let shape = shape.to_vec();
    let sizes = operand_group(ctx, rw.body(), op, "dynamicSizes");
    let symbols = operand_group(ctx, rw.body(), op, "symbolOperands");
    let constants: SmallVec<[Option<i64>; 4]> =
        sizes.iter().map(|v| constant_size(rw, *v)).collect();
    if constants.iter().all(Option::is_none) {
        return false;
    }
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept = SmallVec::<[Value; 4]>::new();
    let mut pos = 0;
    for &d in &shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        match (constants.get(pos).copied().flatten(), sizes.get(pos)) {
            (Some(c), _) => new_shape.push(c),
            (None, Some(v)) => {
                new_shape.push(DYNAMIC);
                kept.push(*v);
            }
            (None, None) => return false,
        }
        pos += 1;
    }
    let new_ty = Type::memref(ctx, &new_shape, element, layout, space);
    let body = rw.body();
    let loc = body.op_loc(op);
    let mut state = OperationState::new(body.op_name(op), loc);
    state.operands.extend(kept.iter().copied());
    state.operands.extend(symbols.iter().copied());
    state.result_types.push(new_ty);
    let mut props = vec![prop(
        ctx,
        "operandSegmentSizes",
        Attribute::dense_i32_array(ctx, &[kept.len() as i32, symbols.len() as i32]),
    )];
    if let Some(a) = body.attr(ctx, op, "alignment") {
        props.push(prop(ctx, "alignment", a));
    }
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    rw.set_insertion_point_before(op);
    let new = create(rw, state);
    let value = rw.body().result(new, 0);
    replace_with_cast(rw, op, value);
    true
}

fn simplify_dead_alloc(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let alloc = body.result(op, 0);
    let users: SmallVec<[OpId; 4]> = body.uses(alloc).map(|u| body.operand_owner(u)).collect();
    let removable = users.iter().all(|&u| {
        let name = body.op_name(u).as_str(ctx);
        if name == StoreOp::NAME {
            return body.operand(u, 0) != alloc;
        }
        name == DeallocOp::NAME
    });
    if !removable {
        return false;
    }
    let mut unique = users;
    unique.sort();
    unique.dedup();
    for u in unique {
        rw.erase_op(u);
    }
    rw.erase_op(op);
    true
}

/// Patterns of `memref.alloca_scope`.
pub(crate) fn alloca_scope_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(AllocaScopeOp::NAME),
        "AllocaScopeInliner",
        inline_alloca_scope,
    ));
}

/// True if `op` may allocate in the automatic allocation scope (ops that
/// do not describe their effects might).
fn may_allocate_automatically(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    if name.has_trait(ctx, OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    let Some(def) = name.def(ctx) else {
        return true;
    };
    if def.has(OpTraits::PURE) || def.has(OpTraits::NO_MEMORY_EFFECT) {
        return false;
    }
    let Some(iface) = def.interface::<dyn MemoryEffectOpInterface>() else {
        return true;
    };
    let mut effects = MemoryEffects::new();
    iface.effects(ctx, body, op, &mut effects);
    effects.iter().any(|e| {
        e.kind == EffectKind::Allocate
            && e.resource == Resource::AUTOMATIC_ALLOCATION_SCOPE
            && e.value.is_some_and(|v| body.results(op).any(|r| r == v))
    })
}

/// True if something nested in `op` may allocate in `op`'s scope.
fn has_potential_alloca(ctx: &Context, body: &Body, op: OpId) -> bool {
    let (inner, regions) = body.op_regions(op);
    regions.iter().any(|&r| {
        inner.region_blocks(r).any(|b| {
            inner.block_ops(b).any(|o| {
                may_allocate_automatically(ctx, inner, o)
                    || !inner
                        .op_name(o)
                        .has_trait(ctx, OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
                        && inner.isolated_body(o).is_none()
                        && has_potential_alloca(ctx, inner, o)
            })
        })
    })
}

/// True if `op` is the last op before its block's terminator, in a
/// single-block region.
fn last_non_terminator(body: &Body, op: OpId) -> bool {
    let Some(block) = body.op_block(op) else {
        return false;
    };
    let single = body
        .block_region(block)
        .is_some_and(|r| body.region_blocks(r).count() == 1);
    single && body.next_op(op).is_some() && body.next_op(op) == body.last_op(block)
}

fn parent_is_scope(ctx: &Context, body: &Body, op: OpId) -> bool {
    match body.parent_op(op) {
        Some(p) => body
            .op_name(p)
            .has_trait(ctx, OpTraits::AUTOMATIC_ALLOCATION_SCOPE),
        None => body
            .owner_name()
            .is_some_and(|n| n.has_trait(ctx, OpTraits::AUTOMATIC_ALLOCATION_SCOPE)),
    }
}

fn inline_alloca_scope(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if has_potential_alloca(ctx, body, op)
        && !(parent_is_scope(ctx, body, op) && last_non_terminator(body, op))
    {
        return false;
    }
    let Some(&region) = body.local_regions(op).first() else {
        return false;
    };
    let (Some(block), Some(parent)) = (body.entry_block(region), body.op_block(op)) else {
        return false;
    };
    let Some(term) = body.last_op(block) else {
        return false;
    };
    let results: SmallVec<[Value; 2]> = body.operands(term).collect();
    rw.erase_op(term);
    rw.inline_block(block, parent, Some(op), &[]);
    rw.replace_op(op, &results);
    true
}

/// Patterns of `memref.copy`.
pub(crate) fn copy_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(CopyOp::NAME),
        "FoldEmptyCopy",
        fold_empty_copy,
    ));
    set.add(FnPattern::new(
        Some(CopyOp::NAME),
        "FoldSelfCopy",
        fold_self_copy,
    ));
}

fn fold_self_copy(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let body = rw.body();
    if body.operand(op, 0) != body.operand(op, 1) {
        return false;
    }
    rw.erase_op(op);
    true
}

fn fold_empty_copy(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let empty = |v: Value| {
        body.value_type(v)
            .shape(ctx)
            .is_some_and(|s| s.contains(&0))
    };
    if !(empty(body.operand(op, 0)) || empty(body.operand(op, 1))) {
        return false;
    }
    rw.erase_op(op);
    true
}

/// The value of an `arith.constant` of index type defining `v`.
fn constant_index_op(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    let def = body.defining_op(v)?;
    if body.op_name(def).as_str(ctx) != "arith.constant" || !body.value_type(v).is_index(ctx) {
        return None;
    }
    body.attr(ctx, def, "value")?.int_value(ctx)?.to_i64()
}

/// Patterns of `memref.view`.
pub(crate) fn view_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(ViewOp::NAME),
        "ViewOpShapeFolder",
        fold_view_shape,
    ));
}

fn fold_view_shape(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if !body
        .operands(op)
        .any(|v| constant_index_op(ctx, body, v).is_some())
    {
        return false;
    }
    let ty = result_type(body, op, 0);
    let Some((shape, element, layout, space)) = ranked(ctx, ty) else {
        return false;
    };
    let sizes: SmallVec<[Value; 4]> = body.operands(op).skip(2).collect();
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut kept = SmallVec::<[Value; 4]>::new();
    let mut pos = 0;
    for &d in shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = sizes.get(pos) else {
            return false;
        };
        match constant_index_op(ctx, body, v) {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(DYNAMIC);
                kept.push(v);
            }
        }
        pos += 1;
    }
    let new_ty = Type::memref(ctx, &new_shape, element, layout, space);
    if new_ty == ty {
        return false;
    }
    let loc = body.op_loc(op);
    let mut state = OperationState::new(OperationName::new(ctx, ViewOp::NAME), loc);
    state.operands.push(body.operand(op, 0));
    state.operands.push(body.operand(op, 1));
    state.operands.extend(kept);
    state.result_types.push(new_ty);
    rw.set_insertion_point_before(op);
    let new = create(rw, state);
    let value = rw.body().result(new, 0);
    replace_with_cast(rw, op, value);
    true
}

/// Patterns of `memref.subview`.
pub(crate) fn subview_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(SubViewOp::NAME),
        "OpWithOffsetSizesAndStridesConstantArgumentFolder",
        fold_subview_constants,
    ));
    set.add(FnPattern::new(
        Some(SubViewOp::NAME),
        "SubViewOpMemRefCastFolder",
        fold_subview_of_cast,
    ));
    set.add(FnPattern::new(
        Some(SubViewOp::NAME),
        "TrivialSubViewOpFolder",
        fold_trivial_subview,
    ));
}

/// A subview of a `memref.cast` that only loses static information views
/// the cast's source instead (then casts to the old result type).
fn fold_subview_of_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    if body
        .operands(op)
        .any(|v| constant_index_op(ctx, body, v).is_some())
    {
        return false;
    }
    let src = body.operand(op, 0);
    let Some(cast) = body
        .defining_op(src)
        .filter(|d| body.op_name(*d).as_str(ctx) == CastOp::NAME)
    else {
        return false;
    };
    let original = body.operand(cast, 0);
    let original_ty = body.value_type(original);
    if !crate::fold::cast_folds_into_consumer(ctx, original_ty, body.value_type(src)) {
        return false;
    }
    let current_result = result_type(body, op, 0);
    let list = |n: &str| body.attr(ctx, op, n).and_then(|a| dense_i64_values(ctx, a));
    let (Some(offsets), Some(sizes), Some(strides)) = (
        list("static_offsets"),
        list("static_sizes"),
        list("static_strides"),
    ) else {
        return false;
    };
    let Some(full) = crate::views::subview_type(ctx, original_ty, &offsets, &sizes, &strides)
    else {
        return false;
    };
    // Upstream compares the strides of the current source (not of the
    // subview) with the result's to find the dropped dimensions.
    let (Some((src_strides, _)), Some((res_strides, _))) = (
        strides_and_offset(ctx, body.value_type(src)),
        strides_and_offset(ctx, current_result),
    ) else {
        return false;
    };
    let Some(dropped) = crate::views::rank_reduction_mask(&sizes, &src_strides, &res_strides)
    else {
        return false;
    };
    let (Some((fshape, element, _, space)), Some((fstrides, offset))) =
        (ranked(ctx, full), strides_and_offset(ctx, full))
    else {
        return false;
    };
    let keep = |i: &usize| !dropped.contains(i);
    let shape: Vec<i64> = (0..fshape.len()).filter(keep).map(|i| fshape[i]).collect();
    let kept: Vec<i64> = (0..fstrides.len())
        .filter(keep)
        .map(|i| fstrides[i])
        .collect();
    let new_ty = Type::memref(
        ctx,
        &shape,
        element,
        Some(Attribute::strided(ctx, offset, &kept)),
        space,
    );
    let loc = body.op_loc(op);
    let mut state = OperationState::new(body.op_name(op), loc);
    state.operands.push(original);
    state.operands.extend(body.operands(op).skip(1));
    state.result_types.push(new_ty);
    state.props = body.op_props(op);
    rw.set_insertion_point_before(op);
    let new = create(rw, state);
    let value = rw.body().result(new, 0);
    replace_with_cast(rw, op, value);
    true
}

/// The constant an offset, size or stride holds, static or produced by a
/// constant op.
fn constant_entry(rw: &mut Rewriter<'_>, m: MixedValue) -> Option<i64> {
    match m {
        MixedValue::Static(v) => Some(v),
        MixedValue::Dynamic(v) => {
            let ctx = rw.ctx;
            constant_int(ctx, rw.body_mut_untracked(), v).and_then(|c| c.to_i64())
        }
    }
}

/// A subview with zero offsets, unit strides and the whole static source
/// is its source (cast to the result type when the types differ).
fn fold_trivial_subview(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let src = body.operand(op, 0);
    let src_ty = body.value_type(src);
    let res_ty = result_type(body, op, 0);
    let (Some((shape, ..)), Some((rshape, ..))) = (ranked(ctx, src_ty), ranked(ctx, res_ty)) else {
        return false;
    };
    if shape.len() != rshape.len() {
        return false;
    }
    let shape = shape.to_vec();
    let offsets = mixed(ctx, body, op, "offsets", "static_offsets");
    let sizes = mixed(ctx, body, op, "sizes", "static_sizes");
    let strides = mixed(ctx, body, op, "strides", "static_strides");
    for o in offsets {
        if constant_entry(rw, o) != Some(0) {
            return false;
        }
    }
    for s in strides {
        if constant_entry(rw, s) != Some(1) {
            return false;
        }
    }
    for (i, s) in sizes.into_iter().enumerate() {
        if constant_entry(rw, s) != shape.get(i).copied() {
            return false;
        }
    }
    if src_ty == res_ty {
        rw.replace_op(op, &[src]);
    } else {
        replace_with_cast(rw, op, src);
    }
    true
}

fn mixed(ctx: &Context, body: &Body, op: OpId, group: &str, statics: &str) -> Vec<MixedValue> {
    let s = body
        .attr(ctx, op, statics)
        .and_then(|a| dense_i64_values(ctx, a))
        .unwrap_or_default();
    mixed_values(&s, &operand_group(ctx, body, op, group))
}

fn fold_subview_constants(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let mut offsets = mixed(ctx, body, op, "offsets", "static_offsets");
    let mut sizes = mixed(ctx, body, op, "sizes", "static_sizes");
    let mut strides = mixed(ctx, body, op, "strides", "static_strides");
    let source = body.operand(op, 0);
    let source_ty = body.value_type(source);
    let dropped = crate::fold::dropped_dims(ctx, body, op).unwrap_or_default();
    let b = rw.body_mut_untracked();
    let changed = fold_dynamic_index_list(ctx, b, &mut offsets, true, false)
        | fold_dynamic_index_list(ctx, b, &mut sizes, true, false)
        | fold_dynamic_index_list(ctx, b, &mut strides, false, false);
    if !changed {
        return false;
    }
    let (so, dyn_o) = decompose_mixed(&offsets);
    let (ss, dyn_s) = decompose_mixed(&sizes);
    let (st, dyn_st) = decompose_mixed(&strides);
    let Some((source_shape, ..)) = ranked(ctx, source_ty) else {
        return false;
    };
    if verify_in_bounds_slice(source_shape, &so, &ss, &st).is_err() {
        return false;
    }
    let Some(full) = crate::views::subview_type(ctx, source_ty, &so, &ss, &st) else {
        return false;
    };
    let new_ty = if dropped.is_empty() {
        full
    } else {
        let (Some((fshape, element, _, space)), Some((fstrides, offset))) =
            (ranked(ctx, full), strides_and_offset(ctx, full))
        else {
            return false;
        };
        let keep = |i: &usize| !dropped.contains(i);
        let shape: Vec<i64> = (0..fshape.len()).filter(keep).map(|i| fshape[i]).collect();
        let strides: Vec<i64> = (0..fstrides.len())
            .filter(keep)
            .map(|i| fstrides[i])
            .collect();
        Type::memref(
            ctx,
            &shape,
            element,
            Some(Attribute::strided(ctx, offset, &strides)),
            space,
        )
    };
    let loc = rw.body().op_loc(op);
    let mut state = OperationState::new(OperationName::new(ctx, SubViewOp::NAME), loc);
    state.operands.push(source);
    state.operands.extend(dyn_o.iter().copied());
    state.operands.extend(dyn_s.iter().copied());
    state.operands.extend(dyn_st.iter().copied());
    state.result_types.push(new_ty);
    let segments = [
        1,
        dyn_o.len() as i32,
        dyn_s.len() as i32,
        dyn_st.len() as i32,
    ];
    let mut props = vec![
        prop(
            ctx,
            "operandSegmentSizes",
            Attribute::dense_i32_array(ctx, &segments),
        ),
        prop(ctx, "static_offsets", Attribute::dense_i64_array(ctx, &so)),
        prop(ctx, "static_sizes", Attribute::dense_i64_array(ctx, &ss)),
        prop(ctx, "static_strides", Attribute::dense_i64_array(ctx, &st)),
    ];
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    rw.set_insertion_point_before(op);
    let new = create(rw, state);
    let value = rw.body().result(new, 0);
    replace_with_cast(rw, op, value);
    true
}

/// Patterns of `memref.collapse_shape` and `memref.expand_shape`.
pub(crate) fn reshape_patterns(_: &Context, set: &mut PatternSet) {
    for root in [CollapseShapeOp::NAME, ExpandShapeOp::NAME] {
        set.add(FnPattern::new(
            Some(root),
            "ComposeReassociativeReshapeOps",
            compose_reshapes,
        ));
    }
}

/// Upstream's `composeReassociationIndices`.
fn compose_groups(producer: &Reassociation, consumer: &Reassociation) -> Option<Reassociation> {
    let (producer, consumer) = match producer.len().cmp(&consumer.len()) {
        std::cmp::Ordering::Equal => return None,
        std::cmp::Ordering::Less => (consumer, producer),
        std::cmp::Ordering::Greater => (producer, consumer),
    };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let consumer_dims: usize = consumer.iter().map(Vec::len).sum();
    if producer.len() != consumer_dims {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// A reshape of a reshape of the same kind, all with identity layouts,
/// becomes one reshape of the original source.
fn compose_reshapes(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let name = body.op_name(op);
    let src = body.operand(op, 0);
    let Some(def) = body.defining_op(src).filter(|d| body.op_name(*d) == name) else {
        return false;
    };
    let original = body.operand(def, 0);
    let identity = |v: Value| {
        matches!(
            body.value_type(v).kind(ctx),
            strata_ir::TypeKind::MemRef { layout: None, .. }
        )
    };
    if !(identity(original) && identity(src) && identity(body.result(op, 0))) {
        return false;
    }
    let groups = |o: OpId| {
        body.attr(ctx, o, "reassociation")
            .and_then(|a| reassociation_of(ctx, a))
    };
    let (Some(inner), Some(outer)) = (groups(def), groups(op)) else {
        return false;
    };
    let Some(composed) = compose_groups(&inner, &outer) else {
        return false;
    };
    let loc = body.op_loc(op);
    let mut state = OperationState::new(name, loc);
    state.operands.push(original);
    state.operands.extend(body.operands(op).skip(1));
    state.result_types.push(result_type(body, op, 0));
    let mut props = vec![prop(
        ctx,
        "reassociation",
        reassociation_attr(ctx, &composed),
    )];
    if let Some(shape) = body.attr(ctx, op, "static_output_shape") {
        props.push(prop(ctx, "static_output_shape", shape));
    }
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    rw.replace_op_with_new(op, state);
    true
}
