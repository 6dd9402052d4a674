//! Patterns that make shapes static or simpler: tensor.empty,
//! tensor.generate and tensor.pad with constant sizes, tensor.dim of
//! tensor.empty, tensor.concat result inference, reshape compositions.

use strata_dialect_utils::{
    MixedValue, compose_reassociations, reassociation_attr, reassociation_of,
};
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Context, OpId, StateRegions, Type, Value};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use super::{constant, result_ty, ty};
use crate::build::{cast, create, replace_with_cast, result};
use crate::fold::def_named;
use crate::ops::{group, i64_list};
use crate::types::{preserves_static_info, shape_of, with_shape};

/// The type with the dynamic sizes that are non-negative constants made
/// static, and the remaining dynamic size values (upstream's
/// `foldDynamicToStaticDimSizes`).
fn static_sizes(rw: &mut Rewriter<'_>, t: Type, sizes: &[Value]) -> Option<(Type, Vec<Value>)> {
    let ctx = rw.ctx;
    let mut shape = shape_of(ctx, t)?.to_vec();
    let mut rest = Vec::new();
    let mut next = sizes.iter();
    for d in shape.iter_mut().filter(|d| **d == DYNAMIC) {
        let v = *next.next()?;
        match constant(rw, v) {
            Some(c) if c >= 0 => *d = c,
            _ => rest.push(v),
        }
    }
    Some((with_shape(ctx, t, &shape)?, rest))
}

/// `tensor.empty` with constant dynamic sizes.
fn empty_static_dims(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let old = result_ty(rw, op);
    let sizes: Vec<Value> = rw.body().operands(op).collect();
    let Some((new_ty, rest)) = static_sizes(rw, old, &sizes) else {
        return false;
    };
    if new_ty == old {
        return false;
    }
    let new = create(rw, op, crate::EmptyOp::NAME, &rest, &[new_ty], &[]);
    let v = result(rw, new);
    replace_with_cast(rw, op, v);
    true
}

/// `tensor.dim` of a dynamic size of `tensor.empty`.
fn dim_of_empty(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(empty) = def_named(
        ctx,
        rw.body(),
        rw.body().operand(op, 0),
        crate::EmptyOp::NAME,
    ) else {
        return false;
    };
    let index_value = rw.body().operand(op, 1);
    let Some(i) = constant(rw, index_value).and_then(|i| usize::try_from(i).ok()) else {
        return false;
    };
    let shape = shape_of(ctx, result_ty(rw, empty))
        .unwrap_or_default()
        .to_vec();
    if shape.get(i) != Some(&DYNAMIC) {
        return false;
    }
    let k = shape[..i].iter().filter(|d| **d == DYNAMIC).count();
    let Some(v) = rw.body().operands(empty).nth(k) else {
        return false;
    };
    rw.replace_op(op, &[v]);
    true
}

