//! `test-ir-visitors`: prints the order in which upstream's IR walkers
//! visit operations, blocks and regions (pre-order, post-order, reverse
//! post-order) and which of them walks that erase what they visit would
//! erase, with block names as they print once earlier blocks are gone.

use std::collections::HashSet;
use std::fmt::Write;

use strata_ir::{Body, Context, OpId};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

/// The visitor printer.
#[derive(Clone, Default)]
pub struct TestIrVisitors;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "test-ir-visitors",
    summary: "Test various visitors.",
    options: &[],
    create: || Box::new(TestIrVisitors),
};

impl Pass for TestIrVisitors {
    fn argument(&self) -> &'static str {
        REGISTRATION.argument
    }

    fn name(&self) -> &'static str {
        "TestIRVisitorsPass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let mut tree = Tree::default();
        let root = tree.add_op(cx.ctx, body, op);
        let mut out = String::new();
        tree.pure_walks(root, &mut out);
        tree.erasing_walks(root, &mut out);
        super::emit(&out);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// An operation of the tree.
struct OpNode {
    name: String,
    regions: Vec<usize>,
    /// True for function-like ops (those with a `function_type`).
    function: bool,
    /// The `walk_blocks` and `walk_regions` markers: walks started at the
    /// op's blocks or regions are printed too.
    walk_blocks: bool,
    walk_regions: bool,
}

/// A region: its number in its operation, the operation's name, its blocks.
struct RegionNode {
    number: usize,
    owner: usize,
    blocks: Vec<usize>,
}

/// A block: its region, its operations and its successors.
struct BlockNode {
    region: usize,
    ops: Vec<usize>,
    successors: Vec<usize>,
}

/// The operation tree the walks run over (isolated bodies included).
#[derive(Default)]
struct Tree {
    ops: Vec<OpNode>,
    regions: Vec<RegionNode>,
    blocks: Vec<BlockNode>,
}

/// What a visit is of.
#[derive(Clone, Copy)]
enum Item {
    Op(usize),
    Block(usize),
    Region(usize),
}

/// How a walk goes through the lists of regions, blocks and operations.
#[derive(Clone, Copy)]
enum Order {
    /// In order.
    Forward,
    /// Backwards.
    Reverse,
    /// Only the blocks reachable from the entry, in depth-first order
    /// along successors.
    Dominance,
    /// Only the reachable blocks, in depth-first post-order along
    /// successors; operations and regions backwards.
    ReverseDominance,
}

/// Which items a walk reports.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Op,
    Block,
    Region,
}

impl Tree {
    fn add_op(&mut self, ctx: &Context, body: &Body, op: OpId) -> usize {
        let id = self.ops.len();
        self.ops.push(OpNode {
            name: body.op_name(op).as_str(ctx).to_string(),
            regions: Vec::new(),
            function: body.attr(ctx, op, "function_type").is_some(),
            walk_blocks: body.attr(ctx, op, "walk_blocks").is_some(),
            walk_regions: body.attr(ctx, op, "walk_regions").is_some(),
        });
        let (inner, regions) = body.op_regions(op);
        for (number, &r) in regions.iter().enumerate() {
            let rid = self.regions.len();
            self.regions.push(RegionNode {
                number,
                owner: id,
                blocks: Vec::new(),
            });
            self.ops[id].regions.push(rid);
            let ids: Vec<(strata_ir::BlockId, usize)> = inner
                .region_blocks(r)
                .map(|b| {
                    let bid = self.blocks.len();
                    self.blocks.push(BlockNode {
                        region: rid,
                        ops: Vec::new(),
                        successors: Vec::new(),
                    });
                    self.regions[rid].blocks.push(bid);
                    (b, bid)
                })
                .collect();
            for &(b, bid) in &ids {
                let successors = inner
                    .last_op(b)
                    .map(|t| inner.successors(t).to_vec())
                    .unwrap_or_default();
                self.blocks[bid].successors = successors
                    .iter()
                    .filter_map(|s| ids.iter().find(|(x, _)| x == s).map(|(_, i)| *i))
                    .collect();
                for nested in inner.block_ops(b) {
                    let child = self.add_op(ctx, inner, nested);
                    self.blocks[bid].ops.push(child);
                }
            }
        }
        id
    }

