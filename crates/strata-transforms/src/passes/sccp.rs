//! `sccp`: sparse conditional constant propagation. Dead code analysis and
//! constant propagation run together; then every value proven constant is
//! replaced by a constant materialized at the start of the entry block of
//! its isolated region, and operations whose results were all replaced are
//! erased when that has no side effect.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::interfaces::ConstantMaterializerInterface;
use strata_ir::interfaces::would_be_trivially_dead;
use strata_ir::{Attribute, BlockId, Body, Context, Ident, Location, OpId, RegionId, Type, Value};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};

use strata_analysis::dataflow::{
    BlockRef, BodyIdx, ConstantValue, DataFlowSolver, DeadCodeAnalysis, Ir, Lattice, LatticeAnchor,
    OpRef, SparseConstantPropagation, States, ValueRef,
};

/// The SCCP pass.
#[derive(Clone, Default)]
pub struct Sccp;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "sccp",
    summary: "Sparse Conditional Constant Propagation",
    options: &[],
    create: || Box::new(Sccp),
};

impl Pass for Sccp {
    fn argument(&self) -> &'static str {
        "sccp"
    }

    fn name(&self) -> &'static str {
        "SCCP"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        let ir = Ir::new(cx.ctx, body, op);
        let mut solver = DataFlowSolver::new(ir);
        solver.load(Box::new(DeadCodeAnalysis));
        solver.load(Box::new(SparseConstantPropagation::create()));
        solver.initialize_and_run();
        let (ir, states) = solver.parts_mut();
        rewrite(ir, states);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Constants created by the rewrite, uniqued per isolated region by
/// (dialect, value, type), as MLIR's `OperationFolder` does.
#[derive(Default)]
struct ConstantFolder {
    constants: FxHashMap<(BodyIdx, RegionId, Ident, Attribute, Type), Value>,
}

impl ConstantFolder {
    /// A constant of `value` and type `ty` materialized by `dialect` at the
    /// start of the isolated region enclosing `block`.
    fn get_or_create(
        &mut self,
        ir: &mut Ir<'_>,
        block: BlockRef,
        dialect: Ident,
        value: Attribute,
        ty: Type,
    ) -> Option<Value> {
        let ctx = ir.ctx;
        let body_idx = block.body;
        let body = ir.body_mut(block.body);
        let region = isolated_region(ctx, body, block.block)?;
        let key = (body_idx, region, dialect, value, ty);
        if let Some(&v) = self.constants.get(&key) {
            return Some(v);
        }
        let def = ctx.dialect(dialect.as_str(ctx))?;
        let materializer = def.interface::<dyn ConstantMaterializerInterface>()?;
        let entry = body.entry_block(region)?;
        let op = materializer.materialize_constant(ctx, body, value, ty, Location::unknown(ctx))?;
        body.link_op(entry, None, op);
        let result = body.results(op).next()?;
        let new_dialect = Ident::new(ctx, body.op_name(op).dialect_name(ctx));
        if new_dialect != dialect {
            let new_key = (body_idx, region, new_dialect, value, ty);
            if let Some(&existing) = self.constants.get(&new_key) {
                body.erase_op(op);
                self.constants.insert(key, existing);
                return Some(existing);
            }
            self.constants.insert(new_key, result);
        }
        self.constants.insert(key, result);
        Some(result)
    }
}

/// The region constants used in `block` are hoisted into: the nearest
/// enclosing region of an operation that is (or, being unregistered, might
/// be) isolated from above.
fn isolated_region(ctx: &Context, body: &Body, block: BlockId) -> Option<RegionId> {
    let mut region = body.block_region(block)?;
    while let Some(parent) = body.region_parent(region) {
        if !body.op_name(parent).is_registered(ctx) {
            break;
        }
        region = body.block_region(body.op_block(parent)?)?;
    }
    Some(region)
}

/// Replaces `value` with a constant if the analysis proved it one.
fn replace_with_constant(
    ir: &mut Ir<'_>,
    states: &States,
    folder: &mut ConstantFolder,
    block: BlockRef,
    value: Value,
) -> bool {
    let anchor = LatticeAnchor::Value(ValueRef {
        body: block.body,
        value,
    });
    let Some(ConstantValue::Constant {
        value: constant,
        dialect,
    }) = states
        .lookup::<Lattice<ConstantValue>>(anchor)
        .map(|l| l.value)
    else {
        return false;
    };
    let ty = ir.body(block.body).value_type(value);
    let Some(replacement) = folder.get_or_create(ir, block, dialect, constant, ty) else {
        return false;
    };
    ir.body_mut(block.body).replace_all_uses(value, replacement);
    true
}

/// Pushes the blocks of the regions of `op` as upstream's SCCP does: the
/// blocks of a region pop in order, and the last region pops first (so the
/// constants it materializes come before those of the earlier regions,
/// each new constant going to the start of the entry block).
fn push_blocks(ir: &Ir<'_>, op: OpRef, worklist: &mut Vec<BlockRef>) {
    let (rb, regions) = ir.regions(op);
    let body = ir.body(rb);
    for &r in regions.iter() {
        let blocks: SmallVec<[BlockId; 8]> = body.region_blocks(r).collect();
        for &block in blocks.iter().rev() {
            worklist.push(BlockRef { body: rb, block });
        }
    }
}

fn rewrite(ir: &mut Ir<'_>, states: &States) {
    let ctx = ir.ctx;
    let mut folder = ConstantFolder::default();
    let mut worklist: Vec<BlockRef> = Vec::new();
    push_blocks(ir, ir.top(), &mut worklist);
    while let Some(block) = worklist.pop() {
        let mut cur = ir.body(block.body).first_op(block.block);
        while let Some(op) = cur {
            cur = ir.body(block.body).next_op(op);
            let results: SmallVec<[Value; 2]> = ir.body(block.body).results(op).collect();
            let mut replaced_all = !results.is_empty();
            for r in results {
                replaced_all &= replace_with_constant(ir, states, &mut folder, block, r);
            }
            let body = ir.body_mut(block.body);
            if replaced_all && would_be_trivially_dead(ctx, body, op) {
                body.erase_op(op);
                continue;
            }
            push_blocks(
                ir,
                OpRef {
                    body: block.body,
                    op,
                },
                &mut worklist,
            );
        }
        let args: SmallVec<[Value; 4]> = ir
            .body(block.body)
            .block_args(block.block)
            .iter()
            .copied()
            .collect();
        for arg in args {
            replace_with_constant(ir, states, &mut folder, block, arg);
        }
    }
}
