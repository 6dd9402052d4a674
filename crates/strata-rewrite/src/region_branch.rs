//! Canonicalization patterns shared by every region-branch operation
//! (upstream's `populateRegionBranchOpInterfaceCanonicalizationPatterns`),
//! working on the mapping from successor operands (the operation's own,
//! and those of its region terminators) to the successor inputs receiving
//! them (its results and the arguments of its regions' entry blocks):
//! - `MakeRegionBranchOpSuccessorInputsDead`: an input that can only ever
//!   hold one value defined before it is replaced by that value;
//! - `RemoveDuplicateSuccessorInputUses`: of two inputs of one block (or
//!   of the results) receiving the same value from every predecessor, the
//!   second is replaced by the first;
//! - `RemoveDeadRegionBranchOpSuccessorInputs`: inputs without uses go,
//!   with the operands forwarded to them, when every input tied to them
//!   (receiving a same operand) is unused too.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use strata_ir::interfaces::{
    RegionBranchOpInterface, RegionBranchPoint, RegionBranchTerminatorOpInterface, RegionSuccessor,
};
use strata_ir::{
    Attribute, BlockId, Body, Context, OpId, OperationState, RegionId, StateRegions, Value,
    ValueDef,
};

use crate::{FnPattern, PatternSet, Rewriter};

/// A successor operand: its owner (the operation or a region terminator)
/// and position, with the successor inputs it is forwarded to.
#[derive(Clone, Debug)]
pub struct SuccessorOperand {
    /// The operation holding the operand.
    pub owner: OpId,
    /// The operand's position.
    pub index: usize,
    /// The results and region arguments it reaches.
    pub inputs: SmallVec<[Value; 2]>,
}

/// The successors of the region terminator `term` of `op`, for unknown operands.
fn terminator_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    iface: &dyn RegionBranchOpInterface,
    term: OpId,
    region_index: u32,
) -> SmallVec<[RegionSuccessor; 2]> {
    let unknown: SmallVec<[Option<Attribute>; 4]> =
        SmallVec::from_elem(None, body.num_operands(term));
    let decided = body
        .op_name(term)
        .interface::<dyn RegionBranchTerminatorOpInterface>(ctx)
        .and_then(|t| t.successors(ctx, body, term, &unknown));
    decided.unwrap_or_else(|| {
        iface.successors(ctx, body, op, RegionBranchPoint::Region(region_index), &[])
    })
}

/// The values `successor` of `op` receives: its results, or the trailing
/// arguments of the region's entry block (`count` of them).
fn successor_inputs(
    body: &Body,
    op: OpId,
    successor: RegionSuccessor,
    count: usize,
) -> SmallVec<[Value; 4]> {
    let values: SmallVec<[Value; 4]> = match successor {
        RegionSuccessor::Parent => body.results(op).collect(),
        RegionSuccessor::Region(i) => body
            .local_regions(op)
            .get(i as usize)
            .and_then(|&r| body.entry_block(r))
            .map_or_else(SmallVec::new, |b| SmallVec::from_slice(body.block_args(b))),
    };
    SmallVec::from_slice(&values[values.len().saturating_sub(count)..])
}