    /// The blocks of region `r` reachable from its entry, in depth-first
    /// pre-order (upstream's ForwardDominanceIterator) or post-order
    /// (ReverseDominanceIterator) along successors.
    fn dominance_order(&self, r: usize, post: bool) -> Vec<usize> {
        let mut order = Vec::new();
        let Some(&entry) = self.regions[r].blocks.first() else {
            return order;
        };
        let mut seen = HashSet::from([entry]);
        let mut stack: Vec<(usize, usize)> = vec![(entry, 0)];
        if !post {
            order.push(entry);
        }
        while let Some((b, next)) = stack.pop() {
            match self.blocks[b].successors.get(next) {
                Some(&s) => {
                    stack.push((b, next + 1));
                    if seen.insert(s) {
                        if !post {
                            order.push(s);
                        }
                        stack.push((s, 0));
                    }
                }
                None if post => order.push(b),
                None => {}
            }
        }
        order
    }

    /// The blocks of region `r` in the order a walk goes through them.
    fn region_blocks(&self, r: usize, order: Order) -> Vec<usize> {
        match order {
            Order::Forward => self.regions[r].blocks.clone(),
            Order::Reverse => self.regions[r].blocks.iter().rev().copied().collect(),
            Order::Dominance => self.dominance_order(r, false),
            Order::ReverseDominance => self.dominance_order(r, true),
        }
    }

    /// The items of a walk from `op` in order: `post` visits an item after
    /// its contents; `order` is how lists are gone through.
    fn walk(&self, op: usize, kind: Kind, post: bool, order: Order, out: &mut Vec<Item>) {
        if kind == Kind::Op && !post {
            out.push(Item::Op(op));
        }
        let reverse = matches!(order, Order::Reverse | Order::ReverseDominance);
        let ordered = |list: &[usize]| -> Vec<usize> {
            if reverse {
                list.iter().rev().copied().collect()
            } else {
                list.to_vec()
            }
        };
        for r in ordered(&self.ops[op].regions) {
            if kind == Kind::Region && !post {
                out.push(Item::Region(r));
            }
            for b in self.region_blocks(r, order) {
                if kind == Kind::Block && !post {
                    out.push(Item::Block(b));
                }
                for o in ordered(&self.blocks[b].ops) {
                    self.walk(o, kind, post, order, out);
                }
                if kind == Kind::Block && post {
                    out.push(Item::Block(b));
                }
            }
            if kind == Kind::Region && post {
                out.push(Item::Region(r));
            }
        }
        if kind == Kind::Op && post {
            out.push(Item::Op(op));
        }
    }

    fn write_region(&self, r: usize, out: &mut String) {
        let region = &self.regions[r];
        let _ = write!(
            out,
            "region {} from operation '{}'",
            region.number, self.ops[region.owner].name
        );
    }

    /// `block ^bbN from region ...`, numbering the blocks of the region
    /// that are not `erased`.
    fn write_block(&self, b: usize, erased: &HashSet<usize>, out: &mut String) {
        let region = self.blocks[b].region;
        let index = self.regions[region]
            .blocks
            .iter()
            .filter(|x| !erased.contains(x))
            .position(|&x| x == b)
            .unwrap_or(0);
        let _ = write!(out, "block ^bb{index} from ");
        self.write_region(region, out);
    }

    fn write_item(&self, item: Item, erased: &HashSet<usize>, out: &mut String) {
        match item {
            Item::Op(o) => {
                let _ = write!(out, "op '{}'", self.ops[o].name);
            }
            Item::Block(b) => self.write_block(b, erased, out),
            Item::Region(r) => self.write_region(r, out),
        }
    }

