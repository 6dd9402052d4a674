//! `memref.reshape` to a ranked memref: the source's pointers, offset 0,
//! and from the innermost dimension outwards each size (a constant, or
//! loaded from the shape operand) with the row-major stride. To an
//! unranked memref: a ranked descriptor on the stack, filled by a loop
//! over the shape from the innermost dimension outwards.

use strata_dialect_llvm::enums::ICMP_PREDICATE;
use strata_dialect_llvm::types as lt;
use strata_ir::memref_layout::strides_and_offset;
use strata_ir::types::DYNAMIC;
use strata_ir::{Attribute, OpId, Type, TypeKind, Value};
use strata_rewrite::conversion::{
    ConversionRewriter, MaterializationKind, OpAdaptor, TypeConverter,
};

use super::atomics::branch;
use super::descriptor::{Descriptor, pointers};
use super::views::{unranked_descriptor_size, unranked_space};
use super::{B, Gep, Lowering, binary, element, element_ptr, gep, index_const, index_type, ranked};
use crate::llvm_common::{Builder, LowerOptions};

/// The lowerings of this module, by op name.
pub(super) const LOWERINGS: &[(&str, Lowering)] = &[("memref.reshape", lower_reshape)];

/// Size `i` of the result, loaded from the shape memref as `memref.load`
/// lowers, then cast to the index type if it is not already.
fn load_size(
    b: &mut B<'_, '_>,
    shape_ty: Type,
    shape: Value,
    i: usize,
    opts: LowerOptions,
) -> Option<Value> {
    let ctx = b.ctx();
    let index = index_type(ctx, opts);
    let elem = element(ctx, shape_ty, opts)?;
    let position = index_const(b, i as i64, opts);
    let p = element_ptr(b, shape_ty, shape, &[position], opts)?;
    let loaded = b.value("llvm.load", &[p], elem, &[]);
    let is_index = matches!(ranked(ctx, shape_ty)?.1.kind(ctx), TypeKind::Index);
    let loc = b.loc;
    let v = if is_index {
        b.rw.materialize(
            &[loaded],
            &[Type::index(ctx)],
            loc,
            MaterializationKind::Source,
        )[0]
    } else {
        loaded
    };
    if b.rw.body().value_type(v) == index {
        return Some(v);
    }
    // Upstream converts with the type converter's target materialization,
    // an op of the pattern's own: it must be legal on the target (so the
    // lowering fails under `convert-to-llvm`) and stays apart from the
    // driver's casts (never folded with the source cast above).
    Some(b.cast(&[v], index))
}

fn lower_reshape(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let src_ty = body.value_type(body.operand(op, 0));
    let shape_ty = body.value_type(body.operand(op, 1));
    let ty = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    if let Some(space) = unranked_space(ctx, ty) {
        return lower_to_unranked(op, adaptor, rw, tc, space, opts);
    }
    let (Some((shape, _, _)), Some((strides, _)), Some(desc_ty), Some((_, _, src_space))) = (
        ranked(ctx, ty),
        strides_and_offset(ctx, ty),
        tc.convert_type(ctx, ty),
        ranked(ctx, src_ty),
    ) else {
        return false;
    };
    let (Some(src), Some(shape_desc)) = (adaptor.operand(0), adaptor.operand(1)) else {
        return false;
    };
    let mut b = Builder::new(rw, loc);
    let mut d = Descriptor::poison(&mut b, desc_ty);
    let (allocated, aligned) = pointers(&mut b, src, src_space);
    d.set_pointers(&mut b, allocated, aligned);
    let zero = index_const(&mut b, 0, opts);
    d.set_offset(&mut b, zero);
    let mut stride: Option<Value> = None;
    for i in (0..shape.len()).rev() {
        match strides.get(i) {
            Some(&s) if s != DYNAMIC => stride = Some(index_const(&mut b, s, opts)),
            Some(_) => {}
            None => return false,
        }
        let Some(running) = stride else {
            return false;
        };
        let size = if shape[i] == DYNAMIC {
            match load_size(&mut b, shape_ty, shape_desc, i, opts) {
                Some(v) => v,
                None => return false,
            }
        } else {
            index_const(&mut b, shape[i], opts)
        };
        d.set_size_and_stride(&mut b, i, size, running);
        stride = Some(binary(&mut b, "llvm.mul", running, size, 0));
    }
    rw.replace_op(op, &[d.value()]);
    true
}

