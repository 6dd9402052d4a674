//! Merging of structurally identical blocks (aggressive region simplification).

use crate::Rewriter;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::{BlockId, Body, OpId, RegionId, Value, ValueDef};

/// Maps a value of block `b` to a position-independent key: an argument
/// index, a (op index, result index) pair, or itself if defined elsewhere.
#[derive(PartialEq, Eq, Hash, Clone, Copy, Debug)]
enum Key {
    Arg(u32),
    Result(u32, u32),
    Outside(Value),
}

fn key_of(body: &Body, block: BlockId, positions: &FxHashMap<OpId, u32>, v: Value) -> Key {
    match body.value_def(v) {
        ValueDef::BlockArg(b, i) if b == block => Key::Arg(i),
        ValueDef::Result(op, i) if body.op_block(op) == Some(block) => {
            Key::Result(positions.get(&op).copied().unwrap_or(u32::MAX), i)
        }
        _ => Key::Outside(v),
    }
}

/// A fingerprint of a block: equal fingerprints mean identical blocks.
fn fingerprint(body: &Body, block: BlockId) -> Option<Vec<u64>> {
    use std::hash::{Hash, Hasher};
    body.first_op(block)?;
    let escapes = |v: Value| {
        body.uses(v)
            .any(|u| body.op_block(body.operand_owner(u)) != Some(block))
    };
    if body.block_args(block).iter().any(|a| escapes(*a))
        || body.block_ops(block).any(|o| body.results(o).any(escapes))
    {
        return None;
    }
    let positions: FxHashMap<OpId, u32> = body
        .block_ops(block)
        .enumerate()
        .map(|(i, o)| (o, i as u32))
        .collect();
    let mut out = Vec::new();
    for a in body.block_args(block) {
        let mut h = rustc_hash::FxHasher::default();
        body.value_type(*a).hash(&mut h);
        out.push(h.finish());
    }
    for op in body.block_ops(block) {
        if !body.local_regions(op).is_empty() || body.isolated_body(op).is_some() {
            return None;
        }
        let mut h = rustc_hash::FxHasher::default();
        body.op_name(op).hash(&mut h);
        body.op_props(op).hash(&mut h);
        body.op_attrs(op).hash(&mut h);
        body.successors(op).hash(&mut h);
        for v in body.operands(op) {
            key_of(body, block, &positions, v).hash(&mut h);
        }
        for r in body.results(op) {
            body.value_type(r).hash(&mut h);
        }
        out.push(h.finish());
    }
    Some(out)
}

/// Merges blocks of `regions` that are identical (same argument types and
/// same operations over corresponding values), redirecting branches to the
/// first of each group. Returns whether anything was merged.
pub fn merge_identical_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut merged = false;
    for &region in regions {
        let blocks: Vec<BlockId> = rw.body().region_blocks(region).skip(1).collect();
        let mut seen: FxHashMap<Vec<u64>, BlockId> = FxHashMap::default();
        for b in blocks {
            let Some(fp) = fingerprint(rw.body(), b) else {
                continue;
            };
            match seen.get(&fp) {
                None => {
                    seen.insert(fp, b);
                }
                Some(&keep) => {
                    redirect_predecessors(rw, region, b, keep);
                    let ops: SmallVec<[OpId; 8]> = rw.body().block_ops(b).collect();
                    for op in ops {
                        rw.body_mut_untracked().drop_all_references(op);
                    }
                    rw.erase_block(b);
                    merged = true;
                }
            }
        }
    }
    merged
}

fn redirect_predecessors(rw: &mut Rewriter<'_>, region: RegionId, from: BlockId, to: BlockId) {
    let terminators: Vec<OpId> = rw
        .body()
        .region_blocks(region)
        .filter_map(|b| rw.body().last_op(b))
        .collect();
    for t in terminators {
        let succs: SmallVec<[BlockId; 2]> = SmallVec::from_slice(rw.body().successors(t));
        for (i, s) in succs.iter().enumerate() {
            if *s == from {
                rw.body_mut_untracked().set_successor(t, i, to);
                rw.notify_modified(t);
            }
        }
    }
}