/// Every successor operand of the region-branch operation `op` (entering
/// it, and leaving each of its regions through a terminator), in order of
/// first appearance (upstream's `getSuccessorOperandInputMapping`).
pub fn successor_operands(ctx: &Context, body: &Body, op: OpId) -> Vec<SuccessorOperand> {
    let Some(iface) = body
        .op_name(op)
        .interface::<dyn RegionBranchOpInterface>(ctx)
    else {
        return Vec::new();
    };
    let mut out: Vec<SuccessorOperand> = Vec::new();
    let mut slot: FxHashMap<(OpId, usize), usize> = FxHashMap::default();
    let mut record = |owner: OpId, index: usize, input: Value| {
        let k = *slot.entry((owner, index)).or_insert_with(|| {
            out.push(SuccessorOperand {
                owner,
                index,
                inputs: SmallVec::new(),
            });
            out.len() - 1
        });
        out[k].inputs.push(input);
    };
    let unknown: SmallVec<[Option<Attribute>; 4]> =
        SmallVec::from_elem(None, body.num_operands(op));
    for successor in iface.successors(ctx, body, op, RegionBranchPoint::Parent, &unknown) {
        let range = iface.entry_successor_operands(ctx, body, op, successor);
        let inputs = successor_inputs(body, op, successor, range.len());
        for (index, input) in range.zip(inputs) {
            record(op, index, input);
        }
    }
    for (i, &region) in body.local_regions(op).iter().enumerate() {
        let Ok(region_index) = u32::try_from(i) else {
            continue;
        };
        for block in body.region_blocks(region) {
            let Some(term) = body
                .last_op(block)
                .filter(|&t| body.successors(t).is_empty())
            else {
                continue;
            };
            let Some(exit) = body
                .op_name(term)
                .interface::<dyn RegionBranchTerminatorOpInterface>(ctx)
            else {
                continue;
            };
            for successor in terminator_successors(ctx, body, op, iface, term, region_index) {
                let range = exit.successor_operands(ctx, body, term, successor);
                let inputs = successor_inputs(body, op, successor, range.len());
                for (index, input) in range.zip(inputs) {
                    record(term, index, input);
                }
            }
        }
    }
    out
}

/// A successor input with the operands (owner, position) forwarded to it.
type InputSources = (Value, SmallVec<[(OpId, usize); 2]>);

/// The operands forwarded to each successor input, in order of first appearance.
fn inverse(operands: &[SuccessorOperand]) -> Vec<InputSources> {
    let mut out: Vec<InputSources> = Vec::new();
    let mut slot: FxHashMap<Value, usize> = FxHashMap::default();
    for o in operands {
        for &input in &o.inputs {
            let k = *slot.entry(input).or_insert_with(|| {
                out.push((input, SmallVec::new()));
                out.len() - 1
            });
            out[k].1.push((o.owner, o.index));
        }
    }
    out
}

/// The region directly holding the definition of `v`.
fn defining_region(body: &Body, v: Value) -> Option<RegionId> {
    body.value_block(v).and_then(|b| body.block_region(b))
}

/// True if `a`, a value reaching the successor input `b` of `op`, may
/// stand for it: defined outside `op`, or an argument of `b`'s block.
fn defined_before(body: &Body, op: OpId, a: Value, b: Value) -> bool {
    if defining_region(body, a).and_then(|r| body.region_parent(r)) != Some(op) {
        return true;
    }
    match (body.value_def(a), body.value_def(b)) {
        (ValueDef::BlockArg(ba, _), ValueDef::BlockArg(bb, _)) => ba == bb,
        _ => false,
    }
}

/// `MakeRegionBranchOpSuccessorInputsDead`.
fn make_inputs_dead(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let operands = successor_operands(rw.ctx, rw.body(), op);
    let inputs = inverse(&operands);
    let index: FxHashMap<Value, usize> = inputs
        .iter()
        .enumerate()
        .map(|(i, (v, _))| (*v, i))
        .collect();
    let mut changed = false;
    for (value, _) in &inputs {
        if !rw.body().has_uses(*value) {
            continue;
        }
        let mut reachable: FxHashSet<Value> = FxHashSet::default();
        let mut visited: FxHashSet<Value> = FxHashSet::default();
        let mut worklist: SmallVec<[Value; 8]> = SmallVec::from_elem(*value, 1);
        while let Some(next) = worklist.pop() {
            let Some(&k) = index.get(&next) else {
                reachable.insert(next);
                continue;
            };
            for &(owner, i) in &inputs[k].1 {
                let v = rw.body().operand(owner, i);
                if visited.insert(v) {
                    worklist.push(v);
                }
            }
        }
        if reachable.len() != 1 {
            continue;
        }
        let Some(&only) = reachable.iter().next() else {
            continue;
        };
        if only == *value || !defined_before(rw.body(), op, only, *value) {
            continue;
        }
        rw.replace_all_uses_with(*value, only);
        changed = true;
    }
    changed
}

