//! Lowerings of `memref.atomic_rmw` (an `llvm.atomicrmw` where the kind
//! has an LLVM counterpart), `memref.generic_atomic_rmw` (a load, then a
//! `cmpxchg` loop around the body) and `memref.assume_alignment`
//! (`llvm.intr.assume` with an `"align"` operand bundle).

use std::sync::Arc;

use strata_dialect_llvm::enums::{
    ATOMIC_BIN_OP, ATOMIC_ORDERING, ORDERING_ACQ_REL, ORDERING_MONOTONIC,
};
use strata_dialect_llvm::ops::atomic::value_and_flag;
use strata_ir::{Attribute, BlockId, Context, OpId, OperationState, Type, Value};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor, TypeConverter};

use super::{B, element, element_ptr_with, index_const};
use crate::llvm_common::{Builder, LowerOptions};

/// The `llvm.atomicrmw` operation of each `memref.atomic_rmw` kind (the
/// `arith::AtomicRMWKind` value is the index); `mulf`/`muli` have none.
const BIN_OPS: [Option<&str>; 16] = [
    Some("fadd"),     // addf
    Some("add"),      // addi
    Some("_and"),     // andi
    Some("xchg"),     // assign
    Some("fmaximum"), // maximumf
    Some("fmax"),     // maxnumf
    Some("max"),      // maxs
    Some("umax"),     // maxu
    Some("fminimum"), // minimumf
    Some("fmin"),     // minnumf
    Some("min"),      // mins
    Some("umin"),     // minu
    None,             // mulf
    None,             // muli
    Some("_or"),      // ori
    Some("_xor"),     // xori
];

fn ordering_attr(ctx: &Context, v: i64) -> Attribute {
    ATOMIC_ORDERING.attr(ctx, v)
}

/// `memref.atomic_rmw`: `llvm.atomicrmw <op> %ptr, %value acq_rel` on the
/// element's address.
pub(super) fn lower_atomic_rmw(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 1));
    let loc = body.op_loc(op);
    let Some(kind) = body
        .attr(ctx, op, "kind")
        .and_then(|a| a.int_value(ctx))
        .and_then(|k| usize::try_from(k.sext_value()).ok())
        .and_then(|k| BIN_OPS.get(k).copied().flatten())
        .and_then(|k| ATOMIC_BIN_OP.symbolize(k))
    else {
        return false;
    };
    let values = adaptor.flat();
    let [value, desc, indices @ ..] = values.as_slice() else {
        return false;
    };
    let Some(elem) = element(ctx, ty, opts) else {
        return false;
    };
    let mut b = Builder::new(rw, loc);
    let Some(p) = element_ptr_with(&mut b, ty, *desc, indices, opts, false) else {
        return false;
    };
    let state = b.state(
        "llvm.atomicrmw",
        &[p, *value],
        &[elem],
        &[
            ("bin_op", ATOMIC_BIN_OP.attr(ctx, kind)),
            ("ordering", ordering_attr(ctx, ORDERING_ACQ_REL)),
        ],
    );
    rw.replace_op_with_new(op, state);
    true
}

/// A branch `name` to `dests` (with `groups` of operands each), as an op
/// state; `cond` is the condition of an `llvm.cond_br`.
pub(super) fn branch(
    b: &B<'_, '_>,
    cond: Option<Value>,
    dests: &[(BlockId, &[Value])],
) -> OperationState {
    let ctx = b.ctx();
    let mut operands: Vec<Value> = cond.into_iter().collect();
    let mut sizes = vec![i32::from(cond.is_some())];
    for (_, group) in dests {
        operands.extend_from_slice(group);
        sizes.push(i32::try_from(group.len()).unwrap_or(i32::MAX));
    }
    let mut state = match cond {
        Some(_) => b.state(
            "llvm.cond_br",
            &operands,
            &[],
            &[(
                "operandSegmentSizes",
                Attribute::dense_i32_array(ctx, &sizes),
            )],
        ),
        None => b.state("llvm.br", &operands, &[], &[]),
    };
    state.successors = dests.iter().map(|(d, _)| *d).collect();
    state
}

/// The ops of `memref.generic_atomic_rmw` bodies can be moved into the
/// loop when each is an LLVM op or one this conversion lowers (`lowered`).
fn body_is_convertible(
    ctx: &Context,
    rw: &ConversionRewriter<'_>,
    op: OpId,
    lowered: &[String],
) -> bool {
    let body = rw.body();
    let (rbody, regions) = body.op_regions(op);
    let Some(block) = regions.first().and_then(|r| rbody.entry_block(*r)) else {
        return false;
    };
    let ops: Vec<OpId> = rbody.block_ops(block).collect();
    let Some((_, nested)) = ops.split_last() else {
        return false;
    };
    nested.iter().all(|o| {
        let name = rbody.op_name(*o).as_str(ctx);
        name.starts_with("llvm.") || lowered.iter().any(|l| l == name)
    })
}

