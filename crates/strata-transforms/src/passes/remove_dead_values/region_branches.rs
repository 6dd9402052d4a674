//! Region-branch operations in `remove-dead-values`: which of their
//! forwarded operands (their own, and those of their region terminators)
//! reach only dead values, and the canonicalization run afterwards that
//! drops the results, region arguments and operands left unused.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::interfaces::{RegionBranchPoint, RegionBranchTerminatorOpInterface};
use strata_ir::{Attribute, Body, Context, OpId, RegionId};
use strata_rewrite::greedy::{FrozenPatterns, GreedyConfig, apply_op_patterns_greedily};

use strata_analysis::dataflow::{BlockRef, Ir, OpRef, ValueRef};

/// An operand forwarded by a region-branch operation or one of its region
/// terminators, with every successor input it reaches.
pub(super) struct Forwarded {
    /// The operation owning the operand.
    pub owner: OpRef,
    /// The operand's position.
    pub index: usize,
    /// The results and region arguments receiving it.
    pub inputs: SmallVec<[ValueRef; 2]>,
}

/// Maps every operand forwarded on entry to `branch` or by a terminator of
/// one of its regions to the successor inputs receiving it, in the order
/// the operands are first met (upstream's
/// `getSuccessorOperandInputMapping`).
pub(super) fn forwarded_operands(ir: &Ir<'_>, branch: OpRef) -> Vec<Forwarded> {
    let mut out: Vec<Forwarded> = Vec::new();
    let mut slot: FxHashMap<(OpRef, usize), usize> = FxHashMap::default();
    let mut record = |owner: OpRef, index: usize, input: ValueRef| {
        let k = *slot.entry((owner, index)).or_insert_with(|| {
            out.push(Forwarded {
                owner,
                index,
                inputs: SmallVec::new(),
            });
            out.len() - 1
        });
        out[k].inputs.push(input);
    };
    let Some(iface) = ir.region_branch(branch) else {
        return Vec::new();
    };
    let unknown: SmallVec<[Option<Attribute>; 4]> =
        SmallVec::from_elem(None, ir.body(branch.body).num_operands(branch.op));
    let entry = iface.successors(
        ir.ctx,
        ir.body(branch.body),
        branch.op,
        RegionBranchPoint::Parent,
        &unknown,
    );
    let mut preds: SmallVec<[OpRef; 4]> = SmallVec::from_elem(branch, 1);
    let (rb, regions) = ir.regions(branch);
    for &r in regions {
        for block in ir.body(rb).region_blocks(r) {
            if let Some(term) = ir.terminator(BlockRef { body: rb, block }).filter(|&t| {
                ir.body(rb).successors(t.op).is_empty()
                    && ir.def(t).is_some_and(|d| {
                        d.interfaces
                            .contains::<dyn RegionBranchTerminatorOpInterface>()
                    })
            }) {
                preds.push(term);
            }
        }
    }
    for pred in preds {
        let successors = if pred == branch {
            entry.clone()
        } else {
            let n = ir.body(pred.body).num_operands(pred.op);
            ir.terminator_successors(branch, pred, &SmallVec::<[_; 4]>::from_elem(None, n))
        };
        for successor in successors {
            let Some(range) = ir.region_successor_operands(branch, pred, successor) else {
                continue;
            };
            let targets = ir.successor_targets(branch, successor);
            let produced = targets.len().saturating_sub(range.len());
            for (index, &input) in range.zip(&targets[produced..]) {
                record(pred, index, input);
            }
        }
    }
    out
}

/// Applies every canonicalization pattern (and folding) to the
/// region-branch operations nested in the regions `roots` of `body`, and
/// to what rewriting them creates or changes, body by body.
pub(super) fn canonicalize_region_branches(
    ctx: &Context,
    body: &mut Body,
    roots: &[RegionId],
    patterns: &FrozenPatterns,
) {
    let mut ops: Vec<OpId> = Vec::new();
    let mut isolated: Vec<OpId> = Vec::new();
    for &r in roots {
        collect(ctx, body, r, &mut ops, &mut isolated);
    }
    if let Some(scope) = common_region(body, &ops) {
        let config = GreedyConfig::default();
        apply_op_patterns_greedily(ctx, body, &[scope], &ops, patterns, &config);
    }
    // The rewrites may have moved or erased isolated operations.
    ops.clear();
    isolated.clear();
    for &r in roots {
        collect(ctx, body, r, &mut ops, &mut isolated);
    }
    for o in isolated {
        if let Some(mut inner) = body.take_isolated_body(o) {
            let inner_roots: SmallVec<[RegionId; 2]> = SmallVec::from_slice(inner.root_regions());
            strata_ir::stack::grow(|| {
                canonicalize_region_branches(ctx, &mut inner, &inner_roots, patterns)
            });
            body.set_isolated_body(o, inner);
        }
    }
}

/// The region-branch operations of `region` in post-order, not crossing
/// into isolated bodies (which go to `isolated`).
fn collect(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    ops: &mut Vec<OpId>,
    isolated: &mut Vec<OpId>,
) {
    for block in body.region_blocks(region) {
        for op in body.block_ops(block) {
            if body.isolated_body(op).is_some() {
                isolated.push(op);
            } else {
                for &r in body.local_regions(op) {
                    strata_ir::stack::grow(|| collect(ctx, body, r, ops, isolated));
                }
            }
            if body
                .op_name(op)
                .interface::<dyn strata_ir::interfaces::RegionBranchOpInterface>(ctx)
                .is_some()
            {
                ops.push(op);
            }
        }
    }
}

/// The innermost region containing every operation of `ops`.
fn common_region(body: &Body, ops: &[OpId]) -> Option<RegionId> {
    let ancestors = |op: OpId| -> SmallVec<[RegionId; 8]> {
        let mut chain = SmallVec::new();
        let mut cur = Some(op);
        while let Some(o) = cur {
            let Some(region) = body.op_block(o).and_then(|b| body.block_region(b)) else {
                break;
            };
            chain.push(region);
            cur = body.region_parent(region);
        }
        chain
    };
    let (&first, rest) = ops.split_first()?;
    let mut common = ancestors(first);
    for &op in rest {
        let chain = ancestors(op);
        while let Some(&innermost) = common.first() {
            if chain.contains(&innermost) {
                break;
            }
            common.remove(0);
        }
    }
    common.first().copied()
}