/// `tensor.cast` of `tensor.empty` to a more static type: a new empty.
fn cast_of_empty(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(empty) = def_named(
        ctx,
        rw.body(),
        rw.body().operand(op, 0),
        crate::EmptyOp::NAME,
    ) else {
        return false;
    };
    let (from, to) = (result_ty(rw, empty), result_ty(rw, op));
    if !preserves_static_info(ctx, from, to) {
        return false;
    }
    let (Some(fshape), Some(tshape)) = (shape_of(ctx, from), shape_of(ctx, to)) else {
        return false;
    };
    let operands: Vec<Value> = rw.body().operands(empty).collect();
    let mut dynamic = operands.into_iter();
    let mut sizes = Vec::new();
    let mut shape = Vec::new();
    for (f, t) in fshape.iter().zip(tshape) {
        if *f != DYNAMIC {
            if f != t {
                return false;
            }
            shape.push(*f);
            continue;
        }
        let v = dynamic.next();
        if *t != DYNAMIC {
            shape.push(*t);
        } else if let Some(v) = v {
            shape.push(DYNAMIC);
            sizes.push(v);
        }
    }
    let Some(elem) = to.element_type(ctx) else {
        return false;
    };
    let new_ty = Type::ranked_tensor(ctx, &shape, elem, None);
    let new = create(rw, op, crate::EmptyOp::NAME, &sizes, &[new_ty], &[]);
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

/// Moves region 0 of `from` into the (empty) region 0 of `to`.
fn move_body(rw: &mut Rewriter<'_>, from: OpId, to: OpId) {
    let (Some(&src), Some(&dst)) = (
        rw.body().local_regions(from).first(),
        rw.body().local_regions(to).first(),
    ) else {
        return;
    };
    rw.inline_region_before(src, dst, None);
}

/// `tensor.generate` with constant extents.
fn generate_static(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let old = result_ty(rw, op);
    let sizes: Vec<Value> = rw.body().operands(op).collect();
    let Some((new_ty, rest)) = static_sizes(rw, old, &sizes) else {
        return false;
    };
    if new_ty == old {
        return false;
    }
    let ctx = rw.ctx;
    let mut state = strata_ir::OperationState::new(
        strata_ir::OperationName::new(ctx, crate::GenerateOp::NAME),
        rw.body().op_loc(op),
    );
    state.operands.extend(rest);
    state.result_types.push(new_ty);
    state.regions = StateRegions::Empty(1);
    rw.set_insertion_point_before(op);
    let new = rw.create(state);
    move_body(rw, op, new);
    let v = result(rw, new);
    replace_with_cast(rw, op, v);
    true
}

/// `tensor.extract` of a `tensor.generate` whose body only yields: the
/// yielded value (with block arguments replaced by the indices).
fn extract_of_generate(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(generate) = def_named(
        ctx,
        rw.body(),
        rw.body().operand(op, 0),
        crate::GenerateOp::NAME,
    ) else {
        return false;
    };
    let body = rw.body();
    let Some(block) = body
        .local_regions(generate)
        .first()
        .and_then(|r| body.entry_block(*r))
    else {
        return false;
    };
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let [term] = ops.as_slice() else {
        return false;
    };
    if body.num_operands(*term) != 1 {
        return false;
    }
    let yielded = body.operand(*term, 0);
    let args = body.block_args(block);
    let v = match args.iter().position(|a| *a == yielded) {
        Some(i) => body.operand(op, i + 1),
        None => yielded,
    };
    rw.replace_op(op, &[v]);
    true
}

/// Whether every entry of a mixed pad list is the constant 0.
fn all_zero(rw: &mut Rewriter<'_>, op: OpId, statics: &str, values: &str) -> bool {
    let list = super::mixed(rw, op, statics, values);
    list.into_iter().all(|m| match m {
        MixedValue::Static(v) => v == 0,
        MixedValue::Dynamic(v) => constant(rw, v) == Some(0),
    })
}

/// `tensor.pad` by zero everywhere (not `nofold`): a cast of the source.
fn pad_zero(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body().attr(ctx, op, "nofold").is_some()
        || !all_zero(rw, op, "static_low", "low")
        || !all_zero(rw, op, "static_high", "high")
    {
        return false;
    }
    let src = rw.body().operand(op, 0);
    let r = result_ty(rw, op);
    let v = cast(rw, op, src, r);
    rw.replace_op(op, &[v]);
    true
}

/// `tensor.pad` with constant low/high values that make the result type
/// more static.
fn pad_static(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.body().operand(op, 0);
    let old = result_ty(rw, op);
    let (Some(ishape), Some(oshape)) = (
        shape_of(ctx, ty(rw, src)).map(<[i64]>::to_vec),
        shape_of(ctx, old).map(<[i64]>::to_vec),
    ) else {
        return false;
    };
    let fold = |rw: &mut Rewriter<'_>, statics: &str, values: &str| {
        let mut list = i64_list(ctx, rw.body(), op, statics);
        let mut rest = Vec::new();
        let vals = group(ctx, rw.body(), op, values);
        let mut next = vals.into_iter();
        for s in list.iter_mut().filter(|s| **s == DYNAMIC) {
            let Some(v) = next.next() else { break };
            match constant(rw, v) {
                Some(c) => *s = c,
                None => rest.push(v),
            }
        }
        (list, rest)
    };
    let (low, low_rest) = fold(rw, "static_low", "low");
    let (high, high_rest) = fold(rw, "static_high", "high");
    if ishape.len() != oshape.len() || low.len() != ishape.len() || high.len() != ishape.len() {
        return false;
    }
    let new_shape: Vec<i64> = (0..ishape.len())
        .map(|i| {
            if oshape[i] != DYNAMIC {
                oshape[i]
            } else if low[i] == DYNAMIC || high[i] == DYNAMIC || ishape[i] == DYNAMIC {
                DYNAMIC
            } else {
                ishape[i].wrapping_add(low[i]).wrapping_add(high[i])
            }
        })
        .collect();
    if new_shape == oshape || new_shape.iter().all(|d| *d == DYNAMIC) {
        return false;
    }
    let Some(new_ty) = old
        .element_type(ctx)
        .map(|e| Type::ranked_tensor(ctx, &new_shape, e, None))
    else {
        return false;
    };
    let mut state = strata_ir::OperationState::new(
        strata_ir::OperationName::new(ctx, crate::PadOp::NAME),
        rw.body().op_loc(op),
    );
    state.operands.push(src);
    state.operands.extend(low_rest.iter().copied());
    state.operands.extend(high_rest.iter().copied());
    state.result_types.push(new_ty);
    let mut props = vec![
        strata_ir::NamedAttr {
            name: strata_ir::Ident::new(ctx, "static_low"),
            value: Attribute::dense_i64_array(ctx, &low),
        },
        strata_ir::NamedAttr {
            name: strata_ir::Ident::new(ctx, "static_high"),
            value: Attribute::dense_i64_array(ctx, &high),
        },
        strata_ir::NamedAttr {
            name: strata_ir::Ident::new(ctx, "operandSegmentSizes"),
            value: Attribute::dense_i32_array(
                ctx,
                &[1, low_rest.len() as i32, high_rest.len() as i32],
            ),
        },
    ];
    if let Some(n) = rw.body().attr(ctx, op, "nofold") {
        props.push(strata_ir::NamedAttr {
            name: strata_ir::Ident::new(ctx, "nofold"),
            value: n,
        });
    }
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    state.regions = StateRegions::Empty(1);
    rw.set_insertion_point_before(op);
    let new = rw.create(state);
    move_body(rw, op, new);
    let v = result(rw, new);
    replace_with_cast(rw, op, v);
    true
}

