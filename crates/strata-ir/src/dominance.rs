//! Dominator trees of the blocks of one region (Cooper, Harvey and
//! Kennedy's iterative algorithm): the one implementation the verifier's
//! SSA dominance check and the passes' scoped walks share.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::context::Context;
use crate::dialect::OpTraits;
use crate::ir::{BlockId, Body, RegionId};

/// The dominator tree of the reachable blocks of one region.
pub struct DomTree {
    /// Reachable blocks in post-order (the entry block last).
    post: Vec<BlockId>,
    /// Post-order number of each reachable block.
    number: FxHashMap<BlockId, usize>,
    /// Immediate dominator of each block, by post-order number (the entry
    /// maps to itself).
    idom: Vec<usize>,
    /// The blocks each block immediately dominates, in reverse post-order.
    children: FxHashMap<BlockId, SmallVec<[BlockId; 2]>>,
}

impl DomTree {
    /// Computes the dominator tree of `region`.
    pub fn new(body: &Body, region: RegionId) -> DomTree {
        let mut tree = DomTree {
            post: Vec::new(),
            number: FxHashMap::default(),
            idom: Vec::new(),
            children: FxHashMap::default(),
        };
        let Some(entry) = body.entry_block(region) else {
            return tree;
        };
        let succs = |b: BlockId| -> &[BlockId] {
            body.last_op(b).map(|t| body.successors(t)).unwrap_or(&[])
        };
        let mut seen: FxHashSet<BlockId> = FxHashSet::default();
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
                tree.number.insert(*b, tree.post.len());
                tree.post.push(*b);
                stack.pop();
            }
        }
        let mut preds: FxHashMap<BlockId, SmallVec<[usize; 2]>> = FxHashMap::default();
        for (i, &b) in tree.post.iter().enumerate() {
            for &s in succs(b) {
                preds.entry(s).or_default().push(i);
            }
        }
        let n = tree.post.len();
        let root = n - 1;
        let mut idom: Vec<Option<usize>> = vec![None; n];
        idom[root] = Some(root);
        let mut changed = true;
        while changed {
            changed = false;
            for i in (0..root).rev() {
                let mut new_idom: Option<usize> = None;
                for &p in preds.get(&tree.post[i]).map_or(&[][..], |v| v.as_slice()) {
                    if idom[p].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => intersect(&idom, p, cur),
                    });
                }
                if new_idom.is_some() && idom[i] != new_idom {
                    idom[i] = new_idom;
                    changed = true;
                }
            }
        }
        // Every reachable block has a dominator once the iteration settles.
        tree.idom = idom.iter().map(|d| d.unwrap_or(root)).collect();
        for i in (0..root).rev() {
            let parent = tree.post[tree.idom[i]];
            tree.children.entry(parent).or_default().push(tree.post[i]);
        }
        tree
    }

    /// The entry block (root of the tree), if the region has blocks.
    pub fn root(&self) -> Option<BlockId> {
        self.post.last().copied()
    }

    /// The blocks immediately dominated by `block`.
    pub fn children(&self, block: BlockId) -> &[BlockId] {
        self.children.get(&block).map_or(&[], |c| c.as_slice())
    }

    /// True if `b` can be reached from the entry block.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.number.contains_key(&b)
    }

    /// True if block `a` dominates block `b` (unreachable blocks are
    /// dominated by all).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let Some(&start) = self.number.get(&b) else {
            return true;
        };
        let mut cur = start;
        loop {
            if self.post[cur] == a {
                return true;
            }
            let parent = self.idom[cur];
            if parent == cur {
                return false;
            }
            cur = parent;
        }
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
