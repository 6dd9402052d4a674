//! `--lower-affine`: lowers `affine.for` to `scf.for`, `affine.parallel`
//! to `scf.parallel` (with its reductions), `affine.if` to `scf.if`, `affine.apply` / `affine.min` / `affine.max` to `arith`
//! computations, `affine.load` / `affine.store` to `memref.load` /
//! `memref.store`, and `affine.yield` to `scf.yield`, creating operations
//! in the order upstream's patterns do so the output is mlir-opt's.
//!
//! An affine expression expands bottom-up, left operand first:
//! multiplications carry `overflow<nsw>`, `mod`, `floordiv` and `ceildiv`
//! become the sign-correcting sequences upstream emits, and every constant
//! gets its own `arith.constant` right before its use.

mod parallel;

use rustc_hash::FxHashSet;
use smallvec::{SmallVec, smallvec};
use strata_dialect_affine::{
    ApplyOp, ForOp, IfOp, LoadOp, MaxOp, MinOp, ParallelOp, StoreOp, YieldOp, map_of,
};
use strata_dialect_arith::build_constant;
use strata_dialect_arith::enums::{CMPI_PREDICATE, OVERFLOW};
use strata_ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use strata_ir::interfaces::{
    FoldOpInterface, FoldOutcome, OpFoldResult, populate_default_properties,
};
use strata_ir::{
    Attribute, Body, Context, Ident, Location, NamedAttr, OpId, OpTraits, OperandId, OperationName,
    OperationState, RegionId, StateRegions, Type, Value,
};
use strata_pass::{Pass, PassContext, PassFailure, PassRegistration, PassResult};

/// The lowering pass.
#[derive(Clone, Default)]
pub struct LowerAffine;

/// The registry entry of `--lower-affine`.
pub const REGISTRATION: PassRegistration = PassRegistration {
    argument: "lower-affine",
    summary: "Lower Affine operations to a combination of Arith and SCF operations",
    options: &[],
    create: || Box::new(LowerAffine),
};

impl Pass for LowerAffine {
    fn argument(&self) -> &'static str {
        "lower-affine"
    }

    fn name(&self) -> &'static str {
        "LowerAffinePass"
    }

    fn run(&mut self, cx: &PassContext<'_>, body: &mut Body, op: OpId) -> PassResult {
        lower_nested(cx.ctx, body, op).map_err(|_| PassFailure)
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// A lowering failure (an expression upstream cannot expand).
struct Unsupported;

fn lower_nested(ctx: &Context, body: &mut Body, op: OpId) -> Result<(), Unsupported> {
    let regions: SmallVec<[RegionId; 2]> = match body.isolated_body(op) {
        Some(inner) => SmallVec::from_slice(inner.root_regions()),
        None => SmallVec::from_slice(body.local_regions(op)),
    };
    let target = match body.isolated_body_mut(op) {
        Some(inner) => inner,
        None => body,
    };
    let mut order = Vec::new();
    for r in regions {
        collect(target, r, &mut order);
    }
    let mut seen = FoldView {
        constants: order
            .iter()
            .copied()
            .filter(|&o| target.op_name(o).has_trait(ctx, OpTraits::CONSTANT_LIKE))
            .collect(),
        folded_uses: FxHashSet::default(),
        pending: Vec::new(),
    };
    for o in order {
        if target.isolated_body(o).is_some() {
            lower_nested(ctx, target, o)?;
        } else {
            lower_op(ctx, target, o, &mut seen)?;
        }
    }
    // Later replacements may use the results of earlier ones, never the
    // other way round.
    for (op, values) in seen.pending.into_iter().rev() {
        replace(target, op, &values);
    }
    Ok(())
}

/// The ops of `region` in pre-order, not entering isolated ops.
fn collect(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            out.push(op);
            if body.isolated_body(op).is_none() {
                for &r in body.local_regions(op) {
                    collect(body, r, out);
                }
            }
        }
    }
}

/// Creates ops before `before`.
struct Builder<'b> {
    ctx: &'b Context,
    body: &'b mut Body,
    before: OpId,
    loc: Location,
}

