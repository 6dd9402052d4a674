//! After a successful conversion: reconcile the casts the conversion built
//! and turn the ones still needed into the type converter's
//! materializations. A converter without callbacks of the needed kind keeps
//! the unrealized cast; one whose callbacks all fail is an error.

use crate::Rewriter;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_asm::{PrintFlags, op_to_string};
use strata_ir::verifier::op_plain_error;
use strata_ir::{Body, Context, OpId, Type, Value};

use super::log::BodyKey;
use super::reconcile::reconcile_casts;
use super::rewriter::{ConversionRewriter, Materialization};

fn type_list(ctx: &Context, types: &[Type]) -> String {
    let names: Vec<String> = types
        .iter()
        .map(|t| strata_asm::type_to_string(ctx, *t))
        .collect();
    names.join(", ")
}

/// Replaces one live cast by its converter's materialization; false (with
/// an error) if the converter has callbacks for it and they all fail.
fn materialize(ctx: &Context, body: &mut Body, cast: OpId, m: &Materialization) -> bool {
    let Some(converter) = &m.converter else {
        return true;
    };
    if !converter.has_materializations(m.kind) {
        return true;
    }
    let inputs: SmallVec<[Value; 2]> = body.operands(cast).collect();
    let results: SmallVec<[Value; 2]> = body.results(cast).collect();
    let types: SmallVec<[Type; 2]> = results.iter().map(|r| body.value_type(*r)).collect();
    let loc = body.op_loc(cast);
    let mut rewriter = Rewriter::new(ctx, body, None);
    rewriter.set_insertion_point_before(cast);
    let Some(values) = converter.materialize(m.kind, &mut rewriter, &types, &inputs, loc) else {
        let input_types: SmallVec<[Type; 2]> = inputs.iter().map(|v| body.value_type(*v)).collect();
        let msg = format!(
            "failed to legalize unresolved materialization from ({}) to ({}) that remained live after conversion",
            type_list(ctx, &input_types),
            type_list(ctx, &types)
        );
        let mut diag = op_plain_error(ctx, body, cast, msg);
        if let Some(user) = results
            .iter()
            .find_map(|r| body.uses(*r).next())
            .map(|u| body.operand_owner(u))
        {
            let text = op_to_string(ctx, body, user, PrintFlags::default());
            diag.attach_note(
                body.op_loc(user),
                format!("see existing live user here: {text}"),
            );
        }
        ctx.emit(diag);
        return false;
    };
    for (r, v) in results.iter().zip(&values) {
        body.replace_all_uses(*r, *v);
    }
    body.erase_op(cast);
    true
}

/// Commits the conversion and legalizes its pending materializations;
/// false if one could not be built (the conversion stays committed).
pub(crate) fn finalize(ctx: &Context, rw: &mut ConversionRewriter<'_>) -> bool {
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
            if let Some(m) = info.get(&cast)
                && !materialize(ctx, body, cast, m)
            {
                return false;
            }
        }
    }
    true
}
