//! Lowerings of the memref ops that only rebuild or read a descriptor
//! (`view`, `transpose`, `memory_space_cast`, `rank`,
//! `extract_aligned_pointer_as_index`) and of `prefetch`.

use strata_dialect_llvm::enums::i32_attr;
use strata_dialect_llvm::types as lt;
use strata_ir::affine::AffineExprKind;
use strata_ir::memref_layout::strides_and_offset;
use strata_ir::types::DYNAMIC;
use strata_ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, Value};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor, TypeConverter};

use super::descriptor::{Descriptor, pointers};
use super::{
    B, Gep, Lowering, binary, element_ptr_with, gep, index_const, index_type, ranked, space_of,
};
use crate::llvm_common::{Builder, LowerOptions};

/// The lowerings of this module, by op name.
pub(super) const LOWERINGS: &[(&str, Lowering)] = &[
    ("memref.view", lower_view),
    ("memref.transpose", lower_transpose),
    ("memref.memory_space_cast", lower_memory_space_cast),
    ("memref.rank", lower_rank),
    (
        "memref.extract_aligned_pointer_as_index",
        lower_aligned_pointer,
    ),
    ("memref.prefetch", lower_prefetch),
];

/// `memref.view`: the source's pointers, the aligned one advanced by the
/// byte shift, offset 0, and sizes and strides from the innermost
/// dimension outwards (a dynamic stride is the product of the running
/// stride and the next size).
fn lower_view(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    let (Some((shape, _, space)), Some(desc_ty), Some((strides, _))) = (
        ranked(ctx, ty),
        tc.convert_type(ctx, ty),
        strides_and_offset(ctx, ty),
    ) else {
        return false;
    };
    let values = adaptor.flat();
    let [src, shift, sizes @ ..] = values.as_slice() else {
        return false;
    };
    let ptr = lt::ptr(ctx, space);
    let mut b = Builder::new(rw, loc);
    let mut d = Descriptor::poison(&mut b, desc_ty);
    let allocated = b.extract_value(*src, &[0], ptr);
    d.set_field(&mut b, &[0], allocated);
    let aligned = b.extract_value(*src, &[1], ptr);
    let i8 = Type::int(ctx, 8);
    let shifted = gep(&mut b, aligned, i8, &[Gep::Dyn(*shift)], 0);
    d.set_field(&mut b, &[1], shifted);
    let zero = index_const(&mut b, 0, opts);
    d.set_offset(&mut b, zero);
    let mut stride: Option<Value> = None;
    let mut next_size: Option<Value> = None;
    for i in (0..shape.len()).rev() {
        let size = if shape[i] == DYNAMIC {
            let pos = shape[..i].iter().filter(|d| **d == DYNAMIC).count();
            match sizes.get(pos) {
                Some(v) => *v,
                None => return false,
            }
        } else {
            index_const(&mut b, shape[i], opts)
        };
        d.set_size(&mut b, i, size);
        let s = match (strides.get(i), stride, next_size) {
            (Some(&s), _, _) if s != DYNAMIC => index_const(&mut b, s, opts),
            (Some(_), Some(run), Some(next)) => binary(&mut b, "llvm.mul", run, next, 0),
            (Some(_), _, _) => index_const(&mut b, 1, opts),
            (None, ..) => return false,
        };
        d.set_stride(&mut b, i, s);
        stride = Some(s);
        next_size = Some(size);
    }
    rw.replace_op(op, &[d.value()]);
    true
}

/// `memref.transpose`: the source descriptor with sizes and strides
/// permuted (result dimension `i` takes the permutation's `i`-th input).
fn lower_transpose(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    let Some(AttrKind::AffineMap(map)) = body.attr(ctx, op, "permutation").map(|a| a.kind(ctx))
    else {
        return false;
    };
    let (Some(src), Some(desc_ty), Some((_, _, space))) = (
        adaptor.operand(0),
        tc.convert_type(ctx, ty),
        ranked(ctx, ty),
    ) else {
        return false;
    };
    if map.is_identity(ctx) {
        rw.replace_op(op, &[src]);
        return true;
    }
    let positions: Option<Vec<u32>> = map
        .results
        .iter()
        .map(|e| match *e.kind(ctx) {
            AffineExprKind::Dim(p) => Some(p),
            _ => None,
        })
        .collect();
    let Some(positions) = positions else {
        return false;
    };
    let index = index_type(ctx, opts);
    let ptr = lt::ptr(ctx, space);
    let mut b = Builder::new(rw, loc);
    let mut d = Descriptor::poison(&mut b, desc_ty);
    for (field, t) in [(0, ptr), (1, ptr), (2, index)] {
        let v = b.extract_value(src, &[field], t);
        d.set_field(&mut b, &[field], v);
    }
    for (target, source) in positions.into_iter().enumerate() {
        let size = b.extract_value(src, &[3, source as i64], index);
        d.set_size(&mut b, target, size);
        let stride = b.extract_value(src, &[4, source as i64], index);
        d.set_stride(&mut b, target, stride);
    }
    rw.replace_op(op, &[d.value()]);
    true
}

