//! `mem2reg`: replaces the memory slots of promotable allocations
//! (`PromotableAllocationOpInterface`) by SSA values when every use of the
//! slot is a promotable load or store (`PromotableMemOpInterface`) in the
//! allocation's region.
//!
//! Classic SSA construction: block arguments are added at the iterated
//! dominance frontier of the storing blocks, restricted to blocks where
//! the slot is live on entry; a walk of the dominator tree then replaces
//! each load by the value reaching it (the allocation's default value
//! before any store) and passes reaching values to the new arguments.

use super::post_order::{apply_in_post_order, in_op_regions};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use strata_ir::dominance::DomTree;
use strata_ir::interfaces::{
    BranchOpInterface, MemorySlot, PromotableAllocationOpInterface, PromotableMemOpInterface,
    append_successor_operand,
};
use strata_ir::{BlockId, Body, Context, OpId, RegionId, Value};
use strata_pass::{Pass, PassContext, PassOptionInfo, PassRegistration, PassResult};

/// The mem2reg pass. Its `region-simplify` option is accepted for
/// compatibility: MLIR 22's `mem2reg` leaves the regions as they are
/// whatever its value, and so does this one.
#[derive(Clone, Default)]
pub struct Mem2Reg {
    region_simplify: bool,
}

const OPTIONS: &[PassOptionInfo] = &[PassOptionInfo {
    name: "region-simplify",
    kind: "bool",
    description: "Perform control flow optimizations to the region tree",
}];

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "mem2reg",
    summary: "Promotes memory slots into values.",
    options: OPTIONS,
    create: || Box::new(Mem2Reg::default()),
};