/// The position of a result or block argument.
fn value_number(body: &Body, v: Value) -> u32 {
    match body.value_def(v) {
        ValueDef::Result(_, i) | ValueDef::BlockArg(_, i) => i,
        ValueDef::Placeholder => u32::MAX,
    }
}

/// The operation or block defining `v`.
fn owner_of(body: &Body, v: Value) -> (Option<OpId>, Option<BlockId>) {
    match body.value_def(v) {
        ValueDef::Result(op, _) => (Some(op), None),
        ValueDef::BlockArg(b, _) => (None, Some(b)),
        ValueDef::Placeholder => (None, None),
    }
}

/// `RemoveDuplicateSuccessorInputUses`.
fn remove_duplicate_inputs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let operands = successor_operands(rw.ctx, rw.body(), op);
    let mut inputs = inverse(&operands);
    inputs.sort_by_key(|(v, _)| value_number(rw.body(), *v));
    let sources = |rw: &Rewriter<'_>, list: &[(OpId, usize)]| -> FxHashMap<OpId, Value> {
        list.iter()
            .map(|&(owner, i)| (owner, rw.body().operand(owner, i)))
            .collect()
    };
    let mut changed = false;
    for i in 0..inputs.len() {
        for j in i + 1..inputs.len() {
            let (first, second) = (inputs[i].0, inputs[j].0);
            if !rw.body().has_uses(second)
                || owner_of(rw.body(), first) != owner_of(rw.body(), second)
            {
                continue;
            }
            if sources(rw, &inputs[i].1) == sources(rw, &inputs[j].1) {
                rw.replace_all_uses_with(second, first);
                changed = true;
            }
        }
    }
    changed
}

/// A union-find over successor inputs.
struct Tied {
    parent: Vec<usize>,
}

impl Tied {
    fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] != i {
            self.parent[i] = self.parent[self.parent[i]];
            i = self.parent[i];
        }
        i
    }

    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[rb] = ra;
        }
    }
}

/// `RemoveDeadRegionBranchOpSuccessorInputs`.
fn remove_dead_inputs(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let operands = successor_operands(rw.ctx, rw.body(), op);
    let inputs = inverse(&operands);
    let index: FxHashMap<Value, usize> = inputs
        .iter()
        .enumerate()
        .map(|(i, (v, _))| (*v, i))
        .collect();
    let mut tied = Tied {
        parent: (0..inputs.len()).collect(),
    };
    for o in &operands {
        let mut members = o.inputs.iter().filter_map(|v| index.get(v).copied());
        if let Some(first) = members.next() {
            for m in members {
                tied.union(first, m);
            }
        }
    }
    let mut live_set: FxHashSet<usize> = FxHashSet::default();
    for (i, (v, _)) in inputs.iter().enumerate() {
        if rw.body().has_uses(*v) {
            live_set.insert(tied.find(i));
        }
    }
    let dead: Vec<usize> = (0..inputs.len())
        .filter(|&i| !live_set.contains(&tied.find(i)))
        .collect();
    if dead.is_empty() {
        return false;
    }
    let mut operand_flags: Vec<(OpId, Vec<bool>)> = Vec::new();
    let mut arg_flags: Vec<(BlockId, Vec<bool>)> = Vec::new();
    let mut result_flags = vec![false; rw.body().num_results(op)];
    for &i in &dead {
        let (value, sources) = &inputs[i];
        match rw.body().value_def(*value) {
            ValueDef::BlockArg(b, n) => {
                let k = match arg_flags.iter().position(|(x, _)| *x == b) {
                    Some(k) => k,
                    None => {
                        arg_flags.push((b, vec![false; rw.body().block_args(b).len()]));
                        arg_flags.len() - 1
                    }
                };
                if let Some(f) = arg_flags[k].1.get_mut(n as usize) {
                    *f = true;
                }
            }
            ValueDef::Result(_, n) => {
                if let Some(f) = result_flags.get_mut(n as usize) {
                    *f = true;
                }
            }
            ValueDef::Placeholder => {}
        }
        for &(owner, n) in sources {
            let k = match operand_flags.iter().position(|(x, _)| *x == owner) {
                Some(k) => k,
                None => {
                    operand_flags.push((owner, vec![false; rw.body().num_operands(owner)]));
                    operand_flags.len() - 1
                }
            };
            operand_flags[k].1[n] = true;
        }
    }
    for (owner, flags) in operand_flags {
        rw.modify_in_place(owner, |body| {
            let kept: SmallVec<[Value; 8]> = body
                .operands(owner)
                .zip(&flags)
                .filter(|(_, d)| !**d)
                .map(|(v, _)| v)
                .collect();
            body.set_operands(owner, &kept);
        });
    }
    for (block, flags) in arg_flags {
        let parent = rw
            .body()
            .block_region(block)
            .and_then(|r| rw.body().region_parent(r))
            .unwrap_or(op);
        rw.modify_in_place(parent, |body| {
            for i in (0..flags.len()).rev().filter(|&i| flags[i]) {
                body.erase_block_arg(block, i);
            }
        });
    }
    if result_flags.iter().any(|&d| d) {
        erase_op_results(rw, op, &result_flags);
    }
    true
}

