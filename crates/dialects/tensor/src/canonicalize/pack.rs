//! Patterns of pack/unpack (both spellings): cancellation of inverse
//! pairs and dropping a padding value that is never used.

use strata_ir::{Attribute, Context, OpId};
use strata_rewrite::{FnPattern, PatternSet, Rewriter};

use super::{result_ty, ty};
use crate::build::{create, result};
use crate::ops::pack::{Packing, requires_padding};
use crate::ops::{group, i64_list};
use crate::types::shape_of;

/// The pack/unpack producing operand 0 of `op`, if it is one of `names`.
fn producer(rw: &Rewriter<'_>, op: OpId, names: [&str; 2]) -> Option<OpId> {
    let ctx = rw.ctx;
    let d = rw.body().defining_op(rw.body().operand(op, 0))?;
    names
        .contains(&rw.body().op_name(d).as_str(ctx))
        .then_some(d)
}

/// Same permutations, static tiles and dynamic tile values.
fn same_packing(rw: &Rewriter<'_>, a: OpId, b: OpId) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    ["inner_dims_pos", "outer_dims_perm", "static_inner_tiles"]
        .iter()
        .all(|n| i64_list(ctx, body, a, n) == i64_list(ctx, body, b, n))
        && group(ctx, body, a, "inner_tiles") == group(ctx, body, b, "inner_tiles")
}

fn has_padding(rw: &Rewriter<'_>, op: OpId) -> bool {
    !group(rw.ctx, rw.body(), op, "padding_value").is_empty()
}

/// `unpack(pack(x))` back to `x`.
fn unpack_of_pack(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let Some(pack) = producer(rw, op, [crate::PackOp::NAME, crate::TensorPackOp::NAME]) else {
        return false;
    };
    let src = rw.body().operand(pack, 0);
    let dest = rw.body().operand(op, 1);
    if ty(rw, src) != ty(rw, dest) || has_padding(rw, pack) || !same_packing(rw, pack, op) {
        return false;
    }
    rw.replace_op(op, &[src]);
    true
}

/// `pack(unpack(x))` back to `x`, or a pack without its unneeded padding value.
fn pack_canonicalize(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if let Some(unpack) = producer(rw, op, [crate::UnpackOp::NAME, crate::TensorUnpackOp::NAME]) {
        let src = rw.body().operand(unpack, 0);
        if ty(rw, src) == result_ty(rw, op) && !has_padding(rw, op) && same_packing(rw, unpack, op)
        {
            rw.replace_op(op, &[src]);
            return true;
        }
    }
    if !has_padding(rw, op) {
        return false;
    }
    let p = Packing::of(ctx, rw.body(), op);
    let (src, dest) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
    let (Some(sshape), Some(dshape)) = (
        shape_of(ctx, ty(rw, src)).map(<[i64]>::to_vec),
        shape_of(ctx, ty(rw, dest)).map(<[i64]>::to_vec),
    ) else {
        return false;
    };
    let dynamic_pos = p.inner_dims_pos.iter().any(|pos| {
        usize::try_from(*pos)
            .ok()
            .and_then(|i| sshape.get(i))
            .is_none_or(|d| *d == strata_ir::types::DYNAMIC)
    });
    if dynamic_pos
        || p.tiles.contains(&strata_ir::types::DYNAMIC)
        || requires_padding(&sshape, &dshape, &p)
    {
        return false;
    }
    let name = rw.body().op_name(op).as_str(ctx);
    let name: &'static str = if name == crate::PackOp::NAME {
        crate::PackOp::NAME
    } else {
        crate::TensorPackOp::NAME
    };
    let tiles = group(ctx, rw.body(), op, "inner_tiles");
    let mut operands = vec![src, dest];
    operands.extend(tiles.iter().copied());
    let mut props: Vec<(&str, Attribute)> = Vec::new();
    for n in ["outer_dims_perm", "inner_dims_pos", "static_inner_tiles"] {
        if let Some(a) = rw.body().attr(ctx, op, n) {
            props.push((n, a));
        }
    }
    props.push((
        "operandSegmentSizes",
        Attribute::dense_i32_array(ctx, &[1, 1, 0, tiles.len() as i32]),
    ));
    let r = result_ty(rw, op);
    let new = create(rw, op, name, &operands, &[r], &props);
    let v = result(rw, new);
    rw.replace_op(op, &[v]);
    true
}

/// Patterns of pack and unpack.
pub(crate) fn patterns(_: &Context, set: &mut PatternSet) {
    for name in [crate::PackOp::NAME, crate::TensorPackOp::NAME] {
        set.add(FnPattern::new(
            Some(name),
            "PackOpCanonicalize",
            pack_canonicalize,
        ));
    }
    for name in [crate::UnpackOp::NAME, crate::TensorUnpackOp::NAME] {
        set.add(FnPattern::new(
            Some(name),
            "UnPackOpCanonicalize",
            unpack_of_pack,
        ));
    }
}