impl Builder<'_> {
    fn create(&mut self, mut state: OperationState) -> OpId {
        populate_default_properties(self.ctx, &mut state);
        let op = self.body.create_op(self.ctx, state);
        self.body.insert_op_before(self.before, op);
        op
    }

    fn constant(&mut self, value: i64) -> Value {
        let ctx = self.ctx;
        let index = Type::index(ctx);
        let op = build_constant(
            ctx,
            self.body,
            Attribute::int(ctx, index, value),
            index,
            self.loc,
        );
        self.body.insert_op_before(self.before, op);
        self.body.result(op, 0)
    }

    fn op(&mut self, name: &str, operands: &[Value], result: Type, props: Vec<NamedAttr>) -> Value {
        let ctx = self.ctx;
        let mut state = OperationState::new(OperationName::new(ctx, name), self.loc);
        state.operands.extend(operands.iter().copied());
        state.result_types.push(result);
        if !props.is_empty() {
            let mut props = props;
            state.props = Some(Attribute::dictionary(ctx, &mut props));
        }
        let op = self.create(state);
        self.body.result(op, 0)
    }

    fn binary(&mut self, name: &str, lhs: Value, rhs: Value) -> Value {
        let index = Type::index(self.ctx);
        self.op(name, &[lhs, rhs], index, Vec::new())
    }

    fn cmpi(&mut self, predicate: i64, lhs: Value, rhs: Value) -> Value {
        let ctx = self.ctx;
        let props = vec![NamedAttr {
            name: Ident::new(ctx, "predicate"),
            value: CMPI_PREDICATE.attr(ctx, predicate),
        }];
        self.op("arith.cmpi", &[lhs, rhs], Type::int(ctx, 1), props)
    }

    fn select(&mut self, cond: Value, a: Value, b: Value) -> Value {
        let index = Type::index(self.ctx);
        self.op("arith.select", &[cond, a, b], index, Vec::new())
    }

    /// Expands `expr` with `dims` and `syms` as its identifiers.
    fn expand(
        &mut self,
        expr: AffineExpr,
        dims: &[Value],
        syms: &[Value],
    ) -> Result<Value, Unsupported> {
        let ctx = self.ctx;
        match *expr.kind(ctx) {
            AffineExprKind::Dim(d) => dims.get(d as usize).copied().ok_or(Unsupported),
            AffineExprKind::Symbol(s) => syms.get(s as usize).copied().ok_or(Unsupported),
            AffineExprKind::Constant(c) => Ok(self.constant(c)),
            AffineExprKind::Binary(op, l, r) => {
                if !matches!(op, AffineBinaryOp::Add | AffineBinaryOp::Mul)
                    && r.constant_value(ctx).is_some_and(|c| c <= 0)
                {
                    return Err(Unsupported);
                }
                // Expressions nest as deep as the input wrote them.
                let lhs = strata_support::stack::grow(|| self.expand(l, dims, syms))?;
                let rhs = strata_support::stack::grow(|| self.expand(r, dims, syms))?;
                Ok(match op {
                    AffineBinaryOp::Add => self.binary("arith.addi", lhs, rhs),
                    AffineBinaryOp::Mul => {
                        let props = vec![NamedAttr {
                            name: Ident::new(ctx, "overflowFlags"),
                            value: OVERFLOW.attr(ctx, 1),
                        }];
                        self.op("arith.muli", &[lhs, rhs], Type::index(ctx), props)
                    }
                    AffineBinaryOp::Mod => self.modulo(lhs, rhs),
                    AffineBinaryOp::FloorDiv => self.floor_div(lhs, rhs),
                    AffineBinaryOp::CeilDiv => self.ceil_div(lhs, rhs),
                })
            }
        }
    }

    fn modulo(&mut self, lhs: Value, rhs: Value) -> Value {
        let rem = self.binary("arith.remsi", lhs, rhs);
        let zero = self.constant(0);
        let negative = self.cmpi(2, rem, zero);
        let corrected = self.binary("arith.addi", rem, rhs);
        self.select(negative, corrected, rem)
    }

    fn floor_div(&mut self, lhs: Value, rhs: Value) -> Value {
        let zero = self.constant(0);
        let minus_one = self.constant(-1);
        let negative = self.cmpi(2, lhs, zero);
        let negated = self.binary("arith.subi", minus_one, lhs);
        let dividend = self.select(negative, negated, lhs);
        let quotient = self.binary("arith.divsi", dividend, rhs);
        let corrected = self.binary("arith.subi", minus_one, quotient);
        self.select(negative, corrected, quotient)
    }

    fn ceil_div(&mut self, lhs: Value, rhs: Value) -> Value {
        let zero = self.constant(0);
        let one = self.constant(1);
        let non_positive = self.cmpi(3, lhs, zero);
        let negated = self.binary("arith.subi", zero, lhs);
        let decremented = self.binary("arith.subi", lhs, one);
        let dividend = self.select(non_positive, negated, decremented);
        let quotient = self.binary("arith.divsi", dividend, rhs);
        let negated_quotient = self.binary("arith.subi", zero, quotient);
        let incremented = self.binary("arith.addi", quotient, one);
        self.select(non_positive, negated_quotient, incremented)
    }

    /// Expands every result of `map` applied to `operands`.
    fn expand_map(
        &mut self,
        map: &AffineMap,
        operands: &[Value],
    ) -> Result<Vec<Value>, Unsupported> {
        let nd = (map.num_dims as usize).min(operands.len());
        let (dims, syms) = operands.split_at(nd);
        map.results
            .iter()
            .map(|&e| self.expand(e, dims, syms))
            .collect()
    }

    /// The smallest (`min`) or largest value of `values`, as a chain of
    /// `arith.minsi` / `arith.maxsi`.
    fn reduce(&mut self, values: &[Value], min: bool) -> Option<Value> {
        let (&first, rest) = values.split_first()?;
        let name = if min { "arith.minsi" } else { "arith.maxsi" };
        Some(rest.iter().fold(first, |acc, &v| self.binary(name, acc, v)))
    }
}

