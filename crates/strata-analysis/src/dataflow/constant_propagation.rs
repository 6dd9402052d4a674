//! Sparse constant propagation: which SSA values are constants, found by
//! simulating operation folders on constant operands.

use smallvec::SmallVec;
use strata_ir::dialect::OpFoldResult;
use strata_ir::{Attribute, Ident};

use super::ir::{OpRef, ValueRef};
use super::lattice::{JoinLattice, join, value_for};
use super::solver::{ChangeResult, ProgramPoint, SolverCx};
use super::sparse_forward::{ForwardTransfer, SparseForward};

/// The constant lattice: not yet known, a constant (with the dialect able
/// to materialize it), or not a constant.
#[derive(Copy, Clone, Debug, Default)]
pub enum ConstantValue {
    /// Nothing is known yet.
    #[default]
    Uninitialized,
    /// The value is this constant.
    Constant {
        /// The constant.
        value: Attribute,
        /// The dialect of the operation that produced it.
        dialect: Ident,
    },
    /// The value may not be a constant.
    Unknown,
}

impl ConstantValue {
    /// The constant, if known to be one.
    pub fn constant(&self) -> Option<Attribute> {
        match self {
            ConstantValue::Constant { value, .. } => Some(*value),
            _ => None,
        }
    }
}

impl PartialEq for ConstantValue {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ConstantValue::Uninitialized, ConstantValue::Uninitialized)
            | (ConstantValue::Unknown, ConstantValue::Unknown) => true,
            (
                ConstantValue::Constant { value: a, .. },
                ConstantValue::Constant { value: b, .. },
            ) => a == b,
            _ => false,
        }
    }
}

impl JoinLattice for ConstantValue {
    fn join(&mut self, other: &Self) -> ChangeResult {
        let joined = match (&*self, other) {
            (_, ConstantValue::Uninitialized) => return ChangeResult::NoChange,
            (ConstantValue::Uninitialized, o) => *o,
            (a, b) if a == b => return ChangeResult::NoChange,
            _ => ConstantValue::Unknown,
        };
        if joined == *self {
            return ChangeResult::NoChange;
        }
        *self = joined;
        ChangeResult::Change
    }
}

/// The transfer function of sparse constant propagation.
#[derive(Default)]
pub struct ConstantTransfer;

/// Sparse constant propagation as a loadable analysis.
pub type SparseConstantPropagation = SparseForward<ConstantTransfer>;

impl SparseConstantPropagation {
    /// The analysis.
    pub fn create() -> Self {
        SparseForward::new(ConstantTransfer)
    }
}

impl ForwardTransfer for ConstantTransfer {
    type Value = ConstantValue;

    fn entry_state(&self) -> ConstantValue {
        ConstantValue::Unknown
    }

    fn visit_operation(
        &mut self,
        cx: &mut SolverCx<'_, '_>,
        op: OpRef,
        operands: &[ConstantValue],
        results: &[ValueRef],
    ) {
        // Folding an op with regions could change it in place; simulating
        // its execution is not attempted.
        if !cx.ir.regions(op).1.is_empty() {
            for &r in results {
                join(cx, r, &ConstantValue::Unknown);
            }
            return;
        }
        let mut constants: SmallVec<[Option<Attribute>; 4]> = SmallVec::new();
        for o in operands {
            if matches!(o, ConstantValue::Uninitialized) {
                return;
            }
            constants.push(o.constant());
        }
        let Some(folded) = cx.ir.fold(op, &constants) else {
            for &r in results {
                join(cx, r, &ConstantValue::Unknown);
            }
            return;
        };
        let ctx = cx.ir.ctx;
        let dialect = Ident::new(ctx, cx.ir.body(op.body).op_name(op.op).dialect_name(ctx));
        for (&r, f) in results.iter().zip(folded) {
            match f {
                OpFoldResult::Attr(value) => {
                    join(cx, r, &ConstantValue::Constant { value, dialect });
                }
                OpFoldResult::Value(v) => {
                    // The op is visited again when the value it folds to
                    // changes (it need not be an operand: an element of a
                    // `tensor.from_elements` operand, say).
                    let value = value_for::<ConstantValue>(
                        cx,
                        ProgramPoint::AfterOp(op),
                        ValueRef {
                            body: op.body,
                            value: v,
                        },
                    );
                    join(cx, r, &value);
                }
            }
        }
    }
}
