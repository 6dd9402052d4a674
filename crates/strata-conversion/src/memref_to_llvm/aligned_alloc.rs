//! `memref.alloc` under `use-aligned-alloc`: the buffer comes from
//! `aligned_alloc(alignment, size)`, whose size must be a multiple of the
//! alignment; both descriptor pointers are the returned pointer.

use strata_dialect_llvm::types as lt;
use strata_ir::types::DYNAMIC;
use strata_ir::{Context, OpId, Type, TypeKind};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor, TypeConverter};

use super::{
    alloc_fn, binary, call, descriptor_sizes, element, has_identity_layout, index_const,
    make_descriptor, ranked,
};
use crate::llvm_common::{Builder, LowerOptions};

/// The smallest alignment `aligned_alloc` is given.
const MIN_ALIGNMENT: u64 = 16;

/// The allocation size in bytes of a memref element under the default
/// data layout (the store size rounded up to a power of two); `None` for
/// aggregates.
fn element_bytes(ctx: &Context, ty: Type) -> Option<u64> {
    let bits = |t: Type| -> Option<u64> {
        match t.kind(ctx) {
            TypeKind::Integer { width, .. } => Some(u64::from(*width)),
            // The data layout's `index` is 64 bits wide whatever the
            // lowered index width.
            TypeKind::Index => Some(64),
            TypeKind::Float(s) => Some(u64::from(s.bit_width())),
            _ if lt::ptr_address_space(ctx, t).is_some() => Some(64),
            _ => None,
        }
    };
    let total = match ty.kind(ctx) {
        TypeKind::Vector { shape, element, .. } => {
            shape.iter().try_fold(bits(*element)?, |acc, d| {
                acc.checked_mul(u64::try_from(*d).ok()?)
            })?
        }
        _ => bits(ty)?,
    };
    Some(total.div_ceil(8).next_power_of_two())
}

/// `memref.alloc` through `aligned_alloc`: the alignment is the op's, else
/// the element size rounded up to a power of two (at least 16); the size
/// is padded to a multiple of it unless the static part of the shape
/// already makes it one.
pub(super) fn lower_aligned_alloc(
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
    let given = body
        .attr(ctx, op, "alignment")
        .and_then(|a| a.int_value(ctx))
        .and_then(|v| u64::try_from(v.sext_value()).ok());
    let Some((shape, elem_src, space)) = ranked(ctx, ty) else {
        return false;
    };
    let (Some(desc_ty), Some(elem), Some(elem_bytes)) = (
        tc.convert_type(ctx, ty),
        element(ctx, ty, opts),
        element_bytes(ctx, elem_src),
    ) else {
        return false;
    };
    if !has_identity_layout(ctx, ty) {
        return false;
    }
    let alignment = given.unwrap_or_else(|| MIN_ALIGNMENT.max(elem_bytes.next_power_of_two()));
    let Ok(alignment_i64) = i64::try_from(alignment) else {
        return false;
    };
    let static_bytes = shape
        .iter()
        .filter(|d| **d != DYNAMIC)
        .try_fold(elem_bytes, |acc, d| {
            acc.checked_mul(u64::try_from(*d).ok()?)
        });
    let multiple = alignment != 0 && static_bytes.is_some_and(|s| s % alignment == 0);
    let dynamic = adaptor.flat().to_vec();
    let mut b = Builder::new(rw, loc);
    let Some((sizes, strides, size)) = descriptor_sizes(&mut b, &shape, elem, &dynamic, true, opts)
    else {
        return false;
    };
    let align = index_const(&mut b, alignment_i64, opts);
    let size = if multiple {
        size
    } else {
        let one = index_const(&mut b, 1, opts);
        let bump = binary(&mut b, "llvm.sub", align, one, 0);
        let bumped = binary(&mut b, "llvm.add", size, bump, 0);
        let rem = binary(&mut b, "llvm.urem", bumped, align, 0);
        binary(&mut b, "llvm.sub", bumped, rem, 0)
    };
    let c = call(
        &mut b,
        alloc_fn(opts),
        &[align, size],
        Some(lt::ptr(ctx, 0)),
    );
    let mut ptr = b.rw.body().result(c, 0);
    if space != 0 {
        ptr = b.value("llvm.addrspacecast", &[ptr], lt::ptr(ctx, space), &[]);
    }
    let d = make_descriptor(&mut b, desc_ty, ptr, ptr, &sizes, &strides, opts);
    rw.replace_op(op, &[d]);
    true
}