/// `memref.generic_atomic_rmw`: load the element, then loop: the body
/// computes the new value from the loop's block argument, `cmpxchg`
/// stores it if memory still holds the argument, else the loop repeats
/// with the value found; the result is the value `cmpxchg` read.
pub(super) fn lower_generic_atomic_rmw(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    opts: LowerOptions,
    lowered: &Arc<Vec<String>>,
) -> bool {
    let ctx = rw.ctx;
    if !body_is_convertible(ctx, rw, op, lowered) {
        return false;
    }
    let body = rw.body();
    let ty = body.value_type(body.operand(op, 0));
    let loc = body.op_loc(op);
    let (Some(elem), Some(init_block)) = (element(ctx, ty, opts), body.op_block(op)) else {
        return false;
    };
    let (rbody, regions) = body.op_regions(op);
    let Some(entry) = regions.first().and_then(|r| rbody.entry_block(*r)) else {
        return false;
    };
    let nested: Vec<OpId> = rbody.block_ops(entry).collect();
    let (Some((&yield_op, nested)), Some(&current)) =
        (nested.split_last(), rbody.block_args(entry).first())
    else {
        return false;
    };
    let Some(yielded) = rbody.operands(yield_op).next() else {
        return false;
    };
    let values = adaptor.flat();
    let Some((&desc, indices)) = values.split_first() else {
        return false;
    };
    let Some(next) = body.next_op(op) else {
        return false;
    };
    let loop_block = rw.split_block(init_block, op, &[elem], loc);
    let Some(&arg) = rw.body().block_args(loop_block).first() else {
        return false;
    };
    let end_block = rw.split_block(loop_block, next, &[], loc);
    rw.set_insertion_point_to_end(init_block);
    let mut b = Builder::new(rw, loc);
    let Some(p) = element_ptr_with(&mut b, ty, desc, indices, opts, false) else {
        return false;
    };
    let init = b.value("llvm.load", &[p], elem, &[]);
    let br = branch(&b, None, &[(loop_block, &[init])]);
    rw.create(br);
    // The body's ops move to the loop, reading the loop's argument.
    for o in nested {
        rw.move_op_before(*o, op);
    }
    rw.replace_all_uses_with(current, arg);
    let yielded = if yielded == current { arg } else { yielded };
    rw.set_insertion_point_before(op);
    let mut b = Builder::new(rw, loc);
    let pair = b.value(
        "llvm.cmpxchg",
        &[p, arg, yielded],
        value_and_flag(ctx, elem),
        &[
            ("success_ordering", ordering_attr(ctx, ORDERING_ACQ_REL)),
            ("failure_ordering", ordering_attr(ctx, ORDERING_MONOTONIC)),
        ],
    );
    let loaded = b.extract_value(pair, &[0], elem);
    let ok = b.extract_value(pair, &[1], Type::int(ctx, 1));
    let br = branch(&b, Some(ok), &[(end_block, &[]), (loop_block, &[loaded])]);
    rw.create(br);
    rw.replace_op(op, &[loaded]);
    true
}

/// `memref.assume_alignment`: `llvm.intr.assume true ["align"(%aligned,
/// %alignment)]` on the aligned pointer; the result is the operand.
pub(super) fn lower_assume_alignment(
    op: OpId,
    adaptor: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    opts: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let Some(alignment) = body
        .attr(ctx, op, "alignment")
        .and_then(|a| a.int_value(ctx))
        .map(|v| v.sext_value())
    else {
        return false;
    };
    let Some(&desc) = adaptor.flat().first() else {
        return false;
    };
    let ptr_ty = strata_dialect_llvm::types::ptr(ctx, 0);
    let desc_ty = rw.body().value_type(desc);
    let ptr_ty = strata_dialect_llvm::types::struct_body(ctx, desc_ty)
        .and_then(|fields| fields.get(1).copied())
        .unwrap_or(ptr_ty);
    let mut b = Builder::new(rw, loc);
    let aligned = b.extract_value(desc, &[1], ptr_ty);
    let t = b.constant(Attribute::bool(ctx, true), Type::int(ctx, 1));
    let n = index_const(&mut b, alignment, opts);
    b.op(
        "llvm.intr.assume",
        &[t, aligned, n],
        &[],
        &[
            ("op_bundle_sizes", Attribute::dense_i32_array(ctx, &[2])),
            (
                "op_bundle_tags",
                Attribute::array(ctx, &[Attribute::string(ctx, "align")]),
            ),
        ],
    );
    rw.replace_op(op, &[desc]);
    true
}
