//! Cycles to do-while loops: each outermost cycle reachable from a block
//! gets a single entry (a multiplexer header) and a single latch holding
//! the only back edge and exit, is put in reduce form (no value defined
//! in the loop is used outside it) and becomes a structured loop whose
//! body is the cycle's blocks.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{BlockId, Body, Context, Location, OperandId, RegionId, Value, ValueDef};

use super::edges::{Edge, append_operand, successor_edges, successor_operands};
use super::graph::{Dominators, Sccs};
use super::multiplexer::copy_arguments;
use super::{Lifter, Reported, at_block_begin};

/// A cycle's entry edges (from outside into it), exit edges (from it to
/// outside) and back edges (from it to one of its entry blocks).
struct CycleEdges {
    entries: Vec<Edge>,
    exits: Vec<Edge>,
    backs: Vec<Edge>,
}

/// A loop with a single latch: the latch holds the only back edge and
/// exit edge, branching on `condition`; `exit` is the block after it.
struct Latch {
    block: BlockId,
    condition: Value,
    exit: BlockId,
}

impl Lifter<'_> {
    fn cycle_edges(&self, body: &Body, cycle: &[BlockId]) -> CycleEdges {
        let mut edges = CycleEdges {
            entries: Vec::new(),
            exits: Vec::new(),
            backs: Vec::new(),
        };
        let mut entry_blocks: Vec<BlockId> = Vec::new();
        for &block in cycle {
            for pred in self.order.predecessors(body, block) {
                if cycle.contains(&pred.from) {
                    continue;
                }
                edges.entries.push(pred);
                entry_blocks.push(block);
            }
            for edge in successor_edges(body, block) {
                if edge.successor(body).is_some_and(|s| !cycle.contains(&s)) {
                    edges.exits.push(edge);
                }
            }
        }
        for &block in cycle {
            for edge in successor_edges(body, block) {
                if edge
                    .successor(body)
                    .is_some_and(|s| entry_blocks.contains(&s))
                {
                    edges.backs.push(edge);
                }
            }
        }
        edges
    }

    /// Turns every outermost cycle reachable from `entry` into a
    /// structured loop; returns the entries of the loop bodies.
    pub(super) fn cycles_to_loops(
        &mut self,
        body: &mut Body,
        entry: BlockId,
    ) -> Result<Vec<BlockId>, Reported> {
        let mut bodies = Vec::new();
        let mut sccs = Sccs::new(body, entry);
        while !sccs.current().is_empty() {
            if !sccs.has_cycle(body) {
                sccs.advance(body);
                continue;
            }
            let mut cycle: Vec<BlockId> = sccs.current().to_vec();
            sccs.advance(body);
            let edges = self.cycle_edges(body, &cycle);
            let (Some(first_entry), Some(first_back)) =
                (edges.entries.first(), edges.backs.first())
            else {
                continue;
            };
            let Some(mut header) = first_entry.successor(body) else {
                continue;
            };
            if edges.entries.len() > 1 {
                let mut all = edges.entries.clone();
                all.extend_from_slice(&edges.backs);
                let loc = terminator_loc(self.ctx, body, header);
                header = self.single_entry_block(body, loc, &all).block;
            }
            insert_unique(&mut cycle, header);
            let loc = terminator_loc(self.ctx, body, first_back.from);
            let latch = self.single_exiting_latch(body, loc, &edges.backs, &edges.exits)?;
            insert_unique(&mut cycle, latch.block);
            let next_iteration = self.reduce_form(body, header, latch.exit, &cycle);
            bodies.push(header);
            self.build_loop(body, header, &latch, &cycle, &next_iteration)?;
        }
        Ok(bodies)
    }

    /// Moves the cycle's blocks into a new region (header first, latch
    /// last) and replaces them by the structured loop, in a new block
    /// taking the header's place, followed by the exit block's operations.
    fn build_loop(
        &mut self,
        body: &mut Body,
        header: BlockId,
        latch: &Latch,
        cycle: &[BlockId],
        next_iteration: &[Value],
    ) -> Result<(), Reported> {
        let Some(parent_region) = body.block_region(header) else {
            return Err(Reported);
        };
        let parent = body.create_block();
        let before = body.prev_block(header);
        body.link_block(parent_region, before, parent);
        copy_arguments(body, parent, header);
        let Some(old_terminator) = body.last_op(latch.block) else {
            return Err(Reported);
        };
        let incoming: Vec<Edge> = self
            .order
            .predecessors(body, header)
            .into_iter()
            .filter(|e| e.from != latch.block)
            .collect();
        let region = body.create_region();
        body.unlink_block(header);
        body.append_block(region, header);
        for &block in cycle {
            if block != latch.block && block != header {
                body.unlink_block(block);
                body.append_block(region, block);
            }
        }
        body.unlink_block(latch.block);
        body.append_block(region, latch.block);
        body.unlink_op(old_terminator);
        let inits: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(parent));
        let at = at_block_begin(body, parent);
        let result = self.iface.create_structured_do_while_loop_op(
            self.ctx,
            body,
            at,
            old_terminator,
            &inits,
            latch.condition,
            next_iteration,
            region,
        );
        self.erase_terminator(body, old_terminator);
        let lp = result?;
        let exit_args: SmallVec<[Value; 4]> = SmallVec::from_slice(body.block_args(latch.exit));
        let results: SmallVec<[Value; 4]> = body.results(lp).collect();
        for (old, new) in exit_args.iter().zip(results) {
            body.replace_all_uses(*old, new);
        }
        for edge in incoming {
            self.order.set_successor(body, edge, parent);
        }
        body.splice_block_ops(latch.exit, parent);
        body.erase_block(latch.exit);
        Ok(())
    }

    /// Routes `backs` and `exits` through a new latch block (after the
    /// header) that branches back to the header or to a new exit block,
    /// which dispatches to the original exits (or, for a loop without
    /// exits, returns through the exit of an unreachable terminator).
    fn single_exiting_latch(
        &mut self,
        body: &mut Body,
        loc: Location,
        backs: &[Edge],
        exits: &[Edge],
    ) -> Result<Latch, Reported> {
        let mut dests: Vec<BlockId> = backs.iter().filter_map(|e| e.successor(body)).collect();
        dests.extend(exits.iter().filter_map(|e| e.successor(body)));
        let zero = self.switch_value(body, 0);
        let flag_ty = body.value_type(zero);
        let mux = self.multiplexer(body, loc, &dests, &[flag_ty]);
        let latch = mux.block;
        let exit = body.create_block();
        if let Some(region) = body.block_region(latch) {
            body.link_block(region, Some(latch), exit);
        }
        let Some(header) = dests.first().copied() else {
            return Err(Reported);
        };
        for &edge in backs {
            let one = self.switch_value(body, 1);
            self.redirect(body, &mux, edge, &[one]);
        }
        for &edge in exits {
            let zero = self.switch_value(body, 0);
            self.redirect(body, &mux, edge, &[zero]);
        }
        let args: SmallVec<[Value; 8]> = SmallVec::from_slice(body.block_args(latch));
        let Some(&condition) = args.last() else {
            return Err(Reported);
        };
        let header_args = &args[..body.block_args(header).len().min(args.len())];
        let at = at_block_begin(body, latch);
        let br = self.iface.create_conditional_branch(
            self.ctx,
            body,
            loc,
            at,
            condition,
            (header, header_args),
            (exit, &[]),
        );
        self.order.linked(body, br);
        let at = at_block_begin(body, exit);
        if !exits.is_empty() {
            self.create_switch(body, &mux, loc, at, &[header]);
        } else {
            let Some(region) = body.block_region(latch) else {
                return Err(Reported);
            };
            let term = self
                .iface
                .create_unreachable_terminator(self.ctx, body, loc, at, region)?;
            self.combine_exit(body, term);
        }
        Ok(Latch {
            block: latch,
            condition,
            exit,
        })
    }

    /// Puts the loop in reduce form: the exit block receives the values
    /// of the next iteration, and every value defined in the loop but used
    /// outside it is carried through the header and latch to a new exit
    /// block argument. Returns the values the back edge forwards.
    fn reduce_form(
        &mut self,
        body: &mut Body,
        header: BlockId,
        exit: BlockId,
        loop_blocks: &[BlockId],
    ) -> Vec<Value> {
        let ctx = self.ctx;
        let Some(latch) = body.single_predecessor(exit) else {
            return Vec::new();
        };
        let Some(term) = body.last_op(latch) else {
            return Vec::new();
        };
        let (header_index, exit_index) = if body.successors(term).first() == Some(&header) {
            (0, 1)
        } else {
            (1, 0)
        };
        let region = body.block_region(header);
        let mut next: Vec<Value> = successor_operands(ctx, body, term, header_index).to_vec();
        for &arg in next.clone().iter() {
            let ty = body.value_type(arg);
            let loc = value_loc(ctx, body, arg);
            let exit_arg = body.add_block_arg(exit, ty, loc);
            append_operand(ctx, body, term, exit_index, arg);
            body.replace_uses_if(arg, exit_arg, |b, u| !used_in(b, u, region, loop_blocks));
        }
        let latch_args_prior: Vec<Value> = body.block_args(latch).to_vec();
        let header_args_prior: Vec<Value> = body.block_args(header).to_vec();
        let dominators = region.map(|r| Dominators::new(body, r));
        for &loop_block in loop_blocks {
            let mut cache: FxHashMap<BlockId, bool> = FxHashMap::default();
            let mut values: Vec<Value> = if loop_block == latch {
                latch_args_prior.clone()
            } else if loop_block == header {
                header_args_prior.clone()
            } else {
                body.block_args(loop_block).to_vec()
            };
            for op in body.block_ops(loop_block) {
                values.extend(body.results(op));
            }
            for value in values {
                let outside: Vec<_> = body
                    .uses(value)
                    .filter(|&u| !used_in(body, u, region, loop_blocks))
                    .collect();
                if outside.is_empty() {
                    continue;
                }
                let ty = body.value_type(value);
                let loc = value_loc(ctx, body, value);
                let exit_arg = body.add_block_arg(exit, ty, loc);
                body.add_block_arg(header, ty, loc);
                let mut dominates = |b: BlockId| {
                    *cache.entry(b).or_insert_with(|| {
                        dominators
                            .as_ref()
                            .is_none_or(|d| d.dominates(loop_block, b))
                    })
                };
                let preds = self.order.predecessors(body, latch);
                let mut argument = value;
                if body.value_block(value) != Some(latch)
                    && preds.iter().any(|p| !dominates(p.from))
                {
                    argument = body.add_block_arg(latch, ty, loc);
                    for pred in preds {
                        let forwarded = if dominates(pred.from) {
                            value
                        } else {
                            self.undef(body, ty)
                        };
                        if let Some(t) = pred.terminator(body) {
                            append_operand(ctx, body, t, pred.index, forwarded);
                        }
                    }
                }
                next.push(argument);
                if let Some(t) = body.last_op(latch) {
                    for edge in successor_edges(body, latch) {
                        append_operand(ctx, body, t, edge.index, argument);
                    }
                }
                for u in outside {
                    body.set_operand_value(u, exit_arg);
                }
            }
        }
        let header_count = body.block_args(header).len();
        for pred in self.order.predecessors(body, header) {
            if pred.from == latch {
                continue;
            }
            let Some(t) = pred.terminator(body) else {
                continue;
            };
            let have = successor_operands(ctx, body, t, pred.index).len();
            let missing: Vec<_> = body.block_args(header)[have.min(header_count)..]
                .iter()
                .map(|&a| body.value_type(a))
                .collect();
            for ty in missing {
                let undef = self.undef(body, ty);
                append_operand(ctx, body, t, pred.index, undef);
            }
        }
        next
    }
}

