//! After a successful conversion: reconcile the casts the conversion built
//! and turn the ones still needed into the type converter's
//! materializations (keeping the unrealized cast when there is none).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_ir::rewrite::Rewriter;
use strata_ir::{Body, Context, OpId, Type, Value};

use super::log::BodyKey;
use super::reconcile::reconcile_casts;
use super::rewriter::{ConversionRewriter, Materialization};

/// Replaces one live cast by its converter's materialization, if it has one.
fn materialize(ctx: &Context, body: &mut Body, cast: OpId, m: &Materialization) {
    let Some(converter) = &m.converter else {
        return;
    };
    let inputs: SmallVec<[Value; 2]> = body.operands(cast).collect();
    let results: SmallVec<[Value; 2]> = body.results(cast).collect();
    let types: SmallVec<[Type; 2]> = results.iter().map(|r| body.value_type(*r)).collect();
    let loc = body.op_loc(cast);
    let mut rewriter = Rewriter::new(ctx, body, None);
    rewriter.set_insertion_point_before(cast);
    let Some(values) = converter.materialize(m.kind, &mut rewriter, &types, &inputs, loc) else {
        return;
    };
    for (r, v) in results.iter().zip(&values) {
        body.replace_all_uses(*r, *v);
    }
    body.erase_op(cast);
}

/// Commits the conversion and legalizes its pending materializations.
pub(crate) fn finalize(ctx: &Context, rw: &mut ConversionRewriter<'_>) {
    let pending = rw.commit();
    let mut by_body: FxHashMap<BodyKey, Vec<(OpId, Materialization)>> = FxHashMap::default();
    let mut order: Vec<BodyKey> = Vec::new();
    for (key, op, m) in pending {
        by_body
            .entry(key)
            .or_insert_with(|| {
                order.push(key);
                Vec::new()
            })
            .push((op, m));
    }
    for key in order {
        let Some(entries) = by_body.remove(&key) else {
            continue;
        };
        let body = rw.body_mut_of(key);
        let casts: Vec<OpId> = entries.iter().map(|(op, _)| *op).collect();
        let remaining = reconcile_casts(ctx, body, &casts);
        let info: FxHashMap<OpId, Materialization> = entries.into_iter().collect();
        for cast in remaining {
            if let Some(m) = info.get(&cast) {
                materialize(ctx, body, cast, m);
            }
        }
    }
}
