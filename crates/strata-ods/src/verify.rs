//! Verification generated from a declaration: counts, attribute and type
//! constraints, region constraints and trait checks, with upstream's wording.

use std::ops::Range;

use smallvec::SmallVec;

use strata_asm::type_to_string;
use strata_ir::attributes::{Attribute, NamedAttr};
use strata_ir::context::Context;
use strata_ir::diagnostics::DiagResult;
use strata_ir::dialect::{OpDef, OpTraits};
use strata_ir::ident::Ident;
use strata_ir::ir::{Body, OpId, OperationState};
use strata_ir::types::Type;
use strata_ir::verifier::op_error;

use super::accessors::{dense_i32_values, operand_groups, result_groups};
use super::spec::{Arity, OdsOp, ValueSpec};

fn count_message(specs: &[ValueSpec], found: usize, what: &str) -> Option<String> {
    let fixed = specs.iter().filter(|s| s.arity == Arity::Single).count();
    let variadic = specs.len() != fixed;
    if variadic {
        return (found < fixed).then(|| match what {
            "result" => format!("expected {fixed} or more results"),
            _ => format!("expected {fixed} or more {what}s, but found {found}"),
        });
    }
    if found == fixed {
        return None;
    }
    Some(match (fixed, what) {
        (0, "operand") => "requires zero operands".to_string(),
        (1, "operand") => "requires a single operand".to_string(),
        (0, "result") => "requires zero results".to_string(),
        (1, "result") => "requires one result".to_string(),
        _ => format!("expected {fixed} {what}s, but found {found}"),
    })
}

/// Checks the invariants declared in the op's specification, then its custom verifier.
pub fn verify_op(def: &OpDef, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let Some(ods) = crate::ods_op(def) else {
        return Ok(());
    };
    let spec = &ods.spec;
    let err = |msg: String| op_error(ctx, body, op, msg);

    // Counts (single groups match exactly when there is one value per group).
    let num_operands = body.num_operands(op);
    if !(ods.single_operands && num_operands == spec.operands.len())
        && let Some(m) = count_message(&spec.operands, num_operands, "operand")
    {
        return Err(err(m));
    }
    let num_results = body.num_results(op);
    if !(ods.single_results && num_results == spec.results.len())
        && let Some(m) = count_message(&spec.results, num_results, "result")
    {
        return Err(err(m));
    }
    let num_regions = body.num_regions(op);
    let fixed_regions = spec.regions.iter().filter(|r| !r.variadic).count();
    let variadic_regions = fixed_regions != spec.regions.len();
    if (!variadic_regions && num_regions != fixed_regions) || num_regions < fixed_regions {
        return Err(err(match fixed_regions {
            0 => "requires zero regions".to_string(),
            1 if !variadic_regions => "requires one region".to_string(),
            n if variadic_regions => format!("expected {n} or more regions"),
            n => format!("expected {n} regions"),
        }));
    }
    let num_succs = body.successors(op).len();
    let fixed_succs = spec.successors.iter().filter(|s| !s.variadic).count();
    let variadic_succs = fixed_succs != spec.successors.len();
    if (!variadic_succs && num_succs != fixed_succs) || num_succs < fixed_succs {
        let plural = if fixed_succs == 1 {
            "successor"
        } else {
            "successors"
        };
        return Err(err(format!(
            "requires {fixed_succs} {plural} but found {num_succs}"
        )));
    }

    // Attributes.
    for a in &spec.attrs {
        match body.attr(ctx, op, a.name) {
            None if !a.optional => return Err(err(format!("requires attribute '{}'", a.name))),
            Some(value) if !crate::properties::satisfies(a, ctx, value) => {
                return Err(err(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name, a.constraint.description
                )));
            }
            _ => {}
        }
    }
    if !ods.single_operands && spec.needs_operand_segments() {
        check_segments(
            ctx,
            body,
            op,
            "operandSegmentSizes",
            spec.operands.len(),
            num_operands,
            "operand",
        )?;
    }
    if !ods.single_results && spec.needs_result_segments() {
        check_segments(
            ctx,
            body,
            op,
            "resultSegmentSizes",
            spec.results.len(),
            num_results,
            "result",
        )?;
    }

    // Operand and result types.
    let Some(op_groups) = operand_groups(ctx, body, op, ods) else {
        return Err(err("operand count does not match its declaration".into()));
    };
    for (g, range) in spec.operands.iter().zip(op_groups.iter()) {
        if let Some(segments) = g.segments {
            check_sub_segments(ctx, body, op, segments, g.name, range.len())?;
        }
        for i in range.clone() {
            let t = body.value_type(body.operand(op, i));
            if !(g.constraint.check)(ctx, t) {
                return Err(err(format!(
                    "operand #{i} must be {}, but got '{}'",
                    describe(g),
                    type_to_string(ctx, t)
                )));
            }
        }
    }
    let Some(res_groups) = result_groups(ctx, body, op, ods) else {
        return Err(err("result count does not match its declaration".into()));
    };
    for (g, range) in spec.results.iter().zip(res_groups.iter()) {
        for i in range.clone() {
            let t = body.value_type(body.result(op, i));
            if !(g.constraint.check)(ctx, t) {
                return Err(err(format!(
                    "result #{i} must be {}, but got '{}'",
                    describe(g),
                    type_to_string(ctx, t)
                )));
            }
        }
    }

    // Regions.
    let (rbody, regions) = body.op_regions(op);
    for (i, (r, rs)) in regions.iter().zip(spec.regions.iter()).enumerate() {
        let blocks = rbody.region_blocks(*r).count() as u32;
        if let Some(max) = rs.max_blocks
            && (blocks > max || blocks < rs.min_blocks)
        {
            let which = if rs.name.is_empty() {
                format!("region #{i}")
            } else {
                format!("region #{i} ('{}')", rs.name)
            };
            return Err(err(format!(
                "{which} failed to verify constraint: region with {max} blocks"
            )));
        }
    }

    verify_traits(ctx, body, op, ods, &op_groups, &res_groups)?;
    if let Some(forwarded) = spec.successor_operands {
        verify_branch_operands(ctx, body, op, forwarded)?;
    }
    if let Some(hook) = spec.verify {
        hook(def, ctx, body, op)?;
    }
    Ok(())
}

