//! The base buffer, offset, sizes and strides of a `memref.subview`,
//! `memref.expand_shape` or `memref.collapse_shape` in terms of an
//! `extract_strided_metadata` of its source (upstream's
//! `resolveSubviewStridedMetadata` and `resolveReshapeStridedMetadata`).

use strata_dialect_memref::dropped_dims;
use strata_dialect_utils::mixed::{MixedValue, mixed_values};
use strata_dialect_utils::reassociation::reassociation_of;
use strata_ir::affine::AffineExpr;
use strata_ir::memref_layout::strides_and_offset;
use strata_ir::types::DYNAMIC;
use strata_ir::{Context, OpId, Type, TypeKind, Value};
use strata_ods::accessors::dense_i64_values;
use strata_ods::operand_group;
use strata_rewrite::Rewriter;

use super::fold::{Ofr, composed_folded_apply};
use super::ops::extract_strided_metadata;

/// A memref's metadata: base buffer, offset, sizes, strides.
pub(super) struct Metadata {
    /// The rank-0 base buffer.
    pub base: Value,
    /// The offset in elements.
    pub offset: Ofr,
    /// The sizes.
    pub sizes: Vec<Ofr>,
    /// The strides.
    pub strides: Vec<Ofr>,
}

fn shape_of(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ty.kind(ctx) {
        TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

fn ofr(m: MixedValue) -> Ofr {
    match m {
        MixedValue::Static(c) => Ofr::Const(c),
        MixedValue::Dynamic(v) => Ofr::Val(v),
    }
}

/// The mixed list `name` (`offsets`, `sizes` or `strides`) of `op`.
pub(super) fn mixed(rw: &Rewriter<'_>, op: OpId, name: &str) -> Option<Vec<Ofr>> {
    let ctx = rw.ctx;
    let body = rw.body();
    let statics = dense_i64_values(ctx, body.attr(ctx, op, &format!("static_{name}"))?)?;
    let dynamics = operand_group(ctx, body, op, name);
    if statics.iter().filter(|s| **s == DYNAMIC).count() != dynamics.len() {
        return None;
    }
    Some(
        mixed_values(&statics, &dynamics)
            .into_iter()
            .map(ofr)
            .collect(),
    )
}

fn sym(ctx: &Context, i: usize) -> AffineExpr {
    AffineExpr::symbol(ctx, i as u32)
}

/// The metadata of `subview`: each stride is the source stride times the
/// subview's, the offset the source offset plus each subview offset times
/// the source stride, the sizes the subview's (dropped dimensions left out).
pub(super) fn subview(rw: &mut Rewriter<'_>, op: OpId) -> Option<Metadata> {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let source = body.operand(op, 0);
    let src_ty = body.value_type(source);
    let rank = shape_of(ctx, src_ty)?.len();
    let (src_strides, src_offset) = strides_and_offset(ctx, src_ty)?;
    let dropped = dropped_dims(ctx, body, op)?;
    let (offsets, sizes, sub_strides) = (
        mixed(rw, op, "offsets")?,
        mixed(rw, op, "sizes")?,
        mixed(rw, op, "strides")?,
    );
    if offsets.len() != rank || sizes.len() != rank || sub_strides.len() != rank {
        return None;
    }
    let esm = extract_strided_metadata(rw, source, loc)?;
    let res = |i: usize| rw.body().result(esm, i);
    let base = res(0);
    let mut values = vec![Ofr::static_or(src_offset, res(1))];
    let mut expr = sym(ctx, 0);
    let mut strides = Vec::with_capacity(rank);
    for i in 0..rank {
        let orig = Ofr::static_or(src_strides[i], rw.body().result(esm, 2 + rank + i));
        let product = AffineExpr::mul(ctx, sym(ctx, 0), sym(ctx, 1));
        strides.push(composed_folded_apply(
            rw,
            loc,
            product,
            &[sub_strides[i], orig],
        ));
        let term = AffineExpr::mul(ctx, sym(ctx, 1 + 2 * i), sym(ctx, 2 + 2 * i));
        expr = AffineExpr::add(ctx, expr, term);
        values.push(offsets[i]);
        values.push(orig);
    }
    let offset = composed_folded_apply(rw, loc, expr, &values);
    let keep = |i: &usize| !dropped.contains(i);
    Some(Metadata {
        base,
        offset,
        sizes: (0..rank).filter(keep).map(|i| sizes[i]).collect(),
        strides: (0..rank).filter(keep).map(|i| strides[i]).collect(),
    })
}

/// The reshape being resolved: its source and result shapes, the source
/// strides, the groups, and the values read from the source's metadata.
struct Reshape<'a> {
    src_shape: &'a [i64],
    dst_shape: &'a [i64],
    src_strides: &'a [i64],
    dst_strides: &'a [i64],
    group: &'a [usize],
    id: usize,
    sizes: &'a [Value],
    strides: &'a [Value],
}

/// The sizes of the expanded dimensions of one group: the static ones of
/// the result, the dynamic one the source size divided by their product.
fn expanded_sizes(
    rw: &mut Rewriter<'_>,
    r: &Reshape<'_>,
    loc: strata_ir::Location,
) -> Option<Vec<Ofr>> {
    let ctx = rw.ctx;
    let mut out = Vec::with_capacity(r.group.len());
    let mut product: i64 = 1;
    let mut dynamic = None;
    for (i, &d) in r.group.iter().enumerate() {
        let size = *r.dst_shape.get(d)?;
        if size == DYNAMIC {
            dynamic = Some(i);
            out.push(Ofr::Const(0));
        } else {
            product = product.checked_mul(size)?;
            out.push(Ofr::Const(size));
        }
    }
    if let Some(i) = dynamic {
        let e = AffineExpr::floor_div(ctx, sym(ctx, 0), AffineExpr::constant(ctx, product));
        out[i] = composed_folded_apply(rw, loc, e, &[Ofr::Val(*r.sizes.get(r.id)?)]);
    }
    Some(out)
}

/// The strides of the expanded dimensions of one group: the source stride
/// times the product of the sizes inside it (through the dynamic size,
/// computed from the source size, for the dimensions before it).
fn expanded_strides(
    rw: &mut Rewriter<'_>,
    r: &Reshape<'_>,
    loc: strata_ir::Location,
) -> Option<Vec<Ofr>> {
    let ctx = rw.ctx;
    let n = r.group.len();
    let mut base = vec![0i64; n];
    let mut current: i64 = 1;
    let mut dynamic = None;
    for i in (0..n).rev() {
        base[i] = current;
        let size = *r.dst_shape.get(r.group[i])?;
        if size == DYNAMIC {
            dynamic = Some(i);
            continue;
        }
        current = current.checked_mul(size)?;
    }
    let src_stride = *r.src_strides.get(r.id)?;
    let orig = Ofr::static_or(src_stride, *r.strides.get(r.id)?);
    let mut out = Vec::with_capacity(n);
    let mut done = 0;
    if let Some(d) = dynamic {
        let size = Ofr::Val(*r.sizes.get(r.id)?);
        for &b in &base[..d] {
            let scaled = AffineExpr::mul(ctx, sym(ctx, 0), AffineExpr::constant(ctx, b));
            let divided = AffineExpr::floor_div(ctx, scaled, AffineExpr::constant(ctx, current));
            let e = AffineExpr::mul(ctx, divided, sym(ctx, 1));
            out.push(composed_folded_apply(rw, loc, e, &[size, orig]));
        }
        done = d;
    }
    for &b in &base[done..] {
        let e = AffineExpr::mul(ctx, sym(ctx, 0), AffineExpr::constant(ctx, b));
        out.push(composed_folded_apply(rw, loc, e, &[orig]));
    }
    Some(out)
}

/// The size of a collapsed group: static from the result, else the
/// product of the source sizes.
fn collapsed_size(
    rw: &mut Rewriter<'_>,
    r: &Reshape<'_>,
    loc: strata_ir::Location,
) -> Option<Vec<Ofr>> {
    let ctx = rw.ctx;
    let size = *r.dst_shape.get(r.id)?;
    if size != DYNAMIC {
        return Some(vec![Ofr::Const(size)]);
    }
    let mut e = AffineExpr::constant(ctx, 1);
    let mut inputs = Vec::with_capacity(r.group.len());
    for (i, &d) in r.group.iter().enumerate() {
        e = AffineExpr::mul(ctx, e, sym(ctx, i));
        inputs.push(Ofr::static_or(*r.src_shape.get(d)?, *r.sizes.get(d)?));
    }
    Some(vec![composed_folded_apply(rw, loc, e, &inputs)])
}

/// The stride of a collapsed group: that of its innermost source dimension
/// of size other than 1 (for all-ones groups, the result type's stride or
/// any dynamic source stride).
fn collapsed_stride(r: &Reshape<'_>) -> Option<Vec<Ofr>> {
    let mut last = None;
    for &d in r.group {
        if *r.src_shape.get(d)? == 1 {
            continue;
        }
        last = Some(Ofr::static_or(*r.src_strides.get(d)?, *r.strides.get(d)?));
    }
    if let Some(s) = last {
        return Some(vec![s]);
    }
    let stride = *r.dst_strides.get(r.id)?;
    if stride != DYNAMIC {
        return Some(vec![Ofr::Const(stride)]);
    }
    r.group
        .iter()
        .find(|&&d| r.src_strides.get(d) == Some(&DYNAMIC))
        .and_then(|&d| r.strides.get(d))
        .map(|v| vec![Ofr::Val(*v)])
}

/// The metadata of a `memref.expand_shape` or `memref.collapse_shape`:
/// the source's base and offset, and per group the reshaped sizes and
/// strides.
pub(super) fn reshape(rw: &mut Rewriter<'_>, op: OpId, expand: bool) -> Option<Metadata> {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let source = body.operand(op, 0);
    let src_ty = body.value_type(source);
    let dst_ty = body.value_type(body.result(op, 0));
    let (src_shape, dst_shape) = (shape_of(ctx, src_ty)?, shape_of(ctx, dst_ty)?);
    let (src_strides, offset) = strides_and_offset(ctx, src_ty)?;
    let (dst_strides, _) = strides_and_offset(ctx, dst_ty)?;
    let groups = reassociation_of(ctx, body.attr(ctx, op, "reassociation")?)?;
    let esm = extract_strided_metadata(rw, source, loc)?;
    let results: Vec<Value> = rw.body().results(esm).collect();
    let base = results[0];
    let offset = Ofr::static_or(offset, results[1]);
    if src_shape.is_empty() {
        let ones = vec![Ofr::Const(1); dst_shape.len()];
        return Some(Metadata {
            base,
            offset,
            sizes: ones.clone(),
            strides: ones,
        });
    }
    let rank = src_shape.len();
    let (sizes, strides) = results[2..].split_at(rank);
    let mut out_sizes = Vec::with_capacity(dst_shape.len());
    let mut out_strides = Vec::with_capacity(dst_shape.len());
    for (id, group) in groups.iter().enumerate() {
        let group: Vec<usize> = group.iter().map(|&d| d as usize).collect();
        let r = Reshape {
            src_shape: &src_shape,
            dst_shape: &dst_shape,
            src_strides: &src_strides,
            dst_strides: &dst_strides,
            group: &group,
            id,
            sizes,
            strides,
        };
        let (s, t) = if expand {
            let s = expanded_sizes(rw, &r, loc)?;
            (s, expanded_strides(rw, &r, loc)?)
        } else {
            let s = collapsed_size(rw, &r, loc)?;
            (s, collapsed_stride(&r)?)
        };
        out_sizes.extend(s);
        out_strides.extend(t);
    }
    if out_sizes.len() != dst_shape.len() {
        return None;
    }
    Some(Metadata {
        base,
        offset,
        sizes: out_sizes,
        strides: out_strides,
    })
}
