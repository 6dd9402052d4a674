//! `test-print-topological-sort`: sorts the operations marked
//! `test_to_sort` (a unit attribute) under a symbol operation so that
//! definitions come before uses, as upstream's `topologicalSort` of an
//! operation set, and records each one's position in `test_sort_index`.
//!
//! The order is a pre-order walk in which the blocks of every region are
//! taken in reverse post-order of the control-flow graph from each block
//! not yet reached, in region order.

use strata_ir::{AttrKind, Attribute, BlockId, Body, Ident, OpId, RegionId, Type};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

/// The topological-sort test pass.
#[derive(Clone, Default)]
pub struct TestPrintTopologicalSort;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "test-print-topological-sort",
    summary: "Sorts operations topologically and attaches attributes with their corresponding index in the ordering to them",
    options: &[],
    create: || Box::new(TestPrintTopologicalSort),
};

impl Pass for TestPrintTopologicalSort {
    fn argument(&self) -> &'static str {
        "test-print-topological-sort"
    }

    fn name(&self) -> &'static str {
        "TestTopologicalSortPass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ctx = cx.ctx;
        let mark = Ident::new(ctx, "test_to_sort");
        let index = Ident::new(ctx, "test_sort_index");
        let i32_ty = Type::int(ctx, 32);
        let mut n = 0i64;
        visit(body, op, &mut |b, o| {
            let marked = b
                .op_attrs(o)
                .dict_get(ctx, mark)
                .is_some_and(|a| matches!(a.kind(ctx), AttrKind::Unit));
            if marked {
                b.set_discardable_attr(ctx, o, index, Some(Attribute::int(ctx, i32_ty, n)));
                n += 1;
            }
        });
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Calls `f` on `op` and everything nested in it, in pre-order, taking
/// the blocks of each region sorted by dominance.
fn visit(body: &mut Body, op: OpId, f: &mut dyn FnMut(&mut Body, OpId)) {
    f(body, op);
    let local: Vec<RegionId> = body.op_regions(op).1.to_vec();
    let isolated = !std::ptr::eq(body.op_regions(op).0, &*body);
    let target: &mut Body = if isolated {
        match body.isolated_body_mut(op) {
            Some(inner) => inner,
            None => return,
        }
    } else {
        body
    };
    for region in local {
        for block in sorted_by_dominance(target, region) {
            let ops: Vec<OpId> = target.block_ops(block).collect();
            for nested in ops {
                strata_ir::stack::grow(|| visit(target, nested, f));
            }
        }
    }
}

/// The blocks of `region`: from each block not yet reached (in region
/// order), the blocks it reaches in reverse post-order.
fn sorted_by_dominance(body: &Body, region: RegionId) -> Vec<BlockId> {
    let mut out: Vec<BlockId> = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    for start in body.region_blocks(region) {
        if seen.contains(&start) {
            continue;
        }
        let mut post = Vec::new();
        let mut local_seen = rustc_hash::FxHashSet::default();
        local_seen.insert(start);
        let mut stack = vec![(start, 0usize)];
        while let Some((block, i)) = stack.last_mut() {
            let succs = body.last_op(*block).map_or(&[][..], |t| body.successors(t));
            if let Some(&s) = succs.get(*i) {
                *i += 1;
                if local_seen.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                post.push(*block);
                stack.pop();
            }
        }
        for b in post.into_iter().rev() {
            if seen.insert(b) {
                out.push(b);
            }
        }
    }
    out
}