/// Replaces the results of `op` by `values` and erases it.
fn replace(body: &mut Body, op: OpId, values: &[Value]) {
    body.replace_all_op_uses(op, values);
    body.erase_op(op);
}

/// What folding sees. Like the conversion driver, which replaces values
/// only at the end, a lowered or folded op without regions stays in place
/// (so later folds still compose through a lowered `affine.apply`) until
/// every op is lowered; only the constant ops there before lowering are
/// constants; and an operand whose value the fold of a region op replaced
/// still holds the folded op's result (so is not constant).
struct FoldView {
    constants: FxHashSet<OpId>,
    folded_uses: FxHashSet<OperandId>,
    pending: Vec<(OpId, SmallVec<[Value; 2]>)>,
}

impl FoldView {
    /// Replaces the results of `op` by `values`: at the end if `op` has no
    /// regions, else now.
    fn replace(&mut self, body: &mut Body, op: OpId, values: &[Value]) {
        if body.local_regions(op).is_empty() {
            self.pending.push((op, SmallVec::from_slice(values)));
            return;
        }
        for r in body.results(op).collect::<SmallVec<[Value; 2]>>() {
            self.folded_uses.extend(body.uses(r));
        }
        replace(body, op, values);
    }
}

/// The constant value of each operand of `op` as folding sees it.
fn constant_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    seen: &FoldView,
) -> SmallVec<[Option<Attribute>; 4]> {
    body.operand_ids(op)
        .zip(body.operands(op))
        .map(|(id, v)| {
            body.defining_op(v)
                .filter(|d| seen.constants.contains(d) && !seen.folded_uses.contains(&id))
                .and_then(|d| body.attr(ctx, d, "value"))
        })
        .collect()
}

/// Folds `op` before lowering it, as the dialect conversion driver does:
/// in-place folds repeat; folded results (constants materialized before
/// `op`) replace it. Returns true if `op` is gone.
fn fold_first(ctx: &Context, body: &mut Body, op: OpId, seen: &mut FoldView) -> bool {
    let Some(folder) = body.op_name(op).interface::<dyn FoldOpInterface>(ctx) else {
        return false;
    };
    for _ in 0..16 {
        let operands = constant_operands(ctx, body, op, seen);
        match folder.fold(ctx, body, op, &operands) {
            FoldOutcome::None => return false,
            FoldOutcome::InPlace => continue,
            FoldOutcome::Results(results) => {
                let loc = body.op_loc(op);
                let types: SmallVec<[Type; 2]> =
                    body.results(op).map(|r| body.value_type(r)).collect();
                let mut values: SmallVec<[Value; 2]> = SmallVec::new();
                for (r, &ty) in results.iter().zip(&types) {
                    match *r {
                        OpFoldResult::Value(v) => values.push(v),
                        OpFoldResult::Attr(a) => {
                            let c = build_constant(ctx, body, a, ty, loc);
                            body.insert_op_before(op, c);
                            values.push(body.result(c, 0));
                        }
                    }
                }
                seen.replace(body, op, &values);
                return true;
            }
        }
    }
    false
}