/// Replaces `op` by a copy (taking its regions) without the results
/// flagged in `dead`, which must be unused (upstream's `eraseOpResults`).
pub fn erase_op_results(rw: &mut Rewriter<'_>, op: OpId, dead: &[bool]) -> OpId {
    let body = rw.body_mut_untracked();
    let results: SmallVec<[Value; 4]> = body.results(op).collect();
    let mut state = OperationState::new(body.op_name(op), body.op_loc(op));
    state.operands = body.operands(op).collect();
    state.successors = body.successors(op).into();
    state.props = body.op_props(op);
    state.attrs = Some(body.op_attrs(op));
    let mut kept: SmallVec<[usize; 4]> = SmallVec::new();
    for (i, &r) in results.iter().enumerate() {
        if !dead.get(i).copied().unwrap_or(false) {
            state.result_types.push(body.value_type(r));
            kept.push(i);
        }
    }
    let old_regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.local_regions(op));
    let mut fresh: SmallVec<[RegionId; 2]> = SmallVec::new();
    for &from in &old_regions {
        let to = body.create_region();
        let blocks: SmallVec<[BlockId; 4]> = body.region_blocks(from).collect();
        for b in blocks {
            body.unlink_block(b);
            body.append_block(to, b);
        }
        fresh.push(to);
    }
    state.regions = StateRegions::Local(fresh);
    rw.set_insertion_point_before(op);
    let new_op = rw.create(state);
    let new_results: SmallVec<[Value; 4]> = rw.body().results(new_op).collect();
    let mut replacements: SmallVec<[Value; 4]> = results.clone();
    for (k, &i) in kept.iter().enumerate() {
        replacements[i] = new_results[k];
    }
    rw.replace_op(op, &replacements);
    new_op
}

/// Adds the three region-branch patterns rooted at operations named `root`.
pub fn add_region_branch_patterns(set: &mut PatternSet, root: &'static str) {
    set.add(FnPattern::new(
        Some(root),
        "MakeRegionBranchOpSuccessorInputsDead",
        make_inputs_dead,
    ));
    set.add(FnPattern::new(
        Some(root),
        "RemoveDuplicateSuccessorInputUses",
        remove_duplicate_inputs,
    ));
    set.add(FnPattern::new(
        Some(root),
        "RemoveDeadRegionBranchOpSuccessorInputs",
        remove_dead_inputs,
    ));
}
