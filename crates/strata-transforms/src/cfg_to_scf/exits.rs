//! One exit block per kind of return-like operation: every block ending
//! in a terminator without successors branches instead to a block holding
//! the first such terminator of the same kind (same name, attributes and
//! operand and result types), which then returns the block's arguments.

use smallvec::SmallVec;
use strata_ir::{Attribute, BlockId, Body, Context, OpId, OperationName, Type, Value};

use super::{Lifter, at_terminator};

/// What makes two return-like operations interchangeable: everything but
/// their operands and locations.
#[derive(PartialEq, Eq)]
struct ReturnKind {
    name: OperationName,
    attrs: Attribute,
    props: Option<Attribute>,
    operand_types: SmallVec<[Type; 4]>,
    result_types: SmallVec<[Type; 2]>,
    regions: usize,
}

impl ReturnKind {
    fn of(ctx: &Context, body: &Body, op: OpId) -> ReturnKind {
        ReturnKind {
            name: body.op_name(op),
            attrs: body.op_attrs(op),
            // An operation without properties equals one with empty ones.
            props: body
                .op_props(op)
                .filter(|p| !p.dict_entries(ctx).is_empty()),
            operand_types: body.operands(op).map(|v| body.value_type(v)).collect(),
            result_types: body.results(op).map(|v| body.value_type(v)).collect(),
            regions: body.num_regions(op),
        }
    }
}

/// The exit block of each kind of return-like operation seen so far,
/// with the operation it holds.
#[derive(Default)]
pub(super) struct ExitCombiner {
    exits: Vec<(ReturnKind, OpId, BlockId)>,
}

impl Lifter<'_> {
    /// Makes each block of the region that ends in a return-like
    /// operation branch to the single exit block of its kind.
    pub(super) fn combine_return_likes(&mut self, body: &mut Body) {
        let blocks: Vec<BlockId> = body.region_blocks(self.region).collect();
        for block in blocks {
            let Some(term) = body.last_op(block) else {
                continue;
            };
            if body.successors(term).is_empty() {
                self.combine_exit(body, term);
            }
        }
    }

    /// Replaces the return-like `op` by a branch to the exit block of its
    /// kind; the first of a kind moves into a new exit block appended to
    /// the region, returning that block's arguments.
    pub(super) fn combine_exit(&mut self, body: &mut Body, op: OpId) {
        let ctx: &Context = self.ctx;
        let kind = ReturnKind::of(ctx, body, op);
        let found = self.exits.exits.iter().find(|(k, _, _)| *k == kind);
        if let Some((_, first, _)) = found
            && *first == op
        {
            return;
        }
        let (exit, inserted) = match found {
            Some((_, _, block)) => (*block, false),
            None => {
                let block = body.create_block();
                body.append_block(self.region, block);
                let loc = body.op_loc(op);
                let types: SmallVec<[Type; 4]> = kind.operand_types.clone();
                for ty in types {
                    body.add_block_arg(block, ty, loc);
                }
                self.exits.exits.push((kind, op, block));
                (block, true)
            }
        };
        let Some(block) = body.op_block(op) else {
            return;
        };
        let flag = self.switch_value(body, 0);
        let loc = body.op_loc(op);
        let args: SmallVec<[Value; 4]> = body.operands(op).collect();
        let at = at_terminator(body, block);
        let br = self
            .iface
            .create_single_destination_branch(ctx, body, loc, at, flag, exit, &args);
        self.order.linked(body, br);
        if !inserted {
            self.erase_terminator(body, op);
            return;
        }
        body.unlink_op(op);
        body.append_op(exit, op);
        let exit_args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(exit));
        body.set_operands(op, &exit_args);
    }
}
