//! Access to an operation's named operand/result groups, attributes,
//! regions and successors through its declaration.

use std::ops::Range;

use smallvec::SmallVec;

use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::dialect::OpTraits;
use crate::interfaces::BranchOpInterface;
use crate::ir::{Body, OpId, Value};

use super::spec::{Arity, OdsOp, ValueSpec};

/// Splits `total` values into groups for `specs`, using the segment sizes
/// if given. Returns `None` if the counts cannot be matched.
pub fn split_groups(
    specs: &[ValueSpec],
    total: usize,
    segments: Option<&[i32]>,
) -> Option<SmallVec<[Range<usize>; 4]>> {
    let mut ranges = SmallVec::new();
    if let Some(sizes) = segments {
        if sizes.len() != specs.len() || sizes.iter().any(|s| *s < 0) {
            return None;
        }
        let mut start = 0usize;
        for s in sizes {
            let end = start + *s as usize;
            ranges.push(start..end);
            start = end;
        }
        return (start == total).then_some(ranges);
    }
    let fixed = specs.iter().filter(|s| s.arity == Arity::Single).count();
    let flexible = specs.len() - fixed;
    if total < fixed {
        return None;
    }
    let extra = total - fixed;
    if flexible == 0 && extra != 0 {
        return None;
    }
    let mut start = 0usize;
    for s in specs {
        let n = match s.arity {
            Arity::Single => 1,
            Arity::Optional if extra > 1 => return None,
            Arity::Optional | Arity::Variadic => extra,
        };
        ranges.push(start..start + n);
        start += n;
    }
    Some(ranges)
}

/// The elements of a dense `i32` array attribute.
pub fn dense_i32_values(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
    match attr.kind(ctx) {
        AttrKind::DenseArray { element, data, .. } if element.is_signless_int(ctx, 32) => Some(
            data.chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => None,
    }
}

/// The elements of a dense `i64` array attribute.
pub fn dense_i64_values(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
    match attr.kind(ctx) {
        AttrKind::DenseArray { element, data, .. } if element.is_signless_int(ctx, 64) => Some(
            data.chunks_exact(8)
                .map(|c| i64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
                .collect(),
        ),
        _ => None,
    }
}

/// The operand ranges of each operand group of `op`.
pub fn operand_groups(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ods: &OdsOp,
) -> Option<SmallVec<[Range<usize>; 4]>> {
    let spec = &ods.spec;
    let segments = (spec.needs_operand_segments()
        || spec.traits.contains(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS))
    .then(|| body.attr(ctx, op, "operandSegmentSizes"))
    .flatten()
    .and_then(|a| dense_i32_values(ctx, a));
    split_groups(
        &ods.spec.operands,
        body.num_operands(op),
        segments.as_deref(),
    )
}

/// The result ranges of each result group of `op`.
pub fn result_groups(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ods: &OdsOp,
) -> Option<SmallVec<[Range<usize>; 4]>> {
    let spec = &ods.spec;
    let segments = (spec.needs_result_segments()
        || spec.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS))
    .then(|| body.attr(ctx, op, "resultSegmentSizes"))
    .flatten()
    .and_then(|a| dense_i32_values(ctx, a));
    split_groups(&ods.spec.results, body.num_results(op), segments.as_deref())
}

/// The values of the operand group named `name` of `op`.
pub fn operand_group(ctx: &Context, body: &Body, op: OpId, name: &str) -> SmallVec<[Value; 4]> {
    let Some(def) = body.op_name(op).def(ctx) else {
        return SmallVec::new();
    };
    let Some(ods) = def.spec.as_deref() else {
        return SmallVec::new();
    };
    let Some(index) = ods.spec.operand_index(name) else {
        return SmallVec::new();
    };
    let Some(groups) = operand_groups(ctx, body, op, ods) else {
        return SmallVec::new();
    };
    groups[index].clone().map(|i| body.operand(op, i)).collect()
}

/// The operand ranges of each operand group of a declaratively defined op.
pub fn operand_groups_of(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<SmallVec<[Range<usize>; 4]>> {
    let def = body.op_name(op).def(ctx)?;
    operand_groups(ctx, body, op, def.spec.as_deref()?)
}

/// Removes operand `index` of the operands `op` forwards to successor
/// `succ`, keeping `operandSegmentSizes` (and `case_operand_segments` of
/// switch-like ops) consistent.
pub fn erase_successor_operand(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    succ: usize,
    index: usize,
) {
    let Some(def) = body.op_name(op).def(ctx) else {
        return;
    };
    let Some(branch) = def.interface::<dyn BranchOpInterface>() else {
        return;
    };
    let Some(range) = branch.successor_operands(ctx, body, op, succ) else {
        return;
    };
    let position = range.start + index;
    if position >= range.end {
        return;
    }
    let segments_name = crate::ident::Ident::new(ctx, "operandSegmentSizes");
    if let Some(mut sizes) = body
        .attr(ctx, op, "operandSegmentSizes")
        .and_then(|a| dense_i32_values(ctx, a))
    {
        let mut start = 0usize;
        for s in sizes.iter_mut() {
            let end = start + *s as usize;
            if (start..end).contains(&position) {
                *s -= 1;
                break;
            }
            start = end;
        }
        body.set_inherent_attr(
            ctx,
            op,
            segments_name,
            Some(Attribute::dense_i32_array(ctx, &sizes)),
        );
    }
    if succ > 0
        && let Some(mut cases) = body
            .attr(ctx, op, "case_operand_segments")
            .and_then(|a| dense_i32_values(ctx, a))
        && let Some(c) = cases.get_mut(succ - 1)
    {
        *c -= 1;
        let name = crate::ident::Ident::new(ctx, "case_operand_segments");
        body.set_inherent_attr(ctx, op, name, Some(Attribute::dense_i32_array(ctx, &cases)));
    }
    let mut operands: SmallVec<[Value; 8]> = body.operands(op).collect();
    operands.remove(position);
    body.set_operands(op, &operands);
}