fn lower_op(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    seen: &mut FoldView,
) -> Result<(), Unsupported> {
    if body.op_block(op).is_none() {
        return Ok(());
    }
    if body.op_name(op).dialect_name(ctx) == "affine" && fold_first(ctx, body, op, seen) {
        return Ok(());
    }
    let name = body.op_name(op).as_str(ctx);
    let loc = body.op_loc(op);
    let operands: SmallVec<[Value; 8]> = body.operands(op).collect();
    let mut b = Builder {
        ctx,
        body,
        before: op,
        loc,
    };
    match name {
        ApplyOp::NAME | MinOp::NAME | MaxOp::NAME => {
            let Some(map) = map_of(ctx, b.body, op, "map") else {
                return Ok(());
            };
            let values = b.expand_map(&map, &operands)?;
            let result = if name == ApplyOp::NAME {
                values.first().copied()
            } else {
                b.reduce(&values, name == MinOp::NAME)
            };
            if let Some(v) = result {
                seen.replace(b.body, op, &[v]);
            }
        }
        LoadOp::NAME | StoreOp::NAME => {
            let Some(map) = map_of(ctx, b.body, op, "map") else {
                return Ok(());
            };
            let prefix = if name == LoadOp::NAME { 1 } else { 2 };
            let (head, indices) = operands.split_at(prefix.min(operands.len()));
            let values = b.expand_map(&map, indices)?;
            let mut state = OperationState::new(
                OperationName::new(
                    ctx,
                    if name == LoadOp::NAME {
                        "memref.load"
                    } else {
                        "memref.store"
                    },
                ),
                loc,
            );
            state.operands.extend(head.iter().copied());
            state.operands.extend(values);
            state
                .result_types
                .extend(b.body.results(op).map(|r| b.body.value_type(r)));
            let new = b.create(state);
            let results: SmallVec<[Value; 1]> = b.body.results(new).collect();
            seen.replace(b.body, op, &results);
        }
        YieldOp::NAME => {
            let mut state = OperationState::new(OperationName::new(ctx, "scf.yield"), loc);
            state.operands.extend(operands.iter().copied());
            b.create(state);
            b.body.erase_op(op);
        }
        ForOp::NAME => lower_for(b, op)?,
        ParallelOp::NAME => parallel::lower_parallel(b, op)?,
        IfOp::NAME => lower_if(b, op, &operands)?,
        _ => {}
    }
    Ok(())
}

/// Moves the blocks of region `from` into the empty region `to`.
fn move_blocks(body: &mut Body, from: RegionId, to: RegionId) {
    let blocks: SmallVec<[strata_ir::BlockId; 2]> = body.region_blocks(from).collect();
    for blk in blocks {
        body.unlink_block(blk);
        body.append_block(to, blk);
    }
}

fn lower_for(mut b: Builder<'_>, op: OpId) -> Result<(), Unsupported> {
    let ctx = b.ctx;
    let Some(parts) = strata_dialect_affine::for_parts(ctx, b.body, op) else {
        return Ok(());
    };
    let lbs = b.expand_map(&parts.lb_map, &parts.lb_operands)?;
    let lb = b.reduce(&lbs, false).ok_or(Unsupported)?;
    let ubs = b.expand_map(&parts.ub_map, &parts.ub_operands)?;
    let ub = b.reduce(&ubs, true).ok_or(Unsupported)?;
    let step = b.constant(parts.step);
    let Some(&old_region) = b.body.local_regions(op).first() else {
        return Ok(());
    };
    let region = b.body.create_region();
    move_blocks(b.body, old_region, region);
    let mut state = OperationState::new(OperationName::new(ctx, "scf.for"), b.loc);
    state.operands.extend([lb, ub, step]);
    state.operands.extend(parts.inits.iter().copied());
    state
        .result_types
        .extend(b.body.results(op).map(|r| b.body.value_type(r)));
    state.regions = StateRegions::Local(smallvec![region]);
    let new = b.create(state);
    let results: SmallVec<[Value; 2]> = b.body.results(new).collect();
    replace(b.body, op, &results);
    Ok(())
}

fn lower_if(mut b: Builder<'_>, op: OpId, operands: &[Value]) -> Result<(), Unsupported> {
    let ctx = b.ctx;
    let Some(set) = strata_dialect_affine::integer_set_of(ctx, b.body, op, "condition") else {
        return Ok(());
    };
    let zero = b.constant(0);
    let nd = (set.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut cond: Option<Value> = None;
    for (e, is_eq) in set.iter() {
        let value = b.expand(e, dims, syms)?;
        let cmp = b.cmpi(if is_eq { 0 } else { 5 }, value, zero);
        cond = Some(match cond {
            Some(c) => b.op("arith.andi", &[c, cmp], Type::int(ctx, 1), Vec::new()),
            None => cmp,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let i1 = Type::int(ctx, 1);
            let c = build_constant(ctx, b.body, Attribute::int(ctx, i1, 1), i1, b.loc);
            b.body.insert_op_before(op, c);
            b.body.result(c, 0)
        }
    };
    let old: SmallVec<[RegionId; 2]> = SmallVec::from_slice(b.body.local_regions(op));
    let then = b.body.create_region();
    let otherwise = b.body.create_region();
    if let Some(&r) = old.first() {
        move_blocks(b.body, r, then);
    }
    if let Some(&r) = old.get(1) {
        move_blocks(b.body, r, otherwise);
    }
    let mut state = OperationState::new(OperationName::new(ctx, "scf.if"), b.loc);
    state.operands.push(cond);
    state
        .result_types
        .extend(b.body.results(op).map(|r| b.body.value_type(r)));
    state.regions = StateRegions::Local(smallvec![then, otherwise]);
    let new = b.create(state);
    let results: SmallVec<[Value; 2]> = b.body.results(new).collect();
    replace(b.body, op, &results);
    Ok(())
}
