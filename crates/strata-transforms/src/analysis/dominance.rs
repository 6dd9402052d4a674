//! Dominator trees of the blocks of one region, with children lists for
//! scoped (pre-order) walks.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::dialect::OpTraits;
use strata_ir::{BlockId, Body, Context, RegionId};

/// The dominator tree of the reachable blocks of one region.
pub struct DomTree {
    entry: Option<BlockId>,
    children: FxHashMap<BlockId, SmallVec<[BlockId; 2]>>,
}

impl DomTree {
    /// Computes the dominator tree of `region` (Cooper, Harvey and Kennedy).
    pub fn new(body: &Body, region: RegionId) -> DomTree {
        let Some(entry) = body.entry_block(region) else {
            return DomTree {
                entry: None,
                children: FxHashMap::default(),
            };
        };
        let succs = |b: BlockId| -> &[BlockId] {
            body.last_op(b).map(|t| body.successors(t)).unwrap_or(&[])
        };
        let mut post: Vec<BlockId> = Vec::new();
        let mut number: FxHashMap<BlockId, usize> = FxHashMap::default();
        let mut seen: rustc_hash::FxHashSet<BlockId> = rustc_hash::FxHashSet::default();
        seen.insert(entry);
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        while let Some((b, i)) = stack.last_mut() {
            let s = succs(*b);
            if *i < s.len() {
                let next = s[*i];
                *i += 1;
                if seen.insert(next) {
                    stack.push((next, 0));
                }
            } else {
                number.insert(*b, post.len());
                post.push(*b);
                stack.pop();
            }
        }
        let mut preds: FxHashMap<BlockId, SmallVec<[BlockId; 2]>> = FxHashMap::default();
        for &b in &post {
            for &s in succs(b) {
                preds.entry(s).or_default().push(b);
            }
        }
        // Immediate dominators by post-order number.
        let n = post.len();
        let mut idom: Vec<Option<usize>> = vec![None; n];
        let root = n - 1;
        idom[root] = Some(root);
        let mut changed = true;
        while changed {
            changed = false;
            for i in (0..root).rev() {
                let b = post[i];
                let mut new_idom: Option<usize> = None;
                for p in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                    let pn = number[p];
                    if idom[pn].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => pn,
                        Some(cur) => intersect(&idom, pn, cur),
                    });
                }
                if new_idom.is_some() && idom[i] != new_idom {
                    idom[i] = new_idom;
                    changed = true;
                }
            }
        }
        let mut children: FxHashMap<BlockId, SmallVec<[BlockId; 2]>> = FxHashMap::default();
        for i in (0..root).rev() {
            if let Some(d) = idom[i] {
                children.entry(post[d]).or_default().push(post[i]);
            }
        }
        DomTree {
            entry: Some(entry),
            children,
        }
    }

    /// The entry block (root of the tree), if the region has blocks.
    pub fn root(&self) -> Option<BlockId> {
        self.entry
    }

    /// The blocks immediately dominated by `block`.
    pub fn children(&self, block: BlockId) -> &[BlockId] {
        self.children.get(&block).map_or(&[], |c| c.as_slice())
    }
}

fn intersect(idom: &[Option<usize>], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a < b {
            a = idom[a].unwrap_or(b);
        }
        while b < a {
            b = idom[b].unwrap_or(a);
        }
    }
    a
}

/// True if `region` of `body` has SSA dominance: its parent is not known to
/// hold graph regions (unregistered operations count as SSACFG).
pub fn has_ssa_dominance(ctx: &Context, body: &Body, region: RegionId) -> bool {
    let name = match body.region_parent(region) {
        Some(op) => Some(body.op_name(op)),
        None => body.owner_name(),
    };
    !name.is_some_and(|n| n.has_trait(ctx, OpTraits::GRAPH_REGIONS))
}