/// The location of the terminator of `block` (unknown if it has none).
fn terminator_loc(ctx: &Context, body: &Body, block: BlockId) -> Location {
    body.last_op(block)
        .map_or_else(|| Location::unknown(ctx), |t| body.op_loc(t))
}

/// The location of a value: its defining operation's or its block
/// argument's.
fn value_loc(ctx: &Context, body: &Body, value: Value) -> Location {
    if let Some(op) = body.defining_op(value) {
        return body.op_loc(op);
    }
    match body.value_def(value) {
        ValueDef::BlockArg(block, index) => body
            .block_arg_locs(block)
            .get(index as usize)
            .copied()
            .unwrap_or_else(|| Location::unknown(ctx)),
        _ => Location::unknown(ctx),
    }
}

/// True if the use `u` is in one of `blocks` (of `region`) or nested in
/// an operation of one of them.
fn used_in(body: &Body, u: OperandId, region: Option<RegionId>, blocks: &[BlockId]) -> bool {
    let mut block = body.op_block(body.operand_owner(u));
    while let Some(b) = block {
        if body.block_region(b) == region {
            return blocks.contains(&b);
        }
        block = body.block_parent_op(b).and_then(|op| body.op_block(op));
    }
    false
}

fn insert_unique(blocks: &mut Vec<BlockId>, block: BlockId) {
    if !blocks.contains(&block) {
        blocks.push(block);
    }
}
