//! Integer range analysis (upstream's `IntegerRangeAnalysis`): the range
//! of every integer SSA value, computed through `InferIntRangeInterface`
//! and propagated along control flow. A value whose range is a single
//! constant also becomes that constant in the [`ConstantValue`] lattice,
//! so dead code analysis prunes branches on it.
//!
//! To terminate on loops, a result used by a terminator whose range grows
//! after its first value goes straight to the full range.

use smallvec::SmallVec;
use strata_ir::interfaces::{
    ConstantIntRanges, InferIntRangeInterface, IntegerValueRange, LoopBound, LoopLikeOpInterface,
    max_range_of, range_storage_width,
};
use strata_ir::{Attribute, Ident, OpTraits, TypeKind};
use strata_support::APInt;

use super::constant_propagation::ConstantValue;
use super::ir::{BlockRef, OpRef, ValueRef};
use super::lattice::{JoinLattice, Lattice, join, value_for, value_of};
use super::solver::{ChangeResult, LatticeAnchor, ProgramPoint, SolverCx};
use super::sparse_forward::{ForwardTransfer, SparseForward};

/// The lattice element of one value: its range, once known.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IntRange(pub IntegerValueRange);

impl JoinLattice for IntRange {
    fn join(&mut self, other: &Self) -> ChangeResult {
        let joined = match (&self.0, &other.0) {
            (_, None) => return ChangeResult::NoChange,
            (None, Some(o)) => o.clone(),
            (Some(a), Some(b)) => a.union(b),
        };
        if self.0.as_ref() == Some(&joined) {
            return ChangeResult::NoChange;
        }
        self.0 = Some(joined);
        ChangeResult::Change
    }
}

/// The transfer functions of the integer range analysis.
#[derive(Default)]
pub struct IntRangeTransfer;

/// The integer range analysis, to load next to [`super::DeadCodeAnalysis`].
pub type IntegerRangeAnalysis = SparseForward<IntRangeTransfer>;

impl IntegerRangeAnalysis {
    /// The analysis.
    pub fn create() -> Self {
        SparseForward::new(IntRangeTransfer)
    }
}

/// The range found for `v`, if any.
pub fn range_of(states: &super::States, v: ValueRef) -> IntegerValueRange {
    states
        .lookup::<Lattice<IntRange>>(LatticeAnchor::Value(v))
        .and_then(|l| l.value.0.clone())
}

impl IntRangeTransfer {
    /// Mirrors the range of `v` into its constant lattice.
    fn update_constant(cx: &mut SolverCx<'_, '_>, v: ValueRef) {
        let Some(range) = value_of::<IntRange>(cx, v).0 else {
            return;
        };
        let ctx = cx.ir.ctx;
        let body = cx.ir.body(v.body);
        let ty = body.value_type(v.value);
        let constant = range.constant_value().and_then(|c| match ty.kind(ctx) {
            TypeKind::Integer { .. } | TypeKind::Index => Some(Attribute::integer(ctx, ty, &c)),
            _ => None,
        });
        let value = match constant {
            Some(value) => {
                let owner = match body.defining_op(v.value) {
                    Some(op) => Some(op),
                    None => body
                        .value_block(v.value)
                        .and_then(|b| body.block_parent_op(b)),
                };
                let dialect = owner.map_or("builtin", |op| body.op_name(op).dialect_name(ctx));
                ConstantValue::Constant {
                    value,
                    dialect: Ident::new(ctx, dialect),
                }
            }
            None => ConstantValue::Unknown,
        };
        join(cx, v, &value);
    }
}

impl ForwardTransfer for IntRangeTransfer {
    type Value = IntRange;

    fn entry_state(&self) -> IntRange {
        IntRange(None)
    }

    fn entry_state_of(&self, cx: &SolverCx<'_, '_>, v: ValueRef) -> IntRange {
        let ty = cx.ir.body(v.body).value_type(v.value);
        IntRange(max_range_of(cx.ir.ctx, ty))
    }

