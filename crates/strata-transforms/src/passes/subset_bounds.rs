//! Equality and overlap of slice indices for
//! `loop-invariant-subset-hoisting` (the part of upstream's
//! ValueBoundsConstraintSet it needs): each index becomes a linear
//! expression over SSA values, constants folded through their defining
//! operations, and a relation holds only when the difference is a known
//! constant.

use std::collections::BTreeMap;

use smallvec::SmallVec;
use strata_ir::attributes::Attribute;
use strata_ir::dialect::{FoldOutcome, OpFoldResult, OpTraits};
use strata_ir::interfaces::{FoldOpInterface, HyperrectangularSlice, SliceIndex};
use strata_ir::{Body, Context, Value};

/// How deep constant folding looks through defining operations.
const FOLD_DEPTH: usize = 8;

/// `constant + Σ coefficient · value`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Linear {
    constant: i128,
    terms: BTreeMap<Value, i128>,
}

impl Linear {
    fn constant(c: i128) -> Linear {
        Linear {
            constant: c,
            terms: BTreeMap::new(),
        }
    }

    fn value(v: Value) -> Linear {
        Linear {
            constant: 0,
            terms: BTreeMap::from([(v, 1)]),
        }
    }

    fn as_constant(&self) -> Option<i128> {
        self.terms.is_empty().then_some(self.constant)
    }

    fn add_scaled(mut self, other: &Linear, factor: i128) -> Option<Linear> {
        self.constant = self
            .constant
            .checked_add(other.constant.checked_mul(factor)?)?;
        for (v, c) in &other.terms {
            let entry = self.terms.entry(*v).or_insert(0);
            *entry = entry.checked_add(c.checked_mul(factor)?)?;
            if *entry == 0 {
                self.terms.remove(v);
            }
        }
        Some(self)
    }

    fn mul(&self, other: &Linear) -> Option<Linear> {
        if let Some(c) = other.as_constant() {
            Linear::default().add_scaled(self, c)
        } else {
            let c = self.as_constant()?;
            Linear::default().add_scaled(other, c)
        }
    }
}

/// The integer constant `value` folds to, looking through up to `depth`
/// pure defining operations whose operands are all constant.
fn fold_constant(ctx: &Context, body: &mut Body, value: Value, depth: usize) -> Option<Attribute> {
    let op = body.defining_op(value)?;
    let def = body.op_name(op).def(ctx)?;
    let folder = def.interface::<dyn FoldOpInterface>()?;
    let constant_like = def.has(OpTraits::CONSTANT_LIKE);
    if !constant_like && (depth == 0 || !def.has(OpTraits::PURE)) {
        return None;
    }
    let mut operands: SmallVec<[Option<Attribute>; 4]> = SmallVec::new();
    let inputs: SmallVec<[Value; 4]> = body.operands(op).collect();
    for v in inputs {
        operands.push(Some(fold_constant(ctx, body, v, depth.checked_sub(1)?)?));
    }
    let index = match body.value_def(value) {
        strata_ir::ValueDef::Result(_, i) => i as usize,
        _ => return None,
    };
    match folder.fold(ctx, body, op, &operands) {
        FoldOutcome::Results(r) => match r.get(index)? {
            OpFoldResult::Attr(a) => Some(*a),
            OpFoldResult::Value(v) => fold_constant(ctx, body, *v, depth.checked_sub(1)?),
        },
        _ => None,
    }
}

/// The linear form of one slice index.
fn linear(ctx: &Context, body: &mut Body, index: SliceIndex) -> Linear {
    match index {
        SliceIndex::Static(c) => Linear::constant(i128::from(c)),
        SliceIndex::Value(v) => fold_constant(ctx, body, v, FOLD_DEPTH)
            .and_then(|a| a.int_value(ctx).and_then(|i| i.to_i64()))
            .map_or_else(|| Linear::value(v), |c| Linear::constant(i128::from(c))),
    }
}

/// `Some(true)` if the indices are provably equal, `Some(false)` if
/// provably different, `None` if unknown.
fn are_equal(ctx: &Context, body: &mut Body, a: SliceIndex, b: SliceIndex) -> Option<bool> {
    let la = linear(ctx, body, a);
    let lb = linear(ctx, body, b);
    la.add_scaled(&lb, -1)?.as_constant().map(|d| d == 0)
}

/// Whether two slices provably access the same elements (`None` if unknown).
pub(crate) fn equivalent_slices(
    ctx: &Context,
    body: &mut Body,
    a: &HyperrectangularSlice,
    b: &HyperrectangularSlice,
) -> Option<bool> {
    if a.offsets.len() != b.offsets.len()
        || a.sizes.len() != b.sizes.len()
        || a.strides.len() != b.strides.len()
    {
        return None;
    }
    let pairs = a
        .offsets
        .iter()
        .zip(&b.offsets)
        .chain(a.sizes.iter().zip(&b.sizes))
        .chain(a.strides.iter().zip(&b.strides));
    for (x, y) in pairs {
        if !are_equal(ctx, body, *x, *y)? {
            return Some(false);
        }
    }
    Some(true)
}

/// `offset1 + size1 · stride1 - offset2` in dimension `dim`, if constant.
fn gap(
    ctx: &Context,
    body: &mut Body,
    a: &HyperrectangularSlice,
    b: &HyperrectangularSlice,
    dim: usize,
) -> Option<i128> {
    let offset = linear(ctx, body, *a.offsets.get(dim)?);
    let size = linear(ctx, body, *a.sizes.get(dim)?);
    let stride = linear(ctx, body, *a.strides.get(dim)?);
    let other = linear(ctx, body, *b.offsets.get(dim)?);
    offset
        .add_scaled(&size.mul(&stride)?, 1)?
        .add_scaled(&other, -1)?
        .as_constant()
}

/// Whether two slices provably overlap: `Some(false)` if some dimension
/// separates them, `Some(true)` if every bound is known and none does,
/// `None` otherwise.
pub(crate) fn overlapping_slices(
    ctx: &Context,
    body: &mut Body,
    a: &HyperrectangularSlice,
    b: &HyperrectangularSlice,
) -> Option<bool> {
    if a.offsets.len() != b.offsets.len() {
        return None;
    }
    let mut unknown = false;
    for dim in 0..a.offsets.len() {
        for (x, y) in [(a, b), (b, a)] {
            match gap(ctx, body, x, y, dim) {
                Some(g) if g <= 0 => return Some(false),
                Some(_) => {}
                None => unknown = true,
            }
        }
    }
    (!unknown).then_some(true)
}
