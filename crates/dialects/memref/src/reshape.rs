//! `memref.collapse_shape` and `memref.expand_shape`, with the layouts of
//! their results (upstream's `computeCollapsedLayoutMap` /
//! `computeExpandedLayoutMap`).

use strata_dialect_utils::reassociation::{REASSOCIATION_ATTR, Reassociation, reassociation_of};
use strata_ir::memref_layout::{mul_static, strides_and_offset};
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, Body, Context, DiagResult, OpDef, OpId, OpTraits, Type};
use strata_ods::{OpSpec, constraints as c};

use crate::constraints::STRIDED_MEMREF;
use crate::util::{err, operand_type, ranked, result_type, ty_str};
use crate::views::layout_is_identity;
use crate::{CollapseShapeOp, ExpandShapeOp};

const PURE: OpTraits = OpTraits::PURE.union(OpTraits::NO_MEMORY_EFFECT);

/// `memref.collapse_shape`.
pub(crate) fn collapse_shape() -> OpSpec {
    OpSpec::new(CollapseShapeOp::NAME)
        .summary("operation to produce a memref with a smaller rank.")
        .operand("src", STRIDED_MEMREF)
        .attr("reassociation", REASSOCIATION_ATTR)
        .result("result", STRIDED_MEMREF)
        .traits(PURE)
        .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
        .verifier(verify_collapse)
        .result_names(|_, body, op, set| set(body.result(op, 0), "collapse_shape"))
        .folder(crate::fold::fold_collapse_shape)
        .canonicalizer(crate::canonicalize::reshape_patterns)
}

/// `memref.expand_shape`.
pub(crate) fn expand_shape() -> OpSpec {
    OpSpec::new(ExpandShapeOp::NAME)
        .interface::<dyn strata_ir::interfaces::RuntimeVerifiableOpInterface>(|| Box::new(crate::runtime_verif::ExpansionDivides))
        .summary("operation to produce a memref with a higher rank.")
        .operand("src", STRIDED_MEMREF)
        .variadic_operand("output_shape", c::INDEX)
        .attr("reassociation", REASSOCIATION_ATTR)
        .attr("static_output_shape", c::DENSE_I64_ARRAY_ATTR)
        .result("result", STRIDED_MEMREF)
        .traits(PURE)
        .format(
            "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
        )
        .verifier(verify_expand)
        .result_names(|_, body, op, set| set(body.result(op, 0), "expand_shape"))
        .folder(crate::fold::fold_expand_shape)
        .canonicalizer(crate::canonicalize::reshape_patterns)
}

fn groups_of(ctx: &Context, body: &Body, op: OpId) -> Reassociation {
    body.attr(ctx, op, "reassociation")
        .and_then(|a| reassociation_of(ctx, a))
        .unwrap_or_default()
}

/// Upstream's `verifyCollapsedShape` (multiple dynamic sizes per group allowed).
fn verify_collapsed_shape(
    ctx: &Context,
    body: &Body,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &Reassociation,
) -> DiagResult {
    if collapsed.len() != groups.len() {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "invalid number of reassociation groups: found {}, expected {}",
                groups.len(),
                collapsed.len()
            ),
        ));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &d in g {
            if d != next {
                return Err(err(
                    ctx,
                    body,
                    op,
                    "reassociation indices must be contiguous",
                ));
            }
            next += 1;
            let Some(&size) = usize::try_from(d).ok().and_then(|d| expanded.get(d)) else {
                return Err(err(
                    ctx,
                    body,
                    op,
                    format!("reassociation index {d} is out of bounds"),
                ));
            };
            dynamic |= size == DYNAMIC;
        }
        if (collapsed[i] == DYNAMIC) != dynamic {
            return Err(err(
                ctx,
                body,
                op,
                format!(
                    "collapsed dim ({i}) must be dynamic if and only if reassociation group is dynamic"
                ),
            ));
        }
        if !dynamic {
            let size = g
                .iter()
                .filter_map(|d| expanded.get(*d as usize))
                .fold(1i64, |a, b| a.wrapping_mul(*b));
            if size != collapsed[i] {
                return Err(err(
                    ctx,
                    body,
                    op,
                    format!(
                        "collapsed dim size ({}) must equal reassociation group size ({size})",
                        collapsed[i]
                    ),
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return Err(err(
                ctx,
                body,
                op,
                "rank 0 memrefs can only be extended/collapsed with/from ones",
            ));
        }
    } else if next != expanded.len() as i64 {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
                expanded.len()
            ),
        ));
    }
    Ok(())
}