/// `memref.memory_space_cast` of a ranked memref: both pointers cast to
/// the new address space, the rest of the descriptor copied.
fn lower_memory_space_cast(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let src_ty = body.value_type(body.operand(op, 0));
    let ty = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    if let (Some(from), Some(to), Some(src)) = (
        unranked_space(ctx, src_ty),
        unranked_space(ctx, ty),
        adaptor.operand(0),
    ) {
        let mut b = Builder::new(rw, loc);
        let v = cast_unranked_space(&mut b, src, from, to, opts);
        rw.replace_op(op, &[v]);
        return true;
    }
    let (Some((shape, _, from)), Some((_, _, to)), Some(desc_ty), Some(src)) = (
        ranked(ctx, src_ty),
        ranked(ctx, ty),
        tc.convert_type(ctx, ty),
        adaptor.operand(0),
    ) else {
        return false;
    };
    let index = index_type(ctx, opts);
    let mut b = Builder::new(rw, loc);
    let (allocated, aligned) = pointers(&mut b, src, from);
    let offset = b.extract_value(src, &[2], index);
    let mut fields = Vec::with_capacity(2 * shape.len());
    for field in [3, 4] {
        for i in 0..shape.len() {
            fields.push(b.extract_value(src, &[field, i as i64], index));
        }
    }
    let to_ptr = lt::ptr(ctx, to);
    let allocated = b.value("llvm.addrspacecast", &[allocated], to_ptr, &[]);
    let aligned = b.value("llvm.addrspacecast", &[aligned], to_ptr, &[]);
    let mut d = Descriptor::poison(&mut b, desc_ty);
    d.set_pointers(&mut b, allocated, aligned);
    d.set_offset(&mut b, offset);
    let (sizes, strides) = fields.split_at(shape.len());
    for (i, (size, stride)) in sizes.iter().zip(strides).enumerate() {
        d.set_size_and_stride(&mut b, i, *size, *stride);
    }
    rw.replace_op(op, &[d.value()]);
    true
}

/// The address space of an unranked memref type.
pub(super) fn unranked_space(ctx: &Context, ty: Type) -> Option<u32> {
    match ty.kind(ctx) {
        TypeKind::UnrankedMemRef { memory_space, .. } => space_of(ctx, *memory_space),
        _ => None,
    }
}

/// The bytes of the ranked descriptor an unranked one `d` points to, as
/// upstream's `computeSizes`: two pointers, then `1 + 2 * rank` indices.
pub(super) fn unranked_descriptor_size(b: &mut B<'_, '_>, d: Value, opts: LowerOptions) -> Value {
    let index = index_type(b.ctx(), opts);
    let one = index_const(b, 1, opts);
    let two = index_const(b, 2, opts);
    let index_bytes = i64::from(opts.index_bitwidth.div_ceil(8));
    let index_size = index_const(b, index_bytes, opts);
    let pointer_size = index_const(b, 8, opts);
    let pointers = binary(b, "llvm.mul", two, pointer_size, 0);
    let rank = b.extract_value(d, &[0], index);
    let double_rank = binary(b, "llvm.mul", two, rank, 0);
    let fields = binary(b, "llvm.add", double_rank, one, 0);
    let field_bytes = binary(b, "llvm.mul", fields, index_size, 0);
    binary(b, "llvm.add", pointers, field_bytes, 0)
}