impl Pass for Mem2Reg {
    fn argument(&self) -> &'static str {
        "mem2reg"
    }

    fn name(&self) -> &'static str {
        "Mem2Reg"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "region-simplify" => {
                self.region_simplify = match value {
                    "" | "true" | "1" => true,
                    "false" | "0" => false,
                    _ => return Err(format!("invalid value '{value}' for option '{name}'")),
                };
                Ok(())
            }
            _ => Err(format!("no such option '{name}'")),
        }
    }

    fn option_string(&self) -> String {
        format!("region-simplify={}", self.region_simplify)
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        in_op_regions(body, op, |body, regions| {
            promote_in_regions(cx.ctx, body, regions)
        });
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Promotes the slots of the allocations in `regions` of `body` (and in
/// the isolated bodies nested there); returns how many were promoted.
pub fn promote_in_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) -> usize {
    apply_in_post_order(
        ctx,
        body,
        regions,
        &|ctx, body, op| {
            body.op_name(op)
                .interface::<dyn PromotableAllocationOpInterface>(ctx)
                .is_some()
        },
        &mut |ctx, body, op| promote_allocation(ctx, body, op),
    )
}

/// Promotes the slots of `alloc`, then erases it if nothing uses it.
fn promote_allocation(ctx: &Context, body: &mut Body, alloc: OpId) -> usize {
    let Some(iface) = body
        .op_name(alloc)
        .interface::<dyn PromotableAllocationOpInterface>(ctx)
    else {
        return 0;
    };
    let slots = iface.promotable_slots(ctx, body, alloc);
    let mut promoted = 0;
    for slot in slots {
        if let Some(accesses) = promotable_accesses(ctx, body, alloc, &slot) {
            promote_slot(ctx, body, alloc, &slot, &accesses);
            promoted += 1;
        }
    }
    if promoted > 0 && body.results(alloc).all(|r| !body.has_uses(r)) {
        body.erase_op(alloc);
    }
    promoted
}

/// The loads and stores of `slot`, if every use is a removable access in
/// a reachable block of the allocation's region.
fn promotable_accesses(
    ctx: &Context,
    body: &Body,
    alloc: OpId,
    slot: &MemorySlot,
) -> Option<FxHashSet<OpId>> {
    let region = body.op_block(alloc).and_then(|b| body.block_region(b))?;
    let dom = DomTree::new(body, region);
    let mut accesses = FxHashSet::default();
    for u in body.uses(slot.ptr) {
        let user = body.operand_owner(u);
        let block = body.op_block(user)?;
        if body.block_region(block) != Some(region) || !dom.is_reachable(block) {
            return None;
        }
        let access = body
            .op_name(user)
            .interface::<dyn PromotableMemOpInterface>(ctx)?;
        if !access.can_uses_be_removed(ctx, body, user, slot) {
            return None;
        }
        accesses.insert(user);
    }
    Some(accesses)
}

fn access_of<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c dyn PromotableMemOpInterface> {
    body.op_name(op)
        .interface::<dyn PromotableMemOpInterface>(ctx)
}

/// The predecessor blocks of `block`.
fn predecessor_blocks(body: &Body, block: BlockId) -> SmallVec<[BlockId; 4]> {
    body.block_predecessors(block)
        .into_iter()
        .filter_map(|(op, _)| body.op_block(op))
        .collect()
}

/// The blocks where the slot's value on entry may be read.
fn live_in_blocks(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    accesses: &FxHashSet<OpId>,
    defining: &FxHashSet<BlockId>,
) -> FxHashSet<BlockId> {
    let mut live = FxHashSet::default();
    let mut worklist = Vec::new();
    let mut blocks: Vec<BlockId> = accesses.iter().filter_map(|&a| body.op_block(a)).collect();
    blocks.sort_unstable_by_key(|b| b.index());
    blocks.dedup();
    for b in blocks {
        let first = body.block_ops(b).find(|o| accesses.contains(o));
        let reads_first = first.is_some_and(|o| {
            access_of(ctx, body, o).is_some_and(|a| a.loads_from(ctx, body, o, slot))
        });
        if reads_first && live.insert(b) {
            worklist.push(b);
        }
    }
    while let Some(b) = worklist.pop() {
        for p in predecessor_blocks(body, b) {
            if defining.contains(&p) {
                continue;
            }
            if live.insert(p) {
                worklist.push(p);
            }
        }
    }
    live
}

/// The blocks that need an argument for the slot: the iterated dominance
/// frontier of the storing blocks, restricted to live-in blocks.
fn merge_points(
    body: &Body,
    region: RegionId,
    dom: &DomTree,
    defining: &FxHashSet<BlockId>,
    live_in: &FxHashSet<BlockId>,
) -> Vec<BlockId> {
    let mut idom: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    for b in body.region_blocks(region) {
        for &c in dom.children(b) {
            idom.insert(c, b);
        }
    }
    let mut frontier: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for b in body.region_blocks(region) {
        let preds = predecessor_blocks(body, b);
        if preds.len() < 2 || !dom.is_reachable(b) {
            continue;
        }
        for p in preds {
            let mut runner = Some(p);
            while let Some(r) = runner {
                if Some(&r) == idom.get(&b) || !dom.is_reachable(r) {
                    break;
                }
                let f = frontier.entry(r).or_default();
                if !f.contains(&b) {
                    f.push(b);
                }
                runner = idom.get(&r).copied();
            }
        }
    }
    let mut result = Vec::new();
    let mut seen = FxHashSet::default();
    let mut worklist: Vec<BlockId> = body
        .region_blocks(region)
        .filter(|b| defining.contains(b))
        .collect();
    while let Some(x) = worklist.pop() {
        for &y in frontier.get(&x).map_or(&[][..], |f| f.as_slice()) {
            if !live_in.contains(&y) || !seen.insert(y) {
                continue;
            }
            result.push(y);
            if !defining.contains(&y) {
                worklist.push(y);
            }
        }
    }
    result
}

/// Rewrites the accesses of `slot` into SSA values and erases them.
fn promote_slot(
    ctx: &Context,
    body: &mut Body,
    alloc: OpId,
    slot: &MemorySlot,
    accesses: &FxHashSet<OpId>,
) {
    let (Some(alloc_block), Some(region)) = (
        body.op_block(alloc),
        body.op_block(alloc).and_then(|b| body.block_region(b)),
    ) else {
        return;
    };
    let dom = DomTree::new(body, region);
    let defining: FxHashSet<BlockId> = accesses
        .iter()
        .filter(|&&a| access_of(ctx, body, a).is_some_and(|i| i.stores_to(ctx, body, a, slot)))
        .filter_map(|&a| body.op_block(a))
        .collect();
    let live_in = live_in_blocks(ctx, body, slot, accesses, &defining);
    let merges = merge_points(body, region, &dom, &defining, &live_in);
    let loc = body.op_loc(alloc);
    let mut merge_args: FxHashMap<BlockId, Value> = FxHashMap::default();
    for &m in &merges {
        let arg = body.add_block_arg(m, slot.elem_type, loc);
        merge_args.insert(m, arg);
    }
    let mut default: Option<Value> = None;
    let Some(root) = dom.root() else {
        return;
    };
    let mut stack: Vec<(BlockId, Option<Value>)> = vec![(root, None)];
    while let Some((block, mut reaching)) = stack.pop() {
        if let Some(&arg) = merge_args.get(&block) {
            reaching = Some(arg);
        }
        let ops: SmallVec<[OpId; 16]> = body.block_ops(block).collect();
        for op in ops {
            if accesses.contains(&op) {
                let Some(access) = access_of(ctx, body, op) else {
                    continue;
                };
                if access.stores_to(ctx, body, op, slot) {
                    reaching = access.stored_value(ctx, body, op, slot);
                } else if access.loads_from(ctx, body, op, slot) {
                    let value = match reaching {
                        Some(v) => Some(v),
                        None => default_value(ctx, body, alloc, alloc_block, slot, &mut default),
                    };
                    if let (Some(result), Some(value)) = (body.results(op).next(), value) {
                        body.replace_all_uses(result, value);
                    }
                }
                continue;
            }
            if body
                .op_name(op)
                .interface::<dyn BranchOpInterface>(ctx)
                .is_none()
            {
                continue;
            }
            let succs: SmallVec<[BlockId; 2]> = SmallVec::from_slice(body.successors(op));
            for (i, s) in succs.into_iter().enumerate() {
                if !merge_args.contains_key(&s) {
                    continue;
                }
                let value = match reaching {
                    Some(v) => Some(v),
                    None => default_value(ctx, body, alloc, alloc_block, slot, &mut default),
                };
                if let Some(v) = value {
                    append_successor_operand(ctx, body, op, i, v);
                }
            }
        }
        for &child in dom.children(block).iter().rev() {
            stack.push((child, reaching));
        }
    }
    for &op in accesses {
        body.erase_op(op);
    }
    if let Some(d) = default.filter(|&d| !body.has_uses(d))
        && let Some(op) = body.defining_op(d)
    {
        body.erase_op(op);
    }
}

/// The allocation's default value, created on first use at the start of
/// its block.
fn default_value(
    ctx: &Context,
    body: &mut Body,
    alloc: OpId,
    alloc_block: BlockId,
    slot: &MemorySlot,
    default: &mut Option<Value>,
) -> Option<Value> {
    if default.is_none() {
        let iface = body
            .op_name(alloc)
            .interface::<dyn PromotableAllocationOpInterface>(ctx)?;
        let state = iface.default_value(ctx, body, alloc, slot);
        let op = body.create_op(ctx, state);
        match body.first_op(alloc_block) {
            Some(first) => body.insert_op_before(first, op),
            None => body.append_op(alloc_block, op),
        };
        *default = body.results(op).next();
    }
    *default
}
