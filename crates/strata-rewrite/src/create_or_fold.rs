//! Creating an operation and folding it at once (upstream's
//! `OpBuilder::createOrFold`).

use smallvec::SmallVec;

use strata_ir::attributes::Attribute;
use strata_ir::dialect::{FoldOutcome, OpFoldResult};
use strata_ir::interfaces::{ConstantMaterializerInterface, FoldOpInterface};
use strata_ir::ir::{OpId, OperationState, Value};

use crate::matchers::{constant_of, constant_op_value};
use crate::rewriter::Rewriter;

/// How many in-place folds in a row [`Rewriter::create_or_fold`] allows.
const MAX_IN_PLACE_FOLDS: usize = 8;

impl Rewriter<'_> {
    /// Creates an operation at the insertion point and folds it with the
    /// constant values of its operands, again after each in-place fold
    /// (a commutative op moving its constant operand to the right folds
    /// further, as upstream's). When the folder produces
    /// results, constants are materialized (by the operation's dialect) at
    /// the insertion point, the operation is erased and its replacements
    /// are returned; otherwise (no fold, an in-place fold, a constant-like
    /// operation, or a constant that cannot be materialized) the
    /// operation's own results are.
    pub fn create_or_fold(&mut self, state: OperationState) -> SmallVec<[Value; 1]> {
        let op = self.create(state);
        match self.fold_to_values(op) {
            Some(values) => {
                self.erase_op(op);
                values
            }
            None => self.body().results(op).collect(),
        }
    }

    /// Folds the existing `op` in place of itself, as the dialect conversion
    /// driver tries before its patterns (upstream's `legalizeWithFold`):
    /// constants are materialized right before `op`, the uses of its results
    /// are replaced and `op` is erased. Returns whether `op` is gone; an
    /// in-place fold leaves it (modified) in place.
    pub fn fold_in_place_of(&mut self, op: OpId) -> bool {
        let saved = self.insertion_point();
        self.set_insertion_point_before(op);
        let folded = self.fold_to_values(op);
        self.set_insertion_point(saved);
        let Some(values) = folded else {
            return false;
        };
        self.replace_op(op, &values);
        true
    }

    /// Folds `op`, materializing constants at the insertion point; its
    /// replacement values if it folded to values (`op` itself is left for
    /// the caller to replace or erase).
    fn fold_to_values(&mut self, op: OpId) -> Option<SmallVec<[Value; 1]>> {
        let ctx = self.ctx;
        let body = self.body_mut_untracked();
        if constant_op_value(ctx, body, op).is_some() {
            return None;
        }
        let folder = body.op_name(op).interface::<dyn FoldOpInterface>(ctx)?;
        let mut results = None;
        for _ in 0..MAX_IN_PLACE_FOLDS {
            let operands: SmallVec<[Option<Attribute>; 4]> = body
                .operands(op)
                .collect::<SmallVec<[Value; 4]>>()
                .into_iter()
                .map(|v| constant_of(ctx, body, v))
                .collect();
            match folder.fold(ctx, body, op, &operands) {
                FoldOutcome::None => return None,
                FoldOutcome::InPlace => continue,
                FoldOutcome::Results(r) => {
                    results = Some(r);
                    break;
                }
            }
        }
        let results = results?;
        let loc = body.op_loc(op);
        let materializer = body
            .op_name(op)
            .dialect(ctx)
            .and_then(|d| d.interface::<dyn ConstantMaterializerInterface>());
        let types: SmallVec<[_; 1]> = body.results(op).map(|r| body.value_type(r)).collect();
        let mut values = SmallVec::new();
        let mut constants: SmallVec<[OpId; 1]> = SmallVec::new();
        for (r, &ty) in results.iter().zip(&types) {
            match *r {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attr(a) => {
                    match materializer.and_then(|m| m.materialize_constant(ctx, body, a, ty, loc)) {
                        Some(c) => {
                            values.push(body.result(c, 0));
                            constants.push(c);
                        }
                        None => {
                            for c in constants {
                                body.erase_op(c);
                            }
                            return None;
                        }
                    }
                }
            }
        }
        for c in constants {
            self.insert(c);
        }
        Some(values)
    }
}
