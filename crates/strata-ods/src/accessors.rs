//! Access to an operation's named operand/result groups, attributes,
//! regions and successors through its declaration.

use std::ops::Range;

use smallvec::SmallVec;

use strata_ir::context::Context;
use strata_ir::dialect::OpTraits;
use strata_ir::ir::{Body, OpId, Value};

pub use strata_ir::attributes::{dense_i32_values, dense_i64_values};
pub use strata_ir::interfaces::erase_successor_operand;

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
    let Some(ods) = crate::ods_op(def) else {
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
    operand_groups(ctx, body, op, crate::ods_op(def)?)
}