    fn pure_walks(&self, root: usize, out: &mut String) {
        let walks = [
            ("Op pre-order visits", Kind::Op, false, Order::Forward),
            ("Block pre-order visits", Kind::Block, false, Order::Forward),
            (
                "Region pre-order visits",
                Kind::Region,
                false,
                Order::Forward,
            ),
            ("Op post-order visits", Kind::Op, true, Order::Forward),
            ("Block post-order visits", Kind::Block, true, Order::Forward),
            (
                "Region post-order visits",
                Kind::Region,
                true,
                Order::Forward,
            ),
            (
                "Op reverse post-order visits",
                Kind::Op,
                true,
                Order::Reverse,
            ),
            (
                "Block reverse post-order visits",
                Kind::Block,
                true,
                Order::Reverse,
            ),
            (
                "Region reverse post-order visits",
                Kind::Region,
                true,
                Order::Reverse,
            ),
        ];
        self.print_walks(root, &walks, out);
        let dominance = [
            (
                "Op forward dominance post-order visits",
                Kind::Op,
                true,
                Order::Dominance,
            ),
            (
                "Block forward dominance post-order visits",
                Kind::Block,
                true,
                Order::Dominance,
            ),
            (
                "Region forward dominance post-order visits",
                Kind::Region,
                true,
                Order::Dominance,
            ),
            (
                "Op reverse dominance post-order visits",
                Kind::Op,
                true,
                Order::ReverseDominance,
            ),
            (
                "Block reverse dominance post-order visits",
                Kind::Block,
                true,
                Order::ReverseDominance,
            ),
            (
                "Region reverse dominance post-order visits",
                Kind::Region,
                true,
                Order::ReverseDominance,
            ),
        ];
        let mut ops = Vec::new();
        self.walk(root, Kind::Op, false, Order::Forward, &mut ops);
        for item in ops {
            if let Item::Op(o) = item
                && self.ops[o].function
            {
                self.print_walks(o, &dominance, out);
            }
        }
        self.invoked_walks(root, out);
    }

    /// The walks started at the blocks (regions) of ops marked
    /// `walk_blocks` (`walk_regions`): each block (region) is visited with
    /// those nested in it.
    fn invoked_walks(&self, root: usize, out: &mut String) {
        let mut ops = Vec::new();
        self.walk(root, Kind::Op, false, Order::Forward, &mut ops);
        let marked = |pick: fn(&OpNode) -> bool| -> Vec<usize> {
            ops.iter()
                .filter_map(|i| match *i {
                    Item::Op(o) if pick(&self.ops[o]) => Some(o),
                    _ => None,
                })
                .collect()
        };
        let none = HashSet::new();
        let emit = |items: Vec<Item>, out: &mut String| {
            for item in items {
                out.push_str("Visiting ");
                self.write_item(item, &none, out);
                out.push('\n');
            }
        };
        for (title, post) in [
            ("Invoke block pre-order visits on blocks", false),
            ("Invoke block post-order visits on blocks", true),
        ] {
            let _ = writeln!(out, "{title}");
            for o in marked(|n| n.walk_blocks) {
                for &r in &self.ops[o].regions {
                    for &b in &self.regions[r].blocks {
                        let mut items = Vec::new();
                        if !post {
                            items.push(Item::Block(b));
                        }
                        for &nested in &self.blocks[b].ops {
                            self.walk(nested, Kind::Block, post, Order::Forward, &mut items);
                        }
                        if post {
                            items.push(Item::Block(b));
                        }
                        emit(items, out);
                    }
                }
            }
        }
        for (title, post) in [
            ("Invoke region pre-order visits on region", false),
            ("Invoke region post-order visits on region", true),
        ] {
            let _ = writeln!(out, "{title}");
            for o in marked(|n| n.walk_regions) {
                for &r in &self.ops[o].regions {
                    let mut items = Vec::new();
                    if !post {
                        items.push(Item::Region(r));
                    }
                    for &b in &self.regions[r].blocks {
                        for &nested in &self.blocks[b].ops {
                            self.walk(nested, Kind::Region, post, Order::Forward, &mut items);
                        }
                    }
                    if post {
                        items.push(Item::Region(r));
                    }
                    emit(items, out);
                }
            }
        }
    }

    fn print_walks(&self, root: usize, walks: &[(&str, Kind, bool, Order)], out: &mut String) {
        let none = HashSet::new();
        for &(title, kind, post, order) in walks {
            let _ = writeln!(out, "{title}");
            let mut items = Vec::new();
            self.walk(root, kind, post, order, &mut items);
            for item in items {
                out.push_str("Visiting ");
                self.write_item(item, &none, out);
                out.push('\n');
            }
        }
    }

    /// True if op `o` is the root module or directly in one.
    fn module_level(&self, o: usize, parent: Option<usize>) -> bool {
        self.ops[o].name == "builtin.module"
            || parent.is_some_and(|p| self.ops[p].name == "builtin.module")
    }

