//! `memref.reshape` to a ranked memref: the source's pointers, offset 0,
//! and from the innermost dimension outwards each size (a constant, or
//! loaded from the shape operand) with the row-major stride.

use strata_ir::memref_layout::strides_and_offset;
use strata_ir::types::DYNAMIC;
use strata_ir::{OpId, Type, TypeKind, Value};
use strata_rewrite::conversion::{
    ConversionRewriter, MaterializationKind, OpAdaptor, TypeConverter,
};

use super::descriptor::{Descriptor, pointers};
use super::{B, Lowering, binary, element, element_ptr, index_const, index_type, ranked};
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