/// Checks that each successor receives as many operands as it has block
/// arguments, of the same types.
pub fn verify_branch_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    forwarded: strata_ir::dialect::SuccessorOperandsHook,
) -> DiagResult {
    let succs: SmallVec<[strata_ir::ir::BlockId; 2]> = SmallVec::from_slice(body.successors(op));
    for (i, succ) in succs.iter().enumerate() {
        let Some(range) = forwarded(ctx, body, op, i) else {
            continue;
        };
        let args = body.block_args(*succ);
        if range.len() != args.len() {
            return Err(strata_ir::verifier::op_plain_error(
                ctx,
                body,
                op,
                format!(
                    "branch has {} operands for successor #{i}, but target block has {}",
                    range.len(),
                    args.len()
                ),
            ));
        }
        for (j, (k, a)) in range.zip(args.iter()).enumerate() {
            if body.value_type(body.operand(op, k)) != body.value_type(*a) {
                return Err(strata_ir::verifier::op_plain_error(
                    ctx,
                    body,
                    op,
                    format!("type mismatch for bb argument #{j} of successor #{i}"),
                ));
            }
        }
    }
    Ok(())
}

fn describe(g: &ValueSpec) -> String {
    match g.arity {
        Arity::Variadic => format!("variadic of {}", g.constraint.description),
        _ => g.constraint.description.to_string(),
    }
}

fn check_segments(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    groups: usize,
    total: usize,
    what: &str,
) -> DiagResult {
    let err = |msg: String| op_error(ctx, body, op, msg);
    // Missing sizes are all zero, as upstream's default property.
    let sizes = match body.attr(ctx, op, name) {
        None => vec![0; groups],
        Some(attr) => match dense_i32_values(ctx, attr) {
            Some(sizes) => sizes,
            None => {
                return Err(err(format!(
                    "attribute '{name}' failed to satisfy constraint: i32 dense array attribute"
                )));
            }
        },
    };
    if sizes.len() != groups {
        return Err(err(format!(
            "'{name}' attribute for specifying {what} segments must have {groups} elements, but got {}",
            sizes.len()
        )));
    }
    let sum: i64 = sizes.iter().map(|s| *s as i64).sum();
    if sum != total as i64 {
        return Err(err(format!(
            "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{name}'"
        )));
    }
    Ok(())
}

/// Checks that the sizes in `name` (a variadic of variadic group's
/// segment attribute) are not negative and add up to the group's `len`.
fn check_sub_segments(
    ctx: &Context,
    body: &Body,
    op: OpId,
    name: &str,
    group: &str,
    len: usize,
) -> DiagResult {
    let err = |msg: String| Err(op_error(ctx, body, op, msg));
    let Some(sizes) = body
        .attr(ctx, op, name)
        .and_then(|a| dense_i32_values(ctx, a))
    else {
        return err(format!("requires dense i32 array attribute '{name}'"));
    };
    if sizes.iter().any(|s| *s < 0) {
        return err(format!("'{name}' attribute cannot have negative elements"));
    }
    let sum: i64 = sizes.iter().map(|s| i64::from(*s)).sum();
    if sum != len as i64 {
        return err(format!(
            "{group} count ({len}) does not match with the total size ({sum}) specified in attribute '{name}'"
        ));
    }
    Ok(())
}