    /// True if a block of `b`'s region that is not `erased` branches to it.
    fn has_uses(&self, b: usize, erased: &HashSet<usize>) -> bool {
        self.regions[self.blocks[b].region]
            .blocks
            .iter()
            .any(|p| !erased.contains(p) && self.blocks[*p].successors.contains(&b))
    }

    /// Erases block `b` unless a branch still targets it; reports which.
    /// Returns whether it was erased.
    fn try_erase_block(&self, b: usize, erased: &mut HashSet<usize>, out: &mut String) -> bool {
        if self.has_uses(b, erased) {
            out.push_str("Cannot erase ");
            self.write_block(b, erased, out);
            out.push_str(", still has uses\n");
            return false;
        }
        out.push_str("Erasing ");
        self.write_block(b, erased, out);
        out.push('\n');
        erased.insert(b);
        true
    }

    /// The op holding block `b`.
    fn block_owner(&self, b: usize) -> usize {
        self.regions[self.blocks[b].region].owner
    }

    /// The parent of every op, by id.
    fn parents(&self) -> Vec<Option<usize>> {
        let mut parents = vec![None; self.ops.len()];
        for block in &self.blocks {
            let owner = self.regions[block.region].owner;
            for &o in &block.ops {
                parents[o] = Some(owner);
            }
        }
        parents
    }

    /// Pre-order walk of ops that skips (erases) every op below the
    /// module level.
    fn erase_ops_pre(&self, o: usize, parents: &[Option<usize>], out: &mut String) {
        if !self.module_level(o, parents[o]) {
            let _ = writeln!(out, "Erasing op '{}'", self.ops[o].name);
            return;
        }
        for &r in &self.ops[o].regions {
            for &b in &self.regions[r].blocks {
                for &nested in &self.blocks[b].ops {
                    self.erase_ops_pre(nested, parents, out);
                }
            }
        }
    }

    /// Pre-order walk of blocks that skips (erases) every block below the
    /// module level.
    fn erase_blocks_pre(
        &self,
        o: usize,
        parents: &[Option<usize>],
        erased: &mut HashSet<usize>,
        out: &mut String,
    ) {
        for &r in &self.ops[o].regions {
            for &b in &self.regions[r].blocks {
                let owner = self.block_owner(b);
                if !self.module_level(owner, parents[owner]) && self.try_erase_block(b, erased, out)
                {
                    continue;
                }
                for &nested in &self.blocks[b].ops {
                    self.erase_blocks_pre(nested, parents, erased, out);
                }
            }
        }
    }

    fn erasing_walks(&self, root: usize, out: &mut String) {
        let parents = self.parents();
        let _ = writeln!(out, "Op pre-order erasures (skip)");
        self.erase_ops_pre(root, &parents, out);
        let _ = writeln!(out, "Block pre-order erasures (skip)");
        self.erase_blocks_pre(root, &parents, &mut HashSet::new(), out);
        let _ = writeln!(out, "Op post-order erasures (skip)");
        let mut items = Vec::new();
        self.walk(root, Kind::Op, true, Order::Forward, &mut items);
        for item in &items {
            if let Item::Op(o) = *item
                && !self.module_level(o, parents[o])
            {
                let _ = writeln!(out, "Erasing op '{}'", self.ops[o].name);
            }
        }
        let _ = writeln!(out, "Block post-order erasures (skip)");
        let mut blocks = Vec::new();
        self.walk(root, Kind::Block, true, Order::Forward, &mut blocks);
        let mut erased = HashSet::new();
        for item in &blocks {
            if let Item::Block(b) = *item {
                let owner = self.block_owner(b);
                if !self.module_level(owner, parents[owner]) {
                    self.try_erase_block(b, &mut erased, out);
                }
            }
        }
        let _ = writeln!(out, "Op post-order erasures (no skip)");
        for item in &items {
            if let Item::Op(o) = *item {
                let _ = writeln!(out, "Erasing op '{}'", self.ops[o].name);
            }
        }
        let _ = writeln!(out, "Block post-order erasures (no skip)");
        let mut erased = HashSet::new();
        for item in &blocks {
            if let Item::Block(b) = *item {
                self.try_erase_block(b, &mut erased, out);
            }
        }
    }
}
