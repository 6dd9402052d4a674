//! Memory effects of the memref ops that touch memory.

use strata_ir::interfaces::{EffectInstance, EffectKind, MemoryEffectOpInterface, MemoryEffects};
use strata_ir::{Body, Context, OpId};

/// An effect of the given kind on operand `.1`.
pub(crate) struct OnOperand(pub EffectKind, pub usize);

impl MemoryEffectOpInterface for OnOperand {
    fn effects(&self, _: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        if self.1 < body.num_operands(op) {
            out.push(EffectInstance::on(self.0, body.operand(op, self.1)));
        }
    }
}

/// Reads and writes operand `.0` (the atomic read-modify-write ops).
pub(crate) struct ReadWrite(pub usize);

impl MemoryEffectOpInterface for ReadWrite {
    fn effects(&self, _: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        if self.0 < body.num_operands(op) {
            let v = body.operand(op, self.0);
            out.push(EffectInstance::on(EffectKind::Read, v));
            out.push(EffectInstance::on(EffectKind::Write, v));
        }
    }
}

/// `memref.copy`: reads the source (operand 0), writes the target (operand 1).
pub(crate) struct Copy;

impl MemoryEffectOpInterface for Copy {
    fn effects(&self, _: &Context, body: &Body, op: OpId, out: &mut MemoryEffects) {
        if body.num_operands(op) == 2 {
            out.push(EffectInstance::on(EffectKind::Read, body.operand(op, 0)));
            out.push(EffectInstance::on(EffectKind::Write, body.operand(op, 1)));
        }
    }
}
