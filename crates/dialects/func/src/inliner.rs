//! The `func` dialect's inlining policy: every op may be inlined, and
//! `func.return` becomes a `cf.br` to the continuation when a multi-block
//! callee is inlined.

use smallvec::SmallVec;
use strata_ir::interfaces::DialectInlinerInterface;
use strata_ir::{BlockId, Body, Context, OpId, Value};
use strata_ods::OpClass;

use super::ReturnOp;
use strata_dialect_cf::BranchOp;

/// The `func` dialect's [`DialectInlinerInterface`].
pub(super) struct FuncInliner;

impl DialectInlinerInterface for FuncInliner {
    fn handle_terminator_with_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        dest: BlockId,
    ) {
        if !body.isa::<ReturnOp>(ctx, op) {
            return;
        }
        let mut state = BranchOp::state(ctx, body.op_loc(op));
        state.operands = body.operands(op).collect::<SmallVec<[Value; 4]>>();
        state.successors.push(dest);
        let br = BranchOp::create(ctx, body, state);
        body.insert_op_before(op, br.op());
        body.drop_all_references(op);
        body.erase_op(op);
    }
}