/// Checks the type-equality traits, operands-only before operands-and-results
/// (the order ops that declare both list them in).
fn verify_traits(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ods: &OdsOp,
    op_groups: &[Range<usize>],
    res_groups: &[Range<usize>],
) -> DiagResult {
    let spec = &ods.spec;
    let err = |msg: String| op_error(ctx, body, op, msg);
    let operand_type = |j: usize| body.value_type(body.operand(op, j));
    let result_type = |j: usize| body.value_type(body.result(op, j));
    if spec.traits.contains(OpTraits::SAME_TYPE_OPERANDS) {
        let mut all = body.operands(op).map(|v| body.value_type(v));
        if let Some(first) = all.next()
            && all.any(|t| t != first)
        {
            return Err(err("requires all operands to have the same type".into()));
        }
    }
    if spec
        .traits
        .contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE)
    {
        let mut all = body
            .operands(op)
            .chain(body.results(op))
            .map(|v| body.value_type(v));
        if let Some(first) = all.next()
            && all.any(|t| t != first)
        {
            return Err(err(
                "requires the same type for all operands and results".into()
            ));
        }
    }
    // The types of the operand or result group `name`.
    let types_of = |name: &str| -> SmallVec<[Type; 4]> {
        if let Some(i) = spec.operand_index(name) {
            op_groups
                .get(i)
                .map(|g| g.clone().map(operand_type).collect())
                .unwrap_or_default()
        } else if let Some(i) = spec.result_index(name) {
            res_groups
                .get(i)
                .map(|g| g.clone().map(result_type).collect())
                .unwrap_or_default()
        } else {
            SmallVec::new()
        }
    };
    for group in &spec.all_types_match {
        let mut types = group.iter().flat_map(|name| types_of(name));
        if let Some(first) = types.next()
            && types.any(|t| t != first)
        {
            return Err(err(format!(
                "failed to verify that all of {{{}}} have same type",
                group.join(", ")
            )));
        }
    }
    for rel in &spec.types_match_with {
        let (from, to) = (types_of(rel.from), types_of(rel.to));
        if let Some(f) = from.first() {
            let expected = (rel.transform)(ctx, *f);
            let count_ok = rel.repeat.is_none_or(|n| n(ctx, *f) == Some(to.len()));
            if !count_ok || to.iter().any(|t| Some(*t) != expected) {
                return Err(err(format!("failed to verify that {}", rel.summary)));
            }
        }
    }
    if !spec.parents.is_empty() {
        let parent = body.parent_op_name(op).map(|n| n.as_str(ctx));
        if !parent.is_some_and(|p| spec.parents.contains(&p)) {
            let msg = if spec.parents.len() == 1 {
                format!("expects parent op '{}'", spec.parents[0])
            } else {
                format!(
                    "expects parent op to be one of '{}'",
                    spec.parents.join(", ")
                )
            };
            return Err(err(msg));
        }
    }
    Ok(())
}

/// Materializes default-valued attributes missing from a new operation's properties.
pub fn populate_defaults(def: &OpDef, ctx: &Context, state: &mut OperationState) {
    let Some(ods) = crate::ods_op(def) else {
        return;
    };
    let present: &[NamedAttr] = match state.props {
        Some(p) => p.dict_entries(ctx),
        None => &[],
    };
    // Names are compared as text so that nothing is interned unless a
    // default is actually added (the common case on parsed IR is that
    // every default is already there or none applies).
    let mut missing = ods.spec.attrs.iter().filter_map(|a| {
        let default = a.default?;
        let absent = !present.iter().any(|e| e.name.as_str(ctx) == a.name);
        absent.then_some((a.name, default))
    });
    let Some(first) = missing.next() else {
        return;
    };
    let mut entries: SmallVec<[NamedAttr; 4]> = SmallVec::from_slice(present);
    for (name, default) in std::iter::once(first).chain(missing) {
        entries.push(NamedAttr {
            name: Ident::new(ctx, name),
            value: default(ctx),
        });
    }
    state.props = Some(Attribute::dictionary(ctx, &mut entries));
}
