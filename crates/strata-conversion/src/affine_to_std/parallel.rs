//! Lowering of `affine.parallel` to `scf.parallel`: each dimension's lower
//! bound group becomes the `arith.maxsi` chain of its expanded results and
//! its upper bound group the `arith.minsi` chain (dimension by dimension,
//! lower then upper), steps become constants, and each reduction gets its
//! identity value as the initial value and an `scf.reduce` region combining
//! two partial results with the reduction's `arith` op. The terminating
//! `affine.yield` becomes the `scf.reduce`.

use smallvec::{SmallVec, smallvec};
use strata_dialect_arith::build_constant;
use strata_ir::{
    Attribute, BlockId, Ident, NamedAttr, OpId, OperationName, OperationState, RegionId,
    StateRegions, Type, Value,
};
use strata_support::apfloat::APFloat;
use strata_support::apint::APInt;

use super::{Builder, Unsupported, move_blocks, replace};

/// The identity of reduction `kind` over values of type `ty`.
fn identity(b: &Builder<'_>, kind: &str, ty: Type) -> Option<Attribute> {
    let ctx = b.ctx;
    if let Some(sem) = ty.float_semantics(ctx) {
        let value = match kind {
            "addf" => APFloat::zero(sem, false),
            "mulf" => APFloat::one(sem),
            "maximumf" => APFloat::inf(sem, true)?,
            "minimumf" => APFloat::inf(sem, false)?,
            "maxnumf" | "minnumf" => APFloat::nan(sem)?,
            _ => return None,
        };
        return Some(Attribute::float(ctx, ty, value));
    }
    let width = ty.int_width(ctx)?;
    let value = match kind {
        "addi" | "ori" | "maxu" => APInt::from_i64(width, 0),
        "muli" => APInt::from_i64(width, 1),
        "andi" | "minu" => APInt::all_ones(width),
        "maxs" => APInt::signed_min(width),
        "mins" => APInt::signed_max(width),
        _ => return None,
    };
    Some(Attribute::integer(ctx, ty, &value))
}

/// The `arith` op combining two partial results of reduction `kind`.
fn combiner(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "addf" => "arith.addf",
        "mulf" => "arith.mulf",
        "addi" => "arith.addi",
        "muli" => "arith.muli",
        "maximumf" => "arith.maximumf",
        "minimumf" => "arith.minimumf",
        "maxnumf" => "arith.maxnumf",
        "minnumf" => "arith.minnumf",
        "maxs" => "arith.maxsi",
        "mins" => "arith.minsi",
        "maxu" => "arith.maxui",
        "minu" => "arith.minui",
        "andi" => "arith.andi",
        "ori" => "arith.ori",
        _ => return None,
    })
}

/// A region with one block whose two arguments have type `ty`, ending in
/// `scf.reduce.return` of the `kind` combination of the arguments.
fn reduction_region(b: &mut Builder<'_>, kind: &str, ty: Type) -> Option<RegionId> {
    let ctx = b.ctx;
    let name = combiner(kind)?;
    let region = b.body.create_region();
    let block: BlockId = b.body.create_block();
    b.body.append_block(region, block);
    let lhs = b.body.add_block_arg(block, ty, b.loc);
    let rhs = b.body.add_block_arg(block, ty, b.loc);
    let mut state = OperationState::new(OperationName::new(ctx, name), b.loc);
    state.operands.extend([lhs, rhs]);
    state.result_types.push(ty);
    strata_ir::interfaces::populate_default_properties(ctx, &mut state);
    let combined = b.body.create_op(ctx, state);
    b.body.append_op(block, combined);
    let mut ret = OperationState::new(OperationName::new(ctx, "scf.reduce.return"), b.loc);
    ret.operands.push(b.body.result(combined, 0));
    let ret = b.body.create_op(ctx, ret);
    b.body.append_op(block, ret);
    Some(region)
}

/// Lowers `affine.parallel` `op`.
pub(super) fn lower_parallel(mut b: Builder<'_>, op: OpId) -> Result<(), Unsupported> {
    let ctx = b.ctx;
    let Some(parts) = strata_dialect_affine::parallel_parts(ctx, b.body, op) else {
        return Ok(());
    };
    let result_types: SmallVec<[Type; 2]> =
        b.body.results(op).map(|r| b.body.value_type(r)).collect();
    // Upstream checks every identity before building the loop.
    if parts
        .reductions
        .iter()
        .zip(&result_types)
        .any(|(k, &t)| identity(&b, k, t).is_none() || combiner(k).is_none())
    {
        return Err(Unsupported);
    }
    let mut lbs = Vec::with_capacity(parts.lb_maps.len());
    let mut ubs = Vec::with_capacity(parts.ub_maps.len());
    for (lb_map, ub_map) in parts.lb_maps.iter().zip(&parts.ub_maps) {
        let values = b.expand_map(lb_map, &parts.lb_operands)?;
        lbs.push(b.reduce(&values, false).ok_or(Unsupported)?);
        let values = b.expand_map(ub_map, &parts.ub_operands)?;
        ubs.push(b.reduce(&values, true).ok_or(Unsupported)?);
    }
    let steps: Vec<Value> = parts.steps.iter().map(|&s| b.constant(s)).collect();
    let mut inits = Vec::with_capacity(result_types.len());
    for (kind, &ty) in parts.reductions.iter().zip(&result_types) {
        let attr = identity(&b, kind, ty).ok_or(Unsupported)?;
        let c = build_constant(ctx, b.body, attr, ty, b.loc);
        b.body.insert_op_before(op, c);
        inits.push(b.body.result(c, 0));
    }
    let Some(&old_region) = b.body.local_regions(op).first() else {
        return Ok(());
    };
    let region = b.body.create_region();
    move_blocks(b.body, old_region, region);
    let yield_op = b
        .body
        .region_blocks(region)
        .next()
        .and_then(|blk| b.body.block_ops(blk).last());
    let mut state = OperationState::new(OperationName::new(ctx, "scf.parallel"), b.loc);
    state
        .operands
        .extend(lbs.iter().chain(&ubs).chain(&steps).chain(&inits).copied());
    let count = |n: usize| i32::try_from(n).unwrap_or(i32::MAX);
    let mut props = [NamedAttr {
        name: Ident::new(ctx, "operandSegmentSizes"),
        value: Attribute::dense_i32_array(
            ctx,
            &[
                count(lbs.len()),
                count(ubs.len()),
                count(steps.len()),
                count(inits.len()),
            ],
        ),
    }];
    state.props = Some(Attribute::dictionary(ctx, &mut props));
    state.result_types.extend(result_types.iter().copied());
    state.regions = StateRegions::Local(smallvec![region]);
    let new = b.create(state);
    if let Some(y) = yield_op {
        let operands: SmallVec<[Value; 4]> = b.body.operands(y).collect();
        let mut reduce = OperationState::new(OperationName::new(ctx, "scf.reduce"), b.loc);
        reduce.operands.extend(operands.iter().copied());
        let mut regions: SmallVec<[RegionId; 2]> = SmallVec::new();
        for (kind, &ty) in parts.reductions.iter().zip(&result_types) {
            regions.push(reduction_region(&mut b, kind, ty).ok_or(Unsupported)?);
        }
        reduce.regions = StateRegions::Local(regions);
        let reduce = b.body.create_op(ctx, reduce);
        b.body.insert_op_before(y, reduce);
        b.body.erase_op(y);
    }
    let results: SmallVec<[Value; 2]> = b.body.results(new).collect();
    replace(b.body, op, &results);
    Ok(())
}
