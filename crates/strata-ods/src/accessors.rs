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
/// if given. Without them, the values beyond the single groups are split
/// evenly among the variadic and optional groups (upstream's
/// `SameVariadicOperandSize`; a remainder belongs to no group). Returns
/// `None` if the counts cannot be matched.
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
    let extra = extra / flexible.max(1);
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

/// Ranges `i..i + 1`, shared by the single-value groups of most operations.
static SINGLE_RANGES: [Range<usize>; 16] = {
    let mut ranges = [const { 0..0 }; 16];
    let mut i = 0;
    while i < ranges.len() {
        ranges[i] = i..i + 1;
        i += 1;
    }
    ranges
};

/// The value ranges of an operation's operand or result groups, in
/// declaration order (dereferences to a slice of ranges). Single-value
/// groups borrow shared ranges instead of building them for every
/// operation.
#[derive(Clone, Debug, Default)]
pub struct Groups(GroupsRepr);

#[derive(Clone, Debug)]
enum GroupsRepr {
    /// `n` single-value groups: value `i` alone in group `i`.
    Singles(usize),
    /// Groups split from counts or segment sizes.
    Split(SmallVec<[Range<usize>; 4]>),
}

impl Default for GroupsRepr {
    fn default() -> Self {
        GroupsRepr::Singles(0)
    }
}

impl Groups {
    /// `n` single-value groups.
    pub fn singles(n: usize) -> Self {
        if n <= SINGLE_RANGES.len() {
            Groups(GroupsRepr::Singles(n))
        } else {
            Groups(GroupsRepr::Split((0..n).map(|i| i..i + 1).collect()))
        }
    }
}

impl From<SmallVec<[Range<usize>; 4]>> for Groups {
    fn from(ranges: SmallVec<[Range<usize>; 4]>) -> Self {
        Groups(GroupsRepr::Split(ranges))
    }
}

impl std::ops::Deref for Groups {
    type Target = [Range<usize>];

    fn deref(&self) -> &[Range<usize>] {
        match &self.0 {
            GroupsRepr::Singles(n) => &SINGLE_RANGES[..*n],
            GroupsRepr::Split(ranges) => ranges,
        }
    }
}

/// The groups of `total` values for `groups` single-value groups (what
/// [`split_groups`] gives for them without segment sizes).
fn single_groups(groups: usize, total: usize) -> Option<Groups> {
    (groups == total).then(|| Groups::singles(total))
}

/// The operand ranges of each operand group of `op`.
pub fn operand_groups(ctx: &Context, body: &Body, op: OpId, ods: &OdsOp) -> Option<Groups> {
    let spec = &ods.spec;
    if ods.single_operands {
        return single_groups(spec.operands.len(), body.num_operands(op));
    }
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
    .map(Groups::from)
}

/// The result ranges of each result group of `op`.
pub fn result_groups(ctx: &Context, body: &Body, op: OpId, ods: &OdsOp) -> Option<Groups> {
    let spec = &ods.spec;
    if ods.single_results {
        return single_groups(spec.results.len(), body.num_results(op));
    }
    let segments = (spec.needs_result_segments()
        || spec.traits.contains(OpTraits::ATTR_SIZED_RESULT_SEGMENTS))
    .then(|| body.attr(ctx, op, "resultSegmentSizes"))
    .flatten()
    .and_then(|a| dense_i32_values(ctx, a));
    split_groups(&ods.spec.results, body.num_results(op), segments.as_deref()).map(Groups::from)
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
pub fn operand_groups_of(ctx: &Context, body: &Body, op: OpId) -> Option<Groups> {
    let def = body.op_name(op).def(ctx)?;
    operand_groups(ctx, body, op, crate::ods_op(def)?)
}

/// Declarative ops resolve their named groups from their declaration.
pub(crate) struct OdsGroups;

impl strata_ir::op_class::NamedValueGroups for OdsGroups {
    fn operand_range(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        name: &str,
    ) -> Option<Range<usize>> {
        let ods = crate::ods_op(body.op_name(op).def(ctx)?)?;
        let index = ods.spec.operand_index(name)?;
        operand_groups(ctx, body, op, ods)?.get(index).cloned()
    }

    fn result_range(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        name: &str,
    ) -> Option<Range<usize>> {
        let ods = crate::ods_op(body.op_name(op).def(ctx)?)?;
        let index = ods.spec.result_index(name)?;
        result_groups(ctx, body, op, ods)?.get(index).cloned()
    }
}

/// Checks accessors generated by `op_class!` (its `ACCESSORS` list)
/// against `def`'s declaration: each names a declared operand, result or
/// attribute, single-value kinds name single groups and list kinds
/// variadic or optional ones. The error names the first mismatch.
pub fn check_accessors(def: &strata_ir::OpDef, accessors: &[(&str, &str)]) -> Result<(), String> {
    let ods = crate::ods_op(def).ok_or_else(|| format!("'{}' is not declarative", def.name))?;
    let spec = &ods.spec;
    for (kind, name) in accessors {
        let group = match *kind {
            "operand" | "operands" => spec.operands.iter().find(|o| o.name == *name),
            "result" | "results" => spec.results.iter().find(|o| o.name == *name),
            "attr" => {
                if spec.attrs.iter().any(|a| a.name == *name) {
                    continue;
                }
                return Err(format!("'{}' declares no attribute '{name}'", def.name));
            }
            other => return Err(format!("unknown accessor kind '{other}'")),
        };
        let Some(group) = group else {
            return Err(format!("'{}' declares no {kind} group '{name}'", def.name));
        };
        let single = group.arity == Arity::Single;
        if single != matches!(*kind, "operand" | "result") {
            return Err(format!(
                "'{}': accessor kind '{kind}' does not fit the arity of '{name}'",
                def.name
            ));
        }
    }
    Ok(())
}