/// `memref.reshape` to an unranked memref, as upstream: the rank is the
/// shape's size; a stack buffer holds the ranked descriptor (the source's
/// pointers and offset, read from its descriptor if it is unranked); a loop from the last dimension down to 0 copies
/// each size from the shape and writes the running row-major stride.
fn lower_to_unranked(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    tc: &TypeConverter,
    space: u32,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let src_ty = body.value_type(body.operand(op, 0));
    let shape_ty = body.value_type(body.operand(op, 1));
    let ty = body.value_type(body.result(op, 0));
    let loc = body.op_loc(op);
    let src_ranked = ranked(ctx, src_ty).is_some();
    let (Some(desc_ty), Some(shape_elem), Some(init_block), Some(next)) = (
        tc.convert_type(ctx, ty),
        element(ctx, shape_ty, opts),
        body.op_block(op),
        body.next_op(op),
    ) else {
        return false;
    };
    let (Some(src), Some(shape)) = (adaptor.operand(0), adaptor.operand(1)) else {
        return false;
    };
    let index = index_type(ctx, opts);
    let opaque = lt::ptr(ctx, 0);
    let elem_ptr = lt::ptr(ctx, space);
    let mut b = Builder::new(rw, loc);
    let rank = b.extract_value(shape, &[3, 0], index);
    let mut d = b.poison(desc_ty);
    d = b.insert_value(d, rank, &[0]);
    let size = unranked_descriptor_size(&mut b, d, opts);
    let i8 = Type::int(ctx, 8);
    let mem = b.value(
        "llvm.alloca",
        &[size],
        opaque,
        &[("elem_type", Attribute::type_attr(ctx, i8))],
    );
    d = b.insert_value(d, mem, &[1]);
    let (allocated, aligned, offset) = if src_ranked {
        let (allocated, aligned) = pointers(&mut b, src, space);
        let offset = b.extract_value(src, &[2], index);
        (allocated, aligned, offset)
    } else {
        // The source's fields, read from the descriptor it points to.
        let inner = b.extract_value(src, &[1], opaque);
        let allocated = b.value("llvm.load", &[inner], elem_ptr, &[]);
        let aligned_at = gep(&mut b, inner, elem_ptr, &[Gep::Const(1)], 0);
        let aligned = b.value("llvm.load", &[aligned_at], elem_ptr, &[]);
        let offset_at = gep(&mut b, inner, elem_ptr, &[Gep::Const(2)], 0);
        let offset = b.value("llvm.load", &[offset_at], index, &[]);
        (allocated, aligned, offset)
    };
    b.op("llvm.store", &[allocated, mem], &[], &[]);
    let aligned_at = gep(&mut b, mem, elem_ptr, &[Gep::Const(1)], 0);
    b.op("llvm.store", &[aligned, aligned_at], &[], &[]);
    let offset_at = gep(&mut b, mem, elem_ptr, &[Gep::Const(2)], 0);
    b.op("llvm.store", &[offset, offset_at], &[], &[]);
    let ranked_ty = lt::literal_struct(ctx, &[elem_ptr, elem_ptr, index, index], false);
    let sizes = gep(&mut b, mem, ranked_ty, &[Gep::Const(0), Gep::Const(3)], 0);
    let strides = gep(&mut b, sizes, index, &[Gep::Dyn(rank)], 0);
    let shape_ptr = b.extract_value(shape, &[1], opaque);
    let one = index_const(&mut b, 1, opts);
    let last = binary(&mut b, "llvm.sub", rank, one, 0);

    // As upstream, the loop's blocks go to the end of the region, the
    // operations after the reshape with them.
    let Some(region) = rw.body().block_region(init_block) else {
        return false;
    };
    let cond_block = rw.create_block(region, &[index, index], loc);
    let mut moved = Some(next);
    while let Some(o) = moved {
        moved = rw.body().next_op(o);
        rw.move_op_to_end(o, cond_block);
    }
    rw.set_insertion_point_to_end(init_block);
    let b = Builder::new(rw, loc);
    let br = branch(&b, None, &[(cond_block, &[last, one])]);
    rw.create(br);
    let args = rw.body().block_args(cond_block).to_vec();
    let (Some(&i), Some(&stride)) = (args.first(), args.get(1)) else {
        return false;
    };
    rw.set_insertion_point_to_start(cond_block);
    let mut b = Builder::new(rw, loc);
    let zero = index_const(&mut b, 0, opts);
    let more = b.value(
        "llvm.icmp",
        &[i, zero],
        Type::int(ctx, 1),
        &[("predicate", ICMP_PREDICATE.attr(ctx, 5))],
    );
    let body_block = rw.split_block(cond_block, next, &[], loc);
    rw.set_insertion_point_to_start(body_block);
    let mut b = Builder::new(rw, loc);
    let size_at = gep(&mut b, shape_ptr, shape_elem, &[Gep::Dyn(i)], 0);
    let size = b.value("llvm.load", &[size_at], index, &[]);
    let size_to = gep(&mut b, sizes, index, &[Gep::Dyn(i)], 0);
    b.op("llvm.store", &[size, size_to], &[], &[]);
    let stride_to = gep(&mut b, strides, index, &[Gep::Dyn(i)], 0);
    b.op("llvm.store", &[stride, stride_to], &[], &[]);
    let next_stride = binary(&mut b, "llvm.mul", stride, size, 0);
    let previous = binary(&mut b, "llvm.sub", i, one, 0);
    let br = branch(&b, None, &[(cond_block, &[previous, next_stride])]);
    rw.create(br);
    let rest = rw.split_block(body_block, next, &[], loc);
    rw.set_insertion_point_to_end(cond_block);
    let b = Builder::new(rw, loc);
    let br = branch(&b, Some(more), &[(body_block, &[]), (rest, &[])]);
    rw.create(br);
    rw.set_insertion_point_before(next);
    rw.replace_op(op, &[d]);
    true
}