    fn on_join(&mut self, cx: &mut SolverCx<'_, '_>, v: ValueRef) {
        Self::update_constant(cx, v);
    }

    fn visit_operation(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        op: OpRef,
        operands: &[IntRange],
        results: &[ValueRef],
    ) {
        let ctx = cx.ir.ctx;
        let iface = cx
            .ir
            .body(op.body)
            .op_name(op.op)
            .interface::<dyn InferIntRangeInterface>(ctx);
        let inferred: SmallVec<[IntegerValueRange; 1]> = match iface {
            Some(i) => {
                let ranges: SmallVec<[IntegerValueRange; 4]> =
                    operands.iter().map(|o| o.0.clone()).collect();
                i.infer_result_ranges(ctx, cx.ir.body(op.body), op.op, &ranges)
            }
            None => results
                .iter()
                .map(|&r| self.entry_state_of(cx, r).0)
                .collect(),
        };
        for (&r, range) in results.iter().zip(inferred) {
            let Some(range) = range else {
                continue;
            };
            let old = value_of::<IntRange>(cx, r);
            join(cx, r, &IntRange(Some(range)));
            let yielded = cx
                .ir
                .users(r)
                .any(|u| cx.ir.has_trait(u, OpTraits::TERMINATOR));
            if yielded && old.0.is_some() && value_of::<IntRange>(cx, r) != old {
                let max = self.entry_state_of(cx, r);
                join(cx, r, &max);
            }
            Self::update_constant(cx, r);
        }
    }

    fn visit_non_control_flow_arguments(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        op: OpRef,
        args: &[ValueRef],
    ) -> bool {
        let ctx = cx.ir.ctx;
        let Some(ivs) = cx
            .ir
            .def(op)
            .and_then(|d| d.interface::<dyn LoopLikeOpInterface>())
            .and_then(|l| l.induction_vars(ctx, cx.ir.body(op.body), op.op))
        else {
            return false;
        };
        let rb = cx.ir.regions(op).0;
        for iv in ivs {
            let v = ValueRef {
                body: rb,
                value: iv.iv,
            };
            let Some(block) = cx.ir.body(rb).value_block(iv.iv) else {
                continue;
            };
            // A change of a bound re-visits the loop's entry block.
            let point = ProgramPoint::BlockStart(BlockRef { body: rb, block });
            if !args.contains(&v) {
                continue;
            }
            let Some(width) = range_storage_width(ctx, cx.ir.body(rb).value_type(iv.iv)) else {
                continue;
            };
            let mut bound = |b: LoopBound, upper: bool| -> APInt {
                let known = match b {
                    LoopBound::Constant(c) => Some(APInt::from_i64(width, c)),
                    LoopBound::Value(bv) => {
                        let bv = ValueRef {
                            body: op.body,
                            value: bv,
                        };
                        value_for::<IntRange>(cx, point, bv).0.map(|r| {
                            if upper {
                                r.smax().clone()
                            } else {
                                r.smin().clone()
                            }
                        })
                    }
                };
                known.filter(|k| k.width() == width).unwrap_or_else(|| {
                    if upper {
                        APInt::signed_max(width)
                    } else {
                        APInt::signed_min(width)
                    }
                })
            };
            let mut min = bound(iv.lower, false);
            let mut max = bound(iv.upper, true);
            // An unknown step is assumed positive.
            let step = bound(iv.step, true);
            if step.is_negative() {
                std::mem::swap(&mut min, &mut max);
            } else {
                // Loops stop below their upper bound.
                max = max.sub(&APInt::from_i64(width, 1));
            }
            if max.sge(&min) {
                join(
                    cx,
                    v,
                    &IntRange(Some(ConstantIntRanges::from_signed(&min, &max))),
                );
                Self::update_constant(cx, v);
            }
        }
        true
    }

    fn visit_external_call(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        call: OpRef,
        operands: &[IntRange],
        results: &[ValueRef],
    ) {
        let _ = (call, operands);
        for &r in results {
            let entry = self.entry_state_of(cx, r);
            join(cx, r, &entry);
            Self::update_constant(cx, r);
        }
    }
}
