//! Lowering of `memref.alloca_scope`: the body is inlined between an
//! `llvm.intr.stacksave` and an `llvm.intr.stackrestore`, so stack memory
//! allocated in it is released when control leaves it.

use strata_dialect_llvm::types as lt;
use strata_ir::{BlockId, OpId, Type, Value};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor, TypeConverter};

use crate::llvm_common::{Builder, LowerOptions};

/// An `llvm.br` to `dest` with `operands`.
fn br(
    rw: &mut ConversionRewriter<'_>,
    loc: strata_ir::Location,
    dest: BlockId,
    operands: &[Value],
) {
    let mut state = Builder::new(rw, loc).state("llvm.br", operands, &[], &[]);
    state.successors.push(dest);
    rw.create(state);
}

/// `memref.alloca_scope`: the block is split at the op; the current block
/// saves the stack pointer and branches to the inlined body; the body's
/// `memref.alloca_scope.return` restores it and branches to a block whose
/// arguments are the results (which then falls through to the rest of
/// the original block, or is that rest when there are no results).
pub(super) fn lower_alloca_scope(
    op: OpId,
    _: &OpAdaptor,
    rw: &mut ConversionRewriter<'_>,
    _: &TypeConverter,
    _: LowerOptions,
) -> bool {
    let ctx = rw.ctx;
    let body = rw.body();
    let loc = body.op_loc(op);
    let result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    let (Some(current), Some(next)) = (body.op_block(op), body.next_op(op)) else {
        return false;
    };
    let (rbody, regions) = body.op_regions(op);
    let Some(&region) = regions.first() else {
        return false;
    };
    let (Some(first), Some(last)) = (
        rbody.entry_block(region),
        rbody.region_blocks(region).last(),
    ) else {
        return false;
    };
    let Some(ret) = rbody.last_op(last) else {
        return false;
    };
    let returned: Vec<Value> = rbody.operands(ret).collect();
    let remaining = rw.split_block(current, next, &[], loc);
    let cont = if result_types.is_empty() {
        remaining
    } else {
        let cont = rw.split_block(current, op, &result_types, loc);
        // `op` moved with the split: put it back at the end of `current`.
        rw.move_op_to_end(op, current);
        rw.set_insertion_point_to_end(cont);
        br(rw, loc, remaining, &[]);
        cont
    };
    let Some(to) = rw.body().block_region(current) else {
        return false;
    };
    rw.move_region_blocks(region, to, Some(cont));
    rw.set_insertion_point_before(op);
    let mut b = Builder::new(rw, loc);
    let saved = b.value("llvm.intr.stacksave", &[], lt::ptr(ctx, 0), &[]);
    br(rw, loc, first, &[]);
    rw.set_insertion_point_before(ret);
    Builder::new(rw, loc).op("llvm.intr.stackrestore", &[saved], &[], &[]);
    br(rw, loc, cont, &returned);
    rw.erase_op(ret);
    let results: Vec<Value> = rw.body().block_args(cont).to_vec();
    if result_types.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &results);
    }
    true
}
