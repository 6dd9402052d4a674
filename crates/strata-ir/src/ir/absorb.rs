//! Moving everything stored in one body into another, as the parallel
//! parser does with the bodies its threads parsed into.

use super::body::{Body, PackedDef, Span, ValueDef};
use super::entity::{BlockId, BodyTag, OpId, OperandId, RegionId, Value};

/// Where the entities of an absorbed body went: maps its ids to the ids
/// they have in the body that absorbed it.
#[derive(Copy, Clone, Debug)]
pub struct Absorbed {
    ops: usize,
    blocks: usize,
    regions: usize,
    values: usize,
    operands: usize,
    tag: BodyTag,
}

impl Absorbed {
    /// The id operation `op` of the absorbed body has now.
    pub fn op(&self, op: OpId) -> OpId {
        OpId::from_index(op.index() + self.ops, self.tag)
    }

    /// The id block `block` of the absorbed body has now.
    pub fn block(&self, block: BlockId) -> BlockId {
        BlockId::from_index(block.index() + self.blocks, self.tag)
    }

    /// The id region `region` of the absorbed body has now.
    pub fn region(&self, region: RegionId) -> RegionId {
        RegionId::from_index(region.index() + self.regions, self.tag)
    }

    /// The id value `value` of the absorbed body has now.
    pub fn value(&self, value: Value) -> Value {
        Value::from_index(value.index() + self.values, self.tag)
    }

    fn operand(&self, operand: OperandId) -> OperandId {
        OperandId::from_index(operand.index() + self.operands, self.tag)
    }
}

fn shifted(span: Span, by: usize) -> Span {
    Span {
        start: span.start + by as u32,
        len: span.len,
    }
}

impl Body {
    /// Moves every operation, block, region and value of `other` into this
    /// body, keeping how they are linked (detached entities stay detached;
    /// the root regions of `other` become detached regions). Nested
    /// isolated bodies move along. Returns the map from the ids of `other`
    /// to their ids here.
    pub fn absorb(&mut self, mut other: Body) -> Absorbed {
        let map = Absorbed {
            ops: self.ops.len(),
            blocks: self.blocks.len(),
            regions: self.regions.len(),
            values: self.values.len(),
            operands: self.operands.len(),
            tag: self.tag,
        };
        let extras = self.op_extras.len();
        let successors = self.successors.len();
        let region_lists = self.region_lists.len();
        let other_tag = other.tag;
        let op = |o: OpId| map.op(o);
        let block = |b: BlockId| map.block(b);
        let region = |r: RegionId| map.region(r);
        self.ops
            .extend(std::mem::take(&mut other.ops).into_iter().map(|mut d| {
                d.parent = d.parent.map(block);
                d.prev = d.prev.map(op);
                d.next = d.next.map(op);
                d.operands = shifted(d.operands, map.operands);
                d.results = shifted(d.results, map.values);
                if d.extra != 0 {
                    d.extra += extras as u32;
                }
                d
            }));
        self.op_extras.extend(
            std::mem::take(&mut other.op_extras)
                .into_iter()
                .map(|mut e| {
                    e.successors = shifted(e.successors, successors);
                    e.regions = shifted(e.regions, region_lists);
                    e
                }),
        );
        self.blocks
            .extend(std::mem::take(&mut other.blocks).into_iter().map(|mut d| {
                d.parent = d.parent.map(region);
                d.prev = d.prev.map(block);
                d.next = d.next.map(block);
                d.first_op = d.first_op.map(op);
                d.last_op = d.last_op.map(op);
                for v in &mut d.args {
                    *v = map.value(*v);
                }
                d
            }));
        self.regions
            .extend(std::mem::take(&mut other.regions).into_iter().map(|mut d| {
                d.parent = d.parent.map(op);
                d.first_block = d.first_block.map(block);
                d.last_block = d.last_block.map(block);
                d
            }));
        self.values
            .extend(std::mem::take(&mut other.values).into_iter().map(|mut d| {
                d.def = PackedDef::pack(match d.def.unpack(other_tag) {
                    ValueDef::Result(o, i) => ValueDef::Result(op(o), i),
                    ValueDef::BlockArg(b, i) => ValueDef::BlockArg(block(b), i),
                    ValueDef::Placeholder => ValueDef::Placeholder,
                });
                d.first_use = d.first_use.map(|u| map.operand(u));
                d
            }));
        self.operands.extend(
            std::mem::take(&mut other.operands)
                .into_iter()
                .map(|mut d| {
                    d.value = map.value(d.value);
                    d.owner = op(d.owner);
                    d.prev_use = d.prev_use.map(|u| map.operand(u));
                    d.next_use = d.next_use.map(|u| map.operand(u));
                    d
                }),
        );
        self.successors
            .extend(other.successors.iter().map(|&b| block(b)));
        self.region_lists
            .extend(other.region_lists.iter().map(|&r| region(r)));
        self.free_ops.extend(other.free_ops.iter().map(|&o| op(o)));
        self.free_blocks
            .extend(other.free_blocks.iter().map(|&b| block(b)));
        map
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::Context;
    use crate::dialect::OperationName;
    use crate::ir::{OperationState, StateRegions};
    use crate::location::Location;
    use crate::types::Type;

    /// `%a = "t.a"() ({ ^bb0(%x): "t.b"(%x) }) ; "t.c"(%a)` in a fresh body.
    fn sample(ctx: &Context) -> (Body, OpId, OpId) {
        let loc = Location::unknown(ctx);
        let i32 = Type::integer(ctx, 32, crate::types::Signedness::Signless);
        let mut body = Body::new();
        let region = body.create_region();
        let inner = body.create_block();
        body.append_block(region, inner);
        let x = body.add_block_arg(inner, i32, loc);
        let mut b = OperationState::new(OperationName::new(ctx, "t.b"), loc);
        b.operands.push(x);
        let b = body.create_op(ctx, b);
        body.append_op(inner, b);
        let mut a = OperationState::new(OperationName::new(ctx, "t.a"), loc);
        a.result_types.push(i32);
        a.regions = StateRegions::Local([region].into_iter().collect());
        let a = body.create_op(ctx, a);
        let mut c = OperationState::new(OperationName::new(ctx, "t.c"), loc);
        c.operands.extend(body.results(a));
        let c = body.create_op(ctx, c);
        (body, a, c)
    }

    #[test]
    fn absorbed_ops_keep_their_regions_operands_and_uses() {
        let ctx = Context::new();
        let (mut main, _, _) = sample(&ctx);
        let (other, a, c) = sample(&ctx);
        let map = main.absorb(other);
        let (a, c) = (map.op(a), map.op(c));
        let result = main.results(a).next();
        assert_eq!(main.operands(c).next(), result);
        let region = main.local_regions(a)[0];
        assert_eq!(main.region_parent(region), Some(a));
        let block = main.region_blocks(region).next();
        let inner = block.and_then(|b| main.block_ops(b).next());
        assert!(inner.is_some_and(|b| main.op_name(b).as_str(&ctx) == "t.b"));
        let arg = block.map(|b| main.block_args(b)[0]);
        assert_eq!(inner.and_then(|b| main.operands(b).next()), arg);
        assert_eq!(result.map(|r| main.uses(r).count()), Some(1));
    }
}