/// `tensor.concat` whose inputs imply a more static result.
fn concat_result_type(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let inputs: Vec<Value> = rw.body().operands(op).collect();
    let types: Vec<Type> = inputs.iter().map(|v| ty(rw, *v)).collect();
    let dim = rw
        .body()
        .attr(ctx, op, "dim")
        .and_then(|a| a.int_value(ctx).and_then(|v| v.to_i64()))
        .and_then(|d| usize::try_from(d).ok());
    let (Some(dim), Some(first)) = (dim, types.first()) else {
        return false;
    };
    let Ok(shape) = crate::ops::basic::concat_shape(ctx, &types, dim) else {
        return false;
    };
    let Some(inferred) = first
        .element_type(ctx)
        .map(|e| Type::ranked_tensor(ctx, &shape, e, None))
    else {
        return false;
    };
    let old = result_ty(rw, op);
    if preserves_static_info(ctx, inferred, old) {
        return false;
    }
    let dim_attr = rw
        .body()
        .attr(ctx, op, "dim")
        .unwrap_or_else(|| Attribute::unit(ctx));
    let new = create(
        rw,
        op,
        crate::ConcatOp::NAME,
        &inputs,
        &[inferred],
        &[("dim", dim_attr)],
    );
    let v = result(rw, new);
    replace_with_cast(rw, op, v);
    true
}

