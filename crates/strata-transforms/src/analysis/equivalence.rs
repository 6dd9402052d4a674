//! Structural equivalence of operations ignoring locations (MLIR's
//! `OperationEquivalence` with `IgnoreLocations`): same name, attributes,
//! properties, result types, operands (as a multiset for commutative ops)
//! and structurally equivalent regions.

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::{BlockId, Body, Context, OpId, RegionId, Value};

/// A hash consistent with [`equivalent`]: it covers the name, attributes,
/// properties, result types and operands (order-insensitively for
/// commutative operations), not regions or locations.
pub fn hash_op(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let mut h = FxHasher::default();
    body.op_name(op).hash(&mut h);
    body.op_attrs(op).hash(&mut h);
    body.op_props(op).hash(&mut h);
    for r in body.results(op) {
        body.value_type(r).hash(&mut h);
    }
    if body.op_name(op).has_trait(ctx, OpTraits::COMMUTATIVE) {
        let sum = body
            .operands(op)
            .fold(0u64, |acc, v| acc.wrapping_add(value_hash(v)));
        sum.hash(&mut h);
    } else {
        for v in body.operands(op) {
            v.hash(&mut h);
        }
    }
    h.finish()
}

fn value_hash(v: Value) -> u64 {
    let mut h = FxHasher::default();
    v.hash(&mut h);
    h.finish()
}

/// Values and blocks of the left-hand side known to correspond to ones of
/// the right-hand side while comparing regions.
#[derive(Default)]
struct Mapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl Mapping {
    fn same(&self, l: Value, r: Value) -> bool {
        l == r || self.values.get(&l) == Some(&r)
    }

    fn map(&self, l: Value) -> Value {
        self.values.get(&l).copied().unwrap_or(l)
    }

    fn map_block(&mut self, l: BlockId, r: BlockId) -> bool {
        *self.blocks.entry(l).or_insert(r) == r
    }
}

/// True if `lhs` and `rhs` (both in `body`) are equivalent ignoring locations.
pub fn equivalent(ctx: &Context, body: &Body, lhs: OpId, rhs: OpId) -> bool {
    if lhs == rhs {
        return true;
    }
    equivalent_ops(ctx, body, lhs, rhs, &mut Mapping::default())
}

fn equivalent_ops(ctx: &Context, body: &Body, lhs: OpId, rhs: OpId, m: &mut Mapping) -> bool {
    if body.op_attrs(lhs) != body.op_attrs(rhs)
        || body.op_name(lhs) != body.op_name(rhs)
        || body.num_regions(lhs) != body.num_regions(rhs)
        || body.successors(lhs).len() != body.successors(rhs).len()
        || body.num_operands(lhs) != body.num_operands(rhs)
        || body.num_results(lhs) != body.num_results(rhs)
        || body.op_props(lhs) != body.op_props(rhs)
    {
        return false;
    }
    if body.op_name(lhs).has_trait(ctx, OpTraits::COMMUTATIVE) {
        let mut l: SmallVec<[Value; 4]> = body.operands(lhs).map(|v| m.map(v)).collect();
        let mut r: SmallVec<[Value; 4]> = body.operands(rhs).collect();
        l.sort_unstable();
        r.sort_unstable();
        if l != r {
            return false;
        }
    } else {
        for (l, r) in body.operands(lhs).zip(body.operands(rhs)) {
            if l == r {
                continue;
            }
            if body.value_type(l) != body.value_type(r) || !m.same(l, r) {
                return false;
            }
        }
    }
    for (l, r) in body.results(lhs).zip(body.results(rhs)) {
        if body.value_type(l) != body.value_type(r) {
            return false;
        }
        m.values.insert(l, r);
    }
    if body.isolated_body(lhs).is_some() || body.isolated_body(rhs).is_some() {
        // Regions in separate bodies are never considered equivalent.
        return body.num_regions(lhs) == 0;
    }
    let lr: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(lhs));
    let rr: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(rhs));
    lr.iter()
        .zip(rr.iter())
        .all(|(l, r)| equivalent_regions(ctx, body, *l, *r, m))
}

fn equivalent_regions(
    ctx: &Context,
    body: &Body,
    l: RegionId,
    r: RegionId,
    m: &mut Mapping,
) -> bool {
    let lb: SmallVec<[BlockId; 4]> = body.region_blocks(l).collect();
    let rb: SmallVec<[BlockId; 4]> = body.region_blocks(r).collect();
    if lb.len() != rb.len() {
        return false;
    }
    for (&l, &r) in lb.iter().zip(rb.iter()) {
        let la = body.block_args(l);
        let ra = body.block_args(r);
        if la.len() != ra.len() || !m.map_block(l, r) {
            return false;
        }
        for (&a, &b) in la.iter().zip(ra.iter()) {
            if body.value_type(a) != body.value_type(b) {
                return false;
            }
            m.values.insert(a, b);
        }
        let lo: SmallVec<[OpId; 8]> = body.block_ops(l).collect();
        let ro: SmallVec<[OpId; 8]> = body.block_ops(r).collect();
        if lo.len() != ro.len() {
            return false;
        }
        for (&x, &y) in lo.iter().zip(ro.iter()) {
            if !equivalent_ops(ctx, body, x, y, m) {
                return false;
            }
            for (&s, &t) in body.successors(x).iter().zip(body.successors(y)) {
                if !m.map_block(s, t) {
                    return false;
                }
            }
        }
    }
    true
}
