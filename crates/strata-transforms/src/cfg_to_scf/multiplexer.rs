//! Edge multiplexers: a new block that several edges are redirected to,
//! which then dispatches on a discriminator argument to the blocks the
//! edges originally led to. They give cycles a single entry and latch and
//! branch regions a single continuation.

use smallvec::SmallVec;
use strata_ir::{BlockId, Body, Location, Type, Value};
use strata_rewrite::InsertPoint;

use super::Lifter;
use super::edges::{Edge, assign_successor_operands};

/// A multiplexer block and where each original destination's arguments
/// are among its arguments.
pub(super) struct Multiplexer {
    /// The multiplexer block.
    pub block: BlockId,
    /// Each distinct destination with the offset of its arguments.
    mapping: Vec<(BlockId, usize)>,
    /// The argument selecting the destination (when there are several).
    discriminator: Option<Value>,
}

impl Lifter<'_> {
    /// Creates the multiplexer block for `destinations` right after the
    /// first of them, with the arguments of each distinct destination,
    /// a discriminator if there are several, then arguments of
    /// `extra_args` types. Edges are redirected with [`Self::redirect`].
    pub(super) fn multiplexer(
        &mut self,
        body: &mut Body,
        loc: Location,
        destinations: &[BlockId],
        extra_args: &[Type],
    ) -> Multiplexer {
        let block = body.create_block();
        if let Some(&first) = destinations.first()
            && let Some(region) = body.block_region(first)
        {
            body.link_block(region, Some(first), block);
        }
        let mut mapping: Vec<(BlockId, usize)> = Vec::new();
        for &dest in destinations {
            if mapping.iter().any(|(b, _)| *b == dest) {
                continue;
            }
            mapping.push((dest, body.block_args(block).len()));
            copy_arguments(body, block, dest);
        }
        let discriminator = if mapping.len() > 1 {
            let zero = self.switch_value(body, 0);
            let ty = body.value_type(zero);
            Some(body.add_block_arg(block, ty, loc))
        } else {
            None
        };
        for &ty in extra_args {
            body.add_block_arg(block, ty, loc);
        }
        Multiplexer {
            block,
            mapping,
            discriminator,
        }
    }

    /// Redirects `edge` to the multiplexer, forwarding its operands at
    /// its destination's offset, the destination's discriminator value,
    /// `extra` last, and undefined values for everything else.
    pub(super) fn redirect(
        &mut self,
        body: &mut Body,
        mux: &Multiplexer,
        edge: Edge,
        extra: &[Value],
    ) {
        let Some(dest) = edge.successor(body) else {
            return;
        };
        let Some(position) = mux.mapping.iter().position(|(b, _)| *b == dest) else {
            return;
        };
        let offset = mux.mapping[position].1;
        let forwarded = edge.operands(self.ctx, body);
        let dest_args = body.block_args(dest).len();
        let args: SmallVec<[Value; 8]> = SmallVec::from_slice(body.block_args(mux.block));
        let extra_begin = args.len() - extra.len();
        let discriminator_index = mux.discriminator.map(|_| extra_begin - 1);
        let mut operands: SmallVec<[Value; 8]> = SmallVec::new();
        for (index, &arg) in args.iter().enumerate() {
            let value = if index >= offset
                && index < offset + dest_args
                && let Some(&v) = forwarded.get(index - offset)
            {
                v
            } else if Some(index) == discriminator_index {
                self.switch_value(body, position as u32)
            } else if index >= extra_begin {
                extra[index - extra_begin]
            } else {
                let ty = body.value_type(arg);
                self.undef(body, ty)
            };
            operands.push(value);
        }
        self.order.set_successor(body, edge, mux.block);
        if let Some(term) = edge.terminator(body) {
            assign_successor_operands(self.ctx, body, term, edge.index, &operands);
        }
    }

    /// Creates at `at` the switch from the multiplexer to every original
    /// destination but those in `excluded`; the last one is the default.
    pub(super) fn create_switch(
        &mut self,
        body: &mut Body,
        mux: &Multiplexer,
        loc: Location,
        at: InsertPoint,
        excluded: &[BlockId],
    ) {
        let mut cases: Vec<(u32, BlockId, Vec<Value>)> = Vec::new();
        for (index, &(dest, offset)) in mux.mapping.iter().enumerate() {
            if excluded.contains(&dest) {
                continue;
            }
            let n = body.block_args(dest).len();
            let args = body
                .block_args(mux.block)
                .get(offset..offset + n)
                .map(<[Value]>::to_vec)
                .unwrap_or_default();
            cases.push((index as u32, dest, args));
        }
        let flag = match mux.discriminator {
            Some(d) if cases.len() != 1 => d,
            _ => self.switch_value(body, 0),
        };
        let Some((_, default_dest, default_args)) = cases.pop() else {
            return;
        };
        let op = self.iface.create_cfg_switch_op(
            self.ctx,
            body,
            loc,
            at,
            flag,
            &cases,
            (default_dest, &default_args),
        );
        self.order.linked(body, op);
    }

    /// Redirects `edges` to one new multiplexer block dispatching to their
    /// destinations, which it returns.
    pub(super) fn single_entry_block(
        &mut self,
        body: &mut Body,
        loc: Location,
        edges: &[Edge],
    ) -> Multiplexer {
        let dests: Vec<BlockId> = edges.iter().filter_map(|e| e.successor(body)).collect();
        let mux = self.multiplexer(body, loc, &dests, &[]);
        for &edge in edges {
            self.redirect(body, &mux, edge, &[]);
        }
        let at = super::at_block_begin(body, mux.block);
        self.create_switch(body, &mux, loc, at, &[]);
        mux
    }
}

/// Appends to `block` an argument of each type (and location) of `from`'s.
pub(super) fn copy_arguments(body: &mut Body, block: BlockId, from: BlockId) {
    let args: SmallVec<[(Type, Location); 4]> = body
        .block_args(from)
        .iter()
        .zip(body.block_arg_locs(from))
        .map(|(&v, &l)| (body.value_type(v), l))
        .collect();
    for (ty, loc) in args {
        body.add_block_arg(block, ty, loc);
    }
}