/// Casts `tensor.concat` inputs to the more static types the other
/// inputs imply.
fn concat_operand_types(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let inputs: Vec<Value> = rw.body().operands(op).collect();
    let types: Vec<Type> = inputs.iter().map(|v| ty(rw, *v)).collect();
    let dim = rw
        .body()
        .attr(ctx, op, "dim")
        .and_then(|a| a.int_value(ctx).and_then(|v| v.to_i64()))
        .and_then(|d| usize::try_from(d).ok());
    let (Some(dim), Some(elem)) = (dim, types.first().and_then(|t| t.element_type(ctx))) else {
        return false;
    };
    let Ok(mut shape) = crate::ops::basic::concat_shape(ctx, &types, dim) else {
        return false;
    };
    let mut changed = false;
    for (i, (v, t)) in inputs.iter().zip(&types).enumerate() {
        let Some(&d) = shape_of(ctx, *t).and_then(|s| s.get(dim)) else {
            continue;
        };
        if let Some(slot) = shape.get_mut(dim) {
            *slot = d;
        }
        let inferred = Type::ranked_tensor(ctx, &shape, elem, None);
        if !preserves_static_info(ctx, inferred, *t) {
            let c = cast(rw, op, *v, inferred);
            rw.modify_in_place(op, |b| b.set_operand(op, i, c));
            changed = true;
        }
    }
    changed
}

/// `tensor.dim` of a cast: of the cast's source.
fn dim_of_cast(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(c) = def_named(
        ctx,
        rw.body(),
        rw.body().operand(op, 0),
        crate::CastOp::NAME,
    ) else {
        return false;
    };
    let src = rw.body().operand(c, 0);
    let index = rw.body().operand(op, 1);
    let r = result_ty(rw, op);
    let new = create(rw, op, crate::DimOp::NAME, &[src, index], &[r], &[]);
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

/// `tensor.dim` of a destination-style op's result: of its destination.
fn dim_of_dest_style(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(d) = rw.body().defining_op(rw.body().operand(op, 0)) else {
        return false;
    };
    let name = rw.body().op_name(d).as_str(ctx);
    let dps = [
        crate::InsertOp::NAME,
        crate::InsertSliceOp::NAME,
        crate::PackOp::NAME,
        crate::UnpackOp::NAME,
        crate::TensorPackOp::NAME,
        crate::TensorUnpackOp::NAME,
    ];
    if !dps.contains(&name) {
        return false;
    }
    let dest = rw.body().operand(d, 1);
    rw.modify_in_place(op, |b| b.set_operand(op, 0, dest));
    true
}

/// `tensor.dim` of a `tensor.reshape`: an element of the shape operand.
fn dim_of_reshape(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(reshape) = def_named(
        ctx,
        rw.body(),
        rw.body().operand(op, 0),
        crate::ReshapeOp::NAME,
    ) else {
        return false;
    };
    let shape = rw.body().operand(reshape, 1);
    let index = rw.body().operand(op, 1);
    let Some(elem) = ty(rw, shape).element_type(ctx) else {
        return false;
    };
    let r = result_ty(rw, op);
    let next = rw.body().next_op(op);
    let extract = create(
        rw,
        op,
        crate::ExtractOp::NAME,
        &[shape, index],
        &[elem],
        &[],
    );
    if let Some(n) = next {
        rw.move_op_before(extract, n);
    }
    let mut v = result(rw, extract);
    if elem != r {
        let c = create(rw, op, "arith.index_cast", &[v], &[r], &[]);
        if let Some(n) = next {
            rw.move_op_before(c, n);
        }
        v = result(rw, c);
    }
    rw.replace_op(op, &[v]);
    true
}

/// Patterns of `tensor.dim`.
pub(crate) fn dim_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(crate::DimOp::NAME),
        "DimOfCastOp",
        dim_of_cast,
    ));
    set.add(FnPattern::new(
        Some(crate::DimOp::NAME),
        "DimOfDestStyleOp",
        dim_of_dest_style,
    ));
    set.add(FnPattern::new(
        Some(crate::DimOp::NAME),
        "DimOfReshapeOp",
        dim_of_reshape,
    ));
}

