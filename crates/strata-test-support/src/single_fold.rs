//! `test-single-fold`: folds every operation exactly once, last to first
//! in pre-order, as upstream's `OperationFolder` does: folded constants
//! (constants themselves included) are materialized once per isolated
//! region at the front of its entry block, at an unknown location; folded
//! values replace their operation, and the constants the folder created
//! that end up unused are erased.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::interfaces::{ConstantMaterializerInterface, FoldOpInterface};
use strata_ir::{Attribute, Body, Context, Ident, Location, OpId, RegionId, Type, Value};
use strata_pass::{Pass, PassContext, PassRegistration, PassResult};
use strata_rewrite::matchers::constant_of;

/// The single-fold pass.
#[derive(Clone, Default)]
pub struct TestSingleFold;

/// The registry entry.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "test-single-fold",
    summary: "Test single-pass operation folding and dead constant elimination",
    options: &[],
    create: || Box::new(TestSingleFold),
};

impl Pass for TestSingleFold {
    fn argument(&self) -> &'static str {
        "test-single-fold"
    }

    fn name(&self) -> &'static str {
        "TestSingleFold"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        match body.take_isolated_body(op) {
            Some(mut inner) => {
                fold_body(cx.ctx, &mut inner);
                body.set_isolated_body(op, inner);
            }
            None => {
                let mut ops = Vec::new();
                for &r in body.local_regions(op) {
                    collect(body, r, &mut ops);
                }
                fold_ops(cx.ctx, body, &ops);
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Folds the operations of `body`'s root regions and of every isolated
/// body nested there.
fn fold_body(ctx: &Context, body: &mut Body) {
    let mut ops = Vec::new();
    for &r in body.root_regions().to_vec().iter() {
        collect(body, r, &mut ops);
    }
    fold_ops(ctx, body, &ops);
}

/// Folds `ops` (of `body`) last to first, then the isolated bodies among
/// them.
fn fold_ops(ctx: &Context, body: &mut Body, ops: &[OpId]) {
    let mut folder = Folder::default();
    for &op in ops.iter().rev() {
        if body.isolated_body(op).is_some() {
            if let Some(mut inner) = body.take_isolated_body(op) {
                strata_ir::stack::grow(|| fold_body(ctx, &mut inner));
                body.set_isolated_body(op, inner);
            }
            continue;
        }
        folder.try_to_fold(ctx, body, op);
    }
    for op in folder.placed {
        if body.results(op).all(|r| !body.has_uses(r)) {
            body.erase_op(op);
        }
    }
}

/// The operations of `region` in pre-order, not entering isolated ones.
fn collect(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            out.push(op);
            if body.isolated_body(op).is_none() {
                for &r in body.local_regions(op) {
                    strata_ir::stack::grow(|| collect(body, r, out));
                }
            }
        }
    }
}

/// The root region of the body holding `op`: where its constants go.
fn root_region_of(body: &Body, mut op: OpId) -> Option<RegionId> {
    loop {
        let region = body.block_region(body.op_block(op)?)?;
        match body.region_parent(region) {
            Some(parent) => op = parent,
            None => return Some(region),
        }
    }
}

/// The constants the folder created: uniqued per region, and in order.
#[derive(Default)]
struct Folder {
    constants: FxHashMap<(RegionId, Ident, Attribute, Type), OpId>,
    placed: Vec<OpId>,
}

impl Folder {
    /// Folds `op` once and replaces it by its folded values (a constant
    /// folds to its value, so it is replaced by the region's uniqued one).
    fn try_to_fold(&mut self, ctx: &Context, body: &mut Body, op: OpId) {
        let Some(folder) = body.op_name(op).interface::<dyn FoldOpInterface>(ctx) else {
            return;
        };
        let operands: SmallVec<[Option<Attribute>; 4]> = body
            .operands(op)
            .collect::<SmallVec<[Value; 4]>>()
            .into_iter()
            .map(|v| constant_of(ctx, body, v))
            .collect();
        let FoldOutcome::Results(results) = folder.fold(ctx, body, op, &operands) else {
            return;
        };
        let types: SmallVec<[Type; 2]> = body.results(op).map(|r| body.value_type(r)).collect();
        let mut values: SmallVec<[Value; 2]> = SmallVec::new();
        for (r, &ty) in results.iter().zip(&types) {
            match *r {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attr(a) => match self.get_or_create_constant(ctx, body, op, a, ty) {
                    Some(v) => values.push(v),
                    None => return,
                },
            }
        }
        let old: SmallVec<[Value; 2]> = body.results(op).collect();
        for (from, to) in old.into_iter().zip(values) {
            body.replace_all_uses(from, to);
        }
        body.erase_op(op);
    }

    /// The constant `value` of type `ty` in `op`'s region, materialized by
    /// `op`'s dialect at the front of the region's entry block if new.
    fn get_or_create_constant(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        value: Attribute,
        ty: Type,
    ) -> Option<Value> {
        let region = root_region_of(body, op)?;
        let dialect_def = body.op_name(op).dialect(ctx)?;
        let key = (region, Ident::new(ctx, &dialect_def.name), value, ty);
        if let Some(&existing) = self.constants.get(&key) {
            return Some(body.result(existing, 0));
        }
        let materializer = dialect_def.interface::<dyn ConstantMaterializerInterface>()?;
        let entry = body.entry_block(region)?;
        let c = materializer.materialize_constant(ctx, body, value, ty, Location::unknown(ctx))?;
        match body.first_op(entry) {
            Some(first) => body.insert_op_before(first, c),
            None => body.append_op(entry, c),
        }
        let dialect = Ident::new(ctx, body.op_name(c).dialect_name(ctx));
        self.constants.insert((region, dialect, value, ty), c);
        self.placed.push(c);
        Some(body.result(c, 0))
    }
}
