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
    /// Whether both sides live in one body, so that a value used by both
    /// sides but defined outside them matches itself.
    same_body: bool,
}

impl Mapping {
    fn same(&self, l: Value, r: Value) -> bool {
        (self.same_body && l == r) || self.values.get(&l) == Some(&r)
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
    let mut m = Mapping {
        same_body: true,
        ..Mapping::default()
    };
    equivalent_ops(ctx, (body, body), lhs, rhs, &mut m)
}

/// True if regions `lhs` of body `lb` and `rhs` of body `rb` are pairwise
/// equivalent ignoring locations, all values they use being defined inside
/// them (as for the bodies of two isolated operations). Operands are
/// compared in order, also for commutative operations (as upstream's
/// duplicate function elimination does).
pub fn equivalent_self_contained_regions(
    ctx: &Context,
    (lb, lhs): (&Body, &[RegionId]),
    (rb, rhs): (&Body, &[RegionId]),
) -> bool {
    let mut m = Mapping::default();
    lhs.len() == rhs.len()
        && lhs
            .iter()
            .zip(rhs)
            .all(|(&l, &r)| equivalent_regions(ctx, (lb, rb), l, r, &mut m))
}

/// The bodies holding the left-hand and the right-hand side.
type Bodies<'a> = (&'a Body, &'a Body);

fn equivalent_ops(
    ctx: &Context,
    (lb, rb): Bodies<'_>,
    lhs: OpId,
    rhs: OpId,
    m: &mut Mapping,
) -> bool {
    if lb.op_attrs(lhs) != rb.op_attrs(rhs)
        || lb.op_name(lhs) != rb.op_name(rhs)
        || lb.num_regions(lhs) != rb.num_regions(rhs)
        || lb.successors(lhs).len() != rb.successors(rhs).len()
        || lb.num_operands(lhs) != rb.num_operands(rhs)
        || lb.num_results(lhs) != rb.num_results(rhs)
        || lb.op_props(lhs) != rb.op_props(rhs)
    {
        return false;
    }
    if m.same_body && lb.op_name(lhs).has_trait(ctx, OpTraits::COMMUTATIVE) {
        let mut l: SmallVec<[Value; 4]> = lb.operands(lhs).map(|v| m.map(v)).collect();
        let mut r: SmallVec<[Value; 4]> = rb.operands(rhs).collect();
        l.sort_unstable();
        r.sort_unstable();
        if l != r {
            return false;
        }
    } else {
        for (l, r) in lb.operands(lhs).zip(rb.operands(rhs)) {
            if m.same_body && l == r {
                continue;
            }
            if lb.value_type(l) != rb.value_type(r) || !m.same(l, r) {
                return false;
            }
        }
    }
    for (l, r) in lb.results(lhs).zip(rb.results(rhs)) {
        if lb.value_type(l) != rb.value_type(r) {
            return false;
        }
        m.values.insert(l, r);
    }
    if lb.isolated_body(lhs).is_some() || rb.isolated_body(rhs).is_some() {
        // Regions in separate bodies are never considered equivalent.
        return lb.num_regions(lhs) == 0;
    }
    let lr: SmallVec<[RegionId; 2]> = SmallVec::from_slice(lb.local_regions(lhs));
    let rr: SmallVec<[RegionId; 2]> = SmallVec::from_slice(rb.local_regions(rhs));
    lr.iter()
        .zip(rr.iter())
        .all(|(l, r)| equivalent_regions(ctx, (lb, rb), *l, *r, m))
}

fn equivalent_regions(
    ctx: &Context,
    (lbody, rbody): Bodies<'_>,
    l: RegionId,
    r: RegionId,
    m: &mut Mapping,
) -> bool {
    let lb: SmallVec<[BlockId; 4]> = lbody.region_blocks(l).collect();
    let rb: SmallVec<[BlockId; 4]> = rbody.region_blocks(r).collect();
    if lb.len() != rb.len() {
        return false;
    }
    for (&l, &r) in lb.iter().zip(rb.iter()) {
        let la = lbody.block_args(l);
        let ra = rbody.block_args(r);
        if la.len() != ra.len() || !m.map_block(l, r) {
            return false;
        }
        for (&a, &b) in la.iter().zip(ra.iter()) {
            if lbody.value_type(a) != rbody.value_type(b) {
                return false;
            }
            m.values.insert(a, b);
        }
        let lo: SmallVec<[OpId; 8]> = lbody.block_ops(l).collect();
        let ro: SmallVec<[OpId; 8]> = rbody.block_ops(r).collect();
        if lo.len() != ro.len() {
            return false;
        }
        for (&x, &y) in lo.iter().zip(ro.iter()) {
            if !equivalent_ops(ctx, (lbody, rbody), x, y, m) {
                return false;
            }
            for (&s, &t) in lbody.successors(x).iter().zip(rbody.successors(y)) {
                if !m.map_block(s, t) {
                    return false;
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use strata_asm::parse_source_str;

    const SRC: &str = r#"
func.func @a(%x: i32, %y: i32) -> i32 {
  %0 = arith.subi %x, %y : i32
  return %0 : i32
}
func.func @b(%p: i32, %q: i32) -> i32 {
  %0 = arith.subi %p, %q : i32 loc("elsewhere":1:1)
  return %0 : i32
}
func.func @c(%p: i32, %q: i32) -> i32 {
  %0 = arith.subi %q, %p : i32
  return %0 : i32
}
func.func @d(%p: i32, %q: i32) -> i32 {
  %0 = arith.addi %p, %q : i32
  return %0 : i32
}
func.func @e(%p: i32, %q: i32) -> i32 {
  %0 = arith.addi %q, %p : i32
  return %0 : i32
}
"#;

    #[test]
    fn regions_of_separate_bodies_compare_by_position() {
        let ctx = Context::new();
        strata_dialects::register_all(&ctx).expect("dialects");
        let parsed = parse_source_str(&ctx, SRC, "eq.mlir").expect("valid test input");
        let module = parsed.ops[0];
        let (body, regions) = parsed.body.op_regions(module);
        let funcs: Vec<OpId> = body
            .region_blocks(regions[0])
            .flat_map(|b| body.block_ops(b))
            .collect();
        let same = |i: usize, j: usize| {
            equivalent_self_contained_regions(
                &ctx,
                body.op_regions(funcs[i]),
                body.op_regions(funcs[j]),
            )
        };
        assert!(same(0, 1), "names and locations do not matter");
        assert!(!same(0, 2), "operand order matters");
        assert!(!same(3, 4), "also for commutative operations");
        assert!(!same(0, 3), "operation names matter");
    }
}
