//! `test-print-liveness`: computes block liveness (live-in and live-out
//! values of every block, upstream's `Liveness` analysis) for a symbol op
//! and prints it to standard error in upstream's format, with the
//! liveness interval of each result and the values live at each op.

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use strata_asm::{PrintFlags, op_to_string_scoped};
use strata_ir::{BlockId, Body, OpId, RegionId, Value};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

/// The liveness printer.
#[derive(Clone, Default)]
pub struct TestPrintLiveness;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "test-print-liveness",
    summary: "Print the contents of a constructed liveness information.",
    options: &[],
    create: || Box::new(TestPrintLiveness),
};

impl Pass for TestPrintLiveness {
    fn argument(&self) -> &'static str {
        REGISTRATION.argument
    }

    fn name(&self) -> &'static str {
        "TestLivenessPass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let name = body
            .attr(ctx, op, "sym_name")
            .and_then(|a| a.str_value(ctx).map(str::to_string))
            .unwrap_or_default();
        let mut out = format!("Testing : {name}\n");
        let (inner, regions) = body.op_regions(op);
        let printer =
            |o: OpId| op_to_string_scoped(ctx, Some((&*body, op)), inner, o, PrintFlags::default());
        let liveness = Liveness::new(inner, regions);
        liveness.print(inner, &printer, &mut out);
        eprint!("{out}");
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The liveness sets of one block.
#[derive(Default)]
struct BlockInfo {
    live_in: HashSet<Value>,
    live_out: HashSet<Value>,
    defs: HashSet<Value>,
    uses: HashSet<Value>,
}

/// Block liveness of the blocks nested in some regions, with the ids
/// upstream's printer numbers blocks, operations and values by.
struct Liveness {
    blocks: Vec<BlockId>,
    info: HashMap<BlockId, BlockInfo>,
    block_ids: HashMap<BlockId, usize>,
    op_ids: HashMap<OpId, usize>,
    value_ids: HashMap<Value, usize>,
}

/// The blocks of `region` and of the regions nested in it, in pre-order.
fn collect_blocks(body: &Body, region: RegionId, out: &mut Vec<BlockId>) {
    for b in body.region_blocks(region) {
        out.push(b);
        for op in body.block_ops(b) {
            for &r in body.local_regions(op) {
                collect_blocks(body, r, out);
            }
        }
    }
}

/// The ancestor of `op` (itself included) that lies in `block`.
fn ancestor_in_block(body: &Body, block: BlockId, op: OpId) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if body.op_block(o) == Some(block) {
            return Some(o);
        }
        cur = body.parent_op(o);
    }
    None
}

/// The ancestor of `block` (itself included) that lies in `region`.
fn ancestor_block_in_region(body: &Body, region: RegionId, block: BlockId) -> Option<BlockId> {
    let mut cur = block;
    loop {
        if body.block_region(cur) == Some(region) {
            return Some(cur);
        }
        cur = body.op_block(body.block_parent_op(cur)?)?;
    }
}

/// The successors of `block`'s terminator.
fn successors(body: &Body, block: BlockId) -> Vec<BlockId> {
    body.last_op(block)
        .map(|t| body.successors(t).to_vec())
        .unwrap_or_default()
}

/// The values defined and used inside `op` and its regions.
fn walk_defs_uses(body: &Body, op: OpId, info: &mut BlockInfo) {
    info.defs.extend(body.results(op));
    info.uses.extend(body.operands(op));
    for &r in body.local_regions(op) {
        for b in body.region_blocks(r) {
            info.defs.extend(body.block_args(b).iter().copied());
            for nested in body.block_ops(b) {
                walk_defs_uses(body, nested, info);
            }
        }
    }
}

impl Liveness {
    fn new(body: &Body, regions: &[RegionId]) -> Liveness {
        let mut blocks = Vec::new();
        for &r in regions {
            collect_blocks(body, r, &mut blocks);
        }
        let mut block_ids = HashMap::new();
        let mut op_ids = HashMap::new();
        let mut value_ids = HashMap::new();
        for &b in &blocks {
            block_ids.insert(b, block_ids.len());
            for &a in body.block_args(b) {
                value_ids.insert(a, value_ids.len());
            }
            for op in body.block_ops(b) {
                op_ids.insert(op, op_ids.len());
                for r in body.results(op) {
                    value_ids.insert(r, value_ids.len());
                }
            }
        }
        let mut live = Liveness {
            blocks,
            info: HashMap::new(),
            block_ids,
            op_ids,
            value_ids,
        };
        live.build(body);
        live
    }