/// An unranked descriptor in address space `to` for `src` (in `from`): a
/// new stack copy of the ranked descriptor, sized as upstream's
/// `computeSizes` (two pointers, then `1 + 2 * rank` indices), with both
/// pointers cast and the rest copied with `memcpy`.
fn cast_unranked_space(
    b: &mut B<'_, '_>,
    src: Value,
    from: u32,
    to: u32,
    opts: LowerOptions,
) -> Value {
    let ctx = b.ctx();
    let index = index_type(ctx, opts);
    let (from_ptr, to_ptr, opaque) = (lt::ptr(ctx, from), lt::ptr(ctx, to), lt::ptr(ctx, 0));
    let rank = b.extract_value(src, &[0], index);
    let inner = b.extract_value(src, &[1], opaque);
    let desc_ty = b.rw.body().value_type(src);
    let mut d = b.poison(desc_ty);
    d = b.insert_value(d, rank, &[0]);
    let size = unranked_descriptor_size(b, d, opts);
    let i8 = Type::int(ctx, 8);
    let mem = b.value(
        "llvm.alloca",
        &[size],
        opaque,
        &[("elem_type", Attribute::type_attr(ctx, i8))],
    );
    d = b.insert_value(d, mem, &[1]);
    let allocated = b.value("llvm.load", &[inner], from_ptr, &[]);
    let aligned_at = gep(b, inner, from_ptr, &[Gep::Const(1)], 0);
    let aligned = b.value("llvm.load", &[aligned_at], from_ptr, &[]);
    let allocated = b.value("llvm.addrspacecast", &[allocated], to_ptr, &[]);
    let aligned = b.value("llvm.addrspacecast", &[aligned], to_ptr, &[]);
    b.op("llvm.store", &[allocated, mem], &[], &[]);
    let aligned_to = gep(b, mem, to_ptr, &[Gep::Const(1)], 0);
    b.op("llvm.store", &[aligned, aligned_to], &[], &[]);
    let rest_from = gep(b, inner, from_ptr, &[Gep::Const(2)], 0);
    let rest_to = gep(b, mem, to_ptr, &[Gep::Const(2)], 0);
    let skipped = index_const(b, 16, opts);
    let rest = binary(b, "llvm.sub", size, skipped, 0);
    b.op(
        "llvm.intr.memcpy",
        &[rest_to, rest_from, rest],
        &[],
        &[("isVolatile", Attribute::bool(ctx, false))],
    );
    d
}

/// `memref.rank`: the rank field of an unranked descriptor, or a constant.
fn lower_rank(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let loc = body.op_loc(op);
    let Some(src) = adaptor.operand(0) else {
        return false;
    };
    let mut b = Builder::new(rw, loc);
    let v = match ranked(ctx, ty) {
        Some((shape, ..)) => index_const(&mut b, shape.len() as i64, opts),
        None => b.extract_value(src, &[0], index_type(ctx, opts)),
    };
    rw.replace_op(op, &[v]);
    true
}

/// `memref.extract_aligned_pointer_as_index` of a ranked memref: the
/// aligned pointer as an integer.
fn lower_aligned_pointer(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let loc = body.op_loc(op);
    let (Some((_, _, space)), Some(src)) = (ranked(ctx, ty), adaptor.operand(0)) else {
        return false;
    };
    let mut b = Builder::new(rw, loc);
    let p = b.extract_value(src, &[1], lt::ptr(ctx, space));
    let v = b.value("llvm.ptrtoint", &[p], index_type(ctx, opts), &[]);
    rw.replace_op(op, &[v]);
    true
}

/// `memref.prefetch`: `llvm.intr.prefetch` of the element's address
/// (computed without wrap flags).
fn lower_prefetch(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let loc = body.op_loc(op);
    let flag = |name: &str| {
        body.attr(ctx, op, name)
            .is_some_and(|a| a == Attribute::bool(ctx, true))
    };
    let (write, data) = (flag("isWrite"), flag("isDataCache"));
    let Some(hint) = body
        .attr(ctx, op, "localityHint")
        .and_then(|a| a.int_value(ctx))
        .map(|v| v.sext_value())
    else {
        return false;
    };
    let values = adaptor.flat();
    let Some((&desc, indices)) = values.split_first() else {
        return false;
    };
    let mut b = Builder::new(rw, loc);
    let Some(p) = element_ptr_with(&mut b, ty, desc, indices, opts, false) else {
        return false;
    };
    let props = [
        ("cache", i32_attr(ctx, i64::from(data))),
        ("hint", i32_attr(ctx, hint)),
        ("rw", i32_attr(ctx, i64::from(write))),
    ];
    let state = b.state("llvm.intr.prefetch", &[p], &[], &props);
    rw.replace_op_with_new(op, state);
    true
}