/// `tensor.concat` of one input: a cast.
fn concat_single(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    if rw.body().num_operands(op) != 1 {
        return false;
    }
    let v = rw.body().operand(op, 0);
    replace_with_cast(rw, op, v);
    true
}

/// `collapse_shape(collapse_shape(x))` and `expand_shape(expand_shape(x))`
/// to one reshape.
fn compose_reshapes(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let name = rw.body().op_name(op).as_str(ctx);
    let name: &'static str = if name == crate::CollapseShapeOp::NAME {
        crate::CollapseShapeOp::NAME
    } else {
        crate::ExpandShapeOp::NAME
    };
    let Some(prev) = def_named(ctx, rw.body(), rw.body().operand(op, 0), name) else {
        return false;
    };
    let groups = |o: OpId| {
        rw.body()
            .attr(ctx, o, "reassociation")
            .and_then(|a| reassociation_of(ctx, a))
    };
    let (Some(inner), Some(outer)) = (groups(prev), groups(op)) else {
        return false;
    };
    let composed = if name == crate::CollapseShapeOp::NAME {
        compose_reassociations(&inner, &outer)
    } else {
        compose_reassociations(&outer, &inner)
    };
    let Some(composed) = composed else {
        return false;
    };
    let src = rw.body().operand(prev, 0);
    let r = result_ty(rw, op);
    let mut props = vec![("reassociation", reassociation_attr(ctx, &composed))];
    let mut operands = vec![src];
    if name == crate::ExpandShapeOp::NAME {
        let statics = rw.body().attr(ctx, op, "static_output_shape");
        if let Some(s) = statics {
            props.push(("static_output_shape", s));
        }
        operands.extend(group(ctx, rw.body(), op, "output_shape"));
    }
    let new = create(rw, op, name, &operands, &[r], &props);
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

/// Patterns of `tensor.empty` (and of the ops it feeds).
pub(crate) fn empty_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(crate::EmptyOp::NAME),
        "ReplaceEmptyTensorStaticShapeDims",
        empty_static_dims,
    ));
    set.add(FnPattern::new(
        Some(crate::DimOp::NAME),
        "FoldEmptyTensorWithDimOp",
        dim_of_empty,
    ));
    set.add(FnPattern::new(
        Some(crate::CastOp::NAME),
        "FoldEmptyTensorWithCastOp",
        cast_of_empty,
    ));
}

/// Patterns of `tensor.generate`.
pub(crate) fn generate_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(crate::GenerateOp::NAME),
        "StaticTensorGenerate",
        generate_static,
    ));
    set.add(FnPattern::new(
        Some(crate::ExtractOp::NAME),
        "ExtractFromTensorGenerate",
        extract_of_generate,
    ));
}

/// Patterns of `tensor.pad`.
pub(crate) fn pad_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(crate::PadOp::NAME),
        "FoldStaticZeroPadding",
        pad_zero,
    ));
    set.add(FnPattern::new(
        Some(crate::PadOp::NAME),
        "FoldStaticPadding",
        pad_static,
    ));
}

/// Patterns of `tensor.concat`.
pub(crate) fn concat_patterns(_: &Context, set: &mut PatternSet) {
    set.add(FnPattern::new(
        Some(crate::ConcatOp::NAME),
        "SingleInputConcatOp",
        concat_single,
    ));
    set.add(FnPattern::new(
        Some(crate::ConcatOp::NAME),
        "InferConcatResultType",
        concat_result_type,
    ));
    set.add(FnPattern::new(
        Some(crate::ConcatOp::NAME),
        "InferConcatOperandTypes",
        concat_operand_types,
    ));
}

/// Patterns of `tensor.collapse_shape` and `tensor.expand_shape`.
pub(crate) fn reshape_patterns(_: &Context, set: &mut PatternSet) {
    for name in [crate::CollapseShapeOp::NAME, crate::ExpandShapeOp::NAME] {
        set.add(FnPattern::new(
            Some(name),
            "ComposeReassociativeReshapeOps",
            compose_reshapes,
        ));
    }
}
