//! After a successful conversion: reconcile the casts the conversion built
//! and turn the ones still needed into the type converter's
//! materializations. A converter without callbacks of the needed kind keeps
//! the unrealized cast; one whose callbacks all fail is an error.

use crate::Rewriter;
use rayon::prelude::*;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use strata_asm::{PrintFlags, op_to_string};
use strata_ir::diagnostics::{Diagnostic, capture_diagnostics};
use strata_ir::verifier::op_plain_error;
use strata_ir::{Body, Context, OpId, Type, Value};

use super::reconcile::reconcile_casts;
use super::rewriter::{ConversionRewriter, Materialization, RewriterParts};

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

/// An absorbed rewriter to finalize: the path of its body, the body
/// (taken out of its owner while finalized) and the rewriter's parts.
type Job = (SmallVec<[OpId; 2]>, Option<Box<Body>>, RewriterParts);

/// Commits the conversion and legalizes its pending materializations;
/// false if one could not be built (the conversion stays committed). The
/// bodies whose rewriters were absorbed are finalized first, on several
/// threads (each on its own: the bodies are disjoint), then the rest; the
/// failure reported is the one a body-by-body pass would meet first.
pub(crate) fn finalize(ctx: &Context, rw: &mut ConversionRewriter<'_>) -> bool {
    let mut jobs: Vec<Job> = Vec::new();
    for (path, parts) in rw.take_absorbed() {
        let body = match path.split_last() {
            Some((owner, parent)) => rw.body_mut_of_path(parent).take_isolated_body(*owner),
            None => None,
        };
        jobs.push((path, body, parts));
    }
    let run = |(_, body, parts): &mut Job| match body {
        Some(body) => capture_diagnostics(|| {
            let mut nested = ConversionRewriter::from_parts(ctx, body, std::mem::take(parts));
            finalize(ctx, &mut nested)
        }),
        None => (true, Vec::new()),
    };
    let outcomes: Vec<(bool, Vec<Diagnostic>)> = if jobs.len() > 1 {
        jobs.par_iter_mut().map(run).collect()
    } else {
        jobs.iter_mut().map(run).collect()
    };
    for (path, body, _) in jobs {
        if let (Some(body), Some((owner, parent))) = (body, path.split_last()) {
            rw.body_mut_of_path(parent).set_isolated_body(*owner, body);
        }
    }
    if !finalize_own(ctx, rw) {
        return false;
    }
    for (ok, diagnostics) in outcomes {
        for d in diagnostics {
            ctx.emit(d);
        }
        if !ok {
            return false;
        }
    }
    true
}

/// Commits the rewriter's own changes and legalizes its own pending
/// materializations, body by body.
fn finalize_own(ctx: &Context, rw: &mut ConversionRewriter<'_>) -> bool {
    let pending = rw.commit();
    for run in pending.chunk_by(|a, b| a.0 == b.0) {
        let body = rw.body_mut_of(run[0].0);
        let casts: Vec<OpId> = run.iter().map(|(_, op, _)| *op).collect();
        let remaining = reconcile_casts(ctx, body, &casts);
        let info: FxHashMap<OpId, &Materialization> =
            run.iter().map(|(_, op, m)| (*op, m)).collect();
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