    /// The initial sets of `block`.
    fn block_info(body: &Body, block: BlockId) -> BlockInfo {
        let mut info = BlockInfo::default();
        let region = body.block_region(block);
        let gather_out = |v: Value, info: &mut BlockInfo| {
            let escapes = body.uses(v).any(|u| {
                let owner = body.operand_owner(u);
                let user_block = body.op_block(owner);
                let ancestor = region
                    .zip(user_block)
                    .and_then(|(r, ub)| ancestor_block_in_region(body, r, ub));
                ancestor != Some(block)
            });
            if escapes {
                info.live_out.insert(v);
            }
        };
        for &a in body.block_args(block) {
            info.defs.insert(a);
            gather_out(a, &mut info);
        }
        for op in body.block_ops(block) {
            for r in body.results(op) {
                gather_out(r, &mut info);
            }
        }
        for op in body.block_ops(block) {
            walk_defs_uses(body, op, &mut info);
        }
        let defs = std::mem::take(&mut info.defs);
        info.uses.retain(|v| !defs.contains(v));
        info.defs = defs;
        info
    }

    /// `in = use ∪ out \ def`; true if it grew.
    fn update_live_in(info: &mut BlockInfo) -> bool {
        let mut new_in: HashSet<Value> = info.uses.union(&info.live_out).copied().collect();
        new_in.retain(|v| !info.defs.contains(v));
        if new_in.len() == info.live_in.len() {
            return false;
        }
        info.live_in = new_in;
        true
    }

    fn build(&mut self, body: &Body) {
        let mut pending: Vec<BlockId> = Vec::new();
        let push_preds = |block: BlockId, pending: &mut Vec<BlockId>| {
            for (term, _) in body.block_predecessors(block) {
                if let Some(p) = body.op_block(term)
                    && !pending.contains(&p)
                {
                    pending.push(p);
                }
            }
        };
        for &b in &self.blocks {
            let mut info = Liveness::block_info(body, b);
            if Liveness::update_live_in(&mut info) {
                push_preds(b, &mut pending);
            }
            self.info.insert(b, info);
        }
        while let Some(current) = pending.pop() {
            let mut gained: HashSet<Value> = HashSet::new();
            for succ in successors(body, current) {
                if let Some(s) = self.info.get(&succ) {
                    gained.extend(s.live_in.iter().copied());
                }
            }
            let Some(info) = self.info.get_mut(&current) else {
                continue;
            };
            info.live_out.extend(gained);
            if Liveness::update_live_in(info) {
                push_preds(current, &mut pending);
            }
        }
    }

    fn is_before(&self, a: OpId, b: OpId) -> bool {
        self.op_ids.get(&a) < self.op_ids.get(&b)
    }

    /// The op of `block` where `value`'s live range there starts.
    fn start_op(&self, body: &Body, block: BlockId, value: Value) -> Option<OpId> {
        let info = self.info.get(&block)?;
        match body.defining_op(value) {
            Some(def) if !info.live_in.contains(&value) => Some(def),
            _ => body.first_op(block),
        }
    }

    /// The op of `block` where `value`'s live range there ends.
    fn end_op(&self, body: &Body, block: BlockId, value: Value, start: OpId) -> Option<OpId> {
        if self.info.get(&block)?.live_out.contains(&value) {
            return body.last_op(block);
        }
        let mut end = start;
        for u in body.uses(value) {
            if let Some(user) = ancestor_in_block(body, block, body.operand_owner(u))
                && self.is_before(end, user)
            {
                end = user;
            }
        }
        Some(end)
    }

    /// The operations over which `value` is live (upstream's
    /// `resolveLiveness`).
    fn resolve(&self, body: &Body, value: Value) -> Vec<OpId> {
        let mut result = Vec::new();
        let Some(first) = body.value_block(value) else {
            return result;
        };
        let mut visited: HashSet<BlockId> = HashSet::from([first]);
        let mut pending = vec![first];
        for u in body.uses(value) {
            if let Some(b) = body.op_block(body.operand_owner(u))
                && visited.insert(b)
            {
                pending.push(b);
            }
        }
        while let Some(block) = pending.pop() {
            if let Some(start) = self.start_op(body, block, value)
                && let Some(end) = self.end_op(body, block, value, start)
            {
                let mut cur = Some(start);
                while let Some(o) = cur {
                    result.push(o);
                    if o == end {
                        break;
                    }
                    cur = body.next_op(o);
                }
            }
            for succ in successors(body, block) {
                let live = self
                    .info
                    .get(&succ)
                    .is_some_and(|i| i.live_in.contains(&value));
                if live && visited.insert(succ) {
                    pending.push(succ);
                }
            }
        }
        result
    }

