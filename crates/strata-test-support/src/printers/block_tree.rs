//! The blocks under an operation as upstream's test printers number them
//! (in the order a post-order operation walk first meets them), with their
//! regions, the blocks enclosing those regions and their control-flow
//! successors; and (post-)dominator trees over them.

use rustc_hash::FxHashMap;
use strata_ir::dominance::has_ssa_dominance;
use strata_ir::{BlockId, Body, Context, OpId, RegionId};

/// One numbered block.
pub(crate) struct BlockInfo {
    /// The index of its region in [`BlockTree::regions`].
    pub region: usize,
    /// Its successors, as block numbers (successors without ops are left out).
    pub succs: Vec<usize>,
    /// The path of isolated operations leading to the body holding the
    /// block's parent operation, then that operation (empty for the block
    /// holding the root).
    pub parent_path: Vec<OpId>,
}

/// One region holding numbered blocks.
pub(crate) struct RegionInfo {
    /// Its blocks in region order (numbered ones only).
    pub blocks: Vec<usize>,
    /// The number of the block holding the region's parent operation.
    pub parent_block: Option<usize>,
    /// Whether the region has SSA dominance (is not a graph region).
    pub ssa: bool,
}

/// The numbered blocks under one operation, its own block included.
pub(crate) struct BlockTree {
    /// The blocks, by number.
    pub blocks: Vec<BlockInfo>,
    /// The regions.
    pub regions: Vec<RegionInfo>,
}

type Key = (usize, BlockId);

/// What the walk records of one block before numbers are resolved.
struct Seen {
    key: Key,
    region: (usize, RegionId),
    position: usize,
    ssa: bool,
    parent: Option<Key>,
    succs: Vec<BlockId>,
    parent_path: Vec<OpId>,
}

struct Walker<'a> {
    ctx: &'a Context,
    seen: Vec<Seen>,
    numbers: FxHashMap<Key, usize>,
}

fn key_of(body: &Body, block: BlockId) -> Key {
    (std::ptr::from_ref(body) as usize, block)
}

impl BlockTree {
    /// Numbers the blocks met by a post-order walk of `op` (in `body`).
    pub fn new(ctx: &Context, body: &Body, op: OpId) -> BlockTree {
        let mut w = Walker {
            ctx,
            seen: Vec::new(),
            numbers: FxHashMap::default(),
        };
        w.visit_op(body, op, &[]);
        if let Some(block) = body.op_block(op) {
            w.record(body, block, None, Vec::new());
        }
        let mut tree = BlockTree {
            blocks: Vec::new(),
            regions: Vec::new(),
        };
        let mut region_index: FxHashMap<(usize, RegionId), usize> = FxHashMap::default();
        let mut positions: Vec<Vec<(usize, usize)>> = Vec::new();
        for (number, s) in w.seen.iter().enumerate() {
            let region = *region_index.entry(s.region).or_insert_with(|| {
                tree.regions.push(RegionInfo {
                    blocks: Vec::new(),
                    parent_block: s.parent.and_then(|k| w.numbers.get(&k).copied()),
                    ssa: s.ssa,
                });
                positions.push(Vec::new());
                tree.regions.len() - 1
            });
            positions[region].push((s.position, number));
            tree.blocks.push(BlockInfo {
                region,
                succs: s
                    .succs
                    .iter()
                    .filter_map(|b| w.numbers.get(&(s.key.0, *b)).copied())
                    .collect(),
                parent_path: s.parent_path.clone(),
            });
        }
        for (region, mut list) in positions.into_iter().enumerate() {
            list.sort_unstable();
            tree.regions[region].blocks = list.into_iter().map(|(_, n)| n).collect();
        }
        tree
    }

    /// The chain of blocks from `block` up to the root.
    fn ancestors(&self, mut block: usize) -> Vec<usize> {
        let mut chain = vec![block];
        while let Some(p) = self.regions[self.blocks[block].region].parent_block {
            chain.push(p);
            block = p;
        }
        chain
    }

    /// The ancestors of `a` and `b` (themselves included) in their innermost
    /// common region, as upstream's `tryGetBlocksInSameRegion`.
    pub fn in_same_region(&self, a: usize, b: usize) -> Option<(usize, usize)> {
        let chain_b = self.ancestors(b);
        self.ancestors(a).into_iter().find_map(|x| {
            let region = self.blocks[x].region;
            chain_b
                .iter()
                .find(|&&y| self.blocks[y].region == region)
                .map(|&y| (x, y))
        })
    }

    /// The ancestor of `block` in `region` (itself included).
    pub fn ancestor_in(&self, region: usize, block: usize) -> Option<usize> {
        self.ancestors(block)
            .into_iter()
            .find(|&x| self.blocks[x].region == region)
    }
}

impl Walker<'_> {
    fn record(&mut self, body: &Body, block: BlockId, parent: Option<Key>, path: Vec<OpId>) {
        let key = key_of(body, block);
        if self.numbers.contains_key(&key) {
            return;
        }
        let Some(region) = body.block_region(block) else {
            return;
        };
        self.numbers.insert(key, self.seen.len());
        self.seen.push(Seen {
            key,
            region: (key.0, region),
            position: body
                .region_blocks(region)
                .position(|b| b == block)
                .unwrap_or(usize::MAX),
            ssa: has_ssa_dominance(self.ctx, body, region),
            parent,
            succs: body
                .last_op(block)
                .map(|t| body.successors(t).to_vec())
                .unwrap_or_default(),
            parent_path: path,
        });
    }

    /// Walks the ops nested in `op` in post-order, numbering each block
    /// when its first op has been visited.
    fn visit_op(&mut self, body: &Body, op: OpId, path: &[OpId]) {
        let (inner, regions) = body.op_regions(op);
        let mut inner_path = path.to_vec();
        if !std::ptr::eq(inner, body) {
            inner_path.push(op);
        }
        let parent = body.op_block(op).map(|b| key_of(body, b));
        for &r in regions {
            for block in inner.region_blocks(r) {
                for nested in inner.block_ops(block) {
                    self.visit_op(inner, nested, &inner_path);
                    let mut owner = path.to_vec();
                    owner.push(op);
                    self.record(inner, block, parent, owner);
                }
            }
        }
    }
}