/// The layout of collapsing `src` by `groups` (non-strict: dynamic strides
/// are accepted), or `None` if the collapsed dimensions are not contiguous.
pub fn collapsed_layout(ctx: &Context, src: Type, groups: &Reassociation) -> Option<Attribute> {
    let (shape, ..) = ranked(ctx, src)?;
    let (strides, offset) = strides_and_offset(ctx, src)?;
    let at = |v: &[i64], d: i64| usize::try_from(d).ok().and_then(|d| v.get(d).copied());
    let mut result = Vec::with_capacity(groups.len());
    for g in groups {
        let mut end = g.len();
        while end > 1 && at(shape, g[end - 1]) == Some(1) {
            end -= 1;
        }
        let last = *g.get(end.checked_sub(1)?)?;
        if at(shape, last)? != DYNAMIC || end == 1 {
            result.push(at(&strides, last)?);
        } else {
            result.push(DYNAMIC);
        }
    }
    for (g, &stride) in groups.iter().zip(&result) {
        let mut running = stride;
        for w in (1..g.len()).rev() {
            let idx = g[w];
            running = mul_static(running, at(shape, idx)?);
            let src_stride = at(&strides, idx - 1)?;
            if at(shape, idx - 1)? == 1 {
                continue;
            }
            if running != DYNAMIC && src_stride != DYNAMIC && running != src_stride {
                return None;
            }
        }
    }
    Some(Attribute::strided(ctx, offset, &result))
}

/// The result type of collapsing `src` to `shape` by `groups`.
pub fn collapsed_type(
    ctx: &Context,
    src: Type,
    shape: &[i64],
    groups: &Reassociation,
) -> Option<Type> {
    let (_, element, _, space) = ranked(ctx, src)?;
    if layout_is_identity(ctx, src) {
        return Some(Type::memref(ctx, shape, element, None, space));
    }
    let layout = collapsed_layout(ctx, src, groups)?;
    Some(Type::memref(ctx, shape, element, Some(layout), space))
}

/// The result type of expanding `src` to `shape` by `groups`.
pub fn expanded_type(
    ctx: &Context,
    src: Type,
    shape: &[i64],
    groups: &Reassociation,
) -> Option<Type> {
    let (_, element, _, space) = ranked(ctx, src)?;
    if layout_is_identity(ctx, src) {
        return Some(Type::memref(ctx, shape, element, None, space));
    }
    let (strides, offset) = strides_and_offset(ctx, src)?;
    let mut reversed = Vec::with_capacity(shape.len());
    let mut index = shape.len();
    for (g, &stride) in groups.iter().zip(&strides).rev() {
        let mut current = stride;
        for _ in 0..g.len() {
            reversed.push(current);
            index = index.checked_sub(1)?;
            current = mul_static(current, *shape.get(index)?);
        }
    }
    let mut result: Vec<i64> = reversed.into_iter().rev().collect();
    result.resize(shape.len(), 1);
    Some(Type::memref(
        ctx,
        shape,
        element,
        Some(Attribute::strided(ctx, offset, &result)),
        space,
    ))
}

fn verify_collapse(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let src = operand_type(body, op, 0);
    let res = result_type(body, op, 0);
    let (Some((sshape, ..)), Some((rshape, ..))) = (ranked(ctx, src), ranked(ctx, res)) else {
        return Ok(());
    };
    let (r0, r1) = (sshape.len(), rshape.len());
    if r0 < r1 {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
            ),
        ));
    }
    let groups = groups_of(ctx, body, op);
    verify_collapsed_shape(ctx, body, op, rshape, sshape, &groups)?;
    let Some(expected) = collapsed_type(ctx, src, rshape, &groups) else {
        return Err(err(
            ctx,
            body,
            op,
            "invalid source layout map or collapsing non-contiguous dims",
        ));
    };
    if expected != res {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "expected collapsed type to be '{}' but found '{}'",
                ty_str(ctx, expected),
                ty_str(ctx, res)
            ),
        ));
    }
    Ok(())
}

fn verify_expand(_: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let src = operand_type(body, op, 0);
    let res = result_type(body, op, 0);
    let (Some((sshape, ..)), Some((rshape, ..))) = (ranked(ctx, src), ranked(ctx, res)) else {
        return Ok(());
    };
    let (r0, r1) = (sshape.len(), rshape.len());
    if r0 > r1 {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
            ),
        ));
    }
    let groups = groups_of(ctx, body, op);
    verify_collapsed_shape(ctx, body, op, sshape, rshape, &groups)?;
    let Some(expected) = expanded_type(ctx, src, rshape, &groups) else {
        return Err(err(ctx, body, op, "invalid source layout map"));
    };
    if expected != res {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "expected expanded type to be '{}' but found '{}'",
                ty_str(ctx, expected),
                ty_str(ctx, res)
            ),
        ));
    }
    let statics = body
        .attr(ctx, op, "static_output_shape")
        .and_then(|a| strata_ods::accessors::dense_i64_values(ctx, a))
        .unwrap_or_default();
    if statics.len() != r1 {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
                statics.len()
            ),
        ));
    }
    let dynamic = statics.iter().filter(|s| **s == DYNAMIC).count();
    let values = body.num_operands(op) - 1;
    if values != dynamic {
        return Err(err(
            ctx,
            body,
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
            ),
        ));
    }
    for (pos, (r, s)) in rshape.iter().zip(&statics).enumerate() {
        if *r != DYNAMIC && r != s {
            return Err(err(
                ctx,
                body,
                op,
                format!("invalid output shape provided at pos {pos}"),
            ));
        }
    }
    Ok(())
}