    /// The values live at `op` of `block` (upstream's `currentlyLiveValues`).
    fn currently_live(&self, body: &Body, block: BlockId, op: OpId) -> HashSet<Value> {
        let mut live = HashSet::new();
        let Some(info) = self.info.get(&block) else {
            return live;
        };
        let mut add = |value: Value| {
            let is_arg = body.defining_op(value).is_none();
            let start = if info.live_in.contains(&value) || is_arg {
                body.first_op(block)
            } else {
                body.defining_op(value)
                    .and_then(|d| ancestor_in_block(body, block, d))
            };
            let end = if info.live_out.contains(&value) {
                body.last_op(block)
            } else {
                start.and_then(|s| self.end_op(body, block, value, s))
            };
            if let (Some(s), Some(e)) = (start, end)
                && !self.is_before(op, s)
                && !self.is_before(e, op)
            {
                live.insert(value);
            }
        };
        for &a in body.block_args(block) {
            add(a);
        }
        for &v in &info.live_in {
            add(v);
        }
        for o in body.block_ops(block) {
            for r in body.results(o) {
                add(r);
            }
            if o == op {
                break;
            }
        }
        live
    }

    fn write_value(&self, body: &Body, value: Value, out: &mut String) {
        match body.defining_op(value) {
            Some(_) => {
                let _ = write!(out, "val_{}", self.value_ids.get(&value).unwrap_or(&0));
            }
            None => {
                let block = body.value_block(value);
                let number = block
                    .and_then(|b| body.block_args(b).iter().position(|&a| a == value))
                    .unwrap_or(0);
                let id = block.and_then(|b| self.block_ids.get(&b)).unwrap_or(&0);
                let _ = write!(out, "arg{number}@{id}");
            }
        }
        out.push(' ');
    }

    fn write_values(&self, body: &Body, values: &HashSet<Value>, out: &mut String) {
        let mut ordered: Vec<Value> = values.iter().copied().collect();
        ordered.sort_by_key(|v| self.value_ids.get(v).copied().unwrap_or(usize::MAX));
        for v in ordered {
            self.write_value(body, v, out);
        }
    }

    fn print(&self, body: &Body, printer: &dyn Fn(OpId) -> String, out: &mut String) {
        out.push_str("// ---- Liveness -----\n");
        let empty = BlockInfo::default();
        for &block in &self.blocks {
            let info = self.info.get(&block).unwrap_or(&empty);
            let _ = writeln!(out, "// - Block: {}", self.block_ids[&block]);
            out.push_str("// --- LiveIn: ");
            self.write_values(body, &info.live_in, out);
            out.push_str("\n// --- LiveOut: ");
            self.write_values(body, &info.live_out, out);
            out.push_str("\n// --- BeginLivenessIntervals");
            for op in body.block_ops(block) {
                if body.num_results(op) == 0 {
                    continue;
                }
                out.push('\n');
                for r in body.results(op) {
                    out.push_str("// ");
                    self.write_value(body, r, out);
                    out.push(':');
                    let mut ops = self.resolve(body, r);
                    ops.sort_by_key(|o| self.op_ids.get(o).copied().unwrap_or(usize::MAX));
                    for o in ops {
                        out.push_str("\n//     ");
                        out.push_str(&printer(o));
                    }
                }
            }
            out.push_str("\n// --- EndLivenessIntervals\n");
            out.push_str("// --- BeginCurrentlyLive\n");
            for op in body.block_ops(block) {
                let live = self.currently_live(body, block, op);
                if live.is_empty() {
                    continue;
                }
                out.push_str("//     ");
                out.push_str(&printer(op));
                out.push_str(" [");
                self.write_values(body, &live, out);
                out.push_str("\u{8}]\n");
            }
            out.push_str("// --- EndCurrentlyLive\n");
        }
        out.push_str("// -------------------\n");
    }
}
