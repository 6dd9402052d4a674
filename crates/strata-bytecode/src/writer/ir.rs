//! Writing operations, regions and blocks, with their properties and
//! use-list orders.

use strata_ir::{Body, OpId, RegionId, Value};

use super::numbering::{PropValue, op_dictionary, property_values};
use super::{Emit, Writer};
use crate::encoding::{
    Emitter, VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOC, VERSION_LAZY_LOADING, VERSION_NATIVE_PROPERTIES,
    VERSION_USE_LIST_ORDERING, op_mask, section,
};
use crate::error::BytecodeError;
use crate::properties;

impl Writer<'_, '_> {
    pub(super) fn write_op(
        &mut self,
        e: &mut Emitter,
        body: &Body,
        op: OpId,
    ) -> Result<(), BytecodeError> {
        let (ctx, n) = (self.ctx, self.n);
        let name = body.op_name(op);
        e.varint(u64::from(n.op_name(name)));
        let mask_at = e.len();
        e.byte(0);
        let mut mask = 0u8;
        e.varint(u64::from(n.attr(body.op_loc(op).0)));
        let dict = op_dictionary(ctx, body, op, n.version);
        if !dict.dict_entries(ctx).is_empty() {
            mask |= op_mask::HAS_ATTRS;
            e.varint(u64::from(n.attr(dict)));
        }
        if n.version >= VERSION_NATIVE_PROPERTIES
            && let Some(index) = self.properties_of(body, op)?
        {
            mask |= op_mask::HAS_PROPERTIES;
            e.varint(index);
        }
        let num_results = body.num_results(op);
        if num_results > 0 {
            mask |= op_mask::HAS_RESULTS;
            e.varint(num_results as u64);
            for r in body.results(op) {
                e.varint(u64::from(n.ty(body.value_type(r))));
            }
        }
        let info = n.body(body);
        if body.num_operands(op) > 0 {
            mask |= op_mask::HAS_OPERANDS;
            e.varint(body.num_operands(op) as u64);
            for v in body.operands(op) {
                e.varint(u64::from(info.values.get(&v).copied().unwrap_or(0)));
            }
        }
        let successors = body.successors(op);
        if !successors.is_empty() {
            mask |= op_mask::HAS_SUCCESSORS;
            e.varint(successors.len() as u64);
            for b in successors {
                e.varint(u64::from(info.blocks.get(b).copied().unwrap_or(0)));
            }
        }
        if n.version >= VERSION_USE_LIST_ORDERING {
            let results: Vec<Value> = body.results(op).collect();
            self.write_use_lists(e, &mut mask, body, &results);
        }
        let num_regions = body.num_regions(op);
        if num_regions > 0 {
            mask |= op_mask::HAS_INLINE_REGIONS;
        }
        e.buf[mask_at] = mask;
        if num_regions == 0 {
            return Ok(());
        }
        let isolated = n.is_isolated(body, op);
        e.varint_with_flag(num_regions as u64, isolated);
        let (region_body, regions) = body.op_regions(op);
        let regions: Vec<RegionId> = regions.to_vec();
        if isolated && n.version >= VERSION_LAZY_LOADING {
            let mut nested = Emitter::new();
            for r in regions {
                self.write_region(&mut nested, region_body, r)?;
            }
            e.section(section::IR, nested);
        } else {
            for r in regions {
                self.write_region(e, region_body, r)?;
            }
        }
        Ok(())
    }

    fn write_region(
        &mut self,
        e: &mut Emitter,
        body: &Body,
        region: RegionId,
    ) -> Result<(), BytecodeError> {
        let blocks: Vec<_> = body.region_blocks(region).collect();
        if blocks.is_empty() {
            e.varint(0);
            return Ok(());
        }
        let info = self.n.body(body);
        e.varint(blocks.len() as u64);
        e.varint(u64::from(
            info.region_values.get(&region).copied().unwrap_or(0),
        ));
        for block in blocks {
            let args = body.block_args(block);
            let num_ops = body.block_ops(block).count();
            e.varint_with_flag(num_ops as u64, !args.is_empty());
            if !args.is_empty() {
                self.write_block_args(e, body, block)?;
            }
            let ops: Vec<OpId> = body.block_ops(block).collect();
            for op in ops {
                self.write_op(e, body, op)?;
            }
        }
        Ok(())
    }

