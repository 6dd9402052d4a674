//! Reuse of the hooks of the MLIR 22 op a std op migrates to: where the
//! semantics are the same, a std op folds with (or parses, prints and
//! verifies like) its counterpart, looked up by name at run time, so the
//! std crate depends on no other dialect crate.

use strata_asm::{ParseResult, Parser, Printer};
use strata_ir::dialect::FoldOutcome;
use strata_ir::interfaces::{
    EffectInstance, EffectKind, FoldOpInterface, MemoryEffectOpInterface, MemoryEffects,
    OpVerifierInterface,
};
use strata_ir::{Attribute, Body, Context, DiagResult, OpId, OperationName, OperationState};

/// Folds `op` with the folder of the registered op `target`.
pub(crate) fn fold_as(
    target: &str,
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> FoldOutcome {
    let name = OperationName::new(ctx, target);
    match name.interface::<dyn FoldOpInterface>(ctx) {
        Some(f) => f.fold(ctx, body, op, operands),
        None => FoldOutcome::None,
    }
}

/// Parses the custom form of `target` into `state`.
pub(crate) fn parse_as(
    target: &str,
    p: &mut Parser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let name = OperationName::new(p.ctx, target);
    let Some(def) = name.def(p.ctx) else {
        return Err(p.error(format!("'{target}' must be registered to parse this op")));
    };
    let Some(asm) = strata_asm::op_assembly(def) else {
        return Err(p.error(format!("'{target}' has no custom form")));
    };
    asm.parse(def, p, state)
}

/// Prints `op` in the custom form of `target`.
pub(crate) fn print_as(target: &str, p: &mut Printer<'_>, op: OpId) {
    let name = OperationName::new(p.ctx, target);
    if let Some(def) = name.def(p.ctx)
        && let Some(asm) = strata_asm::op_assembly(def)
    {
        asm.print(def, p, op);
    }
}

/// Verifies `op` with the verifier of `target`.
pub(crate) fn verify_as(target: &str, ctx: &Context, body: &Body, op: OpId) -> DiagResult {
    let name = OperationName::new(ctx, target);
    match (
        name.def(ctx),
        name.interface::<dyn OpVerifierInterface>(ctx),
    ) {
        (Some(def), Some(v)) => v.verify(def, ctx, body, op),
        _ => Ok(()),
    }
}

/// A fold hook delegating to the folder of the op named `$target`.
macro_rules! folds_as {
    ($target:literal) => {
        |ctx, body, op, operands| $crate::delegate::fold_as($target, ctx, body, op, operands)
    };
}
pub(crate) use folds_as;

/// Declares an op equivalent to the op named `$target`, whose folders and
/// canonicalization patterns then match it as a producer and as a root.
macro_rules! same_as {
    ($target:literal) => {
        || Box::new(strata_ir::interfaces::EquivalentTo($target))
    };
}
pub(crate) use same_as;

/// The memory effects of the op named `.0`, computed on a std op with the
/// same operands and results.
pub(crate) struct EffectsAs(pub &'static str);

impl MemoryEffectOpInterface for EffectsAs {
    fn effects(&self, ctx: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        let name = OperationName::new(ctx, self.0);
        if let Some(e) = name.interface::<dyn MemoryEffectOpInterface>(ctx) {
            e.effects(ctx, body, op, out);
        }
    }
}

/// An effect of kind `.0` on operand `.1`.
pub(crate) struct OnOperand(pub EffectKind, pub usize);

impl MemoryEffectOpInterface for OnOperand {
    fn effects(&self, _: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        if self.1 < body.num_operands(op) {
            out.push(EffectInstance::on(self.0, body.operand(op, self.1)));
        }
    }
}