    fn write_block_args(
        &mut self,
        e: &mut Emitter,
        body: &Body,
        block: strata_ir::BlockId,
    ) -> Result<(), BytecodeError> {
        let (ctx, n) = (self.ctx, self.n);
        let args: Vec<Value> = body.block_args(block).to_vec();
        let locs = body.block_arg_locs(block);
        e.varint(args.len() as u64);
        for (i, &arg) in args.iter().enumerate() {
            let ty = u64::from(n.ty(body.value_type(arg)));
            let loc = locs[i];
            if n.version >= VERSION_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
                let known = !loc.is_unknown(ctx);
                e.varint_with_flag(ty, known);
                if known {
                    e.varint(u64::from(n.attr(loc.0)));
                }
            } else {
                e.varint(ty);
                e.varint(u64::from(n.attr(loc.0)));
            }
        }
        if n.version >= VERSION_USE_LIST_ORDERING {
            let at = e.len();
            e.byte(0);
            let mut mask = 0u8;
            self.write_use_lists(e, &mut mask, body, &args);
            e.buf[at] = mask;
        }
        Ok(())
    }

    /// Writes the use-list orders of `values` that differ from the order
    /// a reader rebuilds (most recent use first, by position in the IR).
    fn write_use_lists(&self, e: &mut Emitter, mask: &mut u8, body: &Body, values: &[Value]) {
        let info = self.n.body(body);
        let use_id = |u: strata_ir::OperandId| -> u64 {
            let owner = body.operand_owner(u);
            let order = u64::from(info.order.get(&owner).copied().unwrap_or(0));
            (order << 32) | body.operand_number(u) as u64
        };
        let mut orders: Vec<(usize, Vec<u64>)> = Vec::new();
        for (index, &v) in values.iter().enumerate() {
            let uses: Vec<u64> = body.uses(v).map(use_id).collect();
            if uses.len() < 2 || uses.windows(2).all(|w| w[0] > w[1]) {
                continue;
            }
            let mut pairs: Vec<(u64, u64)> = uses
                .iter()
                .enumerate()
                .map(|(i, &id)| (i as u64, id))
                .collect();
            pairs.sort_by_key(|p| std::cmp::Reverse(p.1));
            orders.push((index, pairs.into_iter().map(|p| p.0).collect()));
        }
        if orders.is_empty() {
            return;
        }
        *mask |= op_mask::HAS_USE_LIST_ORDERS;
        if values.len() != 1 {
            e.varint(orders.len() as u64);
        }
        for (index, order) in orders {
            let shuffled = order
                .iter()
                .enumerate()
                .filter(|(i, v)| *i as u64 != **v)
                .count();
            let pairs = shuffled < order.len() / 2;
            if values.len() != 1 {
                e.varint(index as u64);
            }
            if pairs {
                e.varint_with_flag((shuffled * 2) as u64, true);
                for (i, &v) in order.iter().enumerate() {
                    if i as u64 != v {
                        e.varint(v);
                        e.varint(i as u64);
                    }
                }
            } else {
                e.varint_with_flag(order.len() as u64, false);
                for v in order {
                    e.varint(v);
                }
            }
        }
    }

    /// Adds the properties of `op` to the properties section; their index.
    fn properties_of(&mut self, body: &Body, op: OpId) -> Result<Option<u64>, BytecodeError> {
        let (ctx, n) = (self.ctx, self.n);
        let name = body.op_name(op);
        let mut raw = Emitter::new();
        if !name.is_registered(ctx) {
            let Some(props) = body.op_props(op) else {
                return Ok(None);
            };
            raw.varint(u64::from(n.attr(props)));
            return Ok(Some(self.properties.insert(&raw.buf)));
        }
        let Some(layout) = properties::layout(ctx, name) else {
            return Ok(None);
        };
        {
            let mut sink = Emit {
                e: &mut raw,
                n,
                strings: &mut self.strings,
            };
            for (required, value) in property_values(ctx, body, op, &layout, n.version) {
                use super::builtin::Sink;
                match value {
                    PropValue::Attr(a) if required => sink.attr(a),
                    PropValue::Attr(a) => sink.optional_attr(Some(a)),
                    PropValue::None if required => {
                        return Err(BytecodeError::new(
                            format!("'{}' op is missing a required property", name.as_str(ctx)),
                            0,
                            "IR section",
                        ));
                    }
                    PropValue::None => sink.optional_attr(None),
                    PropValue::Segments(sizes) => write_sparse_array(sink.e, &sizes),
                }
            }
        }
        Ok(Some(self.properties.insert(&raw.buf)))
    }
}

/// Upstream's `writeSparseArray`: dense unless at least half the entries
/// are zero (and the last non-zero index is small).
fn write_sparse_array(e: &mut Emitter, values: &[i32]) {
    let size = values.len() as u64;
    let mut non_zero = 0u64;
    let mut last = 0u64;
    for (i, &v) in values.iter().enumerate() {
        if v != 0 {
            non_zero += 1;
            last = i as u64;
        }
    }
    if last > 256 || non_zero > size / 2 {
        e.varint_with_flag(size, false);
        for &v in values {
            e.varint(v as i64 as u64);
        }
        return;
    }
    e.varint_with_flag(non_zero, true);
    if non_zero == 0 {
        return;
    }
    let bits = u64::from((last + 1).next_power_of_two().trailing_zeros());
    e.varint(bits);
    for (i, &v) in values.iter().enumerate().take(last as usize + 1) {
        if v != 0 {
            e.varint(((v as i64 as u64) << bits) | i as u64);
        }
    }
}
